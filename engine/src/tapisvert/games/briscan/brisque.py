"""Brisque, Briscan's lighter parent (Nancy, 1752): the differences, and nothing else.

The source gives Brisque in Briscan's parentheses (¶20): six cards each; the seven of trumps
exchanged at any time while the turn-up lies in the talon; only marriages and four kings or four
queens are declared, a quartet winning the game at once; only the last trick scores as a bonus.
Everything else is Briscan's (``game.py``).
"""

from __future__ import annotations

import dataclasses

from ... import cards as C
from ...words import words as W
from . import melds as M
from .fields import Refusal
from .game import Briscan
from .rules import BRISQUE_BOOK, BRISQUE_OPTIONS


class Brisque(Briscan):
    FACTS = dataclasses.replace(
        Briscan.FACTS,
        name="brisque",
        title="Brisque",
        options=BRISQUE_OPTIONS,
        book=BRISQUE_BOOK,
        action_help={
            k: Briscan.FACTS.action_help[k]
            for k in ("deal", "exchange", "draw", "meld", "meld:marriage:<K><Q>")
        }
        | {
            "meld:quartet:<cards>": "declare four kings or four queens, which wins the game at once, "
            "e.g. meld:quartet:KSKHKDKC"
        },
    )
    SIZE = 6  # B45
    MELD_KINDS = (M.MARRIAGE, M.QUARTET)  # B47
    QUARTETS_WIN = True  # B47: four kings or four queens win the game
    EXCHANGE_DEADLINE = 0  # B46: while the turn-up lies in the talon
    WINNING_QUARTETS = (C.QUEEN, C.KING)
    # Briscan's help for the actions Brisque shares with it; its own quartets

    def _kind_problem(self, kind: int, cards: list[int]) -> Refusal | None:
        if kind not in self.MELD_KINDS or (
            kind == M.QUARTET and cards[0] & C.RANK_MASK not in self.WINNING_QUARTETS
        ):
            return "meld.kinds", W("briscan.refuse.brisque-kinds")
        return None

    def _reuse_or_run_problem(self, seat: int, kind: int, code: int, cards: list[int]) -> Refusal | None:
        return None  # no sequences, and no card_reuse switch

    def _turnup_bonus(self) -> bool:
        return bool(self.options["turnup_bonus"] == "yes")  # DB10

    def _ace_scores_itself(self) -> bool:
        return False  # B48: no bonus but the last trick

    def _score_exhausted_talon(self, w: int) -> None:
        pass  # B48: no five-trumps bonus

    def _score_deal_end(self, w: int) -> None:
        pass  # B48: no last-tricks, most-cards or vole bonus
