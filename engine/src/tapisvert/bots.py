"""Computer opponents that play any registered game through the public state API.

* ``random`` – a uniformly random legal action (a seeded ``random.Random``).
* ``baseline`` (the page's ``novice``) – the game's own playing policy,
  ``state.rollout_code(rng)``: a few conventions of the game written over the state's
  integer codes.  The same function is the search's rollout policy, so the baseline bot is
  exactly what the search assumes of the rest of the table, at a few microseconds a move.
  A game whose policy reads a fact the acting seat cannot know (Tarot's secret partner) offers
  ``policy_code(rng)``, the same policy on what that seat knows; the baseline bot plays that.
* ``rule_based`` – the generic player used by ``baseline`` for a game that has no policy of
  its own: lead strong, win a trick as cheaply as it can, otherwise throw its weakest card;
  take sure points (``accept``, ``lay-down``) and never concede.  It reads only
  ``legal_actions()``, ``observation()``, ``card_rank()`` and, in a game that declares tricks,
  ``wins_so_far()`` and ``trick_leader_so_far()`` (``capabilities.trick_helpers``); the
  Triomphe and Francion policies are tested to make exactly its choices.
* ``standard`` / ``strong`` – PIMC search (``tapisvert.search``) with a 0.2 s / 1 s budget.
"""

import random
from collections.abc import Callable

from . import capabilities as K, cards as C
from .state import GameState
from .types import Action
from .words import failure

Policy = Callable[[GameState, random.Random], Action]

# Word actions the baseline takes whenever they are offered (sure or harmless gains).
_TAKE = ("deal", "accept", "lay-down", "pillage")
# Word actions it avoids while anything else is legal.
_AVOID = ("concede", "refuse", "stop")


# Every bot reads the position's legal actions once (``state._legal_now``, kept for the position):
# it chooses among them, and the validating ``apply`` of its move checks the choice against the
# same list instead of computing it again. A move from anywhere else is validated as ever.


def random_action(state: GameState, rng: random.Random) -> Action:
    return rng.choice(state._legal_actions_now())


def baseline_action(state: GameState, rng: random.Random) -> Action:
    # A game whose rollout policy reads a fact the acting seat cannot know (Tarot's secret
    # partner) plays it through ``policy_code``, which sees only what that seat knows.
    own = K.policy_code(state)
    if own is not None:
        return state.decode(own(rng, state._legal_now()))
    if K.declared(state).rollout_policy:
        return state.decode(state.rollout_code(rng, state._legal_now()))
    return rule_based_action(state, rng)


def rule_based_action(state: GameState, rng: random.Random) -> Action:
    legal = state._legal_actions_now()
    if len(legal) == 1:
        return legal[0]
    for w in _TAKE:
        if w in legal:
            return w
    discards = [a for a in legal if a.startswith("discard:")]
    if discards:
        return min(discards, key=lambda a: state.card_rank(a.split(":", 1)[1]))
    cards = [a for a in legal if C.is_card(a)]
    if cards:
        return _card_choice(state, cards)
    rest = [a for a in legal if a not in _AVOID] or legal
    return rng.choice(rest)


def _card_choice(state: GameState, cards: list[Action]) -> Action:
    rank = state.card_rank
    seat = state.current_player
    assert seat is not None  # choose() refuses a match that is over
    obs = state.observation(seat)
    # The trick helpers of a game that declares tricks; None for a game without (Emprunt), where
    # a card is never played to a trick in progress and the strongest leads.
    tricks = K.trick_helpers(state)
    if tricks is None or not obs["trick"]:
        return max(cards, key=rank)
    teams: list[list[int]] | None = obs.get("teams")
    winning = [c for c in cards if tricks.wins_so_far(c)]
    if teams:
        # Do not fight a partner who is already winning the trick.
        mates: list[int] = next((t for t in teams if seat in t), [])
        current = tricks.trick_leader_so_far()
        if current in mates and current != seat:
            return min(cards, key=rank)
    if winning:
        return min(winning, key=rank)
    return min(cards, key=rank)


def _search(budget: float) -> Policy:
    def policy(state: GameState, rng: random.Random) -> Action:
        from .search import pimc_action

        return pimc_action(state, rng, budget_s=budget)

    return policy


STANDARD_BUDGET_S = 0.2
"""Seconds the Standard bot searches a decision (the hint's too: ``hint.STANDARD_BUDGET``)."""
STRONG_BUDGET_S = 1.0
"""Seconds the Strong bot searches a decision."""

POLICIES: dict[str, Policy] = {
    "random": random_action,
    "baseline": baseline_action,
    "rule_based": rule_based_action,
    # The page's three levels: novice = baseline, standard and strong = PIMC search.
    "novice": baseline_action,
    "standard": _search(STANDARD_BUDGET_S),
    "strong": _search(STRONG_BUDGET_S),
}


# The page's Opponents menu, in its order (playground/engine-client/engine-facts.mjs is generated from it).
MENU_LEVELS = ("baseline", "standard", "strong", "random")


def choose(state: GameState, level: str = "baseline", rng: random.Random | None = None) -> Action:
    """The action a bot of ``level`` takes for ``state.current_player``."""
    if level not in POLICIES:
        raise failure(ValueError, "error.bot-level", level=repr(level))
    if state.current_player is None:
        raise failure(ValueError, "error.nobody-to-act")
    return POLICIES[level](state, rng or random.Random(0))
