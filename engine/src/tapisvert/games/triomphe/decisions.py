"""Triomphe: the editorial decisions and the options that switch them (the rules: ``rules.py``).

Decisions DT2–DT8 follow the archive's research; each names its alternative and the option that
switches it.
"""

from ...options import Option
from ...rulebook import RuleBook

BOOK = RuleBook("triomphe", "triomphe")
D = BOOK.decision

# ------------------------------------------------------------------ decisions
D(
    "DT2",
    "Cards per player in the individual game and the Ace that Pillages",
    "5 cards each, dealt 2 then 3, for 2 to 6 players",
    "another agreed number (the source's general rule says 'an agreed number')",
    "The team game deals 5 (¶43); the six-player maximum (¶49) fits 5 cards from 32; "
    "the Académie-type restatements (adpoker.fr, The Compleat Gamester) deal 5.",
    option="deal_size",
    kind="setting",  # the source's own words: "an agreed number of cards" (issue 26)
)
D(
    "DT3",
    "Forcée: a void player after someone has trumped",
    "must overtrump if he can, otherwise play any trump",
    "may play any trump, higher or lower (the general rule ¶19 read literally)",
    "Forcée is the 'forced' game: its other cases all oblige a player to go higher; Meyers (1909) "
    "speaks of forced overtaking and the Compleat Gamester binds players to win with the highest trump.",
    option="forcee_void_after_trump",
)
D(
    "DT4",
    "Au forçat: a player who holds the led suit but cannot beat it, before anyone has trumped",
    "simply follows suit",
    "must trump in, to become master",
    "The source (¶25–30) names overtrumping while holding the led suit as the only departure from "
    "following suit; it does not extend it to a player who cannot head the trick.",
    option="forcat_cannot_head",
)
D(
    "DT5",
    "Who bears the burden when a concession is refused",
    "the refusing side must make the vole: +2 if it does, −2 if it fails",
    "the requesting side must make the vole (the received text read literally)",
    "The received ¶23 puts the burden on the requesting side, which is illogical (the conceding side "
    "is the weak one); the Académie-type rules (adpoker.fr) and Meyers (1909) both put it on the side "
    "that refused.",
    option="concession_burden",
)
D(
    "DT6",
    "What 'enough tricks to win the hand' means for the committed vole",
    "a strict majority of the hand's tricks (3 of 5)",
    "half or more, when precedence would settle a tie in the player's favour",
    "The source's only example (¶22) is 3 of 5, where both readings agree; a strict majority is "
    "the plain sense of having already won.",
    option="vole_threshold",
)
D(
    "DT7",
    "Target of the team game",
    "5 points (any agreed number may be set)",
    "7 points, the top of the source's usual range",
    "¶21 gives 5 to 7 in general and ¶53 'commonly 5' for the individual game; adpoker.fr and "
    "Meyers (1909) give 5 for the team game.",
    option="target",
    kind="setting",  # a target is a table setting, not a reading (issue 26)
)
D(
    "DT8",
    "How cards rank in the draws for the deal",
    "in the game's own order (order B; order A for the Ace that Pillages)",
    "in the natural order, ace high, as the same archive's Francion ranks its draw (Francion ¶9: "
    "'For this draw, the ace is the highest card, then the king')",
    "The source says who deals after the draw (¶43 the highest, ¶50 the lowest) but not how the "
    "cards rank for it. The game's own order is the plain reading; the alternative follows a "
    "game of the same archive and period.",
    option="draw_order",
)


OPTIONS = (
    Option(
        "form",
        "individual",
        "Form of the game",
        ("individual", "team", "pillage"),
        help="individual: each for himself (2–6 players); team: 2 v 2 or 3 v 3; "
        "pillage: the Ace that Pillages (17th c., 3–6 players)",
    ),
    Option(
        "regime",
        "forcee",
        "Trump regime",
        ("forcee", "forcat", "plaisant", "general"),
        help="forcée (the 1725 rules), au forçat, au plaisant (individual game, 3+ players), "
        "or the general rules alone",
    ),
    Option(
        "order",
        "auto",
        "Card order",
        ("auto", "A", "B"),
        help="auto: the form's own order (B; A for the Ace that Pillages)",
    ),
    Option("target", 5, "Points for game", None, 1, 99, decision="DT7"),
    Option(
        "deal_size",
        5,
        "Cards per player",
        None,
        2,
        15,
        decision="DT2",
        help="the individual game and the Ace that Pillages; the team game always deals 5",
    ),
    Option(
        "forcee_void_after_trump",
        "overtrump",
        "Forcée, void after a trump",
        ("overtrump", "any-trump"),
        decision="DT3",
    ),
    Option(
        "forcat_cannot_head",
        "follow",
        "Au forçat, cannot head the suit led",
        ("follow", "trump-in"),
        decision="DT4",
    ),
    Option(
        "concession_burden",
        "refuser",
        "Refused concession: who must make the vole",
        ("refuser", "requester"),
        decision="DT5",
    ),
    Option(
        "vole_threshold",
        "majority",
        "Enough tricks to commit the vole",
        ("majority", "precedence"),
        decision="DT6",
    ),
    Option("ace_pillages", "yes", "The ace pillages (Ace that Pillages only)", ("yes", "no")),
    Option(
        "draw_order",
        "game",
        "How cards rank in the draw for the deal",
        ("game", "natural"),
        decision="DT8",
        help="game: the form's own order; natural: ace high, king, queen … (as Francion's draw)",
    ),
)
