"""The solver's soak (issue 38; not part of `make test`): its own model against the engine on
random positions of every game and variant, 10^5 per game by default.

The solver plays on the engine's own state (``tapisvert.solver``: legal actions, trick winners,
points and the end of the hand are the engine's), so what it adds to the rules is checked here:

* the position key (``solver.key``): a copy of the position has the same key; a snapshot, a
  move and a restore give the same key back; a move changes it;
* the equivalent cards (``solver.games``): the solver's moves are legal, begin with the first
  legal action, keep every non-card action, and every card left out is of the same kind, worth
  the same points and next in strength to the card before it (Tarot);
* on the positions one trick from the end: every legal action's value equals plain minimax;
* ``--lean``: the differential walk of the compact Tarot model (``solver.lean_tarot``, the fast
  path of the solver) against the engine, ``tests/engine/lean_walks.py``: legal cards and the
  seat to play at every card, the trick's winner and tricks per side at every trick's end, the
  end of the hand and every seat's result, on random play from random positions of every Tarot
  variant (each card played is one position), Goulash deals included; and the same of the
  compact Briscan/Brisque model (``solver.lean_briscan``, ``tests/engine/lean_briscan_walks.py``)
  on every variant of ``BRISCAN_CONFIGS``, from random positions played at random into the final
  phase, with every walk whose first position is of at most three tricks also valued by the model
  and by plain minimax (``--models tarot,briscan`` chooses; default both).

Positions are reached by seeded random play (every legal action equally likely), so they cover
what the bots' conventions never play.  Prints and writes bench/results/solver_soak.json: per
game and configuration, positions, failures (seed and step, message) and seconds.

    python bench/solver_soak.py [--positions 100000] [--games tarot,briscan,...] [--lean [--models briscan]]
"""

import argparse
import json
import os
import random
import sys
import time
from typing import Any

import tapisvert
from tapisvert import cards as C, solver as S
from tapisvert.solver.games import knowledge
from tapisvert.solver.key import position_key

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIGS: list[tuple[str, int, dict[str, Any]]] = list(S.COVERED)


def minimax(world: Any, hand: int, done: int, ref: int, sides: list[int] | None) -> list[float]:
    if len(world.hand_results) > done or world.hand_number != hand or world.is_over:
        return S.hand_utilities(world, hand)
    mover = world.current_player
    best: list[float] | None = None
    for code in world.legal_codes():
        child = world.clone()
        child.apply_trusted(code)
        v = minimax(child, hand, done, ref, sides)
        if best is None:
            best = v
        elif sides is None:
            best = v if v[mover] > best[mover] else best
        elif sides[mover] == sides[ref]:
            best = v if v[ref] > best[ref] else best
        else:
            best = v if v[ref] < best[ref] else best
    assert best is not None
    return best


def check(w: Any) -> None:
    k = knowledge(w)
    key = position_key(w, k)
    assert position_key(w.clone(), k) == key, "a copy has another key"
    legal = w.legal_codes()
    moves = k.moves(w, legal)
    assert moves and moves[0] == legal[0] and set(moves) <= set(legal), "moves not legal"
    assert all(c in moves for c in legal if c >= C.CARD_CODES), "a non-card action left out"
    if w.NAME == "tarot" and len(moves) < len(legal):
        from tapisvert.games.tarot.pack import HP, SIX, STR

        rep = legal[0]
        for c in legal:
            if c in moves:
                rep = c
                continue
            assert SIX[c] == SIX[rep] and HP[c] == HP[rep] == 1 and STR[c] > STR[rep], "bad equivalence"
    code = legal[0]
    snap = w._snapshot()
    w.apply_trusted(code)
    moved = position_key(w, k)
    w._restore(snap)
    assert position_key(w, k) == key, "snapshot/restore changed the key"
    assert moved != key, "a move left the key unchanged"
    left = w.tricks_left() if hasattr(w, "tricks_left") else None
    if left == 1:
        ref = w.current_player
        hand, done = w.hand_number, len(w.hand_results)
        sides = S.sides_of(w)
        want = []
        for c in legal:
            child = w.clone()
            child.apply_trusted(c)
            want.append(minimax(child, hand, done, ref, sides)[ref])
        got = S.Solver(w, ref).values()
        assert all(abs(a - b) < 1e-9 for a, b in zip(got, want)), f"values {got} != minimax {want}"


def soak(game: str, players: int, options: dict[str, Any], positions: int) -> dict[str, Any]:
    failures: list[dict[str, Any]] = []
    done = 0
    seed = 0
    t = time.perf_counter()
    while done < positions:
        st = tapisvert.new_game(game, players=players, seed=seed, **options)
        rng = random.Random(seed)
        step = 0
        while not st.is_over and st.hand_number <= 2 and done < positions and step < 600:
            legal = st.legal_codes()
            if len(legal) > 1 and st.current_player is not None:
                try:
                    check(st)
                except AssertionError as e:
                    failures.append({"seed": seed, "step": step, "message": str(e)})
                done += 1
            st.apply_trusted(rng.choice(legal))
            step += 1
        seed += 1
    return {
        "game": game,
        "players": players,
        "options": options,
        "positions": done,
        "failures": failures[:20],
        "failed": len(failures),
        "seconds": round(time.perf_counter() - t, 1),
    }


def soak_lean(players: int, options: dict[str, Any], positions: int) -> dict[str, Any]:
    sys.path.insert(0, os.path.join(HERE, "..", "tests", "engine"))
    import lean_walks  # type: ignore[import-not-found]

    failures: list[dict[str, Any]] = []
    done = seed = 0
    t = time.perf_counter()
    while done < positions:
        rng = random.Random(seed)
        goulash = bool(options.get("goulash")) and seed % 3 == 0
        w = lean_walks.tarot_position(players, options, seed, rng.randint(1, 24), goulash=goulash)
        if w is not None:
            try:
                done += lean_walks.walk(w, rng)
            except AssertionError as e:
                failures.append({"seed": seed, "message": str(e)})
                done += 1
        seed += 1
    return {
        "model": "lean_tarot",
        "players": players,
        "options": options,
        "positions": done,
        "hands": seed,
        "failures": failures[:20],
        "failed": len(failures),
        "seconds": round(time.perf_counter() - t, 1),
    }


def soak_lean_briscan(game: str, players: int, options: dict[str, Any], positions: int) -> dict[str, Any]:
    sys.path.insert(0, os.path.join(HERE, "..", "tests", "engine"))
    import lean_briscan_walks as LW  # type: ignore[import-not-found]
    import solver_positions as SP  # type: ignore[import-not-found]

    from tapisvert.solver import lean_briscan as L
    from tapisvert.solver.budget import Budget

    failures: list[dict[str, Any]] = []
    done = seed = valued = 0
    t = time.perf_counter()
    while done < positions:
        rng = random.Random(seed)
        w = SP.position(game, players, options, seed, rng.randint(1, 12))
        if w is not None:
            try:
                if L.eligible(w) and w.tricks_left() <= 3:
                    ref = w.current_player
                    got = L.LeanBriscan(w, ref, Budget()).card_values(w.legal_codes(), True)
                    want = SP.minimax_values(w, ref)
                    LW.check(all(abs(a - b) < 1e-9 for a, b in zip(got, want)), f"values {got} != {want}")
                    valued += 1
                done += LW.walk(w, rng)
            except AssertionError as e:
                failures.append({"seed": seed, "message": str(e)})
                done += 1
        seed += 1
    return {
        "model": "lean_briscan",
        "game": game,
        "players": players,
        "options": options,
        "positions": done,
        "valued_against_minimax": valued,
        "hands": seed,
        "failures": failures[:20],
        "failed": len(failures),
        "seconds": round(time.perf_counter() - t, 1),
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=100_000, help="per game, shared by its configurations")
    ap.add_argument("--games", default="")
    ap.add_argument("--out", default="solver_soak.json")
    ap.add_argument("--lean", action="store_true", help="the compact models against the engine")
    ap.add_argument("--models", default="tarot,briscan", help="with --lean: the models soaked")
    args = ap.parse_args(argv)
    if args.lean:
        sys.path.insert(0, os.path.join(HERE, "..", "tests", "engine"))
        from lean_briscan_walks import BRISCAN_CONFIGS
        from lean_walks import TAROT_CONFIGS

        models = set(args.models.split(","))
        lean_rows = []
        runs: list[tuple[str, int, dict[str, Any]]] = []
        if "tarot" in models:
            runs += TAROT_CONFIGS
        if "briscan" in models:
            runs += BRISCAN_CONFIGS
        out = (
            "solver_soak_lean.json"
            if models == {"tarot", "briscan"}
            else f"solver_soak_lean_{args.models}.json"
        )
        for game, players, options in runs:
            if game == "tarot":
                row = soak_lean(players, dict(options), args.positions)
            else:
                row = soak_lean_briscan(game, players, dict(options), args.positions)
            print(json.dumps(row), flush=True)
            lean_rows.append(row)
            with open(os.path.join(HERE, "results", out), "w") as f:
                json.dump({"positions_per_variant": args.positions, "rows": lean_rows}, f, indent=1)
                f.write("\n")
        return
    games = set(args.games.split(",")) if args.games else None
    rows: list[dict[str, Any]] = []
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    for game, players, options in CONFIGS:
        if games and game not in games:
            continue
        share = sum(1 for g, _, _ in CONFIGS if g == game)
        row = soak(game, players, dict(options), -(-args.positions // share))
        print(json.dumps(row), flush=True)
        rows.append(row)
        # written after every configuration: a run stopped half-way keeps what it did
        with open(os.path.join(HERE, "results", args.out), "w") as f:
            json.dump({"positions_per_game": args.positions, "rows": rows}, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
