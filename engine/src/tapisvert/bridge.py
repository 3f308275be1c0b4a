"""A JSON facade over the engine for the browser (Pyodide worker) and other hosts.

One entry point, :func:`call`, takes a JSON request and returns a JSON response; it
never raises.  The engine stays unaware of HTML: the view it returns is the
observation of the human seat plus what a table needs to draw its controls.

Requests (``op`` and its fields) and responses are listed in the site's Engine API page.
"""

import json
import random

from . import bots
from .cards import is_card
from .errors import IllegalAction, RecordError
from .registry import game_class, list_games
from . import game_info, load, new_game, from_position, trick_winner, decisions

_TABLES = {}
_COUNTER = [0]


class _Table:
    def __init__(self, state, humans):
        self.state = state
        self.humans = humans
        self.actors = []                      # seat that made each action, for undo
        self.bot_rng = random.Random(f"bots:{state.seed}")


def _rule_dict(game, rule_id):
    book = game_class(game).BOOK
    if rule_id in book.rules:
        return book.rules[rule_id].to_dict(book.decisions)
    return None


def _labels(state, legal):
    helps = state.ACTION_HELP
    custom = getattr(state, "action_label", None)      # a game may label each action itself
    out = {}
    for a in legal:
        if is_card(a):
            continue
        key = a if a in helps else a.split(":", 1)[0] + ":<card>"
        label = (custom(a) if custom else None) or helps.get(key) or helps.get(a.split(":", 1)[0]) or a
        out[a] = label[:1].upper() + label[1:]
    return out


def _view(table):
    st = table.state
    human = table.humans[0] if table.humans else 0
    obs = st.observation(human)
    legal = st.legal_actions() if st.current_player in table.humans else []
    obs.update({"legal": legal, "human": human, "humans": list(table.humans),
                "is_over": st.is_over, "action_labels": _labels(st, legal),
                "record_actions": len(st.history)})
    if st.hand_results:
        obs["sheet"] = st.score_sheet(human)
    return obs


def _table(req):
    tid = req.get("table")
    if tid not in _TABLES:
        raise ValueError(f"no table {tid!r} (the page may have been reloaded: start a new game)")
    return _TABLES[tid]


def _register(state, humans):
    if not isinstance(humans, list) or not all(isinstance(h, int) and 0 <= h < state.players
                                               for h in humans):
        raise ValueError(f"humans must list seats 0..{state.players - 1}")
    _COUNTER[0] += 1
    tid = f"t{_COUNTER[0]}"
    _TABLES[tid] = _Table(state, humans)
    return tid


def _op(req):
    op = req.get("op")
    if op == "games":
        return {"games": [game_info(g) for g in list_games()]}
    if op == "info":
        return {"info": game_info(req.get("game"))}
    if op == "rules":
        g = req.get("game")
        cls = game_class(g)
        return {"rules": [r.to_dict(cls.BOOK.decisions) for r in cls.BOOK.rules.values()],
                "decisions": decisions(g)}
    if op == "new":
        opts = req.get("options") or {}
        if not isinstance(opts, dict):
            raise ValueError("options must be an object")
        state = new_game(req.get("game"), players=req.get("players"), seed=req.get("seed"), **opts)
        tid = _register(state, req.get("humans", [0]))
        return {"table": tid, "view": _view(_TABLES[tid])}
    if op == "load":
        state = load(req.get("record"))
        tid = _register(state, req.get("humans", [0]))
        _TABLES[tid].actors = [None] * len(state.history)
        return {"table": tid, "view": _view(_TABLES[tid])}
    if op == "view":
        return {"view": _view(_table(req))}
    if op == "play":
        t = _table(req)
        seat = t.state.current_player
        if seat not in t.humans:
            raise IllegalAction(f"{t.state.NAME}.play.in-turn",
                                f"it is seat {seat}'s turn (a computer player)")
        t.state.apply(req.get("action"), seat)
        t.actors.append(seat)
        return {"view": _view(t)}
    if op == "bot":
        t = _table(req)
        seat = t.state.current_player
        if seat is None:
            raise ValueError("the match is over")
        if seat in t.humans:
            raise ValueError(f"seat {seat} is a human player")
        action = bots.choose(t.state, req.get("level", "baseline"), t.bot_rng)
        t.state.apply(action, seat)
        t.actors.append(seat)
        return {"action": action, "seat": seat, "view": _view(t)}
    if op == "undo":
        # Back to the human's previous decision; with choices_only, to his previous decision
        # that had a choice (a table that plays his forced moves for him would replay them).
        t = _table(req)
        choices_only = req.get("choices_only", False)
        if not isinstance(choices_only, bool):
            raise ValueError("choices_only must be true or false")
        while t.state.history:
            who = t.actors.pop() if t.actors else None
            t.state.undo()
            if who in t.humans and (not choices_only or len(t.state.legal_codes()) > 1):
                break
        return {"view": _view(t)}
    if op == "sheets":
        t = _table(req)
        return {"sheets": t.state.score_sheets(t.humans[0] if t.humans else 0)}
    if op == "record":
        return {"record": _table(req).state.to_json()}
    if op == "close":
        # the page closes a table it has replaced (a new deal), so a long visit does not keep them all
        _table(req)
        del _TABLES[req["table"]]
        return {"closed": req["table"], "open": len(_TABLES)}
    if op == "position":
        g = req.get("game")
        pos = req.get("position")
        if not isinstance(pos, dict):
            raise ValueError("position must be an object")
        trick = pos.get("trick") or []
        players = pos.get("players", game_class(g).DEFAULT_PLAYERS)
        winner = trick_winner(g, pos) if trick else None
        if isinstance(players, int) and len(trick) >= players:
            return {"legal": [], "current_player": None, "winner": winner}
        st = from_position(g, pos)
        return {"legal": st.legal_actions(), "current_player": st.current_player, "winner": winner}
    raise ValueError(f"unknown op {op!r}")


def call(request_json: str) -> str:
    """Handle one JSON request; always returns a JSON response (``ok`` true or false)."""
    try:
        req = json.loads(request_json)
        if not isinstance(req, dict):
            raise ValueError("a request is a JSON object with an 'op'")
        out = _op(req)
        out["ok"] = True
        return json.dumps(out)
    except IllegalAction as e:
        game = None
        try:
            game = e.rule_id.split(".", 1)[0]
        except Exception:                       # pragma: no cover - defensive
            pass
        return json.dumps({"ok": False, "error": {
            "type": "illegal", "message": e.reason, "rule_id": e.rule_id,
            "rule": _rule_dict(game, e.rule_id) if game else None}})
    except RecordError as e:
        return json.dumps({"ok": False, "error": {"type": "record", "message": str(e)}})
    except (ValueError, TypeError, json.JSONDecodeError) as e:
        return json.dumps({"ok": False, "error": {"type": "value", "message": str(e)}})
    except Exception as e:                      # never let the worker die on a bug
        return json.dumps({"ok": False, "error": {"type": "internal",
                                                  "message": f"{type(e).__name__}: {e}"}})
