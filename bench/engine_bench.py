"""Engine benchmark (not a test): random full games per second, per game and form, on CPython.

Also the baseline bot's time per decision.  Writes bench/results/engine.json and prints a table.
Each game may declare ``bench_configs`` (a tuple of (players, options)) in its facts (``FACTS``).

    python bench/engine_bench.py [--seconds 2]
"""

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time

import tapisvert
from tapisvert import bots
from tapisvert.registry import game_class

HERE = os.path.dirname(os.path.abspath(__file__))


def configs(game):
    cls = game_class(game)
    return list(cls.FACTS.bench_configs) or [(cls.FACTS.default_players, {})]


def random_games(game, players, options, seconds):
    """Full matches played by random legal actions on the trusted path."""
    games = hands = actions = 0
    t0 = time.perf_counter()
    seed = 0
    while time.perf_counter() - t0 < seconds:
        st = tapisvert.new_game(game, players=players, seed=seed, **options)
        rng = random.Random(seed)
        while not st.is_over:
            st.apply_trusted(rng.choice(st.legal_codes()))
            actions += 1
        games += 1
        hands += len(st.hand_results)
        seed += 1
    dt = time.perf_counter() - t0
    return {
        "games_per_s": games / dt,
        "hands_per_s": hands / dt,
        "actions_per_s": actions / dt,
        "games": games,
    }


def bot_times(game, players, options, decisions=300):
    times: list[float] = []
    seed = 0
    while len(times) < decisions:
        st = tapisvert.new_game(game, players=players, seed=seed, **options)
        rng = random.Random(seed)
        while not st.is_over and len(times) < decisions:
            t = time.perf_counter()
            a = bots.choose(st, "baseline", rng)
            times.append(time.perf_counter() - t)
            st.apply(a)
        seed += 1
    return {"baseline_ms_mean": 1000 * statistics.mean(times), "baseline_ms_max": 1000 * max(times)}


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--out", default=os.path.join(HERE, "results", "engine.json"))
    args = ap.parse_args(argv)
    rows = []
    for game in tapisvert.list_games():
        for players, options in configs(game):
            r = {"game": game, "players": players, "options": options}
            r.update(random_games(game, players, options, args.seconds))
            r.update(bot_times(game, players, options))
            rows.append(r)
            print(
                f"{game:10} {players}p {json.dumps(options):45} "
                f"{r['hands_per_s']:9.0f} hands/s {r['games_per_s']:8.1f} games/s "
                f"bot {r['baseline_ms_mean']:.3f} ms (max {r['baseline_ms_max']:.2f})",
                flush=True,
            )
    out = {
        "python": sys.version.split()[0],
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "seconds_per_config": args.seconds,
        "results": rows,
    }
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(out, f, indent=2)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
