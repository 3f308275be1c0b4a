"""Search-bot strength (not a test): PIMC against the baseline on duplicate deals, CPython.

For each deal and each seat, the hand is played twice from the same deal: once with the
search bot in that seat and baseline bots elsewhere, once with baseline bots everywhere.
The margin is the seat's points with the search bot minus its points with the baseline.
Prints the mean margin per deal with its standard error and the bot's mean and maximum time
per decision; writes bench/results/search.json.  Games may declare SEARCH_BENCH_CONFIGS.

    python bench/search_bench.py [--deals 12] [--budget 0.2] [--games triomphe,...]
"""

import argparse
import json
import os
import random
import statistics
import time

import tapisvert
from tapisvert import bots
from tapisvert.registry import game_class
from tapisvert.search import pimc_action

HERE = os.path.dirname(os.path.abspath(__file__))


def play_hand(game, players, options, seed, search_seat, budget, times):
    st = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    srng = random.Random(seed + 17)
    while st.hand_number == 1 and not st.is_over:
        if st.current_player == search_seat:
            t = time.perf_counter()
            a = pimc_action(st, srng, budget_s=budget)
            times.append(time.perf_counter() - t)
        else:
            a = bots.choose(st, "baseline", rng)
        st.apply(a)
    return st.hand_results[0]["points"]


def run(game, players, options, deals, budget):
    margins, times = [], []
    for d in range(deals):
        seed = 10_000 + d
        base = play_hand(game, players, options, seed, None, budget, times)
        for seat in range(players):
            pts = play_hand(game, players, options, seed, seat, budget, times)
            margins.append(pts[seat] - base[seat])
    per_deal = [statistics.mean(margins[i:i + players]) for i in range(0, len(margins), players)]
    se = statistics.stdev(per_deal) / len(per_deal) ** 0.5 if len(per_deal) > 1 else float("nan")
    return {"game": game, "players": players, "options": options, "deals": deals,
            "budget_s": budget, "margin_mean": statistics.mean(per_deal), "margin_se": se,
            "decision_ms_mean": 1000 * statistics.mean(times) if times else 0.0,
            "decision_ms_max": 1000 * max(times) if times else 0.0, "decisions": len(times)}


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=12)
    ap.add_argument("--budget", type=float, default=0.2)
    ap.add_argument("--games", default=",".join(tapisvert.list_games()))
    args = ap.parse_args(argv)
    rows = []
    for game in args.games.split(","):
        cls = game_class(game)
        confs = getattr(cls, "SEARCH_BENCH_CONFIGS", None) or \
            (getattr(cls, "BENCH_CONFIGS", None) or [(cls.DEFAULT_PLAYERS, {})])[:1]
        for players, options in confs:
            r = run(game, players, options, args.deals, args.budget)
            rows.append(r)
            print(f"{game:10} {players}p {json.dumps(options):30} margin {r['margin_mean']:+.3f} "
                  f"± {r['margin_se']:.3f} pts/deal; decision {r['decision_ms_mean']:.0f} ms "
                  f"(max {r['decision_ms_max']:.0f})", flush=True)
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    with open(os.path.join(HERE, "results", "search.json"), "w") as f:
        json.dump({"when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "results": rows}, f,
                  indent=2)


if __name__ == "__main__":
    main()
