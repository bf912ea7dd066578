"""Seats and the per-action context of a table: small JSON-serialisable pieces."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any


@dataclass
class Seat:
    """A seat: a human (``user_id``) or an AI (``ai_level``). ``away``: the AI plays for the human."""

    name: str
    user_id: int | None = None
    ai_level: str | None = None
    away: bool = False
    allow_peek: bool = False
    # for the rating rules (README): this game's decisions of the seat, those the AI made, who was removed from it
    moves: int = 0
    ai_moves: int = 0
    removed_id: int | None = None

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
        known = {k: v for k, v in data.items() if k != "hand_version"}  # sticheln-table/1 kept a hand version
        return cls(**known)


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
