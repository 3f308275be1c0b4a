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
comes before the pages that only mention them. The entries are plain text in the build's language
(issue 42: the French build's rules, decisions and notes in their French words, framed in French); the
folding step that makes the search accent-insensitive runs in the browser on every entry alike
(``playground/search/search-fold.js``), whatever the language.

Every location must be a page the site has (the rules page of each game, the source page of each
source): an entry pointing elsewhere fails the build (:class:`SearchEntriesError`).
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterable
from pathlib import Path

from sitebuild.edition import sources
from sitebuild.pages import rules_pages

INDEX = Path("search") / "search_index.json"
#: Document boost of the added entries (lunr multiplies the entry's field scores by it).
BOOST = 4.0


#: The entries' framing words per edition (issue 42: the French build's entries are in French; a
#: rule's sentence, note and decision are its French words, ``rules_pages._in_language``).
WORDS = {
    "en": {
        "rule": "Rule of {game}, {status}.",
        "setting": "Table setting",
        "decision": "Editorial decision",
        "of": "{kind} of {game}.",
        "option": "Option {option}.",
        "default": "Default",
        "alternative": "Alternative",
        "reason": "Reason",
        "apparatus": "Apparatus of {name}.",
        "authority": "Authority",
        "open": "“",
        "close": "”",
        "colon": ":",
    },
    "fr": {
        "rule": "Règle du jeu {game}, {status}.",
        "setting": "Réglage de table",
        "decision": "Décision éditoriale",
        "of": "{kind} du jeu {game}.",
        "option": "Option {option}.",
        "default": "Par défaut",
        "alternative": "Autre lecture",
        "reason": "Raison",
        "apparatus": "Apparat de {name}.",
        "authority": "Autorité",
        "open": "«\u00a0",
        "close": "\u00a0»",
        "colon": "\u00a0:",
    },
}


class SearchEntriesError(RuntimeError):
    pass


def _text(*parts: object) -> str:
    return html.escape(" ".join(" ".join(str(p).split()) for p in parts if p), quote=False)


def _sentence(label: str, value: object, colon: str = ":") -> str:
    """``Label: value.``, without doubling the value's own full stop."""
    text = " ".join(str(value).split())
    return f"{label}{colon} {text}" + ("" if text.endswith((".", "!", "?", ".)")) else ".")


def rule_entries(game: str, rules_url: str, game_title: str, lang: str = "en") -> list[dict]:
    from sitebuild.languages import page_words

    w = WORDS[lang]
    status = page_words.STATUS_NAMES[lang]
    rules, _, _ = rules_pages._in_language(game, rules_pages.registry(game), lang)
    out = []
    for rule in rules:
        quote = " ".join(f"{w['open']}{q}{w['close']}" for q in rule.get("quote") or [])
        out.append(
            {
                "location": f"{rules_url}#{rule['id']}",
                "title": _text(f"{rule['id']}:", rule["statement"]),
                "text": _text(
                    w["rule"].format(game=game_title, status=status[rule["status"]]), quote, rule.get("note")
                ),
                "boost": BOOST,
            }
        )
    return out


def decision_entries(game: str, rules_url: str, game_title: str, lang: str = "en") -> list[dict]:
    w = WORDS[lang]
    _, decisions, _ = rules_pages._in_language(game, rules_pages.registry(game), lang)
    out = []
    for d in decisions:
        kind = w["setting"] if d.get("kind") == "setting" else w["decision"]
        option = w["option"].format(option=d["option"]) if d.get("option") else ""
        out.append(
            {
                "location": f"{rules_url}#{d['id']}",
                "title": _text(f"{d['id']}:", d["title"]),
                "text": _text(
                    w["of"].format(kind=kind, game=game_title),
                    _sentence(w["default"], d["default"], w["colon"]),
                    _sentence(w["alternative"], d["alternative"], w["colon"]),
                    _sentence(w["reason"], d["reason"], w["colon"]),
                    option,
                ),
                "boost": BOOST,
            }
        )
    return out


def apparatus_entries(source: sources.Source, source_url: str, lang: str = "en") -> list[dict]:
    w = WORDS[lang]
    name = source.meta.get("title") or source.id.capitalize()
    notes = source.apparatus
    if lang != "en":  # the notes' prose in the edition's language (sitebuild.languages.edition_words)
        from sitebuild.languages import edition_words

        notes = edition_words.localized_entries(source.id, "apparatus", notes, lang)
    return [
        {
            "location": f"{source_url}#app-{a['id']}",
            "title": _text(f"{a['id']}:", a["damage"]),
            "text": _text(
                w["apparatus"].format(name=name),
                a["action"],
                _sentence(w["authority"], a["authority"], w["colon"]),
            ),
            "boost": BOOST,
        }
        for a in notes
    ]


def entries(
    page_url: Callable[[str], str | None],
    page_title: Callable[[str], str | None],
    games: Iterable[str],
    lang: str = "en",
) -> list[dict]:
    """Every added entry. ``page_url(src_uri)`` gives a page's URL (``games/tarot/rules/``) or None,
    ``page_title(url)`` the title of the page at that URL, as the search index has it."""
    out: list[dict] = []
    for game in games:
        rules_url = page_url(f"games/{game}/rules.md")
        if rules_url is None:
            continue  # a game of the engine without pages on the site has no rules page to land on
        game_title = page_title(page_url(f"games/{game}/index.md") or "") or game.capitalize()
        out += rule_entries(game, rules_url, game_title, lang)
        out += decision_entries(game, rules_url, game_title, lang)
    for source in sources.load_all():
        url = page_url(sources.PAGE_PATH.format(id=source.id))
        if url is None:
            raise SearchEntriesError(f"the source {source.id!r} has no page for its apparatus entries")
        out += apparatus_entries(source, url, lang)
    return out


def add_entries(
    site_dir: str | Path, page_url: Callable[[str], str | None], games: Iterable[str], lang: str = "en"
) -> int:
    """Append the entries to the site's search index; returns how many were added."""
    path = Path(site_dir) / INDEX
    index = json.loads(path.read_text(encoding="utf-8"))
    docs = index["docs"]
    titles = {d["location"]: d["title"] for d in docs if "#" not in d["location"]}
    pages = set(titles)
    added = entries(page_url, titles.get, games, lang)
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
