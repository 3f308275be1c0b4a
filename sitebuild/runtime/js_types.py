"""The types of the engine's answers for the browser's type check, generated from the engine's
TypedDicts (issue 39): ``playground/engine-client/engine-types.d.ts``. The page's modules name them in JSDoc
(``@typedef {import("./engine-types").View} View``), so that tsc checks every read of a view, a
log entry, a sheet or a bridge answer against what ``tapisvert.types`` and ``tapisvert.extras``
declare, never against a hand copy.

    .venv/bin/python -m sitebuild.runtime.js_types          (rewrites the file)

``tests/engine/test_js_types.py`` fails when the committed file is not this module's output.
The file is a declaration file: tsc reads it, the site does not ship it (offline.PLAYGROUND_SUFFIXES).
"""

from __future__ import annotations

import inspect
import re
import sys
import types
import typing
from pathlib import Path
from typing import Any, Literal, NotRequired, Union

TARGET = Path(__file__).resolve().parents[2] / "playground" / "engine-client" / "engine-types.d.ts"


def _classes() -> list[type]:
    """The TypedDicts to declare, in this order (those they name come along: see render)."""
    from tapisvert import extras, types as T

    return [
        T.LogEntry,
        T.HandResult,
        T.Sheet,
        T.Observation,
        T.View,
        T.BridgeErrorInfo,
        T.BridgeResponse,
        *dict.fromkeys(extras.EXTRA.values()),
    ]


def _is_typeddict(tp: object) -> bool:
    return isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__total__")


def _ts(tp: Any, named: list[type]) -> str:
    """The TypeScript of a Python annotation (``Any`` is ``unknown``: a reader must narrow it)."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return "unknown"
    if tp is type(None) or tp is None:
        return "null"
    if tp is bool:
        return "boolean"
    if tp in (int, float):
        return "number"
    if tp is str:
        return "string"
    if _is_typeddict(tp):
        if tp not in named:
            named.append(tp)
        return str(tp.__name__)
    if origin is NotRequired:
        return _ts(args[0], named)
    if origin is Literal:
        return " | ".join(f'"{a}"' if isinstance(a, str) else str(a).lower() for a in args)
    if origin in (Union, types.UnionType):
        return " | ".join(dict.fromkeys(_ts(a, named) for a in args))
    if origin is list:
        inner = _ts(args[0], named)
        return f"({inner})[]" if "|" in inner else f"{inner}[]"
    if origin is dict:
        return f"Record<{_ts(args[0], named)}, {_ts(args[1], named)}>"
    raise TypeError(f"no TypeScript for {tp!r}")


def _bases(cls: type) -> list[type]:
    """The TypedDicts a TypedDict derives from, as its ``class`` line names them (Python 3.11 keeps
    no ``__orig_bases__`` on a TypedDict)."""
    head = inspect.getsource(cls).split("\n", 1)[0]
    names = re.findall(r"\w+", head[head.find("(") + 1 : head.rfind(")")]) if "(" in head else []
    module = sys.modules[cls.__module__]
    return [b for b in (getattr(module, n, None) for n in names) if b is not None and _is_typeddict(b)]


def _declare(cls: type, named: list[type], extra: str | None) -> str:
    hints = typing.get_type_hints(cls, include_extras=True)
    bases = _bases(cls)
    inherited = set().union(*(typing.get_type_hints(b, include_extras=True) for b in bases))
    doc = " ".join((cls.__doc__ or cls.__name__).strip().split("\n\n")[0].split()).replace("``", "`")
    lines = [f"/** {doc} (tapisvert.{cls.__module__.split('.')[-1]}.{cls.__qualname__}) */"]
    extends = f" extends {', '.join(b.__name__ for b in bases)}" if bases else ""
    for b in bases:
        if b not in named:
            named.append(b)
    lines.append(f"export interface {cls.__name__}{extends} {{")
    for key, tp in hints.items():
        if key in inherited:
            continue
        optional = typing.get_origin(tp) is NotRequired or not getattr(cls, "__total__", True)
        ts = extra if key == "extra" and extra else _ts(tp, named)
        lines.append(f"  {key}{'?' if optional else ''}: {ts};")
    lines.append("}")
    return "\n".join(lines)


def render() -> str:
    from tapisvert import extras

    named = _classes()
    games = list(dict.fromkeys(extras.EXTRA.values()))
    # a view's extra: the keys of every game's extra, each optional (a page reads its game's own)
    extra = "ViewExtra"
    out = [
        "// Generated from the engine's TypedDicts (tapisvert.types, tapisvert.extras) by sitebuild/runtime/js_types.py:",
        "// do not edit (tests/engine/test_js_types.py checks it). JSON objects without a finer shape are",
        "// Record<string, unknown>: a reader narrows what it reads.",
        "",
        "/** A JSON object the engine sends without a finer shape (tapisvert.types.JSONObject). */",
        "export type JSONObject = Record<string, unknown>;",
        "",
        "/** A view's extra: every game's keys (tapisvert.extras.EXTRA), each optional. */",
        "export type ViewExtra = Partial<" + " & ".join(g.__name__ for g in games) + ">;",
    ]
    i = 0
    while i < len(named):  # the list grows as the declarations name other TypedDicts
        cls = named[i]
        out += ["", _declare(cls, named, extra if cls.__name__ == "Observation" else None)]
        i += 1
    text = "\n".join(out) + "\n"
    return text.replace("Record<string, unknown>", "JSONObject").replace(
        "export type JSONObject = JSONObject;", "export type JSONObject = Record<string, unknown>;"
    )


def main() -> int:
    TARGET.write_text(render(), encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
