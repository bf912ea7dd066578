"""The terminal's table service and its lobby: the one place the service is built, then seats and options.

The service is the bot's own (:class:`~bot.service.TableService`), on a temporary SQLite
file, used only through its public operations.
"""

from __future__ import annotations

from pathlib import Path

from bot.service import Actor, Refusal, TableService
from bot.settings import Settings, Timers

TABLE_ID = 1
NO_HURRY = 3600  # seconds: the longest turn clock the service allows; a local player is never rushed


async def open_service(database: Path, *, level: str, delay: float, seed: int | None) -> TableService:
    """The table service for one terminal game: AI cards ``delay`` seconds apart, ``seed`` for deal and AI."""
    settings = Settings(
        database=database,
        ai_delay=delay,
        ai_level=level,
        timers=Timers(pain_seconds=NO_HURRY, card_seconds=NO_HURRY),
    )
    service = await TableService.open(settings, seed=seed)
    await service.resume()
    return service


class OptionRefused(Exception):
    """The table refused the option ``name value``; ``reason`` is its refusal."""

    def __init__(self, name: str, value: str, reason: Refusal) -> None:
        super().__init__(str(reason))
        self.name, self.value, self.reason = name, value, reason


async def seat(
    service: TableService, human: Actor, *, ai_players: int, level: str, options: list[tuple[str, str]]
) -> None:
    """Seat the human and the AI players and set the table options (OptionRefused: nothing is started)."""
    await service.join(TABLE_ID, None, human)
    for _ in range(ai_players):
        await service.add_bot(TABLE_ID, None, human, level)
    for name, value in options:
        try:
            await service.set_option(TABLE_ID, human, name, value)
        except Refusal as refusal:
            raise OptionRefused(name, value, refusal) from None


async def start(service: TableService, human: Actor) -> None:
    """An unrated game (the AI seats would make it unrated anyway)."""
    await service.start(TABLE_ID, human, rated=False)
