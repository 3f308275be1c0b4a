"""The lab's committed results (``bench/lab/*.json``, written by ``python -m tapisvert.lab``), read
once: the lab's pages draw them (:mod:`sitebuild.pages.lab_pages`) and the French words of
:mod:`sitebuild.languages.lab_words` are checked against them (``lab_pages.missing_words``); the build never runs a study."""

from __future__ import annotations

import functools
import json
from pathlib import Path

RESULTS = Path(__file__).resolve().parents[2] / "bench" / "lab"


@functools.cache
def headers(directory: str = str(RESULTS)) -> dict:
    """The committed result headers, by study id."""
    out = {}
    for p in sorted(Path(directory).glob("*.json")):
        out[p.stem] = json.loads(p.read_text(encoding="utf-8"))
    return out
