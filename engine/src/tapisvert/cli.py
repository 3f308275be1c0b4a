"""Command line: play in the terminal against bots, or simulate many games.

    python -m tapisvert play triomphe --players 4 --seed 7 --form team
    python -m tapisvert simulate triomphe --games 1000 --players 3 --regime forcat
    python -m tapisvert rules triomphe

Game options are given as ``--name value`` (``--concession-burden requester``).
"""

import argparse
import random
import sys
import time
from collections.abc import Sequence
from typing import Any, Protocol, TextIO

from . import bots, list_games, new_game, rules
from .errors import IllegalAction, clip
from .registry import game_class
from .seats import seat_names
from .sheet import sheet_text
from .state import GameState
from .types import Seat


class Lines(Protocol):
    """Where ``play`` reads the player's lines from (a terminal, or a test's feed)."""

    def readline(self) -> str: ...


def _options(game: str, extra: Sequence[str]) -> dict[str, Any]:
    """Game options given as ``--name value`` or ``--name=value``, typed as the game declares
    them (``--miseres true``, ``--ante 2``, ``--target 7``); ValueError names what is wrong."""
    cls = game_class(game)
    specs = {o.name: o for o in cls.FACTS.options}
    flags = ", ".join("--" + k.replace("_", "-") for k in specs) or "(none)"
    opts: dict[str, Any] = {}
    it = iter(extra)
    for tok in it:
        if not tok.startswith("--"):
            raise ValueError(f"unexpected argument {clip(tok)}")
        key = tok[2:]
        val: str | None
        if "=" in key:
            key, _, val = key.partition("=")
        else:
            val = next(it, None)
        key = key.replace("-", "_")
        if key not in specs:
            raise ValueError(f"unknown option {clip('--' + key)} for {game}; options: {flags}")
        flag = "--" + key.replace("_", "-")
        spec = specs[key]
        if val is None or val.startswith("--"):
            raise ValueError(f"option {flag} needs a value")
        if spec.choices is None:
            try:
                opts[key] = int(val)
            except ValueError:
                raise ValueError(f"option {flag} must be a whole number, got {clip(val)}") from None
        else:
            match = [c for c in spec.choices if str(c).lower() == val.lower()]
            if not match:
                raise ValueError(
                    f"option {flag}={clip(val)} is not allowed; choose one of "
                    + ", ".join(str(c).lower() if isinstance(c, bool) else str(c) for c in spec.choices)
                )
            opts[key] = match[0]
    return opts


def _show(state: GameState, seat: Seat, out: TextIO) -> None:
    obs = state.observation(seat)
    names = obs["seat_names"]  # the same names as the log and the sheets (you are South)

    def per_seat(values: Sequence[object]) -> str:
        return ", ".join(f"{names[i]} {v}" for i, v in enumerate(values))

    dealer = names[obs["dealer"]] if obs["dealer"] is not None else "-"
    out.write(
        f"\n— hand {obs['hand_number']}, dealer {dealer}, trump "
        f"{obs['trump'] or '-'} (turn-up {obs['turnup'] or '-'}); scores "
        f"{per_seat(obs['scores'])}\n"
    )
    if obs["trick"]:
        out.write("  trick: " + "  ".join(f"{names[t['seat']]} {t['card']}" for t in obs["trick"]) + "\n")
    out.write(f"  tricks won: {per_seat(obs['tricks_won'])}\n  your hand: {' '.join(obs['hand'])}\n")
    if obs.get("prompt"):
        out.write(f"  {obs['prompt']}\n")


def _sheets(state: GameState, me: Seat, names: Sequence[str], printed: int, out: TextIO) -> int:
    """Print the score sheet of every hand scored since ``printed`` (the same sheet as the page's)."""
    if len(state.hand_results) > printed:
        for sh in state.score_sheets(me)[printed:]:
            out.write(sheet_text(sh, names) + "\n")
    return len(state.hand_results)


def play(
    args: argparse.Namespace, extra: Sequence[str], inp: Lines | None = None, out: TextIO | None = None
) -> int:
    inp = inp or sys.stdin  # looked up at call time, so that a host may redirect them
    out = out or sys.stdout
    state = new_game(args.game, players=args.players, seed=args.seed, **_options(args.game, extra))
    rng = random.Random(args.seed)
    me = args.seat
    if not 0 <= me < state.players:
        raise ValueError(f"--seat must be 0..{state.players - 1}, got {me}")
    seen = 0
    names = seat_names(state.players, me)
    sheets = 0
    while not state.is_over:
        log = state.observation(me)["log"]
        for entry in log[seen:]:
            out.write(f"  · {entry['text']}\n")
        seen = len(log)
        sheets = _sheets(state, me, names, sheets, out)
        if state.current_player != me:
            state.apply(bots.choose(state, args.bot, rng))
            continue
        _show(state, me, out)
        legal = state.legal_actions()
        out.write(f"  legal: {' '.join(legal)}\n> ")
        out.flush()
        line = inp.readline()
        if not line:
            out.write("\n")
            return 0
        line = line.strip()
        if line in ("quit", "q"):
            return 0
        if line == "undo":
            try:
                state.undo()
            except ValueError as e:
                out.write(f"  {e}\n")
            continue
        try:
            state.apply(line, me)
        except IllegalAction as e:
            out.write(f"  illegal — rule {e.rule_id}: {e.reason}\n")
        except ValueError as e:
            out.write(f"  {e}\n")
    for entry in state.observation(me)["log"][seen:]:
        out.write(f"  · {entry['text']}\n")
    _sheets(state, me, names, sheets, out)
    out.write(f"Match over: seats {state.winners} win; scores {state.scores}\n")
    return 0


def simulate(args: argparse.Namespace, extra: Sequence[str], out: TextIO | None = None) -> int:
    out = out or sys.stdout
    opts = _options(args.game, extra)
    if args.games < 1:
        raise ValueError(f"--games must be at least 1, got {args.games}")
    totals: list[float] | None = None
    wins: list[int] = []
    hands = voles = 0
    t0 = time.perf_counter()
    for g in range(args.games):
        state = new_game(args.game, players=args.players, seed=args.seed + g, **opts)
        rng = random.Random(args.seed + g)
        while not state.is_over:
            state.apply_trusted(
                rng.choice(state.legal_codes())
                if args.bot == "random"
                else state.encode(bots.choose(state, args.bot, rng))
            )
        if totals is None:
            totals = [0] * state.players
            wins = [0] * state.players
        for s in range(state.players):
            totals[s] += state.scores[s]
        assert state.winners is not None  # the match is over
        for s in state.winners:
            wins[s] += 1
        hands += len(state.hand_results)
        voles += sum(1 for r in state.hand_results if max(r["points"]) >= 2)
    dt = time.perf_counter() - t0
    n = args.games
    out.write(f"{args.game}, {n} games, {args.bot} bots, options {opts or 'default'}\n")
    assert totals is not None  # at least one game was played
    out.write(f"  mean points per seat: {[round(t / n, 2) for t in totals]}\n")
    out.write(f"  matches won per seat: {wins}\n")
    out.write(
        f"  hands per game: {hands / n:.2f}; hands scoring 2 or more (vole): {voles / max(hands, 1):.1%}\n"
    )
    out.write(f"  {n / dt:.1f} games/s\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="tapisvert", description="The Tapis vert card-game engine")
    sub = p.add_subparsers(dest="cmd", required=True)
    for name in ("play", "simulate", "rules"):
        sp = sub.add_parser(name)
        sp.add_argument("game", choices=list_games())
        if name != "rules":
            sp.add_argument("--players", type=int, default=None)
            sp.add_argument("--seed", type=int, default=1)
            sp.add_argument("--bot", choices=list(bots.POLICIES), default="baseline")
        if name == "play":
            sp.add_argument("--seat", type=int, default=0)
        if name == "simulate":
            sp.add_argument("--games", type=int, default=100)
    args, extra = p.parse_known_args(argv)
    try:
        if args.cmd == "rules" and extra:
            raise ValueError(f"unexpected argument {clip(extra[0])}")
        if args.cmd == "play":
            return play(args, extra)
        if args.cmd == "simulate":
            return simulate(args, extra)
        for r in rules(args.game):
            cite = ", ".join(f"¶{n}" for n in r.paragraphs) or ""
            dec = f" [{r.decision}]" if r.decision else ""
            print(f"{r.id} ({r.status}{dec}; {cite}): {r.statement}")
        return 0
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
