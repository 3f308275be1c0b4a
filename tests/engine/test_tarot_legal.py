"""French Tarot: the one card-play function (``legal.card_play``), its rule ids, and the equivalence
check of its one inlined fast copy (``Tarot.legal_codes`` after the first trick)."""

from __future__ import annotations

import random

import pytest

import tapisvert
from tapisvert import cards as C
from tapisvert.games.tarot import Tarot, legal as L
from tapisvert.games.tarot.codes import CARD_CODES, PLAY
from tapisvert.games.tarot.pack import split

RULE_IDS = {r.id for r in tapisvert.rules("tarot")}
CONFIGS: list[tuple[int, dict]] = [(3, {}), (4, {}), (5, {}), (5, {"miseres": True, "goulash": True})]


def _hand(*names: str) -> list[list[int]]:
    return split([C.card(x) for x in names])


def _names(cards: list[int]) -> list[str]:
    return [C.name(c) for c in cards]


@pytest.mark.parametrize("players,options", CONFIGS)
def test_fast_copy_equals_card_play(players, options):
    """The equivalence check of the inlined copy: at every card of random deals, ``legal_codes``
    (the fast copy after the first trick, ``card_play`` itself in it) gives exactly the cards, in
    the same order, that ``card_play`` gives for the player to move."""
    checked = 0
    for seed in range(12):
        st: Tarot = Tarot(players, seed, None, deals=2, **options)
        rng = random.Random(seed)
        while not st.is_over:
            codes = st.legal_codes()
            if st.phase == PLAY:
                cards, rule = L.legal_cards(st, st.turn)
                assert [c for c in codes if c < CARD_CODES] == cards, (seed, st.history)
                assert "tarot." + rule in RULE_IDS
                checked += 1
            st.apply_trusted(codes[int(rng.random() * len(codes))])
    assert checked > 12 * 2 * 10


def test_card_play_rule_ids():
    h = _hand("KH", "2H", "3S", "5", "12", "EX")
    five, twelve = C.card("5"), C.card("12")
    hearts, spades, clubs = C.SUITS.index("H"), C.SUITS.index("S"), C.SUITS.index("C")
    trumps = 4
    assert L.card_play(h, -1, 0) == ([c for p in h for c in p], "play.lead")
    assert L.card_play(h, -1, 0, started=True)[1] == "play.led-suit"  # after the Excuse
    assert _names(L.card_play(h, hearts, 0)[0]) == ["2H", "KH", "EX"]
    assert L.card_play(h, hearts, 0)[1] == "play.follow-suit"
    # void in clubs: trump (no trump yet), overtrump, or undertrump when unable to overtrump
    assert (_names(L.card_play(h, clubs, 0)[0]), L.card_play(h, clubs, 0)[1]) == (
        ["5", "12", "EX"],
        "play.must-trump",
    )
    assert (_names(L.card_play(h, clubs, C.card("7"))[0]), L.card_play(h, clubs, C.card("7"))[1]) == (
        ["12", "EX"],
        "play.overtrump",
    )
    assert (_names(L.card_play(h, clubs, C.card("15"))[0]), L.card_play(h, clubs, C.card("15"))[1]) == (
        ["5", "12", "EX"],
        "play.undertrump",
    )
    # trumps led: above the highest if possible
    assert L.card_play(h, trumps, five - 1) == ([five, twelve, C.EXCUSE], "play.trump-led")
    assert L.card_play(h, trumps, C.card("9")) == ([twelve, C.EXCUSE], "play.trump-led")
    assert L.card_play(h, trumps, C.card("20")) == ([five, twelve, C.EXCUSE], "play.undertrump")
    # void in the suit and in trumps: any card
    no_trump = _hand("KH", "2H", "EX")
    assert L.card_play(no_trump, spades, 0) == ([C.card("2H"), C.card("KH"), C.EXCUSE], "play.any-card")


def test_card_play_first_lead_with_five_players():
    h = _hand("KH", "2H", "3S", "5")
    # the called king's suit may not be led, the king itself may (it comes last)
    assert _names(L.card_play(h, -1, 0, called_lead=C.card("KH"))[0]) == ["3S", "5", "KH"]
    assert L.card_play(h, -1, 0, called_lead=C.card("KH"))[1] == "call.first-lead"
    assert _names(L.card_play(h, -1, 0, called_lead=C.card("KS"))[0]) == ["2H", "KH", "5"]
    only_hearts = _hand("2H", "3H")
    assert L.card_play(only_hearts, -1, 0, called_lead=C.card("KH")) == (
        [C.card("2H"), C.card("3H")],
        "call.first-lead-fallback",
    )


def test_refusal_names_the_rule_of_card_play():
    st = Tarot.from_position({"players": 4, "hand": ["KH", "2H", "5"], "trick": ["QH"]})
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("5")
    assert "follow" in str(e.value) and "two of hearts, king of hearts" in str(e.value)  # in words (issue 40)
