"""``easy``: a casual player's rules of thumb, with the occasional careless card.

It keeps to what a beginner sees on the table: take a trick that is good for
it when it is last to play, stay out of a trick that holds its pain colour,
get rid of its own pain cards when someone else holds the trick. It does not
count cards or read the others' pain colours, and now and then it plays a card
without thinking, but never one that takes its own pain into a trick it could
have avoided.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from sticheln.ai.knowledge import knowledge, points_table
from sticheln.ai.pain import choose_pain
from sticheln.cards import Card, card_code
from sticheln.fast import COLOUR, TRICK_KEY, VALUE, trick_winner
from sticheln.view import SeatView

CARELESS = 0.2  # share of moves played without thinking (among the non-absurd cards)


class EasyPlayer:
    """The ``easy`` level."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose_pain(self, view: SeatView) -> str | Sequence[str]:
        k = knowledge(view)
        codes = [card_code(c) for c in choose_pain(k.hand, k.players, k.pain_per_seat, "bsw")]
        return codes[0] if len(codes) == 1 else codes

    def choose_card(self, view: SeatView) -> str:
        k = knowledge(view)
        hand = sorted(k.hand, key=lambda c: (VALUE[c], c))
        if len(hand) == 1:
            return card_code(hand[0])
        mine = points_table(k.pains[k.me])
        pain = k.pains[k.me] or frozenset()
        trick = k.trick
        if not trick:
            return card_code(self._lead(hand, pain))
        keys = TRICK_KEY[COLOUR[trick[0]]]
        best = keys[trick[trick_winner(trick)]]
        winners = [c for c in hand if keys[c] > best]
        losers = [c for c in hand if keys[c] <= best]
        worth = sum(mine[c] for c in trick)
        last = len(trick) == k.players - 1
        # absurd: taking a trick that costs points when a card that stays out exists
        sane = [c for c in hand if not (c in winners and worth + mine[c] < 0 and losers)]
        if self.rng.random() < CARELESS:
            return card_code(self.rng.choice(sane))
        good = [c for c in winners if worth + mine[c] > 0]
        if last and good:
            return card_code(min(good, key=lambda c: (keys[c], c)))
        if not last and good and worth >= 0:
            strong = [c for c in good if VALUE[c] >= k.top - 1 and keys[c] > k.top]
            if strong:  # a top trump usually holds
                return card_code(min(strong))
        if losers:
            dump = [c for c in losers if COLOUR[c] in pain]
            if dump:
                return card_code(max(dump, key=lambda c: (VALUE[c], c)))
            return card_code(losers[0])
        return card_code(min(hand, key=lambda c: (worth + mine[c] < 0, keys[c], c)))

    def _lead(self, hand: list[Card], pain: frozenset[int]) -> Card:
        """Lead a low card of a colour that is not ours to fear; sometimes get rid of a pain card."""
        own = [c for c in hand if COLOUR[c] in pain]
        if own and self.rng.random() < 0.3:
            return max(own, key=lambda c: (VALUE[c], c))
        others = [c for c in hand if COLOUR[c] not in pain] or hand
        return self.rng.choice(others[: max(1, len(others) // 2)])
