"""Worked examples of a sequence of play, rendered at build time by the engine (games without tricks).

A page may contain a fenced block::

    ```tv-run
    {"game": "emprunt", "title": "A run with loans and talon draws",
     "position": {"players": 3, "dealer": 2, "turn": 0, "hands": [...], "talon": [...],
                  "played": [...], "jetons": [-1, -2, -1], "pool": 4},
     "choices": ["5H", "4S"], "rules": ["emprunt.play.borrow"]}
    ```

The hook replaces it with a figure: the hands, the talon and the jetons before play, then one row per
action — who acted, what he did, where the card came from and which jetons changed hands (with the
rule that made the move compulsory) — and the settlement if the deal ends. The engine decides
everything: a seat that has a choice takes the next card of ``choices``; every forced move (the only
legal action) is applied as the engine offers it. Nothing in the figure is typed by hand.

Keys: ``game`` (required), ``title``, ``rules``, ``seat_names`` (default A, B, C…), ``position``
(for ``tapisvert.from_position``) or ``players``/``options``/``deal``/``seed`` (a new game),
``choices`` (the actions of players who have a choice, in order), ``max_steps`` (default 200),
``show_talon`` (default true: the reader sees the face-down talon, the players do not).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

from sitebuild.languages import figure_words
from sitebuild.languages.figure_words import w
from sitebuild.pages import live
from sitebuild.pages.examples import ExampleError, card_html, card_label, expand_fences
from tapisvert.events import Event
from tapisvert.words import say as render

FENCE = re.compile(
    r"^(?P<indent>[ \t]*)```+[ \t]*tv-run[^\n]*\n(?P<body>.*?)\n(?P=indent)```+[ \t]*$",
    re.MULTILINE | re.DOTALL,
)

SOURCE_RULE = {
    "lead": "emprunt.play.lead",
    "hand": "emprunt.play.from-hand",
    "borrow": "emprunt.play.borrow",
    "talon": "emprunt.play.talon",
}


def _state(spec: dict):
    import tapisvert

    game = spec.get("game")
    if not game:
        raise ExampleError('a tv-run needs a "game"')
    try:
        if "position" in spec:
            return tapisvert.from_position(game, spec["position"])
        return tapisvert.new_game(
            game,
            players=spec.get("players"),
            seed=spec.get("seed", 1),
            deal=spec.get("deal"),
            **(spec.get("options") or {}),
        )
    except ValueError as exc:
        raise ExampleError(f"the engine refuses this set-up: {exc}") from exc


def compute(spec: dict) -> dict:
    """Play the example through the engine; returns plain data (also used by the tests)."""
    import tapisvert

    st = _state(spec)
    n = st.players
    choices = list(spec.get("choices") or [])
    start = {
        "hands": [[_name(c) for c in sorted(h, key=st._sort_key)] for h in st.hands],
        "talon": [_name(c) for c in st.talon],
        "jetons": list(st.scores),
        "pool": st.pool,
        "dealer": st.dealer,
        "played": [_name(c) for c in st.table],
    }
    steps: list[dict[str, Any]] = []
    limit = int(spec.get("max_steps", 200))
    while st.phase == "play" and len(steps) < limit:
        legal = st.legal_actions()
        seat = st.current_player
        obs = st.observation(seat)
        opening = obs["extra"]["opening"]
        first_run = not st.table
        if len(legal) == 1 and not opening:
            action = legal[0]
        else:
            if not choices:
                break
            action = choices.pop(0)
        before_scores, before_pool = list(st.scores), st.pool
        log_len = len(st.log)
        try:
            st.apply(action)
        except tapisvert.IllegalAction as exc:
            raise ExampleError(
                f"step {len(steps) + 1}: {action} is refused [{exc.rule_id}] {exc.reason}"
            ) from exc
        last = st.observation(seat)["extra"]["last_move"]  # kept until the next deal
        events = [e[3] for e in st.log[log_len:] if e[2] == "event"]
        deal_over = st.phase != "play"
        flows = [a - b for a, b in zip(st.scores, before_scores)]
        steps.append(
            {
                "seat": seat,
                "action": action,
                "card": last["card"],
                "source": last["source"],
                "from": last["from"],
                "flows": flows,
                "pool_before": before_pool,
                "pool": st.pool,
                "jetons": list(st.scores),
                "hand_sizes": [len(h) for h in st.hands],
                "need": st.observation(seat)["extra"]["need"],
                "events": events,
                "rule": SOURCE_RULE[last["source"]]
                if not (last["source"] == "lead" and not first_run)
                else "emprunt.play.new-run",
                "deal_over": deal_over,
            }
        )
    if choices:
        raise ExampleError(f"choices left unused: {choices}")
    result = st.hand_results[-1] if st.phase != "play" and st.hand_results else None
    return {
        "players": n,
        "start": start,
        "steps": steps,
        "result": result,
        "end": {"jetons": list(st.scores), "pool": st.pool, "hand_sizes": [len(h) for h in st.hands]},
    }


def _name(code: int) -> str:
    from tapisvert import cards as C

    return C.name(code)


def render_run(spec: dict, rule_link: Callable[[str], str]) -> str:
    esc = html.escape
    data = compute(spec)
    n = data["players"]
    names = spec.get("seat_names") or [chr(ord("A") + i) for i in range(n)]
    start = data["start"]

    def who(seat):
        return esc(names[seat]) if seat is not None else "—"

    felt = []
    for s in range(n):
        cards = "".join(card_html(c) for c in start["hands"][s])
        badge = w("dealer_badge") if start["dealer"] == s else ""
        felt.append(
            f'<div class="tv-example-group"><span class="tv-example-label">{who(s)}{badge} · '
            f'{w("jetons_badge", n=start["jetons"][s])}</span><div class="tv-example-cards">{cards}</div></div>'
        )
    if spec.get("show_talon", True):
        talon = "".join(card_html(c, "tv-talon-card") for c in start["talon"]) or w("empty")
        felt.append(
            f'<div class="tv-example-group"><span class="tv-example-label">{w("talon_face_down", n=start["pool"])}'
            f'</span><div class="tv-example-cards">{talon}</div></div>'
        )

    rows = []
    for i, st in enumerate(data["steps"], 1):
        card = esc(card_label(st["card"]))
        src = st["source"]
        if src == "lead":
            does = w("opens_run", card=card)
        elif src == "hand":
            does = w("plays_from_hand", card=card)
        elif src == "borrow":
            does = w("borrows_from", card=card, who=who(st["from"]))
        else:
            does = w("draws_from_talon", card=card)
        if src == "borrow":
            flow = w("pays_to", who=who(st["seat"]), to=who(st["from"]))
        elif src == "talon":
            flow = w("pays_pool", who=who(st["seat"]))
        else:
            flow = "—"
        if st["deal_over"]:
            sep = "\u00a0; " if figure_words.lang() == "fr" else "; "
            flow += sep + w("settlement") if flow != "—" else w("settlement")
        notes = "".join(
            f"<br><small>{esc(_named(e, names))}</small>"
            for e in st["events"]
            if e.kind == "run-closed"  # why the run ended (exhausted, or stopped)
        )
        cells = "".join(f"<td>{v:+d}</td>" for v in st["jetons"])
        rows.append(
            f"<tr><td>{i}</td><td>{who(st['seat'])}</td><td>{does}{notes}</td>"
            f"<td>{rule_link(st['rule'])}</td><td>{flow}</td><td>{st['pool']}</td>{cells}</tr>"
        )
    heads = "".join(f'<th title="{w("jetons_of", who=who(s))}">{who(s)}</th>' for s in range(n))
    table = (
        '<div class="tv-run-steps md-typeset__scrollwrap"><div class="md-typeset__table"><table>'
        f"<thead><tr><th>#</th><th>{w('th_seat')}</th><th>{w('th_move')}</th><th>{w('th_rule')}</th>"
        f"<th>{w('th_payment')}</th><th>{w('th_pool')}</th>{heads}</tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table></div></div>"
    )

    body = []
    if spec.get("title"):
        body.append(f'<p class="tv-example-title"><strong>{esc(spec["title"])}</strong></p>')
    opts = (spec.get("position") or {}).get("options") or spec.get("options") or {}
    setup = w("players", n=n) + "".join(f" · {k} = {v}" for k, v in opts.items())
    body.append(f'<p class="tv-example-setup">{w("run_setup", setup=esc(setup))}</p>')
    body.append(table)
    res = data["result"]
    if res:
        text = _named(res["text"], names)
        pays = ", ".join(f"{who(s)} {d:+d}" for s, d in enumerate(res["points"]))
        balances = " · ".join(f"{names[s]} {v:+d}" for s, v in enumerate(data["end"]["jetons"]))
        settled = w(
            "run_settlement", text=esc(text), pays=esc(pays), balances=esc(balances), pool=data["end"]["pool"]
        )
        body.append(f"<p>{settled}</p>")
    if spec.get("rules"):
        body.append("<p>" + w("illustrates", rules=", ".join(rule_link(r) for r in spec["rules"])) + "</p>")
    aria = esc(spec.get("title") or w("worked_example"))
    attrs, group, extra = live.sequence_figure(
        spec["game"],
        lambda: _state(spec),
        [st["action"] for st in data["steps"]],
        list(names),
        rule_link,
        lambda t: _named(t, names),
        lambda prefix: {**_start(spec), "actions": prefix},
        live.figure_seed(spec),
    )
    if group:
        felt.append(group)
    return (
        f'<figure class="tv-example tv-run" aria-label="{aria}"{attrs}>'
        f'<div class="tv-example-felt">{"".join(felt)}</div>'
        f'<figcaption class="tv-example-body">{"".join(body)}{extra}</figcaption></figure>'
    )


def _start(spec: dict) -> dict:
    """The figure's set-up as data (``tapisvert.figures``)."""
    if "position" in spec:
        return {"position": dict(spec["position"])}
    out = {"options": dict(spec.get("options") or {}), "deal": spec.get("deal")}
    if spec.get("players") is not None:
        out["players"] = spec["players"]
    return out


def _named(text: str | Event, names) -> str:
    # Engine log events (their words are templates) worded with the example's seat names,
    # everyone in the third person.
    return render(text.text if isinstance(text, Event) else text, list(names), None)


def expand(markdown: str, rule_link: Callable[[str], str], where: str = "page") -> str:
    """Replace every ```tv-run block in ``markdown`` by its rendered figure."""
    return expand_fences(markdown, FENCE, "tv-run", render_run, rule_link, where)
