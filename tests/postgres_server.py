"""A throwaway PostgreSQL server for the tests, on a loopback port, in a temporary folder.

The server binaries refuse to run as root, so as root they run as the
``postgres`` user. Where PostgreSQL is not installed the tests that need it
are skipped with the reason, except in CI (``STICHELN_REQUIRE_POSTGRES=1``),
where that is an error.

A test's database is a copy of one the storage migrated once (``CREATE
DATABASE ... TEMPLATE``): copying is faster than running every migration for
each test, and the template is made by the storage's own migration code, so
it is always today's schema. The folder is in memory (``/dev/shm``) where
there is room: nothing the tests write need reach a disk.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import asyncpg
import pytest

REQUIRED = os.environ.get("STICHELN_REQUIRE_POSTGRES") == "1"
TEMPLATE = "migrated"  # the database every migrated test database is copied from
IN_MEMORY = Path("/dev/shm")
IN_MEMORY_ROOM = 4 * 2**30  # bytes free in memory before the server's folder goes there (about 8 MB a database)
T = TypeVar("T")


def _binary(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    for candidate in sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), reverse=True):
        return str(candidate)
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PostgresServer:
    """``initdb`` + ``pg_ctl start`` in a temporary folder; :meth:`stop` removes it all."""

    def __init__(self) -> None:
        initdb, pg_ctl = _binary("initdb"), _binary("pg_ctl")
        if initdb is None or pg_ctl is None:
            message = "PostgreSQL server binaries (initdb, pg_ctl) are not installed"
            if REQUIRED:
                pytest.fail(f"{message}, and STICHELN_REQUIRE_POSTGRES=1 requires them")
            pytest.skip(message)
        self._pg_ctl = pg_ctl
        self.folder = Path(tempfile.mkdtemp(prefix="sticheln-pg-", dir=_folder_for_the_data()))
        self.data = self.folder / "data"
        self.port = _free_port()
        self._as = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        if self._as:
            shutil.chown(self.folder, "postgres")
        self._run([initdb, "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"])
        options = f"-k {self.folder} -p {self.port} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
        self._run([pg_ctl, "-D", str(self.data), "-o", options, "-l", str(self.folder / "log"), "-w", "start"])
        self._count = 0
        self._migrated = False
        self._copying: str | None = None  # how CREATE DATABASE copies: the words to add to it
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="postgres-admin")  # off the test's event loop

    def _run(self, command: list[str]) -> None:
        subprocess.run([*self._as, *command], check=True, capture_output=True, timeout=120)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self, *, migrated: bool = True) -> str:
        """A fresh database, its URL: with the storage's schema (``migrated``), else empty."""
        if self._copying is None:
            # PostgreSQL 15 copies a database block by block through the WAL unless told to copy its files:
            # twice as fast in memory, but on a disk the checkpoints it takes made 100 copies 50 s, not 28 s,
            # and the server's stop 58 s, not 4 s. Older servers only copy files, and do not know the words.
            in_memory = self.folder.is_relative_to(IN_MEMORY)
            version = int(self._admin("SHOW server_version_num") or 0)
            self._copying = " STRATEGY FILE_COPY" if in_memory and version >= 150000 else ""
        if migrated and not self._migrated:
            self._admin(f"CREATE DATABASE {TEMPLATE}{self._copying}")
            self._in_thread(lambda: _migrate(self.url(TEMPLATE)))
            self._migrated = True
        self._count += 1
        name = f"t{self._count}"
        self._admin(f"CREATE DATABASE {name}" + (f" TEMPLATE {TEMPLATE}" if migrated else "") + self._copying)
        return self.url(name)

    def _admin(self, statement: str) -> str | None:
        """Run one statement on the server's own database, its first value (a connection is quicker than
        a ``psql`` process)."""

        async def run() -> str | None:
            conn = await asyncpg.connect(self.url())
            try:
                value = await conn.fetchval(statement)
                return None if value is None else str(value)
            finally:
                await conn.close()

        return self._in_thread(run)

    def _in_thread(self, work: Callable[[], Coroutine[Any, Any, T]]) -> T:
        """``work()`` run to its end on an event loop of its own (the calling test may be inside one)."""
        return self._thread.submit(lambda: asyncio.run(work())).result(timeout=120)

    def stop(self) -> None:
        self._thread.shutdown()
        try:
            self._run([self._pg_ctl, "-D", str(self.data), "-m", "immediate", "stop"])
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


async def _migrate(url: str) -> None:
    """Bring the database at ``url`` to today's schema the way the bot does: open the storage, close it."""
    from bot.storage.opening import open_storage

    storage = await open_storage(url)
    await storage.close()


def _folder_for_the_data() -> str | None:
    """Memory where there is plenty of it (Linux), else the usual temporary folder."""
    try:
        return str(IN_MEMORY) if shutil.disk_usage(IN_MEMORY).free >= IN_MEMORY_ROOM else None
    except OSError:
        return None
