"""The differential walk of the solver's compact models (``tapisvert.solver.lean``: Tarot,
Briscan and Brisque, Triomphe, Francion) against the engine, keyed by game, shared by
tests/engine/test_lean_*.py (a sample) and bench/solver_soak.py (``--lean``, 10^5 positions per
variant): from a position, the engine takes random legal actions until the model may take over
(at once, but for the declarations of Tarot's first trick and Briscan's talon phase), then both
take the same random actions to the end of the hand, and at every action they must agree on the
seat to act and the legal actions (in the engine's order where the model keeps it: Triomphe's and
Francion's, which break max^n's ties), at every trick's end on the winner (the next leader) and
what the score reads of the tricks taken, and at the end on the hand's end and every seat's
result.  Once the model has taken over, it must keep the position to the end of the hand."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import solver_positions as SP

from tapisvert import solver as S
from tapisvert.solver import lean, lean_briscan as LB, lean_tarot as LT
from tapisvert.solver.budget import Budget

#: Tarot's variants in solver.COVERED, and the options of the Excuse's end (to the other side,
#: lost when unpaid) and the Goulash's pairwise score, which change the model's rules.
TAROT_CONFIGS = [c for c in S.COVERED if c[0] == "tarot"] + [
    ("tarot", 4, {"excuse_last_trick": "to-other-side", "excuse_unpaid": "excuse-lost"}),
    ("tarot", 5, {"goulash": True, "goulash_scoring": "pairwise", "excuse_unpaid": "excuse-lost"}),
]

#: Briscan's and Brisque's variants in solver.COVERED, and the options that change the model's
#: rules: the match won at once at the target (a low one, so that the deal's end reaches it),
#: the last-tricks bonus including the last trick's, points per brisque taken, declarations
#: after the talon (the model refuses a final phase with a meld in hand), melds before the draw.
BRISCAN_CONFIGS = [c for c in S.COVERED if c[0] in LB.GAMES] + [
    ("briscan", 2, {"win_check": "immediate", "target": 100, "brisque_points": 10}),
    ("briscan", 2, {"last_five_tricks": "including", "declare_after_talon": "yes", "meld_after_draw": "no"}),
    ("briscan", 2, {"ace_trump_bonus": "declared", "exchange_bonus": 10, "brisque_points": 10}),
    ("brisque", 2, {"win_check": "immediate", "target": 50, "declare_after_talon": "yes"}),
    ("brisque", 2, {"meld_after_draw": "no", "turnup_bonus": "no"}),
]

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

#: The variants walked, by model (as bench/solver_soak.py --models names them: Brisque's with
#: Briscan's, one model).
CONFIGS = {
    "tarot": TAROT_CONFIGS,
    "briscan": BRISCAN_CONFIGS,
    "triomphe": TRIOMPHE_CONFIGS,
    "francion": FRANCION_CONFIGS,
}


def position(game, players, options, seed, tricks, resample=True, goulash=False):
    """``solver_positions.position``, Triomphe's and Francion's reached by random play (every
    legal action equally likely, so that the words and the vows are met), the others by the
    game's policy."""
    uniform = game in ("triomphe", "francion")
    return SP.position(game, players, options, seed, tricks, resample, goulash=goulash, uniform=uniform)


@dataclass(frozen=True)
class Walked:
    """What the walk reads of one game's model, beside the engine."""

    taken_over: bool
    """The model takes over every hand walked (Briscan's may not: a meld in hand past the talon)."""
    seat: Callable[[Any], int]
    actions: Callable[[Any, list[int]], tuple[list[int], list[int]]]
    """The engine's legal codes as the model's actions, and the model's own."""
    action: Callable[[Any, int], int]
    tricks: Callable[[Any, Any], list[tuple[bool, str]]]
    """What the score reads of the tricks taken, model against engine, at a trick's end."""


def _cards(idx, bits):
    return lambda m, legal: (sorted(idx[c] for c in legal), bits(m.legal()))


def _briscan_tricks(m, w):
    return [
        (m.twon == w.tricks_won, f"tricks won {m.twon} != {w.tricks_won}"),
        (m.cards == [len(p) for p in w.won], "cards won differ"),
    ]


def _trick_game(won):
    """Triomphe's or Francion's (``LeanTricks``): the actions in the engine's order, the words of
    Triomphe included; the tricks per side (``won``: the engine's attribute)."""
    return Walked(
        True,
        lambda m: m.actor(),
        lambda m, legal: ([m.action_of(c) for c in legal], m.legal_actions()),
        lambda m, c: m.action_of(c),
        lambda m, w: [(m.side_tricks() == list(getattr(w, won)), f"{won} differ")],
    )


WALKED = {
    "tarot": Walked(
        True,
        lambda m: m.turn,
        _cards(LT.IDX, LT.bits),
        lambda m, c: LT.IDX[c],
        lambda m, w: [(m.tside == w.tricks_side, f"tricks per side {m.tside} != {w.tricks_side}")],
    ),
    "briscan": Walked(
        False, lambda m: m.turn, _cards(LB.IDX, LB.bits), lambda m, c: LB.IDX[c], _briscan_tricks
    ),
    "triomphe": _trick_game("side_tricks"),
    "francion": _trick_game("tricks_won"),
}
WALKED["brisque"] = WALKED["briscan"]


class Disagreement(AssertionError):
    pass


def check(ok, what):
    if not ok:
        raise Disagreement(what)


def walk(world, rng):
    """Play ``world``'s hand out at random in the engine and, once it takes over, the model side
    by side (see the module docstring); returns the actions the model took."""
    game = type(world).FACTS.name
    entry, g = lean.MODELS[game], WALKED[game]
    eligible = entry.eligible
    hand, done = world.hand_number, len(world.hand_results)
    m = None
    played = 0
    while True:
        if len(world.hand_results) > done or world.hand_number != hand or world.is_over:
            check(m is not None or not g.taken_over, "the model never took over")
            if m is not None:
                check(m.over(), "the hand ended in the engine, not in the model")
                got, want = m.utilities(), S.hand_utilities(world, hand)
                check(all(abs(a - b) < 1e-9 for a, b in zip(got, want)), f"results {got} != {want}")
            return played
        legal = world.legal_codes()
        if m is None:
            if not eligible(world):
                world.apply_trusted(rng.choice(legal))
                continue
            m = entry.model(world, 0, Budget())
        check(eligible(world), "the model lost the position")
        check(not m.over(), "the hand ended in the model, not in the engine")
        seat = g.seat(m)
        check(seat == world.current_player, f"seat to act {seat} != {world.current_player}")
        theirs, mine = g.actions(m, legal)
        check(theirs == mine, f"legal actions differ: {legal} vs {mine}")
        c = rng.choice(legal)
        world.apply_trusted(c)
        m.play(g.action(m, c))
        played += 1
        if not world.trick and not world.hand_results[done:]:
            check(m.leader == world.leader, f"trick winner {m.leader} != {world.leader}")
            for ok, what in g.tricks(m, world):
                check(ok, what)
