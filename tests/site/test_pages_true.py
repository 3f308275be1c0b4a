"""The pages say what is true: every game on the home page leads to every part of the game, no page
says a game is unfinished, and the sources come in the nav in the games' order.

The parts of each game are read from the nav of mkdocs.yml, so a page added there (say, a game's
worked examples) must also be linked from the game's card on the home page.
"""

from __future__ import annotations

import posixpath
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
import yaml

from tests import testing

ROOT = testing.ROOT
PARTS = ("rules", "examples", "play")
SOURCE_LINK = re.compile(r"\]\((?:\.\./)+sources/([a-z]+)\.md")

# Claims that a game, a reading or a table is still to come. Matched against the words of every page
# (minus the received texts themselves, which may say anything).
UNFINISHED = re.compile(
    r"will follow|will be added|coming soon|in preparation|yet to be (?:edited|published|written|done)"
    r"|not yet (?:been )?(?:edited|published|available|playable|written|normalized|ready)"
    r"|has not been published yet|only Triomphe has|only Triomphe is|for now only",
    re.IGNORECASE,
)


class _Loader(yaml.SafeLoader):
    pass


_Loader.add_multi_constructor("!", lambda loader, suffix, node: None)  # !ENV and the like


def nav() -> list:
    return yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=_Loader)["nav"]


def _pages(entry) -> list[str]:
    if isinstance(entry, str):
        return [entry]
    if isinstance(entry, dict):
        return [p for value in entry.values() for p in _pages(value)]
    if isinstance(entry, list):
        return [p for item in entry for p in _pages(item)]
    return []


def game_parts() -> dict[str, dict[str, str]]:
    """{game: {"index": path, "rules": path, ...}} for every game page in the nav, in nav order."""
    games: dict[str, dict[str, str]] = {}
    for path in _pages(nav()):
        m = re.fullmatch(r"games/([a-z]+)/(index|rules|examples|play)\.md", path)
        if m:
            games.setdefault(m.group(1), {})[m.group(2)] = path
    return games


def game_source(game: str) -> str:
    """The source a game's introduction cites first (Brisque's is Briscan's)."""
    m = SOURCE_LINK.search((ROOT / "docs" / "games" / game / "index.md").read_text(encoding="utf-8"))
    assert m, f"docs/games/{game}/index.md links no source page"
    return m.group(1)


def _url(path: str) -> str:
    """Site URL of a docs path (directory URLs)."""
    stem = path[:-3]
    return stem[: -len("index")] if stem.endswith("index") else stem + "/"


class _Cards(HTMLParser):
    """The links of each card of the home page's game grid (<div class="grid cards tv-games"> <li>)."""

    def __init__(self):
        super().__init__()
        self.depth = 0  # inside the grid: nesting depth of <div>
        self.cards: list[list[str]] = []
        self.in_card = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "div" and "tv-games" in (a.get("class") or "").split():
            self.depth = 1
        elif self.depth and tag == "div":
            self.depth += 1
        elif self.depth and tag == "li":
            self.cards.append([])
            self.in_card = True
        elif self.depth and self.in_card and tag == "a" and a.get("href"):
            self.cards[-1].append(
                posixpath.normpath(a["href"]).lstrip("./") + ("/" if a["href"].endswith("/") else "")
            )

    def handle_endtag(self, tag):
        if self.depth and tag == "div":
            self.depth -= 1
        elif self.depth and tag == "li":
            self.in_card = False


def _text_of(html: str) -> str:
    html = re.sub(
        r'<div class="tv-edition".*?<div class="tv-text"[^>]*>.*?</div></div>', " ", html, flags=re.S
    )
    html = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


@pytest.fixture(scope="module")
def home_cards(built_site) -> list[list[str]]:
    parser = _Cards()
    parser.feed((built_site / "index.html").read_text(encoding="utf-8"))
    assert parser.cards, "the home page has no game cards (div.grid.cards.tv-games)"
    return parser.cards


def test_every_game_of_the_nav_has_every_part():
    games = game_parts()
    assert {"triomphe", "francion", "emprunt", "briscan", "brisque", "tarot"} <= set(games)
    for game, parts in games.items():
        missing = [p for p in ("index", "rules", "play") if p not in parts]
        assert not missing, f"{game}: no {missing} in the nav"


@pytest.mark.parametrize("game", sorted(game_parts()))
def test_home_card_links_every_part_of_the_game(home_cards, game):
    parts = game_parts()[game]
    index_url = _url(parts["index"])
    cards = [c for c in home_cards if index_url in c]
    assert cards, f"no card on the home page links {index_url}"
    links = set(cards[0])
    wanted = {f"sources/{game_source(game)}/"} | {_url(parts[p]) for p in PARTS if p in parts}
    assert wanted <= links, f"{game}: the home card lacks {sorted(wanted - links)}"


def test_home_page_has_one_card_per_game_family(home_cards):
    # Briscan and Brisque share a card (one source); every other game has its own.
    assert len(home_cards) == 5


def test_no_page_says_a_game_is_unfinished(built_site):
    offenders = []
    for page in sorted(Path(built_site).rglob("*.html")):
        if page.name == "404.html":
            continue
        for m in UNFINISHED.finditer(_text_of(page.read_text(encoding="utf-8"))):
            offenders.append(
                f"{page.relative_to(built_site)}: …{m.string[max(0, m.start() - 60) : m.end() + 30]}…"
            )
    assert not offenders, "\n".join(offenders)


def test_the_unfinished_check_can_fail():
    assert UNFINISHED.search("Their readings, rules and tables will follow.")
    assert UNFINISHED.search("For now only Triomphe has a normalized reading.")
    assert not UNFINISHED.search("The players must follow suit; the trick is not yet complete.")


def test_sources_in_the_nav_come_in_the_games_order():
    games = game_parts()
    order_of_games = list(dict.fromkeys(game_source(g) for g in games))
    sources_in_nav = [
        m.group(1)
        for p in _pages(nav())
        if (m := re.fullmatch(r"sources/([a-z]+)\.md", p)) and m.group(1) != "index"
    ]
    assert sources_in_nav == order_of_games
