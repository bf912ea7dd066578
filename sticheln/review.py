"""Game review: every decision of one seat in a finished (or stopped) game, rated by ``hard``'s search.

For each decision of the seat (each pain choice, each card) the review
rebuilds the seat's :class:`~sticheln.view.SeatView` at that moment and rates
every legal option from that view alone, so it knows exactly what the player
knew: the own hand, the cards played, the pain cards revealed (none of the
others' with ``hidden``). The record's other hands are never read.

- A card: each card in hand gets a search of its own, ``hard``'s ISMCTS
  (:mod:`sticheln.ai.search`, style :data:`sticheln.ai.hard.STYLE`) with the
  first move fixed to that card. Every option gets the same effort and the
  same sampled deals in the same order (common random numbers), so the
  difference between two options is measured far more sharply than either
  option's points.
- A pain choice: ``hard``'s pain simulation (:mod:`sticheln.ai.pain_search`)
  over its candidates plus the choice made, every option played out on the
  same deals.

The points of an option are the seat's expected score for the round after it
(cards taken so far, pain card(s) and the rest of the round as the search
plays it). The loss of a decision is the best option's points less the
chosen one's, never negative; :func:`label` names it by :data:`THRESHOLDS`.

Deterministic: every decision's random numbers come from the seed, the seat
and the decision's place in the game; with an iteration budget the clock is
never read.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from sticheln.ai.hard import STYLE
from sticheln.ai.knowledge import Knowledge, knowledge
from sticheln.ai.pain_search import pain_options, rate_pains
from sticheln.ai.search import Search
from sticheln.cards import Card, card_code, parse_card
from sticheln.game import Game
from sticheln.view import SeatView

# Search iterations per option (a card decision with 10 cards in hand costs 10 times this). Chosen by
# measurement (benchmarks/review.py): see DEFAULT_ITERATIONS' note in docs/REVIEW.md.
DEFAULT_ITERATIONS = 200

LABELS = ("good", "inaccuracy", "mistake", "blunder")
# Loss (expected round points given away) from which a decision gets a label, the worst first. The review's
# own noise (a decision as good as the best still shows a small loss: the best of several noisy means is
# biased up) stays under the first threshold for most of hard's own decisions; see docs/REVIEW.md.
THRESHOLDS = ((5.0, "blunder"), (2.5, "mistake"), (1.0, "inaccuracy"))
COSTLIEST = 3  # decisions named in a seat's summary


def label(loss: float) -> str:
    """The label of a decision that gave away ``loss`` expected points."""
    for least, name in THRESHOLDS:
        if loss >= least:
            return name
    return LABELS[0]


@dataclass(frozen=True)
class Budget:
    """Effort per decision: ``iterations`` per option (reproducible), or ``seconds`` per decision.

    ``seconds``, when given, replaces ``iterations`` and is shared equally by the options.
    """

    iterations: int = DEFAULT_ITERATIONS
    seconds: float | None = None


@dataclass(frozen=True)
class RatedDecision:
    """One decision: ``round`` (from 1), ``trick`` (from 1; 0 for the pain choice), ``kind`` "pain" or "card".

    ``chosen`` and ``best`` are card codes (two for a ``twopain`` pain choice); the points are the seat's
    expected round score after each; ``loss`` = best_points - chosen_points (>= 0).
    """

    round: int
    trick: int
    kind: str
    chosen: tuple[str, ...]
    best: tuple[str, ...]
    chosen_points: float
    best_points: float
    options: int

    @property
    def loss(self) -> float:
        return max(0.0, self.best_points - self.chosen_points)

    @property
    def label(self) -> str:
        return label(round(self.loss, 2))  # as the JSON shows it

    def to_json(self) -> dict[str, Any]:
        def cards(codes: tuple[str, ...]) -> str | list[str]:
            return codes[0] if len(codes) == 1 else list(codes)

        return {
            "round": self.round,
            "trick": self.trick,
            "kind": self.kind,
            "chosen": cards(self.chosen),
            "best": cards(self.best),
            "chosen_points": round(self.chosen_points, 2),
            "best_points": round(self.best_points, 2),
            "loss": round(self.loss, 2),
            "label": self.label,
        }


@dataclass(frozen=True)
class SeatReview:
    """Every rated decision of one seat, in game order, and their summary."""

    seat: int
    name: str
    decisions: tuple[RatedDecision, ...]

    @property
    def mean_loss(self) -> float:
        return sum(d.loss for d in self.decisions) / len(self.decisions) if self.decisions else 0.0

    def counts(self) -> dict[str, int]:
        """How many decisions got each label (every label, zeros included)."""
        counts = dict.fromkeys(LABELS, 0)
        for d in self.decisions:
            counts[d.label] += 1
        return counts

    def costliest(self, count: int = COSTLIEST) -> list[RatedDecision]:
        """The ``count`` decisions that gave away the most (only those that gave away anything), costliest first."""
        ranked = sorted((d for d in self.decisions if d.loss > 0), key=lambda d: -d.loss)
        return ranked[:count]

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": self.name,
            "decisions": [d.to_json() for d in self.decisions],
            "summary": {
                "decisions": len(self.decisions),
                "mean_loss": round(self.mean_loss, 3),
                **self.counts(),
                "costliest": [d.to_json() for d in self.costliest()],
            },
        }


@dataclass(frozen=True)
class Moment:
    """A decision as the seat met it: its view then, and what it chose (card codes)."""

    view: SeatView
    kind: str
    chosen: tuple[str, ...]


def moments(game: Game, seat: int) -> Iterator[Moment]:
    """Every decision of ``seat`` in ``game`` (a replayed record), with the seat's view at that moment.

    The game is played again from its deals; each view is :meth:`Game.view` of the seat, which holds
    only what the seat may know. A round's pain choice is seen before any seat has chosen.
    """
    replay = Game(game.names, game.options)
    for r in game.rounds:
        if not r.revealed:
            break
        replay.deal(r.dealt)
        yield Moment(replay.view(seat), "pain", tuple(card_code(c) for c in r.pain[seat] or ()))
        for s, pain in enumerate(r.pain):
            replay.choose_pain(s, [card_code(c) for c in pain or ()])
        for c in r.plays:
            mover = replay.turn
            assert mover is not None
            code = card_code(c)
            if mover == seat:
                yield Moment(replay.view(seat), "card", (code,))
            replay.play(mover, code)


def review_seat(game: Game, seat: int, *, seed: int = 0, budget: Budget = Budget()) -> SeatReview:
    """Rate every decision of ``seat`` in ``game``; see the module doc."""
    rated = [rate(m, _seed_text(seed, seat, i), budget) for i, m in enumerate(moments(game, seat))]
    return SeatReview(seat, game.names[seat], tuple(rated))


def review_game(
    game: Game, seats: Sequence[int] | None = None, *, seed: int = 0, budget: Budget = Budget()
) -> list[SeatReview]:
    """:func:`review_seat` for each of ``seats`` (default: every seat)."""
    chosen = range(game.players) if seats is None else seats
    return [review_seat(game, s, seed=seed, budget=budget) for s in chosen]


def _seed_text(seed: int, seat: int, index: int) -> str:
    return f"sticheln/review/{seed}/{seat}/{index}"  # string seeds are stable across Python runs


def rate(moment: Moment, seed: str, budget: Budget = Budget()) -> RatedDecision:
    """Rate one decision from its view alone.

    The budget is split in two halves with their own deals: the first picks the best option, the second
    measures it and the choice made. The best of several noisy means is biased upwards, so measuring it on
    the deals that picked it would show a loss for every choice; measured apart, a choice as good as the
    best shows none on average. When the second half does not confirm the pick, the choice made was as
    good as any: it is the best, with no loss.
    """
    view = moment.view
    k = knowledge(view)
    chosen = tuple(sorted(parse_card(c, view.players) for c in moment.chosen))
    half = Budget(max(1, budget.iterations // 2), None if budget.seconds is None else budget.seconds / 2)
    picked = _every_option(k, view, moment.kind, seed + "/pick", half, chosen)
    trick = 0 if moment.kind == "pain" else len(view.tricks) + 1
    best = max(picked, key=lambda o: (picked[o], o == chosen, [-c for c in o]))
    measured = option_points_of(k, view, moment.kind, [best, chosen], seed + "/measure", half)
    if measured[best] <= measured[chosen]:
        best = chosen
    return RatedDecision(
        round=view.round_index + 1,
        trick=trick,
        kind=moment.kind,
        chosen=tuple(card_code(c) for c in chosen),
        best=tuple(card_code(c) for c in best),
        chosen_points=measured[chosen],
        best_points=measured[best],
        options=len(picked),
    )


def rate_options(view: SeatView, seed: str, budget: Budget = Budget()) -> dict[tuple[str, ...], float]:
    """The expected round points of every option of ``view``'s decision, as the review rates them to pick
    the best (the hints show the same ratings: :func:`sticheln.ai.hint.hints`)."""
    kind = "pain" if view.phase == "pain" else "card"
    rated = _every_option(knowledge(view), view, kind, seed, budget)
    return {tuple(card_code(c) for c in cards): points for cards, points in rated.items()}


def _every_option(
    k: Knowledge, view: SeatView, kind: str, seed: str, budget: Budget, chosen: tuple[Card, ...] | None = None
) -> dict[tuple[Card, ...], float]:
    """Every option's points: each pain option ``hard`` considers (and ``chosen``), or each card in hand."""
    if kind == "pain":
        return _pain_points(k, chosen, seed, budget)
    return _card_points(k, view, seed, budget)


def option_points_of(
    k: Knowledge, view: SeatView, kind: str, options: Sequence[tuple[Card, ...]], seed: str, budget: Budget
) -> dict[tuple[Card, ...], float]:
    """The expected round points of the given options of a decision, on deals of their own."""
    if kind == "pain":
        return _pain_points(k, options[0], seed, budget, options)
    return _card_points(k, view, seed, budget, [o[0] for o in options])


def option_points(
    moment: Moment, options: Sequence[tuple[str, ...]], seed: str, budget: Budget = Budget()
) -> list[float]:
    """The expected round points of some of a decision's options only, rated as :func:`rate` rates them
    (for checking a review with a longer search: ``benchmarks/review.py``)."""
    view = moment.view
    chosen = [tuple(sorted(parse_card(c, view.players) for c in o)) for o in options]
    points = option_points_of(knowledge(view), view, moment.kind, chosen, seed, budget)
    return [points[o] for o in chosen]


def _pain_points(
    k: Knowledge,
    chosen: tuple[Card, ...] | None,
    seed: str,
    budget: Budget,
    only: Sequence[tuple[Card, ...]] | None = None,
) -> dict[tuple[Card, ...], float]:
    """Expected round points of every pain option ``hard`` considers, and of the one chosen (or of ``only``)."""
    options = pain_options(k.hand, k.pain_per_seat) if only is None else list(dict.fromkeys(only))
    if chosen is not None and chosen not in options:
        options.append(chosen)
    samples = None if budget.seconds is not None else budget.iterations
    rated = rate_pains(k, random.Random(seed), samples, budget.seconds, options=options)
    return {cards: mean for cards, mean, _ in rated}


def _card_points(
    k: Knowledge, view: SeatView, seed: str, budget: Budget, only: Sequence[Card] | None = None
) -> dict[tuple[Card, ...], float]:
    """Expected round points of every card in hand (or of ``only``): one search per card, on the same deals."""
    cards = list(k.hand) if only is None else list(dict.fromkeys(only))
    seconds = None if budget.seconds is None else budget.seconds / len(cards)
    iterations = None if seconds is not None else budget.iterations
    points: dict[tuple[Card, ...], float] = {}
    for card in cards:
        search = Search(
            k,
            random.Random(seed + "/tree"),
            STYLE,
            [card],
            view.totals,
            deals=random.Random(seed + "/deals"),
        )
        search.run(iterations, seconds)
        node = search.root.children[card]
        points[(card,)] = node.score / node.visits
    return points
