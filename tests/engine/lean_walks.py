"""The differential walk of the solver's compact Tarot model (``tapisvert.solver.lean_tarot``)
against the engine, shared by tests/engine/test_lean_tarot.py (a sample) and
bench/solver_soak.py (10^5 positions per variant): from a position, both play the same random
legal cards to the end of the hand, and at every card they must agree on the legal cards and the
seat to play, at every trick's end on the winner (the next leader) and the tricks per side, and
at the end on the hand's end and every seat's result."""

import random

import tapisvert
from tapisvert import solver as S
from tapisvert.games.tarot.codes import W_PASS
from tapisvert.solver import lean_tarot as L
from tapisvert.solver.budget import Budget

#: Tarot's variants in solver.COVERED, and the options of the Excuse's end (to the other side,
#: lost when unpaid) and the Goulash's pairwise score, which change the model's rules.
TAROT_CONFIGS = [c for c in S.COVERED if c[0] == "tarot"] + [
    ("tarot", 4, {"excuse_last_trick": "to-other-side", "excuse_unpaid": "excuse-lost"}),
    ("tarot", 5, {"goulash": True, "goulash_scoring": "pairwise", "excuse_unpaid": "excuse-lost"}),
]


def tarot_position(players, options, seed, tricks, goulash=False, resample=True):
    """A Tarot world with at most ``tricks`` tricks left and a choice to make (dealt again from
    the acting seat's view), reached by random play; ``goulash``: everybody passes (the option
    must be on).  None if the deal ends first."""
    st = tapisvert.new_game("tarot", players=players, seed=seed, **options)
    rng = random.Random(seed)
    while st.hand_number == 1 and not st.is_over:
        if goulash and str(st.phase) == "bidding":
            st.apply_trusted(W_PASS)
            continue
        n = st.tricks_left()
        if n is not None and n <= tricks and len(st.legal_codes()) > 1:
            seat = st.current_player
            assert seat is not None
            return st.resample(seat, rng) if resample else st
        st.apply_trusted(st.rollout_code(rng))
    return None


class Disagreement(AssertionError):
    pass


def check(ok, what):
    if not ok:
        raise Disagreement(what)


def walk(world, rng):
    """Play ``world``'s hand out at random in the engine and the model side by side (see the
    module docstring); returns the cards played.  The declarations of the first trick are the
    engine's: the model takes over once none is left."""
    hand, done = world.hand_number, len(world.hand_results)
    m = L.LeanTarot(world, 0, Budget()) if L.eligible(world) else None
    played = 0
    while True:
        if len(world.hand_results) > done or world.hand_number != hand:
            assert m is not None, "the model never took over"
            check(m.over(), "the hand ended in the engine, not in the model")
            got, want = m.utilities(), S.hand_utilities(world, hand)
            check(all(abs(a - b) < 1e-9 for a, b in zip(got, want)), f"results {got} != {want}")
            return played
        legal = world.legal_codes()
        if m is None or not L.eligible(world):
            check(not L.eligible(world) or m is not None, "model lost")
            world.apply_trusted(rng.choice(legal))
            if L.eligible(world):
                m = L.LeanTarot(world, 0, Budget())
            continue
        check(not m.over(), "the hand ended in the model, not in the engine")
        check(m.turn == world.turn, f"seat to play {m.turn} != {world.turn}")
        check(sorted(L.IDX[c] for c in legal) == L.bits(m.legal()), f"legal cards differ: {legal}")
        c = rng.choice(legal)
        world.apply_trusted(c)
        m.play(L.IDX[c])
        played += 1
        if not world.trick and str(world.phase) == "play":
            check(m.leader == world.leader, f"trick winner {m.leader} != {world.leader}")
            check(m.tside == world.tricks_side, f"tricks per side {m.tside} != {world.tricks_side}")
