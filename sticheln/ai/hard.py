"""``hard``: ISMCTS over inferred deals with rules-of-thumb playouts.

The search of :mod:`sticheln.ai.ismcts`, made stronger where the plain
baseline is weak: the unseen cards are dealt by what the other seats showed
(:func:`sticheln.ai.determinize.inferred`), and playouts follow cheap rules of
thumb (:func:`sticheln.ai.playout.greedy_rollout`) instead of random cards, so
that the simulated opponents duck and dump the way real ones do. The pain card
is the benchmarked choice of :mod:`sticheln.ai.pain`.

Reproducible: with an iteration count the clock is never read, and all
randomness comes from the player's seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from sticheln.ai.determinize import sampler, uniform
from sticheln.ai.ismcts import DEFAULT_BUDGET, EXPLORATION, best_card, search
from sticheln.ai.knowledge import knowledge
from sticheln.ai.normal import heuristic_card
from sticheln.ai.pain import choose_pain
from sticheln.ai.playout import Rollout, greedy_rollout
from sticheln.cards import card_code
from sticheln.view import SeatView

MAX_BUDGET = 2.0  # seconds: the most a table waits for one move


class HardPlayer:
    """The ``hard`` level. ``time_budget`` seconds per move (default 1), or exactly ``iterations`` per move."""

    def __init__(
        self,
        seed: int | None = None,
        time_budget: float | None = None,
        iterations: int | None = None,
        relative: float = 0.0,
        exploration: float = EXPLORATION,
        infer: bool = True,
        rollout: Rollout = greedy_rollout,
    ) -> None:
        self.rng = random.Random(seed)
        self.time_budget = min(time_budget if time_budget is not None else DEFAULT_BUDGET, MAX_BUDGET)
        self.iterations = iterations
        self.relative = relative
        self.exploration = exploration
        self.infer = infer
        self.rollout = rollout

    def choose_pain(self, view: SeatView) -> str | Sequence[str]:
        k = knowledge(view)
        codes = [card_code(c) for c in choose_pain(k.hand, k.players, k.pain_per_seat)]
        return codes[0] if len(codes) == 1 else codes

    def choose_card(self, view: SeatView) -> str:
        k = knowledge(view)
        if len(k.hand) == 1:
            return card_code(k.hand[0])
        if not k.consistent():  # no deal fits this view: play the heuristic rather than fail
            return card_code(heuristic_card(k))
        deal = sampler(k) if self.infer else uniform
        children = search(
            k, self.rng, deal, self.rollout, self.iterations, self.time_budget, self.exploration, self.relative
        )
        return card_code(best_card(children, k.hand))
