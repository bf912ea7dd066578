"""Choosing the pain card by simulation: each candidate played out on the same sampled deals.

The rule-of-thumb choices of :mod:`sticheln.ai.pain` look at one's own hand
only. Here every sensible candidate (the lowest two cards of each colour held)
is tried on the same random deals of the unseen cards, with the other seats
choosing their pain card by BSW's rule and everyone playing the rest of the
round by the rollout policy of the search players. The candidate with the best
mean score wins (with two pain cards each: the best pair of candidates); using
the same deals and the same random numbers for every candidate makes the
comparison far sharper than independent samples would.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence

from sticheln.ai.budget import now, search_deadline
from sticheln.ai.knowledge import Knowledge, points_table
from sticheln.ai.pain import choose_pain
from sticheln.ai.playout import greedy_rollout
from sticheln.cards import HAND_SIZE, Card
from sticheln.fast import COLOUR, VALUE
from sticheln.playout import random_permutation

CANDIDATES_PER_COLOUR = 2  # the lowest cards of a colour: higher ones only cost more when set aside


def candidates(hand: Sequence[Card]) -> list[Card]:
    """The pain cards worth simulating: the lowest two of every colour in ``hand``."""
    by_colour: dict[int, list[Card]] = {}
    for c in sorted(hand, key=lambda c: (VALUE[c], c)):
        by_colour.setdefault(COLOUR[c], []).append(c)
    return sorted(c for cards in by_colour.values() for c in cards[:CANDIDATES_PER_COLOUR])


def pain_options(hand: Sequence[Card], per_seat: int) -> list[tuple[Card, ...]]:
    """The choices worth simulating: each of :func:`candidates`, or with two pain cards every pair of them."""
    lows = candidates(hand)
    if per_seat == 1:
        return [(c,) for c in lows]
    return list(itertools.combinations(lows, 2))


def rate_pains(
    k: Knowledge,
    rng: random.Random,
    samples: int | None = None,
    budget: float | None = None,
    started: float | None = None,
    relative: float = 0.0,
    options: Sequence[tuple[Card, ...]] | None = None,
) -> list[tuple[tuple[Card, ...], float, int]]:
    """Every option of :func:`pain_options` with its mean round score over sampled deals, best first.

    Each entry is (pain cards, mean score, deals tried). Options are ranked by
    their mean score less ``relative`` times the others' mean score. With
    ``samples`` exactly that many deals are tried and the clock is never read
    (reproducible); otherwise deals are tried until ``budget`` seconds have
    passed since ``started``. At least one deal is always tried. ``options``
    replaces :func:`pain_options` (the game review adds the choice it rates).
    """
    n, me, per_seat = k.players, k.me, k.pain_per_seat
    options = pain_options(k.hand, per_seat) if options is None else list(options)
    deadline = math.inf if samples is not None else search_deadline(budget, started)
    totals = dict.fromkeys(options, 0.0)
    ranks = dict.fromkeys(options, 0.0)
    share = relative / (n - 1)
    done = 0
    while samples is None or done < samples:
        if samples is None and done and now() >= deadline:
            break
        done += 1
        dealt = random_permutation(k.pool, rng)
        hands: list[list[Card]] = []
        tables: list[Sequence[int]] = []
        others_pain = 0  # the others' pain cards count in their scores too
        at = 0
        for s in range(n):
            if s == me:
                hands.append([])
                tables.append(())
                continue
            hand = list(dealt[at : at + HAND_SIZE])
            at += HAND_SIZE
            pains = choose_pain(hand, n, per_seat)
            for pain in pains:
                hand.remove(pain)
            hands.append(hand)
            table = points_table(frozenset(COLOUR[c] for c in pains))
            tables.append(table)
            others_pain += sum(table[c] for c in pains)
        seed = rng.getrandbits(32)
        for option in options:
            mine = points_table(frozenset(COLOUR[c] for c in option))
            trial_hands = [list(h) for h in hands]
            trial_hands[me] = [c for c in k.hand if c not in option]
            trial_tables = list(tables)
            trial_tables[me] = mine
            # the same random numbers for every option: only the pain cards differ
            scores = greedy_rollout(trial_hands, trial_tables, k.leader, [], random.Random(seed).random)
            own = scores[me] + sum(mine[c] for c in option)
            totals[option] += own
            ranks[option] += own - share * (sum(scores) - scores[me] + others_pain)
    ranked = sorted(options, key=lambda o: (-ranks[o], o))
    return [(o, totals[o] / done, done) for o in ranked]


def simulated_pain(
    k: Knowledge,
    rng: random.Random,
    samples: int | None = None,
    budget: float | None = None,
    started: float | None = None,
) -> Card:
    """The candidate pain card with the best mean score over sampled deals (one pain card per seat).

    See :func:`rate_pains`.
    """
    return rate_pains(k, rng, samples, budget, started)[0][0][0]
