"""axe-core on every page of the site, in both colour schemes and at desktop and phone width (the
phone emulated as one: a touch screen, no hover), every play page with its table dealt; plus the
tables in each phase (issue 24, item 8), each in the four combinations: Triomphe booted, after a
refused card with its ¶ preview open, and at the end of a hand; Tarot in the bidding, the king call,
the discard, the play and the hand over; Emprunt's jetons in play and at the end of a hand.

WCAG 2.2 AA is checked too: axe's target-size rule (off by default) runs in every combination. The
full rules run in one scheme (FULL_SCHEME), only the rules that read colours (and target-size) in the
other: nothing else differs between the schemes (issue 37).

axe-core is pinned in package.json and injected from node_modules (no network). Any violation fails
the test, whatever its impact: the last moderate ones were repaired (Material's progress bar outside
every landmark and its unnamed code-block navs: ``overrides/`` and ``playground/site/theme-a11y.mjs``; the
table's headings skipping from the page's h1 to h3: the table has its own h2). Every page's line and the totals per
scheme and width are printed (``-s``) and written to ``build/axe-report.txt``.
No axe rule is disabled: what the theme gets wrong is fixed in ``overrides/`` and ``docs/css/site.css``.

The pages are the site's own list, ``sitemap.xml`` of the built test site, so a page added to the nav
is checked without touching this file.
"""

from __future__ import annotations

import functools
import json
import os
import re
from collections import Counter

import pytest

from tests import testing
from tests.browser import csp_watch
from tests.browser.sitemap import site_paths
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, view, wait_settled
from tests.browser.waits import at_rest

AXE_JS = testing.ROOT / "node_modules" / "axe-core" / "axe.min.js"
AXE_VERSION = json.loads((testing.ROOT / "package-lock.json").read_text())["packages"][
    "node_modules/axe-core"
]["version"]
FAILING = ("serious", "critical")
WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
# The phone is emulated as one (a touch screen, no hover): Material's scripts behave differently
# there (a code block that overflows loses its tabindex where ``(hover)`` does not match).
DEVICE = {"desktop": {}, "phone": {"is_mobile": True, "has_touch": True}}
SCHEMES = {"light": "default", "dark": "slate"}

# WCAG 2.2 AA: its one rule in axe-core, target-size (tagged wcag22aa), is off in axe's defaults and is
# turned on here, in every scheme and width (issue 37).
TARGET_SIZE = "target-size"
# Full rules in one scheme, only the rules that read colours in the other (issue 37): the page's
# structure, names and sizes are the same in both schemes, only its colours change, and the full set
# costs about twice as much. Which scheme a page opens with does not matter: each is checked in both.
FULL_SCHEME = "light"
COLOUR_RULES = ("color-contrast", "link-in-text-block")


def axe_options(scheme: str) -> dict:
    # Only violations are needed; leaving out passes and incomplete results keeps each run short.
    if scheme == FULL_SCHEME:
        return {"resultTypes": ["violations"], "rules": {TARGET_SIZE: {"enabled": True}}}
    return {
        "resultTypes": ["violations"],
        "runOnly": {"type": "rule", "values": [*COLOUR_RULES, TARGET_SIZE]},
    }


# Colours are judged at rest: finite CSS transitions and animations (Material's header title fading in,
# a nav section opening) are let finish first, or axe reads a half-faded colour (waits.at_rest).
RUN_AXE = """async (options) => {
  const r = await window.axe.run(document, options);
  return r.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: (n.failureSummary || "").slice(0, 300) })),
  }));
}"""


def set_scheme(page, scheme: str) -> None:
    """Choose the colour scheme with Material's own palette toggle (as a reader would); the choice is
    stored by Material and kept on the following pages of the context."""
    want = SCHEMES[scheme]
    for _ in range(len(SCHEMES)):
        shown = page.evaluate("() => document.body.getAttribute('data-md-color-scheme')")
        if shown == want:
            return
        page.locator("form[data-md-component=palette] label:visible").first.click()
        # until Material has applied the toggled scheme (it sets the attribute on the body)
        page.wait_for_function(
            "(old) => document.body.getAttribute('data-md-color-scheme') !== old", arg=shown
        )
    got = page.evaluate("() => document.body.getAttribute('data-md-color-scheme')")
    assert got == want, f"the palette toggle gave {got!r}, not {want!r}"


@functools.lru_cache(maxsize=1)
def _axe_source() -> str:
    return AXE_JS.read_text(encoding="utf-8")


def axe(page, scheme: str) -> list[dict]:
    """axe's violations on the page as it is, with the rules of ``scheme`` (axe_options)."""
    # Evaluated through the DevTools protocol, not added as a <script>: the site's Content-Security-Policy
    # (sitebuild/serving/csp.py) rightly refuses inline scripts, and axe must not need the policy loosened.
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(_axe_source())
    at_rest(page)
    return page.evaluate(RUN_AXE, axe_options(scheme))


def summarize(label: str, violations: list[dict]) -> str:
    if not violations:
        return f"{label}: no violation"
    parts = [f"{v['id']}({v['impact']})x{len(v['nodes'])}" for v in violations]
    return f"{label}: " + ", ".join(parts)


def describe_failures(label: str, violations: list[dict]) -> str:
    lines = []
    for v in violations:
        lines.append(f"{label}: {v['id']} ({v['impact']}): {v['help']} — {len(v['nodes'])} node(s)")
        for n in v["nodes"][:4]:
            lines.append(f"    {n['target']}: {n['summary']}")
    return "\n".join(lines)


REPORT = testing.ROOT / "build" / "axe-report.txt"
# one file per test of the run, gathered into REPORT (the tests may run on several workers)
PARTS = testing.RUN_DIR / "axe-report"
_report_lines: list[str] = []


@pytest.fixture(autouse=True)
def axe_report(request):
    """Every summary line of a test, also written to build/axe-report.txt (pytest-xdist, which make
    test uses, does not show the tests' own output). Each test writes its own part of the run, and
    the report is gathered again from every part after each test, so the last test to end, on
    whichever worker, leaves it whole."""
    _report_lines.clear()
    yield _report_lines
    PARTS.mkdir(parents=True, exist_ok=True)
    if _report_lines:
        name = re.sub(r"[^\w.-]+", "_", request.node.name)
        (PARTS / f"{name}.txt").write_text("\n".join(_report_lines) + "\n", encoding="utf-8")
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    partial = REPORT.with_name(f"{REPORT.name}.{os.getpid()}")
    partial.write_text(
        f"axe-core {AXE_VERSION}: pages of the sitemap and the Triomphe, Tarot and Emprunt tables\n"
        + "".join(p.read_text(encoding="utf-8") for p in sorted(PARTS.glob("*.txt"))),
        encoding="utf-8",
    )
    os.replace(partial, REPORT)


def report(line: str) -> None:
    print(line)
    _report_lines.append(line)


@pytest.fixture(scope="module")
def pages_by_width(browser, origin):
    """One context and page per width, shared by the module (light and dark use the same page): the
    phone is emulated (touch, no hover: Material treats code blocks otherwise), which the shared reset
    context of conftest.py cannot be. Each test navigates to what it audits and changes nothing kept."""
    made = {}
    contexts = []
    for name, viewport in WIDTHS.items():
        ctx = browser.new_context(viewport=viewport, **DEVICE[name])
        ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;")
        contexts.append(ctx)
        pg = ctx.new_page()
        pg.errors = []
        pg.on("pageerror", lambda exc, pg=pg: pg.errors.append(str(exc)))
        csp_watch.watch(ctx, pg)  # each page is loaded under the policy too (test_csp counts on it)
        made[name] = pg
    yield made
    for ctx in contexts:
        ctx.close()


def current_scheme(page) -> str:
    value = page.evaluate("() => document.body.getAttribute('data-md-color-scheme')")
    return next(name for name, attr in SCHEMES.items() if attr == value)


# The sitemap's pages are checked in this many shares per width (every CHUNKS-th page), so that the
# longest browser check spreads over the pytest-xdist workers; together they check every page.
CHUNKS = 3


def check_site(
    page, origin: str, width: str, chunk: int = 0
) -> tuple[list[str], dict[str, Counter], dict[str, Counter]]:
    """The ``chunk``-th share of the sitemap's pages at one width, in both schemes: each page is
    loaded once, checked in the scheme it opens with (Material keeps the reader's last choice),
    switched, and checked again. Before axe, each page's load is checked for Content-Security-Policy
    violations (test_csp.test_every_page_loads_without_a_violation leaves the sitemap's pages to this
    loop, which loads them anyway)."""
    paths = site_paths(testing.test_site())
    assert len(paths) > 20, paths
    paths = paths[chunk::CHUNKS]
    problems: list[str] = []
    serious: dict[str, Counter] = {name: Counter() for name in SCHEMES}
    total: dict[str, Counter] = {name: Counter() for name in SCHEMES}
    for path in paths:
        csp_watch.clear(page)  # what axe's own run on the page before may have caused is not the site's
        page.goto(origin + path)
        csp_watch.settle(page)
        refused = csp_watch.violations(page)
        csp_watch.clear(page)
        report(f"csp {width} {path}: " + (f"{len(refused)} violation(s)" if refused else "no violation"))
        if refused:
            problems.append(f"{width} {path}: the Content-Security-Policy refused: {refused}")
        if page.locator(".tv-table").count():
            # a play page is checked with its table dealt (its first phase), not half-booted
            page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
            wait_settled(page)
        first = current_scheme(page)
        for scheme in [first] + [name for name in SCHEMES if name != first]:
            set_scheme(page, scheme)
            violations = axe(page, scheme)
            label = f"{scheme} {width} {path}"
            report(summarize(label, violations))
            for v in violations:
                total[scheme][v["id"]] += len(v["nodes"])
                if v["impact"] in FAILING:
                    serious[scheme][v["id"]] += len(v["nodes"])
            if violations:  # a page: any impact fails
                problems.append(describe_failures(label, violations))
    return problems, serious, total


@pytest.mark.parametrize("chunk", range(CHUNKS), ids=[f"{k + 1}of{CHUNKS}" for k in range(CHUNKS)])
@pytest.mark.parametrize("width", list(WIDTHS))
def test_every_page_passes_axe_in_both_schemes(pages_by_width, origin, width, chunk):
    page = pages_by_width[width]
    problems, serious, total = check_site(page, origin, width, chunk)
    for scheme in SCHEMES:
        report(
            f"axe {scheme} {width} ({chunk + 1}/{CHUNKS} of the pages): "
            f"{sum(serious[scheme].values())} serious/critical node(s), "
            f"{sum(total[scheme].values())} node(s) in all: {dict(total[scheme])}"
        )
    assert not problems, "\n".join(problems)


# ------------------------------------------------------------------------------------------ the table


def _step(page):
    v = view(page)
    legal = page.locator(".tv-table .tv-hand .tv-card.is-legal")
    if legal.count():
        legal.first.click()
    else:
        page.locator(".tv-table .tv-actions button").first.click()
    page.wait_for_function(
        f"(n) => {{ const t = {TABLE_JS}; return t && t.view && t.view.log.length !== n; }}",
        arg=len(v["log"]),
        timeout=30_000,
    )
    wait_settled(page)


def _check_all_views(page, label: str, prepare=None) -> list[str]:
    """axe at both widths (the viewport is resized: one table, one Pyodide boot) and in both schemes;
    ``prepare(page)`` restores what the scheme toggle may have closed."""
    problems = []
    for width, viewport in WIDTHS.items():
        page.set_viewport_size(viewport)
        for scheme in SCHEMES:
            set_scheme(page, scheme)
            if prepare:
                prepare(page)
            violations = axe(page, scheme)
            report(summarize(f"{scheme} {width} {label}", violations))
            if violations:  # any impact fails, as on the pages
                problems.append(describe_failures(f"{scheme} {width} {label}", violations))
    page.set_viewport_size(WIDTHS["desktop"])
    return problems


def test_game_table_passes_axe_booted_refused_and_at_hand_end(pages_by_width, origin):
    page = pages_by_width["desktop"]
    page.goto(origin + "/games/triomphe/play/?seed=2024")
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)
    problems = _check_all_views(page, "table booted")

    # A refused card: play until a card in hand is forbidden, then try it.
    for _ in range(40):
        v = view(page)
        if v["legal"] and page.locator(".tv-hand .tv-card.is-illegal").count():
            break
        _step(page)
    else:
        pytest.fail("no position with a forbidden card came up")
    page.locator(".tv-hand .tv-card.is-illegal").first.click()
    page.locator(".tv-message--illegal").wait_for(timeout=10_000)

    # The refusal cites the source: focusing its ¶ link previews the paragraph in place (preview.mjs),
    # and axe runs with the preview open.
    def open_preview(page):
        page.evaluate("() => document.activeElement && document.activeElement.blur()")
        page.locator(".tv-message--illegal a.tv-source-link").first.focus()
        page.locator(".tv-preview .tv-preview-text").wait_for(timeout=10_000)
        assert page.locator(".tv-preview .tv-preview-text").inner_text().strip()

    problems += _check_all_views(page, "table after a refusal, ¶ preview open", open_preview)
    page.keyboard.press("Escape")

    start = len(view(page)["hand_results"])
    for _ in range(60):
        v = view(page)
        if len(v["hand_results"]) > start or v["is_over"]:
            break
        _step(page)
    else:
        pytest.fail("the hand did not end")
    page.locator(".tv-results-table").first.wait_for()
    problems += _check_all_views(page, "table at hand end")
    assert not page.errors, page.errors
    assert not problems, "\n".join(problems)


def test_target_size_and_colours_are_checked_in_both_schemes(browser):
    """The rule sets of both schemes find two tiny adjacent links and a low contrast; only the full
    set finds an image without a name (what the colour-only scheme leaves to the other)."""
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.set_content(
            "<main><h1>t</h1><p style='color:#aaa;background:#fff'>faint text</p>"
            "<div><a href='#a' style='font-size:10px'>A2</a> <a href='#b' style='font-size:10px'>¶1</a></div>"
            "<img src='data:image/gif;base64,R0lGODlhAQABAAAAACw='></main>"
        )
        page.evaluate(_axe_source())
        found = {scheme: {v["id"] for v in page.evaluate(RUN_AXE, axe_options(scheme))} for scheme in SCHEMES}
    finally:
        ctx.close()
    for scheme, ids in found.items():
        assert {TARGET_SIZE, "color-contrast"} <= ids, (scheme, ids)
        assert ("image-alt" in ids) == (scheme == FULL_SCHEME), (scheme, ids)


def test_axe_is_the_pinned_package():
    # The injected file is the one npm installed from package-lock.json (no copy, no CDN).
    assert re.search(r"axe v" + re.escape(AXE_VERSION) + r"\b", AXE_JS.read_text(encoding="utf-8")[:300])


def _act(page, locator) -> None:
    n = len(view(page)["log"])
    locator.click()
    page.wait_for_function(
        f"(n) => {{ const t = {TABLE_JS}; return t && t.view && t.view.log.length !== n; }}",
        arg=n,
        timeout=30_000,
    )
    wait_settled(page)


def test_tarot_table_passes_axe_in_every_phase(pages_by_width, origin):
    """The Tarot table in each phase the reader meets (bidding, the king call, the discard with the
    chien shown, the play, the hand over), in both schemes at both widths. With seed 6 and five
    players the reader's Garde stands, so the reader calls a king and discards (as in test_tarot)."""
    page = pages_by_width["desktop"]
    page.goto(origin + "/games/tarot/play/?players=5&seed=6")
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)
    problems: list[str] = []
    checked: list[str] = []
    for _ in range(120):
        v = view(page)
        phase = "hand over" if v["hand_results"] else v["phase"]
        if phase not in checked:
            if phase == "hand over":
                page.locator(".tv-results-table").first.wait_for()
            checked.append(phase)
            problems += _check_all_views(page, f"tarot table, {phase}")
        if phase == "hand over":
            break
        if phase == "bidding":
            _act(page, page.locator('.tv-actions button[data-action="garde"]'))
        elif phase == "call":
            target = next(a for a in v["legal"] if a[5:] not in v["hand"])
            _act(page, page.locator(f'.tv-tp-call button[data-action="{target}"]'))
        elif phase == "chelem":
            _act(page, page.locator('.tv-actions button[data-action="no-chelem"]'))
        else:
            _step(page)
    else:
        pytest.fail(f"the deal did not end (phases seen: {checked})")
    assert {"bidding", "call", "discard", "play", "hand over"} <= set(checked), checked
    assert not page.errors, page.errors
    assert not problems, "\n".join(problems)


def test_emprunt_table_passes_axe_in_play_and_at_hand_end(pages_by_width, origin):
    """Emprunt's jeton table (its figures coloured by sign, the row of the seat to play in gold) in
    both schemes at both widths, during the play and once the hand is over."""
    page = pages_by_width["desktop"]
    page.goto(origin + "/games/emprunt/play/?seed=3")
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)
    problems = []
    for _ in range(60):
        v = view(page)
        if v["hand_results"] or v["is_over"]:
            break
        if page.locator(".tv-ep-jetons .is-plus, .tv-ep-jetons .is-minus").count():
            break
        _step(page)
    problems += _check_all_views(page, "emprunt table, play")
    for _ in range(200):
        v = view(page)
        if v["hand_results"] or v["is_over"]:
            break
        _step(page)
    else:
        pytest.fail("the hand did not end")
    problems += _check_all_views(page, "emprunt table, hand over")
    assert not page.errors, page.errors
    assert not problems, "\n".join(problems)


# ------------------------------------------------------------------------------------------ first contact
#: Issue 41: what the sitemap does not reach: the site's 404 page, a source page with both notices (an
#: unknown reading, a missing paragraph) and the citation's origin notice open, a landed paragraph
#: with its supplied words, and an apparatus note's authority open in the preview.
FIRST_CONTACT = {
    "404": ("/games/no-such-page/", None),
    "notices": ("/sources/triomphe/?reading=xyz#p999", "details.tv-cite summary"),
    "landed": ("/sources/triomphe/#p18", "#p18 ins.tv-supplied + a.tv-note"),
}


@pytest.mark.parametrize("what", list(FIRST_CONTACT))
def test_first_contact_pages_pass_axe(pages_by_width, origin, what):
    path, then = FIRST_CONTACT[what]
    problems = []
    for width, page in pages_by_width.items():
        page.goto(origin + path)
        page.locator("article").wait_for()
        for scheme in SCHEMES:
            set_scheme(page, scheme)
            if then and what == "notices":
                page.locator(".tv-notice").first.wait_for()
                if not page.locator("details.tv-cite").evaluate("(d) => d.open"):
                    page.locator(then).click()
                page.locator(".tv-cite-origin").wait_for()
            elif then:
                page.locator(then).first.focus()
                page.locator(".tv-preview .tv-preview-text").wait_for()
            at_rest(page)
            violations = axe(page, scheme)
            label = f"{scheme} {width} {path}"
            report(summarize(label, violations))
            if violations:
                problems.append(describe_failures(label, violations))
    assert not problems, "\n".join(problems)
