"""The hint operation: hard's three best choices for the asker's move, in practice games only, from their view."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.service import Refusal, TableService
from bot.service.scheduler import Scheduler
from sticheln.view import SeatView
from tests.service.helpers import TABLE, actor, open_service, play_out, seat_humans


async def _practice(tmp_path: Path, rated: bool = False) -> TableService:
    service, _ = await open_service(tmp_path / "hint.db", hint_seconds=0.05)
    humans = await seat_humans(service, 4)
    await service.start(TABLE, humans[0], rated=rated)
    return service


async def test_a_practice_game_gives_three_legal_hints_for_the_askers_decision(tmp_path: Path) -> None:
    service = await _practice(tmp_path)
    try:
        version = (await service.board(TABLE)).version
        hand = await service.hand(TABLE, actor(1))
        found = await service.hint(TABLE, actor(1))
        assert found.prompt == "pain" and found.seat == hand.seat and found.decision == hand.decision
        assert len(found.hints) == 3 and len({h.cards for h in found.hints}) == 3
        assert all(len(h.cards) == 1 and h.cards[0] in hand.legal for h in found.hints)
        assert (await service.board(TABLE)).version == version  # asking changes nothing
        await play_out(service, [actor(i) for i in range(4)], stop_after=4)  # every pain card: now the tricks
        board = await service.board(TABLE)
        mover = actor(board.turn or 0)
        hand = await service.hand(TABLE, mover)
        found = await service.hint(TABLE, mover)
        assert found.prompt == "play" and all(h.cards[0] in hand.legal for h in found.hints)
        assert all(-66 <= h.points <= 60 for h in found.hints)  # a round's score for one seat
    finally:
        await service.close()


async def test_the_hint_is_computed_from_the_askers_view_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[SeatView] = []
    original = Scheduler.hints

    async def recorded(self: Scheduler, view: SeatView, seed: int) -> Any:
        seen.append(view)
        return await original(self, view, seed)

    monkeypatch.setattr(Scheduler, "hints", recorded)
    service = await _practice(tmp_path)
    try:
        await service.hint(TABLE, actor(2))
        (view,) = seen
        hand = await service.hand(TABLE, actor(2))
        assert view.seat == 2 and tuple(sorted(view.hand)) == tuple(sorted(hand.hand))
        # a SeatView has no field for another seat's cards; what it holds is what seat 2 may know
        assert set(vars(view)) >= {"hand", "legal"} and "hands" not in vars(view)
    finally:
        await service.close()


async def test_a_rated_game_refuses_hints_and_changes_nothing(tmp_path: Path) -> None:
    service = await _practice(tmp_path, rated=True)
    try:
        version = (await service.board(TABLE)).version
        with pytest.raises(Refusal) as refused:
            await service.hint(TABLE, actor(0))
        assert refused.value.key == "hint_rated" and "/startnosave" in str(refused.value)
        assert (await service.board(TABLE)).version == version
    finally:
        await service.close()


async def test_no_hint_without_a_game_a_seat_or_a_move_to_make(tmp_path: Path) -> None:
    service, _ = await open_service(tmp_path / "hint.db", hint_seconds=0.05)
    try:
        with pytest.raises(Refusal) as refused:
            await service.hint(TABLE, actor(0))
        assert refused.value.key == "no_game"
        humans = await seat_humans(service, 3)
        with pytest.raises(Refusal) as refused:
            await service.hint(TABLE, actor(0))  # still the lobby
        assert refused.value.key == "no_game"
        await service.start(TABLE, humans[0], rated=False)
        with pytest.raises(Refusal) as refused:
            await service.hint(TABLE, actor(5))
        assert refused.value.key == "not_seated"
        await play_out(service, humans, stop_after=3)
        board = await service.board(TABLE)
        waiting = actor(((board.turn or 0) + 1) % 3)
        with pytest.raises(Refusal) as refused:
            await service.hint(TABLE, waiting)
        assert refused.value.key == "hint_not_asked"
    finally:
        await service.close()
