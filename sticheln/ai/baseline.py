"""The benchmark baseline: the Stick 'Em bot of the Trickster's Table app, re-created from its source.

The app (https://github.com/dbravender/tricksterstable-rs, ``src/games/stickem.rs``)
plays Stick 'Em with the single-observer ISMCTS of the ``ismcts`` crate
(https://github.com/Deliquescence/ismcts, revision ``174c8d8`` as pinned in the
app's ``Cargo.toml``, ``src/lib.rs``). This module implements that algorithm
in this project's own code, on this project's engine and rules:

- **One tree over every seat's moves** (``ismcts_one_iteration``): a node is
  the move that entered it and the seat that made it (``player_just_moved``);
  the pain-card choices are moves of the same tree, before the first trick
  (``StickEmGame::get_moves`` returns the hand in ``State::SelectPainColor`` too).
- **Determinization** (``randomize_determination``): every iteration deals
  the cards this seat cannot see uniformly at random to the other seats,
  keeping their hand sizes; a pain card another seat has already set aside
  (face down) is a random card of that seat's hand plus pain card. No
  inference from play.
- **Selection** (``Node::select_child``): while every move legal in this deal
  has a child, take the legal child with the highest
  ``mean reward + sqrt(2 ln(availability) / visits)`` and add one to the
  availability of every legal child. With rewards in [-1, 1] this is UCB1 with
  exploration constant 0.7 on the [0, 1] scale of Cowling et al. (:func:`ucb1`).
- **Expansion**: when some legal moves have no child, one of them, uniformly
  at random, becomes a child with availability 1; its siblings' availability
  does not change (the crate counts availability only in selection).
- **Playout** (``Game::random_rollout``): uniformly random moves to the end
  of the game: random pain cards for the seats still to choose, random cards
  to the end of the round, then random rounds (random deal, random pain card,
  random cards) for every round still to come.
- **Reward** (``StickEmGame::result``): each seat's game total, min-max
  normalised over all seats' totals to [-1, 1], then squared with its sign
  kept; 0 to everyone when all totals are equal (:func:`reward`). Every node
  on the path gets the reward of the seat that made its move.
- **Decision** (``IsmctsHandler::best_move``): the root child with the most
  visits (ties: the child added last, as Rust's ``max_by_key``).

Where this differs from the source, and why:

- The rules are this project's (RULES.md): 3 to 6 players and their decks, a
  trick of zeros goes to its leader (the app leaves such a trick unscored), and
  pain cards are chosen simultaneously, not in turn. Seats that have not chosen
  yet choose in the tree after this seat, clockwise, exactly as the app's later
  seats do; seats that chose already hold a hidden pain card, as there.
- Options the app does not have follow from the same algorithm: with hidden
  pain colours, the others' pain cards stay part of the determinization; with
  two pain cards each choice is two moves in a row by the same seat.
- The app runs 8 threads on one shared tree (``run_iterations(8, n / 8)``);
  here one thread runs the same iterations in turn, within a time budget or
  for a fixed count. Among equal UCB values the first legal child in the
  hand's order is taken, and every determinization deals the hands in random
  order (the crate: the last child in creation order); this only matters when
  two children have exactly the same statistics.
- The tree stops at the end of the round: the crate's tree could grow into the
  next round's deal, whose cards are new in every determinization; here that
  part is always the random playout.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from sticheln.ai.budget import now, search_deadline
from sticheln.ai.determinize import orders
from sticheln.ai.knowledge import Knowledge, knowledge
from sticheln.ai.normal import heuristic_card
from sticheln.ai.playout import play_in_order, tables_for
from sticheln.cards import HAND_SIZE, Card, card_code, deck
from sticheln.fast import COLOUR, take_tricks, trick_winner
from sticheln.view import SeatView


class Node:
    """A tree node: the move that led here, by ``player``, with its statistics (``ismcts`` crate's ``Node``)."""

    __slots__ = ("avail", "children", "mean", "player", "spread", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # the seat that made the move (credited with this node's rewards)
        self.children: dict[Card, Node] = {}
        self.visits = 0
        self.avail = 1  # a new child counts its own iteration as one availability
        self.total = 0.0
        self.mean = 0.0  # total / visits and 2 / visits, kept up to date for the selection loop
        self.spread = 0.0

    def update(self, reward: float) -> None:
        self.visits += 1
        self.total += reward
        self.mean = self.total / self.visits
        self.spread = 2.0 / self.visits


def ucb1(total: float, visits: int, avail: int) -> float:
    """The crate's selection value: mean reward plus ``sqrt(2 ln(availability) / visits)``.

    Rewards lie in [-1, 1]; mapped to [0, 1] this is ``mean + 0.707 * sqrt(ln(availability) / visits)``,
    UCB1 with the exploration constant 0.7 of Cowling, Powley & Whitehouse (2012), scaled by 2.
    """
    return total / visits + math.sqrt(2.0 * math.log(avail) / visits)


def reward(totals: Sequence[float]) -> list[float]:
    """Each seat's reward for a finished playout (``StickEmGame::result``).

    A seat's total is placed between the lowest and the highest total on [-1, 1]
    and squared with its sign kept; when every total is equal, everyone gets 0.
    """
    lo, hi = min(totals), max(totals)
    if hi == lo:
        return [0.0] * len(totals)
    scale = 2.0 / (hi - lo)
    out = []
    for t in totals:
        x = (t - lo) * scale - 1.0
        out.append(x * x if x >= 0 else -x * x)
    return out


def _random_round(players: int, leader: int, per_seat: int, dealt: bytes) -> list[int]:
    """One whole round of random play of the random order ``dealt`` of the deck: seat ``s`` holds its
    cards ``15 s`` to ``15 s + 14``, sets aside the last of them as pain cards and plays the others in order."""
    tricks = HAND_SIZE - per_seat
    won = []
    losses = []
    for s in range(players):
        pain = dealt[s * HAND_SIZE + tricks : (s + 1) * HAND_SIZE]  # the last cards of a random hand
        won.append(bytearray(pain))
        losses.append(tables_for(frozenset(COLOUR[c] for c in pain))[1])
    take_tricks(dealt, HAND_SIZE, tricks, leader, won)
    return [14 * len(pile) - sum(pile.translate(loss)) for pile, loss in zip(won, losses, strict=True)]


class _Setup:
    """What one decision's iterations share: the position read from the view, once."""

    def __init__(self, view: SeatView, k: Knowledge, rng: random.Random) -> None:
        n, me = k.players, k.me
        self.k = k
        self.pools = orders(k.pool, rng)  # the unseen cards and this seat's hand, each in random order
        self.hands = orders(k.hand, rng)
        self.decks = orders(deck(k.players), rng)  # for the rounds still to come
        self.per_seat = k.pain_per_seat
        self.pain_phase = view.phase == "pain"
        chosen = view.pain_chosen
        if self.pain_phase:
            # this seat first, then the seats still to choose, clockwise (the app's later seats)
            self.pickers = [me] + [s for s in ((me + i) % n for i in range(1, n)) if not chosen[s]]
            self.hidden = [s for s in range(n) if s != me and chosen[s]]  # a pain card face down
        else:
            self.pickers = []
            self.hidden = [s for s in range(n) if k.pain_cards[s] is None]  # the hidden option
        self.totals = list(view.totals)
        self.later_leaders = [(view.options.start + r) % n for r in range(view.round_index + 1, view.round_count)]
        self.captured: list[list[Card]] = [[] for _ in range(n)]
        for _, cards, winner in k.tricks:
            self.captured[winner].extend(cards)
        # known points so far (captured cards and pain cards) and tables of the seats whose pain is known
        self.known: list[tuple[tuple[int, ...], bytes] | None] = [None] * n
        self.base = [0] * n
        for s in range(n):
            pain = k.pain_cards[s]
            if pain is not None and s not in self.pickers:
                table = tables_for(frozenset(COLOUR[c] for c in pain))
                self.known[s] = table
                self.base[s] = sum(table[0][c] for c in (*self.captured[s], *pain))


def search(
    view: SeatView,
    rng: random.Random,
    iterations: int | None = None,
    budget: float | None = None,
    started: float | None = None,
) -> dict[Card, Node]:
    """Run the baseline's ISMCTS for the seat of ``view``; the root's children (card -> node).

    With ``iterations`` exactly that many iterations and the clock is never read;
    otherwise until ``budget`` seconds (default 1) from ``started`` (default now)
    have passed, less the small margin of :func:`sticheln.ai.budget.search_deadline`.
    """
    k = knowledge(view)
    setup = _Setup(view, k, rng)
    root = Node(k.me)
    deadline = math.inf if iterations is not None else search_deadline(budget, started)
    done = 0
    while True:
        if iterations is not None:
            if done >= iterations:
                break
        elif done and now() >= deadline:
            break
        done += 1
        _iterate(setup, root, rng)
    return root.children


def _iterate(setup: _Setup, root: Node, rng: random.Random) -> None:
    """One iteration: determinize, select and expand, play out at random, back up the rewards."""
    k = setup.k
    n, me, per_seat = k.players, k.me, setup.per_seat
    rand, log, sqrt = rng.random, math.log, math.sqrt
    # -- determinize: the pool in random order, so every hand is also in random order
    pool = next(setup.pools)
    hands: list[list[Card]] = []
    tables = list(setup.known)
    base = list(setup.base)
    at = 0
    for s in setup.hidden:
        pain = pool[at : at + per_seat]
        at += per_seat
        table = tables_for(frozenset(COLOUR[c] for c in pain))
        tables[s] = table
        points = table[0]
        base[s] = sum(points[c] for c in (*setup.captured[s], *pain))
    for s in range(n):
        if s == me:
            hands.append(list(next(setup.hands)))
        else:
            size = k.hand_sizes[s]
            hands.append(list(pool[at : at + size]))
            at += size
    picks = list(setup.pickers)
    chosen: list[list[Card]] = [[] for _ in range(n)]
    leader = k.leader
    trick = list(k.trick)
    # -- select and expand
    node = root
    path: list[Node] = []
    while True:
        p = picks[0] if picks else (leader + len(trick)) % n
        h = hands[p]
        if not h:
            break
        children = node.children
        untried = [c for c in h if c not in children]
        if untried:
            card = untried[int(rand() * len(untried))]
            child = children[card] = Node(p)
        else:
            best = -math.inf
            for c in h:
                ch = children[c]
                ch.avail += 1
                value = ch.mean + sqrt(ch.spread * log(ch.avail))  # ucb1()
                if value > best:
                    best, card, child = value, c, ch
        h.remove(card)
        path.append(child)
        node = child
        if picks:
            mine = chosen[p]
            mine.append(card)
            if len(mine) == per_seat:
                picks.pop(0)
                table = tables_for(frozenset(COLOUR[c] for c in mine))
                tables[p] = table
                base[p] += sum(table[0][c] for c in mine)
        else:
            trick.append(card)
            if len(trick) == n:
                leader = (leader + trick_winner(trick)) % n
                points = tables[leader][0]  # type: ignore[index]
                base[leader] += sum(points[c] for c in trick)
                trick = []
        if untried:
            break
    # -- play out: every hand is in random order, so playing it in order is playing at random
    for p in picks:
        mine = chosen[p]
        while len(mine) < per_seat:
            mine.append(hands[p].pop())
        table = tables_for(frozenset(COLOUR[c] for c in mine))
        tables[p] = table
        base[p] += sum(table[0][c] for c in mine)
    play_in_order(hands, tables, leader, trick, base)  # type: ignore[arg-type]  # every table is set by now
    totals = [t + b for t, b in zip(setup.totals, base, strict=True)]
    for first in setup.later_leaders:
        for s, gained in enumerate(_random_round(n, first, per_seat, next(setup.decks))):
            totals[s] += gained
    rewards = reward(totals)
    for nd in path:
        nd.update(rewards[nd.player])


def best_move(children: dict[Card, Node]) -> Card:
    """The most visited child; among equals the one added last (the crate's ``best_move``)."""
    card, most = -1, -1
    for c, node in children.items():
        if node.visits >= most:
            card, most = c, node.visits
    return card


class BaselinePlayer:
    """The Trickster's Table Stick 'Em bot's algorithm (see the module doc): the ``ismcts`` benchmark agent.

    ``time_budget`` seconds per decision (default 1), or exactly ``iterations`` per decision.
    """

    def __init__(
        self, seed: int | None = None, time_budget: float | None = None, iterations: int | None = None
    ) -> None:
        self.rng = random.Random(seed)
        self.time_budget = time_budget
        self.iterations = iterations
        self.last_iterations = 0  # how many iterations the last search ran (for the speed benchmark)

    def choose_pain(self, view: SeatView) -> str | Sequence[str]:
        started = now() if self.iterations is None else None
        if len(view.legal) == view.options.pain_per_seat:
            return view.legal[0] if len(view.legal) == 1 else list(view.legal)
        children = self._search(view, started)
        first = best_move(children)
        if view.options.pain_per_seat == 1:
            return card_code(first)
        below = children[first].children
        second = best_move(below) if below else next(c for c in knowledge(view).hand if c != first)
        return [card_code(first), card_code(second)]

    def choose_card(self, view: SeatView) -> str:
        started = now() if self.iterations is None else None
        if len(view.legal) == 1:
            return view.legal[0]
        k = knowledge(view)
        if not k.consistent():  # no deal fits this view: play the heuristic rather than fail
            return card_code(heuristic_card(k))
        return card_code(best_move(self._search(view, started)))

    def _search(self, view: SeatView, started: float | None) -> dict[Card, Node]:
        children = search(view, self.rng, self.iterations, self.time_budget, started)
        self.last_iterations = sum(node.visits for node in children.values())
        return children
