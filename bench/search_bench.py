"""Search-bot strength (not a test): PIMC against the baseline on duplicate deals, CPython.

For each deal and each seat, the hand is played twice from the same deal: once with the
search bot in that seat and baseline bots elsewhere, once with baseline bots everywhere.
The margin is the seat's points with the search bot minus its points with the baseline.
Prints the mean margin per deal with its standard error and the bot's mean and maximum time
per decision (wall clock and CPU, with the machine's load average, since the deadline is wall
clock and other work shares the cores); writes bench/results/search.json, replacing only the
rows of the configurations it ran.  Games may declare search_bench_configs in their facts.

    python bench/search_bench.py [--deals 12] [--budget 0.2] [--games triomphe,...] [--players 4]
                                 [--options regime=plaisant]
"""

import argparse
import json
import os
import platform
import random
import statistics
import time
from typing import Any

import tapisvert
from tapisvert import bots
from tapisvert.registry import game_class
from tapisvert.search import pimc_action

HERE = os.path.dirname(os.path.abspath(__file__))


def play_hand(game, players, options, seed, search_seat, budget, times, cpu=None, rollouts=None):
    st = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    srng = random.Random(seed + 17)
    stats: dict[str, Any] = {}
    while st.hand_number == 1 and not st.is_over:
        if st.current_player == search_seat:
            t, c = time.perf_counter(), time.process_time()
            a = pimc_action(st, srng, budget_s=budget, stats=stats)
            times.append(time.perf_counter() - t)
            if cpu is not None:
                cpu.append(time.process_time() - c)
            if rollouts is not None and stats["worlds"]:
                rollouts.append(stats["rollouts"])
        else:
            a = bots.choose(st, "baseline", rng)
        st.apply(a)
    return st.hand_results[0]["points"]


def run(game, players, options, deals, budget):
    margins: list[float] = []
    times: list[float] = []
    cpu: list[float] = []
    rollouts: list[int] = []
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    t0 = time.perf_counter()
    for d in range(deals):
        seed = 10_000 + d
        base = play_hand(game, players, options, seed, None, budget, times)
        for seat in range(players):
            pts = play_hand(game, players, options, seed, seat, budget, times, cpu, rollouts)
            margins.append(pts[seat] - base[seat])
    per_deal = [statistics.mean(margins[i : i + players]) for i in range(0, len(margins), players)]
    se = statistics.stdev(per_deal) / len(per_deal) ** 0.5 if len(per_deal) > 1 else float("nan")
    ms = lambda xs, f: round(1000 * f(xs), 1) if xs else 0.0
    return {
        "game": game,
        "players": players,
        "options": options,
        "deals": deals,
        "budget_s": budget,
        "margin_mean": statistics.mean(per_deal),
        "margin_se": se,
        "decision_ms_mean": ms(times, statistics.mean),
        "decision_ms_max": ms(times, max),
        "decision_cpu_ms_mean": ms(cpu, statistics.mean),
        "decision_cpu_ms_max": ms(cpu, max),
        "decisions_over_120pct": sum(1 for t in times if t > 1.2 * budget),
        "rollouts_per_search_mean": statistics.mean(rollouts) if rollouts else 0.0,
        "decisions": len(times),
        "seconds": round(time.perf_counter() - t0, 1),
        "loadavg_1min_start": load,
        "loadavg_1min_end": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
    }


def configs(game):
    """The (players, options) configurations benchmarked for ``game``: its facts' search_bench_configs,
    else the first of its bench_configs, else its default player count."""
    cls = game_class(game)
    return (
        list(cls.FACTS.search_bench_configs)
        or (list(cls.FACTS.bench_configs) or [(cls.FACTS.default_players, {})])[:1]
    )


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=12)
    ap.add_argument("--budget", type=float, default=0.2)
    ap.add_argument("--games", default=",".join(tapisvert.list_games()))
    ap.add_argument("--players", default="", help="only these player counts, e.g. 4 or 3,5")
    ap.add_argument(
        "--options", default="", help="only the configurations with these options, e.g. regime=plaisant"
    )
    args = ap.parse_args(argv)
    only = {int(x) for x in args.players.split(",") if x}
    want = dict(kv.split("=", 1) for kv in args.options.split(",") if kv)
    rows = []
    for game in args.games.split(","):
        for players, options in configs(game):
            if only and players not in only:
                continue
            if any(str(options.get(k)) != v for k, v in want.items()):
                continue
            r = run(game, players, options, args.deals, args.budget)
            rows.append(r)
            print(
                f"{game:10} {players}p {json.dumps(options):30} margin {r['margin_mean']:+.3f} "
                f"± {r['margin_se']:.3f} pts/deal over {r['deals']} deals; decision "
                f"{r['decision_ms_mean']:.0f} ms (max {r['decision_ms_max']:.0f}, cpu max "
                f"{r['decision_cpu_ms_max']:.0f}; {r['decisions_over_120pct']} over 120%); "
                f"{r['rollouts_per_search_mean']:.0f} rollouts/search; load "
                f"{r['loadavg_1min_start']}->{r['loadavg_1min_end']}",
                flush=True,
            )
    # Merge: a run replaces the rows of the configurations it measured and keeps the others.
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    path = os.path.join(HERE, "results", "search.json")
    key = lambda r: (r["game"], r["players"], json.dumps(r["options"], sort_keys=True))
    try:
        with open(path) as f:
            old = json.load(f).get("results", [])
    except (OSError, ValueError):
        old = []
    fresh = {key(r) for r in rows}
    merged = [r for r in old if key(r) not in fresh] + rows
    with open(path, "w") as f:
        json.dump(
            {
                "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                "python": platform.python_version(),
                "cpus": os.cpu_count(),
                "results": merged,
            },
            f,
            indent=2,
        )


if __name__ == "__main__":
    main()
