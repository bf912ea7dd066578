from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import TableService
from tests.service.helpers import Recorder, open_service


@pytest.fixture
async def svc(tmp_path: Path) -> AsyncIterator[tuple[TableService, Recorder]]:
    service, recorder = await open_service(tmp_path / "tables.db")
    yield service, recorder
    await service.close()
