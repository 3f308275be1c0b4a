"""French typography of prose (issue 42): what a French compositor would refuse.

Checked outside « quoted » spans, whose words are quoted verbatim from a received text (their own
apostrophes and spacing stay): a typographic apostrophe (’, never '), a no-break space (U+00A0)
before « : ; ? ! » and inside « ». Code, HTML and Markdown syntax are removed first by
:func:`prose_of_markdown`.
"""

from __future__ import annotations

import re

NBSP = "\u00a0"
_QUOTED = re.compile(r"«([^«»]*)»")


def typography_faults(text: str) -> list[str]:
    """The faults of ``text``, each with a few characters of context (empty when clean)."""
    faults = []
    for m in _QUOTED.finditer(text):
        inner = m.group(1)
        if not (inner.startswith(NBSP) and inner.endswith(NBSP)):
            faults.append(f"guillemets without no-break spaces inside: {m.group(0)[:40]!r}")
    outside = _QUOTED.sub("«»", text)
    for m in re.finditer(r"'", outside):
        faults.append(f"ASCII apostrophe: {outside[max(0, m.start() - 20) : m.end() + 20]!r}")
    for m in re.finditer(r"(.)([:;?!])", outside):
        before, mark = m.group(1), m.group(2)
        if before == NBSP:
            continue
        after = outside[m.end() : m.end() + 2]
        # Not French punctuation: URLs (https://), times and ratios (3:1), code-like a:b, "!=".
        if mark == ":" and (after.startswith("//") or (before.isdigit() and after[:1].isdigit())):
            continue
        if mark in "!?" and after[:1] in ("=",):
            continue
        faults.append(
            f"no no-break space before {mark!r}: {outside[max(0, m.start() - 20) : m.end() + 10]!r}"
        )
    for m in re.finditer(r" %", outside):
        faults.append(f"no no-break space before '%': {outside[max(0, m.start() - 20) : m.end() + 10]!r}")
    return faults


def prose_of_markdown(md: str) -> str:
    """The prose of a Markdown page: without front matter keys, code, HTML, link targets, attributes."""
    md = re.sub(
        r"\A---\n.*?\n---\n",
        lambda m: "\n".join(re.sub(r"^[\w-]+:\s*", "", line) for line in m.group(0).splitlines()[1:-1]),
        md,
        flags=re.S,
    )
    md = re.sub(r"^(```|~~~).*?^\1", "", md, flags=re.S | re.M)
    md = re.sub(r"<!--.*?-->", "", md, flags=re.S)
    md = re.sub(r"`[^`]*`", "", md)
    md = re.sub(r"\[\[[^\]]*\]\]", "", md)  # [[rule:id|label]] references
    md = re.sub(r"<[^>]+>", "", md)
    md = re.sub(r"\]\([^)]*\)", "]", md)
    md = re.sub(r"\{[^}]*\}", "", md)
    md = re.sub(r"^!!!.*$|^\?\?\?.*$", "", md, flags=re.M)
    return md
