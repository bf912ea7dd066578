"""What a table operation returns: the events to announce and the game it ended, if any."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.model.events import Event
from bot.model.table.state import TableState
from sticheln import Game


@dataclass(frozen=True)
class Ended:
    """A game that just ended (``finished``) or was abandoned by a reset: for the service to store."""

    game: Game
    finished: bool
    rated: bool
    user_ids: tuple[int | None, ...]  # per seat, the human holding it at the end
    names: tuple[str, ...]

    @classmethod
    def of(cls, table: TableState, *, finished: bool) -> Ended:
        return cls(
            table.current_game(),
            finished,
            table.rated_now,
            tuple(s.user_id for s in table.seats),
            tuple(s.name for s in table.seats),
        )


@dataclass
class Change:
    """What one operation did: the events to announce, in order, and the game it ended, if any."""

    events: list[Event] = field(default_factory=list)
    ended: Ended | None = None

    def __add__(self, other: Change | Sequence[Event]) -> Change:
        if isinstance(other, Change):
            return Change(self.events + other.events, other.ended or self.ended)
        return Change(self.events + list(other), self.ended)
