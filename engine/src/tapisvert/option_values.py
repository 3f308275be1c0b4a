"""Option values as a link, a form or a page gives them, typed as the game's options are (issue 39:
one source of truth for the page and the site build).

A link says ``?target=7&open=true``: text. Each option of ``game_info`` carries its ``kind``
(:func:`kind`: ``"number"``, ``"boolean"`` or ``"text"``, the type of its first choice, else of
its default); the page (``playground/table/table-link.mjs``: ``coerceOptions``) reads a value by that
kind, and the site build (``sitebuild/pages/first_deals.py``, the first deal's request) calls
:func:`coerce`, which reads it the same way: a number by its value (``"7"`` is 7, ``"7.5"`` is
7.5), a boolean from ``true``, ``"true"`` or ``"1"``, text as it is. Names the game does not
know pass through unchanged, for the engine to refuse them in words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

KINDS = ("number", "boolean", "text")


def kind(option: Mapping[str, Any]) -> str:
    """How a value of ``option`` (an entry of ``game_info``'s options) is read from text."""
    choices = [c["value"] if isinstance(c, Mapping) else c for c in option.get("choices") or []]
    pattern = choices[0] if choices else option.get("default")
    if isinstance(pattern, bool):
        return "boolean"
    if isinstance(pattern, (int, float)):
        return "number"
    return "text"


def read(kind_of: str, value: Any) -> Any:
    """``value`` read as a value of that kind (as ``coerceOptions`` reads it in the page)."""
    if kind_of == "boolean":
        return value is True or value in ("true", "1")
    if kind_of == "number":
        x = float(value)
        return int(x) if x == int(x) else x
    return value


def coerce(info: Mapping[str, Any], raw: Mapping[str, Any]) -> dict[str, Any]:
    """``raw`` with each known option read by its kind, in ``info``'s order, then the unknown
    names as they are."""
    known = info.get("options") or []
    out: dict[str, Any] = {}
    for opt in known:
        if opt["name"] in raw:
            out[opt["name"]] = read(opt.get("kind") or kind(opt), raw[opt["name"]])
    names = {o["name"] for o in known}
    out.update({k: v for k, v in raw.items() if k not in names})
    return out
