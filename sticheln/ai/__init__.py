"""Computer players. Every agent implements :class:`Player` over a seat view.

Placeholder until the AI issue lands: every level is a random legal player.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from sticheln.view import SeatView

LEVELS = ("easy", "normal", "hard")


@runtime_checkable
class Player(Protocol):
    """An agent. It sees only a :class:`~sticheln.view.SeatView` of its own seat.

    ``choose_pain`` returns one card code from ``view.legal`` (with the
    ``twopain`` option, a sequence of two different codes); ``choose_card``
    returns one code from ``view.legal``.
    """

    def choose_pain(self, view: SeatView) -> str | Sequence[str]: ...

    def choose_card(self, view: SeatView) -> str: ...


class RandomPlayer:
    """Any legal card, uniformly at random."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose_pain(self, view: SeatView) -> str | Sequence[str]:
        if view.options.twopain:
            return self.rng.sample(view.legal, 2)
        return self.rng.choice(view.legal)

    def choose_card(self, view: SeatView) -> str:
        return self.rng.choice(view.legal)


def player(level: str = "normal", seed: int | None = None, time_budget: float | None = None) -> Player:
    """A built-in player: ``easy``, ``normal`` or ``hard``."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    return RandomPlayer(seed)
