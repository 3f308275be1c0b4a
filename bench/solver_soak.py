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
* ``--lean``: the differential walk of every compact model registered in ``solver.lean.MODELS``
  (the solver's fast path: ``solver.lean_tarot``, ``lean_briscan`` for Briscan and Brisque,
  ``lean_triomphe``, ``lean_francion``) against the engine, ``tests/engine/lean_walks.py``: the
  seat to act and the legal actions at every action (in the engine's order for Triomphe and
  Francion, the words of Triomphe included), the trick's winner and what the score reads of the
  tricks taken at every trick's end, the end of the hand and every seat's result, on random play
  from random positions of every variant and option of the play the walks list (each action of
  the model is one position), Tarot's Goulash deals and Briscan's talon phase played into its
  final phase included; every walk whose first position is of at most ``VALUED`` tricks (three
  in Briscan, two in Triomphe and Francion) is also valued by the model and by plain minimax
  (``--models`` chooses among tarot, briscan, triomphe, francion; default all).

Positions are reached by seeded random play (every legal action equally likely), so they cover
what the bots' conventions never play.  Prints and writes bench/results/solver_soak.json: per
game and configuration, positions, failures (seed and step, message) and seconds.

    python bench/solver_soak.py [--positions 100000] [--games tarot,briscan,...] [--lean [--models triomphe]]
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
    if w.FACTS.name == "tarot" and len(moves) < len(legal):
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


#: Per game: the positions walked by --lean begin at most this many tricks from the end, and the
#: walks from at most ``VALUED`` tricks are also valued by the model and by plain minimax (Tarot's
#: are not: the minimax of its four or five seats is too slow for 10^5 walks).
WALKED_FROM = {"tarot": 24, "briscan": 12, "brisque": 12, "triomphe": 9, "francion": 9}
VALUED = {"tarot": 0, "briscan": 3, "brisque": 3, "triomphe": 2, "francion": 2}


def soak_lean(game: str, players: int, options: dict[str, Any], positions: int) -> dict[str, Any]:
    """The differential walk of ``game``'s compact model (``tests/engine/lean_walks.py``): random
    play from random positions, ``positions`` actions of the model; a Goulash deal every third
    hand where the option is on; the positions of at most ``VALUED[game]`` tricks also valued by
    the model and by plain minimax."""
    sys.path.insert(0, os.path.join(HERE, "..", "tests", "engine"))
    import lean_walks as LW  # type: ignore[import-not-found]
    import solver_positions as SP  # type: ignore[import-not-found]

    from tapisvert.solver import lean
    from tapisvert.solver.budget import Budget

    entry = lean.MODELS[game]
    failures: list[dict[str, Any]] = []
    done = seed = valued = 0
    t = time.perf_counter()
    while done < positions:
        rng = random.Random(seed)
        goulash = bool(options.get("goulash")) and seed % 3 == 0
        w = LW.position(game, players, options, seed, rng.randint(1, WALKED_FROM[game]), goulash=goulash)
        if w is not None:
            try:
                if entry.eligible(w) and w.tricks_left() <= VALUED[game]:
                    ref = w.current_player
                    sides = S.sides_of(w)
                    got = entry.model(w, ref, Budget(), sides).card_values(w.legal_codes(), sides is not None)
                    want = SP.minimax_values(w, ref)
                    LW.check(all(abs(a - b) < 1e-9 for a, b in zip(got, want)), f"values {got} != {want}")
                    valued += 1
                done += LW.walk(w, rng)
            except AssertionError as e:
                failures.append({"seed": seed, "message": str(e)})
                done += 1
        seed += 1
    return {
        "model": entry.model.__module__.rsplit(".", 1)[1],  # lean_tarot, lean_briscan, ...
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
    ap.add_argument(
        "--models", default="tarot,briscan,triomphe,francion", help="with --lean: the models soaked"
    )
    args = ap.parse_args(argv)
    if args.lean:
        sys.path.insert(0, os.path.join(HERE, "..", "tests", "engine"))
        from lean_walks import CONFIGS as LEAN_CONFIGS

        from tapisvert.solver import lean

        models = set(args.models.split(","))
        lean_rows = []
        walked = [c for configs in LEAN_CONFIGS.values() for c in configs]
        # every registered model's variants, a model named by its module (lean_briscan: both games)
        runs = [
            c
            for game, entry in lean.MODELS.items()
            if entry.model.__module__.rsplit(".lean_", 1)[1] in models
            for c in walked
            if c[0] == game
        ]
        out = (
            "solver_soak_lean.json"
            if models >= {"tarot", "briscan"}
            else f"solver_soak_lean_{args.models}.json"
        )
        for game, players, options in runs:
            row = soak_lean(game, players, dict(options), args.positions)
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
