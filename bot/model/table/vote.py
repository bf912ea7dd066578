"""An open vote of a table (BSW's ``accept`` / ``refuse``), as stored with the table."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

VOTE_SECONDS = 120


@dataclass
class Vote:
    """An open vote: ``reset``, ``remove`` (hand ``seat`` to the AI) or ``reclaim`` (give ``seat`` to a claimant)."""

    kind: str
    by: str
    subject: str
    voters: list[int]
    yes: list[int] = field(default_factory=list)
    no: list[int] = field(default_factory=list)
    seat: int | None = None
    claimant_id: int | None = None
    claimant_name: str = ""
    opened_at: float = 0.0  # wall-clock time; an unanswered vote lapses after VOTE_SECONDS

    @property
    def passed(self) -> bool:
        """A majority of the voters said yes (with nobody to ask, it passes)."""
        return 2 * len(self.yes) > len(self.voters) or not self.voters

    @property
    def failed(self) -> bool:
        """A majority can no longer be reached."""
        return 2 * len(self.no) >= len(self.voters) and bool(self.voters)

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)  # flat fields: cheaper than asdict's deep copy

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Vote:
        return cls(**data)
