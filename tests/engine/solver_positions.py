"""Positions for the solver's tests and soak: worlds of every game and variant, reached by the
game's own policy and then dealt again from one seat's view (so the hidden cards, the talon's
order included, lie anywhere the seat's knowledge allows), plus a plain minimax to check the
solver against."""

import random

import tapisvert
from tapisvert import capabilities as K, solver as S
from tapisvert.games.tarot.codes import W_PASS

CONFIGS = list(S.COVERED)


def left(st):
    """Tricks left for the trick games; for Emprunt (no tricks, one choice per run) the cards
    left in the hands, so that "small" means near the end of the deal there too."""
    n = K.tricks_left(st)
    if n is None and st.FACTS.name == "emprunt" and str(st.phase) == "play":
        return max(len(h) for h in st.hands)
    return n


def position(game, players, options, seed, tricks, resample=True, goulash=False, uniform=False):
    """A world of ``game`` in its first hand with at most ``tricks`` tricks left and a choice to
    make, or None if the deal ends first.  ``uniform``: reached by random play (every legal action
    equally likely), not the game's policy; ``goulash``: everybody passes the bids (Tarot, the
    option must be on)."""
    st = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    while st.hand_number == 1 and not st.is_over:
        if goulash and str(st.phase) == "bidding":
            st.apply_trusted(W_PASS)
            continue
        n = left(st)
        legal = st.legal_codes()
        if n is not None and n <= tricks and len(legal) > 1:
            seat = st.current_player
            assert seat is not None
            return st.resample(seat, rng) if resample else st
        st.apply_trusted(rng.choice(legal) if uniform else st.rollout_code(rng))
    return None


def minimax(world, hand, done, ref, sides):
    """The plain walk: every legal action, a copy of the state at every node, no table, no
    equivalent cards; max^n (ties to the first action) or minimax on ``ref``'s result."""
    if len(world.hand_results) > done or world.hand_number != hand or world.is_over:
        return S.hand_utilities(world, hand)
    mover = world.current_player
    best = None
    for code in world.legal_codes():
        child = world.clone()
        child.apply_trusted(code)
        v = minimax(child, hand, done, ref, sides)
        if sides is None:
            better = best is None or v[mover] > best[mover]
        elif sides[mover] == sides[ref]:
            better = best is None or v[ref] > best[ref]
        else:
            better = best is None or v[ref] < best[ref]
        if better:
            best = v
    return best


def minimax_values(world, ref):
    """Each legal action's plain-minimax value for ``ref``."""
    hand, done = world.hand_number, len(world.hand_results)
    sides = S.sides_of(world)
    out = []
    for code in world.legal_codes():
        child = world.clone()
        child.apply_trusted(code)
        out.append(minimax(child, hand, done, ref, sides)[ref])
    return out
