"""Does exact endgame search help the PIMC bot?  (A study, not a test.)

Two duplicate-deal comparisons of the search bot against itself, baseline bots in the other
seats, the same deals and seats for both arms:

* ``root``: exact search when the decision itself is within the last tricks (the default,
  ``endgame=None``) against rollouts only (``endgame=0``).  Both arms search a fixed number of
  worlds (``--worlds``, no deadline), so they play the same moves until the endgame and the
  margin measures the endgame decisions alone.
* ``rollouts``: every rollout also hands its last two tricks to exact search
  (``endgame_rollouts=2``) against the default, both at the same time budget (``--budget``),
  where the solver's cost shows as fewer worlds.

Prints the mean margin per deal (arm A minus arm B, in the game's points for one hand) with its
standard error, and writes bench/results/endgame.json.

    python bench/endgame_bench.py [--deals 40] [--worlds 40] [--budget 0.2] [--modes root,rollouts]
                                  [--games triomphe,tarot,...] [--opponents baseline|search]
                                  [--out endgame.json]

Against baseline bots the rollouts model the opponents exactly (they are the same policy), so
the comparison with ``--opponents search`` (every other seat a rollout-only searcher) says
more about exact play against players who do not follow the baseline's conventions.
"""

import argparse
import json
import os
import random
import statistics
import time
from typing import Any

from search_bench import configs  # bench/ is the script's directory, on sys.path

import tapisvert
from tapisvert import bots
from tapisvert.search import pimc_action

HERE = os.path.dirname(os.path.abspath(__file__))

ARMS: dict[str, tuple[dict[str, Any], dict[str, Any], str]] = {
    "root": (dict(endgame=None), dict(endgame=0), "fixed"),
    "rollouts": (dict(endgame_rollouts=2), dict(), "timed"),
}


def play_hand(game, players, options, seed, seat, arm, how, worlds, budget, stats, opponents):
    st = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    srng = random.Random(seed + 17)
    orng = random.Random(seed + 29)
    info: dict[str, Any] = {}
    while st.hand_number == 1 and not st.is_over:
        if st.current_player == seat:
            if how == "fixed":
                a = pimc_action(st, srng, budget_s=60.0, max_worlds=worlds, stats=info, **arm)
            else:
                a = pimc_action(st, srng, budget_s=budget, stats=info, **arm)
            stats["worlds"].append(info["worlds"])
            stats["solved"] += info["solved"]
        elif opponents == "search":
            # rollout-only searchers with a fixed number of worlds (deterministic)
            a = pimc_action(st, orng, budget_s=60.0, max_worlds=worlds, endgame=0)
        else:
            a = bots.choose(st, "baseline", rng)
        st.apply(a)
    return st.hand_results[0]["points"][seat]


def run(game, players, options, mode, deals, worlds, budget, opponents="baseline", tricks=None):
    a_arm, b_arm, how = ARMS[mode]
    if tricks is not None:
        a_arm = dict(a_arm, **({"endgame": tricks} if mode == "root" else {"endgame_rollouts": tricks}))
    per_deal = []
    sa: dict[str, Any] = {"worlds": [], "solved": 0}
    sb: dict[str, Any] = {"worlds": [], "solved": 0}
    t0 = time.perf_counter()
    for d in range(deals):
        seed = 20_000 + d
        m = []
        for seat in range(players):
            pa = play_hand(game, players, options, seed, seat, a_arm, how, worlds, budget, sa, opponents)
            pb = play_hand(game, players, options, seed, seat, b_arm, how, worlds, budget, sb, opponents)
            m.append(pa - pb)
        per_deal.append(statistics.mean(m))
    se = statistics.stdev(per_deal) / len(per_deal) ** 0.5 if len(per_deal) > 1 else float("nan")
    return {
        "game": game,
        "players": players,
        "options": options,
        "mode": mode,
        "deals": deals,
        "opponents": opponents,
        "tricks": tricks,
        "worlds": worlds if how == "fixed" else None,
        "budget_s": budget if how == "timed" else None,
        "margin_mean": statistics.mean(per_deal),
        "margin_se": se,
        "deals_changed": sum(1 for x in per_deal if x),
        "worlds_per_decision_a": statistics.mean(sa["worlds"]) if sa["worlds"] else 0,
        "worlds_per_decision_b": statistics.mean(sb["worlds"]) if sb["worlds"] else 0,
        "solved_worlds_a": sa["solved"],
        "seconds": round(time.perf_counter() - t0, 1),
    }


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--worlds", type=int, default=40)
    ap.add_argument("--budget", type=float, default=0.2)
    ap.add_argument("--modes", default="root,rollouts")
    ap.add_argument("--games", default="triomphe,francion,briscan,brisque,tarot")
    ap.add_argument(
        "--opponents",
        default="baseline",
        choices=["baseline", "search"],
        help="the other seats: baseline bots, or rollout-only searchers (--worlds)",
    )
    ap.add_argument("--out", default="endgame.json")
    ap.add_argument(
        "--tricks",
        type=int,
        default=None,
        help="arm A solves this many last tricks (default: the game's ENDGAME_TRICKS "
        "for root, 2 for rollouts)",
    )
    args = ap.parse_args(argv)
    rows = []
    for mode in args.modes.split(","):
        for game in args.games.split(","):
            players, options = configs(game)[0]
            r = run(
                game,
                players,
                options,
                mode,
                args.deals,
                args.worlds,
                args.budget,
                args.opponents,
                args.tricks,
            )
            rows.append(r)
            print(
                f"{mode:8} vs {args.opponents:8} {game:9} {players}p {json.dumps(options):24} A-B {r['margin_mean']:+.3f} "
                f"± {r['margin_se']:.3f} over {r['deals']} deals ({r['deals_changed']} changed); "
                f"worlds/decision A {r['worlds_per_decision_a']:.0f} B {r['worlds_per_decision_b']:.0f}; "
                f"{r['solved_worlds_a']} worlds solved; {r['seconds']} s",
                flush=True,
            )
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    with open(os.path.join(HERE, "results", args.out), "w") as f:
        json.dump(
            {
                "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                "cpus": os.cpu_count(),
                "results": rows,
            },
            f,
            indent=2,
        )


if __name__ == "__main__":
    main()
