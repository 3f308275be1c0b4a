"""Triomphe: the rules registry, editorial decisions and options.

Source: "Triomphe", Académie des jeux oubliés (salondesjeux.fr), English
translation received damaged (sources/triomphe).  Paragraph numbers are line
numbers of the received text.  Decisions DT2–DT8 follow the archive's dossier.
"""

from ...options import Option
from ...rulebook import RuleBook

BOOK = RuleBook("triomphe", "triomphe")
D = BOOK.decision
R = BOOK.rule

# ------------------------------------------------------------------ decisions
D("DT2", "Cards per player in the individual game and the Ace that Pillages",
  "5 cards each, dealt 2 then 3, for 2 to 6 players",
  "another agreed number (the source's general rule says 'an agreed number')",
  "The team game deals 5 (¶43); the six-player maximum (¶49) fits 5 cards from 32; "
  "the Académie-type restatements (R3, R4) deal 5.", option="deal_size")
D("DT3", "Forcée: a void player after someone has trumped",
  "must overtrump if he can, otherwise play any trump",
  "may play any trump, higher or lower (the general rule ¶19 read literally)",
  "Forcée is the 'forced' game: its other cases all oblige a player to go higher; Meyers (1909) "
  "speaks of forced overtaking and the Compleat Gamester binds players to win with the highest trump.",
  option="forcee_void_after_trump")
D("DT4", "Au forçat: a player who holds the led suit but cannot beat it, before anyone has trumped",
  "simply follows suit",
  "must trump in, to become master",
  "The source (¶25–30) names overtrumping while holding the led suit as the only departure from "
  "following suit; it does not extend it to a player who cannot head the trick.",
  option="forcat_cannot_head")
D("DT5", "Who bears the burden when a concession is refused",
  "the refusing side must make the vole: +2 if it does, −2 if it fails",
  "the requesting side must make the vole (the received text read literally)",
  "The received ¶23 puts the burden on the requesting side, which is illogical (the conceding side "
  "is the weak one); the Académie-type rules (R3) and Meyers (R5) both put it on the side that refused.",
  option="concession_burden")
D("DT6", "What 'enough tricks to win the hand' means for the committed vole",
  "a strict majority of the hand's tricks (3 of 5)",
  "half or more, when precedence would settle a tie in the player's favour",
  "The source's only example (¶22) is 3 of 5, where both readings agree; a strict majority is "
  "the plain sense of having already won.", option="vole_threshold")
D("DT7", "Target of the team game",
  "5 points (any agreed number may be set)",
  "7 points, the top of the source's usual range",
  "¶21 gives 5 to 7 in general and ¶53 'commonly 5' for the individual game; R3 and R5 give 5 for "
  "the team game.", option="target")
D("DT8", "How cards rank in the draws for the deal, and ties",
  "in the game's own order (order B; order A for the Ace that Pillages); tied players draw again",
  "none proposed",
  "The source is silent; using the game's own order and redrawing ties is common practice.")

# ---------------------------------------------------------------------- cards
R("cards.pack", "Triomphe is played with a 32-card pack: A K Q J 10 9 8 7 in each suit.",
  paragraphs=(9, 41, 49, 54))
R("order.a", "Order A (Piquet order, the oldest): ace, king, queen, jack, 10, 9, 8, 7.",
  paragraphs=(9,))
R("order.b", "Order B (from 1725): king, queen, jack, ace, 10, 9, 8, 7 — the ace between jack and ten.",
  paragraphs=(9,))
R("order.team-and-individual", "The team game and the individual game use order B.",
  status="restored", paragraphs=(41, 42, 49),
  authority="the 1725 order (¶9) for the 1725 rules (¶41); Académie-type restatement (R3), "
            "Compleat Gamester (R4), Meyers 1909 (R5)",
  note="The list announced at ¶42 is lost in the received text.")
R("order.pillage", "The Ace that Pillages uses order A: the ace is always highest.",
  status="restored", paragraphs=(54, 55), authority="¶54 'the ace was always at the top'; Meyers 1909 (R5)",
  note="The list announced at ¶55 is lost in the received text.")
R("trump.superiority", "Any trump beats any card of another suit.",
  status="restored", paragraphs=(18, 20), authority="¶20 (the strongest trump takes the trick); Compleat Gamester (R4)",
  note="The section '2.1 Superiority of the triomphe suit' has lost its body.")

# -------------------------------------------------------------------- dealing
R("deal.turnup", "After the deal the next card is turned up under the stock; its suit is trump. "
  "The stock and the turn-up take no part in play.", paragraphs=(9,))
R("deal.direction", "Dealing and play go counter-clockwise: each player's next is the player on his right.",
  paragraphs=(9,))
R("deal.cut", "The dealer's left-hand neighbour cuts, leaving at least four cards in each packet; "
  "the lower packet goes on top.", paragraphs=(10, 11, 12, 13, 14, 15, 16, 17))
R("deal.rotation", "The next hand is dealt by the player who led first in the hand just ended "
  "(the dealer's right-hand neighbour).", paragraphs=(10, 50))
R("deal.size", "In the individual game and the Ace that Pillages each player receives five cards "
  "(dealt 2 then 3), unless another number is agreed.", status="editorial", paragraphs=(9, 49),
  decision="DT2")
R("deal.draw-order", "Cards drawn for the deal rank in the game's own order; tied players draw again.",
  status="editorial", decision="DT8")
R("individual.players", "The individual game is played by two to six players, each for himself.",
  paragraphs=(49,))
R("individual.first-dealer", "In the individual game each player draws a card; the lowest deals first.",
  paragraphs=(50,))
R("team.players", "The team game is played two against two or three against three.", paragraphs=(41,))
R("team.seating", "Team-mates sit side by side, on the same side of the table: a block of partners, "
  "then the opponents' block, in the order of play.", paragraphs=(41, 45))
R("team.consult", "Team-mates may show each other their hands and decide together; each plays in his turn.",
  paragraphs=(41, 46))
R("team.first-deal", "One player of each team draws; the higher card makes the other team deal, "
  "handing the pack to its player seated nearest on his left.", paragraphs=(43,))
R("team.dealers", "The teams deal in turn, each always through the same player — its last player "
  "in the order of play; the other team plays first.", paragraphs=(43, 45))
R("team.cut", "In the team game the cut is made by the opposing player seated across from the dealer, "
  "who is also the first to play.", paragraphs=(43, 45))
R("team.deal", "In the team game each player receives five cards, two then three, counter-clockwise.",
  paragraphs=(43,))
R("match.team-target", "The team game is played to five points unless another target is agreed.",
  status="editorial", paragraphs=(21,), decision="DT7")

# ----------------------------------------------------------------------- play
R("play.lead", "The player on the dealer's right leads the first trick; the winner of each trick "
  "leads the next.", paragraphs=(9, 46, 51))
R("play.in-turn", "Each player plays one card in turn, in the direction of play.", paragraphs=(9,))
R("play.from-hand", "A player plays a card from his own hand.", paragraphs=(9,))
R("play.phase", "Only the actions of the current stage of the hand may be taken (the deal, pillaging, "
  "a concession, the play of the cards).", paragraphs=(9, 22, 23, 56))
R("play.last-trick", "Tricks are stacked crosswise so that their number is known; only the last trick "
  "may be looked at.", paragraphs=(20,))
R("general.follow-suit", "A player must follow the suit led, trumps included.", paragraphs=(18,))
R("general.must-trump", "A player who cannot follow suit must trump.", paragraphs=(19,))
R("general.follow-after-trump", "After someone has trumped, later players who hold the suit led "
  "must still follow it.", paragraphs=(19,))
R("general.trump-after-trump", "A void player after someone has trumped must also trump, higher or lower.",
  paragraphs=(19,))
R("general.any-card", "A player who can neither follow suit nor trump may play any card.", paragraphs=(19,))
R("trick.winner", "The highest trump takes the trick; if no trump was played, the highest card of the "
  "suit led.", paragraphs=(20,))
R("regime.higher", "'Higher' means higher than the best card of that kind already in the trick: "
  "the best of the suit led, or the best trump.", status="reconstructed", paragraphs=(25, 34),
  authority="the purpose of the rule (to become master, ¶25); Académie-type restatement (R3)")
R("regime.forcee-default", "Every form dated from 1725, and the Ace that Pillages, plays Triomphe forcée.",
  paragraphs=(39, 41, 51, 56))
R("forcat.head-the-trick", "Au forçat: if no one has trumped, a player must play higher in the suit led.",
  paragraphs=(25, 26))
R("forcat.overtrump", "Au forçat: if someone has trumped, a player must overtrump, even if he holds the "
  "suit led.", paragraphs=(27, 28, 29))
R("forcat.higher-trump", "Au forçat: if trumps were led, a player must play a higher trump.",
  paragraphs=(29, 30))
R("forcat.cannot-head", "Au forçat: a player who holds the led suit but cannot beat it, before anyone "
  "has trumped, simply follows suit.", status="editorial", paragraphs=(25,), decision="DT4")
R("forcat.partners", "The forced rules bind every player, partners included.", paragraphs=(30, 39))
R("plaisant.last-player", "Au plaisant: only the last player of the trick plays au forçat.",
  paragraphs=(31,))
R("plaisant.others-follow", "Au plaisant: the other players need only follow suit; trumping and "
  "overtrumping are optional for them.", paragraphs=(31,))
R("plaisant.allowed", "Au plaisant is only played by more than two players, in the individual game.",
  paragraphs=(31, 32, 33))
R("forcee.head-the-trick", "Forcée: if no one has trumped, a player must play higher in the suit led.",
  paragraphs=(34, 35, 36))
R("forcee.follow-after-trump", "Forcée: if someone has trumped and a player holds the suit led, he must "
  "play it (he cannot be master).", paragraphs=(36, 37, 38))
R("forcee.higher-trump", "Forcée: if trumps were led, a player must play a higher trump.",
  paragraphs=(38, 39))
R("forcee.void-after-trump", "Forcée: a void player after someone has trumped must overtrump if he can, "
  "otherwise play any trump.", status="editorial", paragraphs=(19,), decision="DT3")

# -------------------------------------------------------------------- scoring
R("score.most-tricks", "The player or side with most tricks wins the hand and scores 1 point.",
  paragraphs=(9, 21))
R("score.precedence", "Ties for most tricks go by precedence: the tied player nearest the dealer's "
  "right wins; the dealer is worst placed.", paragraphs=(21,))
R("score.vole", "Taking every trick (the vole) scores 2 points instead of 1.", paragraphs=(22,))
R("vole.commit", "A side that has taken enough tricks to win while the others have none commits "
  "to the vole by playing a card to the next trick.", paragraphs=(22,))
R("vole.enough", "'Enough tricks to win' means a strict majority of the hand's tricks.",
  status="editorial", paragraphs=(22,), decision="DT6")
R("vole.lay-down", "Instead of committing, the side may lay its cards down and score 1 point.",
  paragraphs=(22,))
R("vole.failed", "A side that fails a committed vole loses 2 points at once and the hand ends.",
  paragraphs=(22,))
R("score.negative", "Points lost lower the loser's own score (the others gain nothing); scores may "
  "go negative.", paragraphs=(23,))
R("concede.who", "Conceding the point is allowed only one against one or team against team.",
  paragraphs=(23, 52))
R("concede.when", "A side offers to concede when it plays its first card of the hand; "
  "the other side accepts or refuses.", paragraphs=(23,))
R("concede.accept", "If the concession is accepted, the accepting side scores 1 point and the hand ends.",
  paragraphs=(23,))
R("concede.burden", "If the concession is refused, the refusing side must make the vole (+2) or lose 2.",
  status="editorial", paragraphs=(23,), decision="DT5")
R("match.target", "A match is played to a number of points agreed beforehand (5 to 7; commonly 5); "
  "the first side to reach it wins.", paragraphs=(21, 53))

# -------------------------------------------------------------------- pillage
R("pillage.players", "The Ace that Pillages is an individual game for at least three players.",
  paragraphs=(54,))
R("pillage.switch", "By agreement the privilege can be dropped ('the Ace did not pillage'); the game "
  "is then individual Triomphe with the ace highest.", paragraphs=(54,))
R("pillage.dealer-ace", "If the turn-up is the ace, the dealer may take it into his hand and discard "
  "another card face down.", status="reconstructed", paragraphs=(55, 56),
  authority="¶56 'Once he has done this with the ace'; Compleat Gamester (R4); Meyers 1909 (R5)",
  note="The start of the procedure is lost between ¶55 and ¶56.")
R("pillage.ace-holder", "Otherwise the holder of the ace of trumps shows it and pillages the same way, "
  "beginning with the turn-up.", paragraphs=(56,))
R("pillage.continue", "After each card taken the next stock card is turned; while it is a trump the "
  "pillager may take it too. Pillaging ends at the first non-trump.", paragraphs=(56,))
R("pillage.discard", "Each card taken is paid for by one card discarded face down, so the hand keeps "
  "its size.", status="reconstructed", paragraphs=(56,),
  authority="¶56 'take it into his hand and discard another'; Compleat Gamester (R4)")
R("pillage.optional", "Pillaging is never compulsory, and the pillager may stop whenever he wishes.",
  paragraphs=(56,))
R("pillage.ace-in-stock", "If the ace of trumps lies in the stock, nobody pillages.",
  status="reconstructed", paragraphs=(56,),
  authority="follows from ¶56: only the dealer who turns it or the player who holds it may pillage")

OPTIONS = (
    Option("form", "individual", "Form of the game", ("individual", "team", "pillage"),
           help="individual: each for himself (2–6 players); team: 2 v 2 or 3 v 3; "
                "pillage: the Ace that Pillages (17th c., 3–6 players)"),
    Option("regime", "forcee", "Trump regime", ("forcee", "forcat", "plaisant", "general"),
           help="forcée (the 1725 rules), au forçat, au plaisant (individual game, 3+ players), "
                "or the general rules alone"),
    Option("order", "auto", "Card order", ("auto", "A", "B"),
           help="auto: the form's own order (B; A for the Ace that Pillages)"),
    Option("target", 5, "Points for game", None, 1, 99, decision="DT7"),
    Option("deal_size", 5, "Cards per player", None, 2, 15, decision="DT2",
           help="the individual game and the Ace that Pillages; the team game always deals 5"),
    Option("forcee_void_after_trump", "overtrump", "Forcée, void after a trump",
           ("overtrump", "any-trump"), decision="DT3"),
    Option("forcat_cannot_head", "follow", "Au forçat, cannot head the suit led",
           ("follow", "trump-in"), decision="DT4"),
    Option("concession_burden", "refuser", "Refused concession: who must make the vole",
           ("refuser", "requester"), decision="DT5"),
    Option("vole_threshold", "majority", "Enough tricks to commit the vole",
           ("majority", "precedence"), decision="DT6"),
    Option("ace_pillages", "yes", "The ace pillages (Ace that Pillages only)", ("yes", "no")),
)
