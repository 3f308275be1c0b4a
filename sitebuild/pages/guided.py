"""Guided first hands (issue 25, item 5): "Learn to play" on each game's page.

The lessons are data, ``sources/lessons/<game>.yaml`` (format: ``sources/lessons/README.md``): a
fixed deal (seed, players, options) and short steps in Board Game Arena's order — the goal, the
overview, the details as they arise, a tip — each shown at a moment of the hand (``when``), each
statement linked to its rule with ``[[rule:<id>]]``.

A page asks for its game's lesson with the marker ``<!-- tv-guided: <game> -->``. The hook replaces
it with a section that reads, with no script, as the written lesson (an ordered list of the steps);
``playground/page/guided.mjs`` turns it into the guided hand: it deals the lesson's deal at a table and
shows each step when it arises, to the score sheet.

The build fails (:class:`GuidedError`) on a lesson that names an unknown rule id (or another game's),
a step without a rule reference, an unknown ``kind`` or ``when``, a phase the game does not have,
or a deal the engine refuses; :func:`check` is the list of those problems (``tests/site``).
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "sources" / "lessons"
MARKER = re.compile(r"^<!--\s*tv-guided:\s*([a-z][a-z0-9_-]*)\s*-->\s*$", re.MULTILINE)
RULE_REF = re.compile(r"\[\[rule:([A-Za-z0-9_.\-]+)(?:\|([^\]]+))?\]\]")
KINDS = {"goal": "The goal", "overview": "How a hand goes", "detail": "Now", "tip": "A tip"}
# The words of the lesson's section in each language of the build (issue 42); the steps' own words
# are the lesson's (``<game>.yaml``, and ``<game>.<lang>.yaml`` for another language).
WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "kinds": KINDS,
        "rules": "rules: {links}",
        "aria": "Learn to play {title}",
        "intro": (
            "A first hand of {title}, always the same deal (number {seed}), played at a table: you play "
            "every card of your hand, the computer plays the other seats, and each step below is shown "
            "when it arises, to the score sheet."
        ),
        "button": "Learn to play: deal the first hand",
    },
    "fr": {
        "kinds": {
            "goal": "Le but",
            "overview": "Le déroulement d’un coup",
            "detail": "Maintenant",
            "tip": "Un conseil",
        },
        "rules": "règles\u00a0: {links}",
        "aria": "Apprendre à jouer {title_to}",
        "intro": (
            "Une première donne {title_of}, toujours la même (numéro {seed}), jouée à une table\u00a0: "
            "vous jouez chaque carte de votre main, l’ordinateur joue les autres places, et chaque étape "
            "ci-dessous s’affiche au moment où elle se présente, jusqu’à la feuille de marque."
        ),
        "button": "Apprendre à jouer\u00a0: distribuer la première donne",
    },
}
# The games' names with the French articles the sentences need: "jouer au tarot", "une donne de tarot".
GAME_NAMES_FR = {
    "tarot": ("au tarot", "de tarot"),
    "triomphe": ("à la triomphe", "de triomphe"),
    "briscan": ("au briscan", "de briscan"),
    "brisque": ("à la brisque", "de brisque"),
    "emprunt": ("à l’emprunt", "d’emprunt"),
    "francion": ("au francion", "de francion"),
}
ORDER = ["goal", "overview", "detail", "tip"]
WHEN = re.compile(
    r"^(start|end|lead|follow|void|trump-led|restricted|phase:[a-z-]+|action:[a-z:-]+"
    r"|extra:[a-z_]+(=[A-Za-z0-9_-]+)?)$"
)
KEYS = {"game", "seed", "players", "options", "steps"}


class GuidedError(ValueError):
    """A lesson the build cannot publish."""


def load(game: str, root: Path = LESSONS) -> dict[str, Any]:
    path = root / f"{game}.yaml"
    if not path.is_file():
        raise GuidedError(f"no lesson for {game!r} ({path.relative_to(ROOT)} is missing)")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise GuidedError(f"{path.name}: a lesson is a mapping (game, seed, steps)")
    return data


@cache
def _phases(game: str) -> frozenset[str]:
    from tapisvert import registry

    cls = registry.game_class(game)
    phases = {str(p.value) for p in cls.FACTS.phases or ()}
    return frozenset(phases | {"play", "hand-over"})


def check(game: str, lesson: dict[str, Any], rule_ids: frozenset[str] | None = None) -> list[str]:
    """What is wrong with ``lesson`` (empty when it can be published)."""
    import tapisvert
    from sitebuild.pages import rules_pages

    known = rule_ids if rule_ids is not None else rules_pages.all_rule_ids()
    out: list[str] = []
    unknown = set(lesson) - KEYS
    if unknown:
        out.append(f"unknown keys {sorted(unknown)}")
    if lesson.get("game") != game:
        out.append(f"the lesson's game is {lesson.get('game')!r}, not {game!r}")
    seed = lesson.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        out.append("seed must be a whole number 0 or more (the deal every reader gets)")
    opts = lesson.get("options") or {}
    if not isinstance(opts, dict):
        out.append("options must be a mapping")
        opts = {}
    else:
        try:
            tapisvert.new_game(
                game, players=lesson.get("players"), seed=seed if isinstance(seed, int) else 0, **opts
            )
        except (ValueError, TypeError) as exc:
            out.append(f"the engine refuses the lesson's deal: {exc}")
    steps = lesson.get("steps")
    if not isinstance(steps, list) or not steps:
        return out + ["a lesson has a list of steps"]
    kinds = []
    for i, step in enumerate(steps, 1):
        where = f"step {i}"
        if not isinstance(step, dict) or set(step) - {"kind", "when", "text"}:
            out.append(f"{where}: a step has kind, when and text")
            continue
        kind, when, text = step.get("kind"), step.get("when"), step.get("text")
        if kind not in KINDS:
            out.append(f"{where}: unknown kind {kind!r} (one of {', '.join(KINDS)})")
        kinds.append(kind)
        if not isinstance(when, str) or not WHEN.match(when):
            out.append(f"{where}: unknown when {when!r} (sources/lessons/README.md)")
        elif when.startswith("phase:") and when[6:] not in _phases(game):
            out.append(f"{where}: {game} has no phase {when[6:]!r}")
        if not isinstance(text, str) or not text.strip():
            out.append(f"{where}: no text")
            continue
        refs = RULE_REF.findall(text)
        if not refs:
            out.append(f"{where}: every statement is linked to its rule, and this step names none")
        for rid, _ in refs:
            if rid not in known:
                out.append(f"{where}: unknown rule id {rid!r} (not in the engine's rules registry)")
            elif not rid.startswith(f"{game}."):
                out.append(f"{where}: rule {rid!r} is not a rule of {game}")
    # Board Game Arena's order: the goal, the overview, the details as they arise, a tip
    for kind in ORDER:
        if kind not in kinds:
            out.append(f"the lesson has no {kind} step")
    first = [k for k in kinds if k in ORDER]
    if first[:2] != ["goal", "overview"]:
        out.append("a lesson opens with its goal, then its overview")
    return out


def step_key(step: dict[str, Any]) -> str:
    """A step's key in a translation: ``<kind>@<when>`` (unique in every lesson, checked)."""
    return f"{step.get('kind')}@{step.get('when')}"


def load_words(game: str, lang: str, root: Path = LESSONS) -> dict[str, str]:
    """The steps' words of ``<game>.<lang>.yaml``: ``{"<kind>@<when>": text}`` (empty when absent)."""
    path = root / f"{game}.{lang}.yaml"
    if not path.is_file():
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if set(data) - {"steps"} or not isinstance(data.get("steps") or {}, dict):
        raise GuidedError(f"{path.name}: a translation holds only steps, keyed by <kind>@<when>")
    return {str(k): str(v) for k, v in (data.get("steps") or {}).items()}


def check_words(game: str, lesson: dict[str, Any], lang: str, root: Path = LESSONS) -> list[str]:
    """What lacks or is wrong in the lesson's words in ``lang`` (empty when whole): every step has
    its words, naming the same rules as the English step; no words for a step the lesson lacks."""
    if lang == "en":
        return []
    words = load_words(game, lang, root)
    out = []
    keys = [step_key(s) for s in lesson.get("steps") or []]
    if len(set(keys)) != len(keys):
        out.append(f"lesson {game}: two steps share a <kind>@<when>, so they cannot be translated apart")
    for step in lesson.get("steps") or []:
        key = step_key(step)
        if not words.get(key):
            out.append(f"lesson {game} step {key} has no words in {lang!r}")
            continue
        english = sorted(r for r, _ in RULE_REF.findall(str(step.get("text") or "")))
        if sorted(r for r, _ in RULE_REF.findall(words[key])) != english:
            out.append(f"lesson {game} step {key}: its {lang!r} words do not name the English step's rules")
    for key in sorted(set(words) - set(keys)):
        out.append(f"lesson {game}: {lang!r} words for {key}, a step the lesson does not have")
    return out


def missing_words(lang: str, root: Path = LESSONS) -> list[str]:
    """Every lesson step without (right) words in ``lang``, for the build's check and the tests."""
    out: list[str] = []
    for path in sorted(root.glob("*.yaml")):
        if path.stem.count(".") == 0:
            out.extend(check_words(path.stem, load(path.stem, root), lang, root))
    return out


def render(
    game: str,
    lesson: dict[str, Any],
    rule_link: Callable[[str, str | None], str],
    title: str,
    lang: str = "en",
) -> str:
    """The lesson's section in ``lang``: its steps as a list (readable with no script), and the data
    the guided hand is dealt from."""
    esc = html.escape
    words = WORDS[lang]
    translated = load_words(game, lang) if lang != "en" else {}
    items = []
    for step in lesson["steps"]:
        # the sentences stay whole: their rules' ids come small and last, after the step's words
        # (issue 40: chips inside the sentences broke them up), each once, in the order named
        if lang == "en":
            text = esc(" ".join(step["text"].split()))
        else:  # ASCII white space only: str.split() would take the no-break spaces of French too
            text = esc(re.sub(r"[ \t\r\n]+", " ", translated[step_key(step)]).strip())
        refs: list[re.Match[str]] = []
        for m in RULE_REF.finditer(text):
            if all(m.group(1) != r.group(1) for r in refs):
                refs.append(m)
        if lang == "en":
            body = re.sub(r"\s+([,.;:])", r"\1", RULE_REF.sub("", text)).strip()
        else:  # French keeps its no-break space before « ; : » (only the ASCII space goes)
            body = re.sub(r"[ \t\n]+([,.\u00a0])", r"\1", RULE_REF.sub("", text)).strip()
        # the link reads as the rule's id without its game (the title gives the sentence)
        links = ", ".join(rule_link(m.group(1), m.group(2) or m.group(1).split(".", 1)[-1]) for m in refs)
        rules = (
            f' <span class="tv-guided-rules">({words["rules"].format(links=links)})</span>' if links else ""
        )
        items.append(
            f'<li class="tv-guided-step" data-kind="{esc(step["kind"])}" data-when="{esc(step["when"], quote=True)}">'
            f'<strong class="tv-guided-kind">{esc(words["kinds"][step["kind"]])}.</strong> {body}{rules}</li>'
        )
    attrs = {
        "data-game": game,
        "data-seed": str(lesson["seed"]),
        "data-options": json.dumps(lesson.get("options") or {}, separators=(",", ":")),
    }
    if lesson.get("players"):
        attrs["data-players"] = str(lesson["players"])
    attr_text = " ".join(f'{k}="{esc(v, quote=True)}"' for k, v in attrs.items())
    to, of = GAME_NAMES_FR.get(game, (f"au {game}", f"de {game}"))
    names = {"title": esc(title), "title_to": esc(to), "title_of": esc(of), "seed": lesson["seed"]}
    return (
        f'<section class="tv-guided" {attr_text} aria-label="{esc(words["aria"].format(**names), quote=True)}">'
        f'<p class="tv-guided-intro">{words["intro"].format(**names)}</p>'
        '<p class="tv-guided-launch" hidden><button type="button" class="md-button md-button--primary '
        f'tv-guided-start">{words["button"]}</button></p>'
        f'<ol class="tv-guided-steps">{"".join(items)}</ol></section>'
    )


def expand(markdown: str, rule_link: Callable[[str, str | None], str], where: str = "") -> str:
    """Replace each ``<!-- tv-guided: <game> -->`` marker by the game's lesson, in the language of
    the page being built (``sitebuild.languages.figure_words.lang()``, set by the hook from the build's)."""
    from sitebuild.languages import figure_words
    from tapisvert import registry

    lang = figure_words.lang()

    def one(match: re.Match[str]) -> str:
        game = match.group(1)
        lesson = load(game)
        problems = check(game, lesson) + check_words(game, lesson, lang)
        if problems:
            raise GuidedError(
                f"{where}: the lesson of {game} (sources/lessons/{game}.yaml): " + "; ".join(problems)
            )
        title = str(registry.game_class(game).FACTS.title or game.title())
        return "\n" + render(game, lesson, rule_link, title, lang) + "\n"

    return MARKER.sub(one, markdown)
