"""Which cards a player may play (FFT §6–§8), in one function.

``card_play`` is the only statement of the card-play rules: the play's legal codes in the first
trick, the refusals (the rule id that forbids a card), the rollout policy and the fused random
playout all call it.  The public fast path ``Tarot.legal_codes`` keeps one inlined copy of it for the
cards after the first trick; tests/engine/test_tarot_legal.py::test_fast_copy_equals_card_play is
its equivalence check.
"""

from .fields import TarotFields
from .pack import SIX, Card, Hand

# Rule ids (the suffix after ``tarot.``), by the case that decided the legal cards.
LEAD = "play.lead"
AFTER_EXCUSE = "play.led-suit"  # the Excuse was led: the next card sets the suit
FOLLOW = "play.follow-suit"
TRUMP_LED = "play.trump-led"
UNDERTRUMP = "play.undertrump"
OVERTRUMP = "play.overtrump"
MUST_TRUMP = "play.must-trump"
ANY_CARD = "play.any-card"
CALLED_LEAD = "call.first-lead"
CALLED_LEAD_FALLBACK = "call.first-lead-fallback"


def card_play(
    h: Hand, led: int, top: Card, started: bool = False, called_lead: Card = -1
) -> tuple[list[Card], str]:
    """(legal cards, rule id) for the player holding ``h``.

    ``led`` the kind led in this trick (0-3 a suit, 4 trumps; -1 none yet: nothing played, or
    only the Excuse), ``top`` the highest trump in the trick (0: none), ``started`` the trick has
    a card (the Excuse led), ``called_lead`` the called card when this is the first lead of a
    5-player deal (its suit may not be led, but the card itself may), else -1.  The cards come in
    the hand's order (suits, trumps, the Excuse), the called card last on the first lead.
    """
    if led < 0:
        if called_lead >= 0:
            cs = SIX[called_lead]
            out = [c for i in range(6) if i != cs for c in h[i]]
            if called_lead in h[cs]:
                out.append(called_lead)
            if out:
                return out, CALLED_LEAD
            return [*h[0], *h[1], *h[2], *h[3], *h[4], *h[5]], CALLED_LEAD_FALLBACK  # TAR6
        return [*h[0], *h[1], *h[2], *h[3], *h[4], *h[5]], (AFTER_EXCUSE if started else LEAD)
    if led < 4 and h[led]:
        return h[led] + h[5], FOLLOW
    tr = h[4]
    if tr:
        # the trumps above the highest so far if any, else any trump (and the Excuse, always)
        if tr[-1] > top and tr[0] < top:
            return [t for t in tr if t > top] + h[5], (TRUMP_LED if led == 4 else OVERTRUMP)
        if tr[-1] > top:
            return tr + h[5], (TRUMP_LED if led == 4 else OVERTRUMP if top else MUST_TRUMP)
        return tr + h[5], UNDERTRUMP
    return [*h[0], *h[1], *h[2], *h[3], *h[5]], ANY_CARD


def legal_cards(st: TarotFields, seat: int) -> tuple[list[Card], str]:
    """``card_play`` for ``seat`` in the trick of state ``st`` (the call restricts the first lead
    of the deal only)."""
    called_lead = st.called if st.opening and not st.trick else -1
    return card_play(st.hands[seat], st.led, st.top, bool(st.trick), called_lead)
