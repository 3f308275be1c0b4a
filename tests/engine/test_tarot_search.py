"""French Tarot and the search bot: what a seat knows about the hidden cards (revealed voids,
failed overtrumps, the shown chien, the discard, poignées, misères, the called card), worlds
resampled under that knowledge, the rollout policy, and the PIMC bot's legality and determinism."""

import json
import random

import pytest

import tapisvert
from tapisvert.games.tarot import codes as K, game as G, pack, worlds
from tapisvert.search import pimc_action
from tapisvert.state import state_key

PHASES = ("bidding", "call", "discard", "chelem", "play", "poignee", "hand-over")


def _declaring_policy(st, rng):
    """Random play that declares poignées and misères often, so positions show them."""
    legal = st.legal_actions()
    decl = [a for a in legal if a.startswith(("poignee", "misere"))]
    if decl and rng.random() < 0.7:
        return rng.choice(decl)
    bids = [a for a in legal if a in ("prise", "garde")]
    if bids and rng.random() < 0.4:
        return rng.choice(bids)
    return rng.choice(legal)


def tarot_positions(count, seed=0):
    """Random positions of the first deal for 3, 4 and 5 players (some with the variants)."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        players = (3, 4, 5)[i % 3]
        opts = {"miseres": True} if i % 4 == 0 else {}
        st = tapisvert.new_game("tarot", players=players, seed=seed * 1000 + i, **opts)
        steps = rng.randrange(0, 20 + 18 * players)
        for _ in range(steps):
            if st.phase not in K.IN_DEAL:
                break
            st.apply(_declaring_policy(st, rng))
        out.append(st)
    return out


def _names(codes):
    return [G.C.name(c) for c in codes]


def rich_positions(count, seed=0):
    """Positions of a built deal where everything happens at once: seat 1 takes a Prise with 12
    trumps, the chien brings 6 more, so he must discard (and show) trumps and can show a triple
    poignée keeping trumps hidden; seats 0 and 2 hold no trump (misères d'atout)."""
    plain = [c for c in pack.SUIT_CARDS if c & 15 != 14]
    kings = [c for c in pack.SUIT_CARDS if c & 15 == 14]
    hands = [
        plain[:18],
        list(range(66, 78)) + kings + plain[18:20],
        plain[20:38],
        [G.PETIT, 84, G.TWENTY_ONE, G.EXCUSE] + plain[38:52],
    ]
    deal = {"dealer": 0, "hands": [_names(h) for h in hands], "chien": _names(range(78, 84))}
    rng = random.Random(seed)
    out = []
    for i in range(count):
        st = tapisvert.new_game("tarot", players=4, seed=i, deal=deal, miseres=True)
        for a in ("prise", "pass", "pass", "pass"):
            st.apply(a)
        for _ in range(rng.randrange(0, 70)):
            if st.phase not in K.IN_DEAL:
                break
            st.apply(_declaring_policy(st, rng))
        out.append(st)
    return out


POSITIONS = tarot_positions(150) + rich_positions(24)


def _hand(st, s):
    return {c for part in st.hands[s] for c in part}


def test_positions_cover_what_search_must_respect():
    seen = {
        "void": 0,
        "ceiling": 0,
        "poignee": 0,
        "shown-chien": 0,
        "discard-trump": 0,
        "called-hidden": 0,
        "misere": 0,
        "unseen-chien": 0,
    }
    for st in POSITIONS:
        seen["void"] += any(st.voids)
        seen["ceiling"] += any(t < G.TWENTY_ONE for t in st.ceiling)
        seen["poignee"] += any(p is not None for p in st.pshown)
        seen["shown-chien"] += bool(st.chien_seen and st.phase not in (K.BID, K.CALLP))
        seen["discard-trump"] += bool(st.shown_discard)
        seen["called-hidden"] += bool(st.called >= 0 and not st.partner_public)
        seen["misere"] += bool(st.miseres)
        seen["unseen-chien"] += bool(st.chien and st.taker >= 0)
    assert all(v >= 2 for v in seen.values()), seen


def test_resampled_worlds_agree_with_every_seat_knowledge():
    rng = random.Random(11)
    for st in POSITIONS:
        n = st.players
        tk = st.taker
        for seat in range(n):
            before = json.dumps(st.observation(seat), sort_keys=True)
            key = state_key(st)
            for _ in range(2):
                w = st.resample(seat, rng)
                assert json.dumps(w.observation(seat), sort_keys=True) == before
                assert sorted(w.all_cards()) == sorted(st.all_cards())
                assert [sum(map(len, h)) for h in w.hands] == [sum(map(len, h)) for h in st.hands]
                for h in w.hands:  # the hand invariants the play relies on
                    assert all(part == sorted(part) for part in h)
                    assert all(G.SIX[c] == i for i, part in enumerate(h) for c in part)
                assert _hand(w, seat) == _hand(st, seat)
                if seat == tk:  # the taker knows his discard
                    assert sorted(w.discard) == sorted(st.discard)
                for s in range(n):
                    held = _hand(w, s)
                    v = st.voids[s]
                    for x in range(4):
                        if v >> x & 1:
                            assert not any(c >> 4 == x for c in held if c < 64), (s, x)
                    trumps = {c for c in held if 64 < c < G.EXCUSE}
                    if v & 16:
                        assert not trumps
                    assert all(t <= st.ceiling[s] for t in trumps)
                    if st.pshown[s] is not None:  # a shown poignée stays with its owner
                        still = set(st.pshown[s]) & _hand(st, s)
                        assert still <= held
                        assert len(trumps) == len({c for c in _hand(st, s) if 64 < c < G.EXCUSE})
                    for m in st.miseres:
                        if m["seat"] == s and s != tk:
                            bad = worlds.MISERE_ATOUT if m["kind"] == "atout" else worlds.MISERE_HONNEURS
                            assert not held & bad
                if st.chien_seen and st.shown_chien:  # the shown chien went to the taker
                    unplayed = set(st.shown_chien) & (_hand(st, tk) | set(st.discard))
                    assert unplayed <= _hand(w, tk) | set(w.discard)
                if tk >= 0 and st.discard:
                    assert not set(w.discard) & worlds.NEVER_DISCARDED
                    assert {c for c in w.discard if G.SIX[c] == 4} == set(st.shown_discard)
                if n == 5 and st.called >= 0:  # sides follow the called card
                    c = st.called
                    holder = next((s for s in range(n) if c in w.hands[s][G.SIX[c]]), -1)
                    if not st.partner_public:
                        assert w.holder == holder
                        assert w.partner == (holder if holder >= 0 else tk)
                    assert [s for s in range(n) if w.side_of[s] == 0] == sorted({tk, w.partner})
                if st.phase == K.PLAY and st.opening:  # open declarations follow the new hands
                    played = {(st.leader + i) % n for i in range(len(st.trick))}
                    for s in range(n):
                        if s != seat and s not in played:
                            assert w.decl[s] == w._declarations(s)
            assert state_key(st) == key  # the state itself is untouched


def _from(hands):
    """A play position: seat 1 (the taker) leads; ``hands`` per seat 0..3."""
    return tapisvert.from_position(
        "tarot",
        {
            "players": 4,
            "dealer": 0,
            "leader": 1,
            "taker": 1,
            "hand": hands[1],
            "hands": {str(s): h for s, h in enumerate(hands) if s != 1},
        },
    )


def test_voids_and_ceiling_are_read_from_the_play():
    # seat 1 leads spades; seat 2 trumps (void in spades), seat 3 cannot overtrump the 15
    st = _from([["2S", "3S", "4H"], ["5S", "6S", "7H"], ["15", "2H", "3H"], ["3", "4", "5H"]])
    for card in ("5S", "15", "3"):
        st.apply(card)
    ex = st.observation(0)["extra"]
    assert ex["voids"] == [[], [], ["S"], ["S"]]
    assert ex["trump_ceiling"] == [None, None, None, 15]
    # a player void in the suit led who plays no trump has none
    st = _from([["2S", "3S"], ["5S", "6S"], ["2H", "3H"], ["4S", "4H"]])
    st.apply("5S")
    st.apply("2H")
    assert st.observation(3)["extra"]["voids"][2] == ["S", "trump"]
    assert st.observation(3)["extra"]["trump_ceiling"][2] is None
    # trumps led: a player who plays no trump is void in trumps, one who plays under has no higher
    st = _from([["2S", "3S"], ["10", "6S"], ["2H", "3H"], ["4", "4H"]])
    st.apply("10")
    st.apply("2H")
    st.apply("4")
    assert st.observation(0)["extra"]["voids"][2] == ["trump"]
    assert st.observation(0)["extra"]["trump_ceiling"][3] == 10
    # the Excuse reveals nothing
    st = _from([["2S", "3S"], ["5S", "6S"], ["EX", "3H"], ["4S", "4H"]])
    st.apply("5S")
    st.apply("EX")
    assert st.observation(0)["extra"]["voids"] == [[], [], [], []]
    # worlds seen from seat 0 respect them
    st = _from(
        [["2S", "3S", "4H", "5H"], ["5S", "6S", "7H", "8H"], ["15", "2H", "3H", "9H"], ["3", "4", "5D", "6D"]]
    )
    for card in ("5S", "15", "3"):
        st.apply(card)
    rng = random.Random(0)
    for _ in range(50):
        w = st.resample(0, rng)
        assert not any(c < 64 and c >> 4 == 0 for c in _hand(w, 2) | _hand(w, 3))
        assert all(c <= 64 + 15 for c in _hand(w, 3) if 64 < c < G.EXCUSE)


def test_rollout_hand_is_the_stepwise_policy():
    for players in (3, 4, 5):
        for seed in range(12):
            opts = {"miseres": True, "goulash": True} if seed % 3 == 0 else {}
            st = tapisvert.new_game("tarot", players=players, seed=seed, **opts)
            r = random.Random(seed)
            for _ in range(r.randrange(0, 60)):
                if st.phase not in K.IN_DEAL:
                    break
                st.apply_trusted(r.choice(st.legal_codes()))
            if st.phase not in K.IN_DEAL:
                continue
            a, b = st.clone(), st.clone()
            ra, rb = random.Random(seed), random.Random(seed)
            moves = a.rollout_hand(ra)
            steps = 0
            while b.phase in K.IN_DEAL:
                code = b.rollout_code(rb)
                assert code in b.legal_codes()
                b.apply_trusted(code)
                steps += 1
            assert moves == steps and state_key(a) == state_key(b)
            assert len(a.hand_results) == len(st.hand_results) + 1


def _hiding_state():
    """Seat 1 takes with 12 trumps and shows a simple poignée (10): he picks 2 trumps to hide."""
    trumps = [str(t) for t in range(2, 14)]
    rest = [c for c in (G.C.name(x) for x in G.PACK) if c not in trumps]
    hands = [rest[0:18], trumps + rest[18:24], rest[24:42], rest[42:60]]
    st = tapisvert.new_game(
        "tarot", players=4, seed=1, deal={"dealer": 0, "hands": hands, "chien": rest[60:66]}
    )
    for a in ("prise", "pass", "pass", "pass"):
        st.apply(a)
    while st.observation(0)["phase"] == "discard":
        st.apply(st.legal_actions()[0])
    st.apply("no-chelem")
    st.apply("poignee:simple")
    assert st.observation(0)["phase"] == "poignee"
    return st


def _phase_states():
    """A state per phase where the bot has a choice (seeded random games, and a poignée with
    trumps to hide), plus the hand-over (a single action)."""
    found = {"poignee": _hiding_state()}
    for seed in range(200):
        st = tapisvert.new_game("tarot", players=(4, 5, 3)[seed % 3], seed=seed)
        rng = random.Random(seed)
        while not st.is_over and st.hand_number == 1 or st.phase == K.OVER:
            ph = str(st.observation(0)["phase"])
            if ph not in found and (len(st.legal_codes()) > 1 or ph == "hand-over"):
                found[ph] = st.clone()
            if st.phase == K.OVER:
                break
            st.apply(_declaring_policy(st, rng))
        if len(found) == len(PHASES):
            break
    return found


def test_pimc_is_legal_in_every_phase_and_deterministic():
    found = _phase_states()
    assert set(found) == set(PHASES), sorted(found)
    for ph, st in sorted(found.items()):
        a = pimc_action(st, random.Random(3), budget_s=30.0, max_worlds=3)
        b = pimc_action(st, random.Random(3), budget_s=30.0, max_worlds=3)
        assert a == b, ph
        assert a in st.legal_actions(), (ph, a)


def test_pimc_plays_whole_deals_legally():
    for players in (3, 4, 5):
        st = tapisvert.new_game("tarot", players=players, seed=40 + players, miseres=True)
        rng = random.Random(players)
        while st.hand_number == 1:
            a = pimc_action(st, rng, budget_s=30.0, max_worlds=2)
            assert a in st.legal_actions()
            st.apply(a)
        assert sum(st.hand_results[0]["points"]) == 0


def test_zone_constraints_on_the_live_zones():
    # the public hook answers for hidden_zones' own lists (parts of hands, chien, discard)
    for st in POSITIONS[:60]:
        for seat in range(st.players):
            zones = st.hidden_zones(seat)
            cons = st.zone_constraints(seat, zones)
            assert len(cons) == len(zones)
            for z, (forbidden, pinned) in zip(zones, cons):
                assert not forbidden & pinned
                assert not set(z) & forbidden  # the truth fits what is known


@pytest.mark.parametrize("players", [3, 4, 5])
def test_search_bench_configs_declared(players):
    assert (players, {}) in G.Tarot.FACTS.search_bench_configs
