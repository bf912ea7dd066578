"""Choosing the pain card by simulation: each candidate played out on the same sampled deals.

The rule-of-thumb choices of :mod:`sticheln.ai.pain` look at one's own hand
only. Here every sensible candidate (the lowest two cards of each colour held)
is tried on the same random deals of the unseen cards, with the other seats
choosing their pain card by BSW's rule and everyone playing the rest of the
round by the rollout policy of the search players. The candidate with the best
mean score wins; using the same deals and the same random numbers for every
candidate makes the comparison far sharper than independent samples would.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from sticheln.ai.budget import search_deadline
from sticheln.ai.knowledge import Knowledge
from sticheln.ai.pain import choose_pain
from sticheln.ai.playout import greedy_rollout
from sticheln.cards import HAND_SIZE, Card
from sticheln.fast import CARD_POINTS, COLOUR, VALUE
from sticheln.playout import random_permutation

CANDIDATES_PER_COLOUR = 2  # the lowest cards of a colour: higher ones only cost more when set aside


def candidates(hand: Sequence[Card]) -> list[Card]:
    """The pain cards worth simulating: the lowest two of every colour in ``hand``."""
    by_colour: dict[int, list[Card]] = {}
    for c in sorted(hand, key=lambda c: (VALUE[c], c)):
        by_colour.setdefault(COLOUR[c], []).append(c)
    return sorted(c for cards in by_colour.values() for c in cards[:CANDIDATES_PER_COLOUR])


def simulated_pain(
    k: Knowledge,
    rng: random.Random,
    samples: int | None = None,
    budget: float | None = None,
    started: float | None = None,
) -> Card:
    """The candidate pain card with the best mean score over sampled deals (one pain card per seat).

    With ``samples`` exactly that many deals are tried and the clock is never
    read (reproducible); otherwise deals are tried until ``budget`` seconds have
    passed since ``started``.
    """
    n, me = k.players, k.me
    options = candidates(k.hand)
    if len(options) == 1:
        return options[0]
    deadline = math.inf if samples is not None else search_deadline(budget, started)
    totals = dict.fromkeys(options, 0.0)
    done = 0
    while samples is None or done < samples:
        if samples is None and done and time.perf_counter() >= deadline:
            break
        done += 1
        dealt = random_permutation(k.pool, rng)
        hands: list[list[Card]] = []
        tables: list[Sequence[int]] = []
        at = 0
        for s in range(n):
            if s == me:
                hands.append([])
                tables.append(())
                continue
            hand = list(dealt[at : at + HAND_SIZE])
            at += HAND_SIZE
            pain = choose_pain(hand, n)[0]
            hand.remove(pain)
            hands.append(hand)
            tables.append(CARD_POINTS[COLOUR[pain]])
        seed = rng.getrandbits(32)
        for pain in options:
            mine = CARD_POINTS[COLOUR[pain]]
            trial_hands = [list(h) for h in hands]
            trial_hands[me] = [c for c in k.hand if c != pain]
            trial_tables = list(tables)
            trial_tables[me] = mine
            # the same random numbers for every candidate: only the pain card differs
            scores = greedy_rollout(trial_hands, trial_tables, k.leader, [], random.Random(seed).random)
            totals[pain] += scores[me] + mine[pain]
    return max(options, key=lambda c: (totals[c], -c))
