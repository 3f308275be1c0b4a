"""The card table's layout in a real browser: for every game and every player count it allows (and
Triomphe in teams, at 4 and 6, whose seats carry badges and a partner's shown hand), at
1280 px and at 390 px, every seat box, every card back and every card of a full trick lie inside the
felt, and no trick card covers a seat's name.

One page per test, the worker's booted tab (tests/browser/booted.py: reset before each test, the
play page opened by instant navigation, no Python booted again): the tables are mounted one after
another on the Tarot play page (data-url="off", data-save="off"), each dealt by the engine. The full trick is
the real view with one card placed before every seat (the largest trick the felt must hold); its
cards are drawn by the table's own renderer, so the measure is the one a reader sees. The seats
are drawn at their tallest, whatever the bots have done by then: a team badge where the game has
sides, two-digit tricks, and the dealer's button on each seat in turn (a Tarot taker's seat once
poked into the felt's rounded corner only when the bots had finished bidding before the measure).

The fit after the first deal (issue 24, item 1): for every game and player count at 1280x800,
390x844 and 1920x1080, the felt (the trick area), every seat, every card of the hand, the prompt and
the action buttons lie in the window, below the site's header, without scrolling; then, scrolling the
page, the felt, each seat, a full trick and the hand pass under the sticky header, never over it.
The same on each game's own play page as it opens (its prose and its players).

Set TAPISVERT_LAYOUT_SHOTS=<dir> to save a PNG of every felt measured. The screenshots of the play
pages are taken by test_screenshots.py (``make screenshots``).
"""

import json
import os

import pytest

from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, wait_settled

# the player counts come from the engine (game_info), checked below against this list
GAMES = {
    "triomphe": ([2, 3, 4, 5, 6], {"form": "individual"}),
    "briscan": ([2], {}),
    "brisque": ([2], {}),
    "tarot": ([3, 4, 5], {}),
    "emprunt": ([3, 4, 5, 6], {}),
    "francion": ([3, 4, 5], {}),
}
WIDTHS = [1280, 390]
# forms whose seats are drawn otherwise, measured too: Triomphe in teams (team badges, and a
# partner's hand shown on the felt, taller seats that met the reader's at six on a phone)
FORMS = [("triomphe", [4, 6], {"form": "team"})]


@pytest.fixture
def layout_page(booted, origin):
    page = booted
    visit(page, origin + "/games/tarot/play/?seed=1")
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    return page


def mount(page, game, players, options):
    """A table for ``game`` where the play page has its own (right under the page's title), dealt
    from a fixed seed, measured once the reader is to act (wait_settled): its prompt and action
    buttons are then on screen, as a reader needs them. (Measured at whatever moment the bots had
    reached, the test once passed or failed with the random deal: Tarot's bids are shown only on the
    reader's turn.)"""
    page.evaluate(
        """([game, players, options]) => {
            const old = [...window.tapisvert.tables].find((t) => t.root.isConnected);
            const host = document.querySelector("article") || document.body;
            const div = document.createElement("div");
            div.className = "tv-table";
            Object.assign(div.dataset, { game, players: String(players), options: JSON.stringify(options), url: "off", save: "off", seed: "11" });
            if (old) old.root.replaceWith(div);
            else host.append(div);
            for (const t of window.tapisvert.tables) if (t.root !== div) t.root.remove();
            window.tapisvert.mount(host);
        }""",
        [game, players, options],
    )
    page.wait_for_function(
        f"""() => {{ const t = {TABLE_JS}; return t && t.view && t.view.players === {players} && t.view.game === "{game}"; }}""",
        timeout=60_000,
    )
    wait_settled(page)


MEASURE_JS = """() => {
    const t = [...window.tapisvert.tables].find((x) => x.root.isConnected);
    const v = t.view;
    // a full trick: one card before every seat, drawn by the table itself
    const pool = [...v.hand, ...(v.hand_sizes.length ? ["AS", "KH", "QD", "JC", "TS", "9H", "8D", "7C"] : [])];
    // one synchronous script: no bot move is drawn while it measures
    t.renderer.trick({ ...v, trick: Array.from({ length: v.players }, (_, s) => ({ seat: s, card: pool[s % pool.length] })) }, t.ctx(), v.players, v.human ?? 0);
    const felt = t.dom.felt.getBoundingClientRect();
    const cs = getComputedStyle(t.dom.felt);
    const inner = {
        left: felt.left + parseFloat(cs.borderLeftWidth), right: felt.right - parseFloat(cs.borderRightWidth),
        top: felt.top + parseFloat(cs.borderTopWidth), bottom: felt.bottom - parseFloat(cs.borderBottomWidth),
    };
    // the felt is a rounded rectangle: a box must also clear its rounded corners (2 px of grace)
    const W = inner.right - inner.left, H = inner.bottom - inner.top;
    const radius = (v, size, outer) => (v.endsWith("%") ? (parseFloat(v) / 100) * outer : parseFloat(v));
    const [rxs, rys = rxs] = cs.borderTopLeftRadius.split(" ");
    const bw = parseFloat(cs.borderLeftWidth);
    const rx = Math.max(0, radius(rxs, W, felt.width) - bw), ry = Math.max(0, radius(rys, H, felt.height) - bw);
    const inShape = (x, y) => {
        const dx = Math.max(0, rx - Math.min(x - inner.left, inner.right - x));
        const dy = Math.max(0, ry - Math.min(y - inner.top, inner.bottom - y));
        if (dx === 0 || dy === 0) return x >= inner.left - 0.5 && x <= inner.right + 0.5 && y >= inner.top - 0.5 && y <= inner.bottom + 0.5;
        const ex = Math.max(0, dx - 2) / rx, ey = Math.max(0, dy - 2) / ry;
        return ex * ex + ey * ey <= 1;
    };
    const inside = (r) => [[r.left, r.top], [r.right, r.top], [r.left, r.bottom], [r.right, r.bottom]].every(([x, y]) => inShape(x, y));
    const box = (r) => [Math.round(r.left - inner.left), Math.round(r.top - inner.top), Math.round(r.width), Math.round(r.height)];
    // every seat at its tallest, whatever the bots have done yet: a team badge where the game has
    // sides (Tarot's taker and defence once the bidding ends), two-digit tricks and, in turn, the
    // dealer's badge
    const seats = Array.from({ length: v.players }, (_, s) => s);
    const teams = v.teams ?? (v.game === "tarot" ? [seats.filter((s) => s % 2 === 0), seats.filter((s) => s % 2 === 1)] : null);
    const found = new Set();  // a fault seen with several dealers is listed once
    for (let dealer = 0; dealer < v.players; dealer++) {
        t.renderer.seats({ ...v, dealer, teams, tricks_won: Array(v.players).fill(12) }, t.ctx(), v.players, v.human ?? 0);
        for (const el of t.dom.felt.querySelectorAll(".tv-seat, .tv-card, .tv-trump-label")) {
            if (el.offsetParent === null && getComputedStyle(el).position !== "fixed") continue;  // not displayed
            const r = el.getBoundingClientRect();
            if (!inside(r)) found.add(`${el.className} ${el.dataset.seat ?? el.dataset.card ?? ""} outside the felt at ${box(r)} (felt ${Math.round(inner.right - inner.left)}x${Math.round(inner.bottom - inner.top)})`);
        }
        const names = [...t.dom.felt.querySelectorAll(".tv-seat-name")].map((n) => [n, n.getBoundingClientRect()]);
        for (const c of t.dom.felt.querySelectorAll(".tv-played")) {
            const r = c.getBoundingClientRect();
            for (const [n, q] of names) {
                const overlap = Math.min(r.right, q.right) - Math.max(r.left, q.left) > 1 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 1;
                if (overlap) found.add(`trick card ${c.dataset.card} covers the name ${n.textContent}`);
            }
        }
        const seatBoxes = [...t.dom.felt.querySelectorAll(".tv-seat")].map((n) => [n, n.getBoundingClientRect()]);
        for (const c of t.dom.felt.querySelectorAll(".tv-turnup, .tv-trump-label")) {
            const r = c.getBoundingClientRect();
            for (const [n, q] of seatBoxes) {
                const overlap = Math.min(r.right, q.right) - Math.max(r.left, q.left) > 1 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 1;
                if (overlap) found.add(`${c.className} covers the seat ${n.querySelector(".tv-seat-name").textContent}`);
            }
        }
    }
    return { faults: [...found], trick: t.dom.felt.querySelectorAll(".tv-played").length, seats: t.dom.felt.querySelectorAll(".tv-seat").length };
}"""


def test_player_counts_are_the_engines(layout_page):
    for game, (counts, _) in GAMES.items():
        info = layout_page.evaluate("(g) => window.tapisvert.engine.call({op: 'info', game: g})", game)
        assert info["info"]["players"] == counts, game


@pytest.mark.parametrize("width", WIDTHS)
def test_seats_backs_and_trick_stay_on_the_felt(layout_page, width):
    page = layout_page
    page.set_viewport_size({"width": width, "height": 900 if width > 500 else 844})
    shots = os.environ.get("TAPISVERT_LAYOUT_SHOTS")
    faults = []
    for game, counts, options in [(g, c, o) for g, (c, o) in GAMES.items()] + FORMS:
        for n in counts:
            mount(page, game, n, options)
            got = page.evaluate(MEASURE_JS)
            assert got["seats"] == n and got["trick"] == n, (game, n, got)
            faults += [f"{game} {n}p {options.get('form', '')} {width}px: {f}" for f in got["faults"]]
            if shots:
                os.makedirs(shots, exist_ok=True)
                form = options.get("form", "")
                page.locator(".tv-felt").screenshot(
                    path=os.path.join(shots, f"felt-{game}{form}-{n}p-{width}.png")
                )
            page.evaluate(f"() => {{ {TABLE_JS}.generation++; }}")  # its bots stop
    assert not faults, json.dumps(faults, indent=1, ensure_ascii=False)


# What a reader needs to play, after the first deal, without scrolling: the trick area (the felt),
# every seat, the whole hand, the prompt and the action buttons; none of it under the site's header.
FIT_JS = """() => {
    window.scrollTo(0, 0);
    const t = [...window.tapisvert.tables].find((x) => x.root.isConnected);
    const header = document.querySelector(".md-header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const faults = [];
    const check = (el, what) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) return;
        if (r.top < top - 0.5 || r.bottom > innerHeight + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5)
            faults.push(`${what} at x ${Math.round(r.left)}..${Math.round(r.right)}, y ${Math.round(r.top)}..${Math.round(r.bottom)}`);
    };
    check(t.dom.felt, "the felt");
    for (const s of t.dom.felt.querySelectorAll(".tv-seat")) check(s, `seat ${s.dataset.seat}`);
    for (const c of t.dom.handBox.querySelectorAll(".tv-card")) check(c, `card ${c.dataset.card} of the hand`);
    if (!t.dom.banner.hidden) check(t.dom.banner, "the prompt");
    if (!t.dom.engineNote.hidden) check(t.dom.engineNote, "the engine's note");
    for (const b of t.dom.actionsBox.querySelectorAll("button")) check(b, `action ${b.dataset.action}`);
    return { faults, cards: t.dom.handBox.querySelectorAll(".tv-card").length, viewport: [innerWidth, innerHeight, Math.round(top)] };
}"""
SIZES = [(1280, 800), (390, 844), (1920, 1080)]

# The sticky site header stays on top when the page scrolls: the felt, every seat, a full trick and
# the hand are each scrolled in turn to the header's middle line, and what the reader sees at points
# across the header there (document.elementFromPoint) must be the header, never the table.
HEADER_JS = """() => {
    const t = [...window.tapisvert.tables].find((x) => x.root.isConnected);
    const v = t.view;
    const header = document.querySelector(".md-header");
    if (!header) return { faults: ["no site header"], checked: 0 };
    const pool = [...v.hand, "AS", "KH", "QD", "JC", "TS", "9H", "8D", "7C"];
    t.renderer.trick({ ...v, trick: Array.from({ length: v.players }, (_, s) => ({ seat: s, card: pool[s % pool.length] })) }, t.ctx(), v.players, v.human ?? 0);
    const targets = [[t.dom.felt, "the felt"], ...[...t.dom.felt.querySelectorAll(".tv-seat")].map((s) => [s, `seat ${s.dataset.seat}`]),
        ...[...t.dom.felt.querySelectorAll(".tv-played")].map((c) => [c, `trick card ${c.dataset.card}`]), [t.dom.handBox, "the hand"]];
    const faults = [];
    let checked = 0;
    for (const [el, what] of targets) {
        window.scrollTo({ top: 0, behavior: "instant" });
        const h = header.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        const want = r.top - (h.top + h.height / 2) + 1;  // the element's top edge just under the header's middle
        if (want <= 0) continue;  // already under the header at the top of the page: FIT_JS says so
        window.scrollTo({ top: want, behavior: "instant" });
        const hh = header.getBoundingClientRect();
        const rr = el.getBoundingClientRect();
        const y = hh.top + hh.height / 2;
        if (hh.bottom <= 0 || rr.top > y || rr.bottom < y) continue;  // the page cannot scroll that far
        checked++;
        for (let x = Math.max(rr.left, 0) + 2; x < Math.min(rr.right, innerWidth) - 1; x += 12) {
            const hit = document.elementFromPoint(x, y);
            if (hit && !header.contains(hit)) {
                faults.push(`${what} drawn over the header at x ${Math.round(x)} (${hit.tagName.toLowerCase()}.${[...hit.classList].join(".")})`);
                break;
            }
        }
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return { faults, checked };
}"""


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_whole_table_fits_the_screen(layout_page, size):
    page = layout_page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    faults = []
    checked = 0
    for game, counts, options in [(g, c, o) for g, (c, o) in GAMES.items()] + FORMS:
        for n in counts:
            mount(page, game, n, options)
            got = page.evaluate(FIT_JS)
            assert got["cards"] > 0, (game, n, got)
            where = f"{game} {n}p {options.get('form', '')} {size[0]}x{size[1]}"
            faults += [f"{where}: {f}" for f in got["faults"]]
            under = page.evaluate(HEADER_JS)
            faults += [f"{where}, scrolled: {f}" for f in under["faults"]]
            checked += under["checked"]
            page.evaluate(f"() => {{ {TABLE_JS}.generation++; }}")  # its bots stop
    assert checked > 0, "the page never scrolled the table under the header"
    assert not faults, json.dumps(faults, indent=1, ensure_ascii=False)


PLAY_PAGES = {game: f"/games/{game}/play/?seed=1" for game in GAMES}


@pytest.fixture
def own_page(context):
    """A second page of the module's context (its HTTP cache is shared, so Pyodide comes from it):
    each game's own play page is opened there, and the tables mounted on the Tarot page are left alone."""
    pg = context.new_page()
    pg.errors = []
    pg.on("pageerror", lambda exc: pg.errors.append(str(exc)))
    yield pg
    pg.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_play_page_fits_as_it_opens(own_page, origin, size):
    """Each game's own play page as a reader opens it (its own prose, title and players): the same
    measures, after the first deal, and the header test when the page scrolls."""
    page = own_page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    faults = []
    for game, path in PLAY_PAGES.items():
        if page.url.startswith(origin):
            page.evaluate("() => localStorage.clear()")  # a fresh first deal, not a kept game
        page.goto(origin + path)
        page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
        page.wait_for_function(
            f"() => {{ const t = {TABLE_JS}; return t && t.view && t.view.game === '{game}'; }}"
        )
        wait_settled(page)  # the engine is up and the reader is to act: the prompt and buttons are his
        got = page.evaluate(FIT_JS)
        assert got["cards"] > 0, (game, got)
        faults += [f"{game} page {size[0]}x{size[1]}: {f}" for f in got["faults"]]
        under = page.evaluate(HEADER_JS)
        faults += [f"{game} page {size[0]}x{size[1]}, scrolled: {f}" for f in under["faults"]]
    assert not page.errors, page.errors
    assert not faults, json.dumps(faults, indent=1, ensure_ascii=False)


def test_back_to_top_never_covers_the_table(layout_page):
    page = layout_page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.mouse.wheel(0, 1500)
    page.wait_for_function("() => scrollY > 600")
    page.mouse.wheel(0, -600)  # Material shows "Back to top" when the reader scrolls up
    # until Material has shown it (it drops the button's hidden attribute): only the table's CSS
    # may keep it off the screen
    page.wait_for_function("() => { const b = document.querySelector('.md-top'); return b && !b.hidden; }")
    assert not page.locator(".md-top").is_visible()
