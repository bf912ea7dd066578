"""Fixtures for every test package: a PostgreSQL server started once per session, when a test asks for it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.postgres_server import PostgresServer


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    server = PostgresServer()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def english_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The terminal speaks the language of LANG: the tests run in the C locale (English), whatever the machine's."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
