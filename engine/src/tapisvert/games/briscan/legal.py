"""Briscan and Brisque: what the player to act may do, and the rule that forbids the rest.

Each ``*_problem`` function returns None when the action is allowed, else a ``Refusal``: the
suffix of the rule that forbids it and a one-line reason.  ``legal_codes`` lists the legal
actions from the same functions, so play and refusals never disagree.  Where the two games
differ, these functions ask the state's variant hooks (``_kind_problem``,
``_reuse_or_run_problem``) and data (``EXCHANGE_DEADLINE``): see ``game.py`` and ``brisque.py``.
"""

from __future__ import annotations

from ... import cards as C
from ...cards import SUIT_SHIFT
from ...words import card as wcard, cards as wcards, rule as wrule, seat as wseat, words as W
from . import melds as M
from .codes import DEAL, DECLARE, DRAW, EXCHANGE, LIVE, PLAY, is_card, is_meld
from .fields import BriscanFields, Refusal

RULE_OF_KIND = {
    M.MARRIAGE: "meld.marriage",
    M.SEQUENCE: "meld.sequence",
    M.QUARTET: "meld.quartet",
    M.BLANCHE: "meld.blanche",
    M.ACE: "bonus.ace-trumps",
}


def legal_cards(st: BriscanFields, seat: int) -> tuple[list[int], str]:
    """The cards ``seat`` may play now, with the rule that decides them."""
    hand = st.hands[seat]
    if not st.trick:
        return hand, "play.lead"
    if st.upcard is not None or st.talon:
        return hand, "play.free"
    return M.final_legal(hand, st.trick[0], st.trump)


def exchange_problem(st: BriscanFields, seat: int) -> Refusal | None:
    if st.phase not in LIVE:
        return "play.phase", W("briscan.refuse.nothing-to-exchange")
    if st.exchanged is not None:
        return "exchange.seven", W("briscan.refuse.already-exchanged", p=wseat(st.exchanged))
    if st.upcard is None:
        return "exchange.deadline", W("briscan.refuse.turnup-drawn")
    seven = st.trump << SUIT_SHIFT | C.SEVEN
    if seven not in st.hands[seat]:
        return "exchange.seven", W("briscan.refuse.seven-holder")
    last = st.EXCHANGE_DEADLINE
    if last:
        n = st.talon_count()
        if n < last or (n == last and (st.trick or st.phase == DECLARE)):
            return "exchange.deadline", W("briscan.refuse.exchange-too-late")
    if st.options["exchange_window"] == "leader-before-lead" and (
        st.phase != PLAY or st.trick or seat != st.leader
    ):
        return "exchange.when", W("briscan.refuse.exchange-leader")
    return None


def meld_problem(st: BriscanFields, seat: int, code: int) -> Refusal | None:
    kind, cards = M.split(code)
    bad_kind = st._kind_problem(kind, cards)
    if bad_kind:
        return bad_kind
    bad = M.shape_problem(kind, cards)
    if bad:
        return RULE_OF_KIND[kind], bad
    if kind == M.ACE and cards[0] >> SUIT_SHIFT != st.trump:
        return "bonus.ace-trumps", W("briscan.refuse.ace-trumps-only")
    if st.window != seat or st.trick or st.phase not in LIVE:
        return _window_problem(st, seat)
    hand = st.hands[seat]
    if any(c not in hand for c in cards):
        return "meld.from-hand", W("briscan.refuse.meld-not-held", p=wseat(seat))
    if any(c in st.seq_cards for c in cards):
        return "meld.sequence-cards", W("briscan.refuse.sequence-cards")
    bad_use = st._reuse_or_run_problem(seat, kind, code, cards)
    if bad_use:
        return bad_use
    for s, c, _, _ in st.melds:
        if s == seat and c == code:
            return "meld.once", W("briscan.refuse.meld-once")
    if kind == M.BLANCHE and st.options.get("blanche_once", "per-deal") == "per-deal":
        courts = M.is_court_blanche(cards)
        for s, c, _, _ in st.melds:
            if s == seat and M.kind_of(c) == M.BLANCHE and M.is_court_blanche(M.split(c)[1]) == courts:
                return "meld.blanche-once", W("briscan.refuse.blanche-once")
    if kind == M.ACE and st.ace_by_exchange == seat:
        return "bonus.ace-trumps", W("briscan.refuse.ace-by-exchange")
    if st.options["melds_per_window"] == "one" and st.window_count:
        return "meld.per-window", W("briscan.refuse.per-window")
    return None


def _window_problem(st: BriscanFields, seat: int) -> Refusal:
    """Why ``seat`` has no declaration window open now."""
    if st.phase not in LIVE:
        return "play.phase", W("briscan.refuse.melds-in-play")
    if st.trick_no == 0:
        return "meld.when", W("briscan.refuse.first-trick")
    if st.trick or seat != st.leader:
        return "meld.when", W("briscan.refuse.meld-leader")
    if not st.talon and st.upcard is None and st.options["declare_after_talon"] == "no":
        return "meld.talon", W("briscan.refuse.talon-exhausted")
    if st.options["meld_after_draw"] == "no":
        return "meld.timing", W("briscan.refuse.before-draw")
    return "meld.when", W("briscan.refuse.window-closed")


def reuse_or_run_problem(
    st: BriscanFields, seat: int, kind: int, code: int, cards: list[int]
) -> Refusal | None:
    """Briscan's switches of DB28 (card_reuse='no': a card serves in one meld only; a sequence of
    the same window still takes over the melds it overlaps) and DB29 (runs='longest')."""
    if st.options["card_reuse"] == "no":
        mask = M.cards_mask(code)
        for s, c, _, t in st.melds:
            if s == seat and M.cards_mask(c) & mask and not (kind == M.SEQUENCE and t == st.trick_no):
                return "meld.reuse", W("briscan.refuse.reuse")
    if kind == M.SEQUENCE and st.options["runs"] == "longest":
        suit = cards[0] >> SUIT_SHIFT
        idx = [M.NATURAL[c & C.RANK_MASK] for c in cards]
        hand = st.hands[seat]
        for i in (min(idx) - 1, max(idx) + 1):
            if 0 <= i < 8:
                c = suit << SUIT_SHIFT | M.NATURAL_RANKS[i]
                if c in hand and c not in st.seq_cards:
                    return "meld.any-run", W("briscan.refuse.longest-run")
    return None


def meld_codes(st: BriscanFields, seat: int) -> list[int]:
    """The melds ``seat`` may declare now (none outside his declaration window)."""
    if st.window != seat or st.trick:
        return []
    return [
        c
        for c in M.candidates(st.hands[seat], st.trump, st.meld_kinds())
        if meld_problem(st, seat, c) is None
    ]


def play_codes(st: BriscanFields) -> list[int]:
    """The legal actions of the play: a card, and on lead after a trick won the melds; the
    exchange of the seven of trumps."""
    seat = st.to_play
    cards, _ = legal_cards(st, seat)
    codes = list(cards)
    if st.window == seat and not st.trick:
        codes += meld_codes(st, seat)
    if (
        st.upcard is not None
        and st.exchanged is None
        and (st.trump << SUIT_SHIFT | C.SEVEN) in st.hands[seat]
        and exchange_problem(st, seat) is None
    ):
        codes.append(EXCHANGE)
    return codes


def declare_codes(st: BriscanFields) -> list[int]:
    """The legal actions of the declarations before the draw: the melds, the exchange, the draw."""
    declarer = st.window
    assert declarer is not None  # the declare phase always has its window
    codes = meld_codes(st, declarer)
    if exchange_problem(st, declarer) is None:
        codes.append(EXCHANGE)
    codes.append(DRAW)
    return codes


def _word_refusal(st: BriscanFields, seat: int, code: int) -> Refusal | None:
    """Why a meld, the exchange, the deal or the draw is refused (rule full id), in either of
    Briscan's phases; None for any other action."""
    r = st._r
    if is_meld(code):
        rule, why = meld_problem(st, seat, code) or ("meld.when", W("briscan.refuse.not-now"))
        return r(rule), why
    if code == EXCHANGE:
        rule, why = exchange_problem(st, seat) or ("exchange.when", W("briscan.refuse.not-now"))
        return r(rule), why
    if code == DEAL:
        return r("play.phase"), W("briscan.refuse.deal-not-over")
    if code == DRAW:
        return r("play.phase"), W("briscan.refuse.no-declaration")
    return None


def play_refusal(st: BriscanFields, code: int) -> Refusal:
    """The rule (full id) that forbids ``code`` in the play, and why."""
    seat = st.to_play
    r = st._r
    word = _word_refusal(st, seat, code)
    if word is not None:
        return word
    if is_card(code):
        if code not in st.hands[seat]:
            return r("play.from-hand"), W("common.refuse.not-held", p=wseat(seat), c=wcard(code))
        cards, rule = legal_cards(st, seat)
        return r(rule), W("common.refuse.rule-legal-now", r=wrule(st.FACTS.book, r(rule)), cs=wcards(cards))
    return r("play.phase"), W("common.refuse.not-now", action=repr(st.decode(code)))


def declare_refusal(st: BriscanFields, code: int) -> Refusal:
    """The rule (full id) that forbids ``code`` while the trick's winner declares, and why."""
    seat = st.window
    assert seat is not None  # the declare phase always has its window
    return _word_refusal(st, seat, code) or (st._r("meld.timing"), W("briscan.refuse.declare-or-draw"))
