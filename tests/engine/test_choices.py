"""A position as the choices made (tapisvert.choices, bridge ops choices and new with moves): the
link's form of a match replays to the very same state, and a list that does not fit its deal is
refused with a RecordError naming the move, opening no table."""

import json
import random

import pytest

from tapisvert import bridge, new_game
from tapisvert.choices import choices, replay_choices
from tapisvert.errors import RecordError

GAMES: list[tuple[str, int, dict[str, object]]] = [
    ("triomphe", 2, {}),
    ("francion", 4, {}),
    ("briscan", 2, {}),
    ("brisque", 2, {}),
    ("tarot", 5, {}),
    ("emprunt", 4, {}),
]


def played(game, players, options, seed, n):
    st = new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(n):
        if st.is_over:
            break
        st.apply(rng.choice(st.legal_actions()))
    return st


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_the_choices_replay_to_the_same_state(game, players, options):
    st = played(game, players, options, 11, 150)
    count, picks = choices(st)
    assert count == len(st.history) and len(picks) <= count
    again = replay_choices(game, players, 11, options, count, picks)
    assert again.history == st.history and again.to_json() == st.to_json()
    again.undo()  # the replay kept its undo steps
    assert len(again.history) == count - 1


def test_forced_moves_are_not_written():
    st = played("emprunt", 4, {}, 3, 80)
    count, picks = choices(st)
    assert len(picks) < count  # Emprunt's forced moves cost nothing in a link


@pytest.mark.parametrize(
    ("count", "picks", "words"),
    [
        (5, [0, 0, 0, 0, 0, 0], "choices for 5 moves"),
        (3, [99, 0, 0], "choice 100, but there are only"),
        (40, [0], "has no more choices"),
        (-1, [], "whole number"),
        (3, [0, "x"], "list of whole numbers"),
    ],
)
def test_choices_that_do_not_fit_are_refused(count, picks, words):
    with pytest.raises(RecordError, match=words):
        replay_choices("triomphe", 2, 11, {}, count, picks)


def test_left_over_choices_are_refused():
    st = played("triomphe", 2, {}, 11, 6)
    count, picks = choices(st)
    with pytest.raises(RecordError, match="more than"):
        replay_choices("triomphe", 2, 11, {}, count - 1, picks)


def test_the_bridge_shares_and_opens_a_position():
    tid = json.loads(
        bridge.call(json.dumps({"op": "new", "game": "tarot", "players": 4, "seed": 8, "options": {}}))
    )["table"]
    try:
        for _ in range(12):
            v = json.loads(bridge.call(json.dumps({"op": "view", "table": tid})))["view"]
            op = {"op": "play", "action": v["legal"][-1]} if v["legal"] else {"op": "bot"}
            bridge.call(json.dumps({**op, "table": tid}))
        link = json.loads(bridge.call(json.dumps({"op": "choices", "table": tid})))
        assert link["ok"] and link["count"] == 12
        moves = {"count": link["count"], "choices": link["choices"]}
        opened = json.loads(
            bridge.call(
                json.dumps(
                    {"op": "new", "game": "tarot", "players": 4, "seed": 8, "options": {}, "moves": moves}
                )
            )
        )
        assert opened["ok"], opened
        mine = json.loads(bridge.call(json.dumps({"op": "record", "table": tid})))["record"]
        theirs = json.loads(bridge.call(json.dumps({"op": "record", "table": opened["table"]})))["record"]
        assert mine == theirs
        bridge.call(json.dumps({"op": "close", "table": opened["table"]}))
        open_before = len(bridge._TABLES)
        bad = json.loads(
            bridge.call(
                json.dumps(
                    {
                        "op": "new",
                        "game": "tarot",
                        "players": 4,
                        "seed": 8,
                        "options": {},
                        "moves": {"count": 12, "choices": [50]},
                    }
                )
            )
        )
        assert bad["ok"] is False and bad["error"]["type"] == "record"
        assert len(bridge._TABLES) == open_before  # a refused link opens no table
    finally:
        bridge.call(json.dumps({"op": "close", "table": tid}))


def test_a_match_from_given_cards_has_no_link():
    st = new_game("triomphe", players=2, seed=1)
    st.deal_given = {"hands": []}
    with pytest.raises(ValueError, match="no link"):
        choices(st)
