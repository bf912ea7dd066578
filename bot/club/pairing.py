"""Seating a tournament round: tables as even as possible, later rounds by standings, repeat pairings avoided.

Pure functions over user ids. The registered players are spread over
``ceil(n / size)`` tables whose numbers of players differ by one at most; a
table short of ``size`` is filled up with AI seats, so every table of a round
has the same size and plays the same deals (duplicate deals). Round 1 seats a
shuffle by the tournament's seed. Later rounds go down the standings: each
table takes the best player still free, then fills up from the next players in
the standings, preferring whoever has met the players already at that table
least often (within a window of the next ``2 x size``, so strong players still
meet strong players).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence

Met = Counter[frozenset[int]]  # how often two players sat at one table


def humans_per_table(players: int, size: int) -> list[int]:
    """How many registered players sit at each table: as even as possible, the fuller tables first."""
    tables = max(1, math.ceil(players / size))
    base, extra = divmod(players, tables)
    return [base + 1] * extra + [base] * (tables - extra)


def first_round(players: Sequence[int], size: int, seed: int) -> list[list[int]]:
    """Round 1: the players shuffled by ``seed``, dealt out to the tables in turn."""
    order = list(players)
    random.Random(seed).shuffle(order)
    return _split(order, humans_per_table(len(order), size))


def later_round(standings: Sequence[int], size: int, met: Met) -> list[list[int]]:
    """A later round: the players in standings order (best first), seated down the standings."""
    free = list(standings)
    tables: list[list[int]] = []
    for count in humans_per_table(len(free), size):
        table = [free.pop(0)]
        while len(table) < count:
            window = free[: 2 * size]
            best = min(range(len(window)), key=lambda i: (sum(met[frozenset((window[i], p))] for p in table), i))
            table.append(free.pop(best))
        tables.append(table)
    return tables


def meetings(tables: Sequence[Sequence[int]]) -> Met:
    """Every pair of players who sat at one of these tables, counted."""
    met: Met = Counter()
    for table in tables:
        for i, a in enumerate(table):
            for b in table[i + 1 :]:
                met[frozenset((a, b))] += 1
    return met


def _split(order: list[int], counts: list[int]) -> list[list[int]]:
    tables, start = [], 0
    for count in counts:
        tables.append(order[start : start + count])
        start += count
    return tables
