"""The values a storage takes and gives besides tables and events: a game's result, a claim, numbered events."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from bot.model.events import Event

Rating = tuple[float, float]  # openskill (mu, sigma)


@dataclass(frozen=True)
class SeatResult:
    seat: int
    user_id: int | None  # None: an AI held the seat at the end
    name: str
    total: int
    won: bool
    rounds: tuple[tuple[int, str], ...]  # per finished round: (score, pain colour letters)
    rating: Rating | None = None  # the new rating, for rated games
    moves: int = 0  # decisions the seat made in the game
    ai_moves: int = 0  # of them, made by the AI (an AI seat, or a human away or removed)
    removed_user_id: int | None = None  # the human removed from the seat by vote


@dataclass(frozen=True)
class GameResult:
    """A game that ended (``finished``) or was abandoned, with its record (RECORD.md)."""

    table_id: int
    guild_id: int | None
    finished: bool
    rated: bool
    ended_at: float
    record: dict[str, Any]
    seats: tuple[SeatResult, ...]


class Claim(NamedTuple):
    """This process delivers the table's events now: those after ``delivered``, up to ``latest``."""

    delivered: int
    latest: int


Numbered = tuple[int, Event]  # an event and its sequence number at its table
Row = Sequence[Any]  # one row a query answered
