"""Studies as data: reading, checking and cutting a study into tasks.

A study is a JSON object::

    {"title": "…", "game": "triomphe", "players": 4, "base": {"regime": "forcee"},
     "decision": "DT3",                      # the editorial decision it documents (optional)
     "settings": [{"label": "overtrump (edition)", "options": {"forcee_void_after_trump": "overtrump"}},
                  {"label": "any trump", "options": {"forcee_void_after_trump": "any-trump"}}],
     "matches": 1000, "seed": 170000, "level": "novice", "chunk": 250}

``deals_differ: true`` declares that the settings deal differently from the same seed (another hand
size, another draw for the deal): the same shuffles, not the same hands.  Each setting may override
``game`` and ``players`` (Briscan against Brisque, Tarot by player count);
``compare`` (default: true when every setting has the same game and player count) adds, per match,
the comparison of its first hand with the reference setting (the first).  ``kind: "skill"`` studies
pit the search bot against the Novice on duplicate seats instead (``deals``, ``worlds``).
Seeds: match ``i`` of every setting is played with seed ``seed + i``: the same deals everywhere.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, cast

from ..registry import game_class

KINDS = ("variants", "skill")

# A piece of work: (kind "play", "compare" or "skill", setting index, first seed, count).
Task = tuple[str, int, int, int]
LEVELS = ("novice",)


class StudyError(ValueError):
    """A study specification that cannot be run (names the study and the problem)."""


@dataclass(frozen=True)
class Setting:
    label: str
    game: str
    players: int
    options: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
        }


@dataclass(frozen=True)
class Study:
    id: str
    title: str
    kind: str
    settings: tuple[Setting, ...]
    matches: int
    seed: int
    level: str = "novice"
    chunk: int = 250
    compare: bool = False
    decision: str | None = None
    group: str = ""
    note: str = ""
    worlds: int = 16
    deals_differ: bool = False
    spec: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def games(self) -> list[str]:
        return sorted({s.game for s in self.settings})

    def seeds(self) -> range:
        return range(self.seed, self.seed + self.matches)

    def tasks(self, matches: int | None = None, chunk: int | None = None) -> list[Task]:
        """The independent pieces of work: ``(kind, setting index, first seed, count)``.

        ``play`` tasks play whole matches of one setting; ``compare`` tasks replay first hands under
        the reference and another setting; ``skill`` tasks play duplicate seats.  ``matches``
        (default: the study's) shortens a run, e.g. for tests."""
        n = self.matches if matches is None else matches
        step = max(1, chunk or self.chunk)
        out: list[Task] = []
        for first in range(self.seed, self.seed + n, step):
            count = min(step, self.seed + n - first)
            for i in range(len(self.settings)):
                if self.kind == "skill":
                    out.append(("skill", i, first, count))
                    continue
                out.append(("play", i, first, count))
                if self.compare and i > 0:
                    out.append(("compare", i, first, count))
        return out

    def to_dict(self) -> dict[str, Any]:
        return dict(self.spec, id=self.id)


def _check_options(sid: str, game: str, players: int, options: dict[str, Any]) -> None:
    try:
        cls = game_class(game)
        cls(players, 1, None, **options)  # validates options and their combination
    except ValueError as e:
        raise StudyError(f"study {sid}: setting {game}/{players} {options}: {e}") from None


def parse_study(sid: str, spec: Any) -> Study:
    """A :class:`Study` from its JSON object; StudyError naming the study and the field otherwise."""
    if not isinstance(spec, dict):
        raise StudyError(f"study {sid}: a study is a JSON object")
    known = {
        "title",
        "kind",
        "game",
        "players",
        "base",
        "settings",
        "matches",
        "deals",
        "seed",
        "level",
        "chunk",
        "compare",
        "decision",
        "group",
        "note",
        "worlds",
        "deals_differ",
    }
    unknown = set(spec) - known
    if unknown:
        raise StudyError(f"study {sid}: unknown fields {', '.join(sorted(unknown))}")
    kind = spec.get("kind", "variants")
    if kind not in KINDS:
        raise StudyError(f"study {sid}: kind must be one of {', '.join(KINDS)}")
    base = spec.get("base", {})
    raw = spec.get("settings")
    if not isinstance(raw, list) or not raw:
        raise StudyError(f"study {sid}: settings must be a non-empty list")
    settings = []
    for k, s in enumerate(raw):
        if not isinstance(s, dict) or not isinstance(s.get("label"), str):
            raise StudyError(f"study {sid}: setting {k} needs a label")
        game = s.get("game", spec.get("game"))
        if not isinstance(game, str):
            raise StudyError(f"study {sid}: setting {k} names no game")
        cls = game_class(game)
        players = cast(int, s.get("players", spec.get("players", cls.FACTS.default_players)))
        options = dict(base if s.get("game", spec.get("game")) == spec.get("game") else {})
        options.update(s.get("options", {}))
        _check_options(sid, game, players, options)
        settings.append(Setting(s["label"], game, players, options))
    labels = [s.label for s in settings]
    if len(set(labels)) != len(labels):
        raise StudyError(f"study {sid}: setting labels must differ")
    same_table = len({(s.game, s.players) for s in settings}) == 1
    compare = spec.get("compare", same_table)
    if compare and not same_table:
        raise StudyError(
            f"study {sid}: settings of different games or player counts cannot be "
            f"compared decision by decision (set compare: false)"
        )
    count = spec.get("deals" if kind == "skill" else "matches")
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise StudyError(
            f"study {sid}: {'deals' if kind == 'skill' else 'matches'} must be a positive whole number"
        )
    seed = spec.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise StudyError(f"study {sid}: seed must be a non-negative whole number")
    level = spec.get("level", "novice")
    if level not in LEVELS:
        raise StudyError(f"study {sid}: level must be one of {', '.join(LEVELS)}")
    decision = spec.get("decision")
    if decision is not None:
        games = {s.game for s in settings}
        if not any(decision in game_class(g).FACTS.book.decisions for g in games):
            raise StudyError(f"study {sid}: unknown decision {decision!r} for {', '.join(sorted(games))}")
    return Study(
        sid,
        spec.get("title", sid),
        kind,
        tuple(settings),
        count,
        seed,
        level,
        int(spec.get("chunk", 25 if kind == "skill" else 250)),
        bool(compare),
        decision,
        spec.get("group", settings[0].game),
        spec.get("note", ""),
        int(spec.get("worlds", 16)),
        bool(spec.get("deals_differ", False)),
        dict(spec),
    )


def studies_dir() -> Traversable:
    return resources.files(__package__).joinpath("studies")


def study_names() -> list[str]:
    """The ids of the shipped studies (file names without ``.json``)."""
    return sorted(p.name[:-5] for p in studies_dir().iterdir() if p.name.endswith(".json"))


def load_study(name_or_path: str) -> Study:
    """A shipped study by id, or a study file by path."""
    path = Path(name_or_path)
    if path.suffix == ".json" and path.is_file():
        sid, text = path.stem, path.read_text(encoding="utf-8")
    else:
        f = studies_dir().joinpath(f"{name_or_path}.json")
        if not f.is_file():
            raise StudyError(f"unknown study {name_or_path!r}; studies are: {', '.join(study_names())}")
        sid, text = name_or_path, f.read_text(encoding="utf-8")
    try:
        spec = json.loads(text)
    except json.JSONDecodeError as e:
        raise StudyError(f"study {sid}: not valid JSON: {e}") from None
    return parse_study(sid, spec)
