"""The first deal of every play page, computed by the engine at build time (issue 27).

A reader's first visit waits seconds for Python; the table can draw its first deal before that
from a view the engine computed here. For each play page (a ``.tv-table`` element), the build
asks the engine for the answer to the very request the table sends for its first new deal, for a
few seeds, and writes them into the page, right after the table, as an attribute of an empty,
hidden element::

    <div id="tv-first-deal" hidden data-deals='{"deals": [{"game": "triomphe", "players": 4,
      "options": {...}, "seed": 123, "humans": [0], "answer": {"ok": true, "table": "t1", "view": {...}}}, ...]}'></div>

Not a ``<script type="application/json">`` data block: Material's instant navigation re-creates
every inline script of the page it swaps in with its text and none of its attributes, so the block
lost its id and its type and became an inline script, which the Content-Security-Policy refused (a
console error) and the table could not find (no deal drawn in advance). An attribute is kept by the
swap, is no code, and is not indexed by the search.

The page picks one deal at random (readers do not all see the same cards), draws ``answer`` at
once, and when the engine is ready sends ``{"op": "new", game, players, seed, options, humans}``
(in that order) for the same seed; the engine's answer is the same, byte for byte, as ``answer``
here serialised with ``json.dumps`` (``tests/site/test_first_deal.py`` checks it in a fresh
interpreter per deal).

The request mirrors ``playground/table/table.mjs`` (``defaultSettings`` and ``newGame``): the options
are every option of ``game_info`` at its default, in that order, then the table's
``data-options`` (read by each option's ``kind``: ``tapisvert.option_values.coerce``, the rule
the page's ``coerceOptions`` follows); the players are
``data-players`` or the game's default.

Seeds are derived from the page's game and settings (a hash), so a build is reproducible; they are
drawn from the same 2^53 range as the table's random deal numbers.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from html.parser import HTMLParser
from typing import Any

#: Deals embedded per play page (each about 2 KB of JSON, about 0.5 KB with brotli).
SEEDS_PER_PAGE = 6
ELEMENT_ID = "tv-first-deal"
HUMANS = [0]
MAX_SEED = 2**53

#: The element as ``element`` writes it; group 1 is its escaped JSON (read_deals, bench/runtime_bytes.py).
ELEMENT_PATTERN = re.compile(rf"<div id=\"{ELEMENT_ID}\" hidden data-deals='([^']*)'></div>")
_TABLE_DIV = re.compile(r"<div\b[^>]*\bclass=\"[^\"]*\btv-table\b[^\"]*\"[^>]*>", re.I)


class FirstDealError(ValueError):
    pass


class _Attrs(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.attrs: dict[str, str | None] = {}

    def handle_starttag(self, tag, attrs):
        self.attrs = dict(attrs)


def table_attrs(tag: str) -> dict[str, str | None]:
    parser = _Attrs()
    parser.feed(tag)
    return parser.attrs


def table_request(
    game: str, players: int | None, data_options: dict[str, Any], seed: int, lang: str = "en"
) -> dict[str, Any]:
    """The request the table sends for its first new deal (``newGame(defaultSettings())``), in the
    build's language (the page's: playground/engine-client/engine.mjs sends it with every request; English is the
    bridge's default, so an English page's request and its answer are as before)."""
    from tapisvert import game_info, option_values

    info = game_info(game)
    options: dict[str, Any] = {o["name"]: o["default"] for o in info.get("options") or []}
    options.update(option_values.coerce(info, data_options))  # as the page's coerceOptions reads them
    request = {
        "op": "new",
        "game": game,
        "players": players or info["default_players"],
        "seed": seed,
        "options": options,
        "humans": list(HUMANS),
    }
    if lang != "en":
        request["lang"] = lang
    return request


def seeds_for(
    game: str, players: int | None, options: dict[str, Any], count: int = SEEDS_PER_PAGE
) -> list[int]:
    """``count`` deal numbers in 0..2^53, fixed by the page's settings (reproducible builds)."""
    base = json.dumps([game, players, options], sort_keys=True)
    return [
        int.from_bytes(hashlib.sha256(f"{base}:{i}".encode()).digest()[:8], "big") % MAX_SEED
        for i in range(count)
    ]


def fresh_answer(request: dict[str, Any]) -> str:
    """The bridge's answer to ``request`` as a fresh worker gives it (no table opened before it:
    the answer names table ``t1``). The build's own interpreter has a bridge that may have served
    other calls, so its table registry is emptied around the call."""
    from tapisvert import bridge

    saved_tables, saved_counter = dict(bridge._TABLES), bridge._COUNTER[0]
    bridge._TABLES.clear()
    bridge._COUNTER[0] = 0
    try:
        return bridge.call(json.dumps(request))
    finally:
        bridge._TABLES.clear()
        bridge._TABLES.update(saved_tables)
        bridge._COUNTER[0] = saved_counter


def deals_for(
    game: str, players: int | None, data_options: dict[str, Any], lang: str = "en"
) -> list[dict[str, Any]]:
    deals = []
    for seed in seeds_for(game, players, data_options):
        request = table_request(game, players, data_options, seed, lang)
        answer = json.loads(fresh_answer(request))
        if not answer.get("ok"):
            raise FirstDealError(
                f"the engine refuses the table's first deal {request}: {answer.get('error')}"
            )
        deal = {
            "game": game,
            "players": request["players"],
            "options": request["options"],
            "seed": seed,
            "humans": request["humans"],
            "answer": answer,
        }
        if "lang" in request:  # a French page's: the request it answers names the language
            deal["lang"] = request["lang"]
        deals.append(deal)
    return deals


def element(deals: list[dict[str, Any]]) -> str:
    """The hidden element that carries the deals, as JSON in a single-quoted attribute (``&``,
    ``'`` and ``<`` escaped as character references; the browser's ``dataset`` undoes them)."""
    text = json.dumps({"deals": deals}, separators=(",", ":"), ensure_ascii=False)
    text = text.replace("&", "&amp;").replace("'", "&#39;").replace("<", "&lt;")
    return f"<div id=\"{ELEMENT_ID}\" hidden data-deals='{text}'></div>"


def inject(output: str, where: str = "", lang: str = "en") -> str:
    """The page with a first-deal block after its table (pages without a table are unchanged).
    A page has at most one table that draws a first deal: the first one. ``lang``: the build's
    language (its words are the engine's answer in it)."""
    m = _TABLE_DIV.search(output)
    if m is None or f'id="{ELEMENT_ID}"' in output:
        return output
    attrs = table_attrs(m.group(0))
    game = attrs.get("data-game")
    if not game:
        raise FirstDealError(f"{where}: a .tv-table without data-game")
    try:
        count = attrs.get("data-players")
        players = int(count) if count else None
        data_options = json.loads(attrs.get("data-options") or "{}")  # HTMLParser unescaped it
    except ValueError as exc:
        raise FirstDealError(
            f"{where}: the table's data-players or data-options is not valid: {exc}"
        ) from exc
    block = element(deals_for(game, players, data_options, lang))
    # after the table's closing tag (the div is empty in the page source: the table mounts into it)
    close = output.find("</div>", m.end())
    at = close + len("</div>") if close != -1 else m.end()
    return output[:at] + block + output[at:]


def read_deals(page_html: str) -> list[dict[str, Any]]:
    """The deals embedded in a built page ([] if none); for the tests and the benchmark."""
    m = ELEMENT_PATTERN.search(page_html)
    return json.loads(html.unescape(m.group(1)))["deals"] if m else []
