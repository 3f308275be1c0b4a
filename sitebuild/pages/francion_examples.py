"""Francion's worked examples of the economy, rendered at build time by the engine.

Two fenced blocks, expanded by the MkDocs hook like ```` ```tv-example ````:

````
```tv-francion-stakes
{"players": 4, "seed": 369, "tricks": [[4, 3, 2, 0], [3, 3, 3, 0], [0, 4, 0, 5]],
 "names": ["A", "B", "C", "D"], "title": "..."}
```
````

plays real hands with the engine (seeded deals; the card play is steered by
``francion_steer`` so that the tricks fall as listed, every card checked by the
rules) and tabulates what the engine did: who staked what, the payment per trick, the point
(with precedence), the beasts and the tokens in each box. ``tricks`` and ``names`` list the
players in the order of play from the first dealer's right, the first dealer last.

````
```tv-francion-settlement
{"points": [6, 2, 0, 5], "names": ["A", "B", "C", "D"]}
```
````

tabulates the settlement in counters (``economy.settlement``).
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from typing import Any, cast

from sitebuild.languages import figure_words
from sitebuild.languages.figure_words import w

FENCE = re.compile(
    r"^(?P<indent>[ \t]*)```+[ \t]*tv-francion-(?P<kind>stakes|settlement)[^\n]*\n(?P<body>.*?)\n(?P=indent)```+[ \t]*$",
    re.MULTILINE | re.DOTALL,
)


class ExampleError(ValueError):
    pass


# Why this figure is not live (issue 40, item 6): the other figures ask which card a player may
# play and open a table there; a table of stakes or payments has no player to move and no card to
# choose, so there is nothing to ask and no position to play on. Said on the figure.
def not_live() -> str:
    return f'<p class="tv-live-why">{w("francion_not_live")}</p>'


def compute_stakes(spec: dict) -> dict:
    """Play the hands of a stakes example; plain data for rendering (and tests)."""
    import tapisvert
    from sitebuild.pages.francion_steer import play_to_counts
    from tapisvert.games.francion import Francion

    n = int(spec.get("players", 4))
    names = spec.get("names") or [chr(ord("A") + i) for i in range(n)]
    st = cast(
        Francion,
        tapisvert.new_game("francion", players=n, seed=int(spec["seed"]), **(spec.get("options") or {})),
    )
    first = st.dealer
    order = [(first + 1 + i) % n for i in range(n)]  # A, B, … and the first dealer last
    name = {seat: names[i] for i, seat in enumerate(order)}
    rows = []
    for h, counts in enumerate(spec["tricks"], start=1):
        obs = st.observation(0)
        ex = obs["extra"]
        if obs["turnup"] == "AH":
            raise ExampleError(f"hand {h}: the Welche is turned up; choose another seed")
        target = [0] * n
        for i, seat in enumerate(order):
            target[seat] = counts[i]
        row = {
            "hand": h,
            "dealer": name[st.dealer],
            "stake": ex["stake"],
            "paid_by": [(name[p["seat"]], p["tokens"], p["for"]) for p in ex["stake_paid"]],
            "per_trick": ex["per_trick"],
        }
        before = [p["tokens"] for p in ex["purses"]]
        if not play_to_counts(st, target):
            raise ExampleError(f"hand {h}: the deal of seed {spec['seed']} cannot give the tricks {counts}")
        obs = st.observation(0)
        ex = obs["extra"]
        res: dict[str, Any] = dict(obs["hand_results"][-1])  # with Francion's own keys (tricks)
        after = [p["tokens"] for p in ex["purses"]]
        winner = res["points"].index(1)
        best = max(res["tricks"])
        row.update(
            {
                "tricks": [res["tricks"][s] for s in order],
                "paid_out": [after[s] - before[s] for s in order],
                "point": name[winner],
                "precedence": sum(1 for t in res["tricks"] if t == best) > 1,
                "beasts": [(name[b["seat"]], b["tokens"]) for b in ex["beasts_carried"]],
                "boxes": [after[s] for s in order],
                "table": ex["stake"],
                "total": ex["totals"]["tokens"],
            }
        )
        rows.append(row)
        if st.is_over:
            break
        st.apply("deal")
    nxt = None
    if not st.is_over:
        ex = st.observation(0)["extra"]
        nxt = {
            "hand": len(rows) + 1,
            "dealer": name[st.dealer],
            "stake": ex["stake"],
            "per_trick": ex["per_trick"],
            "paid_by": [(name[p["seat"]], p["tokens"], p["for"]) for p in ex["stake_paid"]],
        }
    return {
        "names": [name[s] for s in order],
        "rows": rows,
        "next": nxt,
        "start": st.options["start_tokens"],
        "players": n,
    }


def _paid_by(items) -> str:
    return " + ".join(f"{t} ({html.escape(nm)}, {html.escape(why)})" for nm, t, why in items)


def render_stakes(spec: dict, rule_link: Callable[[str], str]) -> str:
    data = compute_stakes(spec)
    esc = html.escape
    names = data["names"]
    slash = "/".join(names)
    head = [
        w("francion_hand"),
        w("francion_dealer"),
        w("francion_stake"),
        w("francion_tricks", names=slash),
        w("francion_per_trick"),
        w("francion_paid_out", names=slash),
        w("francion_point"),
        w("francion_beasted"),
        w("francion_boxes", names=slash),
    ]
    body = []
    for r in data["rows"]:
        beasts = ", ".join(f"{esc(nm)} ({t})" for nm, t in r["beasts"]) or "none"
        point = esc(r["point"]) + (w("francion_precedence") if r["precedence"] else "")
        cells = [
            str(r["hand"]),
            esc(r["dealer"]),
            f"<strong>{r['stake']}</strong> = {_paid_by(r['paid_by'])}",
            "/".join(map(str, r["tricks"])),
            str(r["per_trick"]),
            "/".join(map(str, r["paid_out"])),
            point,
            beasts,
            "/".join(map(str, r["boxes"])),
        ]
        body.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    table = (
        '<div class="md-typeset__scrollwrap"><div class="md-typeset__table">'
        '<table class="tv-stakes"><thead><tr>'
        + "".join(f"<th>{esc(h)}</th>" for h in head)
        + "</tr></thead><tbody>"
        + "".join(body)
        + "</tbody></table></div></div>"
    )
    parts = []
    if spec.get("title"):
        parts.append(f'<p class="tv-example-title"><strong>{esc(spec["title"])}</strong></p>')
    parts.append(
        "<p>"
        + w(
            "francion_intro",
            n=data["players"],
            start=data["start"],
            seed=int(spec["seed"]),
            names=esc(", ".join(names)),
        )
        + "</p>"
    )
    parts.append(table)
    nxt = data["next"]
    if nxt:
        parts.append(
            "<p>"
            + w(
                "francion_next",
                hand=nxt["hand"],
                dealer=esc(nxt["dealer"]),
                stake=nxt["stake"],
                paid=_paid_by(nxt["paid_by"]),
                per_trick=nxt["per_trick"],
            )
            + "</p>"
        )
    last = data["rows"][-1]
    parts.append("<p>" + w("francion_balance", total=last["total"]) + "</p>")
    if spec.get("rules"):
        parts.append("<p>" + w("illustrates", rules=", ".join(rule_link(r) for r in spec["rules"])) + "</p>")
    parts.append(not_live())
    return f'<figure class="tv-example tv-francion-stakes"><figcaption class="tv-example-body">{"".join(parts)}</figcaption></figure>'


def render_settlement(spec: dict, rule_link: Callable[[str], str]) -> str:
    from tapisvert.games.francion import economy as E

    esc = html.escape
    points = [int(p) for p in spec["points"]]
    names = spec.get("names") or [chr(ord("A") + i) for i in range(len(points))]
    if sum(1 for p in points if p >= E.TARGET) != 1:
        raise ExampleError("exactly one player must have reached 6 points")
    winner = next(i for i, p in enumerate(points) if p >= E.TARGET)
    owed = E.settlement(points, winner)
    rows = "".join(
        f"<tr><td>{esc(names[i])}</td><td>{p}</td><td>{w('francion_wins') if i == winner else owed[i]}</td></tr>"
        for i, p in enumerate(points)
    )
    total = sum(owed)
    parts = [
        '<div class="md-typeset__scrollwrap"><div class="md-typeset__table"><table class="tv-settlement">'
        f"<thead><tr><th>{w('francion_player')}</th><th>{w('francion_points')}</th><th>{w('francion_counters_paid')}</th></tr></thead>"
        f"<tbody>{rows}</tbody></table></div></div>",
        "<p>"
        + w("francion_receives", who=esc(names[winner]), total=total, tokens=total * E.TOKENS_PER_COUNTER)
        + "</p>",
    ]
    if spec.get("rules"):
        parts.append("<p>" + w("illustrates", rules=", ".join(rule_link(r) for r in spec["rules"])) + "</p>")
    parts.append(not_live())
    return f'<figure class="tv-example tv-francion-payments"><figcaption class="tv-example-body">{"".join(parts)}</figcaption></figure>'


def expand(markdown: str, rule_link: Callable[[str], str], where: str = "page") -> str:
    """Replace every ``tv-francion-stakes`` / ``tv-francion-settlement`` block by its figure."""

    def repl(match):
        line = markdown[: match.start()].count("\n") + 1
        try:
            spec = json.loads(match.group("body"))
        except json.JSONDecodeError as exc:
            raise ExampleError(f"{where}: tv-francion block at line {line} is not valid JSON: {exc}") from exc
        try:
            with figure_words.engine_speaking():
                if match.group("kind") == "stakes":
                    return "\n" + render_stakes(spec, rule_link) + "\n"
                return "\n" + render_settlement(spec, rule_link) + "\n"
        except (ExampleError, KeyError, ValueError) as exc:
            raise ExampleError(f"{where}: tv-francion block at line {line}: {exc}") from exc

    return FENCE.sub(repl, markdown)
