"""Live worked examples (issue 25): every figure with a player to move carries the engine's verdict
on each of his cards, computed at build time, and a "Play on from here" link the engine can open."""

import base64
import json
import re
from html.parser import HTMLParser
from typing import Any

import pytest

import tapisvert
from sitebuild.pages import examples, live
from tapisvert import bridge

GAMES = ["triomphe", "francion", "briscan", "brisque", "tarot", "emprunt"]
FIGURE = re.compile(r"<figure\b[^>]*>.*?</figure>", re.DOTALL)


class Figure(HTMLParser):
    """The live parts of one figure: its attributes, the hand's cards, the verdicts per variant."""

    def __init__(self, text):
        super().__init__()
        self.attrs, self.hand, self.variants, self.links = {}, [], [], []
        self._in_hand = 0
        self._stack = []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if tag == "figure" and not self.attrs:
            self.attrs = a
        if "tv-live-hand" in cls:
            self._in_hand = len(self._stack) + 1
        elif self._in_hand and "tv-card" in cls:
            self.hand.append(a["data-card"])
        if "tv-live-variant" in cls:
            self.variants.append(
                {"refused": a.get("data-refused") == "true", "cards": {}, "current": a.get("data-current")}
            )
        if "tv-live-verdict" in cls:
            self.variants[-1]["cards"][a["data-card"]] = a["data-ok"] == "true"
        if tag == "a":
            self.links.append(a.get("href") or "")
        self._stack.append(tag)

    def handle_endtag(self, tag):
        while self._stack:
            if self._stack.pop() == tag:
                break
        if self._in_hand and len(self._stack) < self._in_hand:
            self._in_hand = 0


def figures(site, game):
    text = (site / "games" / game / "examples" / "index.html").read_text(encoding="utf-8")
    return [Figure(m.group(0)) for m in FIGURE.finditer(text) if "tv-example" in m.group(0)[:200]]


@pytest.mark.parametrize("game", GAMES)
def test_every_figure_with_a_player_to_move_is_live(built_site, game):
    figs = figures(built_site, game)
    live_figs = [f for f in figs if "data-tv-live" in f.attrs]
    assert live_figs, f"no live figure on the {game} examples page"
    for f in live_figs:
        # a complete trick asks which card takes it; one card exactly does, under each value
        winner = f.attrs.get("data-tv-kind") == "winner"
        question = "Which card takes this trick?" if winner else "Which cards may "
        assert f.hand and f.attrs["data-tv-question"].startswith(question)
        if winner:
            assert all(sum(v["cards"].values()) == 1 for v in f.variants if not v["refused"])
        assert f.variants and sum(1 for v in f.variants if v["current"]) == 1
        for v in f.variants:
            if not v["refused"]:
                assert sorted(v["cards"]) == sorted(f.hand)
    # the figures that are not live are Francion's tables of stakes and payments (no card in them)
    for f in figs:
        if "data-tv-live" not in f.attrs:
            assert not f.hand and (
                "tv-francion-stakes" in f.attrs["class"] or "tv-francion-payments" in f.attrs["class"]
            )


@pytest.mark.parametrize("game", GAMES)
def test_play_on_links_open_a_table_through_the_bridge(built_site, game):
    opened = 0
    for f in figures(built_site, game):
        for href in f.links:
            if "?figure=" not in href:
                continue
            base, token = href.split("?figure=", 1)
            req = json.loads(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
            # the play page of the figure's game (a Brisque figure on the Briscan page links to Brisque's)
            assert base in {"../play/", f"../../{req['game']}/play/"}
            assert req["game"] == game or base != "../play/"
            answer = json.loads(bridge.call(json.dumps({"op": "from_figure", **req})))
            assert answer["ok"], answer
            bridge.call(json.dumps({"op": "close", "table": answer["table"]}))
            opened += 1
    assert opened >= 1


def test_a_refused_card_names_its_rule_sentence_words_and_paragraph(built_site):
    import html

    from sitebuild.pages import rules_pages

    page = (built_site / "games" / "triomphe" / "examples" / "index.html").read_text(encoding="utf-8")
    verdicts = re.findall(r'<div class="tv-live-verdict" data-card="\w+" data-ok="false">(.*?)</div>', page)
    assert verdicts
    for v in verdicts:
        link = re.search(r'href="\.\./rules/#(triomphe\.[\w.-]+)"', v)
        assert link, v
        rule_id = link.group(1)
        statement = rules_pages.registry("triomphe").rule(rule_id)["statement"]
        # the rule's sentence, once (compared as text: a quote mark in it may be written as a reference)
        assert statement.rstrip(".") in html.unescape(v)
    assert any("The source: <q>" in v and "sources/triomphe/#p" in v for v in verdicts)


SPEC: dict[str, Any] = {
    "game": "triomphe",
    "players": 4,
    "options": {"form": "individual", "regime": "forcee"},
    "trump": "H",
    "leader": 0,
    "trick": ["9S", "KS"],
    "hand": ["QS", "7S", "8H"],
    "switch": "regime",
}


def test_the_switch_recomputes_the_verdicts_under_each_value():
    html_text = examples.render_example(SPEC, lambda rid: f"<a>{rid}</a>")
    f = Figure(html_text)
    assert f.attrs["data-tv-switch"] == "regime"
    values = [
        c["value"]
        for c in next(o for o in tapisvert.game_info("triomphe")["options"] if o["name"] == "regime")[
            "choices"
        ]
    ]
    assert len(f.variants) == len(values)
    for value, v in zip(values, f.variants):
        if v["refused"]:
            continue
        st = tapisvert.from_position(
            "triomphe",
            {
                **{k: SPEC[k] for k in SPEC if k not in {"game", "switch"}},
                "options": {**SPEC["options"], "regime": value},
            },
        )
        assert v["cards"] == {c: st.is_legal(c) for c in SPEC["hand"]}


def test_without_script_the_figure_still_says_everything():
    # the static caption keeps the verdicts; the live data is hidden and inert
    html_text = examples.render_example(SPEC, lambda rid: f"<a>{rid}</a>")
    caption = html_text.split('<div class="tv-live-data" hidden>')[0]
    assert "may play:" in caption and "refused by" in caption
    assert "<script" not in html_text and " style=" not in html_text


def test_a_position_the_engine_cannot_complete_says_why():
    live.set_page_links(None, lambda game: "../play/")
    try:
        text = live.play_link("triomphe", {"position": {**SPEC, "hand": ["QS"]}})
    finally:
        live.set_page_links(None, None)
    assert "tv-live-play--refused" in text and "cannot be played on" in text
