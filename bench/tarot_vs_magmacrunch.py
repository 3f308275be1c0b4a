"""Benchmark (not a test): random full 4-player French Tarot deals per second, this engine
against the pure-Python PyPI package ``magmacrunch-tarot`` (a test dependency only).

A "random full deal" is: deal, bidding, (chien and discard), declarations, 18 tricks, score,
with every decision a uniformly random legal choice; cancelled deals (all pass, Petit sec) are
redealt and not counted, in both engines.  This engine is measured two ways:

* ``step``    – the public fast path: ``legal_codes()`` + ``apply_trusted()`` for every action;
* ``playout`` – ``state.playout(rng)``, the rollout primitive (card play fused in one loop,
                proven equal to stepping by tests/engine/test_tarot_soak.py).

The engines run in interleaved rounds so that a noisy, shared machine affects both alike.
Writes bench/results/tarot_vs_magmacrunch.json and prints the rates side by side with the ratio.

    python bench/tarot_vs_magmacrunch.py [--rounds 5] [--seconds 1.0]
"""

import argparse
import json
import os
import platform
import random
import sys
import time

import tapisvert

HERE = os.path.dirname(os.path.abspath(__file__))

try:
    from tarot import rules as MM
except ImportError:                                    # pragma: no cover
    sys.exit("magmacrunch-tarot is not installed: pip install -r requirements-dev.txt")


# ----------------------------------------------------------------- magmacrunch
def mm_random_deal(rng):
    """One random full deal in magmacrunch-tarot (redealing until someone bids)."""
    g = MM.Game(rand=rng.random)
    while True:
        g.deal()
        if g.petit_sec >= 0:
            g.new_round()
            continue
        while g.phase == MM.BIDDING:
            g.bid(g.current_bidder, rng.choice(g.bids_open()))
        if g.taker == -1:
            g.new_round()
            continue
        break
    if g.phase == MM.DOG_EXCHANGE:
        hand = g.hands[g.taker]
        ok = [c for c in hand if c.rank != "R" and not c.is_oudler]
        while True:                                    # a uniformly random legal discard
            ids = [c.id for c in rng.sample(ok, MM.DOG_SIZE)]
            if MM.legal_discard(hand, ids):
                break
        g.discard(ids)
    if g.poignee_offer:
        g.declare_poignee(rng.random() < 0.5)
    while g.phase == MM.TRICK_PLAY:
        p = g.current
        g.play(p, rng.choice(MM.legal_plays(g.hands[p], g.trick)))
    return 1


def run_mm(n, rng):
    for _ in range(n):
        mm_random_deal(rng)
    return n


# ------------------------------------------------------------------ this engine
class Ours:
    def __init__(self, mode):
        self.mode = mode
        self.seed = 0
        self.state = None

    def _fresh(self):
        self.seed += 1
        self.state = tapisvert.new_game("tarot", players=4, seed=self.seed, deals=99)

    def run(self, n, rng):
        done = 0
        choice = rng.choice
        while done < n:
            st = self.state
            if st is None or st.is_over:
                self._fresh()
                st = self.state
            before = st.deals_scored
            if self.mode == "playout":
                st.playout(rng)
            else:
                start = st.hand_number
                legal, apply = st.legal_codes, st.apply_trusted
                while st.hand_number == start and st.phase < 6:
                    apply(choice(legal()))
            if not st.is_over:
                st.apply_trusted(st.legal_codes()[0])      # the next dealer deals
            done += st.deals_scored - before
        return done


def measure(rounds, seconds):
    rng = random.Random(2026)
    ours = {"step": Ours("step"), "playout": Ours("playout")}
    totals = {"magmacrunch": [0, 0.0], "step": [0, 0.0], "playout": [0, 0.0]}
    batch = {"magmacrunch": 20, "step": 50, "playout": 50}
    for _ in range(rounds):
        for name in totals:
            t0 = time.perf_counter()
            n = 0
            while time.perf_counter() - t0 < seconds:
                if name == "magmacrunch":
                    n += run_mm(batch[name], rng)
                else:
                    n += ours[name].run(batch[name], rng)
            totals[name][0] += n
            totals[name][1] += time.perf_counter() - t0
    return {k: v[0] / v[1] for k, v in totals.items()}, {k: v[0] for k, v in totals.items()}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=1.0)
    args = ap.parse_args()
    rates, counts = measure(args.rounds, args.seconds)
    mm = rates["magmacrunch"]
    out = {
        "benchmark": "random full 4-player French Tarot deals per second",
        "python": platform.python_version(), "machine": platform.machine(),
        "rounds": args.rounds, "seconds_per_engine_per_round": args.seconds,
        "magmacrunch_tarot": {"deals_per_s": round(mm, 1), "deals": counts["magmacrunch"]},
        "tapisvert_step": {"deals_per_s": round(rates["step"], 1), "deals": counts["step"],
                           "ratio": round(rates["step"] / mm, 2)},
        "tapisvert_playout": {"deals_per_s": round(rates["playout"], 1), "deals": counts["playout"],
                              "ratio": round(rates["playout"] / mm, 2)},
        "target_ratio": 5.0,
    }
    print(f"{'engine':<34}{'deals/s':>10}{'ratio':>8}")
    print(f"{'magmacrunch-tarot 0.1.1':<34}{mm:>10.0f}{1:>8.2f}")
    print(f"{'tapisvert (legal_codes+apply_trusted)':<34}{rates['step']:>10.0f}"
          f"{rates['step'] / mm:>8.2f}")
    print(f"{'tapisvert (playout)':<34}{rates['playout']:>10.0f}{rates['playout'] / mm:>8.2f}")
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    path = os.path.join(HERE, "results", "tarot_vs_magmacrunch.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=2, sort_keys=True)
        f.write("\n")
    print(f"wrote {os.path.relpath(path)}")


if __name__ == "__main__":
    main()
