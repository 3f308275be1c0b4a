"""The large soak: 10^5 fuzzed hands per game over every player count and every switch, with the
test soak's invariants on every action and the hidden-information check on a fixed sample (not
part of `make test`; `make bench` runs it).

For each game, ``--hands`` hands (default 100,000) are shared out over ``soak.switch_configs``:
every player count with the default options, and every value of every option (with the companion
switch it needs).  Each configuration is cut into chunks of ``--chunk`` hands (default 1,000),
each a run of seeded random matches by ``tests/engine/soak.py``:

On every action of every hand (``soak`` module docstring): the player to act has a legal
action; two random illegal actions are refused with a registered rule and a reason worded as a
sentence, and leave the whole state equal to a deep copy taken before; the legal action played
conserves the pack; every scored hand's score sheet adds up to its result.

On a fixed sample: the first hand of the first ``--deep`` matches of every chunk (default 2) gets,
at every step, the record round-trip, undo, and the no-leak check of every seat's observation;
the first hand of the first ``--blind`` match of every chunk (default 1) gets, at about one step
in four, the hidden-information check of every bot level (random, baseline, rule-based, search
with fixed worlds): the decision is the same when only the cards hidden from the player to act
are moved.  The results give the counts of each.

Chunks run on ``--jobs`` processes (default: every core).  A chunk's seeds depend only on the
game, the configuration and the chunk's index, so the results (hands, failures, counts) are the
same whatever the number of jobs; only the timings change.  A failing chunk is recorded (its
match's seed and action, the message, a line that replays the chunk) and the soak goes on: a
hidden-information failure with the same match, any other with the next match.

    python bench/soak_large.py [--hands 100000] [--games tarot,triomphe] [--chunk 1000] [--jobs 2]
    python bench/soak_large.py --sample-only     # only the sampled hands: bench/results/soak_sample.json

Writes bench/results/soak_large.json (rewritten as chunks finish, ``"complete": false`` until the
end): hands, seconds, hands/s, failures and check counts per game and per configuration.  Every
finished chunk also goes to a journal (soak_large.chunks.jsonl): a run stopped half-way resumes
where it was when started again at the same commit with the same arguments (``--fresh`` not).
"""

import argparse
import datetime
import json
import multiprocessing
import os
import platform
import subprocess
import sys
import time
import traceback
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "engine"))

from soak import COUNTS, soak, switch_configs  # noqa: E402

import tapisvert  # noqa: E402

EVERY_ACTION = [
    "the player to act has at least one legal action",
    "two random illegal actions (cards of the pack, bare words) raise IllegalAction with a "
    "registered rule and a reason worded as a sentence",
    "after each refusal the whole state (every attribute, full history, log and undo stack) "
    "equals a deep copy taken before",
    "the random legal action is accepted and the pack is conserved (state.all_cards())",
    "every scored hand's score sheet adds up to the hand's result",
]


def sample_description(deep, blind, chunk):
    return {
        "deep": f"the first hand of the first {deep} matches of every chunk of up to {chunk} "
        "hands, at every step: record round-trip (load(to_json())), undo restores, "
        "no-leak (every seat's observation unchanged when the cards hidden from it are "
        "shuffled)",
        "blind": f"the first hand of the first {blind} match(es) of every chunk, at about one "
        "step in four: every bot level (random, baseline, rule_based, search with 4 "
        "fixed worlds) decides the same when only the cards hidden from the player to "
        "act are moved (2 resamples)",
    }


def chunk_seed0(game, ci, k):
    """The first match seed of chunk ``k`` of configuration ``ci``: fixed by the game's place in
    ``list_games()``, not by ``--games`` or ``--jobs``."""
    gi = tapisvert.list_games().index(game)
    return (gi * 1000 + ci) * 10**9 + k * 10**6


def run_chunk(task):
    game, ci, k, players, options, hands, deep, blind, sample_only = task
    seed0 = chunk_seed0(game, ci, k)
    stats: dict[str, Any] = {}
    errors: list[dict[str, Any]] = []
    t, c = time.perf_counter(), time.process_time()
    try:
        played = soak(
            game,
            players,
            options,
            hands=hands,
            deep=deep,
            blind=blind,
            seed0=seed0,
            stats=stats,
            errors=errors,
            sample_only=sample_only,
        )
    except Exception as e:  # the harness itself broke: the chunk is lost, and said so
        played = stats.get("hands", 0)
        errors.append(
            {
                "seed": None,
                "action": None,
                "error": f"{type(e).__name__}: {e}",
                "traceback": traceback.format_exc()[-3000:],
            }
        )
    failures = [
        {
            "chunk": k,
            "seed0": seed0,
            **err,
            "error": err["error"][:1000],
            "repro": f"soak({game!r}, {players}, {options!r}, hands={hands}, deep={deep}, "
            f"blind={blind}, seed0={seed0})",
        }
        for err in errors
    ]
    wanted = played if sample_only else hands
    return {
        "game": game,
        "ci": ci,
        "k": k,
        "hands": played,
        "wanted": wanted,
        "stats": stats,
        "failures": failures,
        "seconds": time.perf_counter() - t,
        "cpu_seconds": time.process_time() - c,
    }


def plan(games, hands, chunk, deep, blind, sample_only=False):
    """Every chunk to run, and the configurations of each game."""
    tasks: list[tuple[Any, ...]] = []
    configs: dict[str, Any] = {}
    for game in games:
        cs = switch_configs(game)
        configs[game] = cs
        base, extra = divmod(hands, len(cs))
        for ci, (players, options) in enumerate(cs):
            want = base + (ci < extra)  # the game's total is exactly ``hands``
            n = -(-want // chunk)
            for k, start in enumerate(range(0, want, chunk)):
                tasks.append(
                    (
                        (k / n, len(tasks)),
                        (game, ci, k, players, options, min(chunk, want - start), deep, blind, sample_only),
                    )
                )
    # Every game and configuration advances at the same pace: a run cut short (or watched as it
    # goes) has sampled all of them alike.
    return [t for _, t in sorted(tasks)], configs


def git_state():
    root = os.path.join(HERE, "..")
    try:
        head = subprocess.run(
            ["git", "-C", root, "rev-parse", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            [
                "git",
                "-C",
                root,
                "status",
                "--porcelain",
                "--",
                "engine/src",
                "tests/engine/soak.py",
                "bench/soak_large.py",
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split("\n")
        return head, [line[3:] for line in dirty if line.strip()]
    except (OSError, subprocess.CalledProcessError):
        return None, None


def summarize(out, results, configs, t0, complete):
    out["games"] = {}
    for game, cs in configs.items():
        rows = []
        for ci, (players, options) in enumerate(cs):
            rs = [r for r in results if r["game"] == game and r["ci"] == ci]
            n = sum(r["hands"] for r in rs)
            sec = sum(r["seconds"] for r in rs)
            stats = {c: sum(r["stats"].get(c, 0) for r in rs) for c in COUNTS}
            rows.append(
                {
                    "players": players,
                    "options": options,
                    "chunks": len(rs),
                    "hands": n,
                    "worker_seconds": round(sec, 2),
                    "hands_per_s": round(n / sec, 1) if sec else None,
                    "failures": [f for r in sorted(rs, key=lambda r: r["k"]) for f in r["failures"]],
                    "checks": stats,
                }
            )
        n = sum(r["hands"] for r in rows)
        sec = sum(r["worker_seconds"] for r in rows)
        cpu = sum(r["cpu_seconds"] for r in results if r["game"] == game)
        out["games"][game] = {
            "hands": n,
            "hands_short": sum(r["wanted"] - r["hands"] for r in results if r["game"] == game),
            "worker_seconds": round(sec, 1),
            "cpu_seconds": round(cpu, 1),
            "hands_per_s": round(n / sec, 1) if sec else None,
            "failures": sum(len(r["failures"]) for r in rows),
            "checks": {c: sum(r["checks"][c] for r in rows) for c in COUNTS},
            "configurations": rows,
        }
    out["complete"] = complete
    out["wall_seconds"] = round(time.perf_counter() - t0, 1)
    out["total_hands"] = sum(g["hands"] for g in out["games"].values())
    out["total_failures"] = sum(g["failures"] for g in out["games"].values())
    out["hands_per_s_overall"] = (
        round(out["total_hands"] / out["wall_seconds"], 1) if out["wall_seconds"] else None
    )


def write(out, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(out, f, indent=2)
        f.write("\n")
    os.replace(tmp, path)


def load_journal(path, run_key, tasks):
    """The chunks of an earlier run with the same key (commit and arguments) that are planned."""
    planned = {(t[0], t[1], t[2]) for t in tasks}
    found = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                try:
                    r = json.loads(line)
                except ValueError:
                    continue  # a line cut short by a stop
                if r.pop("run", None) == run_key and (r["game"], r["ci"], r["k"]) in planned:
                    found[r["game"], r["ci"], r["k"]] = r
    return list(found.values())


def report(out, results, configs, t0, tasks, games, path):
    results.sort(key=lambda x: (games.index(x["game"]), x["ci"], x["k"]))
    summarize(out, results, configs, t0, complete=len(results) == len(tasks))
    write(out, path)
    print(
        f"[{len(results)}/{len(tasks)} chunks, {out['total_hands']} hands, "
        f"{out['total_failures']} failures, {out['wall_seconds']:.0f} s]",
        flush=True,
    )


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=100_000, help="hands per game")
    ap.add_argument("--games", default=",".join(tapisvert.list_games()))
    ap.add_argument("--chunk", type=int, default=1000, help="hands per seeded chunk")
    ap.add_argument("--deep", type=int, default=2, help="matches per chunk with the deep checks")
    ap.add_argument(
        "--blind", type=int, default=1, help="matches per chunk with the hidden-information check"
    )
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    ap.add_argument(
        "--sample-only",
        action="store_true",
        help="play only the sampled hands of every chunk (the deep and hidden-information "
        "checks, same seeds and random numbers as the whole soak)",
    )
    ap.add_argument("--fresh", action="store_true", help="ignore the journal of an earlier, unfinished run")
    ap.add_argument(
        "--out",
        default=None,
        help="default bench/results/soak_large.json, or soak_sample.json with --sample-only",
    )
    args = ap.parse_args(argv)
    if args.out is None:
        args.out = os.path.join(
            HERE, "results", "soak_sample.json" if args.sample_only else "soak_large.json"
        )
    games = [g for g in args.games.split(",") if g]
    head, dirty = git_state()
    tasks, configs = plan(games, args.hands, args.chunk, args.deep, args.blind, args.sample_only)
    out = {
        "mode": "sample only: the first hand of the sampled matches of every chunk"
        if args.sample_only
        else "whole soak",
        "hands_per_game": args.hands,
        "chunk": args.chunk,
        "deep_matches_per_chunk": args.deep,
        "blind_matches_per_chunk": args.blind,
        "jobs": args.jobs,
        "chunks": len(tasks),
        "commit": head,
        "uncommitted_changes": dirty,
        "engine": os.path.dirname(tapisvert.__file__),
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "python": platform.python_version(),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores",
        "checks_on_every_action": EVERY_ACTION,
        "checks_on_a_sample": sample_description(args.deep, args.blind, args.chunk),
        "timings": "worker_seconds: the sum of the chunks' wall times (one process); "
        "hands_per_s = hands / worker_seconds (one process, under the machine's "
        "load); wall_seconds: this run on `jobs` processes (after resumed_chunks "
        "taken from the journal of an interrupted run)",
    }
    print(
        f"{len(tasks)} chunks, {args.jobs} jobs, engine {out['engine']} at {head}"
        + (f" (uncommitted: {dirty})" if dirty else ""),
        flush=True,
    )
    # Every finished chunk is appended to a journal: a run stopped half-way goes on where it
    # was (same commit, same arguments: the chunks are deterministic) unless --fresh.
    journal = os.path.splitext(args.out)[0] + ".chunks.jsonl"
    run_key = {
        "commit": head,
        "uncommitted_changes": dirty,
        "hands": args.hands,
        "chunk": args.chunk,
        "deep": args.deep,
        "blind": args.blind,
        "sample_only": args.sample_only,
        "games": games,
    }
    results = [] if args.fresh else load_journal(journal, run_key, tasks)
    done = {(r["game"], r["ci"], r["k"]) for r in results}
    todo = [t for t in tasks if (t[0], t[1], t[2]) not in done]
    out["resumed_chunks"] = len(results)
    out["journal"] = os.path.relpath(journal, os.path.join(HERE, ".."))
    if results:
        print(f"resuming: {len(results)} chunks already done ({journal})", flush=True)
    elif os.path.exists(journal):
        os.remove(journal)
    t0 = time.perf_counter()
    last_write = 0.0
    ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)
    with ctx.Pool(args.jobs) as pool, open(journal, "a") as jf:
        for r in pool.imap_unordered(run_chunk, todo):
            results.append(r)
            jf.write(json.dumps({"run": run_key, **r}) + "\n")
            jf.flush()
            g = r["game"]
            done_g = sum(1 for x in results if x["game"] == g)
            total_g = sum(1 for x in tasks if x[0] == g)
            for f in r["failures"]:
                print(f"FAILURE {g} config {r['ci']} chunk {r['k']}: {f['error'][:300]}", flush=True)
            if done_g == total_g:
                n = sum(x["hands"] for x in results if x["game"] == g)
                sec = sum(x["seconds"] for x in results if x["game"] == g)
                fails = sum(len(x["failures"]) for x in results if x["game"] == g)
                print(f"== {g}: {n} hands, {fails} failures, {n / sec:.0f} hands/s per process", flush=True)
            if time.perf_counter() - last_write > 60 or len(results) == len(tasks):
                last_write = time.perf_counter()
                report(out, results, configs, t0, tasks, games, args.out)
    report(out, results, configs, t0, tasks, games, args.out)
    for g, v in out["games"].items():
        print(
            f"{g}: {v['hands']} hands, {v['failures']} failures, {v['hands_per_s']} hands/s per process",
            flush=True,
        )
    print(
        f"{out['total_hands']} hands, {out['total_failures']} failures, "
        f"{out['wall_seconds']:.0f} s on {args.jobs} processes"
    )
    return 1 if out["total_failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
