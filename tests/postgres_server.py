"""A throwaway PostgreSQL server for the tests, on a loopback port, in a temporary folder.

The server binaries refuse to run as root, so as root they run as the
``postgres`` user. Where PostgreSQL is not installed the tests that need it
are skipped with the reason, except in CI (``STICHELN_REQUIRE_POSTGRES=1``),
where that is an error.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import pytest

REQUIRED = os.environ.get("STICHELN_REQUIRE_POSTGRES") == "1"


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
        self.folder = Path(tempfile.mkdtemp(prefix="sticheln-pg-"))
        self.data = self.folder / "data"
        self.port = _free_port()
        self._as = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        if self._as:
            shutil.chown(self.folder, "postgres")
        self._run([initdb, "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"])
        options = f"-k {self.folder} -p {self.port} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
        self._run([pg_ctl, "-D", str(self.data), "-o", options, "-l", str(self.folder / "log"), "-w", "start"])
        self._count = 0

    def _run(self, command: list[str]) -> None:
        subprocess.run([*self._as, *command], check=True, capture_output=True, timeout=120)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database; its URL."""
        self._count += 1
        name = f"t{self._count}"
        subprocess.run(
            ["psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "-qc", f"CREATE DATABASE {name}"],
            check=True,
            capture_output=True,
            timeout=60,
        )
        return self.url(name)

    def stop(self) -> None:
        try:
            self._run([self._pg_ctl, "-D", str(self.data), "-m", "immediate", "stop"])
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
