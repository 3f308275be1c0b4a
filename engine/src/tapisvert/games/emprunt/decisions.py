"""Emprunt: the editorial decisions and the options that switch them (the rules: ``rules.py``).

Decisions DE1–DE4 and DE6 follow the archive's research; DE5, DE7, DE8 and DE9 had no real
alternative and became stated or reconstructed rules (issue 12).
"""

from typing import Any

from ...errors import clip
from ...options import Option
from ...rulebook import RuleBook
from ...words import failure

BOOK = RuleBook("emprunt", "emprunt")
D = BOOK.decision

# ------------------------------------------------------------------ decisions
D(
    "DE1",
    "Cards per player with three players",
    "12 cards each, with the talon of four (3 × 12 + 4 = 40)",
    "a smaller agreed hand (1 to 11 cards each), which leaves a larger talon",
    "The received line 15 deals 21 each from 40 cards with a talon of four, which cannot be; every "
    "copy of the upstream article has the same 21. Only 12 fits the pack and the stated talon: "
    "21 is most likely 12 with its digits swapped (apparatus A14). The received 21 is therefore not an "
    "alternative the table can choose (it cannot be dealt); until issue 26 this decision named it as "
    "one. What the switch offers is a smaller hand: a table setting, not a reading.",
    option="three_player_hand",
    kind="setting",
)
D(
    "DE2",
    "What follows the king",
    "the sequence wraps round: after the king comes the lowest rank in play (ace, or 3 with four "
    "players, or 4 with three), until every card of the suit is down",
    "the king stops the run (as in the other Hoc games); the cards below the opening card stay where "
    "they are and may open later runs; a run also stops when its next card is already down",
    "The source ends a run only when the suit is 'exhausted' (line 42), and borrowing and the talon "
    "make every card of the suit available, so the whole suit can always be played; stopping at the "
    "king would strand the lower cards. Footnote b, which probably settled this, is lost. A modern "
    "stops game (Play or Pay) wraps the same way.",
    option="after_king",
)
D(
    "DE3",
    "Who plays after second hand",
    "one card per turn in strict rotation: each player in turn to the right produces the next card",
    "a player who has just put down a card from his own hand and holds the next one goes on playing "
    "(a Hoc-like reading); not recommended",
    "The source says 'Second hand must follow this with the next card': a turn passes after each "
    "card. The other reading contradicts it whenever first hand holds the next card, and makes "
    "borrowing rarer; it is offered only so that the two readings can be compared.",
    option="turn_order",
)
D(
    "DE4",
    "A player whose last card is borrowed from him",
    "he has shed all his cards: he wins the deal (after receiving the loan jeton)",
    "he must shed his last card by his own play: he stays in the deal without cards (borrowing or "
    "drawing in his turn, handing the opening of a run to the next player who holds cards); if "
    "every hand is emptied by lending the deal is void and the pool stays for the next deal (a match "
    "does not end on a void deal: one more deal is played)",
    "The source says only 'the first player to shed all his or her hand cards' (line 43), not how "
    "they must go; a lent card leaves the hand as surely as a played one.",
    option="out_by_lending",
)
D(
    "DE6",
    "Length of a match",
    "a number of rounds agreed beforehand (default one): in each round every player deals once; the "
    "player with the most jetons at the end wins the match",
    "another agreed number of whole rounds (1 to 20), each player dealing once in a round",
    "The source describes a single deal. Whole rounds give every player the same number of deals "
    "(and of leads as first hand). Until issue 26 the alternative read 'any other agreed number of "
    "deals', which the option cannot set: it counts rounds. A match's length is a table setting.",
    option="rounds",
    kind="setting",
)

D(
    "DE10",
    "Who deals the next deal",
    "the player on the dealer's right, first hand: the deal passes the way it goes round",
    "the player on the dealer's left",
    "The source says how a deal goes round (anticlockwise, beginning with first hand, the player to the "
    "right, line 37) but not who deals next, and no witness or comparable source states it: a dealing "
    "convention of the table. Until issue 43 the rule was called inferred from the way the deal goes "
    "round, though its own note said no source states it.",
    option="next_dealer",
    kind="setting",
)


class _HandOption(Option):
    """The three-player hand size: refuses the received 21 with the arithmetic."""

    def check(self, value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, int):
            raise failure(ValueError, "error.option-number", name=self.name, value=clip(value))
        if value * 3 + 4 > 40:
            raise failure(
                ValueError, "error.emprunt-hand-option", name=self.name, value=value, cards=3 * value + 4
            )
        if value < 1:
            raise failure(ValueError, "error.option-range", name=self.name, value=str(value), lo=1, hi=12)
        return value


OPTIONS = (
    Option(
        "ante",
        1,
        "Ante (jetons per player per deal)",
        (1, 2),
        help="each player antes the same stake into the pool after the deal",
    ),
    Option(
        "rounds",
        1,
        "Rounds (every player deals once per round)",
        None,
        1,
        20,
        decision="DE6",
        help="the match ends after this many rounds of deals; most jetons wins",
    ),
    Option(
        "after_king",
        "wrap",
        "After the king",
        ("wrap", "stop"),
        decision="DE2",
        help="wrap: the run goes on with the lowest rank until the suit is exhausted; "
        "stop: the king ends the run (Hoc-style)",
    ),
    Option(
        "turn_order",
        "rotation",
        "Turns within a run",
        ("rotation", "continue"),
        decision="DE3",
        help="rotation: one card per turn, to the right; continue: a player who holds the next card "
        "after playing from his hand goes on (not recommended)",
    ),
    Option(
        "out_by_lending",
        "wins",
        "A player emptied by lending",
        ("wins", "must-shed"),
        decision="DE4",
        help="wins: lending one's last card is shedding it; must-shed: only one's own play counts",
    ),
    Option(
        "next_dealer",
        "right",
        "Who deals the next deal",
        ("right", "left"),
        decision="DE10",
        help="right: first hand, the way the deal goes round; left: the player on the dealer's left",
    ),
    _HandOption(
        "three_player_hand",
        12,
        "Cards each with three players",
        None,
        1,
        12,
        decision="DE1",
        help="12 repairs the received, impossible 21 (3 × 21 + 4 > 40)",
    ),
)
