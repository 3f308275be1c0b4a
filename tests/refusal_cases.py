"""Positions where a card of the reader's hand (seat 0) is refused, one per game and phase, found
by playing seeded random games: the engine unit test (tests/engine/test_card_action.py) and the
browser test (tests/browser/test_refusals.py) both read them. Each case names the rule the refusal
must give; finding the position is deterministic (fixed seeds, seeded choices)."""

import random
from dataclasses import dataclass, field
from typing import Any

from tapisvert import new_game
from tapisvert.errors import IllegalAction
from tapisvert.state import GameState


@dataclass(frozen=True)
class Case:
    game: str
    players: int
    phase: str
    rule: str
    options: dict[str, Any] = field(default_factory=dict)
    prefer: str = ""  # an action seat 0 takes whenever it may (to reach a rare phase)
    awaited: str = ""  # a phase without card action: words its refusal must say
    first_seed: int = 0  # where the search starts (a rare hand: a deal known to have one)

    @property
    def id(self) -> str:
        return f"{self.game}{self.players}-{self.phase}"


CASES = [
    Case("triomphe", 2, "play", "triomphe.general.follow-suit"),
    Case("triomphe", 2, "concede", "triomphe.concede.when", awaited="accept or refuse"),
    Case(
        "triomphe",
        3,
        "pillage",
        "triomphe.pillage.optional",
        {"form": "pillage"},
        awaited="take the exposed trump",
    ),
    Case("francion", 4, "play", "francion.play.follow-suit"),
    Case("briscan", 2, "play", "briscan.final.follow-and-beat"),
    Case(
        "briscan",
        2,
        "declare",
        "briscan.meld.timing",
        {"meld_after_draw": "no"},
        awaited="eclare your melds or draw",
    ),
    Case("brisque", 2, "play", "brisque.final.follow-and-beat"),
    Case("tarot", 3, "discard", "tarot.chien.discard-no-king-bout"),
    Case("tarot", 4, "bidding", "tarot.bid.order", awaited="bid or pass"),
    Case("tarot", 4, "chelem", "tarot.chelem.announce", awaited="announces a chelem or not"),
    Case("tarot", 4, "play", "tarot.play.follow-suit"),
    Case("tarot", 4, "poignee", "tarot.poignee.exact", prefer="poignee", first_seed=2881),  # 12 trumps
    Case("tarot", 5, "call", "tarot.call.king"),
    Case("emprunt", 4, "play", "emprunt.play.successor"),
]


def refused(st: GameState, card: str) -> IllegalAction | None:
    try:
        st.card_action(card)
    except IllegalAction as e:
        return e
    return None


def find(case: Case, seeds: int = 60, steps: int = 800) -> tuple[GameState, str]:
    """A state where seat 0 acts in ``case.phase`` and one of its cards is refused by
    ``case.rule`` (and the card)."""
    for seed in range(case.first_seed, case.first_seed + seeds):
        st = new_game(case.game, players=case.players, seed=seed, **case.options)
        rng = random.Random(seed)
        for _ in range(steps):
            if st.is_over:
                break
            if st.current_player == 0 and str(getattr(st, "phase", "")) == case.phase:
                for card in st.observation(0)["hand"]:
                    e = refused(st, card)
                    if e is not None and e.rule_id == case.rule:
                        return st, card
            legal = st.legal_actions()
            wanted = [a for a in legal if case.prefer and a.startswith(case.prefer)]
            st.apply(wanted[0] if wanted and st.current_player == 0 else rng.choice(legal))
    raise AssertionError(f"no position found for {case.id}")
