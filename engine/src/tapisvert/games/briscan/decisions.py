"""Briscan and Brisque: the editorial decisions and the options that switch them (the rules:
``rules.py``).

Decisions are named after the research dossier's rule numbers (DB14 is the decision on rule
B14); each names its alternative and the option that switches it.
"""

from ...options import Option
from ...rulebook import RuleBook


def _decisions(b: RuleBook, game: str) -> None:
    D = b.decision
    brisque = game == "brisque"
    D(
        "DB6",
        "How the cards drawn for the deal rank",
        "the trick order A 10 K Q J 9 8 7 (the article's 'Rank' row); equal ranks draw again",
        "the natural order of the sequences, 7 8 9 10 J Q K A (a ten then loses to a king)",
        "The source says only that the higher card deals (¶23); its one ranking of the cards is the "
        "trick order (¶10).",
        option="draw_order",
    )
    D(
        "DB8",
        "Packets of the deal",
        f"{'3 then 3' if brisque else '3 then 2'}, the non-dealer served first",
        f"{'2, 2 and 2' if brisque else '2 then 3'}, the non-dealer served first",
        "adpoker.fr deals five cards as 3+2 or 2+3; the source is silent. The packets change no rule, "
        "only which cards of a shuffled pack each player receives: a dealing convention of the table, "
        "not a reading of the text (issue 26).",
        option="packets",
        kind="setting",
    )
    D(
        "DB11",
        "Who deals the following deals",
        "the players deal alternately",
        "the player who scored less in the deal deals the next (alternately after an equal deal)",
        "The usual two-hand practice; Bezique (pokerwiner.com) alternates the deal. Some card-table "
        "customs make the loser deal.",
        option="next_dealer",
    )
    D(
        "DB14",
        "When the seven of trumps may be exchanged",
        "by its holder at any of his turns (on lead or in reply, or while declaring), up to the deadline",
        "only by the player about to lead, just before he leads (Bezique, Schnapsen)",
        "adpoker.fr attaches no trick-winning condition; the source gives only a deadline.",
        option="exchange_window",
    )
    D(
        "DB16",
        "Does the exchange of the seven score?",
        "no: the exchange scores nothing",
        "10 points, as in Bezique",
        "The source's complete scoring table (¶43–¶59) has no exchange bonus.",
        option="exchange_bonus",
    )
    D(
        "DB23",
        "When, in the declaring player's pause, melds are declared",
        "after both players have drawn, before the lead",
        "before drawing (Bezique)",
        "A quinte and a carte blanche need five cards, which a Briscan hand only holds after the "
        "draw; 'on lead' (¶27) fits the moment just before the lead.",
        option="meld_after_draw",
    )
    D(
        "DB24",
        "Declarations once the talon is exhausted",
        "none: the last window is the one before the talon is exhausted",
        "declarations continue after every trick won until the end of the deal",
        "Bezique (Enquire Within; pokerwiner.com) forbids declarations once the stock is drawn.",
        option="declare_after_talon",
    )
    D(
        "DB34",
        "How many melds in one declaration window",
        "all the melds the player wishes (each scores, subject to the sequence ban)",
        "one meld per trick won (Bezique)",
        "'Inspired by piquet' (¶27), where every combination is declared together.",
        option="melds_per_window",
    )
    D(
        "DB43",
        "When the target is checked",
        "at the end of each deal: whoever has reached it wins, the higher total if both; an equal "
        "total plays another deal",
        "at once, as soon as a player's total reaches the target",
        "The source is silent; checking between deals keeps every deal complete.",
        option="win_check",
    )
    if brisque:
        D(
            "DB10",
            "Does the dealer score 10 for a turned-up ace, ten or court in Brisque?",
            "yes, by the source's convention that only what the parentheses change differs",
            "no (the rule is written for Briscan only)",
            "¶20: 'Where brisque is different, this is shown in parentheses'; ¶25 has no "
            "parenthesis for the dealer's 10.",
            option="turnup_bonus",
        )
        D(
            "DB44",
            "Target of Brisque",
            "600 points, as Briscan (the source's convention)",
            "300 or 500 points (suggested by the Académie des jeux oubliés for play)",
            "¶21 gives 600 with no parenthesis for Brisque. A target is a table setting, not a reading "
            "(issue 26).",
            option="target",
            kind="setting",
        )
    else:
        D(
            "DB28",
            "May cards of a marriage or quartet serve again in another meld?",
            "yes: only cards declared in a sequence are barred from other melds",
            "a card serves in one meld only",
            "The source bars only sequence cards (¶31); Bezique allows reuse across classes.",
            option="card_reuse",
        )
        D(
            "DB29",
            "Which runs may be declared as sequences",
            "any run of three or more consecutive cards, not necessarily the longest",
            "only the longest run held",
            "The source is silent; under the sequence ban a shorter run only costs its declarer.",
            option="runs",
        )
        D(
            "DB31",
            "Are quartets doubled?",
            "no: only trump sequences score double; quartets score as tabled",
            "every quartet scores double",
            "¶59 doubles 'trump sequences or quartets', but every quartet holds a trump, so a "
            "'trump quartet' is no separate class; ¶31 doubles sequences only.",
            option="quartets_doubled",
        )
        D(
            "DB32",
            "How often a carte blanche scores",
            "once per kind per player and deal",
            "again whenever the player holds another all-court (or all-pip) hand of five in a later window",
            "The source gives only the values (¶33); piquet scores a carte blanche once, on the hand "
            "as dealt, but Briscan's melds are made on lead (¶27) and its hand changes with every draw.",
            option="blanche_once",
        )
        D(
            "DB35",
            "Card points for aces and tens taken ('brisques')",
            "none: the source's complete table has 'most cards' instead",
            "10 for each ace or ten taken in tricks, as in Bezique",
            "¶14 calls Briscan an 'ace-ten' game, but the scoring table (¶43–¶59) has no card points.",
            option="brisque_points",
        )
        D(
            "DB36",
            "When the ace of trumps scores",
            "automatically, when the ace reaches its holder by the deal or a draw",
            "as a meld, declared in a window",
            "An ace drawn as the last talon card could otherwise never score; the exclusion of the "
            "exchanged ace (¶36) is kept either way.",
            option="ace_trump_bonus",
        )
        D(
            "DB39",
            "What 'additional' means for the last five tricks",
            "20 on top of the 10 for the last trick (30 in all)",
            "20 in all, the last trick's 10 included (10 more than the last trick)",
            "¶39: '20 additional points', right after the last trick's 10 (¶38); 'additional' most "
            "naturally adds to it.",
            option="last_five_tricks",
        )


_COMMON: tuple[Option, ...] = (
    Option(
        "exchange_window",
        "any-turn",
        "When the seven of trumps may be exchanged",
        ("any-turn", "leader-before-lead"),
        decision="DB14",
        help="any-turn: at any of the holder's turns up to the deadline; leader-before-lead: only "
        "the player about to lead",
    ),
    Option("exchange_bonus", 0, "Points for the exchange of the seven", (0, 10), decision="DB16"),
    Option(
        "meld_after_draw",
        "yes",
        "Melds are declared after the draw",
        ("yes", "no"),
        decision="DB23",
        help="no: the winner declares before drawing (Bezique)",
    ),
    Option(
        "declare_after_talon",
        "no",
        "Melds may still be declared once the talon is exhausted",
        ("no", "yes"),
        decision="DB24",
    ),
    Option(
        "melds_per_window",
        "all",
        "Melds per declaration window",
        ("all", "one"),
        decision="DB34",
        help="one: a single meld after each trick won (Bezique)",
    ),
    Option(
        "win_check",
        "end-of-deal",
        "When the target is checked",
        ("end-of-deal", "immediate"),
        decision="DB43",
    ),
    Option(
        "draw_order",
        "trick",
        "How the cards drawn for the deal rank",
        ("trick", "natural"),
        decision="DB6",
        help="natural: 7 8 9 10 J Q K A, the order of the sequences",
    ),
    Option(
        "next_dealer",
        "alternate",
        "Who deals the next deal",
        ("alternate", "loser"),
        decision="DB11",
        help="loser: the player who scored less in the deal",
    ),
)

BRISCAN_OPTIONS: tuple[Option, ...] = (
    (Option("target", 600, "Points for game", None, 50, 10000, help="the source's game is 600 points"),)
    + _COMMON
    + (
        Option("quartets_doubled", "no", "Quartets score double", ("no", "yes"), decision="DB31"),
        Option(
            "ace_trump_bonus",
            "automatic",
            "How the ace of trumps scores",
            ("automatic", "declared"),
            decision="DB36",
            help="declared: as a meld meld:ace:<ace> in a declaration window",
        ),
        Option("brisque_points", 0, "Points for each ace or ten taken", (0, 10), decision="DB35"),
        Option("packets", "3-2", "Packets of the deal", ("3-2", "2-3"), decision="DB8"),
        Option(
            "card_reuse",
            "yes",
            "Cards of a marriage or quartet may serve in another meld",
            ("yes", "no"),
            decision="DB28",
            help="no: a card serves in one meld only",
        ),
        Option(
            "runs",
            "any",
            "Which runs may be declared",
            ("any", "longest"),
            decision="DB29",
            help="longest: only the longest run held",
        ),
        Option(
            "blanche_once",
            "per-deal",
            "How often a carte blanche scores",
            ("per-deal", "per-hand"),
            decision="DB32",
            help="per-hand: again on another all-court or all-pip hand",
        ),
        Option(
            "last_five_tricks",
            "additional",
            "The 20 for the last five tricks",
            ("additional", "including"),
            decision="DB39",
            help="additional: on top of the last trick's 10; including: 20 in all with it",
        ),
    )
)

BRISQUE_OPTIONS: tuple[Option, ...] = (
    (
        Option(
            "target",
            600,
            "Points for game",
            None,
            50,
            10000,
            decision="DB44",
            help="600 by the source's convention; 300 or 500 are suggested for play",
        ),
    )
    + _COMMON
    + (
        Option(
            "turnup_bonus",
            "yes",
            "The dealer scores 10 for a turned-up ace, ten or court",
            ("yes", "no"),
            decision="DB10",
        ),
        Option("packets", "3-3", "Packets of the deal", ("3-3", "2-2-2"), decision="DB8"),
    )
)
