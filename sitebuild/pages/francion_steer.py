"""Steer a Francion hand to a chosen number of tricks per player, by depth-first search over
legal plays (public state methods only: clone, legal_codes, apply_trusted, wins_so_far,
current_player).  The plays found are then applied through ``apply``, every card checked by the
rules.

It serves the worked examples of the economy (``francion_examples``: the tricks fall as the page
lists them) and the economy's tests; it is no part of the engine, so it lives here, beside the
examples, and not in the game's package (the product never imports ``tests/``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tapisvert.types import Code

if TYPE_CHECKING:
    from tapisvert.games.francion import Francion


def play_to_counts(state: Francion, target: list[int], limit: int = 3000) -> bool:
    """Play the current hand so that it ends with ``tricks_won == target`` (by seat).

    Returns True (the plays are applied to ``state``) or False (no plays found within ``limit``
    search nodes; ``state`` is unchanged).
    """
    n = state.players
    nodes = [0]

    def order(st: Francion) -> list[Code]:
        # First the cards that send the trick to a player who still needs tricks.
        need = [target[s] - st.tricks_won[s] for s in range(n)]
        me = st.current_player
        assert me is not None  # a hand in play

        def key(code: Code) -> int:
            wins = st.wins_so_far(st.decode(code))
            return 0 if (wins and need[me] > 0) or (not wins and need[me] == 0) else 1

        return sorted(st.legal_codes(), key=key)

    def rec(st: Francion) -> list[Code] | None:
        nodes[0] += 1
        if nodes[0] > limit:
            return None
        if st.phase != "play":
            return [] if st.hand_results[-1]["tricks"] == target else None
        for code in order(st):
            nxt = st.clone()
            nxt.apply_trusted(code)
            won = nxt.hand_results[-1]["tricks"] if nxt.phase != "play" else nxt.tricks_won
            if any(won[s] > target[s] for s in range(n)):
                continue
            rest = rec(nxt)
            if rest is not None:
                return [code] + rest
        return None

    path = rec(state)
    if path is None:
        return False
    for code in path:
        state.apply(state.decode(code))
    return True
