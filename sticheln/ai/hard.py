"""``hard``: ISMCTS over every seat's moves that values hurting the others as much as scoring.

The search is :mod:`sticheln.ai.search` in the style :data:`STYLE`: the
baseline's tree (:mod:`sticheln.ai.baseline`) with three changes, each measured
on duplicate deals against it (see :data:`STYLE`):

- playouts follow cheap rules of thumb (:func:`sticheln.ai.playout.greedy_rollout`)
  instead of random cards, so simulated opponents duck and dump the way real
  ones do;
- each seat is credited with its round score less the others' mean score, in
  points (the baseline squashes every playout's scores into [-1, 1]);
- from :data:`PRUNE_FROM` players on only the :data:`CANDIDATES` cards that
  ``normal``'s trick evaluation (:func:`sticheln.ai.normal.card_scores`) rates
  best are searched, so the iterations go to telling good cards apart rather
  than to refuting bad ones (development runs at 6 players, 0.1 s per move,
  60 deals, BSW's pain rule: +14.0 points per round over the baseline with the
  best four, +5.3 with every card); with a budget of at most :data:`SMALL_BUDGET`
  (a few hundred iterations) from 4 players on too (issue 32, docs/AI.md).

The pain card is chosen by simulation (:mod:`sticheln.ai.pain_search`): every
sensible candidate (with two pain cards each, every pair of them) played out
on the same sampled deals, within the same budget as a move.

Against the baseline at equal time per move, paired by deal: at 4 players and
0.1 s per move +6.27 points per round, 95% CI [+5.03, +7.50], over 100 deals
(``python benchmarks/ai_tournament.py hard ismcts --players 4 --deals 100
--budget 0.1 --seed 200``); the README has every table size measured.

:meth:`HardPlayer.rate` gives every choice with the points the search expects
of it (the hints of :mod:`sticheln.ai.hint`). Reproducible: with an iteration
count the clock is never read, and all randomness comes from the player's seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from sticheln.ai.budget import DEFAULT_BUDGET, MAX_BUDGET, now
from sticheln.ai.knowledge import Knowledge, knowledge
from sticheln.ai.normal import card_scores, heuristic_card
from sticheln.ai.pain import choose_pain
from sticheln.ai.pain_search import rate_pains
from sticheln.ai.search import Node, Search, Style
from sticheln.cards import HAND_SIZE, Card, card_code
from sticheln.view import SeatView

MIN_BUDGET = 0.005  # seconds: below this a decision is one iteration anyway
CANDIDATES = 4  # cards searched per move from PRUNE_FROM players on: the best by normal's evaluation
PRUNE_FROM = 5
# At a time budget this small (a few hundred iterations a move) the best CANDIDATES are searched from
# SMALL_PRUNE_FROM players on: spread over every card the iterations tell little apart. At 0.01 s per move
# against searching every card (docs/AI.md has the commands): 4 players +3.50 points per round, 95% CI
# [+1.73, +5.27], 50 deals; 3 players -2.87 [-4.50, -1.24], 30 deals, so not at 3.
SMALL_BUDGET = 0.02
SMALL_PRUNE_FROM = 4
# Every seat's moves in one tree, as the baseline keeps them, but playouts by the rules of thumb, each seat
# credited with its round score less the others' mean (so hurting the others counts as much as scoring),
# UCB's constant in those points, and uniform deals of the unseen cards. Development runs against the
# baseline at 4 players, 0.1 s per move, 100 deals each (points per round): this style +4.5; with deals
# inferred from what the others showed +4.0; with random playouts +1.1; with only this seat's moves in the
# tree (the others by the rules, open loop) +2.1. The final figures are in the README.
STYLE = Style(tree="full", rollout="greedy", reward="relative", exploration=22.6, infer=False)


@dataclass(frozen=True)
class Rating:
    """A choice (card codes), the mean round score the search expects for this seat after it, and its weight
    in the decision (visits, or deals simulated)."""

    cards: tuple[str, ...]
    points: float
    weight: float


class HardPlayer:
    """The ``hard`` level. ``time_budget`` seconds per move (default 1, at most 2), or exactly ``iterations``.

    The other arguments are the measured design choices, kept switchable for benchmarks: ``style``
    replaces :data:`STYLE`; ``simulate_pain=False`` takes BSW's pain rule (:mod:`sticheln.ai.pain`);
    ``candidates`` limits the cards searched to the best few by ``normal``'s evaluation (default: 4
    from 5 players on, and from 4 with a time budget of at most :data:`SMALL_BUDGET`).
    """

    def __init__(
        self,
        seed: int | None = None,
        time_budget: float | None = None,
        iterations: int | None = None,
        style: Style = STYLE,
        simulate_pain: bool = True,
        candidates: int | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        budget = DEFAULT_BUDGET if time_budget is None else time_budget
        self.time_budget = min(max(budget, MIN_BUDGET), MAX_BUDGET)
        self.iterations = iterations
        self.style = style
        self.simulate_pain = simulate_pain
        self.candidates = candidates
        self.last_iterations = 0  # iterations (or simulated deals) of the last decision, for the benchmarks

    def choose_pain(self, view: SeatView) -> str | Sequence[str]:
        cards = self.rate(view)[0].cards
        return cards[0] if len(cards) == 1 else list(cards)

    def choose_card(self, view: SeatView) -> str:
        if len(view.legal) == 1:
            return view.legal[0]
        return self.rate(view)[0].cards[0]

    def rate(self, view: SeatView) -> list[Rating]:
        """Every choice ``hard`` considers for ``view``'s decision, best first (the first is its move)."""
        started = now() if self.iterations is None else None  # the budget covers the whole move
        k = knowledge(view)
        if view.phase == "pain":
            return self._rate_pains(k, started)
        if len(k.hand) == 1 or not k.consistent():  # no deal fits a hand-built view: the heuristic plays
            return [Rating((card_code(heuristic_card(k)),), 0.0, 1.0)]
        return self._rate_cards(k, view, started)

    def _rate_pains(self, k: Knowledge, started: float | None) -> list[Rating]:
        whole_deal_unseen = len(k.hand) == HAND_SIZE and len(k.pool) == HAND_SIZE * (k.players - 1)
        if self.simulate_pain and whole_deal_unseen:
            # with an iteration count: half as many sampled deals, each played out once per candidate
            samples = None if self.iterations is None else max(1, self.iterations // 2)
            rated = rate_pains(k, self.rng, samples, self.time_budget, started)
            self.last_iterations = rated[0][2]
            return [Rating(tuple(card_code(c) for c in cards), mean, done) for cards, mean, done in rated]
        picked = choose_pain(k.hand, k.players, k.pain_per_seat)
        return [Rating(tuple(card_code(c) for c in picked), 0.0, 1.0)]

    def _rate_cards(self, k: Knowledge, view: SeatView, started: float | None) -> list[Rating]:
        moves = self._candidates(k)
        search = Search(k, self.rng, self.style, moves, view.totals)
        search.run(self.iterations, self.time_budget, started)
        self.last_iterations = search.iterations
        children = search.root.children
        ranked = sorted(moves, key=lambda c: _rank(children.get(c), c), reverse=True)
        return [
            Rating(
                (card_code(c),), node.score / node.visits if node and node.visits else 0.0, node.visits if node else 0
            )
            for c in ranked
            for node in (children.get(c),)
        ]

    def _candidates(self, k: Knowledge) -> list[Card]:
        """The cards worth searching: all of them, or the best few by ``normal``'s evaluation."""
        limit = self.candidates
        if limit is None:
            small = self.iterations is None and self.time_budget <= SMALL_BUDGET and k.players >= SMALL_PRUNE_FROM
            limit = CANDIDATES if k.players >= PRUNE_FROM or small else len(k.hand)
        if len(k.hand) <= limit:
            return list(k.hand)
        scores = card_scores(k)
        return sorted(k.hand, key=lambda c: (-scores[c], c))[:limit]


def _rank(node: Node | None, card: Card) -> tuple[float, float, int]:
    """The most visited move first; ties: the higher mean, then the lower card."""
    if node is None:
        return (-1.0, 0.0, -card)
    return (node.visits, node.mean, -card)
