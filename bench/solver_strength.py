"""What the exact solver adds to the Standard bot (a study, not a test; issue 38 §4).

The Standard bot (``tapisvert.search.pimc_action``) values each candidate in each sampled world
by a rollout, or, once the decision is within the game's last tricks (``endgame_tricks``; else
three on a table of two opposed sides, two otherwise), by ``tapisvert.solver``'s exact value.
``endgame=0`` turns the exact values off: the rollout-only PIMC.  This script plays the two on
duplicate deals, in every game and player count the archive's bots play:

* arm ``with``:    ``pimc_action(..., endgame=None)`` (today's bot);
* arm ``without``: ``pimc_action(..., endgame=0)``.

Both arms search a fixed number of worlds per decision (``--worlds``; no deadline, the
dominance stop kept) with the Standard bot's node limit per solved world
(``search.ENDGAME_NODES``), so that the result does not depend on the machine's load and a run
is reproducible move for move.

Duplicate deals: for each deal, the hand is played with every seat's bot of the table's arm
(``--table``: ``without``, the earlier bots, or ``with``, today's), each seat drawing its
search's random numbers from its own stream; then, for each seat, the same deal is played with
that seat's bot switched to the other arm.  The two arms make the same moves until the seat's
first decision where the exact values apply (same worlds, same random numbers), so the second
hand is played on from a copy of the first taken there (state and every seat's random stream;
``--check N`` replays N deals from the deal instead and asserts the same points).  A seat's
margin is its points (the game's own points for the hand) with the solver minus without; a
deal's margin is the mean over its seats; the script reports the mean over deals and its
standard error, and writes bench/results/solver_strength.json.

    python bench/solver_strength.py [--deals 24] [--worlds 40] [--table without|with|both]
                                    [--games tarot,...] [--configs none|tarot:5,triomphe:4:form=team]
                                    [--check 2] [--magmacrunch 24] [--out solver_strength.json]
    python bench/solver_strength.py --deeper 5 --configs triomphe:2,... --magmacrunch 0

``--deeper N`` asks another question: does the Standard bot gain by solving its worlds exactly
from further back (whenever at most N tricks are left) than today's bot (its game's last tricks)?
Arm ``with`` is then the deeper bot, arm ``without`` today's; bench/results/solver_strength_deeper.json.

``--magmacrunch N`` (24 by default, 0 for none) also plays N 4-player Tarot deals of this
engine's bots against magmacrunch-tarot's computer players (see ``run_magmacrunch``).
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from typing import Any

import tapisvert
import tapisvert.bots
from tapisvert import capabilities as K, search as S, solver as E

HERE = os.path.dirname(os.path.abspath(__file__))
SEED0 = 30_000

# Every game and player count the bots play (Emprunt has no trick count: no exact values there,
# its margin is zero by construction and measured anyway).
CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("briscan", 2, {}),
    ("brisque", 2, {}),
    ("francion", 3, {}),
    ("francion", 4, {}),
    ("triomphe", 2, {}),
    ("triomphe", 3, {}),
    ("triomphe", 4, {}),
    ("triomphe", 4, {"form": "team"}),
    ("tarot", 3, {}),
    ("tarot", 4, {}),
    ("tarot", 5, {}),
    ("emprunt", 4, {}),
]

ARMS: dict[str, dict[str, Any]] = {"with": {"endgame": None}, "without": {"endgame": 0}}
#: ``--deeper N``: arm "with" solves whenever at most N tricks are left, arm "without" is today's
#: bot (its game's last tricks): does solving deeper than today help? (None: the plain study.)
DEEPER: int | None = None
COST = ("cpu_s", "decisions", "worlds", "solved", "exact_cpu_s", "exact_decisions")


def exact_here(st) -> bool:
    """True when the Standard bot's decision in ``st`` uses exact values (pimc_values' test)."""
    if len(st.legal_codes()) == 1:
        return False
    endgame = K.declared(st).endgame_tricks
    if endgame is None:
        endgame = S.ENDGAME_TRICKS[E.sides_of(st) is not None]
    if DEEPER is not None:  # the arms part where the deeper one starts to solve
        endgame = max(endgame, DEEPER)
    left = K.tricks_left(st)
    return bool(endgame) and left is not None and left <= endgame


class Table:
    """One seat's arm against the table's arm; per-arm costs in ``cost``."""

    def __init__(self, worlds: int, cost: dict[str, dict[str, Any]]):
        self.worlds = worlds
        self.cost = cost

    def decide(self, st, rng, arm):
        info: dict[str, int] = {}
        exact = exact_here(st)
        c = time.process_time()
        a = S.pimc_action(
            st,
            rng,
            budget_s=1e9,  # never runs out: the number of worlds bounds the decision
            max_worlds=self.worlds,
            node_limit=S.ENDGAME_NODES,
            stats=info,
            **ARMS[arm],
        )
        k = self.cost[arm]
        k["cpu_s"] += time.process_time() - c
        k["decisions"] += 1
        if exact:  # the decisions where the arms differ (exact values, or rollouts)
            k["exact_cpu_s"] += time.process_time() - c
            k["exact_decisions"] += 1
        k["worlds"] += info["worlds"]
        k["solved"] += info["solved"]
        return a

    def play(self, st, rngs, arms, forks=None):
        """Play the hand to its score; ``forks`` (if given) receives each seat's first exact
        decision as (state copy, every stream's state)."""
        while st.hand_number == 1 and not st.is_over:
            seat = st.current_player
            if forks is not None and seat not in forks and exact_here(st):
                forks[seat] = (st.clone(), [r.getstate() for r in rngs])
            st.apply(self.decide(st, rngs[seat], arms[seat]))
        return st.hand_results[0]["points"]


def ms(seconds, n):
    return round(1000 * seconds / n, 2) if n else None


def streams(seed, players):
    return [random.Random(seed * 64 + seat) for seat in range(players)]


def run(game, players, options, deals, worlds, table, check=0):
    other = "with" if table == "without" else "without"
    cost = {a: {k: 0 for k in COST} for a in ARMS}
    t = Table(worlds, cost)
    per_deal: list[float] = []
    seat_margins: list[float] = []
    forked = 0
    t0 = time.perf_counter()
    for d in range(deals):
        seed = SEED0 + d
        st = tapisvert.new_game(game, players=players, seed=seed, **options)
        rngs = streams(seed, players)
        forks: dict[int, Any] = {}
        base = t.play(st, rngs, [table] * players, forks)
        m = []
        for seat in range(players):
            if seat not in forks:
                m.append(0.0)  # the two arms play the same hand
                continue
            forked += 1
            fst, states = forks[seat]
            frngs = [random.Random() for _ in range(players)]
            for r, s in zip(frngs, states, strict=True):
                r.setstate(s)
            arms = [table] * players
            arms[seat] = other
            pts = t.play(fst, frngs, arms)
            if d < check:  # the same hand from the deal: the copy must change nothing
                full = t.play(
                    tapisvert.new_game(game, players=players, seed=seed, **options),
                    streams(seed, players),
                    arms,
                )
                assert list(full) == list(pts), (game, players, seed, seat, full, pts)
            diff = pts[seat] - base[seat]
            m.append(diff if other == "with" else -diff)
        seat_margins.extend(m)
        per_deal.append(statistics.mean(m))
    se = statistics.stdev(per_deal) / len(per_deal) ** 0.5 if len(per_deal) > 1 else float("nan")
    per = lambda a, k: round(cost[a][k] / cost[a]["decisions"], 4) if cost[a]["decisions"] else None
    return {
        "game": game,
        "players": players,
        "options": options,
        "table": table,
        "deals": deals,
        "seeds": [SEED0, SEED0 + deals - 1],
        "margin_mean": statistics.mean(per_deal),
        "margin_se": se,
        "deals_changed": sum(1 for x in per_deal if x),
        "seats_changed": sum(1 for x in seat_margins if x),
        "seats_with_exact_decisions": forked,
        "worlds_per_decision": {a: per(a, "worlds") for a in ARMS},
        "solved_worlds": {a: cost[a]["solved"] for a in ARMS},
        # every decision an arm made (the table's arm plays whole hands, the other arm only
        # from a seat's first exact decision on), then only those within the last tricks
        "cpu_ms_per_decision": {a: ms(cost[a]["cpu_s"], cost[a]["decisions"]) for a in ARMS},
        "decisions": {a: cost[a]["decisions"] for a in ARMS},
        "cpu_ms_per_endgame_decision": {
            a: ms(cost[a]["exact_cpu_s"], cost[a]["exact_decisions"]) for a in ARMS
        },
        "endgame_decisions": {a: cost[a]["exact_decisions"] for a in ARMS},
        "seconds": round(time.perf_counter() - t0, 1),
    }


# ------------------------------------------------- magmacrunch-tarot's computer players
# magmacrunch-tarot (a test dependency, 4-player Tarot) has computer players that are plain
# functions of what a seat sees: ai_bid(hand, best bid so far, is_taker, rand),
# ai_discards(hand of 24), ai_card(hand, trick); they always declare their poignée and never
# announce a chelem.  They are driven here as seats of this engine on its deals: a seat's hand
# and the trick are read from its observation, the answer is played as this engine's action.
MM_SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
MM_RANKS = {"A": "1", "T": "10", "J": "V", "N": "C", "Q": "D", "K": "R"}
MM_BIDS = {"PASSE": "pass", "PRISE": "prise", "GARDE": "garde", "GARDE_SANS": "garde-sans"}
MM_BIDS["GARDE_CONTRE"] = "garde-contre"


def mm_card(MM, name):
    if name == "EX":
        return MM.Card(MM.EXCUSE, number=0)
    if name.isdigit():
        return MM.Card(MM.TRUMP, number=int(name))
    return MM.Card(MM.SUITED, MM_SUITS[name[-1]], MM_RANKS.get(name[:-1], name[:-1]))


def mm_name(card):
    if card.type == "excuse":
        return "EX"
    if card.type == "trump":
        return str(card.number)
    back = {v: k for k, v in MM_RANKS.items()}
    return back.get(card.rank, card.rank) + {v: k for k, v in MM_SUITS.items()}[card.suit]


class MagmacrunchSeat:
    """magmacrunch's computer player in one seat of this engine's 4-player Tarot."""

    def __init__(self, MM, rng):
        self.MM, self.rng, self.discards, self.fallbacks = MM, rng, None, 0

    def __call__(self, st):
        MM, seat = self.MM, st.current_player
        legal = st.legal_actions()
        if len(legal) == 1:  # e.g. the next deal after four passes
            return legal[0]
        obs = st.observation(seat)
        hand = [mm_card(MM, c) for c in obs["hand"]]
        if st.phase == "bidding":
            bids = [a for a in legal if a != "pass"]
            order = [MM_BIDS[b] for b in MM.BID_ORDER]
            current = MM.BID_ORDER[order.index(bids[0]) - 1] if bids else "GARDE_CONTRE"
            kind = MM_BIDS[MM.ai_bid(hand, current, False, self.rng.random)]
            return kind if kind in legal else "pass"  # a bid no higher than the best is a pass
        if st.phase == "chelem":
            return "no-chelem"
        if st.phase == "discard":
            if self.discards is None:  # the six, chosen once from the 24
                self.discards = [mm_name(c) for c in MM.ai_discards(hand)]
            for c in self.discards:
                if "discard:" + c in legal:
                    self.discards.remove(c)
                    return "discard:" + c
            self.fallbacks += 1
            return legal[0]
        declared = [a for a in legal if a.startswith("poignee:")]
        if declared:  # the computers always show their poignée, the largest they have
            return max(declared, key=lambda a: ("simple", "double", "triple").index(a.split(":")[1]))
        hidden = [a for a in legal if a.startswith("hide:")]
        if hidden:  # a poignée shows its lowest trumps, the Excuse only when they fall short
            return max(hidden, key=lambda a: 99 if a == "hide:EX" else int(a[5:]))
        trick = MM.Trick()
        for play in obs["trick"]:
            card = mm_card(MM, play["card"])
            trick.cards.append((card, play["seat"]))
            if card.type == MM.SUITED and not trick.led_trump and not trick.led_suit:
                trick.led_suit = card.suit
            if card.type == MM.TRUMP:
                trick.led_trump = True
                trick.highest_trump = max(trick.highest_trump, card.number)
        choice = MM.ai_card(hand, trick)
        name = mm_name(next(c for c in hand if c.id == choice)) if choice else None
        if name in legal:
            return name
        self.fallbacks += 1
        return [a for a in legal if not a.startswith(("poignee:", "misere:"))][0]


def magmacrunch_hand(MM, table, seed, seat, bot):
    """One hand of 4-player Tarot: ``bot`` ("standard" or "baseline") in ``seat`` (None: no
    seat), magmacrunch's players elsewhere; (points, answers of theirs replaced)."""
    st = tapisvert.new_game("tarot", players=4, seed=seed)
    rngs = streams(seed, 4)
    mm = [MagmacrunchSeat(MM, random.Random(seed * 64 + 32 + s)) for s in range(4)]
    while st.hand_number == 1 and not st.is_over:
        p = st.current_player
        assert p is not None
        if p != seat:
            a = mm[p](st)
        elif bot == "standard":
            a = table.decide(st, rngs[p], "with")
        else:
            a = tapisvert.bots.choose(st, "baseline", rngs[p])
        st.apply(a)
    return st.hand_results[0]["points"], sum(m.fallbacks for m in mm)


def run_magmacrunch(deals, worlds):
    """Tarot 4p: this engine's bots (Standard with the solver, fixed worlds; and the baseline)
    in one seat, magmacrunch's computer players in the other three, against magmacrunch's
    players in all four; margin = the seat's points with this engine's bot minus with
    magmacrunch's, mean over seats per deal."""
    from tarot import rules as MM

    cost = {a: {k: 0 for k in COST} for a in ARMS}
    t = Table(worlds, cost)
    out = {}
    fallbacks = 0
    t0 = time.perf_counter()
    for bot in ("standard", "baseline"):
        per_deal = []
        for d in range(deals):
            seed = SEED0 + d
            base, f = magmacrunch_hand(MM, t, seed, None, bot)
            fallbacks += f
            m = []
            for s in range(4):
                pts, f = magmacrunch_hand(MM, t, seed, s, bot)
                fallbacks += f
                m.append(pts[s] - base[s])
            per_deal.append(statistics.mean(m))
        out[bot] = {
            "margin_mean": statistics.mean(per_deal),
            "margin_se": statistics.stdev(per_deal) / len(per_deal) ** 0.5,
            "deals_changed": sum(1 for x in per_deal if x),
        }
    return {
        "game": "tarot",
        "players": 4,
        "deals": deals,
        "seeds": [SEED0, SEED0 + deals - 1],
        "worlds": worlds,
        "standard_minus_magmacrunch": out["standard"],
        "baseline_minus_magmacrunch": out["baseline"],
        "standard_cpu_ms_per_decision": ms(cost["with"]["cpu_s"], cost["with"]["decisions"]),
        "magmacrunch_answers_not_legal_here": fallbacks,
        "seconds": round(time.perf_counter() - t0, 1),
    }


def run_agreement(game, players, options, deals, worlds):
    """How often the two arms choose differently: hands of today's bots (arm ``with`` in every
    seat); at each decision within the last tricks with more than one legal move, the arm
    ``without`` also decides, from a copy of the seat's random stream, and the two are compared."""
    cost = {a: {k: 0 for k in COST} for a in ARMS}
    t = Table(worlds, cost)
    n = differ = 0
    for d in range(deals):
        seed = SEED0 + d
        st = tapisvert.new_game(game, players=players, seed=seed, **options)
        rngs = streams(seed, players)
        while st.hand_number == 1 and not st.is_over:
            seat = st.current_player
            twin = None
            if exact_here(st):
                twin = random.Random()
                twin.setstate(rngs[seat].getstate())
            a = t.decide(st, rngs[seat], "with")
            if twin is not None:
                n += 1
                differ += a != t.decide(st, twin, "without")
            st.apply(a)
    return {
        "game": game,
        "players": players,
        "options": options,
        "deals": deals,
        "seeds": [SEED0, SEED0 + deals - 1],
        "endgame_decisions": n,
        "choices_differing": differ,
        "share_differing": round(differ / n, 4) if n else None,
    }


def parse_configs(text):
    out = []
    for item in text.split(","):
        game, players, *kvs = item.split(":")
        out.append((game, int(players), dict(kv.split("=", 1) for kv in kvs)))
    return out


def git_commit():
    try:
        return subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=HERE, capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


NOTES = [
    "Emprunt has no trick count (no tricks_left): the Standard bot never uses exact values "
    "there, so its margin is zero by construction (measured anyway: no seat reaches an exact "
    "decision).",
    "Before tapisvert.solver the bots were not rollout-only: from commit 0a45a96 on they "
    "solved the last tricks with endgame.py (max^n, alpha-beta from 36d3ff1); 38ef6ca put the "
    "same root decisions on the solver. The arm 'without' (endgame=0) is the rollout-only PIMC "
    "of before 0a45a96, with today's rollouts and resampling; endgame=0 is pimc_action's "
    "existing switch (no new parameter was needed).",
    "The arms differ only at a seat's decisions within the last tricks (search.ENDGAME_TRICKS "
    "or the game's endgame_tricks): 3 on a table of two opposed sides, 2 otherwise; "
    "endgame_rollouts stays off in both (as in the Standard bot).",
    "40 worlds per decision (the default) is fewer than the Standard bot reaches in 0.2 s on an "
    "idle core (a 40-world decision costs some 40-50 ms of CPU in Briscan and Tarot, so 0.2 s is "
    "some 160 worlds, up to max_worlds=400); under load it reaches fewer. The arms differ only "
    "within the last tricks, where the number of worlds matters less.",
    "Within the last tricks the exact values cost about as much as the rollouts in Briscan, "
    "Brisque, Francion and Triomphe and some 2-3 times as much in Tarot (cpu_ms_per_endgame_"
    "decision): at a wall-clock budget they would not cost the Standard bot worlds worth "
    "speaking of.",
]
MAGMACRUNCH_NOTE = (
    "magmacrunch-tarot's computer players can be driven on this engine's deals: they are plain "
    "functions of what a seat sees (rules.ai_bid, ai_discards, ai_card; they always show their "
    "poignée, showing the lowest trumps, and never announce a chelem), so they play as seats of "
    "this engine's 4-player Tarot (the hand and the trick read from the seat's observation, the "
    "answer played as this engine's action; magmacrunch_answers_not_legal_here counts answers "
    "that had to be replaced). 4 players only (magmacrunch plays no other count). Its players "
    "pass often (half of the deals with four of them are cancelled, 0 points), which dilutes "
    "the margins."
)


def merge_write(path, fresh_rows, magmacrunch, meta, agreement=None):
    """Merge into ``path`` under a lock: rows of the configurations measured now replace the old."""
    import fcntl

    key = lambda r: (r["table"], r["game"], r["players"], json.dumps(r["options"], sort_keys=True))
    with open(path + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            with open(path) as f:
                old = json.load(f)
        except (OSError, ValueError):
            old = {}
        fresh = {key(r) for r in fresh_rows}
        rows = [r for r in old.get("results", []) if key(r) not in fresh] + fresh_rows
        order = {(g, p, json.dumps(o, sort_keys=True)): i for i, (g, p, o) in enumerate(CONFIGS)}
        rows.sort(key=lambda r: (r["table"] != "without", order.get(key(r)[1:], 99)))
        out = dict(old, **meta)
        if meta:
            this = meta["runs"][0]
            same = lambda x: (x["argv"], x["started"]) == (this["argv"], this["started"])
            out["runs"] = [x for x in old.get("runs", []) if not same(x)] + meta["runs"]
        out["results"] = rows
        out["notes"] = NOTES + [MAGMACRUNCH_NOTE]
        if magmacrunch is not None:
            out["tarot_vs_magmacrunch_players"] = magmacrunch
        if agreement is not None:
            out["endgame_agreement"] = {
                "run": agreement[0],
                "what": "decisions within the last tricks (more than one legal move) of hands played "
                "by today's bots, where the bot without exact values, from the same random "
                "numbers, chooses another move",
                "results": agreement[1],
            }
        with open(path, "w") as f:
            json.dump(out, f, indent=2)
            f.write("\n")


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=24)
    ap.add_argument("--worlds", type=int, default=40)
    ap.add_argument("--table", default="without", choices=["without", "with", "both"])
    ap.add_argument("--games", default="", help="only these games, e.g. tarot,briscan")
    ap.add_argument("--configs", default="", help="instead: game:players[:k=v...],... e.g. tarot:5")
    ap.add_argument("--check", type=int, default=0, help="replay the first N deals from scratch")
    ap.add_argument("--magmacrunch", type=int, default=24, help="N Tarot deals against magmacrunch (0: none)")
    ap.add_argument(
        "--agreement",
        type=int,
        default=0,
        help="instead: N deals per configuration counting the endgame decisions where the arms differ",
    )
    ap.add_argument(
        "--deeper",
        type=int,
        default=None,
        help="instead: arm 'with' solves at most N tricks from the end, against today's bot (out: solver_strength_deeper.json)",
    )
    ap.add_argument("--out", default=None, help="default solver_strength.json")
    args = ap.parse_args(argv)
    global DEEPER
    if args.deeper is not None:
        DEEPER = args.deeper
        ARMS["with"], ARMS["without"] = {"endgame": args.deeper}, {"endgame": None}
    args.out = args.out or ("solver_strength.json" if args.deeper is None else "solver_strength_deeper.json")
    arms_words = (
        "Standard bot (search.pimc_action) with exact values in its sampled worlds (endgame=None, "
        "today's) against the same bot without them (endgame=0, rollout-only PIMC)"
        if args.deeper is None
        else f"Standard bot (search.pimc_action) solving every world exactly whenever at most "
        f"{args.deeper} tricks are left (endgame={args.deeper}) against today's (endgame=None: the "
        "game's last tricks)"
    )
    todo = [] if args.configs == "none" else parse_configs(args.configs) if args.configs else CONFIGS
    if args.games:
        todo = [c for c in todo if c[0] in args.games.split(",")]
    tables = ["without", "with"] if args.table == "both" else [args.table]
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)

    def write(rows, mm):  # after every configuration: a run cut short keeps what it measured
        meta = {
            "commit": commit,
            "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "cpus": os.cpu_count(),
            "method": {
                "bots": arms_words,
                "budget": f"fixed {args.worlds} sampled worlds per decision for every search bot "
                f"(max_worlds; dominance stop kept; no deadline) and node_limit={S.ENDGAME_NODES} "
                "per solved world (the Standard bot's at 0.2 s): independent of the machine's load, "
                "reproducible move for move",
                "duplicate": "each deal played with every seat on the table's arm, then, for each "
                "seat, again with that seat on the other arm (played on from a copy taken at the "
                "seat's first exact decision, where the two arms start to differ); margin = the "
                "seat's points with the solver minus without, mean over seats per deal; mean over "
                "deals with its standard error (stdev/sqrt(deals))",
                "points": "the game's own points for one hand (hand_results[0]['points'])",
                "seeds": f"deal seeds from {SEED0} (see each row's seeds); seat s's search draws "
                "from random.Random(seed*64+s)",
            },
            "runs": [
                {
                    "argv": " ".join(sys.argv[1:] if argv is None else argv),
                    "commit": commit,
                    "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t_start)),
                    "loadavg_start": [round(x, 2) for x in load0],
                    "loadavg_end": [round(x, 2) for x in os.getloadavg()],
                    "seconds": round(time.time() - t_start, 1),
                }
            ],
        }
        merge_write(os.path.join(HERE, "results", args.out), rows, mm, meta)

    load0 = os.getloadavg()
    t_start = time.time()
    commit = git_commit()  # the code that runs (HEAD may move while a long run goes on)
    rows = []
    if args.agreement:
        agree = [run_agreement(g, p, o, args.agreement, args.worlds) for g, p, o in todo]
        for r in agree:
            print(json.dumps(r), flush=True)
        info = {
            "argv": " ".join(sys.argv[1:] if argv is None else argv),
            "commit": commit,
            "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "worlds": args.worlds,
        }
        merge_write(os.path.join(HERE, "results", args.out), [], None, {}, (info, agree))
        return
    for table in tables:
        for game, players, options in todo:
            r = run(game, players, options, args.deals, args.worlds, table, args.check)
            r["loadavg_1min_end"] = os.getloadavg()[0]
            rows.append(r)
            write(rows, None)
            print(
                f"table {table:7} {game:9} {players}p {json.dumps(options):18} with-without "
                f"{r['margin_mean']:+8.3f} ± {r['margin_se']:.3f} over {r['deals']} deals "
                f"({r['deals_changed']} changed, {r['seats_changed']}/{r['seats_with_exact_decisions']} "
                f"seats); cpu ms/decision {r['cpu_ms_per_decision']}; {r['seconds']} s",
                flush=True,
            )
    mm = None
    if args.magmacrunch:
        mm = run_magmacrunch(args.magmacrunch, args.worlds)
        print("tarot 4p vs magmacrunch's players:", json.dumps(mm), flush=True)
    write(rows, mm)


if __name__ == "__main__":
    main()
