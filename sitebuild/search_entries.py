"""Rules, decisions and apparatus notes as search entries of their own (issue 41).

Material's search plugin indexes pages by heading, so a rule was only ever found inside its rules
page's section, behind pages that merely mention its words. After the plugin has written
``search/search_index.json``, :func:`add_entries` appends one entry per

* rule: title ``<rule id>: <statement>``, text the game, the status and the source's own words;
  location ``<rules page>#<rule id>`` (the rule's anchor);
* editorial decision or table setting: title ``<DE1>: <question>``, text the default, the
  alternative, the reason and the option; location ``<rules page>#<DE1>``;
* apparatus note: title ``<A7>: <what the received text has>`` with the source's title, text what
  the edition does and on what authority; location ``<source page>#app-<A7>``.

Each entry has a boost (:data:`BOOST`), so that the entry whose id or exact words are searched
comes before the pages that only mention them. The entries are plain text in the language of the
data; the folding step that makes the search accent-insensitive runs in the browser on every entry
alike (``playground/search-fold.js``), so nothing here depends on the site's language.

Every location must be a page the site has (the rules page of each game, the source page of each
source): an entry pointing elsewhere fails the build (:class:`SearchEntriesError`).
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterable
from pathlib import Path

from sitebuild import rules_pages, sources

INDEX = Path("search") / "search_index.json"
#: Document boost of the added entries (lunr multiplies the entry's field scores by it).
BOOST = 4.0


class SearchEntriesError(RuntimeError):
    pass


def _text(*parts: object) -> str:
    return html.escape(" ".join(" ".join(str(p).split()) for p in parts if p), quote=False)


def _sentence(label: str, value: object) -> str:
    """``Label: value.``, without doubling the value's own full stop."""
    text = " ".join(str(value).split())
    return f"{label}: {text}" + ("" if text.endswith((".", "!", "?", ".)")) else ".")


def rule_entries(game: str, rules_url: str, game_title: str) -> list[dict]:
    out = []
    for rule in rules_pages.registry(game).rules:
        quote = " ".join(f"“{q}”" for q in rule.get("quote") or [])
        out.append(
            {
                "location": f"{rules_url}#{rule['id']}",
                "title": _text(f"{rule['id']}:", rule["statement"]),
                "text": _text(f"Rule of {game_title}, {rule['status']}.", quote, rule.get("note")),
                "boost": BOOST,
            }
        )
    return out


def decision_entries(game: str, rules_url: str, game_title: str) -> list[dict]:
    out = []
    for d in rules_pages.registry(game).decisions:
        kind = "Table setting" if d.get("kind") == "setting" else "Editorial decision"
        option = f"Option {d['option']}." if d.get("option") else ""
        out.append(
            {
                "location": f"{rules_url}#{d['id']}",
                "title": _text(f"{d['id']}:", d["title"]),
                "text": _text(
                    f"{kind} of {game_title}.",
                    _sentence("Default", d["default"]),
                    _sentence("Alternative", d["alternative"]),
                    _sentence("Reason", d["reason"]),
                    option,
                ),
                "boost": BOOST,
            }
        )
    return out


def apparatus_entries(source: sources.Source, source_url: str) -> list[dict]:
    name = source.meta.get("title") or source.id.capitalize()
    return [
        {
            "location": f"{source_url}#app-{a['id']}",
            "title": _text(f"{a['id']}:", a["damage"]),
            "text": _text(f"Apparatus of {name}.", a["action"], _sentence("Authority", a["authority"])),
            "boost": BOOST,
        }
        for a in source.apparatus
    ]


def entries(
    page_url: Callable[[str], str | None], page_title: Callable[[str], str | None], games: Iterable[str]
) -> list[dict]:
    """Every added entry. ``page_url(src_uri)`` gives a page's URL (``games/tarot/rules/``) or None,
    ``page_title(url)`` the title of the page at that URL, as the search index has it."""
    out: list[dict] = []
    for game in games:
        rules_url = page_url(f"games/{game}/rules.md")
        if rules_url is None:
            continue  # a game of the engine without pages on the site has no rules page to land on
        game_title = page_title(page_url(f"games/{game}/index.md") or "") or game.capitalize()
        out += rule_entries(game, rules_url, game_title)
        out += decision_entries(game, rules_url, game_title)
    for source in sources.load_all():
        url = page_url(sources.PAGE_PATH.format(id=source.id))
        if url is None:
            raise SearchEntriesError(f"the source {source.id!r} has no page for its apparatus entries")
        out += apparatus_entries(source, url)
    return out


def add_entries(site_dir: str | Path, page_url: Callable[[str], str | None], games: Iterable[str]) -> int:
    """Append the entries to the site's search index; returns how many were added."""
    path = Path(site_dir) / INDEX
    index = json.loads(path.read_text(encoding="utf-8"))
    docs = index["docs"]
    titles = {d["location"]: d["title"] for d in docs if "#" not in d["location"]}
    pages = set(titles)
    added = entries(page_url, titles.get, games)
    taken = {d["location"] for d in docs}
    for entry in added:
        page = entry["location"].split("#", 1)[0]
        if page not in pages:
            raise SearchEntriesError(f"search entry {entry['location']!r}: the site has no page {page!r}")
        if entry["location"] in taken:
            raise SearchEntriesError(f"search entry {entry['location']!r} is already in the index")
        taken.add(entry["location"])
    docs.extend(added)
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return len(added)
