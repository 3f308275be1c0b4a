"""The variant laboratory on the site: "What this choice changes" beside each editorial decision,
and the comparisons of the Variant laboratory page (docs/lab.md).

Everything is rendered from the committed results in ``bench/lab/`` (``python -m tapisvert.lab``
writes them; the build never runs a study).  Each chart is a small SVG with a title and a text
description, followed by the same numbers as a table, and each block has one sentence generated
from the numbers with their 95 % intervals.

* :func:`decision_block` – the block of one decision, or None when no study documents it;
* :func:`section`        – the blocks of a game's decisions, appended to its rules page;
* :func:`expand`         – ``<!-- tv-lab: STUDY -->`` (a comparison) and ``<!-- tv-lab: skill -->``
  (skill against luck) markers in a page.
"""

from __future__ import annotations

import html
import math
import re
from pathlib import Path

from sitebuild.languages import lab_words
from sitebuild.languages.lab_words import number, w
from sitebuild.pages.lab_results import headers

ROOT = Path(__file__).resolve().parents[2]
MARKER = re.compile(r"<!--\s*tv-lab:\s*([A-Za-z0-9_.\-]+)\s*-->")
Z = 1.96
COLOURS = ("#2f6fba", "#c0620f", "#2e8b57", "#8e44ad", "#7a6a00")  # ≥ 3:1 on white and on slate


class LabPageError(ValueError):
    pass


# ------------------------------------------------------------------------------------------ data
def _study_for(game: str, decision_id: str):
    for sid, head in headers().items():
        spec = head["spec"]
        if spec.get("decision") == decision_id and spec.get("game") == game:
            return sid, head
    return None


def _stale(head) -> bool:
    from tapisvert.lab.fingerprint import fingerprint

    verified = (head.get("verified") or {}).get("fingerprints", {})
    return any(
        fingerprint(g) != fp and fingerprint(g) != verified.get(g)
        for g, fp in head.get("fingerprints", {}).items()
    )


def missing_words(lang_: str) -> list[str]:
    """Every study title, setting label, note and event label without words in ``lang_``.

    The words are ``languages.lab_words``'s; the check walks the committed results, so it lives
    here with the pages that draw them (``languages/`` lies below ``pages/``), read by
    :mod:`sitebuild.pages.missing_words`."""
    if lang_ == "en":
        return []
    from tapisvert.lab.events import labels

    out = []
    for sid, head in sorted(headers().items()):
        spec = head["spec"]
        words = lab_words.STUDIES_FR.get(sid)
        if words is None:
            out.append(f"study {sid} has no title in {lang_!r}")
        elif len(words[1]) != len(head["summary"]["settings"]):
            out.append(
                f"study {sid}: {len(words[1])} {lang_!r} setting labels for {len(head['summary']['settings'])} settings"
            )
        if spec.get("note") and sid not in lab_words.NOTES_FR:
            out.append(f"study {sid} has no note in {lang_!r}")
        game = spec.get("game")
        if game:
            for eid in labels(game):
                if eid not in lab_words.EVENTS_FR.get(game, {}):
                    out.append(f"event {game}.{eid} has no label in {lang_!r}")
    return sorted(set(out))


# ------------------------------------------------------------------------------------ formatting
def esc(x) -> str:
    return html.escape(str(x), quote=True)


def pct(x, digits=1) -> str:
    return number(100 * x, f".{digits}f")


def rate_text(r) -> str:
    """``27.1 % (25.9–28.3)``; ``0 % (at most 0.03 %)`` for an event never seen (rule of three)."""
    if r.get("count") == 0:
        return w("at_most", x=number(100 * r["hi"], ".2g"))
    if "count" in r and r["count"] == r.get("n"):
        return w("at_least", x=number(100 * r["lo"], ".4g"))
    if r["hi"] < 0.001:  # rare events: two significant digits, not 0.0 %
        g = lambda v: number(100 * v, ".2g")  # noqa: E731
        return w("percent", x=g(r["rate"])) + f" ({g(r['lo'])}–{g(r['hi'])})"
    return w("percent", x=pct(r["rate"])) + f" ({pct(r['lo'])}–{pct(r['hi'])})"


def est_text(e, digits=2) -> str:
    return f"{number(e['mean'], f'.{digits}f')} ± {number(e['ci'], f'.{digits}f')}"


def _se_rate(r):
    return max(r["hi"] - r["lo"], 1e-12) / (2 * Z)


def _differs(a, b, kind):
    """True when two settings' values differ beyond the 95 % interval of their difference."""
    if kind == "rate":
        d, se = a["rate"] - b["rate"], math.hypot(_se_rate(a), _se_rate(b))
    else:
        d, se = a["mean"] - b["mean"], math.hypot(a["ci"] / Z, b["ci"] / Z)
    return abs(d) > Z * se and abs(d) > 1e-12, (abs(d) / se if se else 0.0)


def position_name(k: int, players: int) -> str:
    if k == 0:
        return w("dealer")
    if k == 1:
        return w("first_after") if players > 2 else w("non_dealer")
    nth = {2: "2nd", 3: "3rd"}.get(k, f"{k}th") if lab_words.lang() == "en" else f"{k}e"
    return w("nth_after", nth=nth)


# ----------------------------------------------------------------------------------------- chart
def chart_svg(
    cid: str,
    title: str,
    desc: str,
    groups: list[str],
    series: list[tuple],
    x_title: str = "",
    y_title: str = "",
) -> str:
    """A grouped horizontal bar chart of shares (0–1) with 95 % whiskers.

    ``series``: ``(label, [(value, lo, hi), …])`` one value per group.

    Drawn for a phone first (issue 24): the viewBox is 340 units wide, so that the chart is drawn at
    1:1 or larger in a phone's column (390 px less the page's margins) and every text, written at 12
    units, is at least 12 px on screen; ``docs/css/site.css`` lets it grow to 440 px on a wide page.
    Each group's label stands on a line of its own above its bars (long setting names fit), the
    x axis has its title under the ticks and the y axis its title written upwards on the left."""
    x_title = x_title or w("share_hands")
    font = 12
    W = 340
    left, right = 26, 44  # the y title's column; room for a value after its whisker
    width = W - left - right
    bar, label_h, gap = 14, 16, 8
    n = len(series)
    group_h = label_h + n * bar + gap
    top = 4
    plot_h = len(groups) * group_h - gap
    ticks_y = top + plot_h + 16
    xtitle_y = ticks_y + 17
    legend_y = xtitle_y + 10
    height = legend_y + 17 * n
    vmax = max([hi for _, vals in series for _, _, hi in vals] + [0.05])
    vmax = min(1.0, math.ceil(vmax * 10 + 0.5) / 10)
    x = lambda v: left + width * v / vmax
    out = [
        f'<svg class="tv-lab-chart" role="img" viewBox="0 0 {W} {height}" '
        f'width="{W}" height="{height}" aria-labelledby="{cid}-t {cid}-d" '
        f'xmlns="http://www.w3.org/2000/svg">',
        f'<title id="{cid}-t">{esc(title)}</title>',
        f'<desc id="{cid}-d">{esc(desc)}</desc>',
    ]
    ticks = round(vmax * 10)
    step = 1 if ticks <= 4 else 2 if ticks <= 8 else 5
    for t in range(0, ticks + 1):
        v = t / 10
        if t % step == 0:
            out.append(
                f'<line x1="{x(v):.1f}" y1="{top}" x2="{x(v):.1f}" y2="{top + plot_h + 3}" '
                f'stroke="currentColor" stroke-opacity="0.2"/>'
            )
            out.append(
                f'<text x="{x(v):.1f}" y="{ticks_y}" font-size="{font}" '
                f'text-anchor="middle" fill="currentColor">{pct(v, 0)}</text>'
            )
    out.append(
        f'<text class="tv-lab-axis-title" data-axis="x" x="{left + width / 2:.1f}" y="{xtitle_y}" '
        f'font-size="{font}" font-weight="600" text-anchor="middle" fill="currentColor">'
        f"{esc(x_title)}</text>"
    )
    if y_title:
        cy = top + plot_h / 2
        out.append(
            f'<text class="tv-lab-axis-title" data-axis="y" x="{font}" y="{cy:.1f}" '
            f'transform="rotate(-90 {font} {cy:.1f})" font-size="{font}" font-weight="600" '
            f'text-anchor="middle" fill="currentColor">{esc(y_title)}</text>'
        )
    for gi, g in enumerate(groups):
        y0 = top + gi * group_h
        out.append(f'<text x="{left}" y="{y0 + font}" font-size="{font}" fill="currentColor">{esc(g)}</text>')
        for si, (_label, vals) in enumerate(series):
            v, lo, hi = vals[gi]
            y = y0 + label_h + si * bar
            out.append(
                f'<rect x="{left}" y="{y + 1}" width="{max(0.5, x(v) - left):.1f}" '
                f'height="{bar - 2}" fill="{COLOURS[si % len(COLOURS)]}"/>'
            )
            out.append(
                f'<line x1="{x(lo):.1f}" y1="{y + bar / 2:.1f}" x2="{x(hi):.1f}" '
                f'y2="{y + bar / 2:.1f}" stroke="currentColor" stroke-width="1.5"/>'
            )
            out.append(
                f'<text x="{x(hi) + 3:.1f}" y="{y + bar - 2}" font-size="{font}" '
                f'fill="currentColor">{pct(v)}</text>'
            )
    for si, (label, _) in enumerate(series):
        ly = legend_y + 17 * si
        out.append(
            f'<rect x="{left}" y="{ly + 1}" width="11" height="11" fill="{COLOURS[si % len(COLOURS)]}"/>'
        )
        out.append(
            f'<text x="{left + 16}" y="{ly + 11}" font-size="{font}" fill="currentColor">{esc(label)}</text>'
        )
    out.append("</svg>")
    return "".join(out)


# ---------------------------------------------------------------------------------------- tables
def _table(cid: str, caption: str, settings: list[dict], rows: list[tuple]) -> str:
    head = "".join(f'<th scope="col">{esc(s["label"])}</th>' for s in settings)
    body = "".join(
        f'<tr><th scope="row">{esc(name)}</th>' + "".join(f"<td>{esc(v)}</td>" for v in values) + "</tr>"
        for name, values in rows
    )
    # No class: Material styles unclassed tables (.md-typeset table:not([class])).
    return (
        f'<table id="{cid}-table" data-tv-lab-table><caption>{esc(caption)}</caption>'
        f'<thead><tr><th scope="col">{w("measure")}</th>{head}</tr></thead><tbody>{body}</tbody></table>'
    )


def _event_labels(game):
    from tapisvert.lab.events import labels

    return lab_words.event_labels(game, labels(game))


def measure_rows(settings: list[dict], compare=True) -> list[tuple]:
    """The table rows (measure, one value per setting) of a variants study's summary."""
    players = settings[0]["players"]
    same_table = all(s["players"] == players for s in settings)
    rows = [
        (w("hands_matches"), [f"{number(s['hands'], ',')} ({number(s['matches'], ',')})" for s in settings])
    ]
    if same_table:
        for k in range(players):
            rows.append(
                (
                    w("best_result", pos=position_name(k, players)),
                    [rate_text(s["positions"][k]["win"]) for s in settings],
                )
            )
        for k in range(players):
            rows.append(
                (
                    w("mean_points", pos=position_name(k, players)),
                    [est_text(s["positions"][k]["points"]) for s in settings],
                )
            )
    else:
        rows.append(
            (w("best_result", pos=w("dealer")), [rate_text(s["positions"][0]["win"]) for s in settings])
        )
    rows.append((w("actions"), [est_text(s["actions"], 2) for s in settings]))
    if all(s.get("tricks") for s in settings):
        rows.append((w("tricks"), [est_text(s["tricks"], 2) for s in settings]))
    rows.append((w("hands_per_match"), [est_text(s["hands_per_match"], 2) for s in settings]))
    rows.append((w("spread_row"), [est_text(s["spread"], 2) for s in settings]))
    games = {s["game"] for s in settings}
    if len(games) == 1:
        for eid, label in _event_labels(settings[0]["game"]).items():
            rows.append((label, [rate_text(s["events"][eid]) for s in settings]))
    if compare and any("compare" in s for s in settings[1:]):
        rows.append(
            (
                w("cmp_differing"),
                [w("reference")] + [rate_text(s["compare"]["differing"]) for s in settings[1:]],
            )
        )
        rows.append(
            (
                w("cmp_parted"),
                [w("reference")] + [rate_text(s["compare"]["parted"]) for s in settings[1:]],
            )
        )
        rows.append(
            (
                w("cmp_result"),
                [w("reference")] + [rate_text(s["compare"]["result_differs"]) for s in settings[1:]],
            )
        )
        rows.append(
            (
                w("cmp_same_deal"),
                [w("reference")] + [rate_text(s["compare"]["same_deal"]) for s in settings[1:]],
            )
        )
    return rows


def _chart_for(cid: str, title: str, settings: list[dict]) -> str:
    players = settings[0]["players"]
    same_table = all(s["players"] == players for s in settings)
    if same_table:
        groups = [position_name(k, players) for k in range(players)]
        series = [
            (s["label"], [(p["win"]["rate"], p["win"]["lo"], p["win"]["hi"]) for p in s["positions"]])
            for s in settings
        ]
        what = w("what_positions")
    else:
        groups = [s["label"] for s in settings]
        series = [
            (
                w("dealer"),
                [
                    (
                        s["positions"][0]["win"]["rate"],
                        s["positions"][0]["win"]["lo"],
                        s["positions"][0]["win"]["hi"],
                    )
                    for s in settings
                ],
            )
        ]
        what = w("what_dealer")
    parts = []
    for label, vals in series:
        parts.append(
            f"{label}{_colon()}"
            + ", ".join(
                f"{g} {w('percent', x=pct(v))} ({pct(lo)}–{pct(hi)})" for g, (v, lo, hi) in zip(groups, vals)
            )
        )
    desc = w("desc", what=what, parts=_semicolon().join(parts))
    y_title = w("position") if same_table else w("setting")
    return chart_svg(
        cid,
        f"{title}{_colon()}{what.lower()}",
        desc,
        groups,
        series,
        x_title=w("x_best"),
        y_title=y_title,
    )


# -------------------------------------------------------------------------------------- sentence
_MEASURES = (
    ("actions", "actions", "est", 2),
    ("hands_per_match", "hands_per_match", "est", 2),
    ("spread", "spread", "est", 2),
)


def _colon() -> str:
    return "\u00a0: " if lab_words.lang() == "fr" else ": "


def _semicolon() -> str:
    return "\u00a0; " if lab_words.lang() == "fr" else "; "


def sentence(settings: list[dict], deals_differ=False) -> str:
    """One sentence (or three) generated from the numbers, with their intervals."""
    ref, others = settings[0], settings[1:]
    players = ref["players"]
    n = min(s["hands"] for s in settings)
    out = [w("over", n=number(n, ",")) + (w("deals_differ") if deals_differ else "")]
    comp = [s for s in others if "compare" in s]
    if comp:
        bits = []
        for s in comp:
            c = s["compare"]
            bits.append(
                w(
                    "changes_moves",
                    label=s["label"],
                    differing=rate_text(c["differing"]),
                    result=rate_text(c["result_differs"]),
                )
            )
        out[0] += ", " + _semicolon().join(bits) + "."
    else:
        out[0] += "."
    dealer = _semicolon().join(
        w(
            "under",
            rate=pct(s["positions"][0]["win"]["rate"]),
            half=pct((s["positions"][0]["win"]["hi"] - s["positions"][0]["win"]["lo"]) / 2),
            label=s["label"],
        )
        for s in settings
    )
    out.append(w("dealer_best", dealer=dealer))
    # the differences that are measurable (beyond the 95 % interval of the difference)
    found = []
    for s in others:
        for key, label, kind, digits in _MEASURES:
            ok, z = _differs(ref[key], s[key], kind)
            if ok:
                found.append(
                    (
                        z,
                        w(
                            "diff_measure",
                            label=w(label),
                            ref=number(ref[key]["mean"], f".{digits}f"),
                            ref_label=ref["label"],
                            value=number(s[key]["mean"], f".{digits}f"),
                            ci=number(s[key]["ci"], f".{digits}f"),
                            label_s=s["label"],
                        ),
                    )
                )
        if s["game"] == ref["game"]:
            labels = _event_labels(s["game"])
            for eid, r in s["events"].items():
                ok, z = _differs(ref["events"][eid], r, "rate")
                if ok:
                    found.append(
                        (
                            z,
                            w(
                                "diff_event",
                                label=labels[eid],
                                ref=pct(ref["events"][eid]["rate"]),
                                value=pct(r["rate"]),
                                lo=pct(r["lo"]),
                                hi=pct(r["hi"]),
                            ),
                        )
                    )
        if s["players"] == players:
            for k in range(players):
                ok, z = _differs(ref["positions"][k]["win"], s["positions"][k]["win"], "rate")
                if ok:
                    found.append(
                        (
                            z,
                            w(
                                "diff_best",
                                pos=position_name(k, players),
                                ref=pct(ref["positions"][k]["win"]["rate"]),
                                value=pct(s["positions"][k]["win"]["rate"]),
                            ),
                        )
                    )
                a, b = ref["positions"][k]["points"], s["positions"][k]["points"]
                ok, z = _differs(a, b, "est")
                if ok:
                    found.append(
                        (
                            z,
                            w(
                                "diff_points",
                                pos=position_name(k, players),
                                ref=number(a["mean"], ".2f"),
                                value=number(b["mean"], ".2f"),
                                ci=number(b["ci"], ".2f"),
                            ),
                        )
                    )
    nothing = comp and all(
        s["compare"]["differing"]["count"] == 0
        and s["compare"]["result_differs"]["count"] == 0
        and s["compare"]["parted"]["count"] == 0
        for s in comp
    )
    found.sort(key=lambda t: -t[0])
    if nothing and not found:
        out.append(w("nothing"))
    elif found:
        out.append(
            (w("match_only") if nothing else w("measurable"))
            + _semicolon().join(t for _, t in found[:4])
            + "."
        )
    else:
        out.append(w("unmeasurable"))
    return " ".join(out)


def _md_inline(text: str) -> str:
    """``*label*`` emphasis to HTML (the sentence is used inside raw HTML)."""
    parts = text.split("*")
    return "".join(f"<em>{esc(p)}</em>" if i % 2 else esc(p) for i, p in enumerate(parts))


# ---------------------------------------------------------------------------------------- blocks
def _provenance(sid: str, head: dict) -> str:
    seeds = head["seeds"]
    stale = f' <strong class="tv-lab-stale">{w("stale")}</strong>' if _stale(head) else ""
    note = f" {esc(lab_words.note(sid, head['spec']['note']))}" if head["spec"].get("note") else ""
    v = head.get("verified")
    if v and not _stale(head):
        n = v.get("matches", v.get("deals"))
        note += w(
            "verified",
            when=esc(v["when"][:10]),
            n=n,
            what=w("matches_word") if "matches" in v else w("deals_word"),
        )
    text = w(
        "provenance",
        sid=f"<code>{esc(sid)}</code>",
        matches=number(head["matches"], ","),
        first=seeds["first"],
        last=seeds["last"],
        fingerprints=", ".join(f"<code>{esc(g)} {esc(fp)}</code>" for g, fp in head["fingerprints"].items()),
        command=f"<code>python -m tapisvert.lab run {esc(sid)}</code>",
        link=f'<a href="{{lab_href}}">{w("how_made")}</a>',
    )
    return f'<p class="tv-lab-source">{text}{note}{stale}</p>'


def study_block(
    sid: str, head: dict, title: str, heading_id: str | None = None, level=3, caption: str | None = None
) -> str:
    settings = lab_words.settings(sid, head["summary"]["settings"])
    cid = f"lab-{sid}"
    caption = caption or title
    chart = _chart_for(cid, caption, settings)
    table = _table(cid, w("numbers", caption=caption), settings, measure_rows(settings))
    text = sentence(settings, head["spec"].get("deals_differ", False))
    hid = f" {{#{heading_id}}}" if heading_id else ""
    return (
        f"\n{'#' * level} {title}{hid}\n\n"
        f'<div class="tv-lab" markdown="0">\n<p class="tv-lab-sentence">{_md_inline(text)}</p>\n'
        f'<figure class="tv-lab-figure">{chart}</figure>\n'
        f'<div class="tv-lab-numbers">{table}</div>\n{_provenance(sid, head)}\n</div>\n'
    )


def decision_block(game: str, decision_id: str, lab_href: str = "../../../lab/") -> str | None:
    """ "What this choice changes" for one decision, or None when no committed study documents it."""
    found = _study_for(game, decision_id)
    if found is None:
        return None
    sid, head = found
    title = f"{decision_id}{_colon()}{lab_words.title(sid, head['spec']['title']).rstrip('.')}"
    block = study_block(
        sid, head, title, heading_id=f"lab-{decision_id}", caption=w("what_changes", decision=decision_id)
    )
    back = w("back", decision=esc(decision_id))
    return (
        block.replace("{lab_href}", esc(lab_href))
        + f'\n<p class="tv-lab-back" markdown="0"><a href="#{esc(decision_id)}">{back}</a></p>\n'
    )


def section(game: str, decisions: list[dict], lab_href: str = "../../../lab/") -> str:
    """The "What each choice changes" section of a rules page (empty if no decision has a study)."""
    blocks = [b for d in decisions if (b := decision_block(game, d["id"], lab_href))]
    if not blocks:
        return ""
    fixed = [d["id"] for d in decisions if not d.get("option")]
    if fixed:
        blocks.append(
            f"\n### {w('no_switch_heading')}{_heading_id('decisions-without-a-switch')}\n\n"
            + ", ".join(f"[{i}](#{i})" for i in fixed)
            + (w("no_switch_have") if len(fixed) > 1 else w("no_switch_has"))
            + w("no_switch")
            + "\n"
        )
    return (
        f"\n## {w('section_heading')}{_heading_id('what-each-choice-changes')}\n\n"
        + w("section_intro")
        + "\n"
        + "".join(blocks)
    )


def _heading_id(english_slug: str) -> str:
    """On a page in another language, the English heading's anchor (the language switch lands on
    the same place, issue 42); nothing on an English page (its heading gives the same slug)."""
    return "" if lab_words.lang() == "en" else f" {{ #{english_slug} }}"


# ------------------------------------------------------------------------------------ lab page
def skill_table() -> str:
    rows, caps = [], []
    for sid, head in sorted(headers().items()):
        if head["spec"].get("kind") != "skill":
            continue
        for s in head["summary"]["settings"]:
            k = s["skill"]
            rows.append(
                (
                    s["label"],
                    [
                        number(k["deals"], ","),
                        number(k["seat_pairs"], ","),
                        est_text(k["margin"]),
                        w("percent", x=pct(k["skill_share"]))
                        + f" ({pct(k['skill_lo'])}–{pct(k['skill_hi'])})",
                        w("percent", x=pct(k["luck_share"])),
                        w("percent", x=pct(k["other_share"])),
                    ],
                )
            )
            caps.append(sid)
    if not rows:
        return f"<p>{w('no_skill')}</p>"
    cols = [
        w("skill_deals"),
        w("skill_pairs"),
        w("skill_margin"),
        w("skill_share"),
        w("skill_luck"),
        w("skill_left"),
    ]
    head = "".join(f'<th scope="col">{esc(c)}</th>' for c in cols)
    body = "".join(
        f'<tr><th scope="row">{esc(n)}</th>' + "".join(f"<td>{esc(v)}</td>" for v in vals) + "</tr>"
        for n, vals in rows
    )
    return (
        f'<div class="tv-lab" markdown="0"><table id="lab-skill-table" data-tv-lab-table><caption>'
        f'{w("skill_caption")}</caption><thead><tr><th scope="col">{w("game")}</th>{head}</tr>'
        f"</thead><tbody>{body}</tbody></table></div>\n"
    )


def _effect(settings) -> str:
    """'none' (never a different move or result), 'unmeasurable' (no quantity differs beyond its
    interval) or 'measurable'."""
    text = sentence(settings)
    if w("nothing") in text:  # the sentence's own words, in the page's language
        return "none"
    return "unmeasurable" if w("unmeasurable") in text else "measurable"


def nothing_list() -> str:
    """The decisions whose switch changed nothing, or nothing measurable, in their study."""
    none, small = [], []
    for _sid, head in sorted(headers().items()):
        spec = head["spec"]
        if spec.get("kind", "variants") != "variants" or not spec.get("decision"):
            continue
        kind = _effect(head["summary"]["settings"])
        link = (
            f"[{spec['game'].capitalize()} {spec['decision']}, {lab_words.title(_sid, spec['title'])}]"
            f"(games/{spec['game']}/rules.md#lab-{spec['decision']})"
        )
        if kind == "none":
            none.append(link)
        elif kind == "unmeasurable":
            small.append(link)
    out = [w("never_changed"), ""]
    out += [f"- {x}" for x in none] or [w("none_listed")]
    out += ["", w("small_changes"), ""]
    out += [f"- {x}" for x in small] or [w("none_listed")]
    return "\n".join(out) + "\n"


def expand(markdown: str, where: str = "", lab_href: str = "./") -> str:
    """Expand ``<!-- tv-lab: STUDY -->`` and ``<!-- tv-lab: skill -->`` markers."""

    def sub(m):
        sid = m.group(1)
        if sid == "skill":
            return skill_table()
        if sid == "nothing":
            return nothing_list()
        head = headers().get(sid)
        if head is None:
            from tapisvert.lab.spec import StudyError, load_study

            try:
                title = load_study(sid).title
            except StudyError as exc:
                raise LabPageError(f"{where}: {exc}") from None
            # A study without committed results yet: said on the page (and by the freshness test).
            return f"\n### {lab_words.title(sid, title)}\n\n*{w('no_results', sid=sid)}*\n"
        return study_block(
            sid, head, lab_words.title(sid, head["spec"]["title"]), heading_id=f"lab-{sid}"
        ).replace("{lab_href}", esc(lab_href))

    return MARKER.sub(sub, markdown)
