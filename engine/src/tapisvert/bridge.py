"""A JSON facade over the engine for the browser (Pyodide worker) and other hosts.

One entry point, :func:`call`, takes a JSON request and returns a JSON response; it
never raises.  The engine stays unaware of HTML: the view it returns is the
observation of the human seat plus what a table needs to draw its controls.

Requests (``op`` and its fields) and responses are listed in the site's Engine API page.
"""

import json
import random
import re
from collections.abc import Callable
from typing import Any, cast

from . import (
    analysis,
    bots,
    capabilities as K,
    choices,
    decisions,
    figures,
    from_position,
    game_info,
    hint,
    new_game,
    replay,
    trick_winner,
    words as W,
)
from .cards import card as card_code, is_card
from .errors import IllegalAction, RecordError, RequestError, clip
from .options import resolve
from .registry import CLASSES, game_class, list_games
from .rule_words import MissingWords, rule_words
from .state import GameState, load_record
from .types import Action, BridgeRequest, Seat, View
from .words import Words, check_lang, failure, plain, record_of, seat as wseat, speaking, words

Request = BridgeRequest
"""A decoded JSON request (``op`` and its fields: :class:`tapisvert.types.BridgeRequest`)."""
Answer = dict[str, Any]
"""A JSON answer before ``ok`` is added (its fields: :class:`tapisvert.types.BridgeResponse`)."""

_TABLES: dict[str, "_Table"] = {}
_COUNTER = [0]
# Open tables a host may keep at once (each holds a whole match): past it, ``new`` and ``load``
# are refused until one is closed.  The page closes the tables it replaces or leaves.
MAX_TABLES = 64


class _Table:
    def __init__(self, state: GameState, humans: list[Seat]) -> None:
        self.state = state
        self.humans = humans
        self.actors: list[Seat | None] = []  # seat that made each action, for undo
        self.bot_rng = random.Random(f"bots:{state.seed}")
        self.log_sent: dict[Seat, int] = {}  # viewer seat -> log entries already sent to him
        self.results_sent: dict[Seat, int] = {}  # viewer seat -> hand results already sent
        # (viewer seat, language) -> (the last hand result, its sheet): built once per hand
        self.sheets: dict[tuple[Seat, str], tuple[Any, Any]] = {}


def _rule_dict(game: str, rule_id: str, lang: str = "en") -> dict[str, Any] | None:
    """The rule a refusal cites, its prose in the reader's language (tapisvert.rule_words); a rule
    without French words yet keeps its English ones and says so (``"lang": "en"``)."""
    book = game_class(game).FACTS.book
    if rule_id not in book.rules:
        return None
    rule = book.rules[rule_id]
    out = rule.to_dict(book.decisions)
    out["lang"] = "en"
    if lang != "en":
        try:
            prose = rule_words(rule, lang)
        except MissingWords:
            return out
        for field in ("statement", "note", "alternative", "reason"):
            if field in prose and field in out:
                out[field] = prose[field]
        out["lang"] = lang
    return out


def _labels(state: GameState, legal: list[Action]) -> dict[Action, str]:
    helps = state.FACTS.action_help
    custom = K.action_label(state)  # a game may label each action itself
    # ... as a message record, worded in the reader's language
    label_words: Callable[[Action], Any] | None = getattr(state, "_label_words", None)
    out: dict[Action, str] = {}
    for a in legal:
        if is_card(a):
            continue
        key = a if a in helps else a.split(":", 1)[0] + ":<card>"
        said = label_words(a) if label_words else None
        label = (
            (plain(said) if said is not None else None)
            or (custom(a) if custom else None)
            # the game's help (English text: a missing translation in another language)
            or plain(helps.get(key) or helps.get(a.split(":", 1)[0]))
            or a
        )

        out[a] = label[:1].upper() + label[1:]
    return out


def _card_actions(state: GameState, legal: list[Action]) -> dict[str, Action]:
    """What a click on each card of the hand means now: the legal action on that card (the card
    played, ``discard:KS``, ``call:KH``, ``borrow:8H``…); a card no legal action takes is absent.
    The page reads this, never the shape of the actions' notation."""
    out: dict[str, Action] = {}
    for a in legal:
        card = a.rsplit(":", 1)[-1]
        if is_card(card) and (a == card or a.startswith(tuple(p + ":" for p in state.FACTS.prefixed))):
            out.setdefault(card, a)
    return out


def _viewer(table: _Table, req: Request | None) -> Seat:
    """The seat a view is for: ``req['seat']`` (one of the humans), else the first human."""
    seat = req.get("seat") if req else None
    if seat is None:
        return table.humans[0] if table.humans else 0
    if isinstance(seat, bool) or seat not in table.humans:
        raise failure(ValueError, "error.seat-human", seats=str(table.humans), value=clip(seat))
    return seat


def _view(table: _Table, req: Request | None = None, full: bool = False) -> View:
    """The view of one seat.  Its ``log`` holds the entries from ``log_start`` on: all of them
    when ``full`` (a new or loaded table, the ``view`` op), else only those this seat has not
    been sent yet (or, after an undo, from where the log was cut back); ``hand_results`` the
    same, from ``results_start`` on (a view costs what is new, not the length of the match)."""
    st = table.state
    human = _viewer(table, req)
    obs = st.observation(human)
    # the viewer's own legal actions only: another human's list would show his hand
    legal = st._legal_actions_now() if st.current_player == human else []  # the prompt's, not again
    entries = obs["log"]
    start = 0 if full else min(table.log_sent.get(human, 0), len(entries))
    table.log_sent[human] = len(entries)
    results = obs["hand_results"]
    rstart = 0 if full else min(table.results_sent.get(human, 0), len(results))
    table.results_sent[human] = len(results)
    # the observation's keys in their order, then the table's (``log`` keeps its place)
    view = cast(
        View,
        {
            **obs,
            "legal": legal,
            "human": human,
            "humans": list(table.humans),
            "is_over": st.is_over,
            "action_labels": _labels(st, legal),
            "card_actions": _card_actions(st, legal),
            "record_actions": len(st.history),
            "log": entries[start:],
            "log_start": start,
            "hand_results": results[rstart:],
            "results_start": rstart,
        },
    )
    if st.hand_results:
        last = st.hand_results[-1]
        key = (human, W.lang())
        kept = table.sheets.get(key)
        if kept is None or kept[0] is not last:  # (after an undo, a result is a new object)
            kept = table.sheets[key] = (last, st.score_sheet(human))
        view["sheet"] = kept[1]
    return view


def _table(req: Request) -> _Table:
    tid = req.get("table")
    if not isinstance(tid, str) or tid not in _TABLES:
        raise failure(ValueError, "error.no-table", table=clip(tid))
    return _TABLES[tid]


def _humans(state: GameState, humans: object) -> list[Seat]:
    if (
        not isinstance(humans, list)
        or not all(not isinstance(h, bool) and isinstance(h, int) and 0 <= h < state.players for h in humans)
        or len(set(humans)) != len(humans)
    ):
        raise failure(ValueError, "error.humans", hi=state.players - 1)
    return humans


def _open(state: GameState, humans: object, actors: list[Seat | None] | None = None) -> Answer:
    """Register a table and return the answer of ``new``/``load``; nothing is registered if
    anything is refused (bad humans, too many tables)."""
    if len(_TABLES) >= MAX_TABLES:
        raise failure(ValueError, "error.too-many-tables", n=MAX_TABLES)
    table = _Table(state, _humans(state, humans))
    if actors is not None:
        table.actors = actors
    view = _view(table, full=True)
    _COUNTER[0] += 1
    tid = f"t{_COUNTER[0]}"
    _TABLES[tid] = table
    return {"table": tid, "view": view}


def _new_state(req: Request) -> GameState:
    opts = req.get("options") or {}
    if not isinstance(opts, dict):
        raise failure(ValueError, "error.options-object")
    cls = game_class(req.get("game"))
    resolve(cls.FACTS.name, cls.FACTS.options, opts)  # an option named "players" is unknown, not a clash
    return new_game(cls.FACTS.name, players=req.get("players"), seed=req.get("seed"), **opts)


def _actors(state: GameState) -> list[Seat | None]:
    """The seat that made each action of ``state`` (for undo after a load): a replay."""
    fresh: GameState = state._fresh()
    out: list[Seat | None] = []
    for code in state.history:
        out.append(fresh.current_player)
        fresh.apply_trusted(code)
    return out


# The ops, one handler each (``op`` -> handler): a new op is one decorated function.
Handler = Callable[[BridgeRequest], Answer]
HANDLERS: dict[str, Handler] = {}


def handler(op: str) -> Callable[[Handler], Handler]:
    """Register the handler of ``op`` (each op once)."""

    def register(f: Handler) -> Handler:
        if op in HANDLERS:
            raise ValueError(f"op {op!r} has two handlers")
        HANDLERS[op] = f
        return f

    return register


# The fields are JSON values of any type: each function they reach checks its own.
@handler("games")
def _games(req: BridgeRequest) -> Answer:
    return {"games": [game_info(g) for g in list_games()]}


@handler("info")
def _info(req: BridgeRequest) -> Answer:
    return {"info": game_info(cast(str, req.get("game")))}


@handler("rules")
def _rules(req: BridgeRequest) -> Answer:
    game = cast(str, req.get("game"))
    book = game_class(game).FACTS.book
    return {
        "rules": [r.to_dict(book.decisions) for r in book.rules.values()],
        "decisions": decisions(game),
    }


@handler("new")
def _new(req: BridgeRequest) -> Answer:
    moves = req.get("moves")
    if moves is None:
        return _open(_new_state(req), req.get("humans", [0]))
    # a shared position: the deal, then the choices made in it, replayed by the rules
    if not isinstance(moves, dict):
        raise failure(ValueError, "error.moves-object")
    _new_state(req)  # the deal's own errors first, as a plain new would give them
    state = choices.replay_choices(
        game_class(req.get("game")).FACTS.name,
        req.get("players"),
        req.get("seed"),
        req.get("options") or {},
        moves.get("count"),
        moves.get("choices"),
    )
    return _open(state, req.get("humans", [0]), _actors(state))


@handler("choices")
def _choices(req: BridgeRequest) -> Answer:
    # the position as a link carries it (tapisvert.choices): moves played, choices made
    count, picks = choices.choices(_table(req).state)
    return {"count": count, "choices": picks}


@handler("check")
def _check(req: BridgeRequest) -> Answer:
    # what the Settings form asks: would this new game be allowed?  No table is opened.
    _humans(_new_state(req), req.get("humans", [0]))
    return {"allowed": True}


@handler("load")
def _load(req: BridgeRequest) -> Answer:
    if _too_deep(req.get("record")):
        raise failure(RecordError, "error.record-depth", depth=MAX_DEPTH)
    state = load_record(CLASSES, req.get("record"), keep_undo=True)
    return _open(state, req.get("humans", [0]), _actors(state))


@handler("view")
def _view_op(req: BridgeRequest) -> Answer:
    return {"view": _view(_table(req), req, full=True)}


@handler("play")
def _play(req: BridgeRequest) -> Answer:
    t = _table(req)
    seat = t.state.current_player
    if seat is None:
        over = words("common.refuse.match-over")
        raise IllegalAction(f"{t.state.FACTS.name}.match.target", t.state._reason(over, None), None, over)
    if seat not in t.humans:
        turn = words("common.refuse.computer-turn", p=wseat(seat))
        raise IllegalAction(
            f"{t.state.FACTS.name}.play.in-turn",
            t.state._reason(turn, t.humans[0] if t.humans else 0),
            None,
            turn,
        )
    # a card clicked ("card": "KS"): the engine says which action of this phase it stands for
    try:
        action = t.state.card_action(req["card"]) if "card" in req else req.get("action")
        t.state.apply(cast(Action, action), seat)
    except IllegalAction as e:
        head = _refusal_head(t.state, e.action) if isinstance(e.action, str) else None
        e.head = (plain(head), head.to_json()) if isinstance(head, Words) else None
        raise
    t.actors.append(seat)
    return {"view": _view(t, req)}


def _refusal_head(state: GameState, action: str) -> Words | None:
    """The head of a refusal, with the verb of what the action would have done: "You cannot play
    the king of spades." / "… discard …" / "… borrow …"; a game may say it for its own cases
    (Emprunt: ``refusal_head``).  None for an action on no card (the table words it by its label)."""
    own = getattr(state, "refusal_head", None)
    if own is not None:
        head: Words | None = own(action)
        if head is not None:
            return head
    kind, _, arg = action.rpartition(":")
    if not is_card(arg) or kind not in _HEADS:
        return None
    return words(f"common.head.{_HEADS[kind]}", c=W.card(card_code(arg)))


# an action's kind -> its verb in a refusal's head (common.head.<verb>)
_HEADS = {"": "play", "discard": "discard", "call": "call", "hide": "hide", "borrow": "borrow"}


@handler("bot")
def _bot(req: BridgeRequest) -> Answer:
    t = _table(req)
    seat = t.state.current_player
    if seat is None:
        raise failure(ValueError, "error.match-over")
    if seat in t.humans:
        raise failure(ValueError, "error.seat-is-human", seat=seat)
    action = bots.choose(t.state, req.get("level", "baseline"), t.bot_rng)
    t.state.apply(action, seat)
    t.actors.append(seat)
    return {"action": action, "seat": seat, "view": _view(t, req)}


@handler("undo")
def _undo(req: BridgeRequest) -> Answer:
    # Back to the human's previous decision; with choices_only, to his previous decision
    # that had a choice (a table that plays his forced moves for him would replay them).
    t = _table(req)
    choices_only = req.get("choices_only", False)
    if not isinstance(choices_only, bool):
        raise failure(ValueError, "error.choices-only")
    while t.state.history:
        who = t.actors.pop() if t.actors else None
        t.state.undo()
        if who in t.humans and (not choices_only or len(t.state.legal_codes()) > 1):
            break
    return {"view": _view(t, req)}


@handler("sheets")
def _sheets(req: BridgeRequest) -> Answer:
    t = _table(req)
    return {"sheets": t.state.score_sheets(t.humans[0] if t.humans else 0)}


@handler("record")
def _record(req: BridgeRequest) -> Answer:
    return {"record": _table(req).state.to_json()}


@handler("close")
def _close(req: BridgeRequest) -> Answer:
    # the page closes a table it has replaced (a new deal), so a long visit does not keep them all
    _table(req)
    tid = req["table"]
    del _TABLES[tid]
    _ORIGINS.pop(tid, None)
    _ANALYSES.pop(tid, None)
    return {"closed": tid, "open": len(_TABLES)}


@handler("close_all")
def _close_all(req: BridgeRequest) -> Answer:
    # every table forgotten at once: the host's tab back to a state as new without restarting
    # Python (the browser tests reuse one booted page; playground/site/page-reset.mjs)
    closed = sorted(_TABLES)
    _TABLES.clear()
    _ORIGINS.clear()
    _ANALYSES.clear()
    return {"closed_all": closed, "open": 0}


@handler("position")
def _position(req: BridgeRequest) -> Answer:
    g = cast(str, req.get("game"))
    pos = req.get("position")
    if not isinstance(pos, dict):
        raise failure(ValueError, "error.position-object")
    trick = pos.get("trick") or []
    players = pos.get("players", game_class(g).FACTS.default_players)
    winner = trick_winner(g, pos) if trick else None
    if isinstance(players, int) and len(trick) >= players:
        return {"legal": [], "current_player": None, "winner": winner}
    st = from_position(g, pos)
    return {"legal": st.legal_actions(), "current_player": st.current_player, "winner": winner}


def _op(req: BridgeRequest) -> Answer:
    op = req.get("op")
    f = HANDLERS.get(op) if isinstance(op, str) else None
    if f is None:
        raise failure(ValueError, "error.unknown-op", op=repr(op))
    return f(req)


# ------------------------------------------------- learning by playing (issue 25)
# A table opened on a figure's position keeps its first state: it has no deal to replay from.
_ORIGINS: dict[str, GameState] = {}
_ANALYSES: dict[str, analysis.HandAnalysis] = {}
"""The analysis in progress (ops analyse_begin / analyse_next / analyse_refine / analyse_stop): one
at a time, whatever the table, since a refined analysis holds its solver's tables (up to
``analysis.TABLE_LIMIT`` positions)."""


def _at_once(req: Request, key: str, default: int | None, lo: int, hi: int) -> int | None:
    v = req.get(key, default)
    if v is not None and (isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi):
        raise failure(ValueError, "error.whole-number", field=key, lo=lo, hi=hi, value=clip(v))
    return v if v is None else int(v)


@handler("hint")
def _hint(req: BridgeRequest) -> Answer:
    t = _table(req)
    seat = _viewer(t, req)
    if t.state.current_player != seat:
        raise failure(ValueError, "error.hint-turn", seat=seat)
    worlds = _at_once(req, "worlds", None, 1, 400)
    # its own random numbers, from the table's position only: a hint never moves the bots' stream
    rng = random.Random(f"hint:{t.state.seed}:{len(t.state.history)}")
    if worlds is None:
        out = hint.hint(t.state, rng)
    else:  # a fixed number of worlds: the same answer whatever the machine's speed
        out = hint.hint(t.state, rng, budget_s=3600.0, max_worlds=worlds, node_limit=3000)
    labels = _labels(t.state, [r["action"] for r in out["actions"]])
    for r in out["actions"]:
        r["label"] = labels.get(r["action"])
    return {"hint": out}


@handler("analyse")
def _analyse(req: BridgeRequest) -> Answer:
    t = _table(req)
    seat = _viewer(t, req)
    hand = req.get("hand")
    rollouts = _at_once(req, "rollouts", analysis.ROLLOUTS, 1, 64)
    assert rollouts is not None  # it has a default
    origin = _ORIGINS.get(req["table"])
    return {"analysis": analysis.analyse(t.state, seat, hand, rollouts=rollouts, origin=origin)}


@handler("analyse_begin")
def _analyse_begin(req: BridgeRequest) -> Answer:
    # the analysis streamed: this call gives the frame (steps, notes, how many decisions), each
    # analyse_next one decision valued, so the page shows progress and the first results at once
    t = _table(req)
    seat = _viewer(t, req)
    rollouts = _at_once(req, "rollouts", analysis.ROLLOUTS, 1, 64)
    assert rollouts is not None  # it has a default
    origin = _ORIGINS.get(req["table"])
    session = analysis.HandAnalysis(t.state, seat, req.get("hand"), rollouts=rollouts, origin=origin)
    _ANALYSES.clear()  # the one before, and its tables, let go
    _ANALYSES[req["table"]] = session
    return {"analysis": session.frame()}


@handler("analyse_next")
def _analyse_next(req: BridgeRequest) -> Answer:
    _table(req)
    session = _ANALYSES.get(req["table"])
    if session is None or session.done:
        raise failure(ValueError, "error.analysis-none")
    decision = session.next()
    left = session.cursor
    if session.done and not session.refinable:
        del _ANALYSES[req["table"]]
    return {
        "decision": decision,
        "left": left,
        "refinable": session.done and session.refinable,
        **analysis.summary([r for r in session.records if r is not None]),
    }


@handler("analyse_refine")
def _analyse_refine(req: BridgeRequest) -> Answer:
    # once every decision is valued, the page asks for more, one short step per call, as long as
    # the reader looks at the analysis: the estimates become exact values one by one
    _table(req)
    session = _ANALYSES.get(req["table"])
    if session is None or not session.done:
        raise failure(ValueError, "error.analysis-none")
    nodes = _at_once(req, "nodes", analysis.REFINE_NODES, 1_000, 1_000_000)
    assert nodes is not None  # it has a default
    out = session.refine(nodes)
    if out["target"] is None:
        del _ANALYSES[req["table"]]
    records = [r for r in session.records if r is not None]
    return {
        **out,
        "refinable": out["target"] is not None,
        "exact": sum(r["method"] == "exact" for r in records),
        "graded": sum(r["could_know"] is not None for r in records),
        **analysis.summary(records),
    }


@handler("analyse_stop")
def _analyse_stop(req: BridgeRequest) -> Answer:
    # the reader moved on: the analysis and its solver's tables are let go
    _table(req)
    return {"stopped": _ANALYSES.pop(req["table"], None) is not None}


@handler("replay")
def _replay(req: BridgeRequest) -> Answer:
    t = _table(req)
    origin = _ORIGINS.get(req["table"])
    state, actors = replay.deal_start(t.state, req.get("hand"), origin)
    out = _open(state, list(t.humans), actors)
    if origin is not None:
        _ORIGINS[out["table"]] = origin
    out["hand"] = state.hand_number
    return out


@handler("from_figure")
def _from_figure(req: BridgeRequest) -> Answer:
    game = game_class(req.get("game")).FACTS.name
    start, seed = req.get("start"), req.get("seed", 0)
    actors: list[Seat | None] = []
    state = figures.complete(game, start, seed, actors)
    # a position has no deal to replay from: its first state is kept for replay and analysis
    origin = figures.start_state(game, start, seed) if "position" in cast(Request, start) else None
    humans = req.get("humans", [state.current_player])
    out = _open(state, humans, actors)
    if origin is not None:
        _ORIGINS[out["table"]] = origin
    return out


# Ops whose answer carries the table's record when the request says ``"record": true``.
_MOVES = frozenset({"play", "bot", "undo"})


# How deeply a request, or a record it carries, may nest arrays and objects (the engine's own nest
# five levels at most).  Checked before parsing: under Pyodide, json's recursion on "[" * 10**4
# exhausts the WebAssembly stack, a fatal error for the worker, before Python's recursion limit.
MAX_DEPTH = 100
# a JSON string (its brackets are text) or a bracket; linear, no backtracking
_JSON_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


def _too_deep(text: object) -> bool:
    """Whether JSON ``text`` opens more than MAX_DEPTH arrays and objects inside one another."""
    if not isinstance(text, str) or text.count("[") + text.count("{") <= MAX_DEPTH:
        return False
    depth = 0
    for token in _JSON_TOKEN.findall(text):
        if token == "[" or token == "{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif token == "]" or token == "}":
            depth -= 1
    return False


def _worded(exc: BaseException, lang: str) -> str:
    """An error's message in the reader's language (its English when it has no message record)."""
    w = record_of(exc)
    if w is None:
        return str(exc)
    with speaking(lang):
        return plain(w)


def _bad_input(kind: str, exc: BaseException, lang: str) -> dict[str, Any]:
    """The answer to a request the engine cannot take: the error (its message in the reader's
    language) and, beside it, the message's record (``error_words``) when it has one."""
    out: dict[str, Any] = {"ok": False, "error": {"type": kind, "message": _worded(exc, lang)}}
    if isinstance(exc, figures.FigureRefused):
        out["error"]["cause"] = _worded(exc.cause, lang)
    w = record_of(exc)
    if w is not None:
        out["error_words"] = w.to_json()
    return out


def call(request_json: str) -> str:
    """Handle one JSON request; always returns a JSON response (``ok`` true or false)."""
    lang = "en"
    try:
        if _too_deep(request_json):
            raise RequestError(f"the request is nested more than {MAX_DEPTH} levels deep")
        try:
            req = json.loads(request_json)
        except RecursionError:  # a host with a smaller stack than MAX_DEPTH needs
            raise RequestError("the request is nested too deeply") from None
        if not isinstance(req, dict):
            raise RequestError("a request is a JSON object with an 'op'")
        # every word of the answer in the reader's language (absent: English); the records
        # (kinds, seats, cards, amounts, rule ids, message keys) are the same in every language
        lang = check_lang(req.get("lang", "en"))
        with speaking(lang):
            out = _op(cast(BridgeRequest, req))
        if req.get("record") is True and req.get("op") in _MOVES:
            # the page saves the match after each move: the record comes with the move's answer
            out["record"] = _table(cast(BridgeRequest, req)).state.to_json()
        out["ok"] = True
        return json.dumps(out)
    except IllegalAction as e:
        game = None
        try:
            game = e.rule_id.split(".", 1)[0]
        except Exception:  # pragma: no cover - defensive
            pass
        rule = _rule_dict(game, e.rule_id, lang) if game else None
        statement = rule.get("statement") if rule else None
        return json.dumps(
            {
                "ok": False,
                "error": {
                    "type": "illegal",
                    "message": e.reason,
                    "rule_id": e.rule_id,
                    "rule": rule,
                    # the reason already says the rule's statement (the page then does not repeat it)
                    "rule_quoted": bool(statement and isinstance(statement, str) and statement in e.reason),
                    "action": e.action,
                    "words": e.words.to_json() if isinstance(e.words, Words) else None,
                    # the head of the refusal ("You cannot play the king of spades."), worded
                    "head": e.head[0] if e.head else None,
                    "head_words": e.head[1] if e.head else None,
                },
            }
        )
    except RecordError as e:
        return json.dumps(_bad_input("record", e, lang))
    except (ValueError, TypeError, json.JSONDecodeError) as e:
        return json.dumps(_bad_input("value", e, lang))
    except Exception as e:  # never let the worker die on a bug
        return json.dumps({"ok": False, "error": {"type": "internal", "message": f"{type(e).__name__}: {e}"}})
