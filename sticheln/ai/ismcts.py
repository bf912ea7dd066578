"""Information Set Monte Carlo Tree Search, and the plain ISMCTS baseline player.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): one tree over this
seat's information set. Each iteration deals the unseen cards anew
(a determinization), walks down the tree choosing among the moves legal in
that deal by UCB with availability counts, adds one node, plays the rest of
the round with a rollout policy and credits every node on the path with the
points its mover captured. Every seat's moves are nodes of the tree, each
seat maximising its own score.

:class:`PlainISMCTSPlayer` is the benchmark baseline: what the best existing
Sticheln app plays, i.e. uniform determinizations (no inference) and uniformly
random playouts. The ``hard`` level (:mod:`sticheln.ai.hard`) uses the same
search with inference, rules-of-thumb playouts and, in small searches, an open-loop tree.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from sticheln.ai.determinize import Deal, uniform
from sticheln.ai.knowledge import Knowledge, knowledge
from sticheln.ai.normal import heuristic_card
from sticheln.ai.pain import choose_pain
from sticheln.ai.playout import Rollout, random_rollout, take_trick
from sticheln.cards import Card, card_code
from sticheln.view import SeatView

DEFAULT_BUDGET = 1.0  # seconds per move when neither a budget nor an iteration count is given
EXPLORATION = 4.0  # UCB constant, in round points (a playout's score spreads over several points)


class Node:
    __slots__ = ("avail", "children", "player", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # the seat whose move led here (it is credited with this node's results)
        self.children: dict[Card, Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


def search_deadline(budget: float | None, started: float | None) -> float:
    """When a search of ``budget`` seconds (default 1) begun at ``started`` (default now) must stop.

    A small margin is kept for the work after the search, so the whole decision fits the budget.
    """
    seconds = budget or DEFAULT_BUDGET
    return (time.perf_counter() if started is None else started) + seconds - min(0.02, 0.05 * seconds)


def search(
    k: Knowledge,
    rng: random.Random,
    determinize: Callable[[Knowledge, random.Random], Deal],
    rollout: Rollout,
    iterations: int | None = None,
    budget: float | None = None,
    exploration: float = EXPLORATION,
    relative: float = 0.0,
    started: float | None = None,
    opponents: Callable[[list[Card], Sequence[int], list[Card], int, Callable[[], float]], int] | None = None,
    keep_trick: bool = False,
    root_moves: Sequence[Card] | None = None,
) -> dict[Card, Node]:
    """Search from ``k`` and return the root's children (card -> node).

    With ``iterations`` the search runs exactly that many iterations and never
    reads the clock (reproducible); otherwise it runs until ``budget`` seconds
    have passed since ``started`` (a ``time.perf_counter()`` reading, default
    now), less a small margin for the work after the search. ``relative`` in
    [0, 1] credits each mover with its points minus that share of the others'
    mean (a mover then also values hurting the others).

    With an ``opponents`` policy (e.g. :func:`sticheln.ai.playout.greedy_move`)
    the other seats' moves are played by it instead of being tree nodes: the
    tree then holds only this seat's moves (open loop), so it reaches deeper
    into the round with the same iterations, at the price of modelling the
    others by the policy.

    ``root_moves`` (a subset of this seat's hand) limits the first move to those cards.
    """
    n, me = k.players, k.me
    root = Node(me)
    deadline = math.inf if iterations is not None else search_deadline(budget, started)
    rand = rng.random
    log, sqrt = math.log, math.sqrt
    done = 0
    while True:
        if iterations is not None:
            if done >= iterations:
                break
        elif done and time.perf_counter() >= deadline:
            break
        done += 1
        hands, pts = determinize(k, rng)
        node = root
        leader = k.leader
        trick = list(k.trick)
        scores = [0] * n
        path: list[Node] = []
        first = keep_trick  # still in the trick in progress: its replies stay tree nodes
        while True:
            p = (leader + len(trick)) % n
            h = hands[p]
            if not h:
                break
            if opponents is not None and p != me and not first:
                card = h[opponents(h, pts[p], trick, n, rand)]
                h.remove(card)
                trick.append(card)
                if len(trick) == n:
                    leader = take_trick(trick, leader, n, pts, scores)
                    trick = []
                continue
            children = node.children
            choices = root_moves if root_moves and node is root else h
            untried = [c for c in choices if c not in children]
            if untried:
                card = untried[int(rand() * len(untried))]
                child = children[card] = Node(p)
                for c in choices:
                    if c != card and c in children:
                        children[c].avail += 1
            else:
                child, card, best = None, -1, -math.inf
                for c in choices:
                    ch = children[c]
                    ch.avail += 1
                    ucb = ch.total / ch.visits + exploration * sqrt(log(ch.avail) / ch.visits)
                    if ucb > best:
                        child, card, best = ch, c, ucb
            h.remove(card)
            trick.append(card)
            if len(trick) == n:
                leader = take_trick(trick, leader, n, pts, scores)
                trick = []
                first = False
            path.append(child)  # type: ignore[arg-type]
            node = child  # type: ignore[assignment]
            if untried:
                break
        if any(hands):
            more = rollout(hands, pts, leader, trick, rand)
            for s in range(n):
                scores[s] += more[s]
        if relative:
            total = sum(scores)
            credit: list[float] = [s - relative * (total - s) / (n - 1) for s in scores]
        else:
            credit = list(map(float, scores))
        for nd in path:
            nd.visits += 1
            nd.total += credit[nd.player]
    return root.children


def best_card(children: dict[Card, Node], hand: Sequence[Card]) -> Card:
    """The most visited move (ties: higher mean, then the lower card)."""

    def rank(c: Card) -> tuple[float, float, int]:
        node = children.get(c)
        return (node.visits, node.total / node.visits, -c) if node else (-1, 0.0, -c)

    return max(hand, key=rank)


class PlainISMCTSPlayer:
    """The baseline: plain ISMCTS, uniform determinizations, random playouts, no inference.

    Pain card: BSW's advice (most cards of a colour, its lowest), as a typical app does.
    """

    pain_strategy = "bsw"

    def __init__(
        self, seed: int | None = None, time_budget: float | None = None, iterations: int | None = None
    ) -> None:
        self.rng = random.Random(seed)
        self.time_budget = time_budget
        self.iterations = iterations

    def choose_pain(self, view: SeatView) -> str | Sequence[str]:
        k = knowledge(view)
        codes = [card_code(c) for c in choose_pain(k.hand, k.players, k.pain_per_seat, self.pain_strategy)]
        return codes[0] if len(codes) == 1 else codes

    def choose_card(self, view: SeatView) -> str:
        started = time.perf_counter() if self.iterations is None else None
        k = knowledge(view)
        if len(k.hand) == 1:
            return card_code(k.hand[0])
        if not k.consistent():  # no deal fits this view: play the heuristic rather than fail
            return card_code(heuristic_card(k))
        children = search(k, self.rng, uniform, random_rollout, self.iterations, self.time_budget, started=started)
        return card_code(best_card(children, k.hand))
