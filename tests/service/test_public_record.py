"""The record anyone may have: never a running game's; a game reset in a round keeps only its finished rounds
(the unfinished round's hands were never played out, its pain cards never shown)."""

from __future__ import annotations

import pytest

from bot.service import Refusal
from bot.service.public_record import played_rounds
from tests.service.conftest import Databases
from tests.service.helpers import TABLE, actor, open_service, play_out, seat_humans


async def test_a_running_game_is_never_exported_and_a_reset_one_loses_its_open_round(db: Databases) -> None:
    service, _ = await open_service(db("t"))
    try:
        humans = await seat_humans(service, 3)
        await service.set_option(TABLE, humans[0], "rounds", "2")
        await service.start(TABLE, humans[0], rated=False)
        with pytest.raises(Refusal) as running:
            await service.export(TABLE)
        assert running.value.key == "export_running"
        await play_out(service, humans, stop_after=3 + 42 + 3 + 5)  # round 1 whole, round 2 begun
        with pytest.raises(Refusal):
            await service.export(TABLE)
        await service.reset(TABLE, actor(0, moderator=True))
        record = await service.export(TABLE)
        assert len(record["rounds"]) == 1 and len(record["rounds"][0]["plays"]) == 42
    finally:
        await service.close()


def test_only_finished_rounds_are_kept() -> None:
    full = {"players": ["A", "B", "C"], "rounds": [{"hands": [], "pain": [], "plays": ["R1"] * 42}]}
    assert played_rounds(full) is full
    open_round = {"hands": [["R2"]], "pain": ["R2"], "plays": ["R3"] * 5}
    assert played_rounds({**full, "rounds": [*full["rounds"], open_round]})["rounds"] == full["rounds"]
    two = {"players": ["A", "B", "C"], "options": {"twopain": True}, "rounds": [{"plays": ["R1"] * 39}]}
    assert played_rounds(two) is two
