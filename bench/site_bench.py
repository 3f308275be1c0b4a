"""Site benchmark: build time, in-browser engine boot (cold and warm), main-thread long tasks, bytes.

    .venv/bin/python bench/site_bench.py [--runs 5] [--out bench/results/site.json]

Measures, in headless Debian chromium with a persistent profile (an incognito context would not keep
the 9.6 MB wasm in its cache, so "warm" would not be warm):

* ``build``: wall time of ``mkdocs build`` (strict), median of several builds;
* ``cold``: a fresh profile per run; ``warm``: the same profile reopened (disk HTTP cache and V8 code
  cache). For each: ms since navigation start until the engine worker started (``bootStart``), Python
  answered (``engineReady``) and the first deal was drawn (``firstDeal``), medians over the runs;
* ``longest_main_thread_task_ms``: the longest task on the page's main thread up to the first deal
  (PerformanceObserver "longtask"; the engine runs in a Web Worker, so it should stay small);
* ``bytes``: bytes transferred for the Triomphe play page by a cold visit before the reader's game
  starts (the page and theme assets) and after the first deal (runtime and wheel included).

Timings depend on the machine and its load; they are recorded here, never asserted by tests.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sitebuild import testing  # noqa: E402
from sitebuild.serve import serve_in_thread  # noqa: E402

PLAY = "/games/triomphe/play/"

INIT = """
window.__tvLongest = 0; window.__tvLongTasks = 0;
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (window.tapisvert && window.tapisvert.timings.firstDeal) continue;
      window.__tvLongTasks += 1;
      window.__tvLongest = Math.max(window.__tvLongest, e.duration);
    }
  }).observe({ type: "longtask", buffered: true });
} catch (e) {}
"""


def median(xs):
    return round(statistics.median(xs), 1) if xs else None


def bench_build(runs: int, site: Path, origin: str) -> dict:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        proc = testing.build_site(site, origin + "/")
        times.append(time.perf_counter() - t0)
        if proc.returncode != 0:
            raise SystemExit(f"mkdocs build failed:\n{proc.stdout[-3000:]}")
    return {"runs_s": [round(t, 3) for t in times], "median_s": round(statistics.median(times), 3)}


def one_visit(playwright, profile: Path, url: str, record_bytes: bool = False) -> dict:
    ctx = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=testing.CHROMIUM, args=testing.CHROMIUM_ARGS, headless=True,
        viewport={"width": 1280, "height": 900},
    )
    try:
        ctx.add_init_script(INIT)
        transfers = []
        if record_bytes:
            def finished(request):
                try:
                    sizes = request.sizes()
                except Exception:  # noqa: BLE001 - a request without sizes (e.g. aborted)
                    return
                transfers.append({"url": request.url, "bytes": sizes["responseBodySize"] + sizes["responseHeadersSize"],
                                  "t": time.perf_counter()})
            ctx.on("requestfinished", finished)
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        page.goto(url)
        page.wait_for_function("() => window.tapisvert && window.tapisvert.timings.firstDeal", timeout=180_000)
        timings = page.evaluate("() => window.tapisvert.timings")
        longest = page.evaluate("() => window.__tvLongest")
        count = page.evaluate("() => window.__tvLongTasks")
        out = {"timings_ms": {k: round(v, 1) for k, v in timings.items()},
               "longest_task_ms": round(longest, 1), "long_tasks": count}
        if record_bytes:
            page.wait_for_timeout(500)
            runtime = [t for t in transfers if "/pyodide/" in t["url"] or "/wheels/" in t["url"]]
            page_assets = [t for t in transfers if t not in runtime]
            out["bytes"] = {
                "before_game": sum(t["bytes"] for t in page_assets),
                "after_first_deal": sum(t["bytes"] for t in transfers),
                "runtime": {t["url"].split("/", 3)[-1]: t["bytes"] for t in runtime},
                "requests": len(transfers),
            }
        return out
    finally:
        ctx.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Benchmark the site build and the in-browser engine boot.")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "site.json"))
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    origin = testing.TEST_ORIGIN
    site = testing.TEST_SITE
    print(f"building the site {args.runs}x for {origin} ...", flush=True)
    build = bench_build(args.runs, site, origin)
    server = serve_in_thread(site, testing.TEST_PORT, testing.TEST_HOST)
    url = origin + PLAY
    cold, warm = [], []
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory(prefix="tv-bench-") as tmp:
            for i in range(args.runs):
                print(f"cold visit {i + 1}/{args.runs}", flush=True)
                cold.append(one_visit(p, Path(tmp) / f"cold{i}", url, record_bytes=(i == 0)))
            profile = Path(tmp) / "warm"
            one_visit(p, profile, url)  # fills the cache
            for i in range(args.runs):
                print(f"warm visit {i + 1}/{args.runs}", flush=True)
                warm.append(one_visit(p, profile, url))
    finally:
        server.shutdown()

    def summary(visits):
        keys = sorted({k for v in visits for k in v["timings_ms"]})
        return {
            "median_ms": {k: median([v["timings_ms"][k] for v in visits if k in v["timings_ms"]]) for k in keys},
            "boot_to_first_deal_ms": median([v["timings_ms"]["firstDeal"] - v["timings_ms"]["bootStart"] for v in visits]),
            "longest_main_thread_task_ms": max(v["longest_task_ms"] for v in visits),
            "runs": visits,
        }

    result = {
        "when": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "machine": {"python": platform.python_version(), "platform": platform.platform(), "cpus": __import__("os").cpu_count()},
        "browser": "Debian chromium, headless, persistent profile",
        "page": PLAY,
        "runs": args.runs,
        "build": build,
        "cold": summary(cold),
        "warm": summary(warm),
        "bytes": cold[0]["bytes"],
    }
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    c, w, b = result["cold"], result["warm"], result["bytes"]
    print(f"build: median {build['median_s']} s")
    print(f"cold: first deal at {c['median_ms'].get('firstDeal')} ms (boot to first deal {c['boot_to_first_deal_ms']} ms)")
    print(f"warm: first deal at {w['median_ms'].get('firstDeal')} ms (boot to first deal {w['boot_to_first_deal_ms']} ms)")
    print(f"longest main-thread task up to the first deal: {max(c['longest_main_thread_task_ms'], w['longest_main_thread_task_ms'])} ms")
    print(f"bytes: {b['before_game']} before the game, {b['after_first_deal']} after the first deal")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
