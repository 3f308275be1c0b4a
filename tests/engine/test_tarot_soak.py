"""French Tarot: randomized soak for every player count and switch, zero-sum deals, bots, the
observation/no-leak rules, and the fused random playout (same result as stepping).

Sizes (soak.sized), full: 300 hands at 4 players (12 deep matches) down to 60 (3) per switch: CONFIGS;
`make test` runs a third of each (at least two deep matches); `make bench` the full size (bench/soak_tests.py),
and bench/soak_large.py 10^5 hands per game.
"""

import json
import random

import pytest
import soak

import tapisvert
from tapisvert import bots
from tapisvert.games.tarot.codes import IN_DEAL
from tapisvert.state import state_key

# a long fuzzing soak: the sizes below are its full size (TAPISVERT_SOAK_SIZE=full, which `make bench`
# runs: bench/soak_tests.py); `make test` runs a third of each, hands and deep matches (soak.sized)
pytestmark = pytest.mark.soak

CONFIGS = [
    (4, {}, 300, 12),
    (3, {}, 150, 8),
    (5, {}, 150, 8),
    (4, {"goulash": True, "miseres": True}, 100, 5),
    (3, {"goulash": True, "miseres": True, "goulash_scoring": "none"}, 60, 3),
    (5, {"goulash": True, "miseres": True, "misere_payers": "single"}, 60, 3),
    (4, {"excuse_last_trick": "to-other-side"}, 80, 3),
    (5, {"excuse_last_trick": "to-other-side", "deals": 3}, 60, 3),
]


@pytest.mark.parametrize("players,options,hands,deep", CONFIGS)
def test_soak(players, options, hands, deep):
    assert soak.soak(
        "tarot", players, options, hands=soak.sized(hands), deep=soak.sized(deep, 2)
    ) >= soak.sized(hands)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("options", [{}, {"goulash": True, "miseres": True}])
def test_every_deal_sums_to_zero(players, options):
    for seed in range(6):
        st = tapisvert.new_game("tarot", players=players, seed=seed, **options)
        rng = random.Random(seed)
        while not st.is_over:
            st.apply_trusted(rng.choice(st.legal_codes()))
        for res in st.hand_results:
            assert sum(res["points"]) == 0, res
        assert sum(st.scores) == 0


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("level", ["baseline", "random"])
def test_bots_finish_matches(players, level):
    st = tapisvert.new_game("tarot", players=players, seed=players, deals=players, miseres=True, goulash=True)
    rng = random.Random(1)
    while not st.is_over:
        a = bots.choose(st, level, rng)
        assert a in st.legal_actions()
        st.apply(a)
    assert st.deals_scored == players


def _play_until(st, rng, pred, limit=400):
    for _ in range(limit):
        if pred(st):
            return True
        st.apply(rng.choice(st.legal_actions()))
    return False


def test_no_leak_shown_chien_poignee_and_own_discard():
    """What was shown stays known (the chien, the poignée, the discarded trumps); the taker knows
    his own discard; the hands of others, an unseen chien and the discard stay hidden."""
    found = {"chien": False, "poignee": False}
    for seed in range(200):
        st = tapisvert.new_game("tarot", players=4, seed=seed)
        rng = random.Random(seed)
        ok = _play_until(
            st,
            rng,
            lambda s: s.observation(0)["phase"] == "play" and s.tricks_done >= 1 and s.hand_number == 1,
            limit=200,
        )
        if not ok or st.hand_number != 1:
            continue
        tk = st.taker
        obs = [st.observation(s) for s in range(4)]
        if st.contract <= 1:
            found["chien"] = True
            chien = obs[(tk + 1) % 4]["extra"]["chien"]
            assert chien and len(chien) == 6 and all(o["extra"]["chien"] == chien for o in obs)
            assert len(obs[tk]["extra"]["discard"]) == 6
            for s in range(4):
                if s != tk:
                    shown = obs[s]["extra"]["discard"]
                    assert all(c.isdigit() for c in shown)
        else:
            assert all(o["extra"]["chien"] is None for o in obs)
        if obs[0]["extra"]["poignees"]:
            found["poignee"] = True
        # hidden cards: shuffling them changes nobody's observation
        soak.check_no_leak(st, rng)
        for s in range(4):
            text = json.dumps(soak.without_draw_for_deal(obs[s]))
            hidden = [c for o in range(4) if o != s for c in obs[o]["hand"]]
            shown = set(obs[s]["extra"]["chien"] or []) | set(obs[s]["extra"]["discard"])
            shown |= {c for p in obs[s]["extra"]["poignees"] for c in p["cards"]}
            shown |= {e["card"] for e in obs[s]["trick"]}
            for card in hidden:  # an unseen card of another hand appears nowhere
                if card not in shown:
                    assert f'"{card}"' not in text, (s, card)
        if all(found.values()):
            break
    assert found["chien"]


def test_no_leak_five_player_partner_and_unseen_chien():
    for seed in range(60):
        st = tapisvert.new_game("tarot", players=5, seed=seed)
        rng = random.Random(seed)
        _play_until(st, rng, lambda s: s.observation(0)["phase"] == "play" or s.hand_number > 1, 100)
        if st.hand_number > 1 or st.called < 0 or st.partner_public:
            continue
        for s in range(5):
            if s != st.holder and not st.alone_known:
                assert st.observation(s)["extra"]["partner"] is None
        soak.check_no_leak(st, rng)


def test_playout_equals_stepping():
    """The fused rollout reaches exactly the state that stepping with the same picks reaches."""
    for players in (3, 4, 5):
        for seed in range(25):
            opts = {"miseres": True, "goulash": True} if seed % 3 == 0 else {}
            a = tapisvert.new_game("tarot", players=players, seed=seed, **opts)
            b = tapisvert.new_game("tarot", players=players, seed=seed, **opts)
            ra, rb = random.Random(seed), random.Random(seed)
            for _ in range(3):  # three deals each
                n = a.playout(ra)
                start = b.hand_number
                steps = 0
                while b.hand_number == start and b.phase in IN_DEAL:
                    legal = b.legal_codes()
                    b.apply_trusted(legal[int(rb.random() * len(legal))])
                    steps += 1
                assert n == steps
                assert state_key(a) == state_key(b)
                if a.is_over:
                    break
                a.apply_trusted(a.legal_codes()[0])
                b.apply_trusted(b.legal_codes()[0])
