"""Every service test runs on both storages: an SQLite file and a PostgreSQL database."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Protocol

import pytest

from bot.service import TableService
from tests.service.helpers import Recorder, open_service


class Databases(Protocol):
    def __call__(self, name: str, *, empty: bool = False) -> str: ...


@pytest.fixture(params=["sqlite", "postgres"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Databases:
    """``db(name)``: the database setting of this test's database ``name`` (the same name, the same database).

    A new PostgreSQL database already has the schema (a copy of a migrated template) unless ``empty``;
    a new SQLite file is always empty.
    """
    made: dict[str, str] = {}
    if request.param == "postgres":
        server = request.getfixturevalue("postgres")

        def database(name: str, *, empty: bool = False) -> str:
            if name not in made:
                made[name] = server.new_database(migrated=not empty)
            return made[name]
    else:

        def database(name: str, *, empty: bool = False) -> str:
            return str(tmp_path / f"{name}.db")

    return database


@pytest.fixture
async def svc(db: Databases) -> AsyncIterator[tuple[TableService, Recorder]]:
    service, recorder = await open_service(db("tables"))
    yield service, recorder
    await service.close()
