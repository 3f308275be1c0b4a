"""The differential walk of the solver's compact Briscan/Brisque model
(``tapisvert.solver.lean_briscan``) against the engine, shared by
tests/engine/test_lean_briscan.py (a sample) and bench/solver_soak.py (10^5 positions per game):
from a position, the engine plays random legal actions until the model may take over (the talon
exhausted), then both play the same random cards to the end of the deal, and at every card they
must agree on the legal cards and the seat to play, at every trick's end on the winner (the next
leader) and the tricks won, and at the end on the deal's end and both seats' results."""

from tapisvert import solver as S
from tapisvert.solver import lean_briscan as L
from tapisvert.solver.budget import Budget

#: Briscan's and Brisque's variants in solver.COVERED, and the options that change the model's
#: rules: the match won at once at the target (a low one, so that the deal's end reaches it),
#: the last-tricks bonus including the last trick's, points per brisque taken, declarations
#: after the talon (the model refuses a final phase with a meld in hand), melds before the draw.
BRISCAN_CONFIGS = [c for c in S.COVERED if c[0] in L.GAMES] + [
    ("briscan", 2, {"win_check": "immediate", "target": 100, "brisque_points": 10}),
    ("briscan", 2, {"last_five_tricks": "including", "declare_after_talon": "yes", "meld_after_draw": "no"}),
    ("briscan", 2, {"ace_trump_bonus": "declared", "exchange_bonus": 10, "brisque_points": 10}),
    ("brisque", 2, {"win_check": "immediate", "target": 50, "declare_after_talon": "yes"}),
    ("brisque", 2, {"meld_after_draw": "no", "turnup_bonus": "no"}),
]


class Disagreement(AssertionError):
    pass


def check(ok, what):
    if not ok:
        raise Disagreement(what)


def walk(world, rng):
    """Play ``world``'s deal out at random in the engine and, once it may take over, the model
    side by side (see the module docstring); returns the cards the model played."""
    hand, done = world.hand_number, len(world.hand_results)
    m = None
    played = 0
    while True:
        if len(world.hand_results) > done or world.hand_number != hand or world.is_over:
            if m is not None:
                check(m.over(), "the deal ended in the engine, not in the model")
                got, want = m.utilities(), S.hand_utilities(world, hand)
                check(all(abs(a - b) < 1e-9 for a, b in zip(got, want)), f"results {got} != {want}")
            return played
        legal = world.legal_codes()
        if m is None:
            if L.eligible(world):
                m = L.LeanBriscan(world, 0, Budget())
            else:
                world.apply_trusted(rng.choice(legal))
                continue
        check(L.eligible(world), "the model's position left its reach")
        check(not m.over(), "the deal ended in the model, not in the engine")
        check(m.turn == world.current_player, f"seat to play {m.turn} != {world.current_player}")
        check(sorted(L.IDX[c] for c in legal) == L.bits(m.legal()), f"legal cards differ: {legal}")
        c = rng.choice(legal)
        world.apply_trusted(c)
        m.play(L.IDX[c])
        played += 1
        if not world.trick and not world.hand_results[done:]:
            check(m.leader == world.leader, f"trick winner {m.leader} != {world.leader}")
            check(m.twon == world.tricks_won, f"tricks won {m.twon} != {world.tricks_won}")
            check(m.cards == [len(p) for p in world.won], "cards won differ")
