"""The baseline bot (each game's own policy) against the generic rule-based player (a study).

Duplicate deals: each deal is played with the policy in one seat and the rule-based player in
the others, for every seat, and with the rule-based player everywhere; the margin is the
seat's points with the policy minus its points with the rule-based player.  Shows how much of
the game's conventions the policy adds to the generic "lead high, win cheaply, throw low".
Writes bench/results/policy.json.

    python bench/policy_bench.py [--deals 300] [--games tarot,briscan,...]
"""

import argparse
import json
import os
import random
import statistics
import time

import tapisvert
from tapisvert import bots
from search_bench import configs      # bench/ is the script's directory, on sys.path

HERE = os.path.dirname(os.path.abspath(__file__))


def play_hand(game, players, options, seed, seat):
    st = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    while st.hand_number == 1 and not st.is_over:
        level = "baseline" if st.current_player == seat else "rule_based"
        st.apply(bots.choose(st, level, rng))
    return st.hand_results[0]["points"]


def run(game, players, options, deals):
    per_deal = []
    for d in range(deals):
        base = play_hand(game, players, options, d, None)
        per_deal.append(statistics.mean(play_hand(game, players, options, d, s)[s] - base[s]
                                        for s in range(players)))
    se = statistics.stdev(per_deal) / len(per_deal) ** 0.5
    return {"game": game, "players": players, "options": options, "deals": deals,
            "margin_mean": statistics.mean(per_deal), "margin_se": se}


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--games", default=",".join(tapisvert.list_games()))
    args = ap.parse_args(argv)
    rows = []
    for game in args.games.split(","):
        for players, options in configs(game):
            r = run(game, players, options, args.deals)
            rows.append(r)
            print(f"{game:10} {players}p {json.dumps(options):30} policy - rule-based "
                  f"{r['margin_mean']:+.3f} ± {r['margin_se']:.3f} per deal over {r['deals']} deals",
                  flush=True)
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    with open(os.path.join(HERE, "results", "policy.json"), "w") as f:
        json.dump({"when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "results": rows},
                  f, indent=2)


if __name__ == "__main__":
    main()
