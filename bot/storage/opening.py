"""Opening the storage the ``database`` setting names (the one place that knows both backends)."""

from __future__ import annotations

from bot.storage.storage import Storage


async def open_storage(database: str) -> Storage:
    """The storage the ``database`` setting names: a ``postgresql://`` URL, else an SQLite file path."""
    if database.startswith(("postgresql://", "postgres://")):
        from bot.storage.postgres import PostgresStorage

        return await PostgresStorage.open(database)
    from bot.storage.sqlite import SqliteStorage

    return await SqliteStorage.open(database)
