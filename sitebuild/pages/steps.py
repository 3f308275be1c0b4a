"""Worked examples that run a few moves of a game, rendered at build time by the engine.

Where a ``tv-example`` shows one decision (which cards may be played), a ``tv-steps`` block tells a
short story: a deal (or a position) is set up, a list of actions is played through the public API,
and the figure shows each action with what the engine logged (draws, melds and their scores,
bonuses), the running score, and — at the steps asked for — what the player to move may do now
(the declarations offered with their value, the exchange) and why a tried action is refused::

    ```tv-steps
    {"game": "briscan", "title": "A meld window",
     "deal": {"dealer": 1, "hands": [["9C", "KS", "QS", "JS", "8D"], ["7C", "8C", "7S", "8S", "JD"]],
              "turnup": "9H", "talon_top": ["TS", "AD"]},
     "steps": ["9C", "7C", {"panel": true}, "meld:marriage:KSQS", {"try": "meld:sequence:JSQSKS"}],
     "rules": ["briscan.meld.when"]}
    ```

Keys: ``game``, ``title``, ``options``, ``seed``, ``seat_names`` (default A, B, …), ``rules`` (rule
ids illustrated), and either ``deal`` (an explicit deal; ``talon_top`` lists the first talon cards
and the rest of the talon follows in pack order) or ``position`` (keys of ``from_position``).
``steps`` items: an action string; ``{"panel": true}`` (what the player to move may do);
``{"try": action}`` (an action shown refused, with the rule the engine names; the state is
unchanged). A step the engine refuses fails the build.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from sitebuild.languages import figure_words
from sitebuild.languages.figure_words import w
from sitebuild.pages import live
from sitebuild.pages.examples import SUITS, ExampleError, card_html, card_label, expand_fences
from tapisvert.events import EXPLICIT_DEAL, POSITION, Event
from tapisvert.words import say as render

FENCE = re.compile(
    r"^(?P<indent>[ \t]*)```+[ \t]*tv-steps[^\n]*\n(?P<body>.*?)\n(?P=indent)```+[ \t]*$",
    re.MULTILINE | re.DOTALL,
)
CARD = re.compile(r"^(?:[AKQNJT2-9][SHDC]|[1-9]|1[0-9]|2[01]|EX)$")  # a pack's card or a Tarot trump


def _setup(spec: dict):
    import tapisvert

    game = spec.get("game")
    if not game:
        raise ExampleError('a tv-steps block needs a "game"')
    start = _start(spec)
    if "deal" in start:
        return tapisvert.new_game(game, seed=spec.get("seed", 1), deal=start["deal"], **start["options"])
    return tapisvert.from_position(game, start["position"])


def _start(spec: dict) -> dict:
    """The figure's set-up as data (``tapisvert.figures``): an explicit deal with its options, or
    a position."""
    options = spec.get("options") or {}
    if "deal" in spec:
        deal = dict(spec["deal"])
        top = deal.pop("talon_top", None)
        if top is not None:
            used = {c for h in deal.get("hands", []) for c in h} | {deal.get("turnup")} | set(top)
            pack = [r + s for s in "SHDC" for r in "AKQJT987"]
            deal["talon"] = list(top) + [c for c in pack if c not in used]
        return {"deal": deal, "options": dict(options)}
    position = dict(spec.get("position") or {})
    if options:
        position["options"] = options
    return {"position": position}


def _names(spec, players):
    return spec.get("seat_names") or [chr(ord("A") + i) for i in range(players)]


def _text(s: str | Event, names) -> str:
    # The engine's log lines are events whose words are templates worded per reader
    # (tapisvert.events, tapisvert.narration); an example words them with its own seat names,
    # everyone in the third person. A refusal's reason is a template too.
    return render(s.text if isinstance(s, Event) else s, list(names), None)


def _action_words(game: str, action: str) -> str | None:
    """A word action in the engine's words for the game, never its code: the label of its button
    in the build's language (the engine's ``_label_words``), else game_info's description."""
    import tapisvert
    from tapisvert.words import plain, speaking

    label_words = getattr(tapisvert.new_game(game, seed=0), "_label_words", None)
    with speaking(figure_words.lang()):
        said = label_words(action) if label_words is not None else None
        if said is not None:
            return plain(said)
    if figure_words.lang() != "en":
        return None  # no French words: the action's code, never English prose on a French page
    return (tapisvert.game_info(game).get("actions") or {}).get(action)


def _action_html(action: str, game: str = "") -> str:
    esc = html.escape
    if CARD.match(action):
        return card_html(action)
    if action.startswith("meld:"):
        _, kind, cards = action.split(":", 2)
        faces = "".join(card_html(cards[i : i + 2]) for i in range(0, len(cards), 2))
        # the meld in words and faces (issue 40: no engine code such as meld:marriage:KHQH)
        words = esc(figure_words.meld_kind(kind))
        declared = w("declare", what=f'{words} <span class="tv-example-cards">{faces}</span>')
        return f'<span class="tv-steps-meld">{declared}</span>'
    said = _action_words(game, action) if game else None
    return esc(said) if said else f"<code>{esc(action)}</code>"


def _new_log(state, since: int, names) -> list[str]:
    out = []
    for _hand, _seat, kind, data, _private in state.log[since:]:
        if kind == "action":
            continue
        out.append(_text(data, names))
    return out


def compute(spec: dict) -> dict:
    """Play the steps; returns plain data for rendering (and tests)."""
    import tapisvert

    try:
        state = _setup(spec)
    except ValueError as exc:
        raise ExampleError(f"the engine refuses this set-up: {exc}") from exc
    names = _names(spec, state.players)
    start = state.observation(0)
    hands = [state.observation(s)["hand"] for s in range(state.players)]
    rows = []
    since = len(state.log)
    setup_events = [
        _text(data, names)
        for _, _, kind, data, private in state.log
        if kind != "action" and private is None and data.kind not in (EXPLICIT_DEAL, POSITION)
    ]
    for step in spec.get("steps") or []:
        if isinstance(step, str):
            seat = state.current_player
            try:
                state.apply(step)
            except tapisvert.IllegalAction as exc:
                raise ExampleError(
                    f"step {step!r} is refused by the engine: [{exc.rule_id}] {exc.reason}"
                ) from exc
            except ValueError as exc:
                raise ExampleError(f"step {step!r} is malformed: {exc}") from exc
            rows.append(
                {
                    "kind": "action",
                    "seat": seat,
                    "action": step,
                    "events": _new_log(state, since, names),
                    "scores": list(state.scores),
                }
            )
            since = len(state.log)
        elif isinstance(step, dict) and step.get("panel"):
            seat = state.current_player
            obs = state.observation(seat)
            extra = obs.get("extra") or {}
            rows.append(
                {
                    "kind": "panel",
                    "seat": seat,
                    "talon": extra.get("talon"),
                    "melds": [
                        {"action": m["action"], "label": m["label"], "points": m["points"]}
                        for m in extra.get("meld_options") or []
                    ],
                    "exchange": bool(extra.get("exchange_allowed")),
                    "cards": [a for a in state.legal_actions() if CARD.match(a)],
                    "hand": list(obs["hand"]),
                }
            )
        elif isinstance(step, dict) and "try" in step:
            seat = state.current_player
            action = step["try"]
            try:
                why = state.explain(action)
            except ValueError as exc:
                raise ExampleError(f"tried action {action!r} is malformed: {exc}") from exc
            if why is None:
                raise ExampleError(f"tried action {action!r} is legal: a 'try' step must show a refusal")
            rows.append({"kind": "try", "seat": seat, "action": action, "rule_id": why[0], "reason": why[1]})
        else:
            raise ExampleError(f"unknown step {step!r}")
    return {
        "names": names,
        "start": start,
        "hands": hands,
        "setup_events": setup_events,
        "rows": rows,
        "scores": list(state.scores),
        "over": state.is_over,
        "winners": state.winners,
    }


def _semicolon() -> str:
    return "\u00a0; " if figure_words.lang() == "fr" else "; "


def _refusal(row: dict, names, rule_link: Callable[[str], str]) -> str:
    """A tried action's refusal: the rule and the engine's reason (English pages), the rule and its
    sentence in the page's language otherwise (the engine's reasons are English)."""
    esc = html.escape
    if figure_words.lang() == "en":
        return f"refused by {rule_link(row['rule_id'])}: {esc(_text(row['reason'], names))}"
    return live.refusal_html(row["rule_id"], "", rule_link)


def render_steps(spec: dict, rule_link: Callable[[str], str]) -> str:
    esc = html.escape
    data = compute(spec)
    names = data["names"]
    start = data["start"]
    felt = []
    for seat in range(len(names)):
        hand = data["hands"][seat]
        felt.append(
            f'<div class="tv-example-group"><span class="tv-example-label">{esc(names[seat])}'
            f"{w('dealer_badge') if start['dealer'] == seat else ''}</span>"
            f'<div class="tv-example-cards">{"".join(card_html(c) for c in hand)}</div></div>'
        )
    if start.get("turnup"):
        felt.append(
            f'<div class="tv-example-group"><span class="tv-example-label">{w("turn_up")}</span>'
            f'<div class="tv-example-cards">{card_html(start["turnup"])}</div></div>'
        )
    body = []
    if spec.get("title"):
        body.append(f'<p class="tv-example-title"><strong>{esc(spec["title"])}</strong></p>')
    opts = spec.get("options") or {}
    trump = SUITS.get(start.get("trump") or "")
    trumps = (
        w("trumps_suit", suit=figure_words.suit_name(start["trump"]), symbol=trump[0] + "\ufe0e")
        if trump
        else ""
    )
    setup = [f"{spec['game'].capitalize()}", trumps]
    setup += [f"{k} = {v}" for k, v in opts.items()]
    talon = (start.get("extra") or {}).get("talon")
    if talon is not None:
        setup.append(w("talon_cards", n=talon))
    body.append(f'<p class="tv-example-setup">{esc(" · ".join(s for s in setup if s))}</p>')
    if data["setup_events"]:
        body.append("<p>" + " ".join(esc(e) for e in data["setup_events"]) + "</p>")
    items = []
    for row in data["rows"]:
        who = esc(names[row["seat"]]) if row["seat"] is not None else "—"
        if row["kind"] == "action":
            events = " ".join(esc(e) for e in row["events"])
            score = " – ".join(str(s) for s in row["scores"])
            items.append(
                f"<tr><td>{who}</td><td>{_action_html(row['action'], spec['game'])}</td>"
                f'<td>{events}</td><td class="tv-steps-score">{score}</td></tr>'
            )
        elif row["kind"] == "panel":
            bits = []
            if row["melds"]:
                melds = _semicolon().join(
                    f"{esc(m['label'])} "
                    f"({w('wins_the_game') if m['points'] is None else w('n_points', n=m['points'])})"
                    for m in row["melds"]
                )
                bits.append(w("may_declare", melds=melds))
            else:
                bits.append(w("nothing_to_declare"))
            if row["exchange"]:
                bits.append(w("may_exchange"))
            if row["cards"]:
                bits.append(w("may_play_cards", cards=", ".join(esc(card_label(c)) for c in row["cards"])))
            if row["talon"] is not None:
                bits.append(w("talon_left", n=row["talon"]))
            now = w("now", who=who, what=_semicolon().join(bits))
            items.append(f'<tr class="tv-steps-panel"><td>{who}</td><td colspan="3">{now}</td></tr>')
        else:
            items.append(
                f'<tr class="tv-steps-try"><td>{who}</td><td>{_action_html(row["action"], spec["game"])}</td>'
                f'<td colspan="2">{_refusal(row, names, rule_link)}'
                "</td></tr>"
            )
    body.append(
        '<div class="md-typeset__scrollwrap"><div class="md-typeset__table"><table class="tv-steps">'
        f"<thead><tr><th>{w('th_seat')}</th><th>{w('th_action')}</th><th>{w('th_engine')}</th>"
        f"<th>{w('th_score', names=' – '.join(esc(n) for n in names))}</th></tr></thead>"
        f"<tbody>{''.join(items)}</tbody></table></div></div>"
    )
    if data["over"]:
        body.append("<p>" + w("game_over", names=esc(", ".join(names[x] for x in data["winners"]))) + "</p>")
    if spec.get("rules"):
        body.append("<p>" + w("illustrates", rules=", ".join(rule_link(r) for r in spec["rules"])) + "</p>")
    aria = esc(spec.get("title") or w("worked_example"))
    attrs, group, extra = live.sequence_figure(
        spec["game"],
        lambda: _setup(spec),
        [s for s in spec.get("steps") or [] if isinstance(s, str)],
        names,
        rule_link,
        lambda t: _text(t, names),
        lambda prefix: {**_start(spec), "actions": prefix},
        live.figure_seed(spec),
    )
    if group:
        felt.append(group)
    return (
        f'<figure class="tv-example tv-steps-figure" aria-label="{aria}"{attrs}>'
        f'<div class="tv-example-felt">{"".join(felt)}</div>'
        f'<figcaption class="tv-example-body">{"".join(body)}{extra}</figcaption></figure>'
    )


def expand(markdown: str, rule_link: Callable[[str], str], where: str = "page") -> str:
    """Replace every ```tv-steps block in ``markdown`` by its rendered figure."""
    return expand_fences(markdown, FENCE, "tv-steps", render_steps, rule_link, where)
