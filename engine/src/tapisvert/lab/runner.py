"""Running a study: in-process, on a local Dask cluster, or on any Dask scheduler.

Dask is imported here, inside the functions that need it, and nowhere else in the engine: the
core and the wheel the browser loads stay free of it (``pip install -e "engine[lab]"`` adds it).
"""

from __future__ import annotations

import os
import platform
import sys
import time
import uuid
from collections.abc import Iterable
from typing import IO, Any

from .. import __version__
from . import results as R
from .aggregate import summarize
from .fingerprint import fingerprint
from .play import run_task
from .results import Record
from .spec import Study, Task

Records = dict[str, list[Record]]  # the records of a study, by kind (results.COLUMNS)

KIND_OF_TASK = {"play": "hands", "compare": "compare", "skill": "skill"}


class Progress:
    """A one-line progress bar on stderr (tasks done, hands so far, elapsed time)."""

    def __init__(self, total: int, label: str, stream: IO[str] | None = None, enabled: bool = True):
        self.total, self.label, self.done, self.rows = total, label, 0, 0
        self.stream = stream or sys.stderr
        self.enabled = enabled
        self.t0 = time.perf_counter()

    def step(self, rows: int) -> None:
        self.done += 1
        self.rows += rows
        if not self.enabled:
            return
        width = 30
        full = int(width * self.done / max(1, self.total))
        self.stream.write(
            f"\r{self.label} [{'#' * full}{'.' * (width - full)}] {self.done}/{self.total} "
            f"tasks, {self.rows} records, {time.perf_counter() - self.t0:.0f} s"
        )
        if self.done == self.total:
            self.stream.write("\n")
        self.stream.flush()


def _collect(pairs: Iterable[tuple[Task, list[Record]]]) -> Records:
    out: Records = {k: [] for k in R.COLUMNS}
    for task, rows in pairs:
        out[KIND_OF_TASK[task[0]]].extend(rows)
    return out


def run_in_process(
    study: Study, matches: int | None = None, chunk: int | None = None, progress: bool = False
) -> Records:
    """The study's records, computed by this process (no Dask)."""
    tasks = study.tasks(matches, chunk)
    bar = Progress(len(tasks), study.id, enabled=progress)
    pairs: list[tuple[Task, list[Record]]] = []
    for t in tasks:
        rows = run_task(study, t)
        bar.step(len(rows))
        pairs.append((t, rows))
    return _collect(pairs)


def local_client(workers: int = 2, processes: bool = True) -> Any:
    """A ``dask.distributed`` client on a new LocalCluster of single-threaded workers."""
    from dask.distributed import Client, LocalCluster

    cluster = LocalCluster(  # type: ignore[no-untyped-call]
        n_workers=workers, threads_per_worker=1, processes=processes, dashboard_address=":0"
    )  # any free port: never collide on 8787
    return Client(cluster)  # type: ignore[no-untyped-call]


def run_on_dask(
    study: Study, client: Any, matches: int | None = None, chunk: int | None = None, progress: bool = False
) -> Records:
    """The study's records, computed on the Dask cluster of ``client`` (tasks in any order)."""
    from dask.distributed import as_completed

    tasks = study.tasks(matches, chunk)
    [scattered] = client.scatter([study], broadcast=True)
    run = uuid.uuid4().hex[:8]  # fresh keys: a re-run is computed again, never served from memory
    futures = {
        client.submit(
            run_task, scattered, t, pure=False, key=f"lab-{study.id}-{run}-{'-'.join(map(str, t))}"
        ): t
        for t in tasks
    }
    bar = Progress(len(tasks), study.id, enabled=progress)
    pairs: list[tuple[Task, list[Record]]] = []
    for fut in as_completed(futures):  # type: ignore[no-untyped-call]
        rows = fut.result()
        bar.step(len(rows))
        pairs.append((futures[fut], rows))
    return _collect(pairs)


def workers_of(client: Any) -> int:
    return len(client.scheduler_info().get("workers", {}))


def header(study: Study, records: Records, wall_s: float, workers: int, where: str) -> dict[str, Any]:
    hands: dict[int, int] = {}
    for r in records.get("hands", []):
        hands[r[0]] = hands.get(r[0], 0) + 1
    skill: dict[int, int] = {}
    for r in records.get("skill", []):
        skill[r[0]] = skill.get(r[0], 0) + 1
    return {
        "format": R.FORMAT,
        "study": study.id,
        "spec": study.to_dict(),
        "engine_version": __version__,
        "fingerprints": {g: fingerprint(g) for g in study.games},
        "seeds": {
            "first": study.seed,
            "last": study.seed + study.matches - 1,
            "rule": "match (or deal) i of every setting is played from seed first + i",
        },
        "level": study.level,
        "search": (
            {"worlds": study.worlds, "endgame": 0, "time_limit": None} if study.kind == "skill" else None
        ),
        "matches": study.matches,
        "hands": {study.settings[i].label: n for i, n in sorted(hands.items())},
        "skill_records": {study.settings[i].label: n for i, n in sorted(skill.items())},
        "wall_s": round(wall_s, 1),
        "workers": workers,
        "scheduler": where,
        "python": platform.python_version(),
        "summary": summarize(study, records["hands"], records["compare"], records["skill"]),
    }


def open_client(scheduler: str | None = None, workers: int | None = None) -> Any:
    """A client of the Dask scheduler at ``scheduler``, or of a new LocalCluster of ``workers``."""
    if scheduler:
        from dask.distributed import Client

        return Client(scheduler)  # type: ignore[no-untyped-call]
    return local_client(workers or os.cpu_count() or 1)


def close_client(client: Any) -> None:
    cluster = getattr(client, "cluster", None)
    client.close()
    if cluster is not None:
        cluster.close()


def run(
    study: Study,
    scheduler: str | None = None,
    workers: int | None = None,
    in_process: bool = False,
    out: str | None = None,
    progress: bool = True,
    client: Any = None,
) -> dict[str, Any]:
    """Run ``study`` in full and write its results; returns the header.  ``client``: an open Dask
    client to reuse (otherwise one is opened on ``scheduler`` or a new LocalCluster, and closed)."""
    t0 = time.perf_counter()
    if in_process:
        records = run_in_process(study, progress=progress)
        n, where = 1, "in-process"
    else:
        own = client is None
        if own:
            client = open_client(scheduler, workers)
        try:
            records = run_on_dask(study, client, progress=progress)
            n, where = workers_of(client), ("scheduler" if scheduler else "LocalCluster")
        finally:
            if own:
                close_client(client)
    head = header(study, records, time.perf_counter() - t0, n, where)
    R.save(out or R.default_dir(), study, records, head)
    return head
