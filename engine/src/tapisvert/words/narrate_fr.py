"""French seat markers, read by :func:`tapisvert.words.say` once a French template is filled.

The reader is « vous »; the others are named from his chair (« Nord », « Est »…).  French verbs
do not agree by a rule as short as English's, so a template gives both forms:

* ``{S3}`` – seat 3 named: « Nord » / « vous »;
* ``{S3|prend|prenez}`` – seat 3 with its verb: « Nord prend » / « vous prenez »;
* ``{Y3|votre tour|le tour de @}`` – the first words for the reader, the second for another
  seat, ``@`` standing for his name;
* ``{G0+2|posent|posez}`` – a side: « Est et Ouest posent » / « Nord et vous posez » (the
  reader named last, as French courtesy has it).

A marker at the start of a sentence takes its capital letter.  Contractions are made last
(« de le roi » → « du roi », « à le » → « au »), so that a card's name keeps its own article.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_MARK = re.compile(r"\{([SYG])(\d+(?:\+\d+)*)(?:\|([^{}|]*))?(?:\|([^{}]*))?\}")
_CONTRACT = (
    (re.compile(r"\b([dD])e le "), r"\1u "),
    (re.compile(r"\b([dD])e les "), r"\1es "),
    (re.compile(r"\b([àÀ]) le "), lambda m: "Au " if m.group(1) == "À" else "au "),
    (re.compile(r"\b([àÀ]) les "), lambda m: "Aux " if m.group(1) == "À" else "aux "),
    (re.compile(r"\b([dD])e ([aeéèiouhAEÉIOU])"), r"\1’\2"),
)


def _start(text: str, i: int) -> bool:
    j = i - 1
    while j >= 0 and text[j] in " \u00a0":
        j -= 1
    return j < 0 or text[j] in ".!?:" and text[j] != ":"


def _cap(word: str, start: bool) -> str:
    return word[:1].upper() + word[1:] if start and word else word


def render(text: str, names: Sequence[str], viewer: int | None) -> str:
    def one(m: re.Match[str]) -> str:
        kind, seats = m.group(1), [int(x) for x in m.group(2).split("+")]
        other, yours = m.group(3), m.group(4)
        start = _start(text, m.start())
        if kind == "Y":
            s = seats[0]
            chosen = (other or "") if s == viewer else (yours or "").replace("@", names[s])
            return _cap(chosen, start)
        if kind == "S":
            s = seats[0]
            you = s == viewer
            word = "vous" if you else names[s]
            if other is not None:
                word += " " + ((yours if yours is not None else other) if you else other)
            return _cap(word, start)
        mine = viewer in seats
        order = sorted(seats, key=lambda s: s == viewer)
        parts = ["vous" if s == viewer else names[s] for s in order]
        word = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " et " + parts[-1]
        if other is not None:
            word += " " + ((yours if yours is not None else other) if mine else other)
        return _cap(word, start)

    out = _MARK.sub(one, text)
    for pattern, repl in _CONTRACT:
        out = pattern.sub(repl, out)
    return out
