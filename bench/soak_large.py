"""The large soak: fuzzed hands for every game and every switch, with the test soak's invariants
and the hidden-information check on the bots (not part of `make test`; `make bench BENCH=...`).

For each game, ``--hands`` hands (default 100,000) are spread over ``soak.switch_configs(game)``:
every player count with the default options, and every value of every option.  Each
configuration is played in chunks of seeded random matches by ``tests/engine/soak.py``: after
every action cards are conserved, a random illegal action is refused with a registered rule and
changes nothing; on the first hand of the first matches of a chunk, records round-trip, undo
restores, observations do not leak, and every bot (random, novice, rule-based, search with fixed
worlds) decides the same when only the cards hidden from the player to act are moved.  A failing
chunk is recorded (configuration, seed, message) and the soak goes on with the next one.

    python bench/soak_large.py [--hands 100000] [--games tarot,triomphe] [--chunk 2000]

Writes bench/results/soak_large.json: hands, seconds, hands/s and failures per game and per
configuration.
"""

import argparse
import json
import os
import platform
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "engine"))

import tapisvert  # noqa: E402
from soak import soak, switch_configs  # noqa: E402


def run_config(game, players, options, hands, chunk, deep, blind, seed_base):
    """Soak one configuration in chunks; returns (hands of the chunks that passed, failures)."""
    played, tried, failures, k = 0, 0, [], 0
    while tried < hands:
        want = min(chunk, hands - tried)
        seed0 = seed_base + k * 1_000_000
        try:
            played += soak(game, players, options, hands=want, deep=deep, blind=blind, seed0=seed0)
        except Exception as e:          # an invariant broken, or a crash: recorded, not fatal
            failures.append({"seed0": seed0, "error": f"{type(e).__name__}: {e}"[:500]})
        tried += want
        k += 1
    return played, failures


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=100_000, help="hands per game")
    ap.add_argument("--games", default=",".join(tapisvert.list_games()))
    ap.add_argument("--chunk", type=int, default=2000, help="hands per seeded chunk")
    ap.add_argument("--deep", type=int, default=3, help="matches per chunk with the deep checks")
    ap.add_argument("--blind", type=int, default=2, help="matches per chunk with the blind-bot check")
    ap.add_argument("--out", default=os.path.join(HERE, "results", "soak_large.json"))
    args = ap.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    out = {"hands_per_game": args.hands, "chunk": args.chunk, "deep_matches_per_chunk": args.deep,
           "blind_matches_per_chunk": args.blind, "python": platform.python_version(),
           "games": {}}
    t_all = time.perf_counter()
    for gi, game in enumerate(games):
        configs = switch_configs(game)
        per = max(1, args.hands // len(configs))
        rows, total, fails = [], 0, 0
        t_game = time.perf_counter()
        for ci, (players, options) in enumerate(configs):
            t = time.perf_counter()
            n, failures = run_config(game, players, options, per, args.chunk, args.deep, args.blind,
                                     seed_base=(gi * 1000 + ci) * 10**9)
            dt = time.perf_counter() - t
            rows.append({"players": players, "options": options, "hands": n, "seconds": round(dt, 2),
                         "hands_per_s": round(n / dt, 1) if dt else None, "failures": failures})
            total += n
            fails += len(failures)
            print(f"{game} {players}p {options}: {n} hands, {len(failures)} failures, "
                  f"{n / dt:.0f} hands/s", flush=True)
        dt = time.perf_counter() - t_game
        out["games"][game] = {"hands": total, "seconds": round(dt, 1),
                              "hands_per_s": round(total / dt, 1), "failures": fails,
                              "configurations": rows}
        print(f"== {game}: {total} hands in {dt:.0f} s ({total / dt:.0f} hands/s), {fails} failures",
              flush=True)
    out["seconds"] = round(time.perf_counter() - t_all, 1)
    out["total_hands"] = sum(g["hands"] for g in out["games"].values())
    out["total_failures"] = sum(g["failures"] for g in out["games"].values())
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(out, f, indent=2)
    print(f"{out['total_hands']} hands, {out['total_failures']} failures, {out['seconds']:.0f} s")
    return 1 if out["total_failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
