"""Francion: the editorial decisions and the options that switch them (the rules: ``rules.py``).

Decisions DF2–DF9 follow the archive's research (DF1 became a reconstruction: it had no
alternative); DF10 is the engine's own.
"""

from ...options import Option
from ...rulebook import RuleBook

BOOK = RuleBook("francion", "francion")
D = BOOK.decision


# ------------------------------------------------------------------ decisions
D(
    "DF2",
    "What a player who cannot follow suit must do",
    "he may play any card: there is no duty to trump, nor to play higher",
    "he must trump if he holds a trump",
    "Only the first item of the rules of play survives (¶12–14: follow suit, or play the Welche). "
    "Neither Hombre nor Whist, the games Francion drew on and set out to rival, obliges a void "
    "player to trump or a follower to head the trick.",
    option="void_rule",
)
D(
    "DF3",
    "The suit of the Welche",
    "the Welche belongs to the trump suit for every purpose, never to hearts",
    "the Welche is a heart that may be played at any time",
    "¶15 counts it among the trumps ('the highest trump, including the Welche'). In the engine the "
    "suit of the Welche matters only for the obligations: when it can be compelled (DF4's "
    "alternative) and, under DF2's alternative, whether it counts as a trump one must play.",
    option="welche_suit",
)
D(
    "DF4",
    "Whether the Welche can ever be compelled",
    "never: a holder whose only card of the required suit is the Welche counts as void",
    "the Welche must be played when it is its holder's only card of the required suit",
    "¶13–14 says the Welche 'may be played at its holder's discretion'.",
    option="welche_compelled",
)
D(
    "DF5",
    "What a Welche lead calls for",
    "leading the Welche is leading trumps: the others must follow with trumps",
    "it calls for hearts (heart), or for nothing: every card may follow (free)",
    "Follows from DF3: if the Welche is a trump, leading it is leading trumps.",
    option="welche_lead",
    alternative_value="heart",  # the first of the two alternatives; "free" is the other
)
D(
    "DF6",
    "The trick winner beyond the surviving case, and the cycle",
    "if the Welche is in the trick, the king of trumps wins if present, else the Welche; otherwise "
    "the highest trump; otherwise the highest card of the suit led. When the ace of trumps, the "
    "king of trumps and the Welche fall together, the king of trumps wins",
    "in that three-card case, the ace of trumps wins (it beats the king by rank, and the Welche "
    "is beaten only by the king)",
    "The source names the king of trumps as the Welche's only master (¶10–11); the ordinary cases "
    "after the first (¶14–15) are lost and are supplied as in every trick-taking game. The ace of "
    "trumps beats the king, the Welche beats the ace and the king beats the Welche: a cycle the "
    "received text does not settle.",
    option="welche_cycle",
)
D(
    "DF7",
    "Ties in the draw for the first deal",
    "only the players tied for the lowest card draw again",
    "everyone draws again",
    "The source is silent (¶9 gives the draw, not its ties). Redrawing among the tied players "
    "keeps the cards already drawn meaningful; a fresh draw by all is the other common practice.",
    option="draw_ties",
)
D(
    "DF8",
    "Beasts made in the hand that ends the game",
    "they are cancelled: there is no next hand to stake them in",
    "each beasted player pays the amount of his beast to the winner of the game",
    "A beast is staked into the next hand (¶16); after the deciding hand there is none.",
    option="last_hand_beasts",
)
D(
    "DF9",
    "The Welche payments the source lost",
    "only the turn-up case is paid (4 tokens from each other player to the dealer); the other "
    "events (the Welche takes a trick, the Welche falls to the king of trumps) pay nothing and "
    "are flagged 'source lost'",
    "the lost cases are paid with the surviving amount: the Welche that takes a trick earns its "
    "holder 4 tokens from each other player, the Welche captured by the king of trumps costs him "
    "4 tokens to each (a guess, labelled as such)",
    "¶19 says the Welche can earn its holder tokens or cost him some, then keeps only the turn-up "
    "case (¶20). At least one earning and one paying case are missing, with their amounts; the "
    "default invents none, and the alternative lets a reader try the one amount the text gives.",
    option="welche_payments",
)
D(
    "DF10",
    "A box that runs out",
    "a player who must pay more tokens or counters than he holds pays all the same: his count goes "
    "below zero and is shown as a debt",
    "a player short of tokens changes counters for tokens (one counter is worth 9 tokens, ¶9); "
    "only when his counters are gone does a debt appear",
    "The source gives each player 'a desired number' of counters and tokens (¶9) and says nothing "
    "about a box that runs dry. This decision is the engine's own: keeping the debt keeps every "
    "token accounted for; changing counters uses the text's own rate.",
    option="empty_box",
)


OPTIONS = (
    Option(
        "start_counters",
        10,
        "Counters in each box at the start",
        None,
        0,
        10000,
        help="the source leaves the number to the players (¶9)",
    ),
    Option(
        "start_tokens",
        90,
        "Tokens in each box at the start (a multiple of 9)",
        None,
        0,
        90000,
        help="the source asks for a multiple of 9 (¶9)",
    ),
    Option(
        "void_rule",
        "free",
        "Void in the suit led",
        ("free", "must-trump"),
        decision="DF2",
        help="free: any card; must-trump: a trump if one is held",
    ),
    Option("welche_suit", "trump", "Suit of the Welche", ("trump", "heart"), decision="DF3"),
    Option(
        "welche_compelled",
        "never",
        "Welche compelled",
        ("never", "only-card"),
        decision="DF4",
        help="only-card: it must be played when it is the only card of the required suit",
    ),
    Option("welche_lead", "trump", "A Welche lead calls for", ("trump", "heart", "free"), decision="DF5"),
    Option(
        "welche_cycle",
        "king",
        "Ace and king of trumps with the Welche",
        ("king", "ace"),
        decision="DF6",
        help="who takes the trick when all three fall together",
    ),
    Option(
        "last_hand_beasts",
        "cancelled",
        "Beasts of the last hand",
        ("cancelled", "paid-to-winner"),
        decision="DF8",
    ),
    Option(
        "draw_ties",
        "tied",
        "Ties in the draw for the deal",
        ("tied", "all"),
        decision="DF7",
        help="tied: only the tied players draw again; all: everyone draws again",
    ),
    Option(
        "welche_payments",
        "lost",
        "Welche payments the source lost",
        ("lost", "as-turn-up"),
        decision="DF9",
        help="lost: nothing is paid and the event is flagged; as-turn-up: 4 tokens each way (a guess)",
    ),
    Option(
        "empty_box",
        "debt",
        "A box that runs out of tokens",
        ("debt", "change"),
        decision="DF10",
        help="debt: the count goes below zero; change: counters are changed for tokens first",
    ),
)
