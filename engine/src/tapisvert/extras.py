"""Each game's ``extra``: the part of an observation only that game has, as a typed contract.

The browser's game panels (``playground/panel-<game>.mjs``) read these keys and nothing else;
``tests/engine/test_contracts.py`` checks that every game sends exactly the keys its type names
(the optional ones only when they apply) and that every key a panel reads is one of them.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from .types import CardName, JSONObject, Seat


class TriompheExtra(TypedDict):
    form: str
    regime: str
    order: str
    total_tricks: int
    side_tricks: list[int]
    vole_committed: int | None
    burden: int | None
    concession: JSONObject | None
    next_dealer: Seat | None
    voids: list[list[str]]
    partner_hands: NotRequired[dict[str, list[CardName]]]  # the team game
    pillage: NotRequired[JSONObject]  # the pillage form


class FrancionExtra(TypedDict):
    beasts_carried: list[Any]
    hand_stake: int
    hand_tokens: list[int]
    next_dealer: Seat | None
    next_stake: int | None
    pack_size: int
    per_trick: int
    points: list[int]
    precedence: list[Seat]
    purses: list[JSONObject]
    settlement: JSONObject | None
    stake: int
    stake_paid: list[Any]
    start_purse: JSONObject
    tokens_per_counter: int
    totals: JSONObject
    voids: list[list[str]]
    welche: str
    welche_events: list[JSONObject]
    welche_turned_up: bool


class BriscanExtra(TypedDict):
    cards_won: list[int]
    exchange_allowed: bool
    exchanged_by: Seat | None
    final_tricks: list[int]
    free_tricks: int
    hand_points: list[int]
    known: list[list[CardName]]
    meld_options: list[JSONObject]
    melds: list[JSONObject]
    next_dealer: Seat | None
    sequence_cards: list[CardName]
    stage: str
    talon: int
    trick_number: int
    turnup_dealt: CardName
    variant: str
    window: Seat | None


class TarotExtra(TypedDict):
    bids: list[JSONObject]
    called: CardName | None
    chelem_announced: bool
    chien: list[CardName] | None
    chien_public: str | None
    chien_size: int
    coefficient: int | None
    contract: str | None
    deals_played: int
    deals_total: int
    discard: list[CardName]
    discard_size: int
    first_trick: bool
    goulash: bool
    miseres: list[JSONObject]
    next_dealer: Seat | None
    partner: Seat | None
    poignees: list[JSONObject]
    sides_per_deal: bool
    taker: Seat | None
    tricks_total: int
    trump_ceiling: list[int | None]
    voids: list[list[str]]
    hiding: NotRequired[JSONObject]  # the seat choosing the trumps its poignée keeps hidden


class EmpruntExtra(TypedDict):
    ante: int
    deals_played: int
    deals_total: int
    jetons: list[int]
    last_move: JSONObject | None
    need: CardName | None
    next_dealer: Seat | None
    opening: bool
    pool: int
    ranks: str
    run: list[JSONObject]
    table: list[CardName]
    talon_size: int


EXTRA: dict[str, type] = {
    "triomphe": TriompheExtra,
    "francion": FrancionExtra,
    "briscan": BriscanExtra,
    "brisque": BriscanExtra,
    "tarot": TarotExtra,
    "emprunt": EmpruntExtra,
}
"""The type of each game's ``extra``."""
