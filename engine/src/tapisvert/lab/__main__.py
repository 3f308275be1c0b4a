"""Command line of the variant laboratory.

python -m tapisvert.lab list                       the shipped studies
python -m tapisvert.lab run STUDY [STUDY…]          run on a new LocalCluster (one worker a core)
python -m tapisvert.lab run --all                   every shipped study (what `make lab` does)
python -m tapisvert.lab run --stale                 only the studies `check` names
    --scheduler ADDRESS    use an existing Dask cluster (tcp://host:8786) instead
    --workers N            workers of the LocalCluster (default: the machine's cores)
    --in-process           no Dask: play in this process
    --out DIR              results directory (default: the repository's bench/lab/)
python -m tapisvert.lab check                      exit 1 naming every study whose committed
                                                   results are missing or stale
python -m tapisvert.lab verify [STUDY…]            replay the first matches of stale studies; if
                                                   they are unchanged, mark them verified
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from . import results as R
from .spec import Study, StudyError, load_study, study_names


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m tapisvert.lab", description="The variant laboratory of the Tapis vert engine."
    )
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list", help="list the shipped studies")
    run = sub.add_parser("run", help="run studies and write their results")
    run.add_argument("studies", nargs="*", help="study ids (see list) or paths to study .json files")
    run.add_argument("--all", action="store_true", help="every shipped study")
    run.add_argument(
        "--stale",
        action="store_true",
        help="the studies whose committed results are missing or stale (see check)",
    )
    run.add_argument("--scheduler", help="address of an existing Dask scheduler")
    run.add_argument("--workers", type=int, help="workers of the LocalCluster")
    run.add_argument("--in-process", action="store_true", help="play in this process, without Dask")
    run.add_argument("--out", help="results directory")
    run.add_argument("--quiet", action="store_true", help="no progress bar")
    chk = sub.add_parser("check", help="name the studies whose results are missing or stale")
    chk.add_argument("--out", help="results directory")
    ver = sub.add_parser(
        "verify",
        help="replay the first matches of the stale studies; if they are "
        "unchanged, record the current fingerprints as verified",
    )
    ver.add_argument("studies", nargs="*", help="study ids (default: every stale study)")
    ver.add_argument("--matches", type=int, default=20, help="matches replayed per study")
    ver.add_argument("--out", help="results directory")
    args = ap.parse_args(argv)

    if args.cmd == "list":
        for sid in study_names():
            s = load_study(sid)
            print(
                f"{sid:28} {s.kind:8} {s.matches:>7} {'deals' if s.kind == 'skill' else 'matches'}  {s.title}"
            )
        return 0
    if args.cmd == "verify":
        from .verify import verify_study

        names = args.studies or sorted({line.split(":", 1)[0] for line in R.stale_studies(args.out)})
        bad = 0
        for sid in names:
            ok, msg = verify_study(sid, args.out, args.matches)
            bad += not ok
            print(msg, flush=True)
        return 1 if bad else 0
    if args.cmd == "check":
        stale = R.stale_studies(args.out)
        for line in stale:
            print(line)
        if not stale:
            print(f"all {len(study_names())} studies are up to date")
        return 1 if stale else 0
    if args.stale:
        stale = R.stale_studies(args.out)
        names = sorted({line.split(":", 1)[0] for line in stale})
        if not names:
            print("every study is up to date")
            return 0
    else:
        names = study_names() if args.all else args.studies
    if not names:
        ap.error("name at least one study, or --all")
    if args.in_process and args.scheduler:
        ap.error("--in-process and --scheduler exclude each other")
    from .runner import close_client, open_client, run as run_study

    failed = []
    client = None if args.in_process else open_client(args.scheduler, args.workers)
    try:
        for name in names:
            # One study's failure (a bad spec, a game that raises) is reported and the others run.
            try:
                study = load_study(name)
                head = run_study(
                    study,
                    scheduler=args.scheduler,
                    in_process=args.in_process,
                    out=args.out,
                    progress=not args.quiet,
                    client=client,
                )
            except Exception as e:  # noqa: BLE001 - reported with the study's name below
                failed.append(name)
                what = str(e) if isinstance(e, StudyError) else f"study {name}: {type(e).__name__}: {e}"
                print(f"error: {what}", file=sys.stderr, flush=True)
                continue
            _report(study, head)
    finally:
        if client is not None:
            close_client(client)
    if failed:
        print(f"{len(failed)} of {len(names)} studies failed: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


def _report(study: Study, head: dict[str, Any]) -> None:
    counts = head["hands"] or head["skill_records"]
    print(
        f"{study.id}: {', '.join(f'{k}: {v}' for k, v in counts.items())} "
        f"({'hands' if head['hands'] else 'seat records'}) in {head['wall_s']} s on "
        f"{head['workers']} worker(s), {head['scheduler']}",
        flush=True,
    )


if __name__ == "__main__":
    sys.exit(main())
