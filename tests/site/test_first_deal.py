"""The first deal of each play page, computed at build time (sitebuild/pages/first_deals.py, issue 27).

The page draws an embedded answer before Python is there, then replays its seed in the engine:
the two must be the same, so each embedded answer is checked against a fresh interpreter's bridge.
"""

import json
import re
import subprocess
import sys

from sitebuild.pages import first_deals
from tests import testing

#: Asks a fresh interpreter (no table opened before: a new worker) for the answers to the requests
#: on stdin, one fresh bridge module per request.
FRESH = """
import importlib, json, sys
import tapisvert.bridge as bridge
out = []
for request in json.load(sys.stdin):
    bridge = importlib.reload(bridge)
    out.append(bridge.call(json.dumps(request)))
print(json.dumps(out))
"""


def play_pages(site):
    pages = {}
    for page in sorted(site.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        if first_deals._TABLE_DIV.search(text):
            pages[page.relative_to(site).as_posix()] = text
    return pages


def request_of(deal):
    request = {
        "op": "new",
        "game": deal["game"],
        "players": deal["players"],
        "seed": deal["seed"],
        "options": deal["options"],
        "humans": deal["humans"],
    }
    # a French page's deal answers the French request (playground/engine-client/engine.mjs)
    if "lang" in deal:
        request["lang"] = deal["lang"]
    return request


def test_every_play_page_embeds_its_first_deals(built_site):
    pages = play_pages(built_site)
    assert len(pages) >= 6, sorted(pages)  # one per game at least
    for name, text in pages.items():
        assert text.count(f'id="{first_deals.ELEMENT_ID}"') == 1, name
        deals = first_deals.read_deals(text)
        assert len(deals) == first_deals.SEEDS_PER_PAGE, name
        assert len({d["seed"] for d in deals}) == len(deals), f"{name}: the seeds repeat"
        div = first_deals._TABLE_DIV.search(text)
        assert div is not None, name
        attrs = first_deals.table_attrs(div.group(0))
        lang = "fr" if name.startswith("fr/") else "en"
        for deal in deals:
            keys = {"game", "players", "options", "seed", "humans", "answer"} | (
                {"lang"} if lang != "en" else set()
            )
            assert set(deal) == keys, name
            assert deal.get("lang", "en") == lang, name
            assert deal["game"] == attrs["data-game"], name
            assert 0 <= deal["seed"] < first_deals.MAX_SEED
            # the very request the table sends for a new deal with the page's settings
            count = attrs.get("data-players")
            players = int(count) if count else None
            options = json.loads(attrs.get("data-options") or "{}")
            assert request_of(deal) == first_deals.table_request(
                deal["game"], players, options, deal["seed"], lang
            )
            assert deal["answer"]["ok"] is True and deal["answer"]["view"]["game"] == deal["game"], name
        # different seeds, different cards: readers do not all see the same deal
        hands = {json.dumps(d["answer"]["view"]["hand"]) for d in deals}
        assert len(hands) > 1, name
        # the deals are an attribute of an empty element, not a script: Material's instant
        # navigation would strip a script's id and type and run its text as code
        assert not re.search(rf'<script[^>]*id="{first_deals.ELEMENT_ID}"', text), name
        element = text.split(f'<div id="{first_deals.ELEMENT_ID}" hidden', 1)[1].split(">", 1)
        assert element[1].startswith("</div>"), name
        assert "<" not in element[0] and element[0].count("'") == 2, name


def test_each_embedded_answer_is_what_a_fresh_engine_answers(built_site):
    deals = [d for text in play_pages(built_site).values() for d in first_deals.read_deals(text)]
    assert deals
    proc = subprocess.run(
        [sys.executable, "-c", FRESH],
        input=json.dumps([request_of(d) for d in deals]),
        cwd=testing.ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    answers = json.loads(proc.stdout)
    for deal, answer in zip(deals, answers, strict=True):
        # byte for byte: the page may compare the engine's text with json.dumps of its answer
        assert answer == json.dumps(deal["answer"]), (deal["game"], deal["seed"])


def test_a_page_without_a_table_is_unchanged_and_data_is_escaped():
    assert first_deals.inject("<p>no table</p>") == "<p>no table</p>"
    page = '<div class="tv-table" data-game="briscan" data-players="2"></div><p>after</p>'
    out = first_deals.inject(page)
    assert out.startswith(page.split("<p>")[0] + f'<div id="{first_deals.ELEMENT_ID}" hidden data-deals=\'')
    assert out.endswith("'></div><p>after</p>")
    assert first_deals.inject(out) == out  # once only
    deals = first_deals.read_deals(out)
    assert [d["players"] for d in deals] == [2] * first_deals.SEEDS_PER_PAGE
    # what could end the attribute or open a tag is a character reference, and reads back the same
    odd = [{"text": "</div><!-- it's & done '>"}]
    block = first_deals.element(odd)
    assert block.count("'") == 2 and "<" not in block.split("data-deals=", 1)[1].removesuffix("</div>")
    assert first_deals.read_deals(block) == odd


def test_a_page_with_a_first_deal_holds_materials_bundle_and_no_other_page_does(built_site):
    """A page that draws a build-time deal has a preload of Material's bundle in the place of its
    script (playground/site/material-later.mjs runs it once the cards are painted); every other page
    runs the script as Material wrote it."""
    bundle = re.compile(r'<script src="[^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js"></script>')
    held = re.compile(
        r'<link rel="preload" as="script" href="[^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js" data-tv-material>'
    )
    seen = {"held": 0, "kept": 0}
    for page in sorted(built_site.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        name = page.relative_to(built_site).as_posix()
        if f'id="{first_deals.ELEMENT_ID}"' in text:
            assert len(held.findall(text)) == 1 and not bundle.search(text), name
            seen["held"] += 1
        elif "assets/javascripts/bundle." in text:
            assert len(bundle.findall(text)) == 1 and not held.search(text), name
            seen["kept"] += 1
    assert seen["held"] >= 6 and seen["kept"] > seen["held"], seen


def test_a_french_page_draws_the_engines_french_answer():
    # the French build's first deal is the answer to the request a French page sends (lang fr):
    # the same cards and records as the English page's, the engine's words in French
    page = '<div class="tv-table" data-game="tarot" data-players="4"></div>'
    en = first_deals.read_deals(first_deals.inject(page))
    fr = first_deals.read_deals(first_deals.inject(page, lang="fr"))
    assert [d["seed"] for d in en] == [d["seed"] for d in fr]
    for e, f in zip(en, fr, strict=True):
        ve, vf = e["answer"]["view"], f["answer"]["view"]
        assert ve["hand"] == vf["hand"] and ve["legal"] == vf["legal"]
        assert [x["text"] for x in ve["log"]] != [x["text"] for x in vf["log"]], vf["log"]
    assert "lang" not in first_deals.table_request("tarot", 4, {}, 1)  # an English page's request as before
