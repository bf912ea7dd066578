"""A database made by the bot before both backends shared one numbering of migrations opens and migrates.

``migrations_before/`` keeps the migrations as they were (SQLite 001 initial,
002 outbox, 003 notes, 004 club; PostgreSQL 001 initial, 002 notes, 003 club,
004 hot updates), applied here the way that bot applied them; the bot of
today must read what they stored, bring the schema to its newest version
without running a step twice, and store new games beside the old ones.
"""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import asyncpg
import pytest

from bot.club.service import ClubService
from bot.storage import migrations
from tests.service.club.test_seasons_history import rated_game
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, open_service, seat_humans

BEFORE = Path(__file__).parent / "migrations_before"
OLD_USER = 77


def _old_scripts(dialect: str, before_club: bool) -> list[tuple[int, str]]:
    """The old migrations of one backend; ``before_club``: only those before the club's (a database of then)."""
    found = sorted((int(f.name.split("_", 1)[0]), f.read_text("utf-8")) for f in (BEFORE / dialect).glob("*.sql"))
    club = next(n for n, script in found if "CREATE TABLE tournaments" in script)
    return [(n, script) for n, script in found if not before_club or n < club]


def _old_sqlite(path: str, before_club: bool) -> None:
    """As ``bot/service/sqlite_file.py`` migrated, plus a note and a rating stored in that schema."""
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("PRAGMA journal_mode=WAL").fetchall()
        for number, script in _old_scripts("sqlite", before_club):
            conn.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")
        conn.execute("INSERT INTO notes (kind, key, value) VALUES ('board', '1000', '42')")
        conn.execute(
            "INSERT INTO ratings (guild_id, user_id, name, mu, sigma, ordinal) VALUES (?, ?, 'Old', 30, 5, 15)",
            (GUILD, OLD_USER),
        )


async def _old_postgres(url: str, before_club: bool) -> None:
    """As ``bot/service/postgres.py`` migrated (its own numbering), plus a note and a rating."""
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        for number, script in _old_scripts("postgres", before_club):
            async with conn.transaction():
                await conn.execute(script)
                await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", number)
        await conn.execute("INSERT INTO notes (kind, key, value) VALUES ('board', '1000', '42')")
        await conn.execute(
            "INSERT INTO ratings (guild_id, user_id, name, mu, sigma, ordinal) VALUES ($1, $2, 'Old', 30, 5, 15)",
            GUILD,
            OLD_USER,
        )
    finally:
        await conn.close()


async def _version(database: str) -> int:
    if database.startswith("postgresql://"):
        conn = await asyncpg.connect(database)
        try:
            return int(await conn.fetchval("SELECT max(version) FROM schema_version"))
        finally:
            await conn.close()
    with contextlib.closing(sqlite3.connect(database)) as conn:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])


@pytest.mark.parametrize("before_club", [False, True], ids=["newest", "before-club"])
async def test_a_database_of_the_old_numbering_opens_and_migrates(db: Databases, before_club: bool) -> None:
    database = db("old")
    postgres = database.startswith("postgresql://")
    if postgres:
        await _old_postgres(database, before_club)
    else:
        _old_sqlite(database, before_club)

    service, _ = await open_service(database)
    newest = migrations.scripts("postgres" if postgres else "sqlite")[-1][0]
    assert await _version(database) == newest
    assert await service.notes.note("board", "1000") == "42"
    board = await service.leaderboard(GUILD, OLD_USER)
    assert board.me is not None and board.me.name == "Old"
    club = ClubService(service)
    humans = await seat_humans(service, 3)
    await rated_game(service, humans)  # stored in the migrated schema, club columns included
    assert len(await club.history(GUILD, humans[0].user_id)) == 1
    assert (await club.season(GUILD)).number == 1
    await service.close()

    service, _ = await open_service(database)  # and again: nothing left to migrate, nothing run twice
    assert await _version(database) == newest
    await service.close()


def test_both_backends_number_their_migrations_alike() -> None:
    sqlite, postgres = migrations.scripts("sqlite"), migrations.scripts("postgres")
    assert [n for n, _ in sqlite] == [n for n, _ in postgres] == list(range(1, len(sqlite) + 1))


def test_postgres_old_numbers_translate_to_the_shared_ones() -> None:
    assert [migrations.from_postgres_before(n) for n in range(5)] == [0, 1, 3, 4, 5]
    assert migrations.from_postgres_before(9) > migrations.scripts("postgres")[-1][0]  # newer stays newer
