"""The turn clock of a table: one value, for the decision the table waits for from its humans."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class TurnClock:
    """Half time at ``warn_at`` (a reminder, once: ``warned``), time up at ``deadline``, for decision ``decision``."""

    decision: int
    deadline: float
    warn_at: float
    warned: bool = False

    @classmethod
    def start(cls, decision: int, now: float, seconds: float) -> TurnClock:
        return cls(decision, now + seconds, now + seconds / 2)

    @property
    def next_at(self) -> float:
        """When this clock next needs attention: the warning, then the deadline."""
        return self.deadline if self.warned else self.warn_at

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> TurnClock | None:
        return cls(**data) if data is not None else None
