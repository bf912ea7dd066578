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
