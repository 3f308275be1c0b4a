"""The bot policy: deterministic given the random stream, cheap, and sensible enough that a deal's
result says something about the move tried (tarot conventions, simplified).

``rollout_code`` is the policy's action for the player to move (the search's playouts);
``rollout_hand`` the same moves for the rest of the deal in one call; ``policy_code`` the policy
played for real by the baseline bot, on the sides its seat can know.
"""

from typing import Any

from ... import cards as C
from ...cards import SUIT_SHIFT
from .codes import (
    ANNOUNCE,
    BID,
    CALL,
    CALLP,
    CARD_CODES,
    DISCARD,
    ECART,
    HIDEP,
    IN_DEAL,
    PLAY,
    W_BIDS,
    W_MISERE,
    W_NOCHELEM,
    W_PASS,
)
from .fields import TarotFields
from .legal import card_play, legal_cards
from .pack import EXCUSE, HP, PACK, PETIT, SIX, STR, TWENTY_ONE, Card, Hand

# a seat's voids: bit s for suit s, bit TRUMP_SUIT for the trumps
TRUMP_VOID = 1 << C.TRUMP_SUIT
PLAIN_VOIDS = TRUMP_VOID - 1  # void in one of the four suits
SAFE_TRUMP = C.trump(17)  # a partner winning with the 17 or more should hold
DUMP = [0] * CARD_CODES  # the card to throw when losing: low plain cards first, the Petit last
CHARGE = [0] * CARD_CODES  # the card to give a winning partner: the most points, no trump
WIN_LAST = [0] * CARD_CODES  # the card to win with when last to play: the Petit first, then the lowest
for _c in PACK:
    if _c < C.TRUMP_BASE:
        DUMP[_c] = HP[_c] * 16 + STR[_c]
        CHARGE[_c] = HP[_c] * 16 + STR[_c]
        WIN_LAST[_c] = STR[_c]
    elif _c == EXCUSE:
        DUMP[_c], CHARGE[_c], WIN_LAST[_c] = 800, -2000, 1000
    else:
        DUMP[_c] = 500 + STR[_c]
        CHARGE[_c] = -STR[_c] - 100
        WIN_LAST[_c] = STR[_c]
DUMP[PETIT] = 900
CHARGE[PETIT] = 300  # the Petit under a safe partner: saved with its points
CHARGE[TWENTY_ONE] = -1000
WIN_LAST[PETIT] = 0


def bid_strength(h: Hand, hand_size: int) -> int:
    """A hand's strength for bidding (trumps, bouts, kings), scaled to 18 cards."""
    s = (
        len(h[4]) * 2
        + 6 * ((PETIT in h[4]) + (TWENTY_ONE in h[4]))
        + 6 * len(h[5])
        + 3 * sum(1 for x in range(4) for c in h[x] if c & C.RANK_MASK == C.KING)
    )
    return s * 18 // hand_size


def bid_wish(h: Hand, hand_size: int) -> int:
    """The highest contract (0..3, or -1 to pass) the strength of ``h`` supports."""
    s = bid_strength(h, hand_size)
    want = -1
    for i, th in enumerate((19, 24, 30, 36)):
        if s >= th:
            want = i
    return want


class Policy(TarotFields):
    """The rollout policy and the baseline bot."""

    def rollout_code(self, rng: Any, legal: list[int] | None = None) -> int:
        """The rollout policy's action for the player to move (the search's playout); ``legal``:
        the position's legal codes when the caller has them (read only where the policy needs
        the list: the play reads the hand itself)."""
        ph = self.phase
        if ph == PLAY:
            seat = self.turn
            if self.opening:
                d = self.decl[seat]
                if d:
                    if d[0] in W_MISERE:
                        return d[0]
                    if self.side_of[seat] == 0 and not self.goulash_deal:
                        return d[-1]  # the taker's side shows its poignée
                return self._rollout_card(seat, legal_cards(self, seat)[0])
            return self._rollout_card(seat, None)
        if ph == BID:
            want = bid_wish(self.hands[self.turn], self.hand_size)
            return W_BIDS[want] if want > self.best else W_PASS
        if ph == ECART:
            h = self.hands[self.taker]
            plain = [c for s in range(4) for c in h[s] if (c & C.RANK_MASK) != C.KING]
            if len(plain) >= self.chien_size - len(self.discard):
                # void the shortest suit, its most valuable cards first
                return DISCARD + min(plain, key=lambda c: (len(h[c >> SUIT_SHIFT]), -HP[c], -c))
            return DISCARD + min(self._discardable(), key=lambda c: (SIX[c], c))
        if ph == CALLP:
            h = self.hands[self.taker]
            legal = self._callable()
            free = [c for c in legal if c not in h[c >> SUIT_SHIFT]]
            return CALL + (max(free, key=lambda c: (len(h[c >> SUIT_SHIFT]), -c)) if free else legal[0])
        if ph == ANNOUNCE:
            return W_NOCHELEM
        if legal is None:
            legal = self._legal_codes()
        if ph == HIDEP:
            return min(legal)
        return legal[0]

    def policy_code(self, rng: Any, legal: list[int] | None = None) -> int:
        """The rollout policy played for real by the seat to move (the baseline bot): the same
        moves, but judged on the sides that seat can know.  With five players the holder of the
        called card is secret until it is played; the taker and the defenders who do not hold it
        take every other seat for a defender, and only the holder knows that he is the partner."""
        seat = self.current_player
        if (
            self.players != 5
            or self.called < 0
            or self.partner_public
            or self.alone_known
            or self.goulash_deal
            or seat is None
        ):
            return self.rollout_code(rng, legal)
        known = [1] * self.players
        if self.taker >= 0:
            known[self.taker] = 0
        if self.called in self.hands[seat][SIX[self.called]]:
            known[seat] = 0
        real = self.side_of
        self.side_of = known
        try:
            return self.rollout_code(rng, legal)
        finally:
            self.side_of = real

    def _rollout_card(self, seat: int, legal: list[Card] | None) -> Card:
        h = self.hands[seat]
        led = self.led
        top = self.top
        if legal is None:
            legal = card_play(h, led, top)[0]
        if len(legal) == 1:
            return legal[0]
        if h[5] and not self.chelem_announced and sum(map(len, h)) == 2:
            return EXCUSE  # never keep the Excuse for the last trick
        if led < 0:
            return self._rollout_lead(seat, h, legal)
        n = self.players
        sides = self.side_of
        w = self.leader + self.wpos
        if w >= n:
            w -= n
        last = len(self.trick) == n - 1
        if not self.goulash_deal and sides[w] == sides[seat]:
            # the partner wins: give him points if his card should hold, else play low
            threat = 0 if last else self._threat_after(seat, led)
            if not threat or top >= SAFE_TRUMP or (not top and self.wbest == 14 and threat < 2):
                return max(legal, key=CHARGE.__getitem__)
            return min(legal, key=DUMP.__getitem__)
        if top:
            win = [c for c in legal if C.TRUMP_BASE < c < EXCUSE and c > top]
        else:
            wb = self.wbest
            win = [c for c in legal if (SIX[c] == led and STR[c] > wb) or C.TRUMP_BASE < c < EXCUSE]
        if win:
            if last:
                return min(win, key=WIN_LAST.__getitem__)
            if led < 4 and SIX[win[0]] == led:
                best = win[-1]
                if (best & C.RANK_MASK) == C.KING and self._threat_after(seat, led) < 2:
                    return best  # the king should hold
                return win[0]
            # trumping (or overtrumping): the lowest trump that wins, the Petit only if it
            # must or cannot be caught
            cand = [c for c in win if c != PETIT] or win
            return cand[0]
        pick = min(legal, key=DUMP.__getitem__)
        if EXCUSE in legal and pick != EXCUSE and HP[pick] >= 5:
            return EXCUSE  # save a face card or a bout
        return pick

    def _threat_after(self, seat: int, suit: int) -> int:
        """Who plays after ``seat`` in this trick: 0 only partners, 1 opponents, 2 an opponent
        known to be void in ``suit`` who may trump it."""
        n = self.players
        s = seat
        sides = self.side_of
        me = sides[seat]
        alone = self.goulash_deal
        threat = 0
        for _ in range(n - 1 - len(self.trick)):
            s = s + 1 if s + 1 < n else 0
            if alone or sides[s] != me:
                v = self.voids[s]
                if suit < 4 and v >> suit & 1 and not v & 16:
                    return 2
                threat = 1
        return threat

    def _rollout_lead(self, seat: int, h: Hand, legal: list[Card]) -> Card:
        sides = self.side_of
        me = sides[seat]
        voids = self.voids
        if self.goulash_deal:
            return min(legal, key=DUMP.__getitem__)
        opp = [s for s in range(self.players) if sides[s] != me]
        trumps = [c for c in legal if C.TRUMP_BASE < c < EXCUSE]
        plain = [c for c in legal if c < C.TRUMP_BASE]
        if me == 0:
            # the taker's side: the Petit once the opponents have no trump; draw trumps with a
            # long trump suit (the top one when strong, else a small one); else a small card
            # of a short suit
            opp_trumps = any(not voids[s] & 16 for s in opp)
            if PETIT in trumps and not opp_trumps:
                return PETIT
            if trumps and opp_trumps and len(trumps) * 2 >= sum(map(len, h)):
                if trumps[-1] >= 79:
                    return trumps[-1]
                cand = [t for t in trumps if t != PETIT]
                if cand:
                    return cand[0]
            if plain:
                return min(plain, key=lambda c: (len(h[c >> SUIT_SHIFT]), STR[c]))
            return min(legal, key=DUMP.__getitem__)
        # the defence: the top trump (not the Petit), to draw the taker's; else a small card
        # of a suit the taker has to trump, a king, or a small card of a long suit
        cand = [t for t in trumps if t != PETIT]
        if cand:
            return cand[-1]
        if plain:
            tk = self.taker
            if tk >= 0 and sides[tk] != me and not voids[tk] & TRUMP_VOID and voids[tk] & PLAIN_VOIDS:
                cut = [c for c in plain if voids[tk] >> (c >> SUIT_SHIFT) & 1]
                if cut:
                    return min(cut, key=lambda c: (-len(h[c >> SUIT_SHIFT]), STR[c]))
            kings = [
                c
                for c in plain
                if (c & C.RANK_MASK) == C.KING and not any(voids[s] >> (c >> SUIT_SHIFT) & 1 for s in opp)
            ]
            if kings:
                return kings[0]
            return min(plain, key=lambda c: (-len(h[c >> SUIT_SHIFT]), STR[c]))
        return min(legal, key=DUMP.__getitem__)

    def rollout_hand(self, rng: Any) -> int:
        """Finish the deal in progress with the rollout policy: exactly the moves that stepping
        with ``rollout_code`` and ``apply_trusted`` would make.  Returns the number of moves."""
        start = self.hand_number
        count = 0
        hist = self.history
        card, play = self._rollout_card, self._play
        while self.hand_number == start and self.phase in IN_DEAL:
            if self.phase == PLAY and not self.opening:
                code = card(self.turn, None)
                play(code)
            else:
                code = self.rollout_code(rng)
                if self.phase == PLAY and code < CARD_CODES:
                    play(code)
                else:
                    self._do(code)
            hist.append(code)
            count += 1
        return count
