"""Numbered migrations, one numbering for both backends: ``sqlite/NNN_name.sql`` and ``postgres/NNN_name.sql``.

Each number is one step of the schema on both; where a step concerns one
backend only, the other's file says so and does nothing. SQLite records its
version in ``PRAGMA user_version``, PostgreSQL in ``schema_version``.

PostgreSQL databases made before this numbering recorded their own there
(001 initial, 002 notes, 003 club, 004 hot updates; its initial schema had
the outbox that SQLite added as 002): :data:`POSTGRES_BEFORE` translates
them once (the table ``schema_numbering`` says it was done). SQLite's
numbering was already this one.
"""

from __future__ import annotations

from importlib import resources
from typing import Literal

POSTGRES_BEFORE = {0: 0, 1: 1, 2: 3, 3: 4, 4: 5}  # PostgreSQL's own numbering -> the shared one


def scripts(dialect: Literal["sqlite", "postgres"]) -> list[tuple[int, str]]:
    """The numbered ``NNN_name.sql`` files of one backend, in order."""
    files = resources.files(f"bot.storage.migrations.{dialect}")
    found = [(int(f.name.split("_", 1)[0]), f.read_text("utf-8")) for f in files.iterdir() if f.name.endswith(".sql")]
    return sorted(found)


def from_postgres_before(recorded: int) -> int:
    """A version PostgreSQL recorded before the shared numbering, in the shared numbering.

    One this bot never wrote (newer than 004) stays newer than anything known, to be refused as newer.
    """
    return POSTGRES_BEFORE.get(recorded, recorded + 100)
