"""The shared layer of the games (issue 15, item 1): declared capabilities, the phase convention,
the hand flow (hand-over, match-over), the draw for the first deal, the trick base and the
position template."""

import dataclasses
import json
import random
from typing import Any

import pytest

import tapisvert
from tapisvert import bots, capabilities as K, narration as N
from tapisvert.events import Event
from tapisvert.first_dealer import draw_first_dealer
from tapisvert.match import MatchState
from tapisvert.phase import HAND_OVER, MATCH_OVER, MatchPhase, phase_names
from tapisvert.registry import game_class
from tapisvert.tricks import TrickGame
from tapisvert.words import Words, say

GAMES = tapisvert.list_games()


def _new(name: str, **kw: Any) -> MatchState:
    st = tapisvert.new_game(name, **kw)
    assert isinstance(st, MatchState)
    return st


def _position(name: str, position: dict[str, Any]) -> TrickGame:
    st = tapisvert.from_position(name, position)
    assert isinstance(st, TrickGame)
    return st


# The core's base classes live in these modules: a name they define is a default, not a game's.
CORE = ("tapisvert.state", "tapisvert.match", "tapisvert.tricks", "tapisvert.position")


def defines(cls: type, name: str) -> bool:
    """True when ``cls`` or a game class above it (not a core base) defines ``name``."""
    for k in cls.__mro__:
        if name in k.__dict__:
            return not k.__module__.startswith(CORE)
    return False


# capability -> the names a game defines when it has it
HOOKS = {
    "tricks": ("_trick_winner_index", "trick_winner"),
    "positions": ("_set_position", "from_position"),
    "rollout_policy": ("rollout_code",),
    "rollout_hand": ("rollout_hand",),
    "policy_code": ("policy_code",),
    "endgame": ("tricks_left",),
    "endgame_sides": ("endgame_sides",),
    "action_label": ("action_label",),
    "prompt": ("_prompt",),
}


@pytest.mark.parametrize("name", GAMES)
def test_the_declared_capabilities_are_what_the_class_implements(name):
    cls = game_class(name)
    caps = K.declared(cls)
    for cap, hooks in HOOKS.items():
        has = any(defines(cls, h) for h in hooks)
        assert getattr(caps, cap) == has, f"{name}: {cap} declared {getattr(caps, cap)}, implemented {has}"


def test_every_game_declares_its_capabilities():
    # Nothing is probed: a game that declared nothing would have no search hooks, prompt or labels.
    undeclared = {
        n
        for n in GAMES
        if not any(
            "FACTS" in vars(k)  # its capabilities are a fact
            for k in game_class(n).__mro__
            if k.__module__.startswith("tapisvert.games")
        )
    }
    assert undeclared == set()


def test_the_base_declares_nothing():
    assert K.declared(MatchState) == K.Capabilities()
    assert K.Capabilities().names() == []
    assert K.declared(TrickGame).names() == []


def test_accessors_answer_none_for_what_is_not_declared():
    st = tapisvert.new_game("emprunt", players=3, seed=1)
    assert K.trick_in_progress(st) is None and K.tricks_left(st) is None
    assert K.endgame_sides(st) is None and K.rollout_hand(st) is None
    assert K.policy_code(st) is None and K.action_label(st) is None
    assert K.custom_prompt(st) is not None
    tri = tapisvert.new_game("triomphe", players=2, seed=1)
    assert K.trick_in_progress(tri) == [] and K.tricks_left(tri) == 5
    assert K.endgame_sides(tri) == [0, 1]


# ------------------------------------------------------------------ phases
def test_phases_are_strings_equal_to_the_old_words():
    assert HAND_OVER == "hand-over" and MATCH_OVER == "match-over"
    assert json.dumps({"p": HAND_OVER}) == '{"p": "hand-over"}'
    tri = game_class("triomphe")
    assert issubclass(tri, MatchState) and tri.FACTS.phases is not None
    assert phase_names(tri.FACTS.phases) == [
        "play",
        "concede",
        "pillage",
        "pillage-discard",
        "hand-over",
        "match-over",
    ]
    assert list(MatchPhase) == [HAND_OVER, MATCH_OVER]
    st = _new("triomphe", players=4, seed=3)
    obs = st.observation(0)
    assert obs["phase"] == "play" and type(obs["phase"]) is str
    assert repr(st.phase) == "'play'" and repr(HAND_OVER) == "'hand-over'"
    assert json.loads(json.dumps(obs))["phase"] == "play"


# --------------------------------------------------------------- hand flow
def _play_to_hand_over(st: MatchState) -> None:
    while st.phase != HAND_OVER and not st.is_over:
        st.apply(bots.choose(st, "baseline"))


@pytest.mark.parametrize("name,players", [("triomphe", 4), ("emprunt", 3)])
def test_hand_over_then_the_next_dealer_deals(name, players):
    st = _new(name, players=players, seed=5)
    dealer = st.dealer
    _play_to_hand_over(st)
    assert st.phase == "hand-over"
    assert st.current_player == st.next_dealer == (dealer + 1) % players
    assert st.legal_actions() == ["deal"] and st.explain("deal") is None
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("7S")
    assert e.value.rule_id == f"{name}.deal.rotation"
    hand = st.hand_number
    st.apply("deal")
    assert st.hand_number == hand + 1 and st.dealer == (dealer + 1) % players
    assert st.phase == "play"


def test_team_triomphe_passes_the_deal_to_the_other_team():
    st = _new("triomphe", players=4, seed=9, form="team")
    dealer = st.dealer
    _play_to_hand_over(st)
    assert {dealer, st.next_dealer} == {1, 3}


def test_the_match_ends_in_match_over():
    st = _new("triomphe", players=2, seed=2, target=1)
    _play_to_hand_over(st)
    assert st.is_over and st.phase == "match-over" and st.current_player is None
    assert st.legal_actions() == []


# ------------------------------------------------------- the draw for the deal
class _Drawer:
    """The least a draw needs of a state: seed, players, a log."""

    def __init__(self, seed: int, players: int) -> None:
        self.seed, self.players = seed, players
        self.lines: list[str] = []

    def _event(
        self,
        kind: str,
        text: str | Words,
        seats: tuple[int, ...] = (),
        cards: tuple[int, ...] = (),
        amounts: tuple[int, ...] = (),
        rule: str | None = None,
        seat: int | None = None,
        private: int | None = None,
    ) -> Event:
        self.lines.append(_words(text, self.players))
        return Event(kind, text, seats, cards, amounts, rule)


def _words(text: str | Words, players: int) -> str:
    """A log line's words with every seat named "Seat n" (as the games wrote them before markers)."""
    return say(text, [f"Seat {i}" for i in range(players)], None)


def test_the_draw_redraws_ties_and_names_the_dealer():
    # Every card of a suit is as strong as any other: every round ties until one seat is alone.
    suits_only = lambda c: c >> 4
    pack = [s << 4 | r for s in range(4) for r in range(7, 15)]
    for seed in range(40):
        d = _Drawer(seed, 4)
        dealer = draw_first_dealer(d, pack, suits_only)
        assert d.lines[-1] == f"Seat {dealer} drew lowest and deals first."
        if len(d.lines) > 2:
            assert d.lines[1].startswith("Draw for the deal (again): ")
            break
    else:
        pytest.fail("no tie in 40 seeds")


# The log of the draws as the games' own draws wrote them before the shared draw (one tie each).
OLD_DRAWS = [
    (
        "emprunt",
        4,
        {},
        1,
        [
            "Draw for the deal: seat 0 draws the three of diamonds, seat 1 draws the three of clubs, seat 2 "
            "draws the eight of clubs, seat 3 draws the king of clubs.",
            "Draw for the deal (again): seat 0 draws the jack of spades, seat 1 draws the three of spades.",
            "Seat 1 drew lowest and deals first.",
        ],
    ),
    (
        "triomphe",
        4,
        {"form": "team"},
        2,
        [
            "Draw for the deal: seat 0 draws the seven of diamonds, seat 2 draws the seven of clubs.",
            "Draw for the deal (again): seat 0 draws the king of diamonds, seat 2 draws the ten of diamonds.",
            "Seat 0 and Seat 1 drew higher and ask the other team to deal: seat 3 deals.",
        ],
    ),
    (
        "triomphe",
        5,
        {},
        2,
        [
            "Draw for the deal: seat 0 draws the seven of diamonds, seat 1 draws the seven of clubs, seat 2 "
            "draws the nine of spades, seat 3 draws the ace of hearts, seat 4 draws the eight of spades.",
            "Draw for the deal (again): seat 0 draws the king of diamonds, seat 1 draws the ten of diamonds.",
            "Seat 1 drew lowest and deals first.",
        ],
    ),
]


@pytest.mark.parametrize("name,players,options,seed,lines", OLD_DRAWS)
def test_the_draw_is_the_one_the_games_made(name, players, options, seed, lines):
    st = tapisvert.new_game(name, players=players, seed=seed, **options)
    said = [_words(d.text, players) for _, _, kind, d, _ in st.log if kind == "event"][:3]
    assert [x.lower() for x in said] == [x.lower() for x in lines]


def test_the_draw_may_go_to_the_highest_with_a_verdict():
    d = _Drawer(3, 4)
    dealer = draw_first_dealer(
        d,
        list(range(32)),
        lambda c: c,
        contenders=[0, 2],
        lowest=False,
        verdict=lambda s: (s + 1, f"{N.subj(s, 'asks')} {N.name(s + 1)} to deal."),
    )
    assert d.lines[-1].endswith(f"asks Seat {dealer} to deal.") and dealer in (1, 3)


# ------------------------------------------------------------- trick base
def test_the_trick_helpers_follow_the_games_winner_rule():
    st = _position(
        "triomphe",
        {"players": 4, "trump": "H", "leader": 0, "trick": ["9S", "KS"], "hand": ["AS", "7H", "8D"]},
    )
    assert st.trick_leader_so_far() == 1
    assert st.wins_so_far("7H") and not st.wins_so_far("AS")  # order B: K over A
    assert st.to_play == 2


@pytest.mark.parametrize("name", GAMES)
def test_the_trick_helpers_are_declared_not_stubbed(name):
    # A game that declares tricks has the bots' helpers; one without (Emprunt) says so in its
    # facts, and defines no stand-ins for them.
    st = tapisvert.new_game(name)
    helpers = K.trick_helpers(st)
    if K.declared(st).tricks:
        assert helpers is not None and helpers.trick_leader_so_far() is None  # no trick yet
    else:
        assert helpers is None
        assert not any(hasattr(st, h) for h in ("wins_so_far", "trick_leader_so_far"))


def test_a_game_declaring_tricks_without_the_helpers_is_refused():
    class Pretender(MatchState):
        FACTS = dataclasses.replace(game_class("emprunt").FACTS, capabilities=K.Capabilities(tricks=True))

    with pytest.raises(TypeError, match="declares tricks but lacks"):
        K.trick_helpers(object.__new__(Pretender))


def test_the_generic_bot_plays_a_game_without_tricks():
    st = tapisvert.new_game("emprunt", seed=3)
    rng = random.Random(0)
    for _ in range(40):
        if st.is_over:
            break
        st.apply(bots.rule_based_action(st, rng))


def test_a_game_without_tricks_has_no_trick_winner():
    with pytest.raises(ValueError, match="emprunt has no tricks"):
        tapisvert.trick_winner("emprunt", {"players": 3, "trick": ["4S"]})


def test_the_position_template_checks_keys_first():
    with pytest.raises(ValueError, match="unknown position keys: bogus"):
        tapisvert.from_position("emprunt", {"bogus": 1})
    with pytest.raises(ValueError, match="a position is a JSON object"):
        tapisvert.from_position("triomphe", [])  # type: ignore[arg-type]


def test_the_games_position_keys_extend_the_shared_ones():
    from tapisvert import position as P

    trump_games = {"triomphe", "francion", "briscan", "brisque"}
    for name in GAMES:
        keys = game_class(name).FACTS.position_keys or frozenset()
        base = P.TRUMP_TRICK_KEYS if name in trump_games else P.TRICK_KEYS if name == "tarot" else P.BASE_KEYS
        assert base <= keys, (name, sorted(base - keys))
