"""Every service test runs on both storages: an SQLite file and a PostgreSQL database."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.service import TableService
from tests.service.helpers import Recorder, open_service

Databases = Callable[[str], str]


@pytest.fixture(params=["sqlite", "postgres"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Databases:
    """``db(name)``: the database setting of this test's database ``name`` (the same name, the same database)."""
    made: dict[str, str] = {}
    if request.param == "postgres":
        server = request.getfixturevalue("postgres")

        def database(name: str) -> str:
            return made.setdefault(name, server.new_database()) if name not in made else made[name]
    else:

        def database(name: str) -> str:
            return str(tmp_path / f"{name}.db")

    return database


@pytest.fixture
async def svc(db: Databases) -> AsyncIterator[tuple[TableService, Recorder]]:
    service, recorder = await open_service(db("tables"))
    yield service, recorder
    await service.close()
