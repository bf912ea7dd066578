"""The bot's event loop (bot.runtime.run): uvloop's on Linux, and a whole game plays on it."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from bot.runtime import run
from tests.service.helpers import TABLE, actor, open_service, seat_humans


async def _a_game_of_ai_players(path: Path) -> tuple[str, list[str]]:
    service, rec = await open_service(path)
    try:
        await seat_humans(service, 0, bots=4)
        await service.start(TABLE, actor(0))
        await asyncio.wait_for(service.idle(), 60)
    finally:
        await service.close()
    return type(asyncio.get_running_loop()).__module__, rec.names()


@pytest.mark.skipif(sys.platform == "win32", reason="uvloop is not installed on Windows")
def test_a_game_plays_to_its_end_on_uvloops_loop(tmp_path: Path) -> None:
    loop_module, names = run(_a_game_of_ai_players(tmp_path / "t.db"))
    assert loop_module.startswith("uvloop")
    assert names[-1] == "GameOver" and names.count("RoundStarted") >= 1
