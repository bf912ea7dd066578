"""Hints for learners: the choices ``hard`` rates best for a seat, with the points it expects from each.

>>> from sticheln import Game, Options
>>> game = Game(["Ann", "Bo", "Cy", "Di"], Options(round_count=1), seed=3)
>>> best = hints(game.view(0), seed=1, iterations=200)
>>> [len(h.cards) for h in best], all(c in game.view(0).legal for h in best for c in h.cards)
([1, 1, 1], True)

The hint is computed from the :class:`~sticheln.view.SeatView` alone, exactly
as ``hard`` decides: it cannot see another seat's hand because it is never
given one.
"""

from __future__ import annotations

from dataclasses import dataclass

from sticheln.view import SeatView


@dataclass(frozen=True)
class Hint:
    """One choice and what ``hard``'s search expects of it.

    ``cards``: the card code to play, or the pain card(s) to set aside (two
    with the ``twopain`` option). ``points``: this seat's expected score for
    the round (every card it has captured and will capture this round, plus its
    pain card(s)): the mean over the rounds the search simulated after this
    choice.

    Hints come in ``hard``'s order, so the first is the choice ``hard`` would
    make: cards by how much of the search went to them (the search spends its
    time on the cards it rates best, measuring for each seat its score less the
    others' mean, so a card that hurts the others can come first with fewer own
    points), pain cards by their expected points.
    """

    cards: tuple[str, ...]
    points: float


def hints(
    view: SeatView,
    count: int = 3,
    *,
    seed: int,
    time_budget: float | None = None,
    iterations: int | None = None,
) -> list[Hint]:
    """The ``count`` choices ``hard`` rates best for ``view``'s decision (a pain card or a card), best first.

    ``time_budget`` seconds (default: ``hard``'s 1 s, at most 2), or exactly
    ``iterations`` search iterations (reproducible, the clock is never read).
    Fewer hints when there are fewer choices; none when the seat has nothing to decide.
    """
    from sticheln.ai.hard import HardPlayer

    if view.seat is None or not view.legal:
        return []
    player = HardPlayer(seed, time_budget=time_budget, iterations=iterations)
    return [Hint(r.cards, r.points) for r in player.rate(view)[:count]]
