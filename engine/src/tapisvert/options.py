"""Variant switches: each game declares its options as data (PokerKit-style).

An option has a name, its allowed values (a tuple of choices, or an integer
range), a default, a label and, when it switches an editorial decision, the
decision's ID.  ``resolve`` turns the keyword arguments of ``new_game`` into a
complete, validated option dict, or raises ValueError naming what is allowed.
"""

from dataclasses import dataclass
from typing import Any

from .errors import clip
from .types import Options
from .words import failure


@dataclass(frozen=True)
class Option:
    name: str
    default: object
    label: str
    choices: tuple[Any, ...] | None = None  # allowed values, or None for an int range
    minimum: int | None = None
    maximum: int | None = None
    decision: str | None = None
    help: str = ""

    def check(self, value: Any) -> Any:
        if self.choices is not None:
            # the same type, not merely equal: 10.0, True or "10" is not the choice 10
            if not any(type(value) is type(c) and value == c for c in self.choices):
                raise failure(
                    ValueError,
                    "error.option-choice",
                    name=self.name,
                    value=clip(value),
                    choices=", ".join(map(repr, self.choices)),
                )
            return value
        if isinstance(value, bool) or not isinstance(value, int):
            raise failure(ValueError, "error.option-number", name=self.name, value=clip(value))
        if (self.minimum is not None and value < self.minimum) or (
            self.maximum is not None and value > self.maximum
        ):
            raise failure(
                ValueError,
                "error.option-range",
                name=self.name,
                value=str(value),
                lo=self.minimum,
                hi=self.maximum,
            )
        return value

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "default": self.default,
            "label": self.label,
            "choices": list(self.choices) if self.choices is not None else None,
            "minimum": self.minimum,
            "maximum": self.maximum,
            "decision": self.decision,
            "help": self.help,
        }


def resolve(game: str, specs: tuple[Option, ...], given: dict[str, Any]) -> Options:
    known = {o.name: o for o in specs}
    unknown = [k for k in given if k not in known]
    if unknown:
        raise failure(
            ValueError,
            "error.option-unknown",
            name=clip(unknown[0]),
            game=game,
            options=", ".join(known) or "(none)",
        )
    return {o.name: o.check(given[o.name]) if o.name in given else o.default for o in specs}
