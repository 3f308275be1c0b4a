"""Committed results: the records as gzipped CSV and a JSON header with the summary.

For a study ``ID`` the results directory holds::

    ID.json            header: format, study spec, engine version, rules fingerprint per game,
                       seeds, bot level, hands, wall time, workers, and the summary
    ID.hands.csv.gz    one row per hand     (variants studies)
    ID.compare.csv.gz  one row per match and compared setting (variants studies that compare)
    ID.skill.csv.gz    one row per deal, seat and level (skill studies)

The gzip streams carry no timestamp, so re-running a study with the same engine rewrites the same
bytes.  The default directory is the repository's ``bench/lab/`` (``TAPISVERT_LAB_RESULTS``
overrides it).
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from .fingerprint import fingerprint
from .spec import Study, load_study, study_names

Record = tuple[Any, ...]  # one row of a records file, as the runner makes it

FORMAT = "tapisvert-lab/1"
COLUMNS = {
    "hands": ("setting", "match", "hand", "dealer", "actions", "tricks", "points", "events", "last"),
    "compare": ("setting", "match", "decisions", "differing", "parted", "result_differs", "same_deal"),
    "skill": ("setting", "deal", "seat", "level", "points"),
}


def default_dir() -> Path:
    env = os.environ.get("TAPISVERT_LAB_RESULTS")
    if env:
        return Path(env)
    here = Path(__file__).resolve()
    for parent in here.parents:
        if (parent / "bench").is_dir() and (parent / "engine").is_dir():
            return parent / "bench" / "lab"
    return Path.cwd() / "lab-results"


def _encode(kind: str, row: Record) -> list[Any]:
    if kind == "hands":
        r = list(row)
        r[6] = " ".join(str(p) for p in row[6])
        r[7] = "|".join(row[7])
        return r
    return list(row)


def _num(text: str) -> int | float:
    try:
        return int(text)
    except ValueError:
        return float(text)


def _decode(kind: str, row: Sequence[str]) -> Record:
    if kind == "hands":
        pts = tuple(_num(x) for x in row[6].split()) if row[6] else ()
        evs = tuple(row[7].split("|")) if row[7] else ()
        return tuple(int(x) for x in row[:6]) + (pts, evs, int(row[8]))
    if kind == "skill":
        return (int(row[0]), int(row[1]), int(row[2]), row[3], _num(row[4]))
    return tuple(int(x) for x in row)


def write_records(path: Path, kind: str, rows: Iterable[Record]) -> None:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(COLUMNS[kind])
    for row in sorted(rows):
        w.writerow(_encode(kind, row))
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as f:
        f.write(buf.getvalue().encode())


def read_records(path: Path, kind: str) -> list[Record]:
    with gzip.open(path, "rt", newline="") as f:
        r = csv.reader(f)
        header = next(r)
        if tuple(header) != COLUMNS[kind]:
            raise ValueError(f"{path}: unexpected columns {header}")
        return [_decode(kind, row) for row in r]


def paths(directory: Path, sid: str) -> dict[str, Path]:
    d = Path(directory)
    return {"header": d / f"{sid}.json", **{k: d / f"{sid}.{k}.csv.gz" for k in COLUMNS}}


def save(
    directory: Path | str, study: Study, records: dict[str, list[Record]], header: dict[str, Any]
) -> Path:
    """Write a study's records and header; returns the header's path."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    p = paths(directory, study.id)
    for kind in COLUMNS:
        if records.get(kind):
            write_records(p[kind], kind, records[kind])
        elif p[kind].exists():
            p[kind].unlink()
    p["header"].write_text(json.dumps(header, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return p["header"]


def load_header(directory: Path, sid: str) -> dict[str, Any] | None:
    p = paths(directory, sid)["header"]
    if not p.is_file():
        return None
    head: dict[str, Any] = json.loads(p.read_text(encoding="utf-8"))
    return head


def load_records(directory: Path, sid: str) -> dict[str, list[Record]]:
    p = paths(directory, sid)
    return {k: read_records(p[k], k) if p[k].is_file() else [] for k in COLUMNS}


def stale_studies(directory: Path | None = None, names: Iterable[str] | None = None) -> list[str]:
    """One message per shipped study whose committed results are missing, or were computed with a
    rules fingerprint that no longer matches the engine (naming the study to re-run)."""
    directory = Path(directory) if directory is not None else default_dir()
    out = []
    for sid in names if names is not None else study_names():
        head = load_header(directory, sid)
        if head is None:
            out.append(f"{sid}: no results in {directory} (run: python -m tapisvert.lab run {sid})")
            continue
        try:
            study = load_study(sid)
        except ValueError as e:  # StudyError, or a game that no longer accepts the options
            out.append(f"{sid}: the study no longer loads ({e}); fix its specification and re-run it")
            continue
        if head.get("spec") != study.to_dict():
            out.append(
                f"{sid}: the study's specification changed since its results were computed "
                f"(re-run: python -m tapisvert.lab run {sid})"
            )
            continue
        verified = (head.get("verified") or {}).get("fingerprints", {})
        for game in study.games:
            was, now = head.get("fingerprints", {}).get(game), fingerprint(game)
            if was != now and verified.get(game) != now:
                out.append(
                    f"{sid}: rules fingerprint of {game} is {now}, the results were computed "
                    f"with {was} (re-run: python -m tapisvert.lab run {sid})"
                )
    return out
