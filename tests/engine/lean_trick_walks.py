"""The differential walk of the solver's compact Triomphe and Francion models
(``tapisvert.solver.lean_triomphe``, ``lean_francion``) against the engine, shared by
tests/engine/test_lean_triomphe.py and test_lean_francion.py (a sample) and bench/solver_soak.py
(``--lean``, 10^5 positions per variant): from a position, both take the same random legal actions
(the word actions of Triomphe included) to the end of the hand, and at every action they must
agree on the seat to act and the legal actions in the engine's order (which breaks max^n's ties),
at every trick's end on the winner (the next leader) and the tricks per side, and at the end on the
hand's end and every seat's result."""

import random

import tapisvert
from tapisvert import solver as S
from tapisvert.solver import lean_francion as LF, lean_triomphe as LT
from tapisvert.solver.budget import Budget

#: Triomphe's variants in solver.COVERED, and every other option of its play: the orders, other
#: deal sizes, DT3 to DT6, the general regime.
TRIOMPHE_CONFIGS = [c for c in S.COVERED if c[0] == "triomphe"] + [
    ("triomphe", 2, {"order": "A", "deal_size": 7, "concession_burden": "requester"}),
    ("triomphe", 4, {"form": "team", "concession_burden": "requester", "vole_threshold": "precedence"}),
    ("triomphe", 4, {"regime": "general", "deal_size": 4, "vole_threshold": "precedence"}),
    ("triomphe", 3, {"forcee_void_after_trump": "any-trump", "deal_size": 8, "order": "A"}),
    ("triomphe", 4, {"regime": "forcat", "forcat_cannot_head": "trump-in"}),
    ("triomphe", 6, {"form": "pillage", "regime": "plaisant", "deal_size": 3}),
    ("triomphe", 2, {"deal_size": 2, "vole_threshold": "precedence"}),
]

#: Francion's variants in solver.COVERED, five players, and every option of its play (DF2 to DF6).
FRANCION_CONFIGS = [c for c in S.COVERED if c[0] == "francion"] + [
    ("francion", 5, {}),
    ("francion", 3, {"void_rule": "must-trump", "welche_compelled": "only-card", "welche_lead": "free"}),
    ("francion", 4, {"welche_suit": "heart", "welche_compelled": "only-card", "welche_cycle": "ace"}),
    ("francion", 5, {"void_rule": "must-trump", "welche_lead": "heart", "welche_cycle": "ace"}),
    ("francion", 4, {"void_rule": "must-trump", "welche_suit": "heart", "welche_lead": "heart"}),
]

MODELS = {"triomphe": (LT, LT.LeanTriomphe), "francion": (LF, LF.LeanFrancion)}


def trick_position(game, players, options, seed, tricks, resample=True):
    """A world of ``game`` in its first hand reached by random play (every legal action equally
    likely, the words included), with at most ``tricks`` tricks left and a choice to make, dealt
    again from the acting seat's view; None if the hand ends first."""
    st = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    while st.hand_number == 1 and not st.is_over:
        n = st.tricks_left()
        legal = st.legal_codes()
        if n is not None and n <= tricks and len(legal) > 1:
            seat = st.current_player
            assert seat is not None
            return st.resample(seat, rng) if resample else st
        st.apply_trusted(rng.choice(legal))
    return None


class Disagreement(AssertionError):
    pass


def check(ok, what):
    if not ok:
        raise Disagreement(what)


def walk(world, rng):
    """Play ``world``'s hand out at random in the engine and the model side by side (see the
    module docstring); returns the actions taken."""
    mod, cls = MODELS[type(world).FACTS.name]
    hand, done = world.hand_number, len(world.hand_results)
    m = cls(world, 0, Budget()) if mod.eligible(world) else None
    played = 0
    while True:
        if len(world.hand_results) > done or world.hand_number != hand:
            assert m is not None, "the model never took over"
            check(m.over(), "the hand ended in the engine, not in the model")
            got, want = m.utilities(), S.hand_utilities(world, hand)
            check(all(abs(a - b) < 1e-9 for a, b in zip(got, want)), f"results {got} != {want}")
            return played
        legal = world.legal_codes()
        if m is None or not mod.eligible(world):
            check(m is None, "the model lost the position")
            world.apply_trusted(rng.choice(legal))
            if mod.eligible(world):
                m = cls(world, 0, Budget())
            continue
        check(not m.over(), "the hand ended in the model, not in the engine")
        check(m.actor() == world.current_player, f"seat to act {m.actor()} != {world.current_player}")
        mine = m.legal_actions()
        check([m.action_of(c) for c in legal] == mine, f"legal actions differ: {legal} vs {mine}")
        c = rng.choice(legal)
        world.apply_trusted(c)
        m.play(m.action_of(c))
        played += 1
        if not world.trick and str(world.phase) == "play":
            check(m.leader == world.leader, f"trick winner {m.leader} != {world.leader}")
            check(
                m.side_tricks()
                == list(world.tricks_won if type(world).FACTS.name == "francion" else world.side_tricks),
                "tricks per side differ",
            )
