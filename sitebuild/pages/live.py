"""Live worked examples (issue 25): the engine's verdict on every card of the player to move,
computed at build time and embedded in the figure, so that a reader who chooses a card sees the
verdict at once, before Python has started (``playground/page/examples-live.mjs`` shows them).

Progressive enhancement: everything added here is inert without the script.  The verdicts are
elements with the ``hidden`` attribute (one per card and per value of the figure's switch); the
figure stays as it was, readable with no script, in print and offline.  The markup:

* ``<figure … data-tv-live="<id>" data-tv-question="Which cards may C play?">``;
* in the felt, the mover's hand: ``.tv-live-hand`` whose cards carry ``data-card``;
* ``<div class="tv-live-data" hidden>``: per variant (``data-variant``, its label), one
  ``.tv-live-verdict`` per card (``data-card``, ``data-ok`` "true"/"false", and its HTML);
  a variant the position cannot arise under carries ``data-refused`` and the reason;
* ``<p class="tv-live-play">``: "Play on from here", a link to the game's play page with the
  figure's start (``?figure=``, base64url JSON ``{"game", "start", "seed"}`` for the bridge's
  ``from_figure``), or the reason the engine cannot complete the position.

The switch: where a figure is about an editorial decision (a rule it illustrates is switched by
an option) or names one in ``"switch"``, the verdicts are computed under each value of it.
"""

from __future__ import annotations

import base64
import html
import json
from collections.abc import Callable
from typing import Any

from sitebuild.languages import figure_words
from sitebuild.languages.figure_words import w
from sitebuild.pages.figure_cards import ExampleError, card_html, card_label, in_words

SEED = 1
"""The seed a figure's hidden cards are dealt from when it plays on (same link, same deal)."""


_LINKS: dict[str, Callable[..., Any] | None] = {"source": None, "play": None}
_COUNT = [0]


def set_page_links(
    source: Callable[[str, int], str] | None, play: Callable[[str], str | None] | None
) -> None:
    """The hook sets the source-paragraph and play-page links of the page being built."""
    _LINKS["source"], _LINKS["play"] = source, play
    _COUNT[0] = 0


def next_id(game: str) -> str:
    _COUNT[0] += 1
    return f"tv-fig-{game}-{_COUNT[0]}"


def _rule(rule_id: str) -> dict | None:
    from sitebuild.pages import rules_pages

    try:
        return rules_pages.registry(rules_pages.game_of(rule_id)).rule(rule_id)
    except (KeyError, ValueError):
        return None


def refusal_html(rule_id: str, reason: str, rule_link: Callable[[str], str]) -> str:
    """The rule's sentence, the engine's reason, the source's words and a link to its paragraph."""
    esc = html.escape
    reason = in_words(reason)
    rule = _rule(rule_id)
    if figure_words.lang() == "en":
        out = [w("refused_by_reason", rule=rule_link(rule_id), reason=esc(reason))]
    else:
        # The engine's reasons are English sentences: a French page gives the rule's French
        # sentence instead (tapisvert.rule_words), never English words.
        out = [w("refused_by", rule=rule_link(rule_id)) + "."]
    if rule:
        statement = figure_words.rule_statement(rule_id, rule["statement"])
        if figure_words.lang() != "en" or rule["statement"].rstrip(".") not in reason:
            # the engine's reason often is the rule's sentence
            out.append(w("the_rule", statement=esc(statement)))
        quote = " … ".join(rule.get("quote") or [])
        source = _LINKS["source"]
        # the paragraph the rule rests on; one cited only as its context is said so (issue 40:
        # Briscan's final play linked the 30-point bonus's paragraph as if it stated the rule)
        rests = [c["paragraph"] for c in rule.get("citations") or [] if c.get("role") == "rests-on"]
        paras = rests or rule.get("paragraphs") or []
        what = w("paragraph") if rests or not rule.get("citations") else w("context_paragraph")
        if quote:  # the source's words, verbatim in their own language
            quoted = esc(quote)
            if figure_words.lang() != "en" and rule.get("source") and paras:
                # on a page in another language the quotation says its own (issue 42)
                from sitebuild.languages.edition_words import paragraph_language

                quoted = f'<span lang="{paragraph_language(rule["source"], int(paras[0]))}">{quoted}</span>'
            out.append(w("the_source", quote=quoted))
        if source and paras and rule.get("source"):
            out.append(
                f' (<a class="tv-live-source" href="{source(rule["source"], paras[0])}">'
                f"{what} {paras[0]}</a>)"
            )
        out.append(".")
    return "".join(out)


def _colon() -> str:
    """The colon after a card's label: French sets a no-break space before it."""
    return "\u00a0: " if figure_words.lang() == "fr" else ": "


def card_verdicts(
    state: Any, cards: list[str], rule_link: Callable[[str], str], allowed: Callable[[str], str]
) -> dict:
    """``{card: (ok, html)}`` for the player to move in ``state``: allowed (``allowed(card)`` says
    what follows) or refused with the rule (the state is not changed)."""
    out = {}
    for card in cards:
        why = state.explain(card)
        if why is None:
            out[card] = (
                True,
                f"<strong>{html.escape(card_label(card))}</strong>{_colon()}{w('allowed')} {allowed(card)}",
            )
        else:
            rule_id, reason = why
            refusal = refusal_html(rule_id, reason, rule_link)
            out[card] = (False, f"<strong>{html.escape(card_label(card))}</strong>{_colon()}{refusal}")
    return out


def switch_option(game: str, spec: dict, rule_ids: list[str]) -> dict | None:
    """The option a figure is about (``spec["switch"]``, else the option of a decision a rule it
    illustrates depends on), with its values: ``{"name", "values": [(value, label)]}``."""
    import tapisvert

    info = {o["name"]: o for o in tapisvert.game_info(game)["options"]}
    name = spec.get("switch")
    if name is None:
        for rid in rule_ids:
            rule = _rule(rid)
            if rule and rule.get("option") in info:
                name = rule["option"]
                break
    if name is None:
        return None
    if name not in info:
        raise ExampleError(f"switch {name!r} is not an option of {game}")
    opt = info[name]
    choices = opt.get("choices") or [{"value": v, "label": str(v)} for v in opt.get("values") or []]
    if len(choices) < 2:
        return None
    return {
        "name": name,
        "label": opt.get("label") or name,
        "default": opt["default"],
        "values": [(c["value"], c["label"]) for c in choices],
    }


def play_link(game: str, start: dict, seed: int = SEED) -> str:
    """The "Play on from here" paragraph: a link carrying the figure's start, or why it cannot.
    ``seed`` is the one the figure itself was dealt with, so that the cards dealt where the figure
    names none (an opponent's hand, a turn-up, the talon) are the figure's own (issue 40: Briscan's
    K♣ became 8♦ and Brisque's K♥ turn-up 9♥, dealt from another seed)."""
    from tapisvert import figures

    try:
        figures.complete(game, start, seed)
    except ValueError as exc:
        return f'<p class="tv-live-play tv-live-play--refused">{w("play_on_refused", error=html.escape(str(exc)))}</p>'
    play = _LINKS["play"]
    href = play(game) if play else None
    if not href:
        return ""
    token = base64.urlsafe_b64encode(
        json.dumps({"game": game, "start": start, "seed": seed}, separators=(",", ":")).encode()
    ).decode()
    link = f'<a class="tv-live-play-link" href="{href}?figure={token.rstrip("=")}">{w("play_on")}</a>'
    return f'<p class="tv-live-play">{w("play_on_link", link=link)}</p>'


def figure_seed(spec: dict) -> int:
    """The seed a sequence figure's set-up (tv-steps, tv-run) is dealt from, as its renderer deals
    it: a position's ``seed`` (tapisvert.from_position: 0 when none), else a new game's (1)."""
    if "position" in spec:
        return int((spec.get("position") or {}).get("seed", 0))
    return int(spec.get("seed", 1))


def data_html(variants: list[dict]) -> str:
    """The hidden verdict elements: ``variants`` = [{"label", "current", "verdicts" | "refused"}]."""
    esc = html.escape
    parts = []
    for i, v in enumerate(variants):
        attrs = f'data-variant="{i}" data-label="{esc(v["label"], quote=True)}"'
        if v.get("current"):
            attrs += ' data-current="true"'
        if "refused" in v:
            parts.append(
                f'<div class="tv-live-variant" {attrs} data-refused="true">{esc(v["refused"])}</div>'
            )
            continue
        items = "".join(
            f'<div class="tv-live-verdict" data-card="{esc(c)}" data-ok="{"true" if ok else "false"}">{body}</div>'
            for c, (ok, body) in v["verdicts"].items()
        )
        parts.append(f'<div class="tv-live-variant" {attrs}>{items}</div>')
    return f'<div class="tv-live-data" hidden>{"".join(parts)}</div>'


def figure_attrs(fid: str, question: str, switch: dict | None) -> str:
    esc = html.escape
    out = f' data-tv-live="{esc(fid)}" data-tv-question="{esc(question, quote=True)}"'
    if switch:
        out += f' data-tv-switch="{esc(switch["name"], quote=True)}"'
        out += f' data-tv-switch-label="{esc(switch["label"].lower(), quote=True)}"'
    return out


def _hand_of(state: Any, seat: int) -> list[str]:
    from tapisvert import cards as C

    return [c for c in (state.observation(seat).get("hand") or []) if C.is_card(c)]


def _split(state: Any) -> tuple[list[str], list[str]]:
    seat = state.current_player
    if seat is None:
        return [], []
    hand = _hand_of(state, seat)
    legal = [c for c in hand if state.explain(c) is None]
    return legal, [c for c in hand if c not in legal]


def sequence_figure(
    game: str,
    make_state: Callable[[], Any],
    actions: list[str],
    names: list[str],
    rule_link: Callable[[str], str],
    words: Callable[[str], str],
    start: Callable[[list[str]], dict],
    seed: int = SEED,
) -> tuple[str, str, str]:
    """The live part of a figure that plays several moves (``tv-steps``, ``tv-run``):
    ``(figure attributes, felt group, caption addition)``, or three empty strings when no position
    of the figure has a card to choose.  The live position is the latest one of the figure (after
    all its moves, else before its last moves) where the player to move holds a card the rules
    allow and one they refuse, else the latest where he holds a card at all; ``start(prefix)``
    is the figure's start for ``tapisvert.figures`` with the actions played before it."""
    state = make_state()
    states = [state.clone()]
    for a in actions:
        state.apply(a)
        states.append(state.clone())
    chosen = None
    for k in range(len(states) - 1, -1, -1):
        legal, refused = _split(states[k])
        if legal and refused:
            chosen = k
            break
        if (legal or refused) and chosen is None:
            chosen = k
    if chosen is None:
        return "", "", ""
    st = states[chosen]
    seat = st.current_player
    hand = _hand_of(st, seat)
    esc = html.escape

    def allowed(card: str) -> str:
        after = st.clone()
        since = len(after.log)
        after.apply(card)
        lines = [
            words(data)
            for _, _, kind, data, private in after.log[since:]
            if kind != "action" and private is None
        ]
        return w("then", lines=" ".join(esc(x) for x in lines)) if lines else ""

    verdicts = card_verdicts(st, hand, rule_link, allowed)
    where = w("after_moves") if chosen == len(actions) else w("before_move", n=chosen + 1)
    cards = "".join(card_html(c, "is-legal" if ok else "is-illegal") for c, (ok, _) in verdicts.items())
    label = w("to_play_when", who=esc(names[seat]), when=where)
    group = (
        f'<div class="tv-example-group"><span class="tv-example-label">{label}</span>'
        f'<div class="tv-example-cards tv-live-hand">{cards}</div></div>'
    )
    attrs = figure_attrs(next_id(game), w("question_cards_when", who=names[seat], when=where), None)
    extra = data_html([{"label": w("as_shown"), "current": True, "verdicts": verdicts}])
    return attrs, group, extra + play_link(game, start(actions[:chosen]), seed)
