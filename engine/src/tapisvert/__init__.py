"""tapisvert — the rules engine of the Tapis vert archive of forgotten French card games.

Quick start (run as a doctest by ``tests/engine/test_doctests.py``):

>>> import tapisvert
>>> state = tapisvert.new_game("triomphe", players=4, seed=7, form="team")
>>> state.current_player in range(4)
True
>>> while not state.is_over:
...     state.apply(state.legal_actions()[0])
>>> record = state.to_json()
>>> tapisvert.load(record).to_json() == record
True
>>> tapisvert.new_game("piquet")
Traceback (most recent call last):
...
ValueError: unknown game 'piquet'...

Public API: :func:`list_games`, :func:`game_info`, :func:`new_game`, :func:`rules`,
:func:`decisions`, :func:`load`, :func:`from_position`, :func:`trick_winner`,
:class:`IllegalAction`, :class:`RecordError`.  States offer ``current_player``,
``legal_actions()``, ``apply()``, ``undo()``, ``is_over``, ``last_hand_points()``,
``match_points()``, ``observation(seat)`` and ``to_json()``.
"""

from typing import Any

from . import option_values
from .errors import IllegalAction, RecordError
from .options import Option

# game_class: not in __all__, but tools (lab, sitebuild, tests) use tapisvert.game_class
from .registry import CLASSES, game_class as game_class, list_games, register
from .rulebook import Decision, Rule
from .state import GameState, load_record
from .types import GameInfo, JSONObject
from .wording import option_words

__version__ = "0.1.0"

__all__ = [
    "list_games",
    "game_info",
    "new_game",
    "rules",
    "decisions",
    "load",
    "from_position",
    "trick_winner",
    "IllegalAction",
    "RecordError",
    "GameState",
    "register",
    "__version__",
]


def new_game(
    name: str, players: int | None = None, seed: int | None = None, deal: object = None, **options: Any
) -> GameState:
    """Start a match of game ``name``.

    ``players`` defaults to the game's usual count; ``seed`` (a non-negative int) makes every
    deal reproducible (a random seed is chosen and recorded if omitted); ``deal`` gives the first
    hand explicitly instead; ``options`` are the game's variant switches (see :func:`game_info`).
    Raises ValueError naming what is allowed for an unknown game, option, value or player count.
    """
    return game_class(name)(players, seed, deal, **options)


def game_info(name: str) -> GameInfo:
    """What a game allows: player counts, options (with their words, values and decisions) and
    action words."""
    facts = game_class(name).FACTS
    return {
        "name": facts.name,
        "title": facts.title,
        "players": list(facts.players),
        "default_players": facts.default_players,
        "options": [_option_info(o, facts.book.decisions) for o in facts.options],
        "actions": dict(facts.action_help),
        "source": facts.book.source,
    }


def _option_info(option: Option, book_decisions: dict[str, Decision]) -> dict[str, Any]:
    # Words for a reader (tapisvert.wording): "choices" lists {value, label, help}; the plain
    # values stay under "values"; "decision" is {id, title} of the decision it switches.
    d = option.to_dict()
    words = option_words(option, book_decisions.get(option.decision) if option.decision else None)
    d["values"] = d["choices"]
    d["kind"] = option_values.kind(d)  # how a link's text is read as a value (coerceOptions)
    d.update(words)
    return d


def rules(name: str) -> list[Rule]:
    """The rules registry of a game: a list of :class:`tapisvert.rulebook.Rule`."""
    return list(game_class(name).FACTS.book.rules.values())


def decisions(name: str) -> list[dict[str, Any]]:
    """The editorial decisions of a game, with their switch, choices and the rules they govern."""
    cls = game_class(name)
    book = cls.FACTS.book
    opts = {o.name: o for o in cls.FACTS.options}
    out = []
    for d in book.decisions.values():
        opt = opts.get(d.option) if d.option else None
        out.append(
            d.to_dict(
                rule_ids=[r.id for r in book.rules.values() if r.decision == d.id],
                choices=(list(opt.choices) if opt and opt.choices else None),
                default_value=opt.default if opt else None,
            )
        )
    return out


def load(text: object) -> GameState:
    """Rebuild a state from its record (``state.to_json()``); raises RecordError if it is
    malformed, edited, or does not replay under the rules."""
    return load_record(CLASSES, text)


def from_position(name: str, position: JSONObject) -> GameState:
    """A state set up from a JSON position, to ask which actions are legal there.

    Common keys: ``players``, ``options``, ``trump`` (suit letter), ``dealer``, ``leader``
    (seat that led the current trick), ``trick`` (cards already played to it), ``hand`` (cards
    of the player to move); ``hands`` (other hands) optional and filled consistently.
    """
    return game_class(name).from_position(position)


def trick_winner(name: str, position: JSONObject) -> int:
    """Index in ``position['trick']`` of the card that wins it (or is winning, if incomplete)."""
    return game_class(name).trick_winner(position)
