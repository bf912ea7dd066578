"""A server's own settings, set by its moderators and stored in the database; the config file gives the defaults.

The turn clocks (pain card, card), the role ``/lfg`` may ping (a server opts in
by naming one), a results channel where every game result is also posted
(BSW's ``result`` option), and whether a season starts every month.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.standings import Fetch
from bot.storage.storage import Statement

FIELDS = ("pain_seconds", "card_seconds", "lfg_role_id", "results_channel_id", "monthly_seasons")


@dataclass(frozen=True)
class ServerSettings:
    guild_id: int
    pain_seconds: int | None = None  # None: the config file's value
    card_seconds: int | None = None
    lfg_role_id: int | None = None
    results_channel_id: int | None = None
    monthly_seasons: bool = False


async def load(fetch: Fetch, guild_id: int) -> ServerSettings:
    rows = await fetch(f"SELECT {', '.join(FIELDS)} FROM club_settings WHERE guild_id = ?", (guild_id,))
    if not rows:
        return ServerSettings(guild_id)
    pain, card, role, channel, monthly = rows[0]
    return ServerSettings(guild_id, _int(pain), _int(card), _int(role), _int(channel), bool(monthly))


async def everyone(fetch: Fetch) -> list[ServerSettings]:
    """Every server with settings of its own (to load their turn clocks at start-up)."""
    rows = await fetch(f"SELECT guild_id, {', '.join(FIELDS)} FROM club_settings ORDER BY guild_id", ())
    return [ServerSettings(int(g), _int(p), _int(c), _int(r), _int(ch), bool(m)) for g, p, c, r, ch, m in rows]


def store(settings: ServerSettings) -> Statement:
    values = (
        settings.pain_seconds,
        settings.card_seconds,
        settings.lfg_role_id,
        settings.results_channel_id,
        int(settings.monthly_seasons),
    )
    updates = ", ".join(f"{name} = excluded.{name}" for name in FIELDS)
    return (
        f"INSERT INTO club_settings (guild_id, {', '.join(FIELDS)}) VALUES (?, ?, ?, ?, ?, ?) "
        f"ON CONFLICT (guild_id) DO UPDATE SET {updates}",
        (settings.guild_id, *values),
    )


def _int(value: object) -> int | None:
    return None if value is None else int(value)  # type: ignore[call-overload]
