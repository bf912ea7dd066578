"""A reference SO-ISMCTS, written from the paper alone, to check the ``ismcts`` baseline against.

Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search", IEEE
Transactions on Computational Intelligence and AI in Games 4(2), 2012, Algorithm 3
(single-observer ISMCTS), with nothing added:

- one tree over the searching seat's information set, whose nodes are moves of
  any seat (the seat that made the move is credited with the node's rewards);
- each iteration a new determinization: the cards this seat has not seen dealt
  uniformly at random to the other seats (keeping their hand sizes, and the pain
  cards it has not seen, face down or hidden, among them). Sticheln has no duty to
  follow colour, so play reveals no void: nothing else constrains a deal;
- selection while every move of the determinization has a child: the
  compatible child with the highest ``r / n + k sqrt(ln n' / n)``, rewards in
  [0, 1], ``k`` = :data:`EXPLORATION` (0.7, the paper's value);
- expansion of one untried move chosen uniformly at random;
- a playout of uniformly random moves to the end of the round;
- back-propagation: every node on the path gets one visit and the reward of the
  seat that made its move, and every sibling compatible with that iteration's
  determinization (the node included) one availability (the paper counts ``n'``
  here, in the update, not during selection);
- the move played: the most visited child of the root.

The reward of a seat: its game total after the round, placed linearly between
the lowest and highest total at the table (0 to 1; everyone 0.5 when all are
equal), the paper's [0, 1] scale for a game scored in points.

Pain cards are moves of the same tree: this seat's first (two moves with two
pain cards), then, clockwise, the seats that have not chosen yet.

This module shares nothing with :mod:`sticheln.ai.baseline` or ``hard``'s search
but the rules (:mod:`sticheln.fast`, :mod:`sticheln.cards`) and the clock
(:mod:`sticheln.ai.budget`); the tests play the two against each other at equal
iterations (``tests/sticheln/test_ai_reference.py``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from sticheln.ai.budget import now, search_deadline
from sticheln.cards import Card, card_code, deck, parse_card
from sticheln.fast import COLOUR, VALUE, trick_winner
from sticheln.view import SeatView

EXPLORATION = 0.7


class TreeNode:
    """A move in the tree: ``card`` by ``seat``; visits ``n``, availability ``avail``, reward sum ``r``."""

    __slots__ = ("avail", "card", "children", "n", "r", "seat")

    def __init__(self, card: Card, seat: int) -> None:
        self.card = card
        self.seat = seat
        self.children: dict[Card, TreeNode] = {}
        self.n = 0
        self.avail = 0
        self.r = 0.0


class Deal:
    """One determinization being played: hands, chosen pain cards, captured cards, the trick."""

    def __init__(
        self,
        hands: list[list[Card]],
        pains: list[list[Card]],
        captured: list[list[Card]],
        to_choose: list[int],
        leader: int,
        trick: list[Card],
        per_seat: int,
    ) -> None:
        self.hands, self.pains, self.captured = hands, pains, captured
        self.to_choose, self.leader, self.trick, self.per_seat = to_choose, leader, trick, per_seat

    def mover(self) -> int:
        if self.to_choose:
            return self.to_choose[0]
        return (self.leader + len(self.trick)) % len(self.hands)

    def moves(self) -> list[Card]:
        """The moves of the seat to move (empty when the round is over)."""
        return self.hands[self.mover()]

    def apply(self, card: Card) -> None:
        seat = self.mover()
        self.hands[seat].remove(card)
        if self.to_choose:
            self.pains[seat].append(card)
            if len(self.pains[seat]) == self.per_seat:
                self.to_choose.pop(0)
            return
        self.trick.append(card)
        if len(self.trick) == len(self.hands):
            self.leader = (self.leader + trick_winner(self.trick)) % len(self.hands)
            self.captured[self.leader].extend(self.trick)
            self.trick = []

    def scores(self) -> list[int]:
        """Each seat's round score (RULES.md): +1 a card, minus its value in a pain colour."""
        out = []
        for pain, won in zip(self.pains, self.captured, strict=True):
            colours = {COLOUR[c] for c in pain}
            out.append(sum(-VALUE[c] if COLOUR[c] in colours else 1 for c in (*won, *pain)))
        return out


class InformationSet:
    """What the searching seat knows, read from its view; :meth:`determinize` samples a state from it."""

    def __init__(self, view: SeatView) -> None:
        if view.seat is None:
            raise ValueError("a spectator has no information set to search")
        n, me = view.players, view.seat
        self.players, self.me, self.per_seat = n, me, view.options.pain_per_seat

        def cards(codes: Sequence[str]) -> list[Card]:
            return [parse_card(c, n) for c in codes]

        self.hand = cards(view.hand)
        self.trick = cards(view.trick)
        self.leader = view.leader
        self.captured: list[list[Card]] = [[] for _ in range(n)]
        seen = set(self.hand) | set(self.trick)
        for t in view.tricks:
            self.captured[t.winner].extend(cards(t.cards))
            seen.update(cards(t.cards))
        self.known_pains: list[list[Card] | None] = []
        for p in view.pain_cards:
            known = None if p is None else cards(p)
            self.known_pains.append(known)
            seen.update(known or ())
        self.unseen = [c for c in deck(n) if c not in seen]
        self.hand_sizes = list(view.hand_sizes)
        if view.phase == "pain":
            later = [(me + i) % n for i in range(1, n)]
            self.to_choose = [me] + [s for s in later if not view.pain_chosen[s]]
        else:
            self.to_choose = []
        # seats whose pain cards lie unseen in the pool: chosen face down, or hidden by the option
        self.unseen_pains = [s for s in range(n) if s not in self.to_choose and self.known_pains[s] is None and s != me]
        self.totals = list(view.totals)

    def determinize(self, rng: random.Random) -> Deal:
        pool = rng.sample(self.unseen, len(self.unseen))  # a uniformly random order: every hand in random order
        hands: list[list[Card]] = []
        pains: list[list[Card]] = []
        for s in range(self.players):
            if s == self.me:
                hands.append(rng.sample(self.hand, len(self.hand)))
            else:
                hands.append([pool.pop() for _ in range(self.hand_sizes[s])])
            if s in self.unseen_pains:
                pains.append([pool.pop() for _ in range(self.per_seat)])
            else:
                pains.append(list(self.known_pains[s] or ()) if s not in self.to_choose else [])
        captured = [list(c) for c in self.captured]
        return Deal(hands, pains, captured, list(self.to_choose), self.leader, list(self.trick), self.per_seat)

    def rewards(self, deal: Deal) -> list[float]:
        totals = [t + s for t, s in zip(self.totals, deal.scores(), strict=True)]
        lo, hi = min(totals), max(totals)
        if hi == lo:
            return [0.5] * len(totals)
        return [(t - lo) / (hi - lo) for t in totals]


def so_ismcts(
    view: SeatView, rng: random.Random, iterations: int | None = None, budget: float | None = None
) -> TreeNode:
    """Search ``view``'s decision: exactly ``iterations``, or ``budget`` seconds (default 1). The root."""
    info = InformationSet(view)
    root = TreeNode(-1, -1)
    deadline = math.inf if iterations is not None else search_deadline(budget, None)
    done = 0
    while (done < iterations) if iterations is not None else (done == 0 or now() < deadline):
        _iteration(info, root, rng)
        done += 1
    return root


def _iteration(info: InformationSet, root: TreeNode, rng: random.Random) -> None:
    deal = info.determinize(rng)
    node = root
    path: list[tuple[TreeNode, list[Card], TreeNode]] = []  # (node, compatible moves at its parent, parent)
    # selection, then expansion of one untried move
    while True:
        moves = deal.moves()
        if not moves:
            break
        untried = [c for c in moves if c not in node.children]
        if untried:
            card = rng.choice(untried)
            child = node.children[card] = TreeNode(card, deal.mover())
        else:
            child = max((node.children[c] for c in moves), key=_ucb)
        path.append((child, list(moves), node))
        deal.apply(child.card)
        node = child
        if untried:
            break
    _simulate(deal)
    rewards = info.rewards(deal)
    # back-propagation, with the availability of every compatible sibling
    for child, compatible, parent in path:
        child.n += 1
        child.r += rewards[child.seat]
        for c in compatible:
            sibling = parent.children.get(c)
            if sibling is not None:
                sibling.avail += 1


def _simulate(deal: Deal) -> None:
    """Uniformly random moves to the end of the round: every hand was dealt in random order (taking moves
    out of it in the tree keeps the rest's order random), so each seat plays its cards in order."""
    hands = deal.hands
    for seat in deal.to_choose:
        pain = deal.pains[seat]
        while len(pain) < deal.per_seat:
            pain.append(hands[seat].pop())
    deal.to_choose = []
    n = len(hands)
    leader, trick, captured = deal.leader, deal.trick, deal.captured
    seat = (leader + len(trick)) % n
    while hands[seat]:
        trick.append(hands[seat].pop())
        seat = (seat + 1) % n
        if len(trick) == n:
            leader = seat = (leader + trick_winner(trick)) % n
            captured[leader].extend(trick)
            trick = []
    deal.leader, deal.trick = leader, trick


def _ucb(node: TreeNode) -> float:
    return node.r / node.n + EXPLORATION * math.sqrt(math.log(node.avail) / node.n)


def most_visited(node: TreeNode) -> TreeNode:
    """The child with the most visits (ties: the lowest card)."""
    return max(node.children.values(), key=lambda c: (c.n, -c.card))


class ReferencePlayer:
    """The reference SO-ISMCTS as a player: ``time_budget`` seconds (default 1) or ``iterations`` a decision."""

    def __init__(
        self, seed: int | None = None, time_budget: float | None = None, iterations: int | None = None
    ) -> None:
        self.rng = random.Random(seed)
        self.time_budget = time_budget
        self.iterations = iterations
        self.last_iterations = 0

    def choose_pain(self, view: SeatView) -> str | list[str]:
        root = self._search(view)
        first = most_visited(root)
        if view.options.pain_per_seat == 1:
            return card_code(first.card)
        if first.children:
            second = most_visited(first).card
        else:
            second = next(parse_card(c, view.players) for c in view.hand if parse_card(c, view.players) != first.card)
        return [card_code(first.card), card_code(second)]

    def choose_card(self, view: SeatView) -> str:
        if len(view.legal) == 1:
            return view.legal[0]
        return card_code(most_visited(self._search(view)).card)

    def _search(self, view: SeatView) -> TreeNode:
        root = so_ismcts(view, self.rng, self.iterations, self.time_budget)
        self.last_iterations = sum(c.n for c in root.children.values())
        return root
