"""Table options of RULES.md ("Variants") as recorded by RECORD.md."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from sticheln.cards import HAND_SIZE

DEFAULT_ROUNDS, DM_ROUNDS = 5, 4
MAX_ROUNDS = 10


class OptionsError(ValueError):
    """Options that no game can have. ``str()`` is English; ``code`` and ``values`` say the same for a caller
    that words it itself: round_count (``most``), start (``most``), flag (``name``), not_object,
    unknown (``name``, ``known``)."""

    def __init__(self, message: str, code: str, **values: object) -> None:
        super().__init__(message)
        self.code = code
        self.values = values


@dataclass(frozen=True)
class Options:
    """Everything off by default: 5 rounds, seat 0 leads first, open pain colours, one pain card."""

    dm: bool = False
    round_count: int | None = None
    start: int = 0
    hidden: bool = False
    twopain: bool = False

    @property
    def rounds(self) -> int:
        if self.round_count is not None:
            return self.round_count
        return DM_ROUNDS if self.dm else DEFAULT_ROUNDS

    @property
    def pain_per_seat(self) -> int:
        return 2 if self.twopain else 1

    @property
    def tricks_per_round(self) -> int:
        return HAND_SIZE - self.pain_per_seat

    def check(self, players: int) -> None:
        """Raise :class:`OptionsError` unless these options fit a table of ``players``."""
        if self.round_count is not None and not (
            isinstance(self.round_count, int)
            and not isinstance(self.round_count, bool)
            and 1 <= self.round_count <= MAX_ROUNDS
        ):
            raise OptionsError(
                f"round_count must be a whole number from 1 to {MAX_ROUNDS}", "round_count", most=MAX_ROUNDS
            )
        if isinstance(self.start, bool) or not isinstance(self.start, int) or not 0 <= self.start < players:
            raise OptionsError(f"start must be a seat number from 0 to {players - 1}", "start", most=players - 1)
        for flag in ("dm", "hidden", "twopain"):
            if not isinstance(getattr(self, flag), bool):
                raise OptionsError(f"{flag} must be true or false", "flag", name=flag)

    def to_record(self) -> dict[str, Any]:
        """The non-default options, as RECORD.md's ``options`` object."""
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) != f.default}

    @classmethod
    def from_record(cls, data: Any, players: int) -> Options:
        """Read RECORD.md's ``options`` object; unknown keys and wrong types are refused."""
        if not isinstance(data, dict):
            raise OptionsError("options must be an object", "not_object")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            known_list = ", ".join(sorted(known))
            raise OptionsError(
                f"unknown option {unknown[0]!r} (known: {known_list})", "unknown", name=unknown[0], known=known_list
            )
        options = cls(**data)
        options.check(players)
        return options
