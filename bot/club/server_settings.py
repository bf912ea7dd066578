"""A server's own settings, set by its moderators and stored in the database; the config file gives the defaults.

The turn clocks (pain card, card), the role ``/lfg`` may ping (a server opts in
by naming one), a results channel where every game result is also posted
(BSW's ``result`` option), and whether a season starts every month.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage import club_queries as q
from bot.storage.rows import first, rows
from bot.storage.sql import Fetch, Statement

FIELDS = q.SETTINGS_FIELDS  # what a moderator may set


@dataclass(frozen=True)
class ServerSettings:
    guild_id: int
    pain_seconds: int | None = None  # None: the config file's value
    card_seconds: int | None = None
    lfg_role_id: int | None = None
    results_channel_id: int | None = None
    monthly_seasons: bool = False


async def load(fetch: Fetch, guild_id: int) -> ServerSettings:
    found = await first(fetch, q.SETTINGS(guild=guild_id))
    return ServerSettings(guild_id) if found is None else ServerSettings(guild_id, *found)


async def everyone(fetch: Fetch) -> list[ServerSettings]:
    """Every server with settings of its own (to load their turn clocks at start-up)."""
    return [ServerSettings(*row) for row in await rows(fetch, q.EVERY_SETTINGS())]


def store(settings: ServerSettings) -> Statement:
    return q.STORE_SETTINGS(
        guild=settings.guild_id,
        pain_seconds=settings.pain_seconds,
        card_seconds=settings.card_seconds,
        lfg_role_id=settings.lfg_role_id,
        results_channel_id=settings.results_channel_id,
        monthly_seasons=int(settings.monthly_seasons),
    )
