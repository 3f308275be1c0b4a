"""Variant-laboratory benchmark (not a test): hands per second for one study, in-process against
a local Dask cluster of one and of two workers, and the ratios.

The three paths are measured in one interleaved run (in-process, 1 worker, 2 workers, repeated
``--rounds`` times) so that the machine's other load falls on all of them alike; the clusters are
started before timing (their start-up, a few seconds, is reported apart).  Wall-clock time and the
CPU time of this process are recorded with the load average.  Goal on a 2-core machine: 2 workers
>= 1.7x one worker; the distributed path on one worker >= 0.9x the in-process loop.
Writes bench/results/lab.json.

    python bench/lab_bench.py [--study triomphe-DT3] [--matches 400] [--rounds 3] [--chunk 50]
"""

import argparse
import dataclasses
import json
import os
import platform
import statistics
import time

from tapisvert.lab import load_study
from tapisvert.lab.runner import close_client, local_client, run_in_process, run_on_dask

HERE = os.path.dirname(os.path.abspath(__file__))


def timed(fn):
    t = time.perf_counter()
    rec = fn()
    return time.perf_counter() - t, len(rec["hands"]) + len(rec["skill"])


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--study", default="triomphe-DT3")
    ap.add_argument("--matches", type=int, default=400)
    ap.add_argument("--chunk", type=int, default=50)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    study = dataclasses.replace(load_study(args.study), matches=args.matches, chunk=args.chunk)
    load0 = os.getloadavg()[0]
    t = time.perf_counter()
    one = local_client(1)
    two = local_client(2)
    startup = time.perf_counter() - t
    rates: dict[str, list[float]] = {"in_process": [], "dask_1_worker": [], "dask_2_workers": []}
    hands = None
    try:
        run_on_dask(study, one)  # warm the workers (imports) before timing
        run_on_dask(study, two)
        for _ in range(args.rounds):
            for name, fn in (
                ("in_process", lambda: run_in_process(study)),
                ("dask_1_worker", lambda: run_on_dask(study, one)),
                ("dask_2_workers", lambda: run_on_dask(study, two)),
            ):
                dt, hands = timed(fn)
                rates[name].append(hands / dt)
                print(f"{name:15} {hands} hands in {dt:.2f} s: {hands / dt:,.0f} hands/s", flush=True)
    finally:
        close_client(one)
        close_client(two)
    med = {k: statistics.median(v) for k, v in rates.items()}
    out = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "study": args.study,
        "matches": args.matches,
        "chunk": args.chunk,
        "hands_per_run": hands,
        "rounds": args.rounds,
        "cluster_startup_s": round(startup, 2),
        "hands_per_s_median": {k: round(v, 1) for k, v in med.items()},
        "hands_per_s_all": {k: [round(x, 1) for x in v] for k, v in rates.items()},
        "ratio_2_workers_to_1": round(med["dask_2_workers"] / med["dask_1_worker"], 3),
        "ratio_1_worker_to_in_process": round(med["dask_1_worker"] / med["in_process"], 3),
        "ratio_2_workers_to_in_process": round(med["dask_2_workers"] / med["in_process"], 3),
        "loadavg_1min_start": load0,
        "loadavg_1min_end": os.getloadavg()[0],
    }
    print(
        json.dumps(
            {
                k: out[k]
                for k in (
                    "hands_per_s_median",
                    "ratio_2_workers_to_1",
                    "ratio_1_worker_to_in_process",
                    "loadavg_1min_start",
                    "loadavg_1min_end",
                )
            },
            indent=1,
        )
    )
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    with open(os.path.join(HERE, "results", "lab.json"), "w") as f:
        json.dump(out, f, indent=2)


if __name__ == "__main__":
    main()
