"""In view, always (issue 40, item 1): at the reader's turn, after a refusal and after a hint, the
hand, the prompt, every action button and the message itself lie inside the window, below the
site's header, at 1280x800, 390x844 and 1920x1080, in every game, player count and phase the reader
meets by playing (Tarot's bidding, call, discard, chelem and declarations; Triomphe's pillage;
Briscan and Brisque's exchange and melds; Emprunt's borrowing; the play of the cards).

test_layout.py measures the table as it opens; a refusal or a hint then grew the page and pushed the
buttons the message named ("bid or pass (the buttons)") below the window. Here each table is played
by clicking, as a reader would (table.reader_step: a Garde when bidding, so that the reader also
calls, discards and announces in Tarot), and at each new kind of decision (its phase and the kinds
of its legal actions: cards, words, calls, melds, borrows…) the test

1. provokes a refusal (a card of the hand the engine refuses, else a card the reader does not hold)
   and waits for the refusal's box, then measures;
2. asks for a hint (the Hint button under the felt, which every decision of the reader offers) and
   waits for its answer, then measures again: the answer box must be in the window too.

The features each game's walk must have measured (a phase and a kind of action in it) are listed in
REQUIRED, every phase the issue names among them: Tarot's bids, call, discard and chelem, Triomphe's
pillage, Briscan and Brisque's exchange and melds, Emprunt's borrowing. A test that never met a
borrowing or an exchange would pass without measuring it.
"""

import json

import pytest

from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, reader_step, view, wait_settled

SIZES = [(1280, 800), (390, 844), (1920, 1080)]

# (game, players, options, seed): every game and count the engine allows, and Triomphe's forms
CONFIGS = (
    [("triomphe", n, {"form": "individual"}, 11) for n in (2, 3, 4, 5, 6)]
    + [("triomphe", 4, {"form": "team"}, 11)]
    + [("triomphe", n, {"form": "pillage"}, 5) for n in (3, 4, 5, 6)]
    + [("briscan", 2, {}, 2), ("brisque", 2, {}, 3)]
    + [("tarot", n, {}, 11) for n in (3, 4, 5)]
    + [("emprunt", n, {}, 11) for n in (3, 4, 5, 6)]
    + [("francion", n, {}, 11) for n in (3, 4, 5)]
)
# what the walk must have measured, per game (at one count at least): a decision's features, each
# a phase and a kind of legal action in it (features()), so that a meld offered beside the exchange
# counts for both. The phases the issue names: bids, calls, the discard and the chelem (Tarot),
# pillage (Triomphe), exchanges and melds (Briscan, Brisque), borrowing (Emprunt), and the cards. A
# table that has not met them by MAX_STEPS is dealt again from the next seeds (the bots' moves, not
# only the deal, decide when a meld comes)
REQUIRED = {
    "tarot": {"bidding:word", "call:call", "discard:discard", "chelem:word", "play:card"},
    "triomphe": {"pillage:word", "play:card"},
    "briscan": {"play:card", "play:meld", "play:exchange"},
    "brisque": {"play:card", "play:meld", "play:exchange"},
    "emprunt": {"play:borrow", "play:card"},
    "francion": {"play:card"},
}
# the features every table of a game must have measured (at each of its counts)
EACH = {
    "tarot": {"bidding:word", "discard:discard", "play:card"},
    "triomphe": {"play:card"},
    "briscan": {"play:card"},
    "brisque": {"play:card"},
    "emprunt": {"play:card", "play:borrow"},
    "francion": {"play:card"},
}
MAX_STEPS = 24  # reader decisions per table
MORE_SEEDS = 6  # further deals tried while a required feature is missing
# words the issue names as a phase of their own (Briscan and Brisque's exchange of the seven of
# trumps for the turn-up), told apart from the other words (bids, passes, the concession, a chelem)
NAMED_WORDS = {"exchange"}


def kind(v) -> str:
    """The kind of a decision: its phase and the kinds of its legal actions."""
    kinds = set()
    for a in v["legal"]:
        if ":" in a:
            kinds.add(a.split(":")[0])
        elif a in v["hand"]:
            kinds.add("card")
        else:
            kinds.add(a if a in NAMED_WORDS else "word")
    return f"{v['phase']}:{'+'.join(sorted(kinds))}"


def features(k: str) -> set[str]:
    """A kind's features: "play:card+exchange+meld" -> play:card, play:exchange, play:meld."""
    phase, kinds = k.split(":", 1)
    return {f"{phase}:{x}" for x in kinds.split("+")}


def mount(page, game, players, options, seed):
    page.evaluate(
        """([game, players, options, seed]) => {
            const old = [...window.tapisvert.tables].find((t) => t.root.isConnected);
            if (old) old.generation++;  // its bots stop
            const host = document.querySelector("article") || document.body;
            const div = document.createElement("div");
            div.className = "tv-table";
            Object.assign(div.dataset, { game, players: String(players), options: JSON.stringify(options), url: "off", save: "off", seed: String(seed) });
            if (old) old.root.replaceWith(div);
            else host.append(div);
            for (const t of window.tapisvert.tables) if (t.root !== div) t.root.remove();
            window.tapisvert.mount(host);
        }""",
        [game, players, options, seed],
    )
    page.wait_for_function(
        f"""() => {{ const t = {TABLE_JS}; return t && t.view && t.view.players === {players} && t.view.game === "{game}"; }}""",
        timeout=60_000,
    )
    wait_settled(page)


# What must be in the window: the hand, the prompt, every action button (a panel's too: Tarot's
# calls, Briscan's melds and exchange, Emprunt's borrow), the refusal's box and the hint's box.
IN_VIEW_JS = """(what) => {
    window.scrollTo(0, 0);
    const t = [...window.tapisvert.tables].find((x) => x.root.isConnected);
    const header = document.querySelector(".md-header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const faults = [];
    const check = (el, name) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) { faults.push(`${name} not drawn`); return; }
        if (r.top < top - 0.5 || r.bottom > innerHeight + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5)
            faults.push(`${name} at x ${Math.round(r.left)}..${Math.round(r.right)}, y ${Math.round(r.top)}..${Math.round(r.bottom)}`);
    };
    for (const c of t.dom.handBox.querySelectorAll(".tv-card")) check(c, `card ${c.dataset.card}`);
    if (!t.dom.banner.hidden) check(t.dom.banner, "the prompt");
    for (const b of t.root.querySelectorAll("button[data-action]")) {
        if (b.closest(".tv-side") || b.offsetParent === null) continue;
        check(b, `action ${b.dataset.action}`);
    }
    if (what === "refusal") {
        const m = t.dom.message;
        if (!m.textContent.trim()) faults.push("no refusal shown");
        else check(m, "the refusal");
    }
    if (what === "hint") {
        const box = t.root.querySelector(".tv-learn[data-showing='hint']");
        if (!box) faults.push("no hint shown");
        else check(box, "the hint's answer");
    }
    return faults;
}"""

# A refusal: a card of the hand the engine refuses, else (every card playable) one the reader does
# not hold, through the table's own path for a clicked card.
REFUSE_JS = f"""() => {{
    const t = {TABLE_JS};
    const v = t.view;
    const taken = new Set(v.legal.map((a) => a.split(":").pop()));  // a card played, discarded, called…
    const refused = v.hand.find((c) => !taken.has(c));
    if (refused) {{ t.dom.handBox.querySelector(`button[data-card="${{refused}}"]`).click(); return refused; }}
    const other = ["AS", "KH", "QD", "JC", "TS", "9H", "8D", "7C", "2S", "3H", "4D", "5C"].find((c) => !v.hand.includes(c) && !taken.has(c));
    t.act(other, true);
    return other;
}}"""


def refuse(page):
    page.evaluate(f"() => {{ {TABLE_JS}.messages.clear(); }}")
    page.evaluate(REFUSE_JS)
    page.wait_for_function(f"() => {TABLE_JS}.dom.message.textContent.trim().length > 0", timeout=30_000)


def hint(page) -> bool:
    btn = page.locator(".tv-table .tv-hint-btn")
    if not btn.is_visible():
        return False
    btn.click()
    page.wait_for_function(
        """() => { const b = document.querySelector(".tv-table .tv-learn[data-showing='hint']");
            return b && !b.hasAttribute("aria-busy") && !b.querySelector(".tv-learn-wait"); }""",
        timeout=120_000,
    )
    return True


@pytest.fixture
def in_view_page(page, origin):
    page.goto(origin + "/games/tarot/play/?seed=1")
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    return page


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_hand_prompt_and_actions_stay_in_view_after_a_refusal_and_a_hint(in_view_page, size):
    page = in_view_page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    faults: list[str] = []
    met: dict[str, set[str]] = {}  # each game's features measured after a refusal and after a hint
    for i, (game, n, options, first_seed) in enumerate(CONFIGS):
        later = any(c[0] == game for c in CONFIGS[i + 1 :])  # the game's requirements can wait
        mine: set[str] = set()  # this count's features, over its deals
        for seed in range(first_seed, first_seed + MORE_SEEDS):
            mount(page, game, n, options, seed)
            seen: set[str] = set()  # this deal's kinds of decision
            got: set[str] = set()  # and their features
            for _ in range(MAX_STEPS):
                v = view(page)
                if v["is_over"] or v["phase"] == "hand-over" or not v["legal"]:
                    break
                k = kind(v)
                if k not in seen:
                    seen.add(k)
                    got |= features(k)
                    where = f"{game} {n}p {options.get('form', '')} seed {seed} {size[0]}x{size[1]} {k}"
                    refuse(page)
                    faults += [f"{where}, after a refusal: {f}" for f in page.evaluate(IN_VIEW_JS, "refusal")]
                    if hint(page):
                        faults += [f"{where}, after a hint: {f}" for f in page.evaluate(IN_VIEW_JS, "hint")]
                    else:
                        faults.append(f"{where}: no Hint button at the reader's turn")
                    page.evaluate(f"() => {{ {TABLE_JS}.messages.clear(); }}")
                if EACH[game] <= mine | got and (later or REQUIRED[game] <= met.get(game, set()) | got):
                    break
                reader_step(page)
            mine |= got
            met.setdefault(game, set()).update(got)
            if EACH[game] <= mine and (later or REQUIRED[game] <= met[game]):
                break
        lacking = EACH[game] - mine
        assert not lacking, f"{game} {n}p {options}: never reached {sorted(lacking)} (seeds to change)"
    missing = {
        g: sorted(REQUIRED[g] - met.get(g, set())) for g in REQUIRED if REQUIRED[g] - met.get(g, set())
    }
    assert not missing, (
        f"decisions never reached (seeds to change): {missing}; met {json.dumps({g: sorted(s) for g, s in met.items()})}"
    )
    assert not faults, json.dumps(faults, indent=1, ensure_ascii=False)
