"""The measured-figures page: every figure the docs quote, read from ``bench/results/`` (issue 39).

``<!-- tv-figures -->`` in ``docs/figures.md`` (and its French twin) is replaced by one section per
result file below, written in the build's language. The README and the other pages quote this page
instead of copying figures by hand, so a new ``make bench`` changes every quotation at the next build.

Each section names its file, when it was measured and on what load: on the project's shared 2-core
machines absolute times move with the load (the same suite has taken half as long again from one day to the next),
so a reader should compare figures of one file with each other, not across files.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parents[2] / "bench" / "results"
MARKER = "<!-- tv-figures -->"

Row = tuple[str, ...]
Words = dict[str, str]

# Words of the page, by language; a figure's unit is part of its formatting, not of these words.
WORDS: dict[str, Words] = {
    "en": {
        "file": "From `bench/results/{name}`",
        "measured": "measured on {when}",
        "load": "load average {start} at the start",
        "load_end": "{end} at the end",
        "by": "by `{script}`",
        "missing": "This file is not in `bench/results/`: run `{script}` (see `make bench`).",
        "case": "Case",
        "deal_drawn": "Deal drawn",
        "first_card": "First card accepted",
        "longest_task": "Longest main-thread task",
        "bytes": "Bytes to the first card",
        "cold": "cold, loopback",
        "cold_throttled": "cold, 20 Mbit/s and 40 ms",
        "cold_after_rules": "cold, after reading the rules page",
        "warm": "warm (the memory snapshot)",
        "offline": "offline, after one visit",
        "server": "Server",
        "python_server": "the project's Python server",
        "nginx": "Debian nginx",
        "snapshot": "Snapshot",
        "heap_in_use": "Heap in use",
        "limit": "Restorable heap",
        "headroom": "Headroom",
        "path": "Path",
        "deals_per_s": "Deals per second",
        "ratio": "Against magmacrunch-tarot",
        "target": "Goal",
        "public": "documented path (`legal_actions`/`apply`)",
        "public_no_undo": "documented path, checkpoints off (diagnostic)",
        "fast": "fast path (`legal_codes`/`apply_trusted`)",
        "playout": "`playout`",
        "magmacrunch": "magmacrunch-tarot",
        "bot_call": "A bridge `bot` call at action 600 against action 20",
        "game": "Game",
        "hands": "Hands",
        "failures": "Failures",
        "hands_per_s": "Hands per second (a process)",
        "all_games": "all games",
        "suite_files": "Browser test files",
        "before": "before",
        "after": "after",
        "chromium_cpu": "Chromium's CPU",
        "none": "none",
        "first_deal_title": "The first deal on the Triomphe table",
        "servers_title": "The first deal over each server",
        "snapshot_title": "The warm-start snapshot",
        "engine_title": "Engine speed: French Tarot against magmacrunch-tarot",
        "soak_title": "The large soak: every game under every switch",
        "suite_title": "The browser tests' CPU, one booted tab per worker (issue 37)",
        "strength_title": "The search bot against the baseline, on duplicate deals",
        "search_pyodide_title": "The search in the browser's runtime: French Tarot, 4 players",
        "solver_title": "The exact solver and the analysis of a hand, CPython and Pyodide",
        "solver_strength_title": "What the exact solver adds to the Standard bot, on duplicate deals",
        "margin_table_without": "Margin per deal, the other seats without the solver",
        "margin_table_with": "Margin per deal, the other seats with it",
        "magmacrunch_players": (
            "French Tarot at four, one seat of this archive against three of magmacrunch-tarot's "
            "computer players, {deals} deals: the Standard bot {standard}, the baseline {baseline} "
            "points per deal, against four of theirs."
        ),
        "players_variant": "Players, variant",
        "row_load": "Load average at start",
        "deals": "Deals",
        "margin": "Margin per deal",
        "decision_time": "Mean / max time per decision",
        "runtime": "Runtime",
        "rollouts": "Rollouts per decision",
        "players": "Players",
        "first_lead": "First lead solved exactly, within {cap}",
        "analysis_time": "Analysis of a hand, median CPython / Pyodide",
        "analysis_cpu": "The same in CPU seconds, CPython / Pyodide",
        "exact_decisions": "Decisions solved exactly",
        "hint_time": "Hint, median CPython / Pyodide",
        "bot_time": "Standard bot, median CPython / Pyodide",
        "of": "{n} of {m}",
        "of_deals": "{n} deals",
        "cap": "{nodes} nodes or {s}",
        "solver_refine_title": "The analysis solving on: how exact it gets as the reader waits, CPython",
        "card_decisions": "Card decisions",
        "exact_steps": "Exact: after the stream → {marks} of solving on",
        "graded_refine": "Graded after {s}",
        "all_exact": "Hands exact throughout (median CPU)",
        "at_stream": "from the stream",
        "stopped": "Passes stopped (tables full / no progress)",
        "refine_note": (
            "Each hand's refinement ran until nothing was left, a pass stopped, or {cap} of CPU; "
            "one step is {nodes} nodes and the solver's tables stop at {limit} positions. "
            "The grades (what the reader could know) are solved after every hindsight value."
        ),
        "game_names": "Briscan|Brisque|Emprunt|Francion|French Tarot|Triomphe",
    },
    "fr": {
        "file": "D’après `bench/results/{name}`",
        "measured": "mesuré le {when}",
        "load": "charge moyenne {start} au départ",
        "load_end": "{end} à la fin",
        "by": "par `{script}`",
        "missing": "Ce fichier manque dans `bench/results/` : lancer `{script}` (voir `make bench`).",
        "case": "Cas",
        "deal_drawn": "Donne affichée",
        "first_card": "Première carte acceptée",
        "longest_task": "Plus longue tâche du fil principal",
        "bytes": "Octets jusqu’à la première carte",
        "cold": "première visite, en local",
        "cold_throttled": "première visite, 20 Mbit/s et 40 ms",
        "cold_after_rules": "première visite, après la page des règles",
        "warm": "visite suivante (instantané mémoire)",
        "offline": "hors ligne, après une visite",
        "server": "Serveur",
        "python_server": "le serveur Python du projet",
        "nginx": "nginx de Debian",
        "snapshot": "Instantané",
        "heap_in_use": "Tas utilisé",
        "limit": "Tas restaurable",
        "headroom": "Marge",
        "path": "Chemin",
        "deals_per_s": "Donnes par seconde",
        "ratio": "Par rapport à magmacrunch-tarot",
        "target": "Objectif",
        "public": "chemin documenté (`legal_actions`/`apply`)",
        "public_no_undo": "chemin documenté, sans points de reprise (diagnostic)",
        "fast": "chemin rapide (`legal_codes`/`apply_trusted`)",
        "playout": "`playout`",
        "magmacrunch": "magmacrunch-tarot",
        "bot_call": "Un appel `bot` du pont à l’action 600 par rapport à l’action 20",
        "game": "Jeu",
        "hands": "Donnes",
        "failures": "Échecs",
        "hands_per_s": "Donnes par seconde (un processus)",
        "all_games": "tous les jeux",
        "suite_files": "Fichiers de tests du navigateur",
        "before": "avant",
        "after": "après",
        "chromium_cpu": "Processeur de Chromium",
        "none": "aucun",
        "first_deal_title": "La première donne à la table du Triomphe",
        "servers_title": "La première donne selon le serveur",
        "snapshot_title": "L’instantané du démarrage à chaud",
        "engine_title": "Vitesse du moteur : le Tarot face à magmacrunch-tarot",
        "soak_title": "Le grand banc d’endurance : chaque jeu sous chaque réglage",
        "suite_title": "Le processeur des tests du navigateur, un onglet démarré par processus (issue 37)",
        "strength_title": "La recherche face au joueur de base, sur des donnes dupliquées",
        "search_pyodide_title": "La recherche dans le moteur du navigateur : le Tarot à quatre",
        "solver_title": "Le solveur exact et l’analyse d’une donne, CPython et Pyodide",
        "solver_strength_title": "Ce que le solveur exact apporte à l’adversaire Standard, sur des donnes dupliquées",
        "margin_table_without": "Écart par donne, les autres places sans le solveur",
        "margin_table_with": "Écart par donne, les autres places avec lui",
        "magmacrunch_players": (
            "Tarot à quatre, une place de l’archive contre trois joueurs de magmacrunch-tarot, "
            "{deals} donnes : l’adversaire Standard {standard}, le joueur de base {baseline} points "
            "par donne, par rapport à quatre des leurs."
        ),
        "players_variant": "Joueurs, variante",
        "row_load": "Charge moyenne au départ",
        "deals": "Donnes",
        "margin": "Écart par donne",
        "decision_time": "Temps moyen / maximal par décision",
        "runtime": "Moteur Python",
        "rollouts": "Parties simulées par décision",
        "players": "Joueurs",
        "first_lead": "Première entame résolue exactement, en {cap} au plus",
        "analysis_time": "Analyse d’une donne, médiane CPython / Pyodide",
        "analysis_cpu": "La même en secondes de processeur, CPython / Pyodide",
        "exact_decisions": "Décisions résolues exactement",
        "hint_time": "Conseil, médiane CPython / Pyodide",
        "bot_time": "Adversaire Standard, médiane CPython / Pyodide",
        "of": "{n} sur {m}",
        "of_deals": "{n} donnes",
        "cap": "{nodes} positions ou {s}",
        "solver_refine_title": (
            "L’analyse qui continue de résoudre : combien elle devient exacte pendant que le "
            "lecteur attend, CPython"
        ),
        "card_decisions": "Décisions de jeu",
        "exact_steps": "Exactes : à la fin du flux → après {marks} de résolution",
        "graded_refine": "Appréciées après {s}",
        "all_exact": "Donnes exactes de bout en bout (médiane processeur)",
        "at_stream": "dès le flux",
        "stopped": "Passes arrêtées (tables pleines / sans progrès)",
        "refine_note": (
            "L’affinage de chaque donne a duré jusqu’à ce qu’il ne reste rien, qu’une passe s’arrête "
            "ou {cap} de processeur ; un pas vaut {nodes} positions et les tables du solveur "
            "s’arrêtent à {limit} positions. Les appréciations (ce que le joueur pouvait savoir) "
            "sont résolues après toutes les valeurs à jeux ouverts."
        ),
        "game_names": "Briscan|Brisque|Emprunt|Francion|Tarot|Triomphe",
    },
}


MONTHS = {
    "en": "January February March April May June July August September October November December".split(),
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
}


class Figures:
    """Numbers written the way the page's language writes them."""

    def __init__(self, lang: str) -> None:
        if lang not in WORDS:
            raise ValueError(f"no words for the figures page in {lang!r}")
        self.lang = lang
        self.w = WORDS[lang]

    def number(self, value: float, places: int = 0) -> str:
        text = f"{value:,.{places}f}"
        if self.lang == "fr":  # 1 087,5: a narrow no-break space between thousands, a decimal comma
            text = text.replace(",", "\u202f").replace(".", ",")
        return text

    def ms(self, value: float) -> str:
        return f"{self.number(value)}\u00a0ms"

    def megabytes(self, value: float) -> str:
        if value < 100_000:  # a warm visit sends a few hundred bytes: "0.00 MB" would hide them
            return self.bytes(value)
        return f"{self.number(value / 1e6, 2)}\u00a0{'Mo' if self.lang == 'fr' else 'MB'}"

    def bytes(self, value: float) -> str:
        return f"{self.number(value)}\u00a0{'octets' if self.lang == 'fr' else 'bytes'}"

    def share(self, value: float) -> str:
        return f"{self.number(value * 100)}\u00a0%" if self.lang == "fr" else f"{self.number(value * 100)} %"

    def ratio(self, value: float | None) -> str:
        return "–" if value is None else f"{self.number(value, 2)}\u00d7"

    def date(self, iso: str) -> str:
        """2 December 2026, 2 décembre 2026 (the day of an ISO timestamp)."""
        year, month, day = (int(p) for p in iso[:10].split("-"))
        return f"{day} {MONTHS[self.lang][month - 1]} {year}"

    def seconds(self, value: float) -> str:
        return f"{self.number(value)}\u00a0s"

    def seconds_exact(self, value: float) -> str:
        """Seconds to two places, or to three below a tenth (a hint's 0.03 s)."""
        return f"{self.number(value, 3 if value < 0.1 else 2)}\u00a0s"


def _table(header: Row, rows: Sequence[Row]) -> str:
    lines = [
        "| " + " | ".join(header) + " |",
        "|" + "|".join([" --- "] + [" ---: "] * (len(header) - 1)) + "|",
    ]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def _first_deal(d: dict[str, Any], f: Figures) -> str:
    w = f.w
    rows: list[Row] = []
    for case in ("cold", "cold_throttled", "cold_after_rules", "warm", "offline"):
        c = d.get(case)
        if not c:
            continue
        rows.append(
            (
                w[case],
                f.ms(c["deal_drawn_ms"]),
                f.ms(c["first_card_ms"]),
                f.ms(c["longest_main_thread_task_ms"]),
                f.megabytes(c["median_bytes"]["to_first_card"]),
            )
        )
    return _table((w["case"], w["deal_drawn"], w["first_card"], w["longest_task"], w["bytes"]), rows)


def _servers(d: dict[str, Any], f: Figures) -> str:
    w = f.w
    rows = [(w[s], f.ms(m["drawn"]), f.ms(m["longest_task_before_drawn"])) for s, m in d["median_ms"].items()]
    return _table((w["server"], w["deal_drawn"], w["longest_task"]), rows)


def _snapshot(d: dict[str, Any], f: Figures) -> str:
    w = f.w
    row = (
        f.bytes(d["snapshot_bytes"]),
        f.bytes(d["heap_in_use_bytes"]),
        f.bytes(d["limit_bytes"]),
        f"{f.bytes(d['headroom_bytes'])} ({f.share(d['headroom_share'])})",
    )
    return _table((w["snapshot"], w["heap_in_use"], w["limit"], w["headroom"]), [row])


def _engine(d: dict[str, Any], f: Figures) -> str:
    w = f.w
    rows: list[Row] = [
        (w["magmacrunch"], f.number(d["magmacrunch_tarot"]["deals_per_s"], 1), f.ratio(1.0), "–")
    ]
    for key in ("public", "public_no_undo", "fast", "playout"):
        p = d.get(f"tapisvert_{key}")
        if p:
            rows.append(
                (w[key], f.number(p["deals_per_s"], 1), f.ratio(p["ratio"]), f.ratio(p["target_ratio"]))
            )
    call = d["bridge_bot_call_ms"]
    rows.append((w["bot_call"], "–", f.ratio(call["ratio"]), f.ratio(call["target_ratio"])))
    return _table((w["path"], w["deals_per_s"], w["ratio"], w["target"]), rows)


def _soak(d: dict[str, Any], f: Figures) -> str:
    w = f.w
    rows: list[Row] = [
        (g, f.number(r["hands"]), f.number(r["failures"]), f.number(r["hands_per_s"], 1))
        for g, r in sorted(d["games"].items())
    ]
    rows.append((w["all_games"], f.number(d["total_hands"]), f.number(d["total_failures"]), "–"))
    return _table((w["game"], w["hands"], w["failures"], w["hands_per_s"]), rows)


def _suite(d: dict[str, Any], f: Figures) -> str:
    w = f.w
    shared = sorted(set(d["before"]) & set(d["after"]))

    def cpu(side: str) -> float:
        return sum(float(d[side][p]["chromium_cpu_seconds"]) for p in shared)

    rows: list[Row] = [(f.number(len(shared)), f.seconds(cpu("before")), f.seconds(cpu("after")))]
    return _table(
        (w["suite_files"], f"{w['chromium_cpu']}, {w['before']}", f"{w['chromium_cpu']}, {w['after']}"), rows
    )


GAMES = ("briscan", "brisque", "emprunt", "francion", "tarot", "triomphe")


def _game(name: str, f: Figures) -> str:
    return dict(zip(GAMES, f.w["game_names"].split("|"))).get(name, name)


def _variant(players: int, options: dict[str, Any], f: Figures) -> str:
    """The players and options ("4" or "4, `form=team`"), options as the engine names them."""
    named = ", ".join(f"`{k}={v}`" for k, v in sorted(options.items()))
    return f"{f.number(players)}, {named}" if named else f.number(players)


def _margin(mean: float, se: float, f: Figures) -> str:
    """The mean margin ± its standard error, in bold when more than two standard errors from zero."""
    places = 3 if abs(mean) < 1 and se < 1 else 1
    sign = "+" if mean > 0 else "−" if mean < 0 else ""
    text = f"{sign}{f.number(abs(mean), places)} ± {f.number(se, places)}"
    return f"**{text}**" if se == se and abs(mean) > 2 * se else text  # se != se: one deal, no error


def _strength(d: dict[str, Any], f: Figures) -> str:
    w = f.w
    rows: list[Row] = [
        (
            _game(r["game"], f),
            _variant(r["players"], r["options"], f),
            f.number(r["deals"]),
            _margin(r["margin_mean"], r["margin_se"], f),
            f"{f.number(r['decision_ms_mean'])} / {f.ms(r['decision_ms_max'])}",
            "–" if r.get("loadavg_1min_start") is None else f.number(r["loadavg_1min_start"], 1),
        )
        for r in sorted(d["results"], key=lambda r: (r["game"], r["players"], sorted(r["options"].items())))
    ]
    header = (w["game"], w["players_variant"], w["deals"], w["margin"], w["decision_time"], w["row_load"])
    return _table(header, rows)


def _search_pyodide(d: dict[str, Any], f: Figures) -> str:
    w = f.w
    rows: list[Row] = [
        (
            f"{name} {d[side]['python']}",
            f"{f.number(d[side]['decision_ms_mean'])} / {f.ms(d[side]['decision_ms_max'])}",
            f.number(d[side]["rollouts_per_decision_mean"]),
        )
        for side, name in (("pyodide", "Pyodide"), ("cpython", "CPython"))
    ]
    return _table((w["runtime"], w["decision_time"], w["rollouts"]), rows)


def _both(row: dict[str, Any], read: Callable[[dict[str, Any]], float | None], f: Figures) -> str:
    """One figure in CPython and in Pyodide ("0.56 s / 1.16 s"); a runtime not measured is a dash."""

    def one(side: str) -> str:
        value = read(row[side]) if side in row else None
        return "–" if value is None else f.seconds_exact(value)

    return f"{one('cpython')} / {one('pyodide')}"


def _solver(d: dict[str, Any], f: Figures) -> str:
    """Per game and count: the first lead solved, the reader's decisions solved exactly, and the
    medians of the analysis, the hint and the Standard bot in both runtimes (the counts are
    CPython's; Pyodide's are given beside them where the two differ)."""
    w = f.w
    rows: list[Row] = []
    caps: set[str] = set()
    for r in d["rows"]:
        head = r.get("cpython") or r["pyodide"]
        lead, an = head["first_lead"], head["analysis"]
        caps.add(w["cap"].format(nodes=f.number(lead["cap_nodes"]), s=f.seconds(lead["cap_s"])))
        exact = w["of"].format(n=f.number(an["exact"]), m=f.number(an["decisions"]))
        other = r.get("pyodide", {}).get("analysis", {}).get("exact")
        if "cpython" in r and other is not None and other != an["exact"]:
            exact += (
                f" (Pyodide\u00a0: {f.number(other)})" if f.lang == "fr" else f" (Pyodide: {f.number(other)})"
            )
        rows.append(
            (
                _game(r["game"], f),
                f.number(r["players"]),
                # a game without tricks (Emprunt) has no first lead to solve
                w["of"].format(n=f.number(lead["solved"]), m=f.number(lead["of"])) if lead["of"] else "–",
                exact,
                _both(r, lambda m: m["analysis"]["median_s"], f),
                _both(r, lambda m: m["analysis"].get("median_cpu_s"), f),
                _both(r, lambda m: m["hint_median_s"], f),
                _both(r, lambda m: m["standard_bot_median_s"], f),
            )
        )
    header = (
        w["game"],
        w["players"],
        w["first_lead"].format(cap=" / ".join(sorted(caps))),
        w["exact_decisions"],
        w["analysis_time"],
        w["analysis_cpu"],
        w["hint_time"],
        w["bot_time"],
    )
    return _table(header, rows)


def _solver_strength(d: dict[str, Any], f: Figures) -> str:
    """Per game and count: the mean margin (with the solver minus without) at each table, with its
    deals; then the Tarot seat against magmacrunch-tarot's players."""
    w = f.w
    cells: dict[tuple[str, int, str], dict[str, str]] = {}
    for r in d["results"]:
        key = (r["game"], r["players"], json.dumps(r["options"], sort_keys=True))
        margin = (
            f"{_margin(r['margin_mean'], r['margin_se'], f)} ({w['of_deals'].format(n=f.number(r['deals']))})"
        )
        cells.setdefault(key, {})[r["table"]] = margin
    rows: list[Row] = [
        (
            _game(game, f),
            _variant(players, json.loads(options), f),
            by_table.get("without", "–"),
            by_table.get("with", "–"),
        )
        # the plain rules of a count before its variants
        for (game, players, options), by_table in sorted(
            cells.items(), key=lambda c: (c[0][:2], c[0][2] != "{}")
        )
    ]
    out = _table((w["game"], w["players_variant"], w["margin_table_without"], w["margin_table_with"]), rows)
    m = d.get("tarot_vs_magmacrunch_players")
    if m:
        standard, baseline = m["standard_minus_magmacrunch"], m["baseline_minus_magmacrunch"]
        out += "\n\n" + w["magmacrunch_players"].format(
            deals=f.number(m["deals"]),
            standard=_margin(standard["margin_mean"], standard["margin_se"], f),
            baseline=_margin(baseline["margin_mean"], baseline["margin_se"], f),
        )
    return out


def _solver_refine(d: dict[str, Any], f: Figures) -> str:
    """Per game and count: the reader's card decisions, how many are exact after the stream and
    after each mark of solving on, graded at the last mark, the hands that became exact in every
    card decision (with the median CPU seconds it took), and the passes stopped."""
    w = f.w
    marks = list(d["rows"][0]["refine"]) if d["rows"] else []
    rows: list[Row] = []
    for r in d["rows"]:
        n = r["card_decisions"]
        full = sum(1 for h in r["hands"] for v in h["stopped"].values() if v["why"] == "full")
        stalled = sum(1 for h in r["hands"] for v in h["stopped"].values() if v["why"] == "stalled")
        median = r["all_exact_median_cpu_s"]
        steps = " → ".join(
            f.number(x) for x in [r["stream"]["exact"], *(r["refine"][m]["exact"] for m in marks)]
        )
        rows.append(
            (
                _game(r["game"], f),
                f.number(r["players"]),
                w["of"].format(n=steps, m=f.number(n)),
                w["of"].format(n=f.number(r["refine"][marks[-1]]["graded"]), m=f.number(n)) if marks else "–",
                w["of"].format(n=f.number(r["hands_all_exact"]), m=f.number(r["deals"]))
                + (
                    ""
                    if median is None
                    else f" ({w['at_stream'] if median == 0 else f.seconds_exact(median)})"
                ),
                f"{f.number(full)} / {f.number(stalled)}",
            )
        )
    secs = [f.seconds(float(m.rstrip("s"))) for m in marks]
    header = (
        w["game"],
        w["players"],
        w["exact_steps"].format(marks=" → ".join(secs)),
        w["graded_refine"].format(s=secs[-1]) if secs else "",
        w["all_exact"],
        w["stopped"],
    )
    note = w["refine_note"].format(
        cap=f.seconds(float(d["cap_cpu_s"])),
        nodes=f.number(d["refine_nodes"]),
        limit=f.number(d["table_limit"]),
    )
    return _table(header, rows) + "\n\n" + note


#: (file, title key, script that writes it, renderer), in the page's order.
SECTIONS: tuple[tuple[str, str, str, Callable[[dict[str, Any], Figures], str]], ...] = (
    ("site-issue27-final.json", "first_deal_title", "bench/site_bench.py", _first_deal),
    ("first-deal-servers.json", "servers_title", "bench/first_deal_servers.py", _servers),
    ("snapshot-size.json", "snapshot_title", "bench/snapshot_size.py", _snapshot),
    ("tarot_vs_magmacrunch.json", "engine_title", "bench/tarot_vs_magmacrunch.py", _engine),
    ("soak_large.json", "soak_title", "bench/soak_large.py", _soak),
    ("suite-worker-seconds.json", "suite_title", "bench/suite_worker_seconds.py", _suite),
    ("search.json", "strength_title", "bench/search_bench.py", _strength),
    ("search_pyodide.json", "search_pyodide_title", "bench/search_pyodide.py", _search_pyodide),
    ("solver_figures.json", "solver_title", "bench/solver_figures.py", _solver),
    ("solver_strength.json", "solver_strength_title", "bench/solver_strength.py", _solver_strength),
    ("solver_refine.json", "solver_refine_title", "bench/solver_refine.py", _solver_refine),
)


def _provenance(name: str, d: dict[str, Any], script: str, f: Figures) -> str:
    w = f.w
    parts = [w["file"].format(name=name), w["by"].format(script=script)]
    when = d.get("when") or d.get("date")
    if isinstance(when, str):
        parts.append(w["measured"].format(when=f.date(when)))
    machine = d.get("machine")
    start = machine.get("load_average_start") if isinstance(machine, dict) else None
    if isinstance(start, list) and start:
        start = start[0]
    if start is None:
        start = d.get("loadavg_1min_start")
    if isinstance(start, (int, float)):
        parts.append(w["load"].format(start=f.number(float(start), 2)))
        end = d.get("loadavg_1min_end")
        if isinstance(end, (int, float)):
            parts.append(w["load_end"].format(end=f.number(float(end), 2)))
    return ", ".join(parts) + "."


def render(lang: str, results: Path = RESULTS) -> str:
    """The page's sections in ``lang``; a result file that is missing is said, never invented."""
    f = Figures(lang)
    out: list[str] = []
    for name, title, script, draw in SECTIONS:
        out.append(f"## {f.w[title]} {{ #{Path(name).stem} }}\n")
        path = results / name
        if not path.exists():
            out.append(f.w["missing"].format(script=script) + "\n")
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        out.append(_provenance(name, data, script, f) + "\n")
        out.append(draw(data, f) + "\n")
    return "\n".join(out)


def section(name: str, lang: str, results: Path = RESULTS) -> str:
    """One result file's figures (its provenance and table, no heading), for a page that quotes
    them in place: ``<!-- tv-figures: search.json -->``."""
    f = Figures(lang)
    known = {entry[0]: entry for entry in SECTIONS}
    if name not in known:
        raise ValueError(f"<!-- tv-figures: {name} -->: no such section; the page knows {', '.join(known)}")
    _, _, script, draw = known[name]
    path = results / name
    if not path.exists():
        return f.w["missing"].format(script=script) + "\n"
    data = json.loads(path.read_text(encoding="utf-8"))
    return _provenance(name, data, script, f) + "\n\n" + draw(data, f) + "\n"


ONE_FILE = re.compile(r"<!-- tv-figures: ([\w.-]+) -->")


def expand(markdown: str, lang: str) -> str:
    """Replace the page's markers with the figures (pages without one are returned as they are)."""
    if MARKER in markdown:
        markdown = markdown.replace(MARKER, render(lang))
    return ONE_FILE.sub(lambda m: section(m.group(1), lang), markdown)
