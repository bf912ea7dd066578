"""Bringing a PostgreSQL database's schema up to date, one process at a time (see :mod:`bot.storage.migrations`)."""

from __future__ import annotations

import asyncpg

from bot.i18n import t
from bot.storage import migrations as numbered
from bot.storage.errors import StorageUnavailable
from bot.storage.postgres_common import ERRORS, one_line

MIGRATION_LOCK = 7_346_153  # pg_advisory_lock key: one process migrates at a time


def migrations() -> list[tuple[int, str]]:
    """The numbered scripts for PostgreSQL, in order."""
    return numbered.scripts("postgres")


async def migrate(pool: asyncpg.Pool, name: str) -> int:
    """Apply the migrations the database lacks (one process at a time); refuse a newer schema."""
    known = migrations()
    newest = known[-1][0] if known else 0
    try:
        async with pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
            try:
                version = await _version(conn)
                if version > newest:
                    raise StorageUnavailable(t("db_newer", path=name, version=version, newest=newest))
                for number, script in known:
                    if number > version:
                        async with conn.transaction():
                            await conn.execute(script)
                            await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", number)
                        version = number
                return int(version)
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
    except ERRORS as err:
        raise StorageUnavailable(t("db_cannot_open", path=name, problem=one_line(err))) from None


async def _version(conn: asyncpg.Connection) -> int:
    """The schema's version (``schema_version``) in the numbering both backends share.

    A database made before that numbering recorded PostgreSQL's own; it is
    translated once (:data:`~bot.storage.migrations.POSTGRES_BEFORE`), and the
    table ``schema_numbering`` says it was.
    """
    async with conn.transaction():
        await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        version = int(await conn.fetchval("SELECT coalesce(max(version), 0) FROM schema_version"))
        if await conn.fetchval("SELECT to_regclass('schema_numbering') IS NOT NULL"):
            return version
        await conn.execute("CREATE TABLE schema_numbering (shared_since INTEGER NOT NULL)")
        translated = numbered.from_postgres_before(version)
        await conn.execute("INSERT INTO schema_numbering (shared_since) VALUES ($1)", translated)
        if translated != version:
            await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", translated)
        return translated
