"""``normal``: a strong heuristic that scores every card by its expected worth for this trick.

For each card in hand it estimates the chance of taking the trick with it
(nobody later holds, or wants to play, a card that beats it), what the trick
would be worth then (its own cards, and what later players would dump on it,
including our pain colour when they know it), what the card does to the likely
taker when it does not win (an opponent's revealed pain colour hurts them), and
what keeping the card is worth for later tricks (zeros duck, high cards take,
our own pain cards are a liability best shed into someone else's trick).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sticheln.ai.knowledge import Knowledge, knowledge, points_table
from sticheln.ai.pain import DEFAULT, choose_pain
from sticheln.cards import Card, card_code
from sticheln.fast import COLOUR, TRICK_KEY, VALUE, trick_winner
from sticheln.view import SeatView


@dataclass(frozen=True)
class Weights:
    """Tuning of :func:`card_scores`; the defaults are the benchmarked ones."""

    want_good: float = 0.85  # chance a later player who can beat a trick that is good for them does so
    want_bad: float = 0.08  # ... when the trick holds their pain colour
    want_unknown: float = 0.6  # ... when we do not know their pain colour
    harm: float = 0.25  # worth of one point of damage dealt to the likely taker
    shed: float = 0.35  # worth of one value point of our own pain colour leaving our hand
    keep_zero: float = 1.2  # worth of keeping a zero (it always ducks)
    keep_high: float = 1.0  # worth of keeping the highest non-pain card (scaled by value)


def card_scores(k: Knowledge, w: Weights = Weights()) -> dict[Card, float]:
    """Expected worth (in round points) of playing each card of ``k.hand`` now."""
    n, me = k.players, k.me
    mine = points_table(k.pains[me])
    my_pain = k.pains[me] or frozenset()
    pool = k.pool
    pool_size = max(len(pool), 1)
    later = k.to_play_after_me
    trick = k.trick
    holder = (k.leader + trick_winner(trick)) % n if trick else None
    # what a later player adds to a trick we hold: our pain colour if they know it and have it, else +1
    pain_known = not any(p is None for i, p in enumerate(k.pains) if i != me)
    pain_pool = [c for c in pool if COLOUR[c] in my_pain and VALUE[c] > 0]
    if pain_pool:
        share = len(pain_pool) / pool_size
        mean_pain = sum(VALUE[c] for c in pain_pool) / len(pain_pool)
    else:
        share, mean_pain = 0.0, 0.0
    scores: dict[Card, float] = {}
    for c in k.hand:
        cards = (*trick, c)
        keys = TRICK_KEY[COLOUR[cards[0]]]
        kc = keys[c]
        wins_now = not trick or kc > keys[trick[trick_winner(trick)]]
        if not wins_now:
            p_win = 0.0
        else:
            beat = sum(1 for u in pool if keys[u] > kc) / pool_size
            p_win = 1.0
            for s in later:
                has = 1.0 - (1.0 - beat) ** k.hand_sizes[s]
                p_win *= 1.0 - has * _want(k, s, cards, w)
        adds = 0.0
        for s in later:
            if pain_known:
                has_pain = 1.0 - (1.0 - share) ** k.hand_sizes[s]
                adds += has_pain * -mean_pain + (1.0 - has_pain)
            else:
                adds += share * -mean_pain + (1.0 - share)
        take = sum(mine[x] for x in cards) + adds
        score = p_win * take
        if p_win < 1.0:
            # the card goes to someone else: damage to the likely taker, and our own pain card is gone safely
            taker = holder if (trick and not wins_now) else None
            taker_pain = k.pains[taker] if taker is not None else None
            if taker_pain and COLOUR[c] in taker_pain:
                score += (1.0 - p_win) * w.harm * (VALUE[c] + 1)
            if COLOUR[c] in my_pain:
                score += (1.0 - p_win) * w.shed * VALUE[c]
        score -= _keep(k, c, my_pain, w)
        scores[c] = score
    return scores


def _want(k: Knowledge, seat: int, cards: tuple[Card, ...], w: Weights) -> float:
    """Chance that ``seat`` overtakes a trick of ``cards`` when it can."""
    pains = k.pains[seat]
    if pains is None:
        return w.want_unknown
    worth = sum(-VALUE[c] if COLOUR[c] in pains else 1 for c in cards)
    return w.want_good if worth > 0 else w.want_bad


def _keep(k: Knowledge, c: Card, my_pain: frozenset[int], w: Weights) -> float:
    """What holding ``c`` back is worth for the tricks still to come."""
    if VALUE[c] == 0:
        return w.keep_zero
    if COLOUR[c] in my_pain:
        return 0.0  # its shedding worth is counted where it leaves safely
    return w.keep_high * VALUE[c] / k.top


def heuristic_card(k: Knowledge, w: Weights | None = None) -> Card:
    """The card with the best :func:`card_scores` (ties: the lowest card)."""
    scores = card_scores(k, w or Weights())
    return max(k.hand, key=lambda c: (scores[c], -c))


class NormalPlayer:
    """The ``normal`` level: :func:`card_scores` and the benchmarked pain choice. Deterministic."""

    def __init__(
        self,
        seed: int | None = None,
        weights: Weights | None = None,
        pain: str = DEFAULT,
        pain_weight: float | None = None,
    ) -> None:
        self.seed = seed  # unused: normal is deterministic (ties go to the lowest card)
        self.weights = weights or Weights()
        self.pain = pain
        self.pain_weight = pain_weight

    def choose_pain(self, view: SeatView) -> str | Sequence[str]:
        k = knowledge(view)
        picked = choose_pain(k.hand, k.players, k.pain_per_seat, self.pain, self.pain_weight)
        codes = [card_code(c) for c in picked]
        return codes[0] if len(codes) == 1 else codes

    def choose_card(self, view: SeatView) -> str:
        k = knowledge(view)
        if len(k.hand) == 1:
            return card_code(k.hand[0])
        return card_code(heuristic_card(k, self.weights))
