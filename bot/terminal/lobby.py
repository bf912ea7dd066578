"""The terminal's table service and its lobby: the service's settings for one local game, then seats and options.

The service is the bot's own (:class:`~bot.service.TableService`), on a temporary SQLite file, built by the
composition root (:class:`bot.app.App`, handed in as ``open_app``) and used only through its public operations.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Protocol

from bot.service import Actor, Refusal, TableService
from bot.settings import Settings, Timers

TABLE_ID = 1
NO_HURRY = 3600  # seconds: the longest turn clock the service allows; a local player is never rushed


class TableApp(Protocol):
    """What a one-table command needs of the composition root's :class:`bot.app.App`."""

    service: TableService

    async def close(self) -> None: ...


OpenApp = Callable[[Settings, int | None], Awaitable[TableApp]]  # (settings, seed) -> the app


def local_settings(database: Path, *, level: str, delay: float) -> Settings:
    """The settings of one local game: AI cards ``delay`` seconds apart, no turn clock hurrying anyone."""
    return Settings(
        database=database,
        ai_delay=delay,
        ai_level=level,
        timers=Timers(pain_seconds=NO_HURRY, card_seconds=NO_HURRY),
    )


async def open_service(
    open_app: OpenApp, database: Path, *, level: str, delay: float, seed: int | None
) -> TableService:
    """The table service for one local game, ``seed`` for the deal and the AI."""
    app = await open_app(local_settings(database, level=level, delay=delay), seed)
    await app.service.resume()
    return app.service


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
