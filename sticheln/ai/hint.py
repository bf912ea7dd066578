"""Hints for learners: the choices rated best for a seat, with the points expected from each.

>>> from sticheln import Game, Options
>>> game = Game(["Ann", "Bo", "Cy", "Di"], Options(round_count=1), seed=3)
>>> best = hints(game.view(0), seed=1, iterations=200)
>>> [len(h.cards) for h in best], all(c in game.view(0).legal for h in best for c in h.cards)
([1, 1, 1], True)

The hint is computed from the :class:`~sticheln.view.SeatView` alone, with
``hard``'s search, rated as the game review rates a decision: it cannot see
another seat's hand because it is never given one. Hints come in the order of
the points they show.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sticheln.view import SeatView

# Points are shown with this many decimals; hints whose shown points are equal are ranked as equal.
SHOWN_DIGITS = 1


@dataclass(frozen=True)
class Hint:
    """One choice and what the search expects of it.

    ``cards``: the card code to play, or the pain card(s) to set aside (two
    with the ``twopain`` option). ``points``: this seat's expected score for
    the round (every card it has captured and will capture this round, plus its
    pain card(s)), as the game review rates the option
    (:func:`sticheln.review.rate_options`: every option searched with the same
    effort on the same sampled deals). ``rank``: its place by those points as
    shown (:data:`SHOWN_DIGITS` decimals), ``"=2"`` when it shares the place
    with another hint.
    """

    cards: tuple[str, ...]
    points: float
    rank: str = "1"


def ranks(points: Sequence[float], digits: int = SHOWN_DIGITS) -> list[str]:
    """The place of each of ``points`` (sorted best first) as shown: ``1``, ``=2``, ``=2``, ``4``."""
    shown = [round(p, digits) for p in points]
    out = []
    for p in shown:
        place = shown.index(p) + 1
        out.append(f"={place}" if shown.count(p) > 1 else str(place))
    return out


def hints(
    view: SeatView,
    count: int = 3,
    *,
    seed: int,
    time_budget: float | None = None,
    iterations: int | None = None,
) -> list[Hint]:
    """The ``count`` choices rated best for ``view``'s decision (a pain card or a card), best first.

    ``time_budget`` seconds for the whole decision, or ``iterations`` per option
    (default: the review's, reproducible, the clock is never read). Fewer hints
    when there are fewer choices; none when the seat has nothing to decide.
    """
    from sticheln.review import DEFAULT_ITERATIONS, Budget, rate_options

    if view.seat is None or not view.legal:
        return []
    budget = Budget(iterations or DEFAULT_ITERATIONS, time_budget if iterations is None else None)
    rated = rate_options(view, hint_seed(seed), budget)
    # the order is the order of the points shown: rounded as shown, ties by card code (a stable order)
    best = sorted(rated.items(), key=lambda item: (-round(item[1], SHOWN_DIGITS), item[0]))[:count]
    places = ranks([points for _, points in best])
    return [Hint(cards, points, place) for (cards, points), place in zip(best, places, strict=True)]


def hint_seed(seed: int) -> str:
    """The seed text of a hint's search (the review names its own decisions' seeds the same way)."""
    return f"sticheln/hint/{seed}"
