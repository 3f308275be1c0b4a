"""Re-validating committed results against a changed engine, without re-running them in full.

When a study's rules fingerprint no longer matches (someone changed the engine), ``verify`` replays
the study's first matches (or deals) with the current engine and compares the new records with the
committed ones, bit for bit.  If they are the same, the header records the current fingerprints
under ``verified`` (with the number of matches replayed and the date) and the results count as up to
date; if not, the study must be re-run (``python -m tapisvert.lab run STUDY``).  Play is
deterministic, so a change of the engine that alters play shows in the first matches in practice;
a change that alters only rare positions might not, which is why the page says how the results
were verified.
"""

from __future__ import annotations

import dataclasses
import json
import time
from pathlib import Path

from . import results as R
from .fingerprint import fingerprint
from .runner import run_in_process
from .spec import load_study


def verify_study(
    sid: str, directory: str | Path | None = None, matches: int = 20, deals: int = 2
) -> tuple[bool, str]:
    """Replay the first ``matches`` matches (``deals`` deals for a skill study) of ``sid`` and
    compare them with the committed records; on success, record the verification in the header."""
    directory = Path(directory) if directory is not None else R.default_dir()
    head = R.load_header(directory, sid)
    if head is None:
        return False, f"{sid}: no results to verify"
    study = load_study(sid)
    if head.get("spec") != study.to_dict():
        return False, f"{sid}: the specification changed: re-run it"
    n = min(deals if study.kind == "skill" else matches, study.matches)
    small = dataclasses.replace(study, matches=n, chunk=max(1, n))
    fresh = run_in_process(small)
    seeds = set(small.seeds())
    committed = R.load_records(directory, sid)
    for kind in R.COLUMNS:
        mine = sorted(r for r in committed[kind] if r[1] in seeds)
        if mine != sorted(fresh[kind]):
            return False, f"{sid}: the current engine plays {kind} records differently: re-run it"
    head["verified"] = {
        "fingerprints": {g: fingerprint(g) for g in study.games},
        "matches" if study.kind != "skill" else "deals": n,
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    R.paths(directory, sid)["header"].write_text(
        json.dumps(head, indent=1, sort_keys=True) + "\n", encoding="utf-8"
    )
    return (
        True,
        f"{sid}: the first {n} {'deals' if study.kind == 'skill' else 'matches'} replay identically: verified",
    )
