"""Human words for the options a reader sets (issue 13): a label and a one-line help for every
option and for every value of it, and the title of the editorial decision it switches.

The words come, in order, from: the table below (labels of values whose code is not a word a
reader uses: ``forcee`` is "Forcée", ``False`` is "Off"); the option's own help when it explains
its values (``"wrap: the run goes on …; stop: …"``); the editorial decision the option switches
(its ``default`` reading describes the default value, its ``alternative`` the other one).  A value
none of these describes gets its humanised code as label and the option's help as its help.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .options import Option
    from .rulebook import Decision

# option name -> value -> (label, help or None)
VALUE_WORDS: dict[str, dict[Any, tuple[str, str | None]]] = {
    "regime": {
        "forcee": ("Forcée", "the 1725 rules: a player must head the trick when he can"),
        "forcat": ("Au forçat", "overtrump even when holding the suit led"),
        "plaisant": (
            "Au plaisant",
            "individual game, 3 players or more: only the last player must head the trick",
        ),
        "general": ("General rules", "follow suit, otherwise trump, with no duty to head"),
    },
    "form": {
        "individual": ("Individual", "each for himself, 2 to 6 players"),
        "team": ("Team", "two against two or three against three"),
        "pillage": ("The Ace that Pillages", "the holder of the ace of trumps pillages the stock's trumps"),
    },
    "order": {
        "auto": ("The form's own order", "order B, or A for the Ace that Pillages"),
        "A": ("Order A", "king, queen, jack, ace, then ten down to seven"),
        "B": ("Order B", "ace, king, queen, jack, then ten down to seven"),
    },
    "concession_burden": {
        "refuser": ("The side that refused", None),
        "requester": ("The side that asked", None),
    },
    "excuse_last_trick": {
        "to-other-side": ("To the other side", None),
        "to-trick-winner": ("To the trick's winner", None),
    },
    "misere_payers": {
        "each-other-player": ("Each other player pays 10", None),
        "single": ("10 to the announcer only", None),
    },
    "goulash_scoring": {
        "pairwise": ("Card points settled between every pair", None),
        "none": ("Not scored", None),
    },
    "excuse_unpaid": {"half-point": ("Half a point", None), "excuse-lost": ("The Excuse is lost", None)},
    "welche_lead": {
        "trump": ("Trumps", None),
        "heart": ("Hearts", "leading the Welche calls for hearts"),
        "free": ("Any card", "leading the Welche calls for nothing: any card may follow"),
    },
    "ante": {1: ("1 jeton", "each player antes 1 jeton"), 2: ("2 jetons", "each player antes 2 jetons")},
    "welche_suit": {"trump": ("Trumps", None), "heart": ("Hearts", None)},
    "welche_cycle": {"king": ("The king takes", None), "ace": ("The ace takes", None)},
    "last_hand_beasts": {"cancelled": ("Cancelled", None), "paid-to-winner": ("Paid to the winner", None)},
    "packets": {
        "3-2": ("3 then 2", None),
        "2-3": ("2 then 3", None),
        "3-3": ("3 then 3", None),
        "2-2-2": ("2, 2 and 2", None),
    },
}
_BOOL = {False: ("Off", "not played"), True: ("On", "played")}
_YES_NO = {"yes": "Yes", "no": "No"}


def humanise(value: object) -> str:
    """A value's code as words: ``to-trick-winner`` -> "To trick winner", ``False`` -> "Off"."""
    if isinstance(value, bool):
        return _BOOL[value][0]
    if isinstance(value, int):
        return str(value)
    text = str(value).replace("-", " ").replace("_", " ")
    return _YES_NO.get(text, text[:1].upper() + text[1:])


def _helps_in(help_text: str, values: Iterable[object]) -> dict[str, str]:
    """``"a: first; b: second"`` -> {"a": "first", "b": "second"} for the option's values."""
    out: dict[str, str] = {}
    names = [str(v) for v in values]
    if not help_text:
        return out
    pattern = re.compile(
        r"(?:^|;\s*|\.\s+)(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r"):\s*"
    )
    marks = list(pattern.finditer(help_text))
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(help_text)
        out[m.group(1)] = help_text[m.end() : end].strip(" ;.")
    return out


def _sentence(text: str) -> str:
    text = (text or "").strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def option_words(option: Option, decision: Decision | None = None) -> dict[str, Any]:
    """The words of one option for ``game_info``: ``help`` (never empty), ``decision``
    ({id, title} or None) and ``choices`` ([{value, label, help}] or None)."""
    table = VALUE_WORDS.get(option.name, {})
    parsed = _helps_in(option.help, option.choices or ())
    help_text = option.help
    if parsed:
        # the help explains the values: the option's own help is the decision's question
        help_text = decision.title if decision else option.label
    if not help_text or re.fullmatch(r"(?i)editorial decision \w+", help_text.strip()):
        help_text = decision.title if decision else option.label
    choices = None
    if option.choices is not None:
        choices = []
        for v in option.choices:
            label, vhelp = table.get(v, (None, None))
            if isinstance(v, bool) and label is None:
                label, vhelp = _BOOL[v]
            vhelp = vhelp or parsed.get(str(v))
            if not vhelp and decision is not None:
                if v == option.default:
                    vhelp = decision.default
                elif len(option.choices) == 2:
                    vhelp = decision.alternative
            if not vhelp and v == option.default:
                vhelp = "the default"
            choices.append(
                {
                    "value": v,
                    "label": label or humanise(v),
                    "help": _sentence(vhelp or f"{option.label}: {humanise(v)}"),
                }
            )
    return {
        "help": _sentence(help_text),
        "decision": {"id": decision.id, "title": decision.title} if decision else None,
        "choices": choices,
    }
