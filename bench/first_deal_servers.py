"""The first deal on a cold visit, served by the project's own server and by nginx (issue 27).

    .venv/bin/python bench/first_deal_servers.py [--runs 7] [--out bench/results/first-deal-servers.json]

``bench/site_bench.py`` serves the site with the project's Python server (it counts the bytes it
sends) and opens each cold visit in a new browser process with a fresh profile. A reader's copy is
served by nginx (``deploy/site.conf``), and a reader's browser is usually running already. This
bench separates the two: each visit is a new browser context (no cache, no service worker yet, no
storage) of one running Chromium, on the Triomphe play page of the test build, alternately over
``sitebuild.serving.serve`` and over nginx (``tests/deploy/nginx_server.py``), interleaved so that both
meet the same machine. Measured in the page (``performance.now()``, ms since navigation start):
``drawn``, the first card of the reader's hand in the DOM (a MutationObserver); ``dom_interactive``
(Navigation Timing: the parser has finished, its blocking scripts run); the longest main-thread task
before ``drawn`` (PerformanceObserver "longtask"). Timings are recorded here, never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests import testing  # noqa: E402
from tests.deploy import nginx_server  # noqa: E402

PAGE = "/games/triomphe/play/"
# before the page's own scripts: the long tasks, and the moment a card of the hand is in the DOM
WATCH = """
window.__tvLong = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__tvLong.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
new MutationObserver((_, observer) => {
  if (document.querySelector(".tv-table .tv-hand .tv-card")) {
    window.__tvDrawn = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, childList: true });
"""
READ = """() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const drawn = window.__tvDrawn;
  const before = window.__tvLong.filter(([start]) => start < drawn).map(([, d]) => d);
  return { drawn, dom_interactive: nav.domInteractive, longest_task_before_drawn: Math.max(0, ...before) };
}"""


def visit(browser, origin: str) -> dict:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        ctx.add_init_script(WATCH)
        page = ctx.new_page()
        page.goto(origin + PAGE)
        page.wait_for_function("() => window.__tvDrawn", timeout=120_000)
        return {k: round(v, 1) for k, v in page.evaluate(READ).items()}
    finally:
        ctx.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="visits per server (default 7)")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "first-deal-servers.json"))
    args = parser.parse_args(argv)
    if not nginx_server.available():
        print(nginx_server.MISSING, file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    load_start = os.getloadavg()
    nginx = nginx_server.NginxServer(testing.test_site(), tempfile.mkdtemp(prefix="tv-nginx-"))
    origins = {"python_server": testing.serve_test_site(), "nginx": nginx.origin}
    visits: dict[str, list[dict]] = {name: [] for name in origins}
    try:
        with sync_playwright() as p:
            browser = testing.launch_chromium(p)
            visit(browser, origins["nginx"])  # not measured: the browser's own first start-up
            for i in range(args.runs):
                for name, origin in origins.items():
                    visits[name].append(visit(browser, origin))
                print(
                    f"visit {i + 1}/{args.runs}: "
                    + ", ".join(f"{n} {v[-1]['drawn']} ms" for n, v in visits.items())
                )
            browser.close()
    finally:
        nginx.close()
    result = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "benchmark": "cold visit (new context of a running Chromium) to " + PAGE,
        "machine": {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "load_average_start": load_start,
            "load_average_end": os.getloadavg(),
        },
        "runs": args.runs,
        "median_ms": {
            name: {k: statistics.median(v[k] for v in vs) for k in vs[0]} for name, vs in visits.items()
        },
        "visits": visits,
    }
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    for name, med in result["median_ms"].items():
        print(f"{name}: median {med}")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
