"""The walk of issue 40 repeated as a new player would, at one window size: every game, player count
and form, its first hand played by clicking to the score sheet (table.reader_step); at each new kind
of decision a refusal and a hint, then what must stay in the window (test_in_view.IN_VIEW_JS), the
engine codes left in the words the table shows (banner, message, hint, actions, felt, panel, side,
sheet) and the page's errors. Not a test (no assertion; test_in_view and test_layout are the gate):
run against a served site, one JSON line per hand, then a summary,

    python -m tests.browser.walk_issue40 http://127.0.0.1:<port> 390x844 [--shots DIR] [game…]

(the walk of 3 December 2026: 69 hands at 390x844, 1280x800 and 1920x1080, every one to its sheet,
no fault in the window, no page error; codes only in Briscan's meld labels, the engine's words)."""

import json
import re
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests import testing
from tests.browser import test_in_view as IV
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, reader_step, view, wait_settled

CONFIGS = (
    [("triomphe", n, "individual") for n in (2, 3, 4, 5, 6)]
    + [("triomphe", n, "team") for n in (4, 6)]
    + [("triomphe", n, "pillage") for n in (3, 4, 5, 6)]
    + [("briscan", 2, ""), ("brisque", 2, "")]
    + [("tarot", n, "") for n in (3, 4, 5)]
    + [("emprunt", n, "") for n in (3, 4, 5, 6)]
    + [("francion", n, "") for n in (3, 4, 5)]
)
TEXTS_JS = f"""() => {{
  const t = {TABLE_JS};
  const part = (el) => (el && !el.hidden ? el.innerText : "");
  return {{ banner: part(t.dom.banner), message: part(t.dom.message), hint: part(t.root.querySelector(".tv-learn")),
           actions: part(t.dom.actionsBox), felt: part(t.dom.felt), panel: part(t.dom.panelBox),
           side: part(t.root.querySelector(".tv-side")), sheet: part(t.dom.sheetBox) }};
}}"""
CODE = re.compile(r"\b(?:10|[2-9TJQKA])[SHDC]\b")  # an engine card code ("KH") left in words


def codes(texts: dict[str, str], where: str) -> list[str]:
    return [f"{where} {part}: {m}" for part, text in texts.items() for m in CODE.findall(text)]


def walk_hand(pg, base, game, n, form, size, shots):
    url = f"/games/{game}/play/?players={n}&seed=11" + (f"&form={form}" if form else "")
    pg.evaluate("localStorage.clear()")  # no kept game: a new player's first visit
    pg.goto(base + url)
    pg.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(pg)
    rec: dict = {
        "table": f"{game} {n}p {form}".strip(),
        "size": size[0],
        "kinds": [],
        "faults": [],
        "codes": [],
    }
    seen: set[str] = set()
    for _ in range(80):
        v = view(pg)
        if v["is_over"] or v["phase"] == "hand-over" or not v["legal"]:
            break
        k = IV.kind(v)
        if k not in seen:
            seen.add(k)
            IV.refuse(pg)
            rec["faults"] += [f"{k}, after a refusal: {f}" for f in pg.evaluate(IV.IN_VIEW_JS, "refusal")]
            rec["codes"] += codes(pg.evaluate(TEXTS_JS), k)
            if IV.hint(pg):
                rec["faults"] += [f"{k}, after a hint: {f}" for f in pg.evaluate(IV.IN_VIEW_JS, "hint")]
            else:
                rec["faults"].append(f"{k}: no Hint button")
            rec["codes"] += codes(pg.evaluate(TEXTS_JS), k)
            rec["kinds"].append(k)
            if shots:
                pg.evaluate("window.scrollTo(0, 0)")
                name = f"{game}{n}{form}-{k.replace(':', '_').replace('+', '-')}-{size[0]}.png"
                pg.screenshot(path=str(shots / name))
            pg.evaluate(f"() => {{ {TABLE_JS}.messages.clear(); }}")
        reader_step(pg)
    rec["end"] = view(pg)["phase"]
    rec["codes"] += codes(pg.evaluate(TEXTS_JS), "end")
    rec["codes"] = sorted(set(rec["codes"]))
    return rec


def main(base, size, shots, games):
    out = []
    with sync_playwright() as p:
        b = testing.launch_chromium(p)
        ctx = b.new_context(viewport={"width": size[0], "height": size[1]})
        ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;")
        pg = ctx.new_page()
        errors: list[str] = []
        pg.on("pageerror", lambda e: errors.append(str(e)))
        pg.goto(base + "/")
        for game, n, form in CONFIGS:
            if games and game not in games:
                continue
            rec = walk_hand(pg, base, game, n, form, size, shots)
            rec["errors"], errors[:] = errors[:], []
            out.append(rec)
            print(json.dumps(rec, ensure_ascii=False), flush=True)
        b.close()
    bad = [r["table"] for r in out if r["faults"] or r["errors"] or r["end"] != "hand-over"]
    worded = [r["table"] for r in out if r["codes"]]
    print(f"{len(out)} hands at {size[0]}x{size[1]}: {len(bad)} with a fault {bad}; engine codes in {worded}")


if __name__ == "__main__":
    args = sys.argv[1:]
    shots = None
    if "--shots" in args:
        i = args.index("--shots")
        shots = Path(args[i + 1])
        shots.mkdir(parents=True, exist_ok=True)
        del args[i : i + 2]
    w, h = map(int, args[1].split("x"))
    main(args[0], (w, h), shots, set(args[2:]))
