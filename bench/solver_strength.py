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
                                    [--games tarot,...] [--configs tarot:5,triomphe:4:form=team]
                                    [--check 2]
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import time
from typing import Any

import tapisvert
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

ARMS = {"with": {"endgame": None}, "without": {"endgame": 0}}


def exact_here(st) -> bool:
    """True when the Standard bot's decision in ``st`` uses exact values (pimc_values' test)."""
    if len(st.legal_codes()) == 1:
        return False
    endgame = K.declared(st).endgame_tricks
    if endgame is None:
        endgame = S.ENDGAME_TRICKS[E.sides_of(st) is not None]
    left = K.tricks_left(st)
    return bool(endgame) and left is not None and left <= endgame


class Table:
    """One seat's arm against the table's arm; per-arm costs in ``cost``."""

    def __init__(self, worlds: int, cost: dict[str, dict[str, float]]):
        self.worlds = worlds
        self.cost = cost

    def decide(self, st, rng, arm):
        info: dict[str, int] = {}
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


def streams(seed, players):
    return [random.Random(seed * 64 + seat) for seat in range(players)]


def run(game, players, options, deals, worlds, table, check=0):
    other = "with" if table == "without" else "without"
    cost = {a: {"cpu_s": 0.0, "decisions": 0, "worlds": 0, "solved": 0} for a in ARMS}
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
                full = t.play(tapisvert.new_game(game, players=players, seed=seed, **options),
                              streams(seed, players), arms)
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
        "cpu_ms_per_decision": {
            a: round(1000 * cost[a]["cpu_s"] / cost[a]["decisions"], 2) if cost[a]["decisions"] else None
            for a in ARMS
        },
        "decisions": {a: cost[a]["decisions"] for a in ARMS},
        "seconds": round(time.perf_counter() - t0, 1),
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


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=24)
    ap.add_argument("--worlds", type=int, default=40)
    ap.add_argument("--table", default="without", choices=["without", "with", "both"])
    ap.add_argument("--games", default="", help="only these games, e.g. tarot,briscan")
    ap.add_argument("--configs", default="", help="instead: game:players[:k=v...],... e.g. tarot:5")
    ap.add_argument("--check", type=int, default=0, help="replay the first N deals from scratch")
    ap.add_argument("--out", default="solver_strength.json")
    args = ap.parse_args(argv)
    todo = parse_configs(args.configs) if args.configs else CONFIGS
    if args.games:
        todo = [c for c in todo if c[0] in args.games.split(",")]
    tables = ["without", "with"] if args.table == "both" else [args.table]
    load0 = os.getloadavg()
    rows = []
    for table in tables:
        for game, players, options in todo:
            r = run(game, players, options, args.deals, args.worlds, table, args.check)
            r["loadavg_1min_end"] = os.getloadavg()[0]
            rows.append(r)
            print(
                f"table {table:7} {game:9} {players}p {json.dumps(options):18} with-without "
                f"{r['margin_mean']:+8.3f} ± {r['margin_se']:.3f} over {r['deals']} deals "
                f"({r['deals_changed']} changed, {r['seats_changed']}/{r['seats_with_exact_decisions']} "
                f"seats); cpu ms/decision {r['cpu_ms_per_decision']}; {r['seconds']} s",
                flush=True,
            )
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    with open(os.path.join(HERE, "results", args.out), "w") as f:
        json.dump(
            {
                "commit": git_commit(),
                "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                "loadavg_start": [round(x, 2) for x in load0],
                "loadavg_end": [round(x, 2) for x in os.getloadavg()],
                "cpus": os.cpu_count(),
                "method": {
                    "bots": "Standard bot (search.pimc_action) with exact values in its sampled "
                    "worlds (endgame=None, today's) against the same bot without them (endgame=0, "
                    "rollout-only PIMC)",
                    "budget": f"fixed {args.worlds} sampled worlds per decision for every bot "
                    f"(max_worlds; dominance stop kept; no deadline) and node_limit="
                    f"{S.ENDGAME_NODES} per solved world (the Standard bot's at 0.2 s): "
                    "independent of the machine's load, reproducible",
                    "duplicate": "each deal played with every seat on the table's arm, then, "
                    "for each seat, again with that seat on the other arm; margin = the seat's "
                    "points with the solver minus without, averaged over seats per deal; mean "
                    "over deals with its standard error (stdev/sqrt(deals))",
                    "points": "the game's own points for one hand (hand_results[0]['points'])",
                    "seeds": f"deal seeds {SEED0}..{SEED0 + args.deals - 1}; seat s's search "
                    "draws from random.Random(seed*64+s)",
                },
                "results": rows,
            },
            f,
            indent=2,
        )


if __name__ == "__main__":
    main()
