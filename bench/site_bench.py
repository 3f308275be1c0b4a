"""Site benchmark: the Triomphe table in headless chromium, cold, throttled, warm and offline.

    .venv/bin/python bench/site_bench.py [--runs 5] [--build-runs 3] [--out bench/results/site.json]

Each scenario is a separate visit to the Triomphe play page in Debian chromium (persistent profile;
an incognito context would not keep the 9.6 MB wasm in its cache, so "warm" would not be warm):

* ``cold``: a fresh profile per visit, loopback speed;
* ``cold_throttled``: a fresh profile per visit, with the network throttled to 20 Mbit/s down and up
  and 40 ms latency (Chromium DevTools ``Network.emulateNetworkConditions`` through a CDP session);
* ``warm``: one profile, filled by one visit (which waits, where the site does that, until the page
  has kept its warm-start snapshot), then reopened for each measured visit;
* ``offline``: a profile filled by one visit (plus a few seconds for the service worker to cache),
  then reopened with the network disabled (``context.set_offline(True)``) for each measured visit.
* ``warm_resume``: as ``warm``, but the page resumes the match the filling visit kept (the same
  one every time); ``warm`` and ``offline`` visits open a new table (no kept match), so that no
  visit depends on the card the one before played.

* ``cold_after_rules`` (issue 27): a fresh profile that first reads the rules page (until the page
  says the service worker has fetched the runtime, ``<html data-tv-runtime>``, or for a few
  seconds on a site that does not), then opens the table.

Reported for each, as medians over the visits: ms since navigation start until the engine worker
started (``bootStart``), Python answered (``engineReady``) and the table's first deal was dealt by
the engine (``firstDeal``); ``deal_drawn``: the first card of the reader's hand on screen (seen in
the DOM, whoever drew it: the engine, or a deal computed at build time); ``first_card``: the first
card the reader plays (clicked as soon as one is playable) accepted by the engine (it has left the
hand and the engine is ready); the longest task on the page's main thread up to the deal drawn, up
to the first card, and over the whole visit (PerformanceObserver "longtask"); how the engine started
(``boot``: "fresh" or "snapshot", where the site says); and the bytes the server sent (counted in
the server itself, with the time of each write, so requests made by workers and by a service worker
are included): the page alone, everything up to the first deal, to the deal drawn, to the first
card, and everything once the page has settled (a service worker's precache included). Bots play
with ``TAPISVERT_BOT_DELAY = 20`` ms (as in the browser tests) so that the time to the first card
measures the engine, not the table's pause between the bots' cards.
``build``: wall time of ``mkdocs build --strict`` (median of ``--build-runs``).

The load average is recorded at the start and the end: timings depend on the machine and its load;
they are recorded here, never asserted by tests.

To compare two builds fairly on a shared machine, give prebuilt sites (each built for its own
loopback port) and the visits are interleaved, site after site, in one run::

    .venv/bin/python bench/site_bench.py --site before=/tmp/a:8911 --site after=/tmp/b:8912

The result then has one block per site and the ratios after/before of the medians.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sitebuild.serving import serve  # noqa: E402
from tests import testing  # noqa: E402

PLAY = "/games/triomphe/play/"
THROTTLE = {
    "offline": False,
    "latency": 40,
    "downloadThroughput": 20_000_000 / 8,
    "uploadThroughput": 20_000_000 / 8,
}
RUNTIME_PREFIXES = ("/pyodide/", "/wheels/")
SCENARIOS = ("cold", "cold_throttled", "cold_after_rules", "warm", "warm_resume", "offline")
# The table keeps its match in localStorage under "tapisvert:match:" (playground/table/table-store.mjs).
# Before the page's scripts: the kept match is the one given (none for a new table). A measured
# visit plays a card, so without this each warm or offline visit resumed the match the one before
# left, one card further on: the fifth card ended Triomphe's hand and the next visits found no
# card to draw (the 'offline visits that timed out' of site-issue27-ab.json).
KEEP_MATCH = """(kept) => {
  for (const key of Object.keys(localStorage)) if (key.startsWith("tapisvert:match:")) localStorage.removeItem(key);
  for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
}"""
READ_KEPT = """() => Object.fromEntries(Object.entries(localStorage)
    .filter(([k]) => k.startsWith("tapisvert:match:")))"""

INIT = """
window.TAPISVERT_BOT_DELAY = 20;
window.__tvLongest = 0; window.__tvLongTasks = 0; window.__tvTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__tvTasks.push([e.startTime, e.duration]);
      if (window.tapisvert && window.tapisvert.timings.firstDeal) continue;
      window.__tvLongTasks += 1;
      window.__tvLongest = Math.max(window.__tvLongest, e.duration);
    }
  }).observe({ type: "longtask", buffered: true });
} catch (e) {}
"""
DEAL_DRAWN = "() => document.querySelector('.tv-table .tv-hand .tv-card') && performance.now()"
HAND = "() => document.querySelectorAll('.tv-table .tv-hand .tv-card').length"
PLAYABLE = ".tv-table .tv-hand .tv-card.is-legal"
ACCEPTED = """(n) => window.tapisvert && window.tapisvert.engine.status.state === 'ready'
    && document.querySelectorAll('.tv-table .tv-hand .tv-card').length < n && performance.now()"""
RULES = "/games/triomphe/rules/"
RUNTIME_STATE = "() => document.documentElement.dataset.tvRuntime || null"


class ByteCounter:
    """Bytes written by the server, per request path (headers and body), thread-safe."""

    def __init__(self):
        self.lock = threading.Lock()
        self.sent: list[tuple[str, int]] = []
        self.times: list[float] = []  # wall clock (ms since the epoch) of each write

    def add(self, path: str, n: int):
        with self.lock:
            self.sent.append((path, n))
            self.times.append(time.time() * 1000)

    def until(self, start: int, wall_ms: float) -> list[tuple[str, int]]:
        """Writes since mark ``start`` made no later than ``wall_ms`` (the page's timeOrigin + t)."""
        with self.lock:
            return [e for e, t in zip(self.sent[start:], self.times[start:]) if t <= wall_ms]

    def mark(self) -> int:
        with self.lock:
            return len(self.sent)

    def since(self, start: int, end: int | None = None) -> list[tuple[str, int]]:
        with self.lock:
            return list(self.sent[start:end])


class _CountingWriter:
    def __init__(self, raw, counter: ByteCounter, handler):
        self.raw, self.counter, self.handler = raw, counter, handler

    def write(self, data):
        n = self.raw.write(data)
        path = getattr(self.handler, "path", "?").split("?", 1)[0]
        self.counter.add(path, len(data) if n is None else n)
        return n

    def __getattr__(self, name):
        return getattr(self.raw, name)


def counting_server(site: Path, port: int, host: str, counter: ByteCounter):
    """serve.make_server with every response's bytes counted (works with any SiteHandler)."""
    server = serve.make_server(site, port, host)
    base: Any = server.RequestHandlerClass  # functools.partial(SiteHandler, directory=...)
    handler: type[serve.SiteHandler] = base.func

    class Counting(handler):  # type: ignore[valid-type,misc]
        def setup(self):
            super().setup()
            self.wfile = _CountingWriter(self.wfile, counter, self)  # type: ignore[has-type]  # the base class is chosen at run time

    server.RequestHandlerClass = lambda *a, **kw: Counting(*a, **{**base.keywords, **kw})
    thread = threading.Thread(target=server.serve_forever, name="bench-server", daemon=True)
    thread.start()
    return server


def median(xs):
    xs = [x for x in xs if x is not None]
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


def _launch(playwright, profile: Path):
    return playwright.chromium.launch_persistent_context(
        str(profile),
        executable_path=testing.CHROMIUM,
        args=testing.CHROMIUM_ARGS,
        headless=True,
        viewport={"width": 1280, "height": 900},
    )


def _sum(entries, runtime: bool | None = None) -> int:
    total = 0
    for path, n in entries:
        is_runtime = path.startswith(RUNTIME_PREFIXES)
        if runtime is None or runtime == is_runtime:
            total += n
    return total


def one_visit(
    playwright,
    profile: Path,
    url: str,
    counter: ByteCounter,
    *,
    throttle=False,
    offline=False,
    settle_ms=1500,
    timeout_ms=180_000,
    keep_warm_start=False,
    before_url: str | None = None,
    kept: dict | None = None,
) -> dict:
    ctx = _launch(playwright, profile)
    try:
        ctx.add_init_script(INIT)
        if kept is not None:
            ctx.add_init_script(f"({KEEP_MATCH})({json.dumps(kept)})")
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        console: list[str] = []  # the page's last messages, kept for a visit that fails
        page.on("console", lambda m: console.append(f"{m.type}: {m.text[:200]}"))
        page.on("pageerror", lambda e: console.append(f"pageerror: {str(e)[:200]}"))
        if throttle:
            cdp = ctx.new_cdp_session(page)
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", THROTTLE)
        if offline:
            ctx.set_offline(True)
        if before_url:
            # read another page first (a fresh profile: the service worker installs there)
            page.goto(before_url, timeout=timeout_ms)
            try:
                page.wait_for_function(RUNTIME_STATE, timeout=90_000 if _prefetches(page) else 8000)
            except Exception:  # noqa: BLE001 - a site without the prefetch: only the time spent reading
                pass
        start = counter.mark()
        first_card = None
        try:
            page.goto(url, timeout=timeout_ms)
            drawn = page.wait_for_function(DEAL_DRAWN, timeout=timeout_ms).json_value()
            origin_ms = page.evaluate("() => performance.timeOrigin")
            try:
                page.wait_for_selector(PLAYABLE, timeout=timeout_ms)
                n = page.evaluate(HAND)
                page.locator(PLAYABLE).first.click(timeout=10_000)
                first_card = page.wait_for_function(ACCEPTED, arg=n, timeout=timeout_ms).json_value()
            except Exception:  # noqa: BLE001 - the hand ended, or a bot's dialog: no first card timed
                first_card = None
            page.wait_for_function(
                "() => window.tapisvert && window.tapisvert.timings.firstDeal", timeout=timeout_ms
            )
        except Exception as exc:  # noqa: BLE001 - a visit that fails (offline without a cache) is a result
            return {"ok": False, "error": str(exc).splitlines()[0][:300], "stuck": _stuck(page, console)}
        at_deal = counter.mark()
        timings = page.evaluate("() => window.tapisvert.timings")
        timings["deal_drawn"] = drawn
        if first_card is not None:
            timings["first_card"] = first_card
        boot = page.evaluate("() => (window.tapisvert.engine.info || {}).boot || null")
        longest = page.evaluate("() => window.__tvLongest")
        count = page.evaluate("() => window.__tvLongTasks")
        page.wait_for_timeout(settle_ms)
        warm_start = None
        if keep_warm_start:
            # a site with warm start keeps its snapshot when idle after the first deal: wait for it
            page.wait_for_function(
                "() => !window.tapisvert.engine.keepWarmStart || window.tapisvert.engine.warmStartResult",
                timeout=timeout_ms,
            )
            warm_start = page.evaluate("() => window.tapisvert.engine.warmStartResult")
        before = counter.since(start, at_deal)
        after = counter.since(start)
        tasks = page.evaluate("() => window.__tvTasks")  # the whole visit, settling included
        kept_after = page.evaluate(READ_KEPT)

        def longest_until(t):
            return round(max([d for at, d in tasks if t is None or at <= t] or [0]), 1)

        return {
            "ok": True,
            "load_average": load_average(),  # the machine is shared: the load of each visit
            "timings_ms": {k: round(v, 1) for k, v in timings.items()},
            "longest_task_ms": round(longest, 1),
            "long_tasks": count,
            "longest_task_to_deal_drawn_ms": longest_until(drawn),
            "longest_task_to_first_card_ms": longest_until(first_card) if first_card else None,
            "longest_task_visit_ms": longest_until(None),
            "boot": boot,
            "steps_ms": step_durations(timings),
            **({"warm_start": warm_start, "kept": kept_after} if keep_warm_start else {}),
            "bytes": {
                "page": _sum(before, runtime=False),
                "runtime": _sum(before, runtime=True),
                "to_first_deal": _sum(before),
                "to_deal_drawn": _sum(counter.until(start, origin_ms + drawn)),
                "to_first_card": _sum(counter.until(start, origin_ms + first_card)) if first_card else None,
                "settled": _sum(after),
                "responses": len(after),
            },
        }
    finally:
        ctx.close()


STUCK = """() => {
  const tv = window.tapisvert, engine = tv && tv.engine;
  return {
    url: location.pathname,
    engine: engine ? engine.status : null,
    steps: engine ? engine.steps : null,
    timings: tv ? tv.timings : null,
    cards: document.querySelectorAll('.tv-table .tv-hand .tv-card').length,
    legal: document.querySelectorAll('.tv-table .tv-hand .tv-card.is-legal').length,
    engineAttr: (document.querySelector('.tv-table') || {}).dataset || null,
    controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller),
  };
}"""


def _stuck(page, console: list[str]) -> dict:
    """Where a visit that timed out stood: the engine's status and steps, the hand, the page's
    last console messages (so that a failure says why, not only which wait ran out)."""
    try:
        state = page.evaluate(STUCK)
    except Exception as exc:  # noqa: BLE001 - the page itself may be gone
        state = {"unreadable": str(exc).splitlines()[0][:200]}
    return {**state, "console": console[-12:]}


def step_durations(timings: dict) -> dict:
    """How long each boot step took: the worker marks when a step begins (``step:python`` is when
    the runtime's bytes are all in and ``loadPyodide`` runs; ``step:install`` is when it has
    returned), so a step lasts until the next one begins, the last until the engine is ready."""
    marks = sorted((t, k[5:]) for k, t in timings.items() if k.startswith("step:"))
    if "engineReady" in timings:
        marks.append((timings["engineReady"], "ready"))
    return {name: round(marks[i + 1][0] - t, 1) for i, (t, name) in enumerate(marks[:-1])}


def _prefetches(page) -> bool:
    """Whether the site fetches the runtime from a page without a table (issue 27)."""
    try:
        return bool(page.evaluate("() => 'runtime' in window.tapisvert.offline()"))
    except Exception:  # noqa: BLE001 - the page's scripts are not there yet
        return False


def summary(visits: list[dict]) -> dict:
    ok = [v for v in visits if v.get("ok")]
    out: dict[str, Any] = {"visits": len(visits), "succeeded": len(ok)}
    if ok:
        keys = sorted({k for v in ok for k in v["timings_ms"]})
        out["median_ms"] = {k: median([v["timings_ms"].get(k) for v in ok]) for k in keys}
        out["first_deal_ms"] = out["median_ms"].get("firstDeal")
        out["longest_main_thread_task_ms"] = max(v["longest_task_ms"] for v in ok)
        out["deal_drawn_ms"] = out["median_ms"].get("deal_drawn")
        out["first_card_ms"] = out["median_ms"].get("first_card")
        for key in (
            "longest_task_to_deal_drawn_ms",
            "longest_task_to_first_card_ms",
            "longest_task_visit_ms",
        ):
            values = [v[key] for v in ok if v.get(key) is not None]
            out[key] = max(values) if values else None
        out["median_bytes"] = {k: median([v["bytes"][k] for v in ok]) for k in ok[0]["bytes"]}
        out["boots"] = dict(sorted(Counter(str(v.get("boot")) for v in ok).items()))
        steps = sorted({k for v in ok for k in v.get("steps_ms", {})})
        out["median_step_ms"] = {k: median([v.get("steps_ms", {}).get(k) for v in ok]) for k in steps}
    out["runs"] = visits
    return out


def load_average() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def run_scenarios(p, sites: dict, runs: int, tmp: Path, wanted: tuple[str, ...] = SCENARIOS) -> dict:
    """Visits interleaved over the sites: {site: {scenario: [visit, ...]}} (the ``wanted`` ones)."""
    out: dict[str, dict[str, list[dict[str, Any]]]] = {
        name: {scenario: [] for scenario in wanted} for name in sites
    }

    def visit(name: str, scenario: str, *args, **kwargs) -> None:
        if scenario in wanted:
            out[name][scenario].append(one_visit(p, *args, **kwargs))

    for i in range(runs):
        for name, (url, counter) in sites.items():
            print(
                f"{name}: cold visit {i + 1}/{runs} (loopback, throttled, after the rules page)", flush=True
            )
            visit(name, "cold", tmp / f"{name}-cold{i}", url, counter)
            visit(name, "cold_throttled", tmp / f"{name}-thr{i}", url, counter, throttle=True)
            rules = url.replace(PLAY, RULES)
            visit(name, "cold_after_rules", tmp / f"{name}-rules{i}", url, counter, before_url=rules)
    kept: dict[str, dict] = {}
    if not {"warm", "warm_resume", "offline"} & set(wanted):
        return out
    for name, (url, counter) in sites.items():
        # fills the caches (the service worker's too, and the warm-start snapshot where there is one)
        fill = one_visit(p, tmp / f"{name}-warm", url, counter, settle_ms=5000, keep_warm_start=True)
        kept[name] = fill.get("kept") or {}  # the match it kept, one card played
        print(f"{name}: warm-up visit: {fill.get('warm_start') or fill.get('error')}", flush=True)
    # every warm and offline visit opens a new table (no kept match), except warm_resume, which
    # resumes the very match the warm-up visit kept, every time
    for i in range(runs):
        for name, (url, counter) in sites.items():
            print(f"{name}: warm visit {i + 1}/{runs} (a new table, then the kept match)", flush=True)
            visit(name, "warm", tmp / f"{name}-warm", url, counter, kept={})
            visit(name, "warm_resume", tmp / f"{name}-warm", url, counter, kept=kept[name])
    for i in range(runs):
        for name, (url, counter) in sites.items():
            print(f"{name}: offline visit {i + 1}/{runs}", flush=True)
            visit(
                name, "offline", tmp / f"{name}-warm", url, counter, offline=True, timeout_ms=60_000, kept={}
            )
    return out


def print_summary(name: str, block: dict):
    for scenario in block:
        s = block[scenario]
        if not s["succeeded"]:
            print(
                f"{name} {scenario}: 0 of {s['visits']} visits reached the first deal ({s['runs'][0].get('error')})"
            )
            continue
        b = s["median_bytes"]
        print(
            f"{name} {scenario}: deal drawn {s['deal_drawn_ms']} ms, first card {s['first_card_ms']} ms, "
            f"first deal {s['first_deal_ms']} ms, boots {s['boots']}, "
            f"longest task to deal {s['longest_task_to_deal_drawn_ms']} / to card "
            f"{s['longest_task_to_first_card_ms']} / visit {s['longest_task_visit_ms']} ms, "
            f"bytes page {b['page']:.0f} / to deal drawn {b['to_deal_drawn']:.0f} / to first card "
            f"{b['to_first_card'] or 0:.0f} / settled {b['settled']:.0f} "
            f"({s['succeeded']}/{s['visits']} ok), steps {s['median_step_ms']}"
        )


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description="Benchmark the in-browser engine boot (cold, throttled, warm, offline)."
    )
    parser.add_argument("--runs", type=int, default=5, help="measured visits per scenario (default 5)")
    parser.add_argument("--build-runs", type=int, default=3, help="timed site builds (default 3)")
    parser.add_argument(
        "--site",
        action="append",
        default=[],
        metavar="NAME=DIR:PORT",
        help="a prebuilt site to measure (built for http://127.0.0.1:PORT/); repeat to interleave",
    )
    parser.add_argument(
        "--scenarios",
        default=",".join(SCENARIOS),
        help=f"comma-separated, of {', '.join(SCENARIOS)} (default: all)",
    )
    parser.add_argument("--label", default="", help="a note stored with the results (e.g. 'before')")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "site.json"))
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    load_start = load_average()
    servers, sites, build = [], {}, None
    if args.site:
        for spec in args.site:
            name, _, rest = spec.partition("=")
            directory, _, port = rest.rpartition(":")
            counter = ByteCounter()
            servers.append(counting_server(Path(directory), int(port), testing.TEST_HOST, counter))
            sites[name] = (f"http://{testing.TEST_HOST}:{port}{PLAY}", counter)
        print(f"load average {load_start}; interleaving {', '.join(sites)}", flush=True)
    else:
        origin, site = testing.TEST_ORIGIN, testing.TEST_SITE
        print(f"load average {load_start}; building the site {args.build_runs}x for {origin} ...", flush=True)
        build = bench_build(max(1, args.build_runs), site, origin)
        counter = ByteCounter()
        servers.append(counting_server(site, testing.TEST_PORT, testing.TEST_HOST, counter))
        sites["site"] = (origin + PLAY, counter)
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory(prefix="tv-bench-") as tmp:
            wanted = tuple(s for s in SCENARIOS if s in args.scenarios.split(","))
            visits = run_scenarios(p, sites, args.runs, Path(tmp), wanted)
    finally:
        for server in servers:
            server.shutdown()
            server.server_close()

    blocks = {name: {scenario: summary(v) for scenario, v in by.items()} for name, by in visits.items()}
    result = {
        "when": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "label": args.label,
        "machine": {
            "python": platform.python_version(),
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
            "load_average_start": load_start,
            "load_average_end": load_average(),
        },
        "browser": "Debian chromium, headless, persistent profile",
        "page": PLAY,
        "runs": args.runs,
        "throttle": THROTTLE,
    }
    if build is not None:
        result["build"] = build
        result.update(blocks["site"])
    else:
        result["sites"] = {name: {"dir": spec} for name, spec in zip(sites, args.site)}
        result.update(blocks)
        names = list(sites)
        if len(names) == 2:
            a, b = names
            ratios = {}
            for scenario in blocks[a]:
                x, y = blocks[a][scenario], blocks[b][scenario]
                if x["succeeded"] and y["succeeded"]:
                    ratios[scenario] = {
                        "first_deal": round(y["first_deal_ms"] / x["first_deal_ms"], 3),
                        "deal_drawn": round(y["deal_drawn_ms"] / x["deal_drawn_ms"], 3),
                        "bytes_to_first_deal": round(
                            y["median_bytes"]["to_first_deal"] / max(1, x["median_bytes"]["to_first_deal"]), 3
                        ),
                    }
                    if x.get("first_card_ms") and y.get("first_card_ms"):
                        ratios[scenario]["first_card"] = round(y["first_card_ms"] / x["first_card_ms"], 3)
                    if x["median_bytes"].get("to_first_card") and y["median_bytes"].get("to_first_card"):
                        ratios[scenario]["bytes_to_first_card"] = round(
                            y["median_bytes"]["to_first_card"] / x["median_bytes"]["to_first_card"], 3
                        )
            result[f"ratio_{b}_over_{a}"] = ratios
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    if build is not None:
        print(f"build: median {build['median_s']} s")
    for name, block in blocks.items():
        print_summary(name, block)
    for key, value in result.items():
        if key.startswith("ratio_"):
            print(key, json.dumps(value))
    print(f"load average at the end {result['machine']['load_average_end']}; wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
