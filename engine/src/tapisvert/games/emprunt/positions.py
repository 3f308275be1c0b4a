"""Emprunt from a JSON position: the game's step of the core's ``from_position`` template
(``tapisvert.position.PositionTemplate``: keys, players, options and seed), a position in the middle
of a deal."""

from __future__ import annotations

from ... import cards as C, position as P
from ...words import card as wcard, failure
from .codes import PLAY
from .fields import EmpruntFields


def set_position(st: EmpruntFields, position: P.Position) -> None:
    """A position in the middle of a deal.

    Keys: ``players``, ``options``, ``dealer``, ``hands`` (every hand, required), ``talon``
    (optional: the cards not in a hand nor down), ``played`` (cards of earlier, finished runs),
    ``run`` (the cards of the current run, in order; empty: ``turn`` opens a run), ``turn``
    (the seat to act; default first hand), and the scoring context: ``jetons`` (each player's
    net balance, the antes of this deal paid), ``pool`` (the jetons in the pool; balances and
    pool sum to zero) and ``deals_played`` (the deals of the match already settled).
    """
    n = st.players
    dealer = P.seat(position, "dealer", n - 1, n)
    turn = P.seat(position, "turn", (dealer + 1) % n, n)
    hands = position.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise failure(ValueError, "position.emprunt.hands", n=n)
    hands = [C.parse_cards(h, f"hands[{i}]") for i, h in enumerate(hands)]
    played = C.parse_cards(position.get("played", []), "played")
    run = C.parse_cards(position.get("run", []), "run")
    used = [c for h in hands for c in h] + played + run
    if "talon" in position:
        talon = C.parse_cards(position["talon"], "talon")
    else:
        talon = [c for c in st.pack if c not in used]
    allc = used + talon
    if any(c not in st.order for c in allc):
        raise failure(ValueError, "position.emprunt.pack", pack=len(st.pack), n=n, ranks=" ".join(st.ranks))
    if len(set(allc)) != len(allc) or set(allc) != set(st.pack):
        raise failure(ValueError, "position.emprunt.each-card-once")
    if not hands[turn] and not run:
        raise failure(ValueError, "position.emprunt.opener-holds")
    if not any(hands):
        raise failure(ValueError, "position.emprunt.hands-empty")
    for a, b in zip(run, run[1:]):
        if st.succ[a] != b:
            raise failure(ValueError, "position.emprunt.run-sequence", b=wcard(b), a=wcard(a))
    jetons = P.whole_numbers(position, "jetons", n)
    pool = position.get("pool", 0)
    if isinstance(pool, bool) or not isinstance(pool, int) or pool < 0:
        raise failure(ValueError, "position.emprunt.pool")
    if sum(jetons) + pool != 0:
        raise failure(ValueError, "position.emprunt.zero-sum")
    done = position.get("deals_played", 0)
    if isinstance(done, bool) or not isinstance(done, int) or not 0 <= done < st.deals_total:
        raise failure(
            ValueError,
            "position.emprunt.deals-played",
            last=st.deals_total - 1,
            deals=st.deals_total,
            rounds=st.options["rounds"],
            n=n,
        )
    st.dealer = dealer
    st.hands = [sorted(h, key=st._sort_key) for h in hands]
    st.talon = talon
    st.table = played + run
    st.run = [[(turn - len(run) + i) % n, c, 0, None] for i, c in enumerate(run)]
    st.scores = list(jetons)
    st.start_scores = list(jetons)
    st.points_before = list(jetons)
    st.ledger = {"ante": 0, "borrowed": [0] * n, "lent": [0] * n, "talon": [0] * n}
    st.pool = pool
    st.deals_played = done
    st.hand_number = done + 1
    st.turn = turn
    st.leader = (turn - len(run)) % n
    st.need = -1
    if run:
        nxt = st.succ[run[-1]]
        if nxt < 0 or nxt in st.table:
            raise failure(ValueError, "position.emprunt.run-over")
        st.need = nxt
    st.phase = PLAY
