"""Fast integer playouts of the rest of a round, for the search players.

A position is every seat's remaining hand (lists of card integers), the seat
that led the trick in progress and its cards. A playout plays it to the end of
the round with a policy and returns the points each seat captures from here on
(points already captured are sunk and do not change any decision). Trick-taking
and scoring are the look-up tables of :mod:`sticheln.fast`, as in the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from sticheln.cards import HAND_SIZE, Card
from sticheln.fast import COLOUR, TRICK_KEY, VALUE, take_tricks, trick_winner

# A rollout: (hands, points tables, leader, trick, random()) -> points per seat. Hands are consumed.
Rollout = Callable[[list[list[Card]], Sequence[Sequence[int]], int, list[Card], Callable[[], float]], list[int]]


def take_trick(trick: Sequence[Card], leader: int, n: int, pts: Sequence[Sequence[int]], scores: list[int]) -> int:
    """Score a complete trick for the seat that takes it; returns that seat (it leads next)."""
    taker = (leader + trick_winner(trick)) % n
    scores[taker] += sum(map(pts[taker].__getitem__, trick))
    return taker


def random_rollout(
    hands: list[list[Card]], pts: Sequence[Sequence[int]], leader: int, trick: list[Card], rand: Callable[[], float]
) -> list[int]:
    """Every seat plays a uniformly random card: the baseline's playout."""
    n = len(hands)
    scores = [0] * n
    trick = list(trick)
    while True:
        p = (leader + len(trick)) % n
        while len(trick) < n:
            h = hands[p]
            i = int(rand() * len(h))
            trick.append(h[i])
            h[i] = h[-1]
            h.pop()
            p = p + 1 if p + 1 < n else 0
        leader = take_trick(trick, leader, n, pts, scores)
        if not hands[leader]:
            return scores
        trick = []


def greedy_rollout(
    hands: list[list[Card]], pts: Sequence[Sequence[int]], leader: int, trick: list[Card], rand: Callable[[], float]
) -> list[int]:
    """Every seat plays by a cheap version of the table's rules of thumb, with random choice among equals.

    Lead, half the time, the own worst pain card (any other colour trumps a
    lead, so it usually lands in someone else's trick), else a random card. Stay out of a
    trick that already costs points (shedding the own pain colour if
    possible); the last seat takes a trick that is worth points with its
    lowest winning card; otherwise a random card that does not take the own
    pain colour. Far closer to real play than random cards, at a few times the cost.
    """
    scores = [0] * len(hands)
    greedy_tricks(hands, pts, leader, trick, rand, HAND_SIZE, scores)
    return scores


def python_greedy_tricks(
    hands: list[list[Card]],
    pts: Sequence[Sequence[int]],
    leader: int,
    trick: list[Card],
    rand: Callable[[], float],
    tricks: int,
    scores: list[int],
) -> int:
    """:func:`greedy_rollout` for at most ``tricks`` tricks (the one in progress counts); returns the next leader.

    Adds the points captured to ``scores``. A hand in random order stays in
    random order (a card leaves it by taking the last card's place), so the
    rest of the round can be played at random in order (:func:`play_in_order`).
    The rules are :func:`_greedy_lead` and :func:`_greedy_pick` written out in
    the loop (a third faster than calling them; a test checks that both make
    the same moves).
    """
    n = len(hands)
    trick = list(trick)
    keys: Sequence[int] = ()
    best = holder = 0
    last_seat = n - 1
    while tricks > 0 and (trick or hands[leader]):
        tricks -= 1
        p = (leader + len(trick)) % n
        t = len(trick)
        if t:
            keys = TRICK_KEY[COLOUR[trick[0]]]
            first = trick_winner(trick)
            best, holder = keys[trick[first]], (leader + first) % n
        m = len(hands[p])  # every seat still to play to this trick holds as many cards
        while t < n:
            h = hands[p]
            mine = pts[p]
            if m == 1:
                i = 0
            elif not t:
                r = rand()
                if r < LEAD_SHED:
                    worst, worst_points = -1, 0
                    for c in h:
                        v = mine[c]
                        if v < worst_points:
                            worst, worst_points = c, v
                    i = h.index(worst) if worst >= 0 else int(rand() * m)
                else:
                    i = int((r - LEAD_SHED) * _SPREAD * m)
            else:
                worth = 0
                for c in trick:
                    worth += mine[c]
                if worth < 0:
                    losers = 0
                    pick, pick_points = -1, 1
                    for c in h:
                        if keys[c] <= best:
                            losers += 1
                            if mine[c] < pick_points:
                                pick, pick_points = c, mine[c]
                    if pick >= 0:
                        i = h.index(pick)
                    elif losers:
                        r = int(rand() * losers)  # the r-th card that stays out
                        i = 0
                        while keys[h[i]] > best or r:
                            if keys[h[i]] <= best:
                                r -= 1
                            i += 1
                    else:
                        i = int(rand() * m)
                elif t != last_seat:
                    for _ in range(_DRAWS):
                        i = int(rand() * m)
                        c = h[i]
                        if mine[c] > 0 or keys[c] <= best:
                            break
                    else:
                        safe = [j for j in range(m) if mine[h[j]] > 0 or keys[h[j]] <= best]
                        i = safe[int(rand() * len(safe))] if safe else int(rand() * m)
                else:
                    take, take_key, shed, shed_points = -1, 99, -1, 1
                    for c in h:
                        k = keys[c]
                        if k > best:
                            if k < take_key and worth + mine[c] > 0:
                                take, take_key = c, k
                        elif mine[c] < shed_points:
                            shed, shed_points = c, mine[c]
                    i = h.index(take) if take >= 0 else h.index(shed) if shed >= 0 else int(rand() * m)
            c = h[i]
            if not t:
                keys = TRICK_KEY[COLOUR[c]]
                best, holder = keys[c], p
            elif keys[c] > best:
                best, holder = keys[c], p
            trick.append(c)
            t += 1
            h[i] = h[-1]
            h.pop()
            p = p + 1 if p + 1 < n else 0
        leader = holder
        table = pts[leader]
        total = 0
        for c in trick:
            total += table[c]
        scores[leader] += total
        trick = []
    return leader


def _greedy_lead(h: list[Card], m: int, mine: Sequence[int], rand: Callable[[], float]) -> int:
    """The lead of :func:`greedy_rollout`: shed the own worst pain card (most of the time), else any card.

    One random number decides between shedding (below :data:`LEAD_SHED`) and a random card (the rest of its
    range, stretched to the hand), so the hand is searched for its worst card only when shedding.
    """
    r = rand()
    if r < LEAD_SHED:
        worst, worst_points = -1, 0
        for i in range(m):
            if mine[h[i]] < worst_points:
                worst, worst_points = i, mine[h[i]]
        if worst >= 0:
            return worst
        return int(rand() * m)
    return int((r - LEAD_SHED) * _SPREAD * m)


def _greedy_pick(
    h: list[Card],
    m: int,
    mine: Sequence[int],
    trick: list[Card],
    keys: Sequence[int],
    best: int,
    last: bool,
    rand: Callable[[], float],
) -> int:
    """The rules of thumb of :func:`greedy_rollout` for a seat that follows (``best``: the highest bid so far)."""
    worth = sum(map(mine.__getitem__, trick))
    if worth < 0:
        # stay out of a trick that costs points, shedding the own pain colour when possible
        losers = []
        pick, pick_points = -1, 1
        for i in range(m):
            c = h[i]
            if keys[c] <= best:
                losers.append(i)
                if mine[c] < pick_points:
                    pick, pick_points = i, mine[c]
        if pick >= 0:
            return pick
        if losers:
            return losers[int(rand() * len(losers))]
        return int(rand() * m)
    if not last:
        # a trick still open: anything but holding it with the own pain colour. A few random
        # draws usually find such a card; keeping the first acceptable draw is still uniform.
        for _ in range(_DRAWS):
            i = int(rand() * m)
            c = h[i]
            if mine[c] > 0 or keys[c] <= best:
                return i
        safe = [i for i in range(m) if mine[h[i]] > 0 or keys[h[i]] <= best]
        if safe:
            return safe[int(rand() * len(safe))]
        return int(rand() * m)
    # last to play a trick worth points: take it as cheaply as possible, else shed the own pain colour
    take, take_key, shed, shed_points = -1, 99, -1, 1
    for i in range(m):
        c = h[i]
        k = keys[c]
        if k > best:
            if worth + mine[c] > 0 and k < take_key:
                take, take_key = i, k
        elif mine[c] < shed_points:
            shed, shed_points = i, mine[c]
    if take >= 0:
        return take
    if shed >= 0:
        return shed
    return int(rand() * m)


_DRAWS = 3  # random draws for an acceptable card before listing them all
# How often a leader holding its pain colour leads the worst of it. Measured
# for an earlier hard (200 iterations) against the project's earlier, plainer
# ISMCTS (360 iterations; not the present baseline) at 4 players, 80 deals:
# 0 (a random lead) +0.57, 0.5 +1.07, 1.0 +1.14 points per round with the
# simulated pain card (0.5: +1.37).
LEAD_SHED = 0.5
_SPREAD = 1 / (1 - LEAD_SHED)  # stretches a random number above LEAD_SHED back to [0, 1)


def greedy_move(h: list[Card], mine: Sequence[int], trick: list[Card], n: int, rand: Callable[[], float]) -> int:
    """Index in ``h`` of the card :func:`greedy_rollout` plays (for a seat whose points table is ``mine``)."""
    m = len(h)
    if m == 1:
        return 0
    if not trick:
        return _greedy_lead(h, m, mine, rand)
    keys = TRICK_KEY[COLOUR[trick[0]]]
    return _greedy_pick(h, m, mine, trick, keys, max(map(keys.__getitem__, trick)), len(trick) == n - 1, rand)


# The same playout in C when the install could build it (sticheln/_playout.c): the same moves from the same
# random numbers, several times faster. tests/sticheln/test_ai_playout.py checks that both play alike.
compiled_greedy_tricks: Callable[..., int] | None
try:
    from sticheln._playout import greedy_tricks as compiled_greedy_tricks
except ImportError:  # no C compiler at install: the Python function plays
    compiled_greedy_tricks = None
greedy_tricks = python_greedy_tricks if compiled_greedy_tricks is None else compiled_greedy_tricks


@cache
def tables_for(colours: frozenset[int]) -> tuple[tuple[int, ...], bytes]:
    """Points of every card for a seat with these pain colours, and the same as a byte table for
    ``bytes.translate``: 14 minus the points (a pile of k cards scores ``14 k - sum(translated)``)."""
    points = tuple(-VALUE[c] if COLOUR[c] in colours else 1 for c in range(len(COLOUR)))
    return points, bytes(14 - p for p in points) + bytes(256 - len(points))


def play_in_order(
    hands: list[list[Card]],
    tables: Sequence[tuple[Sequence[int], bytes]],
    leader: int,
    trick: list[Card],
    scores: list[int],
) -> None:
    """Play the round to its end, every seat playing its hand from the back (the trick in progress)
    and then from the front; add what each seat captures to ``scores``. Consumes ``hands``.

    With hands in random order this is the uniformly random playout. ``tables[s]`` is seat ``s``'s
    points per card and its byte table (:func:`tables_for`).
    """
    n = len(hands)
    if trick:
        p = (leader + len(trick)) % n
        while len(trick) < n:
            trick.append(hands[p].pop())
            p = p + 1 if p + 1 < n else 0
        leader = (leader + trick_winner(trick)) % n
        points = tables[leader][0]
        scores[leader] += sum(points[c] for c in trick)
    left = len(hands[0])
    if not left:
        return
    dealt = b"".join(map(bytes, hands))  # seat-major: trick t is every hand's card t
    won = [bytearray() for _ in range(n)]
    take_tricks(dealt, left, left, leader, won)
    for s in range(n):
        pile = won[s]
        if pile:
            scores[s] += 14 * len(pile) - sum(pile.translate(tables[s][1]))
