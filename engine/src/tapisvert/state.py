"""The game state shared by every game: actions, validation, undo, clone, records.

A state is a whole match: a sequence of hands played to the target, with the
dealer rotating.  Games subclass :class:`GameState` and implement a few hooks:

* ``_setup()``            – deal the first hand (the draw for the deal included);
* ``_legal_codes()``      – the legal actions of ``current_player``, as int codes;
* ``_do(code)``           – apply a legal action (trusted: no validation);
* ``_why_illegal(code)``  – the (rule_id, reason) that forbids an action;
* ``_observe(seat, obs)`` – fill in what ``seat`` may know (the observation is built by
  :mod:`tapisvert.observer`, which calls it).

and, for the computer players, a few optional ones: ``rollout_code(rng)`` (the game's own
playing policy: the baseline bot and the search's rollouts), ``rollout_hand(rng)`` (the same
policy as a fused loop), ``hidden_zones``/``zone_constraints`` (for ``resample``),
``tricks_left()`` and ``endgame_sides()`` (for the exact endgame search, ``tapisvert.solver``).

Action codes: a card is its card code (0..127); ``prefix:card`` actions
(``discard:KH``) are ``prefix_base(FACTS.prefixed, prefix) + card``, i.e. ``128 * (1 + i) + card``
for the i-th prefix of the game's ``prefixed`` facts; bare words (``deal``, ``concede``…) are ``WORD_BASE + i``.
The public ``apply`` validates; ``apply_trusted`` is the separate fast path for
search and simulation, which assumes a legal code.

Undo: ``apply`` keeps a checkpoint (a snapshot) before every ``UNDO_EVERY``-th action, and
``undo`` restores the last one and replays the actions since with ``apply_trusted``, which keeps
none (``tapisvert.undo``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self, cast

from . import cards as C, clicks, events as E
from .errors import IllegalAction, RecordError, clip, sentence
from .events import Event
from .narration import name
from .observer import observation as observe
from .options import resolve
from .rng import fresh_seed
from .seats import seat_names
from .sheet import sheet as make_sheet, term
from .undo import _copy, _UndoLog
from .words import Text, card as wcard, failure, said, say, seat as wseat, words
from .worlds import Constraint, deal_world, install

if TYPE_CHECKING:
    import random

    from .facts import GameFacts
    from .protocols import LogTuple
    from .types import Card, CardName, Code, Observation, Seat, Sheet

WORD_BASE = 4096
CARD_CODES = 128  # card codes are 0..127; prefixed actions start here
RECORD_FORMAT = "tapisvert-record/1"


def prefix_base(prefixed: tuple[str, ...], prefix: str) -> int:
    """The code of ``prefix:<card>`` less the card's code: ``prefix_base(PREFIXED, "discard")
    + card("KH")`` is ``discard:KH``."""
    return CARD_CODES * (1 + prefixed.index(prefix))


def _canonical_codes(cls: Any) -> dict[str, int]:
    """The code of every action of ``cls`` in canonical notation (cards, ``prefix:card``, words),
    built once per class from its facts' ``words`` and ``prefixed``."""
    codes: dict[str, int] | None = cls.__dict__.get("_CANONICAL_CODES")
    if codes is None:
        codes = {}
        for c in range(CARD_CODES):
            card = C.name(c)
            if card:
                codes[card] = c
                for p in cls.FACTS.prefixed:
                    codes[p + ":" + card] = prefix_base(cls.FACTS.prefixed, p) + c
        for i, w in enumerate(cls.FACTS.words):
            codes[w] = WORD_BASE + i
        cls._CANONICAL_CODES = codes
    return codes


class GameState:
    FACTS: ClassVar[GameFacts]
    """The game's facts (tapisvert.facts): its name, players, options, rule book, words,
    capabilities…, read where they are needed as ``type(state).FACTS.x`` (never copied)."""

    players: int
    seed: int
    options: dict[str, Any]
    deal_given: Any
    history: list[int]
    log: list[LogTuple]
    hand_number: int
    scores: list[int]
    hand_results: list[dict[str, Any]]
    winners: list[int] | None
    _undo: _UndoLog

    # ------------------------------------------------------------------ set-up
    # players, seed and deal are positional-only, so that an option of the same name (from a
    # record or a position) is an unknown option (ValueError), not a clash of arguments.
    def __init__(
        self, players: int | None = None, seed: int | None = None, deal: Any = None, /, **options: Any
    ) -> None:
        cls = type(self)
        if players is None:
            players = cls.FACTS.default_players
        if isinstance(players, bool) or not isinstance(players, int) or players not in cls.FACTS.players:
            # bad input: worded in the reader's language by the bridge, like the options' errors
            counts = ", ".join(map(str, cls.FACTS.players))
            raise failure(
                ValueError, "error.players", game=cls.FACTS.name, counts=counts, value=clip(players)
            )
        if seed is None:
            seed = fresh_seed()
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise failure(ValueError, "error.seed", value=clip(seed))
        opts = resolve(cls.FACTS.name, cls.FACTS.options, options)
        self.check_options(players, opts)
        self.players = players
        self.seed = seed
        self.options = opts
        self.deal_given = deal
        self.history = []  # action codes, in order
        self.log = []  # (hand, seat, kind, data, private_seat)
        self.hand_number = 1
        self.scores = [0] * players
        self.hand_results = []
        self.winners = None
        self._undo = _UndoLog()
        self._setup(deal)

    @classmethod
    def check_options(cls, players: int, options: dict[str, Any]) -> None:
        """Reject combinations of options that the rules do not allow (ValueError)."""

    # -------------------------------------------------------------- actions
    # legal_actions and apply convert between codes and notation on every call: each class keeps
    # the code of every canonical notation (for encode), and the notation of every code it has
    # decoded (decode may be overridden: Briscan's melds).
    _NAMES: ClassVar[dict[int, str] | None] = None
    _CANONICAL_CODES: ClassVar[dict[str, int] | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # each class its own tables (a subclass may decode otherwise: Briscan's melds), found
        # by plain attribute look-up on the hot path
        super().__init_subclass__(**kwargs)
        cls._NAMES = {}
        cls._CANONICAL_CODES = None

    @classmethod
    def _names(cls) -> dict[int, str]:
        names = cls.__dict__.get("_NAMES")
        if names is None:
            names = cls._NAMES = {}
        return names

    @classmethod
    def encode(cls, action: str) -> Code:
        if type(action) is str:
            code = _canonical_codes(cls).get(action)
            if code is not None:
                return code
        if not isinstance(action, str):
            raise failure(ValueError, "error.action-type", value=clip(action))
        a = action.strip()
        if a in cls.FACTS.words:
            return WORD_BASE + cls.FACTS.words.index(a)
        if ":" in a:
            prefix, _, arg = a.partition(":")
            if prefix in cls.FACTS.prefixed and C.is_card(arg.upper()):
                return prefix_base(cls.FACTS.prefixed, prefix) + C.card(arg)
        elif C.is_card(a.upper()):
            return C.card(a)
        allowed = ", ".join(cls.FACTS.words + tuple(p + ":<card>" for p in cls.FACTS.prefixed))
        raise failure(
            ValueError, "error.action-unknown", action=clip(action), game=cls.FACTS.name, allowed=allowed
        )

    @classmethod
    def decode(cls, code: Code) -> str:
        if code >= WORD_BASE:
            return cls.FACTS.words[code - WORD_BASE]
        if code >= CARD_CODES:
            return cls.FACTS.prefixed[code // CARD_CODES - 1] + ":" + C.name(code % CARD_CODES)
        return C.name(code)

    @classmethod
    def word(cls, w: str) -> Code:
        return WORD_BASE + cls.FACTS.words.index(w)

    @property
    def actions(self) -> list[str]:
        """Every action applied so far, in notation."""
        return [self.decode(c) for c in self.history]

    @property
    def current_player(self) -> Seat | None:
        """The seat to act, or None when the match is over."""
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        """True when the match is over (a side reached the target)."""
        return self.winners is not None

    def legal_actions(self) -> list[str]:
        """The legal actions of the player to act, in canonical notation."""
        codes = self._legal_codes()
        self._undo.legal = (len(self.history), codes)  # apply validates against them (undo.py)
        return self._notation(codes)

    def _legal_now(self) -> list[Code]:
        """The legal codes of this position, computed once: a click read, validated and applied,
        and the view that follows, share them (``undo.legal``, dropped by any step back)."""
        undo = self._undo
        known = undo.legal
        n = len(self.history)
        if known is not None and known[0] == n:
            return known[1]
        codes = self._legal_codes()
        undo.legal = (n, codes)
        return codes

    def _legal_actions_now(self) -> list[str]:
        """:meth:`legal_actions` from the codes of this position already computed (``_legal_now``)."""
        return self._notation(self._legal_now())

    def _notation(self, codes: list[Code]) -> list[str]:
        names = self._NAMES
        if names is None:
            names = self._names()
        try:
            return list(map(names.__getitem__, codes))
        except KeyError:
            for c in codes:
                if c not in names:
                    names[c] = self.decode(c)
            return [names[c] for c in codes]

    def legal_codes(self) -> list[Code]:
        """Fast path: the legal actions as int codes."""
        return self._legal_codes()

    def is_legal(self, action: str) -> bool:
        try:
            return self.encode(action) in self._legal_codes()
        except ValueError:
            return False

    def explain(self, action: str) -> tuple[str, str] | None:
        """None if ``action`` is legal now, else ``(rule_id, reason)``."""
        code = self.encode(action)
        if code in self._legal_codes():
            return None
        rule_id, reason = self._why_illegal(code)
        return rule_id, self._reason(reason, self.current_player)

    def card_action(self, card: str) -> str:
        """What a click on ``card`` means now: the phase's card action on it (the card played,
        ``discard:KS``…) when legal, else IllegalAction naming this phase's rule (tapisvert.clicks)."""
        return clicks.card_action(self, card)

    def _card_click(self, card: int) -> int | tuple[str, Text]:
        """The action code a click on ``card`` stands for in this phase, legal or not, or the
        ``(rule_id, reason)`` of a phase that takes no card; games override it (tapisvert.clicks)."""
        return clicks.read_click(self, card)

    def apply(self, action: str, seat: Seat | None = None) -> None:
        """Apply an action of the player to act, validating it against the rules.

        Raises IllegalAction (with the rule's ID) and leaves the state unchanged
        if the action is not legal; ``seat``, if given, must be the player to act.
        Malformed notation, or a ``seat`` that is not a seat number, raises ValueError.
        """
        known = self._CANONICAL_CODES
        code = known.get(action) if known is not None and type(action) is str else None
        if code is None:
            code = self.encode(action)
        if seat is not None and (
            isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players
        ):
            raise failure(ValueError, "error.seat", hi=self.players - 1, value=clip(seat))
        if self.winners is not None:
            over = words("common.refuse.match-over")
            raise IllegalAction(f"{self.FACTS.name}.match.target", self._reason(over, seat), action, over)
        if seat is not None and seat != self.current_player:
            turn = words(
                "common.refuse.not-your-turn", p=wseat(cast(int, self.current_player)), q=wseat(seat)
            )
            raise IllegalAction(f"{self.FACTS.name}.play.in-turn", self._reason(turn, seat), action, turn)
        undo = self._undo
        if code not in self._legal_now():
            rule_id, reason = self._why_illegal(code)
            raise IllegalAction(rule_id, self._reason(reason, self.current_player), action, reason)
        at = len(self.history)
        if not undo or at - undo[-1][0] >= self.UNDO_EVERY:
            undo.keep(self, at)
        self._do(code)
        self.history.append(code)

    def apply_trusted(self, code: Code) -> None:
        """Fast path for search: apply a legal action code without any check or undo record."""
        self._do(code)
        self.history.append(code)

    def undo(self) -> None:
        """Take back the last action (raises ValueError if there is none)."""
        if not self.history:
            raise failure(ValueError, "error.nothing-to-undo")
        n = len(self.history) - 1
        log = self._undo
        if log.back_to(self, n):
            return
        # No checkpoint before it (actions of the trusted path only): replay from the set-up.
        codes = self.history[:n]
        fresh = self._fresh()
        for c in codes:
            fresh.apply_trusted(c)
        self.__dict__.update(fresh.__dict__)
        self._undo = log

    def _fresh(self) -> Self:
        return type(self)(self.players, self.seed, self.deal_given, **self.options)

    # Append-only lists are not copied into undo snapshots or records: undo truncates them.
    # A checkpoint (undo.py) before every UNDO_EVERY-th action of the public path: an undo
    # replays at most that many trusted actions.
    UNDO_EVERY: ClassVar[int] = 16
    _APPEND_ONLY: ClassVar[tuple[str, ...]] = ("history", "log", "hand_results")
    # Attributes fixed at set-up (options, tables): never copied, never restored.
    _FIXED: ClassVar[frozenset[str]] = frozenset(("players", "seed", "options", "deal_given"))

    def _untracked(self) -> frozenset[str]:
        """The attributes a snapshot leaves out or holds by length: fixed, append-only, the
        checkpoints."""
        return self._FIXED | self._UNTRACKED_ALWAYS

    _UNTRACKED_ALWAYS: ClassVar[frozenset[str]] = frozenset(_APPEND_ONLY + ("_undo",))

    def _snapshot(self) -> dict[str, Any]:
        """The whole state (append-only lists by length): undo's checkpoints, and the endgame
        search's own undo (``_restore`` puts it back, once: restore a copy to use it again)."""
        fixed = self._FIXED
        return {
            k: (len(v) if k in self._APPEND_ONLY else _copy(v))
            for k, v in self.__dict__.items()
            if k != "_undo" and k not in fixed
        }

    def _restore(self, snap: dict[str, Any]) -> None:
        for k, v in snap.items():
            if k in self._APPEND_ONLY:
                del self.__dict__[k][v:]
            else:
                self.__dict__[k] = v
        self._undo.forget_after(len(self.history))  # checkpoints of the line taken back

    def clone(self) -> Self:
        """An independent copy (without undo history)."""
        other = object.__new__(type(self))
        fixed = self._FIXED
        other.__dict__.update(
            {k: (v if k in fixed else _copy(v)) for k, v in self.__dict__.items() if k != "_undo"}
        )
        other._undo = _UndoLog()
        return other

    # -------------------------------------------------------------- logging
    def _log(self, seat: Seat | None, kind: str, data: Any, private: Seat | None = None) -> None:
        """A log line: an action (``kind`` "action", ``data`` its code) or an :class:`Event`;
        words given as text are an event of kind ``note``."""
        if kind != "action" and not isinstance(data, Event):
            data = Event(E.NOTE, data)
        self.log.append((self.hand_number, seat, "action" if kind == "action" else "event", data, private))

    def _event(
        self,
        kind: str,
        text: Text,
        seats: tuple[int, ...] = (),
        cards: tuple[int, ...] = (),
        amounts: tuple[int, ...] = (),
        rule: str | None = None,
        seat: int | None = None,
        private: int | None = None,
    ) -> Event:
        """Log an event of ``kind`` (its words ``text``, seats as markers) and return it."""
        ev = tuple.__new__(
            Event, (kind, text, seats, cards, amounts, rule)
        )  # skips the named tuple's Python __new__
        self.log.append((self.hand_number, seat, "event", ev, private))
        return ev

    def _describe(self, seat: Seat, code: Code, secret: bool) -> Text:
        if secret:
            return words("common.log.acts-hidden", p=wseat(seat))
        if code < CARD_CODES:
            return words("common.log.plays", p=wseat(seat), c=wcard(code))
        return f"{name(seat)}: {self.decode(code)}"

    # ---------------------------------------------------------- observations
    def observation(self, seat: Seat) -> Observation:
        """A JSON-able view of the game holding only what ``seat`` may know: built outside the
        state, by :func:`tapisvert.observer.observation` (the game fills its part in ``_observe``)."""
        return observe(self, seat)

    def _reason(self, reason: Text, seat: Seat | None) -> str:
        """A refusal worded for the seat that tried the action, as a sentence in the reader's language."""
        viewer = seat if isinstance(seat, int) and 0 <= seat < self.players else 0
        return sentence(say(reason, seat_names(self.players, viewer), viewer))

    def last_hand_points(self) -> list[int]:
        """Points won or lost by each seat in the last completed hand (zeros before the first)."""
        if not self.hand_results:
            return [0] * self.players
        return list(self.hand_results[-1]["points"])

    def match_points(self) -> list[int]:
        """Each seat's points summed over the hands completed so far (OpenSpiel's ``returns``:
        cumulative over the match, its final score at the end).  ``scores`` may run ahead of it
        during a hand, in the games that score as they play (Briscan's melds, Emprunt's jetons)."""
        totals = [0] * self.players
        for r in self.hand_results:
            for i, p in enumerate(r["points"]):
                totals[i] += p
        return totals

    # ---------------------------------------------------------- score sheets
    def score_sheets(self, viewer: int = 0) -> list[Sheet]:
        """The score sheet of every hand scored so far (see :mod:`tapisvert.sheet`), seats named
        from ``viewer``'s chair."""
        names = seat_names(self.players, viewer)
        totals = [0] * self.players
        out: list[Sheet] = []
        for r in self.hand_results:
            for i, p in enumerate(r["points"]):
                totals[i] += p
            out.append(self._full_sheet(r, names, totals))
        return out

    def score_sheet(self, viewer: int = 0) -> Sheet | None:
        """The sheet of the last hand scored, or None before any (without building the others)."""
        if not self.hand_results:
            return None
        totals = [sum(col) for col in zip(*(r["points"] for r in self.hand_results))]
        return self._full_sheet(self.hand_results[-1], seat_names(self.players, viewer), totals)

    def _full_sheet(self, result: dict[str, Any], names: list[str], totals: list[int]) -> Sheet:
        sh = self._sheet(result, names)
        sh["hand"] = result["hand"]
        sh["points"] = list(result["points"])
        sh["totals"] = list(totals) if self.FACTS.sheet_totals else None
        return sh

    def _sheet(self, result: dict[str, Any], names: list[str]) -> Sheet:
        """A game's sheet for one ``hand_results`` entry (override: itemise the terms)."""
        text = say(result.get("text") or words("common.result.scored"), names, None)
        label = say(words("common.sheet.hand-result"), names, None)
        return make_sheet(
            result["hand"], self.FACTS.sheet_unit, text, [term(label, result["points"])], result["points"]
        )

    def all_cards(self) -> list[Card]:
        """Every card of the pack wherever it lies (hands, trick, won tricks, stock…), as codes.

        Used by the soak tests to check that no card is ever created or lost.
        """
        raise NotImplementedError

    def hidden_zones(self, seat: Seat) -> list[list[Card]]:
        """The live lists of cards that ``seat`` cannot see (others' hands, the stock…).

        The no-leak tests shuffle the cards among these lists (keeping their sizes) and
        check that ``observation(seat)`` does not change.
        """
        raise NotImplementedError

    def zone_constraints(self, seat: Seat, zones: list[list[Card]]) -> Sequence[Constraint]:
        """What ``seat`` knows about each hidden zone: a list of ``(forbidden, pinned)`` sets.

        ``forbidden``: cards that cannot lie there (a revealed void); ``pinned``: cards known
        to lie there (a shown card still held).  The default knows nothing beyond sizes.
        """
        return [(set(), set()) for _ in zones]

    def resample(self, seat: Seat, rng: random.Random) -> Self:
        """A complete world consistent with everything ``seat`` knows.

        The cards hidden from ``seat`` are dealt again at random among the hidden zones,
        keeping each zone's size and honouring ``zone_constraints`` (voids, shown cards).
        Used by the search bots; the state itself is not changed.
        """
        world = self.clone()
        zones = world.hidden_zones(seat)
        cons = world.zone_constraints(seat, zones)
        # Sorted, so that the worlds depend on which cards are hidden, never on where they lie.
        pool = sorted(c for z in zones for c in z)
        placed = deal_world(pool, [len(z) for z in zones], cons, rng)
        install(zones, placed, cons)
        return world

    def rollout_code(self, rng: random.Random, legal: list[Code] | None = None) -> Code:
        """A cheap playout move for search (default: uniformly random legal action).

        ``legal``: this position's legal codes, when the caller has them already (the baseline
        bot reads them once, ``_legal_now``, and the ``apply`` of its move validates against the
        same list); None, the policy computes them (the search's rollouts)."""
        code: int = rng.choice(self._legal_codes() if legal is None else legal)
        return code

    def card_rank(self, card: CardName) -> int:
        """Strength of a card for the current hand (higher beats lower); a public helper for bots."""
        raise NotImplementedError

    # -------------------------------------------------------------- records
    def to_record(self) -> dict[str, Any]:
        rec = {
            "format": RECORD_FORMAT,
            "game": self.FACTS.name,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "deal": self.deal_given,
            "actions": self.actions,
        }
        rec["checksum"] = record_checksum(rec)
        return rec

    def to_json(self) -> str:
        """The game record: game, options, seed (or explicit deal) and the action list."""
        return json.dumps(self.to_record(), sort_keys=True)

    def __repr__(self) -> str:
        return (
            f"<{type(self).__name__} {self.FACTS.name} players={self.players} seed={self.seed} "
            f"hand={self.hand_number} actions={len(self.history)}>"
        )

    # ------------------------------------------------------ game-specific
    def _setup(self, deal: Any) -> None:
        raise NotImplementedError

    def _legal_codes(self) -> list[Code]:
        raise NotImplementedError

    def _do(self, code: Code) -> None:
        raise NotImplementedError

    def _why_illegal(self, code: Code) -> tuple[str, Text]:
        raise NotImplementedError

    def _observe(self, seat: Seat, obs: Observation) -> None:
        raise NotImplementedError

    @classmethod
    def from_position(cls, position: dict[str, Any]) -> GameState:
        raise failure(ValueError, "error.no-positions", game=cls.FACTS.name)

    @classmethod
    def trick_winner(cls, position: dict[str, Any]) -> Seat:
        raise failure(ValueError, "error.no-tricks", game=cls.FACTS.name)


def record_checksum(rec: dict[str, Any]) -> str:
    body = {k: v for k, v in rec.items() if k != "checksum"}
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()[:16]


def state_key(state: GameState) -> str:
    """A canonical fingerprint of a whole state (for tests of replay and undo)."""
    d = {k: v for k, v in state.__dict__.items() if k != "_undo"}
    return json.dumps(d, sort_keys=True, default=repr)


def load_record(registry: Mapping[str, type[GameState]], text: Any, keep_undo: bool = False) -> GameState:
    """The state a record replays to (RecordError otherwise).  ``keep_undo`` keeps the undo
    records of the replay, so that a host that goes on playing (the bridge) undoes at once."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8", "replace")
    if not isinstance(text, str):
        raise failure(RecordError, "error.record-text", kind=type(text).__name__)
    try:
        rec = json.loads(text)
    except json.JSONDecodeError as e:
        raise failure(RecordError, "error.record-json", why=str(e)) from None
    except RecursionError:
        raise failure(RecordError, "error.record-deep") from None
    except ValueError as e:  # e.g. an integer of more than 4300 digits
        raise failure(RecordError, "error.record-unreadable", why=str(e)) from None
    if not isinstance(rec, dict):
        raise failure(RecordError, "error.record-object")
    required = {"game", "players", "options", "seed", "actions"}
    allowed = required | {"format", "deal", "checksum"}
    missing = required - rec.keys()
    if missing:
        raise failure(RecordError, "error.record-lacks", fields=", ".join(sorted(missing)))
    extra = rec.keys() - allowed
    if extra:
        raise failure(RecordError, "error.record-fields", fields=", ".join(sorted(extra)))
    if rec.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        raise failure(RecordError, "error.record-format", format=clip(rec["format"]), expected=RECORD_FORMAT)
    try:
        matches = "checksum" not in rec or rec["checksum"] == record_checksum(rec)
    except (RecursionError, ValueError):
        raise failure(RecordError, "error.record-deep-check") from None
    if not matches:
        raise failure(RecordError, "error.record-checksum")
    game = rec["game"]
    if not isinstance(game, str) or game not in registry:
        raise failure(RecordError, "error.record-game", name=clip(game), games=", ".join(sorted(registry)))
    if not isinstance(rec["options"], dict):
        raise failure(RecordError, "error.record-options")
    if not isinstance(rec["actions"], list) or not all(isinstance(a, str) for a in rec["actions"]):
        raise failure(RecordError, "error.record-actions")
    cls = registry[game]
    try:
        state = cls(rec["players"], rec["seed"], rec.get("deal"), **rec["options"])
    except ValueError as e:
        raise failure(RecordError, "error.record-setup", why=said(e)) from None
    for i, a in enumerate(rec["actions"]):
        try:
            state.apply(a)
        except IllegalAction as e:
            raise failure(
                RecordError, "error.record-replay", n=i + 1, action=clip(a), rule=e.rule_id, why=e.reason
            ) from None
        except ValueError as e:
            raise failure(
                RecordError, "error.record-malformed", n=i + 1, action=clip(a), why=said(e)
            ) from None
    if not keep_undo:
        state._undo.clear()
    return state
