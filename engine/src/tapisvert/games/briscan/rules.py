"""Briscan and Brisque: the rules registries, editorial decisions and options.

Source: the English Wikipedia article "Briscan", received with the first letters of
neighbouring words swapped throughout (sources/briscan).  Brisque is given in the
source's parentheses.  Paragraph numbers are physical line numbers of the received text
(the dossier's ¶0 = lines 1-13, ¶1 = 14, ¶2 = 16, ¶3 = 17, ¶4 = 18, ¶5 = 20, ¶6 = 21,
¶7 = 23, ¶8 = 25, ¶9 = 27, ¶10-¶14 = 29-33, ¶15-¶21 = 35-41, ¶22 = table 43-58,
¶23 = 59).  The dossier's numbering does not agree with the line numbers, so every
citation below has been converted to lines.  Decisions are named after the dossier's
rule numbers (DB14 is the decision on rule B14).

The source has no section on the play of the cards: those rules are *restored* from
ADP-BRISQUE (adpoker.fr, "Brisque ou Mariage") and the Bezique sources named in the
dossier.
"""

from ...options import Option
from ...rulebook import RuleBook

ADP = "ADP-BRISQUE (adpoker.fr, 'Brisque ou Mariage')"
BEZ = "Bezique: Enquire Within Upon Everything; Britannica; pokerwiner.com"


def _decisions(b: RuleBook, game: str):
    D = b.decision
    brisque = game == "brisque"
    D("DB6", "How the cards drawn for the deal rank, and ties",
      "the trick order A 10 K Q J 9 8 7; equal ranks draw again",
      "none proposed",
      "The source says only that the higher card deals (line 23).")
    D("DB8", "Packets of the deal",
      f"{'3 then 3' if brisque else '3 then 2'}, the non-dealer served first",
      "any other packets (they change nothing in the rules)",
      "ADP-BRISQUE deals five cards as 3+2 or 2+3; the source is silent.")
    D("DB11", "Who deals the following deals",
      "the players deal alternately",
      "none proposed",
      "The usual two-hand practice; Bezique (pokerwiner.com) alternates the deal.")
    D("DB14", "When the seven of trumps may be exchanged",
      "by its holder at any of his turns (on lead or in reply, or while declaring), up to the deadline",
      "only by the player about to lead, just before he leads (Bezique, Schnapsen)",
      "ADP-BRISQUE attaches no trick-winning condition; the source gives only a deadline.",
      option="exchange_window")
    D("DB16", "Does the exchange of the seven score?",
      "no: the exchange scores nothing",
      "10 points, as in Bezique",
      "The source's complete scoring table (lines 43-59) has no exchange bonus.",
      option="exchange_bonus")
    D("DB23", "When, in the declaring player's pause, melds are declared",
      "after both players have drawn, before the lead",
      "before drawing (Bezique)",
      "A quinte and a carte blanche need five cards, which a Briscan hand only holds after the "
      "draw; 'on lead' (line 27) fits the moment just before the lead.",
      option="meld_after_draw")
    D("DB24", "Declarations once the talon is exhausted",
      "none: the last window is the one before the talon is exhausted",
      "declarations continue after every trick won until the end of the deal",
      "Bezique (Enquire Within; pokerwiner.com) forbids declarations once the stock is drawn.",
      option="declare_after_talon")
    D("DB33", "Declaring the same meld twice; what becomes of declared cards",
      "a meld (same kind, same cards) scores once per deal; declared cards stay in the hand, "
      "are shown on the table and are played normally",
      "none proposed",
      "Bezique practice (declared cards remain part of the hand).")
    D("DB34", "How many melds in one declaration window",
      "all the melds the player wishes (each scores, subject to the sequence ban)",
      "one meld per trick won (Bezique)",
      "'Inspired by piquet' (line 27), where every combination is declared together.",
      option="melds_per_window")
    D("DB43", "When the target is checked",
      "at the end of each deal: whoever has reached it wins, the higher total if both; an equal "
      "total plays another deal",
      "at once, as soon as a player's total reaches the target",
      "The source is silent; checking between deals keeps every deal complete.",
      option="win_check")
    if brisque:
        D("DB10", "Does the dealer score 10 for a turned-up ace, ten or court in Brisque?",
          "yes, by the source's convention that only what the parentheses change differs",
          "no (the rule is written for Briscan only)",
          "Line 20: 'Where brisque is different, this is shown in parentheses'; line 25 has no "
          "parenthesis for the dealer's 10.", option="turnup_bonus")
        D("DB44", "Target of Brisque",
          "600 points, as Briscan (the source's convention)",
          "300 or 500 points (suggested by the Académie des jeux oubliés for play)",
          "Line 21 gives 600 with no parenthesis for Brisque.", option="target")
    else:
        D("DB5", "Which cards are courts (for the cartes blanches)",
          "the king, queen and jack are courts; the ace and ten are pips",
          "count the ace (or the ten) among the courts",
          "¶8 (line 25) names 'an ace, ten, or court card', setting the ace and the ten apart from "
          "the courts.")
        D("DB28", "May cards of a marriage or quartet serve again in another meld?",
          "yes: only cards declared in a sequence are barred from other melds",
          "a card serves in one meld only",
          "The source bars only sequence cards (line 31); Bezique allows reuse across classes.")
        D("DB29", "Which runs may be declared as sequences",
          "any run of three or more consecutive cards, not necessarily the longest",
          "only the longest run held",
          "The source is silent; under the sequence ban a shorter run only costs its declarer.")
        D("DB31", "Are quartets doubled?",
          "no: only trump sequences score double; quartets score as tabled",
          "every quartet scores double",
          "Line 59 doubles 'trump sequences or quartets', but every quartet holds a trump, so a "
          "'trump quartet' is no separate class; line 31 doubles sequences only.",
          option="quartets_doubled")
        D("DB32", "When a carte blanche may be declared, and how often",
          "in a declaration window, on the five cards then held; once per kind per player and deal",
          "none proposed",
          "The source gives only the values (line 33); piquet declares blanks before play, but "
          "Briscan's melds are made on lead (line 27).")
        D("DB35", "Card points for aces and tens taken ('brisques')",
          "none: the source's complete table has 'most cards' instead",
          "10 for each ace or ten taken in tricks, as in Bezique",
          "Line 14 calls Briscan an 'ace-ten' game, but the scoring table (lines 43-59) has no "
          "card points.", option="brisque_points")
        D("DB36", "When the ace of trumps scores",
          "automatically, when the ace reaches its holder by the deal or a draw",
          "as a meld, declared in a window",
          "An ace drawn as the last talon card could otherwise never score; the exclusion of the "
          "exchanged ace (line 36) is kept either way.", option="ace_trump_bonus")
        D("DB39", "What 'additional' means for the last five tricks",
          "20 on top of the 10 for the last trick (30 in all)",
          "none proposed",
          "Line 39: '20 additional points', after the last trick's 10 (line 38).")
        D("DB40", "Most cards when each player has taken sixteen",
          "nobody scores the 10",
          "none proposed",
          "Old piquet: equal cards score nothing.")


def _rules(b: RuleBook, game: str):
    R = b.rule
    brisque = game == "brisque"
    size = 6 if brisque else 5
    free = (32 - 2 * size) // 2          # tricks played with cards in the talon
    # ------------------------------------------------------------------ cards
    R("players", f"{game.capitalize()} is a game for two players.", paragraphs=(7, 21))
    R("cards.pack", "It is played with a 32-card piquet pack: A K Q J 10 9 8 7 in each suit.",
      paragraphs=(8, 9, 23))
    R("cards.trick-order", "In play the cards rank, high to low: ace, ten, king, queen, jack, 9, 8, 7.",
      paragraphs=(10,))
    R("cards.sequence-order", "For sequences the cards run in their natural order 7 8 9 10 J Q K A: "
      "8-9-10 is a tierce to the ten.", status="reconstructed", paragraphs=(31, 46, 47, 48, 49, 50, 51),
      authority="the source's own examples (line 31) and the table's empty cells (lines 50-51)")
    if not brisque:
        R("cards.courts", "The king, queen and jack are courts; the ace, ten, 9, 8 and 7 are pips.",
          status="editorial", paragraphs=(25, 33), decision="DB5")
    # ------------------------------------------------------------------ dealing
    R("deal.draw", "The players draw for the deal; the higher card deals.", paragraphs=(23,))
    R("deal.draw-ties", "Cards drawn for the deal rank in the trick order; equal ranks draw again.",
      status="editorial", decision="DB6")
    R("deal.size", f"The dealer gives {'six' if brisque else 'five'} cards to each player.",
      paragraphs=(21, 23))
    R("deal.packets", f"The cards are dealt {'3 then 3' if brisque else '3 then 2'}, the non-dealer "
      "first.", status="editorial", decision="DB8")
    R("deal.turnup", "The next card is turned up: its suit is trump. The rest, the talon, lies face "
      "down across it, so the turn-up is the talon's last card.", paragraphs=(23,))
    if brisque:
        R("deal.turnup-bonus", "If the turn-up is an ace, ten or court card, the dealer scores 10.",
          status="editorial", paragraphs=(20, 25), decision="DB10")
    else:
        R("deal.turnup-bonus", "If the turn-up is an ace, ten or court card, the dealer scores 10.",
          paragraphs=(25,))
    R("deal.alternate", "The players deal alternately.", status="editorial", decision="DB11")
    # ------------------------------------------------------------------ exchange
    R("exchange.seven", "The holder of the seven of trumps may exchange it for the turn-up, which "
      "he takes into his hand; the seven becomes the talon's last card.", paragraphs=(25,))
    if brisque:
        R("exchange.deadline", "The seven may be exchanged at any time while the turn-up is in the "
          "talon.", paragraphs=(25,))
    else:
        R("exchange.deadline", "The exchange must be made before the first card is played to the "
          "trick for the last two cards of the talon (the eleventh trick).", paragraphs=(25,),
          authority=ADP,
          note="The words 'before playing for the last two cards of the talon' are certain; the "
               "received text's own gloss on which trick is meant is less clear.")
    R("exchange.when", "The holder exchanges at one of his own turns: on lead, in reply, or while "
      "declaring.", status="editorial", paragraphs=(25,), decision="DB14")
    R("exchange.no-score", "The exchange itself scores nothing.", status="editorial",
      decision="DB16")
    # ------------------------------------------------------------------ play
    R("play.lead", "The non-dealer leads to the first trick; the winner of each trick leads to the "
      "next.", status="restored", paragraphs=(11, 27), authority=ADP,
      note="The received text has no section on the play of the cards.")
    R("play.in-turn", "The players play one card each in turn, the leader first.", status="restored",
      paragraphs=(11,), authority=ADP)
    R("play.from-hand", "A player plays a card from his own hand.", status="restored",
      paragraphs=(11,), authority=ADP)
    R("play.phase", "Only the actions of the current stage may be taken: the deal, the declarations, "
      "the play of a card.", status="restored", paragraphs=(25, 27), authority=ADP)
    R("play.draw", "While the talon lasts, after each trick the winner draws its top card, then the "
      "loser; at the last draw the loser takes the turn-up (or the seven exchanged for it).",
      status="restored", paragraphs=(25, 37), authority=f"{ADP}; {BEZ}")
    R("play.free", f"While the talon has cards (tricks 1 to {free}) the second player may play any "
      "card: there is no duty to follow suit or to trump.", status="restored", paragraphs=(37,),
      authority=f"{ADP}; {BEZ}")
    R("final.follow-and-beat", f"Once the talon is exhausted (tricks {free + 1} to 16) the second "
      "player must follow suit and must beat the card led if he can.", status="restored",
      paragraphs=(37,), authority=f"{ADP} ('il faut forcer ou couper'); {BEZ}")
    R("final.trump", "Once the talon is exhausted, a player who cannot follow suit must trump if he "
      "can.", status="restored", paragraphs=(37,), authority=f"{ADP}; {BEZ}")
    R("final.any-card", "Once the talon is exhausted, a player who can neither follow suit nor trump "
      "plays any card.", status="restored", paragraphs=(37,), authority=f"{ADP}; {BEZ}")
    R("trick.winner", "Of two cards of the same suit the higher wins; otherwise a trump beats any "
      "other card, and a card of a third suit loses to the card led.", status="restored",
      paragraphs=(10,), authority=BEZ)
    # ------------------------------------------------------------------ melds
    R("meld.when", "Melds are declared only by a player on lead after he has won a trick: right "
      "after winning it. Nobody declares before the first trick.", paragraphs=(27,),
      note="'len on whead' restores to 'when on lead' or 'then on lead': the rule is the same.")
    R("meld.timing", "The declarations are made after both players have drawn, before the lead.",
      status="editorial", paragraphs=(27,), decision="DB23")
    R("meld.talon", "No melds are declared once the talon is exhausted.", status="editorial",
      decision="DB24")
    R("meld.from-hand", "A meld is made of cards the declarer holds.", paragraphs=(30, 33))
    R("meld.once", "A meld (the same kind with the same cards) scores once in a deal; declared cards "
      "stay in the hand, are shown, and are played normally.", status="editorial", decision="DB33")
    R("meld.per-window", "A player may declare several melds in one window, each of which scores.",
      status="editorial", paragraphs=(27,), decision="DB34")
    R("meld.marriage", "A marriage, the king and queen of one suit, scores 20, or 40 in trumps.",
      paragraphs=(30, 54, 55),
      note="Line 54's 'Marriage (+ of sain pluit)' lost its card symbols: 'K+Q of plain suit' [?].")
    if brisque:
        R("meld.kinds", "In Brisque only marriages, four kings and four queens may be declared.",
          paragraphs=(29, 32))
        R("meld.royal-quartet", "Four kings or four queens, declared, win the game at once.",
          paragraphs=(32,))
        R("bonus.only-last-trick", "Brisque scores only one bonus: the last trick.", paragraphs=(35,))
    else:
        R("meld.sequence", "A sequence of three, four or five cards of one suit (tierce, quatrième, "
          "quinte) is named by its top card and scores by the table: tierce 20 (to the nine or ten) "
          "to 60 (majeure), quatrième 30 to 100, quinte 50 to 300. Trump sequences score double.",
          paragraphs=(31, 44, 45, 46, 47, 48, 49, 50, 51, 59))
        R("meld.sequence-cards", "Cards declared in a sequence may not be used in any other meld.",
          paragraphs=(31,))
        R("meld.reuse", "Cards of a marriage or quartet may serve again in other melds.",
          status="editorial", decision="DB28")
        R("meld.any-run", "A player may declare any run of three or more, not necessarily his "
          "longest.", status="editorial", decision="DB29")
        R("meld.quartet", "Four aces score 150, four tens 100, four kings 80, four queens 60, four "
          "jacks 40; nines, eights and sevens score nothing.", paragraphs=(32, 53, 54, 55, 56, 57, 58))
        R("meld.quartets-doubled", "Quartets are not doubled: only trump sequences score double.",
          status="editorial", paragraphs=(59,), decision="DB31",
          note="Line 59 reads 'doubled in the case of trump sequences or quartets'.")
        R("meld.blanche", "A carte blanche, a hand of five courts and no pips, scores 20; a hand of "
          "five pips and no courts scores 10.", paragraphs=(33, 56, 57))
        R("meld.blanche-once", "A carte blanche is declared in a window on the five cards then held, "
          "once per kind per player and deal.", status="editorial", decision="DB32")
        # -------------------------------------------------------------- bonuses
        R("bonus.ace-trumps", "The ace of trumps scores 30 to its holder, unless he obtained it by "
          "exchanging the seven for it.", paragraphs=(36, 58))
        R("bonus.ace-timing", "The ace of trumps scores when it reaches its holder by the deal or by "
          "a draw.", status="editorial", paragraphs=(36,), decision="DB36")
        R("bonus.last-five-cards", "When the talon is exhausted, a player whose five cards are all "
          "trumps scores 30.", paragraphs=(37, 54))
        R("bonus.last-five-tricks", "Winning all of the last five tricks scores 20 more, on top of the "
          "last trick's 10.", paragraphs=(39, 56), decision="DB39")
        R("bonus.most-cards", "The player who took more cards (more than 16) scores 10; at 16 each "
          "nobody does.", paragraphs=(40, 57), decision="DB40")
        R("bonus.vole", "A player who takes every trick (the vole) wins the game at once.",
          paragraphs=(41, 58))
        R("bonus.card-points", "Aces and tens taken in tricks score nothing in themselves.",
          status="editorial", paragraphs=(14,), decision="DB35")
    R("bonus.last-trick", "The winner of the last trick scores 10.", paragraphs=(35, 38, 55))
    # ------------------------------------------------------------------ match
    R("match.accumulate", "Scores accumulate over the deals.", paragraphs=(21,))
    if brisque:
        R("match.target", "The game is 600 points, as in Briscan, unless another target is agreed.",
          status="editorial", paragraphs=(20, 21), decision="DB44")
    else:
        R("match.target", "The game is 600 points.", paragraphs=(21,))
    R("match.win-check", "The target is checked at the end of each deal; if both players have "
      "reached it the higher total wins, and an equal total plays another deal.",
      status="editorial", decision="DB43")


def build(game: str) -> RuleBook:
    b = RuleBook(game, "briscan")
    _decisions(b, game)
    b.decisions = dict(sorted(b.decisions.items(), key=lambda kv: int(kv[0][2:])))
    _rules(b, game)
    return b


BRISCAN_BOOK = build("briscan")
BRISQUE_BOOK = build("brisque")

_COMMON = (
    Option("exchange_window", "any-turn", "When the seven of trumps may be exchanged",
           ("any-turn", "leader-before-lead"), decision="DB14",
           help="any-turn: at any of the holder's turns up to the deadline; leader-before-lead: only "
                "the player about to lead"),
    Option("exchange_bonus", 0, "Points for the exchange of the seven", (0, 10), decision="DB16"),
    Option("meld_after_draw", "yes", "Melds are declared after the draw", ("yes", "no"),
           decision="DB23", help="no: the winner declares before drawing (Bezique)"),
    Option("declare_after_talon", "no", "Melds may still be declared once the talon is exhausted",
           ("no", "yes"), decision="DB24"),
    Option("melds_per_window", "all", "Melds per declaration window", ("all", "one"),
           decision="DB34", help="one: a single meld after each trick won (Bezique)"),
    Option("win_check", "end-of-deal", "When the target is checked", ("end-of-deal", "immediate"),
           decision="DB43"),
)

BRISCAN_OPTIONS = (
    Option("target", 600, "Points for game", None, 50, 10000,
           help="the source's game is 600 points"),
) + _COMMON + (
    Option("quartets_doubled", "no", "Quartets score double", ("no", "yes"), decision="DB31"),
    Option("ace_trump_bonus", "automatic", "How the ace of trumps scores", ("automatic", "declared"),
           decision="DB36", help="declared: as a meld meld:ace:<ace> in a declaration window"),
    Option("brisque_points", 0, "Points for each ace or ten taken", (0, 10), decision="DB35"),
)

BRISQUE_OPTIONS = (
    Option("target", 600, "Points for game", None, 50, 10000, decision="DB44",
           help="600 by the source's convention; 300 or 500 are suggested for play"),
) + _COMMON + (
    Option("turnup_bonus", "yes", "The dealer scores 10 for a turned-up ace, ten or court",
           ("yes", "no"), decision="DB10"),
)
