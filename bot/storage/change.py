"""What a locked table's change collects until its commit, the same for both backends.

:class:`Change` is the part of :class:`~bot.storage.storage.TableTx` that only
remembers (the table to store, the events, the game results, the club's
statements) and numbers the events after the table's last one; each backend's
transaction adds how it reads and commits.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.model.events import Event
from bot.model.table import Table
from bot.storage.errors import StorageError
from bot.storage.records import GameResult, Numbered
from bot.storage.sql import Statement


class Change:
    """The table's change so far; ``dirty`` once anything is to be stored, ``committed`` once it is."""

    def __init__(self, table: Table | None) -> None:
        self.table = table
        self.saved: Table | None = None
        self.due: float | None = None
        self.events: list[Event] = []
        self.results: list[GameResult] = []
        self.statements: list[Statement] = []
        self.dirty = False
        self.committed = False

    def save(self, table: Table, due_at: float | None = None) -> None:
        self.table = self.saved = table
        self.due = due_at
        self.dirty = True

    def emit(self, events: Sequence[Event]) -> None:
        self.events += events
        self.dirty = True

    def record(self, result: GameResult) -> None:
        self.results.append(result)
        self.dirty = True

    def execute(self, statement: Statement) -> None:
        self.statements.append(statement)
        self.dirty = True

    def numbered(self, latest: int) -> list[Numbered]:
        """The events emitted, numbered after the table's last stored one (``latest``).

        Events without a table to store are refused: they would be numbered after nothing.
        """
        if self.events and self.saved is None:
            raise StorageError("events need the table they belong to")
        return [(latest + i, event) for i, event in enumerate(self.events, 1)]

    @property
    def writes_more(self) -> bool:
        """Whether the commit writes more than the table's row and events (results, the club's statements)."""
        return bool(self.results or self.statements)

    def forget(self) -> None:
        """After the commit: nothing more to store."""
        self.events, self.results, self.statements = [], [], []
        self.committed = True
