"""Worked examples rendered at build time by the engine.

A page may contain a fenced block::

    ```tv-example
    {"game": "triomphe", "players": 4, "options": {"regime": "forcee"}, "trump": "H",
     "leader": 0, "trick": ["9S", "KS"], "hand": ["QS", "7S", "8H"],
     "rules": ["triomphe.forcee.head-the-trick"]}
    ```

The hook replaces it with a figure: the trick drawn card by card (with the seat that played each),
the hand of the player to move with its legal cards highlighted, why each other card is refused
(the rule the engine names), and who is master of the trick after each legal card — or, for a
complete trick (no ``hand``), who wins it. Everything is computed by ``tapisvert.from_position``
and ``tapisvert.trick_winner``; nothing is typed in by hand.

Keys: ``game`` (required), ``title``, ``rules`` (rule ids the example illustrates), ``seat_names``
(list of names, default A, B, C…), ``switch`` (the option the figure is about: the live figure
re-shows the position under each of its values; see ``sitebuild.pages.live``), and the position keys of ``from_position`` (``players``,
``options``, ``trump``, ``dealer``, ``leader``, ``trick``, ``hand``, ``hands``…).
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from typing import Any

from sitebuild.languages import figure_words
from sitebuild.languages.figure_words import w
from sitebuild.pages.figure_cards import SUITS, VS, ExampleError, card_html, card_label, card_name

FENCE = re.compile(
    r"^(?P<indent>[ \t]*)```+[ \t]*tv-example[^\n]*\n(?P<body>.*?)\n(?P=indent)```+[ \t]*$",
    re.MULTILINE | re.DOTALL,
)

META_KEYS = {"game", "title", "rules", "seat_names", "switch"}
OPTION_WORDS = {
    "forcee": "forcée",
    "forcat": "au forçat",
    "plaisant": "au plaisant",
    "general": "general rules only",
}


def _setup_line(spec: dict, players: int) -> str:
    opts = spec.get("options") or {}
    bits = []
    if "form" in opts:
        bits.append(w(opts["form"]) if opts["form"] in ("team", "individual", "pillage") else opts["form"])
    bits.append(w("players", n=players))
    if "regime" in opts:
        bits.append(w(opts["regime"]) if opts["regime"] in OPTION_WORDS else opts["regime"])
    if "order" in opts and opts["order"] != "auto":
        bits.append(w("order", order=opts["order"]))
    for k, v in opts.items():
        if k not in {"form", "regime", "order"}:
            bits.append(f"{k} = {v}")
    trump = spec.get("trump")
    if trump in SUITS:
        bits.append(w("trumps_suit", suit=figure_words.suit_name(trump), symbol=SUITS[trump][0] + VS))
    return " · ".join(bits)


def _statement(rule_id: str) -> str | None:
    from sitebuild.pages import rules_pages

    try:
        english = rules_pages.registry(rules_pages.game_of(rule_id)).rule(rule_id)["statement"]
    except (KeyError, ValueError):
        return None  # the caller's rule_link reports unknown ids
    return figure_words.rule_statement(rule_id, english)


def compute(spec: dict) -> dict:
    """Ask the engine about one example position; returns plain data for rendering (and tests)."""
    import tapisvert

    game = spec.get("game")
    if not game:
        raise ExampleError('a tv-example needs a "game"')
    position = {k: v for k, v in spec.items() if k not in META_KEYS}
    hand = list(position.get("hand") or [])
    trick = list(position.get("trick") or [])
    try:
        players = int(position.get("players") or tapisvert.game_info(game)["default_players"])
        # a complete trick is only judged (trick_winner); a position with a hand to play is set up
        state = tapisvert.from_position(game, position) if hand else None
        winner_index = tapisvert.trick_winner(game, position) if (trick and not hand) else None
    except ValueError as exc:
        raise ExampleError(f"the engine refuses this position: {exc}") from exc
    leader = int(position.get("leader", 0))
    plays = [{"seat": (leader + i) % players, "card": c} for i, c in enumerate(trick)]
    result: dict[str, Any] = {
        "players": players,
        "plays": plays,
        "mover": None,
        "legal": [],
        "refused": {},
        "after": {},
        "winner": None,
    }
    if hand:
        assert state is not None  # set up above when there is a hand
        mover = state.current_player
        result["mover"] = mover
        legal = [a for a in state.legal_actions()]
        result["legal"] = [c for c in hand if c in legal]
        for card in hand:
            if card in legal:
                idx = tapisvert.trick_winner(game, {**position, "trick": trick + [card]})
                seats = [p["seat"] for p in plays] + [mover]
                result["after"][card] = seats[idx]
                continue
            try:
                state.apply(card)
            except tapisvert.IllegalAction as exc:
                result["refused"][card] = {"rule_id": exc.rule_id, "reason": exc.reason}
            else:  # pragma: no cover - legal_actions and apply disagree: an engine bug
                raise ExampleError(f"{card} is not in legal_actions() but apply() accepted it")
    elif trick:
        assert winner_index is not None  # judged above when the trick is all there is
        result["winner"] = plays[winner_index]
    return result


def render_example(spec: dict, rule_link: Callable[[str], str]) -> str:
    """HTML for one example. ``rule_link(rule_id)`` returns an <a> element (and checks the id)."""
    esc = html.escape
    data = compute(spec)
    players = data["players"]
    names = spec.get("seat_names") or [chr(ord("A") + i) for i in range(players)]
    leader = int(spec.get("leader", 0))

    def who(seat):
        return esc(names[seat])

    felt = []
    trump = spec.get("trump")
    if trump in SUITS:
        sym, sname, colour = SUITS[trump]
        felt.append(
            f'<div class="tv-example-group"><span class="tv-example-label">{w("trump")}</span>'
            f'<div class="tv-example-cards"><span class="tv-trump-suit tv-{colour}" role="img" aria-label="{sname}">{sym}{VS}</span></div></div>'
        )
    if data["plays"]:
        items = []
        win = data["winner"]
        for i, play in enumerate(data["plays"]):
            cls = "is-winner" if win and win["seat"] == play["seat"] else ""
            role = w("led") if i == 0 else figure_words.ordinal(i + 1)
            label = w("played_by", card=card_name(play["card"]), who=names[play["seat"]])
            items.append(
                f'<span class="tv-example-play">{card_html(play["card"], cls, label)}'
                f"<span>{who(play['seat'])} ({role})</span></span>"
            )
        # a complete trick is live too (issue 25): its cards are the question "which takes it?"
        live_trick = " tv-live-hand" if data["winner"] and not spec.get("hand") else ""
        felt.append(
            f'<div class="tv-example-group"><span class="tv-example-label">{w("on_table")}</span>'
            f'<div class="tv-example-cards{live_trick}">{"".join(items)}</div></div>'
        )
    hand = spec.get("hand") or []
    if hand:
        cards = "".join(card_html(c, "is-legal" if c in data["legal"] else "is-illegal") for c in hand)
        felt.append(
            f'<div class="tv-example-group"><span class="tv-example-label">{w("to_play", who=who(data["mover"]))}</span>'
            f'<div class="tv-example-cards tv-live-hand">{cards}</div></div>'
        )

    body = [
        f'<p class="tv-example-setup">{esc(_setup_line(spec, players))}; {w("led_by", who=who(leader))}</p>'
    ]
    if spec.get("title"):
        body.insert(0, f'<p class="tv-example-title"><strong>{esc(spec["title"])}</strong></p>')
    if hand:
        legal = ", ".join(card_label(c) for c in data["legal"]) or w("none")
        body.append(f"<p><strong>{w('may_play', who=who(data['mover']))}</strong> {esc(legal)}.</p>")
        items = []
        for card in data["legal"]:
            items.append(
                f"<li>{esc(card_label(card))}{_colon()}{w('allowed_then', after=_master_after(data, card, names))}</li>"
            )
        by_rule: dict[str, list[str]] = {}
        for card, refused in data["refused"].items():
            by_rule.setdefault(refused["rule_id"], []).append(card)
        for rule_id, refused_cards in by_rule.items():
            listed = ", ".join(card_label(c) for c in refused_cards)
            statement = _statement(rule_id)
            items.append(
                f"<li>{esc(listed)}{_colon()}{w('refused_by', rule=rule_link(rule_id))}"
                + (f" — <q>{esc(statement)}</q>" if statement else "")
                + "</li>"
            )
        body.append("<ul>" + "".join(items) + "</ul>")
    elif data["winner"]:
        win = data["winner"]
        body.append(
            "<p>" + w("wins_trick_with", who=who(win["seat"]), card=esc(card_label(win["card"]))) + "</p>"
        )
    if spec.get("rules"):
        body.append("<p>" + w("illustrates", rules=", ".join(rule_link(r) for r in spec["rules"])) + "</p>")
    aria = esc(spec.get("title") or w("worked_example"))
    live_attrs = live_html = ""
    if hand:
        live_attrs, live_html = _live(spec, data, names, rule_link)
    elif data["winner"]:
        live_attrs, live_html = _live_trick(spec, data, names, rule_link)
    return (
        f'<figure class="tv-example" aria-label="{aria}"{live_attrs}>'
        f'<div class="tv-example-felt">{"".join(felt)}</div>'
        f'<figcaption class="tv-example-body">{"".join(body)}{live_html}</figcaption></figure>'
    )


def _colon() -> str:
    """The colon after a card's label: French sets a no-break space before it."""
    return "\u00a0: " if figure_words.lang() == "fr" else ": "


def _master_after(data: dict, card: str, names: list[str]) -> str:
    """Who is master of the trick once ``card`` (a legal card) is played, in words."""
    master = data["after"][card]
    if len(data["plays"]) + 1 == data["players"]:
        outcome = w("wins")
    elif master == data["mover"]:
        outcome = w("becomes_master")
    else:
        outcome = w("remains_master")
    return f"{html.escape(names[master])} {outcome}"


def _verdicts(data: dict, hand: list[str], names: list[str], rule_link: Callable[[str], str]) -> dict:
    from sitebuild.pages import live

    out = {}
    for card in hand:
        label = f"<strong>{html.escape(card_label(card))}</strong>{_colon()}"
        if card in data["legal"]:
            out[card] = (True, label + w("allowed_then", after=_master_after(data, card, names)))
        else:
            refused = data["refused"][card]
            out[card] = (False, label + live.refusal_html(refused["rule_id"], refused["reason"], rule_link))
    return out


def _live(spec: dict, data: dict, names: list[str], rule_link: Callable[[str], str]) -> tuple[str, str]:
    """The live figure's attributes and hidden verdicts (``sitebuild.pages.live``): the verdicts for the
    figure's own options and, under its switch, for each other value of that option."""
    from sitebuild.pages import live

    game = spec["game"]
    hand = list(spec["hand"])
    opts = dict(spec.get("options") or {})
    switch = live.switch_option(
        game, spec, list(spec.get("rules") or []) + [r["rule_id"] for r in data["refused"].values()]
    )
    variants = [
        {"label": w("as_shown"), "current": True, "verdicts": _verdicts(data, hand, names, rule_link)}
    ]
    if switch:
        current = opts.get(switch["name"], switch["default"])
        variants = []
        for value, label in switch["values"]:
            if value == current:
                variants.append(
                    {"label": label, "current": True, "verdicts": _verdicts(data, hand, names, rule_link)}
                )
                continue
            other = {**spec, "options": {**opts, switch["name"]: value}}
            try:
                alt = compute(other)
            except ExampleError as exc:
                variants.append({"label": label, "refused": w("not_arise_position", label=label, error=exc)})
                continue
            variants.append({"label": label, "verdicts": _verdicts(alt, hand, names, rule_link)})
    position = {k: v for k, v in spec.items() if k not in META_KEYS}
    question = w("question_cards", who=names[data["mover"]])
    attrs = live.figure_attrs(live.next_id(game), question, switch)
    return attrs, live.data_html(variants) + live.play_link(
        game, {"position": position}, int(position.get("seed", 0))
    )


def _winner_verdicts(spec: dict, data: dict, names: list[str], rule_link: Callable[[str], str]) -> dict:
    """For a complete trick: ``{card: (takes it, html)}``, the engine's winner and the rules."""
    esc = html.escape
    win = data["winner"]
    rules = ", ".join(rule_link(r) for r in spec.get("rules") or [])
    by = f" ({rules})" if rules else ""
    out = {}
    for play in data["plays"]:
        label = f"<strong>{esc(card_label(play['card']))}</strong>"
        if play["seat"] == win["seat"]:
            out[play["card"]] = (True, w("takes_for", card=label, who=esc(names[win["seat"]]), by=by))
        else:
            out[play["card"]] = (
                False,
                w(
                    "does_not_take",
                    card=label,
                    winner=esc(card_label(win["card"])),
                    who=esc(names[win["seat"]]),
                    by=by,
                ),
            )
    return out


def _live_trick(spec: dict, data: dict, names: list[str], rule_link: Callable[[str], str]) -> tuple[str, str]:
    """A complete trick, live: each card of it a button that says whether it takes the trick
    (under each value of the figure's switch), and "Play on from here" from before its last card."""
    from sitebuild.pages import live

    game = spec["game"]
    opts = dict(spec.get("options") or {})
    switch = live.switch_option(game, spec, list(spec.get("rules") or []))
    variants = [
        {"label": w("as_shown"), "current": True, "verdicts": _winner_verdicts(spec, data, names, rule_link)}
    ]
    if switch:
        current = opts.get(switch["name"], switch["default"])
        variants = []
        for value, label in switch["values"]:
            other = {**spec, "options": {**opts, switch["name"]: value}}
            try:
                alt = data if value == current else compute(other)
            except ExampleError as exc:
                variants.append({"label": label, "refused": w("not_arise_trick", label=label, error=exc)})
                continue
            variants.append(
                {
                    "label": label,
                    "current": value == current,
                    "verdicts": _winner_verdicts(other, alt, names, rule_link),
                }
            )
    position = {k: v for k, v in spec.items() if k not in META_KEYS}
    trick = list(position["trick"])
    position = {**position, "trick": trick[:-1], "hand": trick[-1:]}
    question = w("question_trick")
    attrs = live.figure_attrs(live.next_id(game), question, switch) + ' data-tv-kind="winner"'
    play = live.play_link(game, {"position": position}, int(position.get("seed", 0)))
    return attrs, live.data_html(variants) + play


def expand_fences(
    markdown: str,
    fence: re.Pattern[str],
    kind: str,
    render: Callable[[dict, Callable[[str], str]], str],
    rule_link: Callable[[str], str],
    where: str = "page",
) -> str:
    """Replace every fenced ``kind`` block (``fence``, with a ``body`` group) in ``markdown`` by
    ``render(spec, rule_link)`` of its JSON; an error names the page and the block's line."""

    def repl(match):
        line = markdown[: match.start()].count("\n") + 1
        try:
            spec = json.loads(match.group("body"))
        except json.JSONDecodeError as exc:
            raise ExampleError(f"{where}: {kind} at line {line} is not valid JSON: {exc}") from exc
        try:
            with figure_words.engine_speaking():
                return "\n" + render(spec, rule_link) + "\n"
        except ExampleError as exc:
            raise ExampleError(f"{where}: {kind} at line {line}: {exc}") from exc

    return fence.sub(repl, markdown)


def expand(markdown: str, rule_link: Callable[[str], str], where: str = "page") -> str:
    """Replace every ```tv-example block in ``markdown`` by its rendered figure."""
    return expand_fences(markdown, FENCE, "tv-example", render_example, rule_link, where)
