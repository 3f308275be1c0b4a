"""The warm-start snapshot's size and its headroom under what the pinned Pyodide restores (issue 37).

    .venv/bin/python bench/snapshot_size.py [--out bench/results/snapshot-size.json]

A first visit (a new browser context) to the Triomphe play page of the test build: the page makes
its warm-start snapshot in idle time (playground/engine-client/snapshot-worker.mjs) and says what it made. The
snapshot is a header (Python's table of JavaScript objects) followed by the whole of Python's heap;
a heap over the restorable size (playground/engine-client/warm-start.mjs: RESTORABLE_HEAP, the wasm's initial
memory) is refused, never stored. Recorded: the snapshot's bytes, its heap, the part of the heap in
use (the program break), the limit, the headroom (limit - in use: what the engine's import may still
take before the heap grows and warm start is refused) and whether it was stored. Sizes only:
nothing here depends on the machine's load.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sitebuild.runtime import runtime  # noqa: E402
from tests import testing  # noqa: E402

PAGE = "/games/triomphe/play/"


def measure(browser, origin: str) -> dict:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = ctx.new_page()
        page.goto(origin + PAGE)
        page.wait_for_function(
            "() => window.tapisvert && window.tapisvert.engine.warmStartResult", timeout=300_000
        )
        return page.evaluate("() => window.tapisvert.engine.warmStartResult")
    finally:
        ctx.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "snapshot-size.json"))
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    origin = testing.serve_test_site()
    with sync_playwright() as p:
        browser = testing.launch_chromium(p)
        made = measure(browser, origin)
        browser.close()
    if made.get("type") not in ("stored", "refused") or not made.get("heapBytes"):
        print(f"no snapshot was made: {made}", file=sys.stderr)
        return 1
    result = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "benchmark": "the warm-start snapshot made on a first visit to " + PAGE,
        "pyodide": runtime.pyodide_version(),
        "key": made["key"],
        "stored": made["type"] == "stored",
        "snapshot_bytes": made["bytes"],
        "header_bytes": made["bytes"] - made["heapBytes"],
        "heap_bytes": made["heapBytes"],
        "heap_in_use_bytes": made["usedBytes"],
        "limit_bytes": made["limitBytes"],
        # what the engine's import may still take before the heap grows past what can be restored
        "headroom_bytes": made["limitBytes"] - made["usedBytes"],
        "headroom_share": round((made["limitBytes"] - made["usedBytes"]) / made["limitBytes"], 4),
    }
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=1))
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
