"""``hard``: ISMCTS over inferred deals, with rules-of-thumb playouts (and opponents, in small searches).

The search of :mod:`sticheln.ai.ismcts`, made stronger where the plain
baseline is weak (each step measured on duplicate deals against it):

- playouts follow cheap rules of thumb (:func:`sticheln.ai.playout.greedy_rollout`)
  instead of random cards, so simulated opponents duck and dump the way real
  ones do;
- in a small search the other seats' moves inside the tree are played by
  the same rules (``open_loop``): the tree holds only this seat's own moves
  and so looks several tricks deep with a few hundred iterations, where a tree
  over every seat's moves hardly passes the current trick (+1.0 to +1.5
  points per round at 4 players, equal iterations). At 5 and 6 players the
  others' replies in the trick in progress stay tree nodes
  (:data:`KEEP_TRICK_FROM`): with five opponents the rules model them less
  well than searching their replies;
- at 3 and 4 players a large search (the default 1 s budget) keeps every
  seat's moves as tree nodes (:func:`open_loop_suits`): there the tree
  becomes informative, while the open loop keeps the bias of modelling the
  others by the rules. At 4 players and 1 s, on the same deals, the open
  loop scored -0.6 points per round against plain ISMCTS (20 deals) and the
  full tree +1.6 (24 deals); on fresh deals the full tree scored +1.7 and
  +1.0 (24 deals each);
- the unseen cards are dealt by what the other seats showed
  (:func:`sticheln.ai.determinize.sampler`);
- at 5 and 6 players only the :data:`CANDIDATES` cards that ``normal``'s
  trick evaluation (:func:`sticheln.ai.normal.card_scores`) rates best are
  searched (:data:`PRUNE_FROM`), so the iterations go to telling good cards
  apart rather than to refuting bad ones: at 6 players and 200 iterations,
  -0.2 points per round against ``normal`` when searching every card, +5.2
  with the best four (500 deals each). At 4 players pruning gained against
  ``normal`` but lost 1.6 points per round against plain ISMCTS (80 deals), so
  there hard searches every card.

The pain card is chosen by simulation (:mod:`sticheln.ai.pain_search`):
every sensible candidate played out on the same sampled deals, within the
same budget as a move (+0.3 points per round against plain ISMCTS at 4
players over BSW's rule, within the noise of 80 deals). With two pain cards
each it falls back to BSW's rule of :mod:`sticheln.ai.pain`.

Reproducible: with an iteration count the clock is never read, and all
randomness comes from the player's seeded generator.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from sticheln.ai.determinize import sampler, uniform
from sticheln.ai.ismcts import DEFAULT_BUDGET, EXPLORATION, best_card, search
from sticheln.ai.knowledge import Knowledge, knowledge
from sticheln.ai.normal import card_scores, heuristic_card
from sticheln.ai.pain import choose_pain
from sticheln.ai.pain_search import simulated_pain
from sticheln.ai.playout import Rollout, greedy_move, greedy_rollout
from sticheln.cards import HAND_SIZE, Card, card_code
from sticheln.view import SeatView

MAX_BUDGET = 2.0  # seconds: the most a table waits for one move
# From this table size on, the others' replies in the trick in progress stay
# tree nodes (measured at 6 players: +1.5 points per round over a full tree,
# where a pure open loop was no better than it; at 4 players and 200 iterations
# the pure open loop is 1.5 points better than keeping them). 5 players is unmeasured.
KEEP_TRICK_FROM = 5
CANDIDATES = 4  # cards searched per move from PRUNE_FROM players on: the best by normal's evaluation
PRUNE_FROM = 5
# Below KEEP_TRICK_FROM players a search this large uses the full tree (measured
# at 4 players: the open loop +1.3 points per round over plain ISMCTS at 0.1 s
# and -0.6 at 1 s, the full tree +1.5 at 0.4 s and +1.6 at 1 s). The switch
# lies between the measured points; 0.1 s is 400 to 900 iterations of hard.
FULL_TREE_BUDGET = 0.25  # seconds per move
FULL_TREE_ITERATIONS = 1000


def open_loop_suits(players: int, time_budget: float, iterations: int | None) -> bool:
    """Whether ``hard``'s tree should leave the other seats' moves to the rules of thumb."""
    if players >= KEEP_TRICK_FROM:
        return True
    if iterations is not None:
        return iterations < FULL_TREE_ITERATIONS
    return time_budget < FULL_TREE_BUDGET


class HardPlayer:
    """The ``hard`` level. ``time_budget`` seconds per move (default 1), or exactly ``iterations`` per move.

    The other arguments are the measured design choices, kept switchable for benchmarks.
    """

    def __init__(
        self,
        seed: int | None = None,
        time_budget: float | None = None,
        iterations: int | None = None,
        relative: float = 0.0,
        exploration: float = EXPLORATION,
        infer: bool = True,
        rollout: Rollout = greedy_rollout,
        open_loop: bool | None = None,
        keep_trick: bool | None = None,
        simulate_pain: bool = True,
        candidates: int | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.time_budget = min(time_budget if time_budget is not None else DEFAULT_BUDGET, MAX_BUDGET)
        self.iterations = iterations
        self.relative = relative
        self.exploration = exploration
        self.infer = infer
        self.rollout = rollout
        self.open_loop = open_loop
        self.keep_trick = keep_trick
        self.simulate_pain = simulate_pain
        self.candidates = candidates

    def choose_pain(self, view: SeatView) -> str | Sequence[str]:
        started = time.perf_counter() if self.iterations is None else None
        k = knowledge(view)
        whole_deal_unseen = len(k.hand) == HAND_SIZE and len(k.pool) == HAND_SIZE * (k.players - 1)
        if self.simulate_pain and k.pain_per_seat == 1 and whole_deal_unseen:
            # with an iteration count: half as many sampled deals, each played out once per candidate
            samples = None if self.iterations is None else max(1, self.iterations // 2)
            return card_code(simulated_pain(k, self.rng, samples, self.time_budget, started))
        codes = [card_code(c) for c in choose_pain(k.hand, k.players, k.pain_per_seat)]
        return codes[0] if len(codes) == 1 else codes

    def choose_card(self, view: SeatView) -> str:
        started = time.perf_counter() if self.iterations is None else None  # the budget covers the whole move
        k = knowledge(view)
        if len(k.hand) == 1:
            return card_code(k.hand[0])
        if not k.consistent():  # no deal fits this view: play the heuristic rather than fail
            return card_code(heuristic_card(k))
        deal = sampler(k) if self.infer else uniform
        moves = self._candidates(k)
        children = search(
            k,
            self.rng,
            deal,
            self.rollout,
            self.iterations,
            self.time_budget,
            self.exploration,
            self.relative,
            started,
            greedy_move if self._open_loop(k.players) else None,
            k.players >= KEEP_TRICK_FROM if self.keep_trick is None else self.keep_trick,
            moves,
        )
        return card_code(best_card(children, moves))

    def _open_loop(self, players: int) -> bool:
        """``open_loop`` if given, else what :func:`open_loop_suits` says for this table and search size."""
        if self.open_loop is not None:
            return self.open_loop
        return open_loop_suits(players, self.time_budget, self.iterations)

    def _candidates(self, k: Knowledge) -> list[Card]:
        """The cards worth searching: all of them, or the best few by ``normal``'s evaluation.

        ``candidates`` (None: :data:`CANDIDATES` from :data:`PRUNE_FROM` players on, else every card).
        """
        limit = self.candidates
        if limit is None:
            limit = CANDIDATES if k.players >= PRUNE_FROM else len(k.hand)
        if len(k.hand) <= limit:
            return list(k.hand)
        scores = card_scores(k)
        return sorted(k.hand, key=lambda c: (-scores[c], c))[:limit]
