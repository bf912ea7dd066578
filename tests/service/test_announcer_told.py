"""Issue 33, item 2: a listener knows which event it is told, by a number that stays the same when it is told again."""

from __future__ import annotations

from bot.model.contract import Told, told
from bot.model.events import Event, Joined
from bot.service import TableService
from tests.discord.discord_helpers import DeliveryWindow
from tests.service.conftest import Databases
from tests.service.helpers import TABLE, seat_humans, settings


class Numbers:
    """A listener that keeps each event with the number it is told with."""

    def __init__(self) -> None:
        self.told: list[tuple[Told | None, Event]] = []

    async def __call__(self, event: Event) -> None:
        self.told.append((told(), event))


async def listening(database: str) -> tuple[TableService, Numbers]:
    """The service on ``database``, told to a new listener from its start (the events left undelivered too)."""
    service = await TableService.open(settings(database), seed=1)  # type: ignore[arg-type]  (a URL or a path, as open_service passes)
    numbers = Numbers()
    service.subscribe(numbers)
    await service.resume()
    return service, numbers


async def test_item2_each_event_is_told_with_its_number_and_again_with_the_same_one(db: Databases) -> None:
    service, numbers = await listening(db("t"))
    humans = await seat_humans(service, 3)
    backend = "postgres" if db("t").startswith("postgresql://") else "sqlite"
    window = await DeliveryWindow.open(service.storage, backend, TABLE)
    await service.start(TABLE, humans[0])
    await service.idle()
    assert told() is None  # outside a delivery
    seqs = [n.seq for n, _ in numbers.told if n is not None and n.table_id == TABLE]
    assert len(seqs) == len(numbers.told) and seqs == list(range(1, len(seqs) + 1))  # each its own, in order
    started = [(n, e) for n, e in numbers.told if not isinstance(e, Joined)]
    assert len({e.board.version for _, e in started if hasattr(e, "board")}) < len(started)  # a commit's share one
    # a crash before the game's start was marked delivered: it is told again, with the same numbers
    assert await window.crash(service.storage) == len(started)
    await service.close()
    service, again = await listening(db("t"))
    try:
        await service.idle()
        assert again.told == started
    finally:
        await service.close()
