"""What each file of the browser runtime costs: raw, brotli and gzip bytes, read from built sites.

    .venv/bin/python bench/runtime_bytes.py before=/tmp/site-a after=site/ [--out bench/results/runtime-bytes.json]

For every file the worker fetches (``wheels/manifest.json``'s ``runtime``) and the manifest itself,
and for the play page of each game with its first-deal block (issue 27): the bytes on disk and of
the ``.br``/``.gz`` variants the build wrote (``sitebuild.runtime.precompress``), which is what a browser
that accepts brotli downloads.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sitebuild.pages import first_deals  # noqa: E402

PLAY_PAGES = ["games/triomphe/play/index.html", "games/tarot/play/index.html"]


def sizes(path: Path) -> dict:
    out: dict[str, int | None] = {"raw": path.stat().st_size}
    for suffix in ("br", "gz"):
        variant = path.with_name(path.name + "." + suffix)
        out[suffix] = variant.stat().st_size if variant.is_file() else None
    return out


def site_bytes(site: Path) -> dict:
    manifest = json.loads((site / "wheels" / "manifest.json").read_text(encoding="utf-8"))
    files = {p: sizes(site / p) for p in manifest["runtime"]}
    files["wheels/manifest.json"] = sizes(site / "wheels" / "manifest.json")
    total = {k: sum((v[k] or v["raw"]) for v in files.values()) for k in ("raw", "br", "gz")}
    pages = {}
    for page in PLAY_PAGES:
        text = (site / page).read_text(encoding="utf-8")
        # the deals' element as built now (an attribute), or as a JSON <script> (builds before 2026-12-02)
        m = first_deals.ELEMENT_PATTERN.search(text) or re.search(
            r'<script type="application/json" id="tv-first-deal">(.*?)</script>', text, re.S
        )
        pages[page] = {**sizes(site / page), "first_deal_block_raw": len(m.group(1).encode()) if m else 0}
    return {"files": files, "runtime_total": total, "play_pages": pages}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sites", nargs="+", metavar="NAME=DIR")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "runtime-bytes.json"))
    args = parser.parse_args(argv)
    result = {}
    for spec in args.sites:
        name, _, directory = spec.partition("=")
        result[name] = site_bytes(Path(directory))
        for path, s in result[name]["files"].items():
            print(f"{name:8} {path:60} raw {s['raw']:>10}  br {s['br'] or '-':>9}  gz {s['gz'] or '-':>9}")
        t = result[name]["runtime_total"]
        print(
            f"{name:8} {'total (runtime + manifest)':60} raw {t['raw']:>10}  br {t['br']:>9}  gz {t['gz']:>9}"
        )
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
