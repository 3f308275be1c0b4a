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
* ``{V3|scores}`` – a second verb of seat 3 ("… and scores"): "scores" / "score";
* ``{G0+2|lay}`` – a side of several seats, verb in the plural: "East and West lay" /
  "You and North lay";  ``{Q0+2}`` – their / your.

"You" is capitalised at the start of a sentence.  A reader of ``None`` (a spectator) reads every
seat in the third person.
"""

import re
from collections.abc import Iterable, Sequence

from .types import Seat

_MARK = re.compile(r"\{([SPHGQV])(\d+(?:\+\d+)*)(?:\|([^{}]*))?\}")
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


def his(seat: int) -> str:
    """His / your, for a seat named just before."""
    return f"{{H{seat}}}"


def group(seats: Iterable[Seat], verb: str | None = None) -> str:
    """Several seats as one subject (a side), ``verb`` in the plural."""
    key = "+".join(str(s) for s in seats)
    return f"{{G{key}|{verb}}}" if verb else f"{{G{key}}}"


def their(seats: Iterable[Seat]) -> str:
    return "{Q" + "+".join(str(s) for s in seats) + "}"


def names_list(seats: Iterable[Seat]) -> str:
    """'North, East and West' as markers."""
    parts = [name(s) for s in seats]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


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


# Lines written before the markers existed name seats as "Seat 3"/"seat 3": they are worded the
# same way, the word after the seat being its verb when it is one of the game's verbs.
_LEGACY = re.compile(r"\b([Ss])eat (\d+)('s)?(?:( )([A-Za-z]+))?")
_NOT_VERBS = frozenset(
    ("for", "or", "and", "in", "to", "with", "as", "at", "by", "of", "from", "is", "has", "does", "was")
)
_HE = re.compile(r"\b(he|his|him|himself)\b(?: ([a-z]+))?")


def _is_verb(word: str) -> bool:
    return word in _IRREGULAR or (
        len(word) > 2 and word.endswith("s") and word not in _NOT_VERBS and word.islower()
    )


def _legacy(text: str, names: Sequence[str], viewer: Seat | None) -> str:
    out = []
    for sentence in re.split(r"(?<=[.!?]) ", text):
        you_subject = False

        def one(m: re.Match[str]) -> str:
            nonlocal you_subject
            cap, digits, possessive, space, word = m.groups()
            seat = int(digits)
            if seat >= len(names):
                return m.group(0)
            start = _sentence_start(sentence, m.start())  # noqa: B023 (called at once, by re.sub below)
            tail = (space or "") + (word or "")
            if seat != viewer:
                return names[seat] + (possessive or "") + tail
            if possessive:
                if not word:
                    return "Yours" if start else "yours"
                return ("Your" if start or cap == "S" else "your") + tail
            you = "You" if start or cap == "S" else "you"
            if word and _is_verb(word):
                you_subject = True
                return you + " " + you_form(word)
            if word in _SAME_VERBS:
                you_subject = True
            return you + tail

        sentence = _LEGACY.sub(one, sentence)
        if you_subject:
            # the same sentence goes on about the reader: he draws -> you draw, his -> your
            def pron(m: re.Match[str]) -> str:
                w, nxt = m.group(1), m.group(2)
                if w == "he":
                    return "you" + (
                        (" " + you_form(nxt)) if nxt and _is_verb(nxt) else (" " + nxt if nxt else "")
                    )
                repl = {"his": "your", "him": "you", "himself": "yourself"}[w]
                return repl + (" " + nxt if nxt else "")

            sentence = _HE.sub(pron, sentence)
            sentence = re.sub(
                r"\band ([a-z]+)\b",
                lambda m: "and " + (you_form(m.group(1)) if m.group(1) in _AND_VERBS else m.group(1)),
                sentence,
            )
        out.append(sentence)
    return " ".join(out)


_SAME_VERBS = frozenset(("drew", "took", "won", "cannot", "must", "may", "played", "lay"))
_AND_VERBS = frozenset(
    (
        "shows",
        "deals",
        "wins",
        "scores",
        "receives",
        "sweeps",
        "leads",
        "plays",
        "takes",
        "pays",
        "opens",
        "draws",
        "must",
        "asks",
    )
)


def render(text: str, names: Sequence[str], viewer: Seat | None) -> str:
    """``text`` worded for the reader at ``viewer`` (None: everybody in the third person)."""
    if "the the " in text:  # card names that carry their article ("the Excuse")
        text = text.replace("the the ", "the ")
    if "eat " in text:
        text = _legacy(text, names, viewer)
    if "{" not in text:
        return text

    def one(m: re.Match[str]) -> str:
        kind, seats, verb = m.group(1), [int(x) for x in m.group(2).split("+")], m.group(3)
        start = _sentence_start(text, m.start())
        if kind == "V":
            return you_form(verb) if seats[0] == viewer else verb
        if kind in "SPH":
            s = seats[0]
            you = s == viewer
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
