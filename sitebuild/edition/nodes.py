"""The edition markup of a normalized paragraph, parsed once into typed nodes (issue 39).

The markup (documented in ``sources/README.md`` and on the About page)::

    ⟨text⟩{A1}          text supplied by the editors (absent from the received text)
    ⟦received→read⟧{A1} a correction: the received words, and the reading adopted
    ⟪text⟫{A1}          received text left out of the normalized reading (shown struck through)
    [[text|#p22]]{A1}   received text made into a link (the {A1} is optional)
    {A1}                a note marker pointing to apparatus entry A1
    {h}…{/h}            a heading run into the text (within one paragraph)
    {/}                 a line break in the normalized reading

:func:`parse` reads a paragraph once (and remembers it): every reader of the markup walks the same
tuple of nodes, the source page (:func:`sitebuild.edition.sources.render_markup`), the checks
(``strip_markup``, ``markup_ids``, ``check_markup``, ``supplements``), the TEI export
(:mod:`sitebuild.edition.tei`) and the provenance checks' reading (:mod:`sitebuild.edition.provenance`).
Text the markup does not recognise stays :class:`Text`; :func:`problems` says what is wrong in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

APP_ID = r"[A-Z][A-Za-z]*\d+"
TOKEN_RE = re.compile(
    r"⟨(?P<sup>[^⟨⟩]*)⟩\{(?P<sup_id>" + APP_ID + r")\}"
    r"|⟦(?P<old>[^⟦⟧→]*)→(?P<new>[^⟦⟧]*)⟧\{(?P<cor_id>" + APP_ID + r")\}"
    r"|⟪(?P<om>[^⟪⟫]*)⟫\{(?P<om_id>" + APP_ID + r")\}"
    r"|\[\[(?P<lt>[^|\]]*)\|(?P<href>[^\]\s]+)\]\](?:\{(?P<ln_id>" + APP_ID + r")\})?"
    r"|\{(?P<note>" + APP_ID + r")\}"
    r"|(?P<hopen>\{h\})|(?P<hclose>\{/h\})|(?P<br>\{/\})"
)
#: Markup characters left in a text node: a malformed construct.
STRAY_RE = re.compile(r"[⟨⟩⟦⟧⟪⟫]|\{/?h\}|\{/\}|\{" + APP_ID + r"\}|\[\[")
#: Where a link of the received text may point.
LINK_TARGETS = ("#p", "#app-", "http://", "https://", "../")


@dataclass(frozen=True, slots=True)
class Text:
    """Words of the paragraph outside any markup (the received text, as received)."""

    text: str


@dataclass(frozen=True, slots=True)
class Supplied:
    """``⟨words⟩{A1}``: words the editors supply; empty words mark a loss nothing fills."""

    words: str
    app_id: str


@dataclass(frozen=True, slots=True)
class Corrected:
    """``⟦received→reading⟧{A1}``: the received words and the reading adopted."""

    received: str
    reading: str
    app_id: str


@dataclass(frozen=True, slots=True)
class Omitted:
    """``⟪words⟫{A1}``: received words left out of the normalized reading."""

    words: str
    app_id: str


@dataclass(frozen=True, slots=True)
class Link:
    """``[[words|href]]`` (``{A1}`` optional): received words made into a link."""

    words: str
    href: str
    app_id: str | None


@dataclass(frozen=True, slots=True)
class Note:
    """``{A1}``: a note marker pointing to an apparatus entry."""

    app_id: str


@dataclass(frozen=True, slots=True)
class HeadOpen:
    """``{h}``: a run-in heading begins."""


@dataclass(frozen=True, slots=True)
class HeadClose:
    """``{/h}``: the run-in heading ends."""


@dataclass(frozen=True, slots=True)
class Break:
    """``{/}``: a line break in the normalized reading."""


Node = Text | Supplied | Corrected | Omitted | Link | Note | HeadOpen | HeadClose | Break


def _node(m: re.Match[str]) -> Node:
    if m.group("sup_id"):
        return Supplied(m.group("sup"), m.group("sup_id"))
    if m.group("cor_id"):
        return Corrected(m.group("old"), m.group("new"), m.group("cor_id"))
    if m.group("om_id"):
        return Omitted(m.group("om"), m.group("om_id"))
    if m.group("href") is not None:
        return Link(m.group("lt"), m.group("href"), m.group("ln_id"))
    if m.group("note"):
        return Note(m.group("note"))
    if m.group("hopen"):
        return HeadOpen()
    if m.group("hclose"):
        return HeadClose()
    return Break()


@cache
def parse(text: str) -> tuple[Node, ...]:
    """The nodes of one normalized paragraph, in order (read once per distinct paragraph)."""
    out: list[Node] = []
    pos = 0
    for m in TOKEN_RE.finditer(text):
        if m.start() > pos:
            out.append(Text(text[pos : m.start()]))
        out.append(_node(m))
        pos = m.end()
    if pos < len(text):
        out.append(Text(text[pos:]))
    return tuple(out)


def app_ids(nodes: Iterable[Node]) -> list[str]:
    """The apparatus ids the nodes refer to, in order."""
    return [
        n.app_id for n in nodes if isinstance(n, Supplied | Corrected | Omitted | Link | Note) and n.app_id
    ]


def problems(nodes: Iterable[Node]) -> list[str]:
    """What is malformed in one paragraph's nodes: stray markup, headings nested, unopened or left
    open, an unexpected link target (empty list if none)."""
    out = []
    depth = 0
    for n in nodes:
        if isinstance(n, Text):
            if STRAY_RE.search(n.text):
                out.append(f"malformed editorial markup near {n.text[:40]!r}")
        elif isinstance(n, HeadOpen):
            depth += 1
            if depth > 1:
                out.append("nested {h}")
        elif isinstance(n, HeadClose):
            depth -= 1
            if depth < 0:
                out.append("{/h} without {h}")
        elif isinstance(n, Link) and not n.href.startswith(LINK_TARGETS):
            out.append(f"unexpected link target {n.href!r}")
    if depth > 0:
        out.append("{h} not closed within the paragraph")
    return out


def received(nodes: Iterable[Node]) -> str:
    """The received words behind the nodes: supplements dropped, corrections undone, omissions
    restored, links unwrapped, markers removed."""
    out = []
    for n in nodes:
        if isinstance(n, Text):
            out.append(n.text)
        elif isinstance(n, Corrected):
            out.append(n.received)
        elif isinstance(n, Omitted | Link):
            out.append(n.words)
    return "".join(out)


def read(nodes: Iterable[Node], *, supplied: str | None = None, line_break: str = "") -> str:
    """The words as the normalized reading shows them: corrections as adopted, links as their words,
    markers and omitted words left out. A supplement gives its own words when ``supplied`` is None,
    else ``supplied`` in their place; a line break gives ``line_break``."""
    out = []
    for n in nodes:
        if isinstance(n, Text):
            out.append(n.text)
        elif isinstance(n, Corrected):
            out.append(n.reading)
        elif isinstance(n, Link):
            out.append(n.words)
        elif isinstance(n, Supplied):
            out.append(n.words if supplied is None else supplied)
        elif isinstance(n, Break):
            out.append(line_break)
    return "".join(out)


def has_heading(nodes: Iterable[Node]) -> bool:
    """Whether a ``{h}…{/h}`` heading runs in these nodes."""
    return any(isinstance(n, HeadOpen) for n in nodes)


def outside_headings(nodes: Iterable[Node]) -> list[Node]:
    """The nodes outside every ``{h}…{/h}`` heading, the heading marks dropped."""
    out: list[Node] = []
    depth = 0
    for n in nodes:
        if isinstance(n, HeadOpen):
            depth += 1
        elif isinstance(n, HeadClose):
            depth -= 1
        elif depth <= 0:
            out.append(n)
    return out
