"""Log lines written once and read from every chair: "You take the trick" / "North takes the trick".

The games write their log lines (and hand results) as templates in which a seat is a marker, and
:func:`render` words each line for one reader when an observation is made: the reader's seat
becomes "you" with the verb agreeing, the others are named from the reader's chair
(:func:`tapisvert.seats.seat_names`).  Markers (built with the helpers below, never by hand):

* ``{S3|takes}`` – seat 3 as the subject of a verb given in the third person singular:
  "North takes" / "You take";
* ``{S3}`` – seat 3 as a subject or object, no verb: "North" / "you";
* ``{P3}`` – seat 3's, possessive: "North's" / "your";
* ``{H3}`` – his (of a subject just named): "his" / "your";
* ``{O3}`` – seat 3's, standing alone: "North's" / "yours";
* ``{E3|plays}`` – he (of a subject just named), with a verb: "he plays" / "you play";
* ``{V3|scores}`` – a second verb of seat 3 ("… and scores"): "scores" / "score";
* ``{G0+2|lay}`` – a side of several seats, verb in the plural: "East and West lay" /
  "You and North lay";  ``{Q0+2}`` – their / your.

"You" is capitalised at the start of a sentence.  A reader of ``None`` (a spectator) reads every
seat in the third person.  The markers are the only thing read here: the engine never words a seat
as "seat 3" in a line a player reads, and no line is parsed back into data (tapisvert.events).
"""

import re
from collections.abc import Iterable, Sequence

from .types import Seat

_MARK = re.compile(r"\{([SPHOEGQV])(\d+(?:\+\d+)*)(?:\|([^{}]*))?\}")
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do"}


def subj(seat: int, verb: str | None = None) -> str:
    """Seat ``seat`` as a subject, with ``verb`` (third person singular) agreeing."""
    return f"{{S{seat}|{verb}}}" if verb else f"{{S{seat}}}"


def name(seat: int) -> str:
    """Seat ``seat`` named (an object, or a subject without a verb)."""
    return f"{{S{seat}}}"


def poss(seat: int) -> str:
    """Seat ``seat``'s (North's / your)."""
    return f"{{P{seat}}}"


def own(seat: int) -> str:
    """Seat ``seat``'s, standing alone (North's / yours)."""
    return f"{{O{seat}}}"


def he(seat: int, verb: str | None = None) -> str:
    """He / you, for a seat named just before, with ``verb`` agreeing."""
    return f"{{E{seat}|{verb}}}" if verb else f"{{E{seat}}}"


def also(seat: int, verb: str) -> str:
    """A second verb of seat ``seat``, named just before ("… and scores" / "… and score")."""
    return f"{{V{seat}|{verb}}}"


def his(seat: int) -> str:
    """His / your, for a seat named just before."""
    return f"{{H{seat}}}"


def group(seats: Iterable[Seat], verb: str | None = None) -> str:
    """Several seats as one subject (a side), ``verb`` in the plural."""
    key = "+".join(str(s) for s in seats)
    return f"{{G{key}|{verb}}}" if verb else f"{{G{key}}}"


def their(seats: Iterable[Seat]) -> str:
    return "{Q" + "+".join(str(s) for s in seats) + "}"


def you_form(verb: str) -> str:
    """The second person of a verb given in the third person singular (takes -> take)."""
    head, sep, rest = verb.partition(" ")
    if head in _IRREGULAR:
        head = _IRREGULAR[head]
    elif head.endswith("ies") and len(head) > 4:
        head = head[:-3] + "y"
    elif head.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        head = head[:-2]
    elif head.endswith("s") and not head.endswith("ss"):
        head = head[:-1]
    return head + sep + rest


def _sentence_start(text: str, i: int) -> bool:
    j = i - 1
    while j >= 0 and text[j] == " ":
        j -= 1
    return j < 0 or text[j] in ".!?"


def render(text: str, names: Sequence[str], viewer: Seat | None) -> str:
    """``text`` worded for the reader at ``viewer`` (None: everybody in the third person)."""
    if "the the " in text:  # card names that carry their article ("the Excuse")
        text = text.replace("the the ", "the ")
    if "{" not in text:
        return text

    def one(m: re.Match[str]) -> str:
        kind, seats, verb = m.group(1), [int(x) for x in m.group(2).split("+")], m.group(3)
        start = _sentence_start(text, m.start())
        if kind == "V":
            return you_form(verb) if seats[0] == viewer else verb
        if kind in "SPHOE":
            s = seats[0]
            you = s == viewer
            if kind == "O":
                return ("Yours" if start else "yours") if you else names[s] + "'s"
            if kind == "E":
                word = ("You" if start else "you") if you else ("He" if start else "he")
                if verb:
                    word += " " + (you_form(verb) if you else verb)
                return word
            if kind == "S":
                word = ("You" if start else "you") if you else names[s]
                if verb:
                    word += " " + (you_form(verb) if you else verb)
                return word
            if kind == "P":
                return ("Your" if start else "your") if you else names[s] + "'s"
            return ("Your" if start else "your") if you else "his"
        mine = viewer in seats
        if kind == "Q":
            return ("Your" if start else "your") if mine else ("Their" if start else "their")
        order = sorted(seats, key=lambda s: s != viewer)
        parts = [
            ("You" if start and i == 0 else "you") if s == viewer else names[s] for i, s in enumerate(order)
        ]
        word = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
        if verb:
            word += " " + (you_form(verb) if len(parts) == 1 and mine else verb)
        return word

    return _MARK.sub(one, text)
