"""The random playout (a rollout of uniformly random legal actions), with the card play after the
first trick fused in one loop: the search's cheapest rollout, and the benchmark's."""

from collections.abc import Callable
from typing import Any

from .codes import IN_DEAL, PLAY
from .fields import TarotFields
from .legal import card_play
from .pack import EXCUSE, SIX, STR


class Playout(TarotFields):
    """``playout``: the rest of the deal with random legal actions."""

    def playout(self, rng: Any) -> int:
        """Play the current deal to its end with uniformly random legal actions (a rollout).

        Each action is ``legal[int(rng.random() * len(legal))]`` over ``legal_codes()``; the card
        play after the first trick runs in one fused loop (``_play`` inlined, the trick in locals,
        the legal cards from ``legal.card_play``).  The result is exactly the state reached by
        stepping with ``apply_trusted`` and the same picks (tests/engine/test_tarot_soak.py checks it).
        Returns the number of actions applied.
        """
        r = rng.random
        start = self.hand_number
        count = 0
        while self.hand_number == start and self.phase in IN_DEAL:
            if self.phase == PLAY and not self.opening:
                count += self._fused_play(r)
            else:
                legal = self._legal_codes()
                self.apply_trusted(legal[int(r() * len(legal))])
                count += 1
        return count

    def _fused_play(self, r: Callable[[], float]) -> int:
        n = self.players
        hands = self.hands
        log = self.log
        hist = self.history
        hn = self.hand_number
        called = self.called
        six, strength = SIX, STR
        voids, ceiling = self.voids, self.ceiling
        count = 0
        while self.phase == PLAY:
            # one trick, with the trick state in locals (written back before _finish_trick)
            seat = self.turn
            trick = self.trick
            led, top, wbest, wpos, ex = self.led, self.top, self.wbest, self.wpos, self.ex_seat
            while True:
                h = hands[seat]
                legal = card_play(h, led, top)[0]
                code = legal[int(r() * len(legal))]
                count += 1
                # --- the card (as _play)
                si = six[code]
                h[si].remove(code)
                if led >= 0 and si != led and si != 5:
                    voids[seat] |= (1 << led) if si == 4 else (1 << led) | 16
                if si == 4 and code < top < ceiling[seat]:
                    ceiling[seat] = top
                trick.append(code)
                log.append((hn, seat, "action", code, None))
                hist.append(code)
                if code == EXCUSE:
                    ex = seat
                elif led < 0:
                    led = si
                    wbest = strength[code]
                    wpos = len(trick) - 1
                    if si == 4:
                        top = code
                elif si == 4:
                    if code > top:
                        top = code
                        wbest = strength[code]
                        wpos = len(trick) - 1
                elif si == led and strength[code] > wbest:
                    wbest = strength[code]
                    wpos = len(trick) - 1
                if code == called:
                    self._reveal(seat)
                if len(trick) == n:
                    break
                seat = seat + 1 if seat + 1 < n else 0
            self.led, self.top, self.wbest, self.wpos, self.ex_seat = led, top, wbest, wpos, ex
            self.turn = seat
            self._finish_trick()
        return count
