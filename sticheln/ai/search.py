"""The search behind ``hard``: ISMCTS with a choice of deals, tree, playout and reward.

One iteration deals the unseen cards (uniformly, or ``infer``: by what the others
showed, see :mod:`sticheln.ai.determinize`), walks down the tree by UCB with availability
counts, adds one node, plays the round out and credits every node on its path
with the reward of the seat that made its move. :class:`Style` says how:

- ``tree``: ``"full"`` keeps every seat's moves in the tree (as the baseline
  does); ``"own"`` keeps only this seat's moves and lets the rules of thumb
  (:func:`sticheln.ai.playout.greedy_move`) play the others inside the tree
  too (open loop); ``"trick"`` is ``"own"`` but with the others' replies to the
  trick in progress in the tree.
- ``rollout``: ``"greedy"`` (:func:`sticheln.ai.playout.greedy_rollout`) or
  ``"random"`` (every hand in random order, played on the byte fast path).
- ``reward``: ``"points"`` credits each seat its round score; ``"relative"``
  its round score less ``relative`` times the others' mean; ``"normalised"``
  the baseline's reward (:func:`sticheln.ai.baseline.reward`) over the game totals.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from sticheln.ai.baseline import reward
from sticheln.ai.budget import clock as search_clock
from sticheln.ai.budget import search_deadline
from sticheln.ai.determinize import evidence, orders
from sticheln.ai.knowledge import Knowledge
from sticheln.ai.playout import greedy_move, greedy_tricks, play_in_order, tables_for
from sticheln.cards import HAND_SIZE, Card
from sticheln.fast import COLOUR, trick_winner


@dataclass(frozen=True)
class Style:
    """How a search plays (see the module doc); ``exploration`` is UCB's constant in reward units."""

    tree: str = "full"
    rollout: str = "greedy"
    reward: str = "points"
    exploration: float = 4.0
    infer: bool = True
    relative: float = 1.0  # with reward "relative": the share of the others' mean score taken off each seat's
    greedy_tricks: int | None = None  # with rollout "greedy": this many tricks by the rules, the rest at random


# Iterations between two readings of the clock. The CPU clock (tournaments) costs a system call, 0.8 us,
# against 35 us an iteration at 4 players; four iterations overrun a deadline by about 0.15 ms, well inside
# the margin that search_deadline keeps. See docs/AI.md (issue 32) for what it gave.
CLOCK_EVERY = 4

# sqrt(log(a)) and 1 / sqrt(v) by index, for UCB's selection and update: a list lookup is cheaper
# than two calls, and these run for every node on every iteration. Grown by :func:`_tables_up_to`.
_ROOT_LOG: list[float] = [0.0]
_INVERSE_ROOT: list[float] = [0.0]


def _tables_up_to(count: int) -> None:
    """Make :data:`_ROOT_LOG` and :data:`_INVERSE_ROOT` hold every index up to ``count``."""
    start = len(_ROOT_LOG)
    if count < start:
        return
    end = max(count + 1, 2 * start)
    _ROOT_LOG.extend(math.sqrt(math.log(a)) for a in range(start, end))
    _INVERSE_ROOT.extend(1 / math.sqrt(v) for v in range(start, end))


class Node:
    """A tree node: the move that led here, by ``player``, with its statistics."""

    __slots__ = ("avail", "bonus", "children", "mean", "player", "score", "selections", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.children: dict[Card, Node] = {}
        self.visits = 0
        self.avail = 1  # iterations in which this move was legal at its parent (see ``selections``)
        self.total = 0.0
        self.mean = 0.0  # total / visits and exploration / sqrt(visits), kept for the selection loop
        self.bonus = 0.0
        # how often a child was selected here; for this seat's own nodes every child is legal every
        # time, so each child's availability is 1 + selections and is not counted child by child
        self.selections = 0
        self.score = 0.0  # for the root's children: the sum of this seat's round scores, whatever the reward


class Search:
    """One decision's search from ``k``: :meth:`run` it, then read :attr:`root`'s children."""

    def __init__(
        self,
        k: Knowledge,
        rng: random.Random,
        style: Style = Style(),
        root_moves: Sequence[Card] | None = None,
        totals: Sequence[int] | None = None,
        deals: random.Random | None = None,
    ) -> None:
        """``deals``, when given, draws the determinizations instead of ``rng``: searches given equally
        seeded ones see the same deals in the same order (the game review compares options that way)."""
        n, me = k.players, k.me
        self.k, self.rng, self.style = k, rng, style
        self.root = Node(me)
        self.iterations = 0
        self.root_moves = list(root_moves) if root_moves else None
        self.totals = list(totals) if totals is not None else [0] * n
        self.exploration = style.exploration
        self.open_loop = style.tree in ("own", "trick")
        self.keep_trick = style.tree == "trick"
        self.greedy = style.rollout == "greedy"
        self.greedy_limit = HAND_SIZE if style.greedy_tricks is None else style.greedy_tricks
        self.points = style.reward == "points"
        self.relative = style.relative if style.reward == "relative" else 0.0
        self.share = self.relative / (n - 1)
        self.own_weight = 1.0 + self.share
        self.others = [s for s in range(n) if s != me]
        self.hidden = [s for s in range(n) if k.pain_cards[s] is None]
        captured: list[list[Card]] = [[] for _ in range(n)]
        for _, cards, winner in k.tricks:
            captured[winner].extend(cards)
        self.captured = captured
        self.known: list[tuple[tuple[int, ...], bytes]] = [tables_for(frozenset())] * n
        self.base = [0] * n
        for s in range(n):
            pain = k.pain_cards[s]
            if pain is not None:
                table = tables_for(frozenset(COLOUR[c] for c in pain))
                self.known[s] = table
                self.base[s] = sum(table[0][c] for c in (*captured[s], *pain))
        weights = evidence(k) if style.infer and not self.hidden else {}
        # per weighted card: each other seat's weight over the largest (a draw's acceptance chance)
        self.weighted: dict[Card, list[float]] = {}
        for c in k.pool:
            if weights and any(c in weights[s] for s in self.others):
                w = [weights[s].get(c, 1.0) if s != me else 0.0 for s in range(n)]
                top = max(w)
                self.weighted[c] = [x / top for x in w]
        plain = [c for c in k.pool if c not in self.weighted]
        dealer = rng if deals is None else deals
        self.plain = orders(plain, dealer)
        self.special = orders(list(self.weighted), dealer) if self.weighted else None
        self.mine = orders(k.hand, dealer)
        self.sizes = [0 if s == me else k.hand_sizes[s] for s in range(n)]
        self.known_points = [t[0] for t in self.known]
        # this seat's hand needs a random order only when playouts end with random play in hand order
        self.random_tail = not self.greedy or self.greedy_limit < HAND_SIZE
        self.slots = [s for s in self.others for _ in range(self.sizes[s])]  # one entry per card still held

    def run(self, iterations: int | None = None, budget: float | None = None, started: float | None = None) -> None:
        """Run exactly ``iterations`` (the clock is never read), or until ``budget`` seconds from ``started``."""
        step = self._iterate
        if iterations is not None:
            _tables_up_to(self.iterations + iterations + 1)
            for _ in range(iterations):
                step()
            self.iterations += iterations
            return
        deadline = search_deadline(budget, started)
        clock = search_clock()
        batch = CLOCK_EVERY
        done = 0
        room = 0  # iterations the tables cover from here (each one adds at most one to any count)
        while not done or clock() < deadline:
            if room < batch:
                _tables_up_to(2 * (self.iterations + done) + 1024)
                room = len(_ROOT_LOG) - 1 - self.iterations - done
            for _ in range(batch):
                step()
            done += batch
            room -= batch
        self.iterations += done

    def _deal(
        self,
    ) -> tuple[list[list[Card]], list[tuple[int, ...]], list[tuple[tuple[int, ...], bytes]], list[int]]:
        """A determinization: every hand, every seat's points per card and tables, its points so far.

        The others' hands are in random order; this seat's too when the rest of a playout is random.
        """
        k = self.k
        n, me = k.players, k.me
        rest = next(self.plain)
        base = list(self.base)
        tables = self.known
        pts = self.known_points
        at = 0
        if self.hidden:  # hidden pain cards are drawn from the whole pool: no weights then
            tables = list(tables)
            pts = list(pts)
            for s in self.hidden:
                pain = rest[at : at + k.pain_per_seat]
                at += k.pain_per_seat
                table = tables_for(frozenset(COLOUR[c] for c in pain))
                tables[s] = table
                pts[s] = table[0]
                base[s] = sum(table[0][c] for c in (*self.captured[s], *pain))
        if self.special is None:
            hands = []
            for s in range(n):
                if s == me:
                    hands.append(list(next(self.mine)) if self.random_tail else list(k.hand))
                else:
                    size = self.sizes[s]
                    hands.append(list(rest[at : at + size]))
                    at += size
            return hands, pts, tables, base
        # each weighted card goes to a seat in proportion to its free places times its weight: a free
        # place drawn uniformly, kept with the chance of its seat's relative weight (else drawn again)
        rand = self.rng.random
        hands = [[] for _ in range(n)]
        free = list(self.sizes)
        extra: list[list[Card]] = [[] for _ in range(n)]
        weighted = self.weighted
        slots = list(self.slots)
        for c in next(self.special):
            w = weighted[c]
            while True:
                i = int(rand() * len(slots))
                seat = slots[i]
                if rand() < w[seat]:
                    break
            slots[i] = slots[-1]
            slots.pop()
            extra[seat].append(c)
            free[seat] -= 1
        for s in self.others:
            h = hands[s] = list(rest[at : at + free[s]])
            at += free[s]
            for c in extra[s]:  # a uniform place in a random order keeps the order random
                h.insert(int(rand() * (len(h) + 1)), c)
        hands[me] = list(next(self.mine)) if self.random_tail else list(k.hand)
        return hands, pts, tables, base

    def _iterate(self) -> None:
        k = self.k
        n, me = k.players, k.me
        rand = self.rng.random
        root_log, inverse_root = _ROOT_LOG, _INVERSE_ROOT
        hands, pts, tables, base = self._deal()
        root = self.root
        root_moves = self.root_moves
        open_loop = self.open_loop
        first = self.keep_trick  # still in the trick in progress: its replies stay tree nodes
        leader = k.leader
        trick = list(k.trick)
        node = root
        path: list[Node] = []
        while True:
            p = (leader + len(trick)) % n
            h = hands[p]
            if not h:
                break
            if open_loop and p != me and not first:
                card = h.pop(greedy_move(h, pts[p], trick, n, rand))
                trick.append(card)
                if len(trick) == n:
                    leader = (leader + trick_winner(trick)) % n
                    points = pts[leader]
                    base[leader] += sum(map(points.__getitem__, trick))
                    trick = []
                continue
            children = node.children
            if p == me:  # the same hand in every deal: every choice is legal each time
                choices = root_moves if root_moves is not None and node is root else h
                untried = [c for c in choices if c not in children] if len(children) < len(choices) else None
                if not untried:
                    node.selections += 1
                    scale = root_log[node.selections + 1]
                    best = -math.inf
                    for c in choices:
                        ch = children[c]
                        value = ch.mean + ch.bonus * scale
                        if value > best:
                            best, card, child = value, c, ch
            else:
                untried = [c for c in h if c not in children]
                if not untried:
                    best = -math.inf
                    for c in h:
                        ch = children[c]
                        ch.avail += 1
                        value = ch.mean + ch.bonus * root_log[ch.avail]
                        if value > best:
                            best, card, child = value, c, ch
            if untried:
                card = untried[int(rand() * len(untried))]
                child = children[card] = Node(p)
            h.remove(card)
            path.append(child)
            node = child
            trick.append(card)
            if len(trick) == n:
                leader = (leader + trick_winner(trick)) % n
                points = pts[leader]
                base[leader] += sum(map(points.__getitem__, trick))
                trick = []
                first = False
            if untried:
                break
        if trick or hands[leader]:
            if self.greedy:
                leader = greedy_tricks(hands, pts, leader, trick, rand, self.greedy_limit, base)
                trick = []
            if trick or hands[leader]:
                play_in_order(hands, tables, leader, trick, base)
        if not path:
            return
        path[0].score += base[me]
        exploration = self.exploration
        if self.relative:  # each seat's score less a share of the others' mean: (1 + s) * own - s * everyone's
            own, share = self.own_weight, self.share
            everyone = share * sum(base)
            for nd in path:
                nd.visits += 1
                nd.total += own * base[nd.player] - everyone
                nd.mean = nd.total / nd.visits
                nd.bonus = exploration * inverse_root[nd.visits]
            return
        credit: Sequence[float]
        credit = base if self.points else reward([t + b for t, b in zip(self.totals, base, strict=True)])
        for nd in path:
            nd.visits += 1
            nd.total += credit[nd.player]
            nd.mean = nd.total / nd.visits
            nd.bonus = exploration * inverse_root[nd.visits]


def most_visited(children: dict[Card, Node], moves: Sequence[Card]) -> Card:
    """The most visited of ``moves`` (ties: higher mean, then the lower card)."""

    def rank(c: Card) -> tuple[float, float, int]:
        node = children.get(c)
        return (node.visits, node.mean, -c) if node else (-1, 0.0, -c)

    return max(moves, key=rank)
