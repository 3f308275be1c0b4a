"""French Tarot: rule tests through the public API (dossier Part C, rules T1–T50).

Legal cards come from ``from_position``; dealing, bidding, the call, the discard and the
declarations from explicit deals (``deal=``); scoring from the engine's own formula
(``marque``/``shares``) on hand-computed cases and from whole scripted deals.
"""

import json
import random
from typing import Any

import pytest

import tapisvert
from tapisvert import IllegalAction, cards as C
from tapisvert.games.tarot.pack import PACK
from tapisvert.games.tarot.scoring import marque
from tapisvert.games.tarot.sheet import shares

ALL = [C.name(c) for c in PACK]
TRUMPS = [str(i) for i in range(1, 22)]
SUITS = {s: [r + s for r in "KQNJT98765432A"] for s in "SHDC"}


def legal(position):
    return sorted(tapisvert.from_position("tarot", position).legal_actions())


def new(players, deal, **opts):
    return tapisvert.new_game("tarot", players=players, seed=1, deal=deal, **opts)


def rules_ids():
    return {r.id for r in tapisvert.rules("tarot")}


def illegal(state, action):
    with pytest.raises(IllegalAction) as e:
        state.apply(action)
    assert e.value.rule_id in rules_ids()
    return e.value.rule_id


# ------------------------------------------------------------------ deck, registry


def test_registered_with_options():
    info = tapisvert.game_info("tarot")
    assert info["players"] == [3, 4, 5]
    opts = {o["name"]: o["default"] for o in info["options"]}
    assert opts["miseres"] is False and opts["goulash"] is False
    assert opts["excuse_last_trick"] == "to-other-side"  # TAR1 follows ¶51 (issue 12)
    assert opts["misere_hand"] == "as-dealt" and opts["excuse_unpaid"] == "half-point"
    assert opts["misere_payers"] == "each-other-player"
    assert opts["goulash_scoring"] == "pairwise"
    decisions = {d["id"]: d for d in tapisvert.decisions("tarot")}
    for did, opt in (
        ("TAR1", "excuse_last_trick"),
        ("TAR2", "misere_payers"),
        ("TAR3", "goulash_scoring"),
        ("TAR4", "deals"),
        ("TAR5", "misere_hand"),
        ("TAR7", "excuse_unpaid"),
    ):
        assert decisions[did]["option"] == opt and decisions[did]["rule_ids"]
    ids = rules_ids()
    assert "tarot.play.in-turn" in ids and "tarot.match.target" in ids
    for r in tapisvert.rules("tarot"):
        d = r.to_dict()
        assert d["paragraphs"] or d["decision"]
        assert all(1 <= p <= 109 for p in d["paragraphs"])


@pytest.mark.parametrize("n,size,chien", [(3, 24, 6), (4, 18, 6), (5, 15, 3)])
def test_pack_and_deal_sizes(n, size, chien):
    for seed in range(5):
        st = tapisvert.new_game("tarot", players=n, seed=seed)
        cards = st.all_cards()
        assert sorted(cards) == sorted(PACK) and len(cards) == 78
        if st.observation(0)["phase"] == "hand-over":
            continue  # Petit sec
        assert st.observation(0)["hand_sizes"] == [size] * n
        assert len(st.chien) == chien


def test_card_values_total_91():
    from tapisvert.games.tarot.pack import BOUTS, HP

    assert sum(HP[c] for c in PACK) == 182
    assert {C.name(c) for c in BOUTS} == {"1", "21", "EX"}
    assert HP[C.card("KH")] == 9 and HP[C.card("QH")] == 7 and HP[C.card("NH")] == 5
    assert HP[C.card("JH")] == 3 and HP[C.card("TH")] == 1 and HP[C.card("AH")] == 1
    assert HP[C.card("1")] == HP[C.card("21")] == HP[C.card("EX")] == 9 and HP[C.card("2")] == 1


def test_chien_never_first_or_last_card():
    # The chien is dealt between packets, never the pack's first or last card: every hand
    # receives whole packets, so the last packet dealt is complete.
    for seed in range(30):
        st = tapisvert.new_game("tarot", players=4, seed=seed)
        assert len(st.chien) == 6


def test_first_dealer_drawn_and_rotation():
    st = tapisvert.new_game("tarot", players=4, seed=11, deals=3)
    d0 = st.dealer
    assert "drew lowest and deals first" in st.observation(0)["log"][0]["text"]
    while st.hand_number == 1:
        st.apply(st.legal_actions()[0])
    assert st.dealer == (d0 + 1) % 4


# ------------------------------------------------------------------ legal cards


def test_follow_suit_need_not_beat():
    assert legal({"players": 4, "trick": ["KH"], "hand": ["2H", "TH", "5S", "21"]}) == ["2H", "TH"]


def test_follow_suit_excuse_always_allowed():
    assert legal({"players": 4, "trick": ["KH"], "hand": ["2H", "EX", "5S", "21"]}) == ["2H", "EX"]


def test_void_must_trump():
    assert legal({"players": 4, "trick": ["KH"], "hand": ["5S", "3", "21"]}) == ["21", "3"]


def test_overtrump_over_anyone_even_partner():
    # seat 2 is the leader's partner in the defence: still must overtrump the 10
    assert legal(
        {"players": 4, "leader": 0, "taker": 3, "trick": ["KH", "10"], "hand": ["5S", "3", "12", "EX"]}
    ) == ["12", "EX"]


def test_undertrump_when_unable():
    assert legal({"players": 4, "trick": ["KH", "18"], "hand": ["5S", "3", "12"]}) == ["12", "3"]


def test_trump_led_must_overtrump_else_any_trump():
    assert legal({"players": 4, "trick": ["7"], "hand": ["5", "9", "KS"]}) == ["9"]
    assert legal({"players": 4, "trick": ["17"], "hand": ["5", "9", "KS"]}) == ["5", "9"]


def test_no_suit_no_trump_any_card():
    assert legal({"players": 4, "trick": ["KH"], "hand": ["5S", "QC", "EX"]}) == ["5S", "EX", "QC"]


def test_excuse_led_next_card_sets_the_suit():
    assert legal({"players": 4, "trick": ["EX"], "hand": ["5S", "QC", "4"]}) == ["4", "5S", "QC"]
    assert legal({"players": 4, "trick": ["EX", "5S"], "hand": ["2S", "QC", "4"]}) == ["2S"]


def test_trick_winner():
    tw = lambda t, n=4: tapisvert.trick_winner("tarot", {"players": n, "trick": t})
    assert tw(["5H", "KH", "2", "QH"]) == 2
    assert tw(["5H", "KH", "AH", "QS"]) == 1
    assert tw(["EX", "5H", "9H", "KS"]) == 2
    assert tw(["3", "21", "EX", "20"]) == 1
    assert tw(["AH", "2H", "3H"], 3) == 2  # the 1 (ace) is the lowest
    assert tw(["NH", "JH", "QH", "TH", "KH"], 5) == 4


def test_five_players_opening_lead_not_in_called_suit():
    pos = {"players": 5, "first_trick": True, "called": "KH", "hand": ["2H", "5H", "3S", "7", "EX"]}
    assert legal(pos) == ["3S", "7", "EX"]
    st = tapisvert.from_position("tarot", pos)
    assert illegal(st, "2H") == "tarot.call.first-lead"
    pos["hand"] = ["2H", "KH", "3S"]
    assert legal(pos) == ["3S", "KH"]  # the called card itself may be led
    pos["hand"] = ["2H", "5H"]
    assert legal(pos) == ["2H", "5H"]  # TAR6 fallback
    pos.update(first_trick=False, hand=["2H", "5H", "3S"])
    assert legal(pos) == ["2H", "3S", "5H"]  # later leads are free
    with pytest.raises(ValueError):
        tapisvert.from_position("tarot", {"players": 4, "called": "KH", "hand": ["2H"]})


def test_illegal_card_names_the_rule():
    st = tapisvert.from_position("tarot", {"players": 4, "trick": ["KH"], "hand": ["2H", "5S"]})
    assert illegal(st, "5S") == "tarot.play.follow-suit"
    assert illegal(st, "9D") == "tarot.play.from-hand"
    st = tapisvert.from_position("tarot", {"players": 4, "trick": ["KH", "12"], "hand": ["5S", "3", "15"]})
    assert illegal(st, "3") == "tarot.play.overtrump"
    assert illegal(st, "5S") == "tarot.play.must-trump"  # the duty to trump forbids a plain card (issue 40)


def test_position_bad_input():
    for bad in (
        {"players": 6, "hand": ["2H"]},
        {"players": 4, "trump": "H", "hand": ["2H"]},
        {"players": 4, "hand": []},
        {"players": 4, "hand": ["2H", "2H"]},
        {"players": 4, "trick": ["KH", "QH", "NH", "JH"], "hand": ["2H"]},
        {"players": 4, "hand": ["ZZ"]},
        {"players": 4, "wat": 1, "hand": ["2H"]},
    ):
        with pytest.raises(ValueError):
            tapisvert.from_position("tarot", bad)


# ------------------------------------------------------------------ dealing, bidding


def deal4(hands, chien, dealer=3):
    return {"dealer": dealer, "hands": hands, "chien": chien}


def simple_deal(n=4, dealer=None):
    """A legal explicit deal: cards dealt round in order (no Petit sec: the Petit and the Excuse
    go to the same hand)."""
    size, chien = {3: (24, 6), 4: (18, 6), 5: (15, 3)}[n]
    cards = ALL[:]
    rng = random.Random(n)
    rng.shuffle(cards)
    cards.remove("1")
    cards.remove("EX")
    hands = [cards[i * size : (i + 1) * size] for i in range(n)]
    rest = cards[n * size :]
    hands[0][0:2], rest = ["1", "EX"], rest + hands[0][0:2]
    return {"dealer": n - 1 if dealer is None else dealer, "hands": hands, "chien": rest[:chien]}


def test_petit_sec_cancels_the_deal():
    d = simple_deal(4)
    # give seat 1 the Petit as its only trump, no Excuse
    pool = [c for h in d["hands"] for c in h] + d["chien"]
    suits = [c for c in pool if not c.isdigit() and c != "EX"]
    others = [c for c in pool if c.isdigit() or c == "EX"]
    others.remove("1")
    hand1 = ["1"] + suits[:17]
    rest = suits[17:] + others
    hands = [rest[0:18], hand1, rest[18:36], rest[36:54]]
    st = new(4, {"dealer": 3, "hands": hands, "chien": rest[54:60]})
    obs = st.observation(0)
    assert obs["phase"] == "hand-over" and obs["current_player"] == 0
    assert (
        "Petit sec" in st.observation(0)["hand_results"][-1]["text"]
        and st.hand_results[-1]["points"] == [0] * 4
    )
    assert illegal(st, "prise") == "tarot.deal.rotation"
    st.apply("deal")
    assert st.dealer == 0 and st.deals_scored == 0


def test_bidding_once_each_and_higher_only():
    st = new(4, simple_deal(4))
    assert st.current_player == 0
    assert st.legal_actions() == ["pass", "prise", "garde", "garde-sans", "garde-contre"]
    st.apply("garde")
    assert st.legal_actions() == ["pass", "garde-sans", "garde-contre"]
    assert illegal(st, "prise") == "tarot.bid.order"
    st.apply("pass")
    st.apply("garde-sans")
    st.apply("pass")
    obs = st.observation(1)
    assert obs["extra"]["taker"] == 2 and obs["extra"]["contract"] == "garde-sans"
    assert obs["phase"] == "chelem" and obs["teams"] == [[2], [0, 1, 3]]


def test_garde_contre_ends_the_bidding():
    st = new(4, simple_deal(4))
    st.apply("pass")
    st.apply("garde-contre")
    assert st.observation(0)["phase"] == "chelem" and len(st.observation(0)["extra"]["bids"]) == 2


def test_all_pass_redeal_and_goulash():
    st = new(4, simple_deal(4))
    for _ in range(4):
        st.apply("pass")
    assert st.observation(0)["phase"] == "hand-over"
    assert st.observation(0)["hand_results"][-1]["text"].startswith("All pass")
    g = new(4, simple_deal(4), goulash=True)
    for _ in range(4):
        g.apply("pass")
    obs = g.observation(0)
    assert obs["phase"] == "play" and obs["extra"]["goulash"] and obs["teams"] is None
    assert obs["extra"]["chien"] is None and len(g.chien) == 6
    assert not any(a.startswith("poignee") or a == "chelem" for a in g.legal_actions())


# ------------------------------------------------------------------ the call (5 players)


def five_deal_with_kings(holder_of_all_kings=None):
    d = simple_deal(5)
    if holder_of_all_kings is None:
        return d
    kings = ["KS", "KH", "KD", "KC"]
    hands = [[c for c in h if c not in kings] for h in d["hands"]]
    chien = [c for c in d["chien"] if c not in kings]
    # move 4 non-king cards out of the holder's hand to make room
    h = hands[holder_of_all_kings]
    pool = []
    while len(h) > 11:
        for c in h:
            if c not in ("1", "EX"):
                h.remove(c)
                pool.append(c)
                break
    h += kings
    for hh in hands:
        while len(hh) < 15:
            hh.append(pool.pop())
    while len(chien) < 3:
        chien.append(pool.pop())
    assert not pool
    return {"dealer": d["dealer"], "hands": hands, "chien": chien}


def test_call_a_king_or_a_queen_with_all_kings():
    st = new(5, five_deal_with_kings())
    st.apply("prise")
    for _ in range(4):
        st.apply("pass")
    assert st.observation(0)["phase"] == "call"
    assert st.legal_actions() == ["call:KS", "call:KH", "call:KD", "call:KC"]
    assert illegal(st, "call:QH") == "tarot.call.king"
    st2 = new(5, five_deal_with_kings(0))
    st2.apply("garde")
    for _ in range(4):
        st2.apply("pass")
    assert sorted(st2.legal_actions()) == sorted(
        ["call:KS", "call:KH", "call:KD", "call:KC", "call:QS", "call:QH", "call:QD", "call:QC"]
    )


def test_called_partner_secret_until_played():
    d = simple_deal(5)
    st = new(5, d)
    st.apply("garde-sans")
    for _ in range(4):
        st.apply("pass")
    king = next(k for k in ("KS", "KH", "KD", "KC") if k not in d["hands"][0] and k not in d["chien"])
    holder = next(s for s, h in enumerate(d["hands"]) if king in h)
    st.apply("call:" + king)
    other = next(s for s in range(1, 5) if s != holder)
    assert st.observation(other)["teams"] is None and st.observation(other)["extra"]["partner"] is None
    assert st.observation(0)["extra"]["partner"] is None  # the taker does not know either
    assert st.observation(holder)["extra"]["partner"] == holder
    assert st.observation(holder)["teams"][0] == sorted({0, holder})
    st.apply("no-chelem")
    rng = random.Random(0)
    while king in st.observation(holder)["hand"]:
        acts = st.legal_actions()
        if st.current_player == holder and king in acts:
            st.apply(king)
        else:
            st.apply(rng.choice([a for a in acts if a != king] or acts))
    # once played, everybody knows the partner
    for s in range(5):
        assert st.observation(s)["extra"]["partner"] == holder
        assert st.observation(s)["teams"][0] == sorted({0, holder})


def test_shares_five_players_partner_and_alone():
    assert shares(5, 50, 0, 3) == [100, -50, -50, 50, -50]
    assert shares(5, 50, 2, 2) == [-50, -50, 200, -50, -50]
    assert shares(4, -30, 1) == [30, -90, 30, 30]
    assert shares(3, 40, 2) == [-40, -40, 80]
    for n, p in ((3, -1), (4, -1), (5, 1), (5, 0)):
        assert sum(shares(n, 77, 0, p)) == 0


# ------------------------------------------------------------------ chien and discard


def taker_deal_for_discard():
    """Seat 0: 4 kings, 16 trumps (1-16) → only 'plain' cards are discardable first, trumps only
    when unavoidable. Chien: six low cards."""
    hand0 = ["KS", "KH", "KD", "KC"] + [str(i) for i in range(1, 15)]
    rest = [c for c in ALL if c not in hand0]
    chien = ["2S", "3S", "15", "16", "EX", "AH"]
    rest = [c for c in rest if c not in chien]
    return {"dealer": 3, "hands": [hand0, rest[0:18], rest[18:36], rest[36:54]], "chien": chien}


def test_chien_shown_and_discard_rules():
    st = new(4, taker_deal_for_discard())
    st.apply("garde")
    for _ in range(3):
        st.apply("pass")
    obs1 = st.observation(1)
    assert obs1["phase"] == "discard" and sorted(obs1["extra"]["chien"]) == sorted(
        ["2S", "3S", "15", "16", "EX", "AH"]
    )
    assert len(st.observation(0)["hand"]) == 24
    # plain non-king cards: 2S 3S AH = 3 < 6 → trumps allowed, but never a king or a bout
    acts = st.legal_actions()
    assert all(a.startswith("discard:") for a in acts)
    assert "discard:KS" not in acts and "discard:1" not in acts and "discard:EX" not in acts
    assert "discard:2" in acts
    assert illegal(st, "discard:KS") == "tarot.chien.discard-no-king-bout"
    assert illegal(st, "discard:1") == "tarot.chien.discard-no-king-bout"
    st.apply("discard:2S")
    st.apply("discard:3S")
    st.apply("discard:AH")
    st.apply("discard:2")
    # the trump is shown to everybody; the suit cards are seen by the taker only
    assert st.observation(2)["extra"]["discard"] == ["2"]
    assert sorted(st.observation(0)["extra"]["discard"]) == sorted(["2S", "3S", "AH", "2"])
    texts = [e["text"] for e in st.observation(2)["log"]]
    assert "North discards a card" in texts and any("discards trump 2 and shows it" in t for t in texts)
    st.apply("discard:3")
    st.apply("discard:4")
    assert st.observation(0)["phase"] == "chelem"


def test_discard_trump_only_when_unavoidable():
    d = simple_deal(4)
    st = new(4, d)
    st.apply("prise")
    for _ in range(3):
        st.apply("pass")
    acts = st.legal_actions()
    hand = st.observation(0)["hand"]
    plain = [c for c in hand if not c.isdigit() and c != "EX" and not c.startswith("K")]
    if len(plain) >= 6:
        assert sorted(a[8:] for a in acts) == sorted(plain)
        trump = next(c for c in hand if c.isdigit() and c not in ("1", "21"))
        assert illegal(st, "discard:" + trump) == "tarot.chien.discard-trumps"


def test_garde_sans_and_contre_chien_unseen():
    for contract in ("garde-sans", "garde-contre"):
        st = new(4, simple_deal(4))
        st.apply(contract)
        while st.observation(0)["phase"] == "bidding":
            st.apply("pass")
        for s in range(4):
            assert st.observation(s)["extra"]["chien"] is None
        assert st.observation(0)["phase"] == "chelem"
        assert len(st.observation(0)["hand"]) == 18


# ------------------------------------------------------------------ declarations


def poignee_deal(trumps_for_seat1, excuse=False):
    """Seat 1 holds the given trumps (plus the Excuse if asked); seat 0 holds the Petit."""
    t1 = list(trumps_for_seat1) + (["EX"] if excuse else [])
    rest = [c for c in ALL if c not in t1]
    suits = [c for c in rest if not c.isdigit() and c != "EX"]
    others = [c for c in rest if c not in suits]
    hand1 = t1 + suits[: 18 - len(t1)]
    suits = suits[18 - len(t1) :]
    pool = others + suits
    # seat 0 gets the Petit and a trump so that nobody has a Petit sec
    hands = [pool[0:18], hand1, pool[18:36], pool[36:54]]
    return {"dealer": 3, "hands": hands, "chien": pool[54:60]}


def start_play(st, bid="prise"):
    st.apply(bid)
    while st.observation(0)["phase"] == "bidding":
        st.apply("pass")
    while st.observation(0)["phase"] == "discard":
        st.apply(st.legal_actions()[0])
    st.apply("no-chelem")


def test_poignee_exact_threshold_with_hiding():
    st = new(4, poignee_deal([str(i) for i in range(2, 14)]))  # 12 trumps
    start_play(st)
    st.apply(st.legal_actions()[0])  # seat 0 leads
    acts = st.legal_actions()
    assert "poignee:simple" in acts and "poignee:double" not in acts
    st.apply("poignee:simple")
    assert st.observation(1)["phase"] == "poignee" and st.observation(1)["extra"]["hiding"]["need"] == 2
    assert illegal(st, "5S") == "tarot.play.phase"
    st.apply("hide:2")
    st.apply("hide:3")
    p = st.observation(3)["extra"]["poignees"][0]
    assert p["seat"] == 1 and p["level"] == "simple" and len(p["cards"]) == 10
    assert p["cards"] == [str(i) for i in range(13, 3, -1)]  # shown in descending order
    assert not any(a.startswith("poignee") for a in st.legal_actions())
    # the hidden choice is private
    assert "East keeps a trump hidden" in [e["text"] for e in st.observation(0)["log"]]


def test_poignee_excuse_stands_in_for_one_missing_trump_only():
    st = new(4, poignee_deal([str(i) for i in range(2, 11)], excuse=True))  # 9 trumps + EX
    start_play(st)
    st.apply(st.legal_actions()[0])
    assert "poignee:simple" in st.legal_actions()
    st.apply("poignee:simple")
    p = st.observation(2)["extra"]["poignees"][0]
    assert p["cards"][-1] == "EX" and len(p["cards"]) == 10
    st2 = new(4, poignee_deal([str(i) for i in range(2, 10)], excuse=True))  # 8 trumps + EX
    start_play(st2)
    st2.apply(st2.legal_actions()[0])
    assert not any(a.startswith("poignee") for a in st2.legal_actions())
    assert illegal(st2, "poignee:simple") == "tarot.poignee.thresholds"


def test_poignee_only_before_first_card():
    st = new(4, poignee_deal([str(i) for i in range(2, 12)]))  # 10 trumps
    start_play(st)
    st.apply(st.legal_actions()[0])
    card = next(a for a in st.legal_actions() if not a.startswith("poignee"))
    st.apply(card)  # plays without declaring
    while st.current_player != 1:
        st.apply(st.legal_actions()[0])
    assert illegal(st, "poignee:simple") == "tarot.poignee.when"


def test_chelem_announced_taker_leads():
    st = new(4, simple_deal(4))
    st.apply("pass")
    st.apply("garde-sans")
    st.apply("pass")
    st.apply("pass")
    assert st.legal_actions() == ["chelem", "no-chelem"]
    st.apply("chelem")
    assert st.current_player == 1 and st.observation(0)["extra"]["chelem_announced"]


# ------------------------------------------------------------------ scoring formula


def test_marque_hand_computed():
    # Garde (×2), 49 points with 1 bout: target 51, failed by 2 → M = −(25 + 2) × 2 = −54
    m = marque(4, 1, 98, 1)
    assert (m["target"], m["made"], m["margin"], m["per_defender"]) == (51, False, 2, -54)
    assert shares(4, m["per_defender"], 0) == [-162, 54, 54, 54]
    # juste fait: 41 with 2 bouts, Prise → 25
    assert marque(4, 0, 82, 2)["per_defender"] == 25
    # 3 players, half points (FFT §15): 40½ with 2 bouts → 40, failed by 1; 41½ → 42, made by 1
    assert marque(3, 0, 81, 2)["per_defender"] == -26
    assert marque(3, 0, 83, 2)["per_defender"] == 26
    # Garde sans, the defence takes the Petit au bout, contract made by 10 with 3 bouts:
    # (25 + 10) × 4 − 40 = 100
    assert marque(4, 2, 92, 3, pab=1)["per_defender"] == 100
    # Prise made by 5 with the taker's Petit au bout and a defender's simple poignée: 30 + 10 + 20
    assert marque(4, 0, 112, 1, pab=0, poignees=20)["per_defender"] == 60
    # the same poignée when the contract fails goes to the defence: −(25 + 5) − 20
    assert marque(4, 0, 92, 1, poignees=20)["per_defender"] == -50
    # Garde contre failed by 30 with 0 bouts: −(55 × 6) = −330
    assert marque(4, 3, 52, 0)["per_defender"] == -330
    # chelem terms, not multiplied
    assert marque(4, 0, 182, 3, announced=True, taker_all=True)["per_defender"] == 25 + 55 + 400
    assert marque(4, 0, 182, 3, taker_all=True)["chelem_points"] == 200
    assert marque(4, 0, 100, 2, announced=True)["chelem_points"] == -200
    assert marque(4, 0, 0, 0, defence_all=True)["chelem_points"] == -200


def test_worked_example_numbers():
    """docs/games/tarot/examples.md, "A whole deal scored": Garde, 47 points with 2 bouts, the
    defence takes the Petit au bout, a defender's simple poignée."""
    m = marque(4, 1, 94, 2, pab=1, poignees=20)
    assert (m["target"], m["margin"], m["base"], m["petit_au_bout_points"], m["poignee_points"]) == (
        41,
        6,
        62,
        -20,
        20,
    )
    assert m["per_defender"] == 62
    assert shares(4, 62, 1) == [-62, 186, -62, -62]
    assert shares(5, 62, 1, 3) == [-62, 124, -62, 62, -62]
    assert shares(5, 62, 1, 1)[1] == 248
    assert marque(3, 1, 81, 2)["per_defender"] == -52 and marque(3, 1, 83, 2)["per_defender"] == 52


def test_action_labels_for_the_table():
    st = tapisvert.new_game("tarot", players=5, seed=1)
    assert st.action_label("garde-sans") == "Garde sans le chien (×4)"
    assert st.action_label("call:KH") == "Call the king of hearts"
    assert st.action_label("poignee:simple") == "Show a simple poignée (8 trumps, 20 points)"


def test_full_deal_chelem_with_excuse_led_last_and_petit_penultimate():
    """3 players: seat 0 holds every trump, the Excuse and two kings; Garde sans, chelem announced.
    Leads 21 … 2, KS, KH, the Petit (second-to-last trick), then the Excuse: it wins the last trick,
    the Petit counts au bout.  91 points, 3 bouts: (25 + 55) × 4 + 40 + 400 = 760 per defender."""
    hand0 = TRUMPS + ["EX", "KS", "KH"]
    rest = [c for c in ALL if c not in hand0]
    d = {"dealer": 2, "hands": [hand0, rest[:24], rest[24:48]], "chien": rest[48:54]}
    st = new(3, d)
    st.apply("garde-sans")
    st.apply("pass")
    st.apply("pass")
    st.apply("chelem")
    for lead in [str(i) for i in range(21, 1, -1)] + ["KS", "KH", "1", "EX"]:
        assert st.current_player == 0
        st.apply(lead)
        for _ in range(2):
            st.apply(st.legal_actions()[0])
    res = st.hand_results[-1]
    det = res["detail"]
    assert det["card_points"] == 91 and det["bouts"] == 3 and det["made"]
    assert det["petit_au_bout"] == "taker" and det["chelem"] == "announced and made"
    assert det["per_defender"] == 760 and res["points"] == [1520, -760, -760]


def test_excuse_exchange_deferred_then_paid():
    """Seat 0 (taker) leads the Excuse into a trick the defence wins while his side has no trick:
    the half-point card is handed over when he wins the next trick."""
    pos = {
        "players": 4,
        "dealer": 3,
        "leader": 0,
        "taker": 0,
        "hand": ["EX", "21"],
        "hands": {"1": ["2S", "3S"], "2": ["4S", "5S"], "3": ["6S", "KS"]},
    }
    st = tapisvert.from_position("tarot", pos)
    for a in ("EX", "2S", "4S", "KS"):
        st.apply(a)
    assert st.owe == [(0, 1)] and st.won[0] == [C.card("EX")]
    for a in ("6S", "21", "3S", "5S"):
        st.apply(a)
    det = st.hand_results[-1]["detail"]
    # taker keeps EX, 21, 3S, 5S after handing over the 6S: 4.5 + 4.5 + 0.5 + 0.5 = 10
    assert det["card_points"] == 10 and det["bouts"] == 2 and not det["made"]


def test_excuse_in_last_trick_switches_sides_or_goes_to_trick_winner():
    pos = {
        "players": 4,
        "dealer": 3,
        "leader": 1,
        "taker": 0,
        "hand": ["KS"],
        "hands": {"0": ["2S"], "2": ["EX"], "3": ["3S"]},
    }
    # seat 2 (defence) plays the Excuse to the last trick, seat 1 (defence) wins it
    st = tapisvert.from_position("tarot", pos)
    for a in ("KS", "EX", "3S", "2S"):
        st.apply(a)
    assert C.card("EX") in st.won[0]  # TAR1 default (¶51 'it switches sides'): the taker's
    st = tapisvert.from_position("tarot", dict(pos, options={"excuse_last_trick": "to-trick-winner"}))
    for a in ("KS", "EX", "3S", "2S"):
        st.apply(a)
    assert C.card("EX") in st.won[1]  # the club rule: with the trick, to its winner


def test_petit_au_bout_to_the_side_winning_the_last_trick():
    pos = {
        "players": 4,
        "dealer": 3,
        "leader": 0,
        "taker": 0,
        "hand": ["1"],
        "hands": {"1": ["5"], "2": ["2S"], "3": ["3S"]},
    }
    st = tapisvert.from_position("tarot", pos)
    for a in ("1", "5", "2S", "3S"):
        st.apply(a)
    det = st.hand_results[-1]["detail"]
    assert det["petit_au_bout"] == "defence" and det["petit_au_bout_points"] == -10


# ------------------------------------------------------------------ variants


def misere_deal():
    """Seat 1: no trump, no Excuse (misère d'atout); seat 2: no face card and no bout."""
    faces = [c for c in ALL if c[0] in "KQNJ" and len(c) == 2]
    lows = [c for c in ALL if c[0] not in "KQNJ" and not c.isdigit() and c != "EX"]
    trumps = TRUMPS + ["EX"]
    hand1 = faces[:10] + lows[:8]
    hand2 = [t for t in trumps if t not in ("1", "21", "EX")][:9] + lows[8:17]
    used = set(hand1 + hand2)
    rest = [c for c in ALL if c not in used]
    return {"dealer": 3, "hands": [rest[:18], hand1, hand2, rest[18:36]], "chien": rest[36:42]}


def test_miseres_announced_and_paid_by_every_other_player():
    st = new(4, misere_deal(), miseres=True)
    start_play(st)
    st.apply(next(a for a in st.legal_actions() if not a.startswith(("misere", "poignee"))))
    assert "misere:atout" in st.legal_actions() and "misere:honneurs" not in st.legal_actions()
    st.apply("misere:atout")
    st.apply(next(a for a in st.legal_actions() if not a.startswith(("misere", "poignee"))))
    assert "misere:honneurs" in st.legal_actions()
    st.apply("misere:honneurs")
    while st.hand_number == 1 and st.deals_scored == 0:
        st.apply(next(a for a in st.legal_actions() if not a.startswith(("misere", "poignee"))))
    det = st.hand_results[-1]["detail"]
    assert det["misere_points"] == [-20, 20, 20, -20]
    assert sum(st.hand_results[-1]["points"]) == 0
    off = new(4, misere_deal())
    start_play(off)
    off.apply(off.legal_actions()[0])
    assert illegal(off, "misere:atout") == "tarot.misere.kinds"


def test_misere_single_payer_switch():
    st = new(4, misere_deal(), miseres=True, misere_payers="single")
    start_play(st)
    st.apply(next(a for a in st.legal_actions() if not a.startswith(("misere", "poignee"))))
    st.apply("misere:atout")
    while st.deals_scored == 0:
        st.apply(next(a for a in st.legal_actions() if not a.startswith(("misere", "poignee"))))
    assert st.hand_results[-1]["detail"]["misere_points"] == [0, 10, 0, 0]


def test_goulash_scoring_and_excuse_wins_last_trick():
    g = new(4, simple_deal(4), goulash=True)
    for _ in range(4):
        g.apply("pass")
    while g.deals_scored == 0:
        g.apply(
            g.legal_actions()[-1]
            if g.legal_actions()[-1] != "EX"
            or g.observation(g.current_player)["hand_sizes"][g.current_player] == 1
            else g.legal_actions()[0]
        )
    res = g.hand_results[-1]
    p = res["detail"]["counted_points"]
    assert res["points"] == [sum(p) - 4 * x for x in p] and sum(res["points"]) == 0
    assert res["detail"]["card_points"] and sum(res["detail"]["card_points"]) <= 91
    # the Excuse played to the last trick wins it in Goulash
    pos = {"players": 4, "leader": 0, "hand": ["KS"], "hands": {"1": ["EX"], "2": ["2S"], "3": ["3S"]}}
    st = tapisvert.from_position("tarot", pos)
    st.goulash_deal = True
    st.side_of = [0, 1, 2, 3]
    st.won = [[], list(st.won[1]), [], []]
    st.tricks_side = [0, st.tricks_done, 0, 0]
    for a in ("KS", "EX", "2S", "3S"):
        st.apply(a)
    assert st.last_trick[2] == 1


# ------------------------------------------------------------------ match, input, records


def test_match_length_and_winner():
    st = tapisvert.new_game("tarot", players=3, seed=4, deals=2)
    rng = random.Random(2)
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    assert st.deals_scored == 2 and st.observation(0)["phase"] == "match-over"
    assert st.winners == [i for i in range(3) if st.scores[i] == max(st.scores)]
    assert sum(st.scores) == 0
    assert illegal(st, "deal") == "tarot.match.target"
    st = tapisvert.new_game("tarot", players=5, seed=4)
    assert st.deals_target == 10


def test_bad_input():
    for kw in (
        {"players": 2},
        {"players": 6},
        {"players": 4, "goulash": "yes"},
        {"players": 4, "colour": 1},
        {"players": 4, "deals": -1},
        {"players": 4, "deal": {"dealer": 0, "hands": [[]] * 4}},
        {"players": 4, "deal": {"hands": [ALL[:18]] * 4, "chien": ALL[72:]}},
    ):
        with pytest.raises(ValueError):
            tapisvert.new_game("tarot", seed=1, **kw)
    st = tapisvert.new_game("tarot", players=4, seed=1)
    bad: Any
    for bad in ("KZ", "poignee:quadruple", "call:", 5):
        with pytest.raises(ValueError):
            st.apply(bad)


def test_record_round_trip_and_illegal_keeps_state():
    st = tapisvert.new_game("tarot", players=5, seed=9, miseres=True)
    rng = random.Random(3)
    for _ in range(60):
        st.apply(rng.choice(st.legal_actions()))
    rec = st.to_json()
    assert tapisvert.load(rec).to_json() == rec
    before = json.dumps(st.observation(0), sort_keys=True)
    with pytest.raises(IllegalAction):
        st.apply("garde-contre")
    assert json.dumps(st.observation(0), sort_keys=True) == before


def test_bridge_play():
    from tapisvert import bridge

    r = json.loads(
        bridge.call(json.dumps({"op": "new", "game": "tarot", "players": 5, "seed": 3, "humans": [0]}))
    )
    assert r["ok"] and r["view"]["game"] == "tarot"


def _seat2_takes_the_chien(**opts):
    """Seat 2 (no face card, no bout as dealt) takes a Prise; the chien gives him 21 and the Excuse."""
    st = new(4, misere_deal(), miseres=True, **opts)
    for a in ("pass", "pass", "prise", "pass"):
        st.apply(a)
    while st.observation(0)["phase"] == "discard":
        st.apply(st.legal_actions()[0])
    st.apply("no-chelem")
    for _ in range(2):  # seats 0 and 1 play their first cards
        st.apply(next(a for a in st.legal_actions() if not a.startswith(("misere", "poignee"))))
    assert st.current_player == 2
    return st


def test_misere_judged_on_the_hand_as_dealt_or_after_the_discard():
    """TAR5: by default the taker's misère is judged on his cards as dealt; the switch
    misere_hand='after-discard' judges the hand he plays, which now holds two bouts."""
    assert "misere:honneurs" in _seat2_takes_the_chien().legal_actions()
    st = _seat2_takes_the_chien(misere_hand="after-discard")
    assert "misere:honneurs" not in st.legal_actions()
    assert illegal(st, "misere:honneurs") == "tarot.misere.kinds"


def _excuse_never_paid(**opts):
    """The taker leads the Excuse into a trick the defence wins and never wins a trick himself."""
    pos = {
        "players": 4,
        "dealer": 3,
        "leader": 0,
        "taker": 0,
        "hand": ["EX", "3S"],
        "hands": {"1": ["2S", "5S"], "2": ["4S", "7S"], "3": ["KS", "6S"]},
        "options": opts,
    }
    st = tapisvert.from_position("tarot", pos)
    for a in ("EX", "2S", "4S", "KS", "6S", "3S", "5S", "7S"):
        st.apply(a)
    return st.hand_results[-1]["detail"]


def test_unpaid_excuse_exchange_half_point_or_excuse_lost():
    det = _excuse_never_paid()
    assert det["card_points"] == 4 and det["bouts"] == 1  # TAR7: 4½ less the half point
    det = _excuse_never_paid(excuse_unpaid="excuse-lost")
    assert det["card_points"] == 0 and det["bouts"] == 0  # the Excuse changes sides
