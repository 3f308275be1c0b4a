"""Every figure's "Play on from here" deals exactly the figure's cards (issue 40, item 5).

A figure names some cards and lets the engine deal the rest from a seed (an opponent's hand, the
turn-up, the talon); the link carries a seed too. Two links dealt from another seed than their
figure: Briscan's K♣ became 8♦, Brisque's K♥ turn-up 9♥. For every figure of every examples page:

* a sequence figure (tv-steps) shows each seat's hand and the turn-up as dealt: the link's start
  (before the figure's moves) gives each seat exactly that hand, and that turn-up;
* any other figure's cards (a hand, a trick, a run) all lie in the link's start or after its moves
  (in a hand, the trick, the turn-up or the cards played).

And the words of a figure's refusals: card names and labels, never codes ("Legal now: QS, 7S").
"""

import base64
import json
import re
from html.parser import HTMLParser

import pytest

from tapisvert import figures

GAMES = ["triomphe", "francion", "briscan", "brisque", "tarot", "emprunt"]
FIGURE = re.compile(r"<figure\b[^>]*>.*?</figure>", re.DOTALL)
CODE = re.compile(r"\b[AKQNJT2-9][SHDC]\b")


class Felt(HTMLParser):
    """A figure's felt: its groups (label, cards), the live hand apart, and its Play-on link."""

    def __init__(self, text):
        super().__init__()
        self.groups: list[list] = []  # [label, cards]
        self.kind = ""
        self.link = None
        self._label = False
        self._live = 0
        self._depth = 0
        self._felt = 0
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if tag == "figure" and not self.kind:
            self.kind = "steps" if "tv-steps-figure" in cls else "other"
        if tag not in ("br", "img", "input"):
            self._depth += 1
        if "tv-example-felt" in cls:
            self._felt = self._depth
        if self._felt and "tv-example-group" in cls:
            self.groups.append(["", [], False])
        if "tv-example-label" in cls:
            self._label = True
        if "tv-live-hand" in cls and self.groups:
            self.groups[-1][2] = True  # the live position's hand, not the figure's deal
        if "tv-card" in cls and self._felt and self.groups and a.get("data-card"):
            self.groups[-1][1].append(a["data-card"])
        if tag == "a" and "?figure=" in (a.get("href") or ""):
            self.link = a["href"]

    def handle_data(self, data):
        if self._label and self.groups:
            self.groups[-1][0] += data

    def handle_endtag(self, tag):
        if self._label and tag == "span":
            self._label = False
        if self._felt and self._depth == self._felt:
            self._felt = 0
        self._depth -= 1


def _cards_in(obj) -> set[str]:
    out: set[str] = set()
    if isinstance(obj, str):
        if CODE.fullmatch(obj) or re.fullmatch(r"[0-9]{1,2}|EX", obj):
            out.add(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            out |= _cards_in(v)
    elif isinstance(obj, list):
        for v in obj:
            out |= _cards_in(v)
    return out


def _figures(site, game):
    text = (site / "games" / game / "examples" / "index.html").read_text(encoding="utf-8")
    return [m.group(0) for m in FIGURE.finditer(text) if "tv-example" in m.group(0)[:200]]


@pytest.mark.parametrize("game", GAMES)
def test_play_on_deals_exactly_the_figures_cards(built_site, game):
    checked = 0
    for html in _figures(built_site, game):
        felt = Felt(html)
        if not felt.link:
            continue
        token = felt.link.split("?figure=", 1)[1]
        req = json.loads(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
        start = figures.start_state(req["game"], req["start"], req["seed"])
        dealt = [start.observation(s) for s in range(start.players)]
        shown = [g for g in felt.groups if not g[2]]
        if felt.kind == "steps":
            seats = [g for g in shown if g[0].strip() != "Turn-up"]
            assert len(seats) == start.players, (game, [g[0] for g in shown])
            for s, (label, cards, _) in enumerate(seats):
                assert sorted(cards) == sorted(dealt[s]["hand"]), (game, label, cards, dealt[s]["hand"])
            for label, cards, _ in shown:
                if label.strip() == "Turn-up":
                    assert [dealt[0].get("turnup")] == cards, (game, cards, dealt[0].get("turnup"))
        else:
            state = figures.complete(req["game"], req["start"], req["seed"])
            there = _cards_in([start.observation(s) for s in range(start.players)])
            there |= _cards_in([state.observation(s) for s in range(state.players)])
            there |= _cards_in(req["start"])
            for label, cards, _ in shown:
                missing = [c for c in cards if c not in there]
                assert not missing, (game, label, missing)
        checked += 1
    assert checked > 0


@pytest.mark.parametrize("game", GAMES)
def test_figures_refusals_name_cards_not_codes(built_site, game):
    text = (built_site / "games" / game / "examples" / "index.html").read_text(encoding="utf-8")
    for m in re.finditer(r"Legal now: ([^.<]*)", text):
        assert not CODE.search(m.group(1)), (game, m.group(0))
    for m in re.finditer(r"no other card may be put down", text):
        before = text[max(0, m.start() - 80) : m.start()]
        assert not re.search(r"\((?:[AKQNJT2-9][SHDC])\)", before), (game, before)
