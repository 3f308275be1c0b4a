"""The attributes of a Tarot state, declared once with their types.

A Tarot state is one class (``game.Tarot``) assembled from rooms, each a mixin with one job:
bidding and the discard, the declarations, the scoring, the worlds of the search, the bot policy,
the positions and the views.  They all work on the attributes below (set by ``Tarot._start_deal``).
"""

from collections.abc import Callable
from typing import Any

from ...match import MatchState
from ...words import Text
from .pack import Card, Hand


class TarotFields(MatchState):
    # dealer, next_dealer, phase and points_before are MatchState's (tapisvert.match)
    # fixed for the match
    hand_size: int
    packet: int
    chien_size: int
    thresholds: tuple[int, int, int]  # trumps for a simple, double, triple poignée
    deals_target: int
    other_side_excuse: bool
    deals_scored: int
    # the deal
    hands: list[Hand]
    chien: list[Card]
    chien_seen: bool
    shown_chien: list[Card] | None
    discard: list[Card]
    shown_discard: list[Card]
    # the bidding and the call
    bids: list[tuple[int, int]]  # (seat, contract or -1 for a pass)
    spoken: int
    best: int
    taker: int
    contract: int  # 0..3, -1 before the bidding ends
    called: Card
    partner: int  # holder of the called card (the taker if he called himself)
    holder: int
    partner_public: bool
    alone_known: bool  # the called card is known to be in the chien
    goulash_deal: bool
    side_of: list[int]  # 0 the taker's side, 1 the defence (a Goulash: the seat)
    # the play
    trick: list[Card]
    last_trick: Any  # (leader, cards, winner) or None
    won: list[list[Card]]
    tricks_side: list[int]
    tricks_won: list[int]
    tricks_done: int
    total_tricks: int
    leader: int
    turn: int
    led: int  # the kind led (0-3, 4 trumps), -1 none yet
    top: Card  # the highest trump in the trick, 0 none
    wbest: int  # the winning card's strength
    wpos: int  # its position in the trick
    ex_seat: int  # who played the Excuse in this trick, -1 nobody
    opening: bool  # the first trick (declarations still open)
    owe: list[tuple[int, int]]  # Excuse exchanges still owed: (from side, to side)
    petit_trick: int
    excuse_chelem: bool
    # declarations
    decl: list[list[int]]  # the declaration codes each seat may still make
    poignees: list[dict[str, Any]]
    hiding: Any  # the poignée being shown with trumps kept hidden, or None
    miseres: list[dict[str, Any]]
    misere_ok: list[int]  # bits: 1 misère d'atout, 2 misère d'honneurs
    chelem_announced: bool
    # what the play reveals, for the search bots
    voids: list[int]  # bits 0-3: a suit not followed; bit 4: no trump
    ceiling: list[Card]  # the highest trump a seat may hold
    pshown: list[list[Card] | None]  # poignée: the cards shown, per seat
    phidden: list[int]  # poignée: how many trumps its shower kept hidden

    # methods of one room that others call (declared so that each room type-checks alone)
    _play: Callable[[int], None]
    _reveal: Callable[[int], None]
    _finish_trick: Callable[[], None]
    _cancel: Callable[["Text"], None]
    _chien_turned_over: Callable[[], bool]
    _start_play: Callable[[], None]
    _declarations: Callable[[int], list[int]]
    _misere_bits: Callable[[Hand], int]
    _discardable: Callable[[], list[Card]]
    _discard_refusal: Callable[[Card], str | None]
    _callable: Callable[[], list[Card]]
    _bid_rule: Callable[[int], tuple[bool, str, "Text"]]
    _announce_rule: Callable[[int], tuple[bool, str, "Text"]]
    _declaration_rule: Callable[[int], tuple[bool, str, "Text"]]
