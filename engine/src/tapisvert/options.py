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
                raise ValueError(
                    f"option {self.name}={clip(value)} is not allowed; "
                    f"choose one of {', '.join(map(repr, self.choices))}"
                )
            return value
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"option {self.name} must be a whole number, got {clip(value)}")
        if (self.minimum is not None and value < self.minimum) or (
            self.maximum is not None and value > self.maximum
        ):
            raise ValueError(f"option {self.name}={value} is out of range {self.minimum}..{self.maximum}")
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
        raise ValueError(
            f"unknown option {clip(unknown[0])} for {game}; options are: {', '.join(known) or '(none)'}"
        )
    return {o.name: o.check(given[o.name]) if o.name in given else o.default for o in specs}
