"""Seats, votes and the per-action context of a table: the small JSON-serialisable pieces."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Seat:
    """A seat: a human (``user_id``) or an AI (``ai_level``). ``away``: the AI plays for the human."""

    name: str
    user_id: int | None = None
    ai_level: str | None = None
    away: bool = False
    allow_peek: bool = False
    hand_version: int = 0  # the table version of the last YourHand sent to this seat

    @property
    def human(self) -> bool:
        return self.user_id is not None

    @property
    def ai_controlled(self) -> bool:
        """The AI moves for this seat: an AI seat, or a human marked away."""
        return self.user_id is None or self.away

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)  # flat fields: cheaper than asdict's deep copy

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        return cls(**data)


VOTE_SECONDS = 120  # after this, a vote nobody settled no longer blocks a new one


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


@dataclass(frozen=True)
class Moment:
    """What an action needs from outside the table: the wall-clock time, the turn clocks, the AI level."""

    now: float
    pain_seconds: int = 120
    card_seconds: int = 90
    ai_level: str = "normal"


def derive_seed(*parts: object) -> int:
    """A stable seed from ``parts`` (the same in every process and Python run)."""
    return random.Random("/".join(map(str, parts))).getrandbits(62)
