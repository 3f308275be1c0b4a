"""French Tarot: the editorial decisions and the options that switch them (the rules:
``rules.py``; the variants' rules: ``variant_rules.py``).

The choices between readings are the editorial decisions TAR1–TAR5 and TAR7, each with the
option that switches it.
"""

from ...options import Option
from ...rulebook import RuleBook

BOOK = RuleBook("tarot", "tarot")
D = BOOK.decision

# ------------------------------------------------------------------ decisions
D(
    "TAR1",
    "Where the Excuse goes when it is played to the last trick (no chelem)",
    "to the other side of the player who played it, whoever wins the trick, with no exchange: the help "
    "page's 'otherwise it switches sides' (¶51)",
    "to the side that wins the last trick, with no exchange (the club rule of bric-a-brac.org: 'elle "
    "devient propriété du joueur qui remporte cette levée'); the two differ only when the Excuse's own "
    "side wins that trick",
    "The help page (¶51 'otherwise it switches sides') and the federation (FFT 2012 §4 'sinon elle change "
    "de camp') agree: the Excuse changes camp. Until issue 12 this edition gave it to the trick's "
    "winner, after the club rule; that reading is kept as the switch. Forbidding the play, which "
    "'can be played anytime, except on the last trick' might suggest, is not offered: a player's last "
    "card is always forced, so a ban could only be enforced a trick earlier, which no source describes.",
    option="excuse_last_trick",
)
D(
    "TAR2",
    "Misères: who pays",
    "every other player pays the declarer 10 (the declarer gains 10 × (players − 1)); the deal stays "
    "zero-sum",
    "the declarer receives a single 10 from nobody in particular (a literal reading of 'paid to the "
    "declarer'); deals with a misère then no longer sum to zero",
    "Tarot pays every amount per opponent (FFT 2012 §14); the zero-sum reading keeps every deal balanced.",
    option="misere_payers",
)
D(
    "TAR3",
    "Goulash: how a deal is scored",
    "every pair of players settles the difference of their card points, the lower scorer receiving "
    "it: player i scores Σp − n·pᵢ (card points rounded up to a whole point first)",
    "no score: the Goulash deal is only played out",
    "The help page gives the aim (take as few points as possible) but no scoring; no source was found. "
    "The pairwise settlement is zero-sum and rewards the aim; rounding a half point up goes against "
    "the player, as the half point goes to the other side in the normal game (FFT 2012 §15).",
    option="goulash_scoring",
)
D(
    "TAR4",
    "How long a match lasts",
    "a chosen number of scored deals, by default twice round the table (2 × players); a deal "
    "cancelled (Petit sec, all pass without Goulash) does not count",
    "any number of deals (1–99)",
    "The help page is silent; the federation's free play simply adds deals up; Board Game Arena plays "
    "6 rounds. A multiple of the player count lets everyone deal equally often. A match's length is a "
    "table setting, not a reading of the text.",
    option="deals",
    kind="setting",
)
D(
    "TAR5",
    "Misères: which hand is judged",
    "the cards as dealt, before any chien or discard (the taker's too)",
    "for the taker who takes the chien, the hand after his discard",
    "The help page gives the kinds and the payment but not which hand counts. The hand as dealt is "
    "the one every player has, and the chien is not part of it; a taker's hand after the discard is "
    "the one he plays, which the alternative judges.",
    option="misere_hand",
)
D(
    "TAR7",
    "An Excuse exchange that can never be made",
    "settled as half a point at the end of the deal: the owner's side counts half a point less, the "
    "other side half a point more",
    "the Excuse itself goes to the side that won its trick, as if no exchange had been offered (its "
    "4½ points and its bout change sides)",
    "FFT 2012 §12 defers the exchange until the owner's side wins a trick but does not say what "
    "happens if it never does, nor if its tricks hold no half-point card; the half point keeps the "
    "Excuse worth 4 to its owner, as in the chelem case (FFT 2012 §12). The alternative treats the "
    "unpaid debt as forfeiting the Excuse.",
    option="excuse_unpaid",
)


OPTIONS = (
    Option(
        "miseres",
        False,
        "Misères (variant)",
        (False, True),
        help="misère d'atout and misère d'honneurs, 10 each, announced before one's first card",
    ),
    Option(
        "goulash",
        False,
        "Goulash when all pass (variant)",
        (False, True),
        help="if everybody passes, the deal is played out each for himself, fewest points",
    ),
    Option(
        "excuse_last_trick",
        "to-other-side",
        "The Excuse played to the last trick",
        ("to-other-side", "to-trick-winner"),
        decision="TAR1",
        help="to-other-side: it switches sides (¶51); to-trick-winner: it goes with the trick",
    ),
    Option(
        "misere_payers",
        "each-other-player",
        "Who pays a misère",
        ("each-other-player", "single"),
        decision="TAR2",
    ),
    Option("goulash_scoring", "pairwise", "Goulash scoring", ("pairwise", "none"), decision="TAR3"),
    Option(
        "deals",
        0,
        "Number of deals",
        None,
        0,
        99,
        decision="TAR4",
        help="scored deals in the match; 0 = twice round the table (2 × players)",
    ),
    Option(
        "misere_hand",
        "as-dealt",
        "The hand a misère is judged on",
        ("as-dealt", "after-discard"),
        decision="TAR5",
        help="after-discard: the taker who takes the chien is judged after his discard",
    ),
    Option(
        "excuse_unpaid",
        "half-point",
        "An Excuse exchange never made",
        ("half-point", "excuse-lost"),
        decision="TAR7",
        help="excuse-lost: the Excuse itself goes to the side that won its trick",
    ),
)
