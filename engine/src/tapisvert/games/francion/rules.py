"""Francion: the rules registry, editorial decisions and options.

Source: "Francion", Académie des jeux oubliés (salondesjeux.fr), English translation
received damaged (sources/francion).  Paragraph numbers are line numbers of the
received text.  The decks per player count are restored from the French original;
decisions DF1–DF9 follow the archive's dossier (§1 and §5); DF10 is the engine's own.
"""

from ...options import Option
from ...rulebook import RuleBook

BOOK = RuleBook("francion", "francion")
D = BOOK.decision
R = BOOK.rule

FRENCH = "French original, §1 (salondesjeux.fr/francion.htm)"

# ------------------------------------------------------------------ decisions
D("DF1", "Who deals the next hand",
  "the deal passes to the right, to the player who led first in the hand just ended",
  "none proposed",
  "The rotation is not in the received text. Passing to the right follows the counter-clockwise "
  "direction of dealing and play (¶9) and the general rule of Triomphe, the same archive's other "
  "17th–18th-century game.")
D("DF2", "What a player who cannot follow suit must do",
  "he may play any card: there is no duty to trump, nor to play higher",
  "he must trump if he holds a trump",
  "Only the first item of the rules of play survives (¶12–14: follow suit, or play the Welche). "
  "Neither Hombre nor Whist, the games Francion drew on and set out to rival, obliges a void "
  "player to trump or a follower to head the trick.", option="void_rule")
D("DF3", "The suit of the Welche",
  "the Welche belongs to the trump suit for every purpose, never to hearts",
  "the Welche is a heart that may be played at any time",
  "¶15 counts it among the trumps ('the highest trump, including the Welche'); the Pam of Mouche "
  "(¶6 names Mouche in its Pamphile version as a model) is a trump too. In the engine the suit of "
  "the Welche matters only for the obligations: when it can be compelled (DF4's alternative) and, "
  "under DF2's alternative, whether it counts as a trump one must play.", option="welche_suit")
D("DF4", "Whether the Welche can ever be compelled",
  "never: a holder whose only card of the required suit is the Welche counts as void",
  "the Welche must be played when it is its holder's only card of the required suit",
  "¶13–14 says the Welche 'may be played at its holder's discretion'.", option="welche_compelled")
D("DF5", "What a Welche lead calls for",
  "leading the Welche is leading trumps: the others must follow with trumps",
  "it calls for hearts (heart), or for nothing: every card may follow (free)",
  "Follows from DF3: if the Welche is a trump, leading it is leading trumps.", option="welche_lead")
D("DF6", "The trick winner beyond the surviving case, and the cycle",
  "if the Welche is in the trick, the king of trumps wins if present, else the Welche; otherwise "
  "the highest trump; otherwise the highest card of the suit led. When the ace of trumps, the "
  "king of trumps and the Welche fall together, the king of trumps wins",
  "in that three-card case, the ace of trumps wins (it beats the king by rank, and the Welche "
  "is beaten only by the king)",
  "The source names the king of trumps as the Welche's only master (¶10–11); the ordinary cases "
  "after the first (¶14–15) are lost and are restored as in every trick-taking game. The ace of "
  "trumps beats the king, the Welche beats the ace and the king beats the Welche: a cycle the "
  "received text does not settle.", option="welche_cycle")
D("DF7", "Ties in the draw for the first deal",
  "the tied players draw again", "none proposed",
  "The source is silent; redrawing is common practice.")
D("DF8", "Beasts made in the hand that ends the game",
  "they are cancelled: there is no next hand to stake them in",
  "each beasted player pays the amount of his beast to the winner of the game",
  "A beast is staked into the next hand (¶16); after the deciding hand there is none.",
  option="last_hand_beasts")
D("DF9", "The Welche payments the source lost",
  "only the turn-up case is paid (4 tokens from each other player to the dealer); the other "
  "events (the Welche takes a trick, the Welche falls to the king of trumps) pay nothing and "
  "are flagged 'source lost'",
  "none proposed: inventing amounts would pass a guess off as the Marquis's rule",
  "¶19 says the Welche can earn its holder tokens or cost him some, then keeps only the turn-up "
  "case (¶20). At least one earning and one paying case are missing, with their amounts.")
D("DF10", "A box that runs out",
  "a player who must pay more tokens or counters than he holds pays all the same: his count goes "
  "below zero and is shown as a debt",
  "none proposed",
  "The source gives each player 'a desired number' of counters and tokens (¶9) and says nothing "
  "about a box that runs dry. This decision is the engine's own (it is not in the dossier): "
  "keeping the debt keeps every token accounted for.")

# -------------------------------------------------------------- players, pack
R("cards.players", "Francion is played by 3, 4 or 5 players, each for himself.", paragraphs=(7, 8))
R("cards.pack", "The pack depends on the number of players: 32 cards (A K Q J 10 9 8 7) for 3, "
  "the 40-card quadrille pack (no 8s, 9s or 10s) for 4, the full 52 cards for 5.",
  status="restored", paragraphs=(8, 9), authority=FRENCH,
  note="The received text announces the list ('a larger or smaller deck of cards is used :') "
       "and loses it; the French original gives it.")
R("purse.boxes", "Each player starts with a box of counters and a multiple of 9 tokens, in agreed "
  "numbers (the options start_counters and start_tokens); a counter is worth 9 tokens.",
  paragraphs=(9,))
R("purse.media", "Tricks, stakes, beasts and the Welche are paid in tokens; the winner of the game "
  "is paid in counters.", paragraphs=(21, 22, 23),
  note="Both lists of the received text keep only their first item.")
R("purse.debt", "A player who must pay more than his box holds pays all the same: the shortfall is "
  "shown as a debt.", status="editorial", paragraphs=(9,), decision="DF10")

# -------------------------------------------------------------------- dealing
R("deal.first-dealer", "Each player draws a card from the spread pack; the lowest card deals first. "
  "For the draw the ace is highest, then king, queen and so on; the Welche has no privilege.",
  paragraphs=(9,))
R("deal.draw-ties", "Players tied for the lowest card draw again.", status="editorial",
  decision="DF7")
R("deal.direction", "Dealing and play go counter-clockwise: each player's next is the player on "
  "his right.", paragraphs=(9,))
R("deal.stake", "Before dealing, the dealer puts 9 of his tokens on the table as the stake of the "
  "hand.", paragraphs=(9, 16))
R("deal.cut", "The player on the dealer's left cuts, removing and leaving at least four cards.",
  paragraphs=(9,))
R("deal.cards", "The dealer deals 9 cards to each player, one at a time, counter-clockwise, "
  "beginning with the player on his right.", paragraphs=(9,))
R("deal.turnup", "The next card is turned up half-visible under the talon; its suit is trump. "
  "The talon and the turn-up take no part in the hand.", paragraphs=(9,))
R("deal.rotation", "The next hand is dealt by the player on the dealer's right, who led first in "
  "the hand just ended.", status="editorial", paragraphs=(9, 15), decision="DF1")

# ---------------------------------------------------------------- the Welche
R("order.natural", "Within each suit the cards rank ace, king, queen, jack, 10, 9 … 2 (the ranks "
  "of the pack in use).", paragraphs=(10,))
R("welche.power", "The ace of hearts, the Welche, beats every card except the king of trumps.",
  paragraphs=(6, 10, 11))
R("welche.trump", "The Welche counts as a trump when the trick is decided.", paragraphs=(15,))
R("welche.discretion", "The Welche may be played at any time, at its holder's discretion, even "
  "when he could follow suit.", paragraphs=(13, 14))
R("welche.suit", "The Welche belongs to the trump suit, not to hearts.", status="editorial",
  paragraphs=(10, 15), decision="DF3",
  note="The list of the Welche's special features (¶10) keeps only its first item.")
R("welche.compelled", "The Welche is never compelled: a player whose only card of the required "
  "suit is the Welche counts as void.", status="editorial", paragraphs=(13, 14), decision="DF4")
R("welche.lead", "Leading the Welche is leading trumps.", status="editorial", paragraphs=(15,),
  decision="DF5")
R("welche.cycle", "When the ace of trumps, the king of trumps and the Welche fall in one trick, the "
  "king of trumps takes it.", status="editorial", paragraphs=(10, 11), decision="DF6")
R("welche.turnup", "If the turn-up is the Welche, hearts are trumps, the Welche is out of play, "
  "and each other player pays the dealer 4 tokens.", paragraphs=(19, 20))
R("welche.lost-payments", "The other Welche payments are lost in the source: when the Welche "
  "takes a trick or falls to the king of trumps the engine pays nothing and flags the event "
  "'source lost'.", status="editorial", paragraphs=(19,), decision="DF9")

# ----------------------------------------------------------------------- play
R("play.lead", "The player on the dealer's right leads the first trick; the winner of each trick "
  "leads the next.", paragraphs=(15,))
R("play.in-turn", "Each player plays one card in turn, in the direction of play.", paragraphs=(9, 14))
R("play.from-hand", "A player plays a card from his own hand.", paragraphs=(12,))
R("play.phase", "Only the actions of the current stage may be taken: the play of the cards, or "
  "the deal of the next hand.", paragraphs=(9, 15))
R("play.follow-suit", "A player must follow the suit led if he can (or play the Welche).",
  paragraphs=(12, 13, 14))
R("play.void", "A player who cannot follow suit may play any card: he need not trump, and no one "
  "need play higher.", status="editorial", paragraphs=(12, 13, 14), decision="DF2",
  note="The rules of play (¶12–14) keep only their first item.")
R("play.void-trump", "A player who cannot follow suit must trump if he can.", status="editorial",
  paragraphs=(12, 13, 14), decision="DF2")
R("trick.highest-trump", "Once every player has played, the highest trump takes the trick, the "
  "Welche included.", paragraphs=(14, 15),
  note="The received text says 'once the four players have played'; Francion has 3 to 5 players.")
R("trick.other-cases", "Without the Welche or a trump, the highest card of the suit led takes the "
  "trick; with the Welche, the king of trumps if present, else the Welche.", status="editorial",
  paragraphs=(14, 15), decision="DF6",
  note="Every case after the first is lost in the received text.")
R("trick.public", "Tricks are kept crosswise in front of their winners, so that anyone can count "
  "them at any time.", paragraphs=(15,))

# ---------------------------------------------------------------- the economy
R("pay.tricks", "After the ninth trick the dealer pays out the stake: one ninth of it for each "
  "trick won. All of it goes to the players who took tricks.", paragraphs=(16,))
R("score.point", "The player with most tricks scores 1 point, marked by a counter placed in front "
  "of him.", paragraphs=(16,))
R("score.precedence", "Ties for most tricks go by precedence: the tied player nearest the dealer "
  "on his right wins; the dealer is worst placed.", paragraphs=(16,))
R("beast.who", "Every player who took no trick is beasted.", paragraphs=(16,))
R("beast.amount", "A beasted player stakes into the next hand as many tokens as were at stake in "
  "the hand where he was beasted; the dealer still stakes his 9, and a beasted dealer pays both.",
  paragraphs=(16,))
R("beast.stake-sequence", "So the first hand's stake is 9 and each later one is 9 plus, for each "
  "beast of the hand before, that hand's stake: always a multiple of 9.", paragraphs=(16,))
R("beast.last-hand", "Beasts made in the hand that ends the game are cancelled.",
  status="editorial", paragraphs=(16,), decision="DF8")
R("match.target", "The game is played to 6 points: it ends when a player has 6 counters in front "
  "of him.", paragraphs=(16,))
R("match.settlement", "At the end each other player gives the winner as many counters as he is "
  "short of 6 points.", paragraphs=(16, 17, 18),
  note="The list of end-of-game payments keeps only this item.")

OPTIONS = (
    Option("start_counters", 10, "Counters in each box at the start", None, 0, 10000,
           help="the source leaves the number to the players (¶9)"),
    Option("start_tokens", 90, "Tokens in each box at the start (a multiple of 9)", None, 0, 90000,
           help="the source asks for a multiple of 9 (¶9)"),
    Option("void_rule", "free", "Void in the suit led", ("free", "must-trump"), decision="DF2",
           help="free: any card; must-trump: a trump if one is held"),
    Option("welche_suit", "trump", "Suit of the Welche", ("trump", "heart"), decision="DF3"),
    Option("welche_compelled", "never", "Welche compelled", ("never", "only-card"), decision="DF4",
           help="only-card: it must be played when it is the only card of the required suit"),
    Option("welche_lead", "trump", "A Welche lead calls for", ("trump", "heart", "free"),
           decision="DF5"),
    Option("welche_cycle", "king", "Ace and king of trumps with the Welche", ("king", "ace"),
           decision="DF6", help="who takes the trick when all three fall together"),
    Option("last_hand_beasts", "cancelled", "Beasts of the last hand", ("cancelled", "paid-to-winner"),
           decision="DF8"),
)
