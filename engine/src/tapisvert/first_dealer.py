"""The draw for the first deal, as the games of the archive make it.

Each round, the pack is shuffled (from the game's ``draw`` stream) and each contender, in order,
takes the next card; the lowest card (or the highest) wins the draw; a tie draws again, among the
tied players or among all.  What differs from game to game is a parameter: the card order, who
draws, low or high, who redraws on a tie, and the wording of the two log lines.  The random stream
and the log lines are those each game had before it used this function.
"""

from collections.abc import Callable, Sequence
from typing import Literal, Protocol

from . import events as E
from .rng import stream
from .words import Text, card as wcard, listing, seat as wseat, words


class Drawing(Protocol):
    """What the draw needs of a state: its seed, its players and its log."""

    seed: int
    players: int

    def _event(
        self,
        kind: str,
        text: Text,
        seats: tuple[int, ...] = (),
        cards: tuple[int, ...] = (),
        amounts: tuple[int, ...] = (),
        rule: str | None = None,
        seat: int | None = None,
        private: int | None = None,
    ) -> E.Event: ...


def drawn_text(drawn: dict[int, int]) -> Text:
    """ "seat 0 draws the king of hearts, seat 1 draws the seven of spades" (the default wording)."""
    return words(
        "common.list",
        items=listing(words("common.log.draws", p=wseat(s), c=wcard(c)) for s, c in drawn.items()),
    )


def draw_first_dealer(
    state: Drawing,
    pack: Sequence[int],
    strength: Callable[[int], int],
    *,
    contenders: Sequence[int] | None = None,
    lowest: bool = True,
    redraw: Literal["tied", "all"] = "tied",
    again: str = "common.log.draw-again",
    describe: Callable[[dict[int, int]], Text] = drawn_text,
    verdict: Callable[[int], tuple[int, Text]] | None = None,
) -> int:
    """Draw for the first deal, logging each round, and return the first dealer.

    ``strength(card)`` orders the cards of the draw; with ``lowest`` the lowest card wins the draw,
    else the highest.  ``contenders`` are the seats that draw (default: every seat), in the order
    they take cards.  On a tie for the winning card, ``redraw`` says who draws again: the tied
    seats or all the contenders; ``again`` (a message key: " (again)") is added to "Draw for the
    deal" from the second round.
    ``describe(drawn)`` words the cards drawn (seat -> card); ``verdict(seat)`` turns the seat
    that won the draw into ``(dealer, log line)`` (default: that seat deals first).
    """
    rng = stream(state.seed, "draw")
    everyone = list(contenders) if contenders is not None else list(range(state.players))
    drawing = everyone
    pick = min if lowest else max
    rnd = 0
    while True:
        rnd += 1
        deck = list(pack)
        rng.shuffle(deck)
        drawn = {s: deck[i] for i, s in enumerate(drawing)}
        state._event(
            E.DRAW,
            words(
                "common.log.draw", again=words(again if rnd > 1 else "common.empty"), drawn=describe(drawn)
            ),
            tuple(drawn),
            tuple(drawn.values()),
        )
        best = pick(strength(c) for c in drawn.values())
        tied = [s for s, c in drawn.items() if strength(c) == best]
        if len(tied) == 1:
            if verdict is not None:
                dealer, text = verdict(tied[0])
            else:
                dealer = tied[0]
                text = words(
                    "common.log.drew-lowest" if lowest else "common.log.drew-highest", p=wseat(dealer)
                )
            state._event(E.FIRST_DEALER, text, (dealer,))
            return dealer
        drawing = tied if redraw == "tied" else everyone
