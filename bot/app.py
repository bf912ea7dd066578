"""The composition root: the one place that builds what a process runs and hands each part its collaborators.

:meth:`App.open` opens the storage the settings name and builds the table service on it, the club and the game
reviews on the service; :meth:`App.web_table` builds the web table on those, and :func:`discord_bot` the Discord
client, which opens an :class:`App` once Discord has accepted its token. ``sticheln-bot``, ``sticheln play`` and
``sticheln web`` all start here; nothing below keeps a service in a module global.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.club.service import ClubService
from bot.model.errors import Refusal
from bot.review.service import ReviewService, StoredReview
from bot.service.service import TableService
from bot.settings import Settings
from bot.storage.opening import open_storage
from bot.storage.storage import Storage

if TYPE_CHECKING:  # each adapter is loaded where it is built, so `sticheln play` starts without Discord or aiohttp
    from bot.discord.app_parts import OpenApp
    from bot.discord.client import StichelnBot
    from bot.discord.memory import AdapterMemory
    from bot.web.links import Links
    from bot.web.server import Allowed, WebTable


@dataclass
class App:
    """One process's table service with the club and the reviews on it."""

    settings: Settings
    service: TableService
    club: ClubService
    reviews: ReviewService

    @classmethod
    async def open(
        cls,
        settings: Settings,
        *,
        storage: Storage | None = None,
        clock: Callable[[], float] | None = None,
        seed: int | None = None,
    ) -> App:
        """Everything on ``settings.database`` (or ``storage``); StorageUnavailable says why it cannot be used."""
        opened = storage if storage is not None else await open_storage(str(settings.database))
        service = TableService(settings, opened, clock=clock, seed=seed)
        return cls(settings, service, ClubService(service), ReviewService(service))

    def web_table(self, links: Links, *, allowed: Allowed | None = None) -> WebTable:
        """The web table on this service, its replays read from the club's stored games and the stored reviews."""
        from bot.web.addresses import networks
        from bot.web.live import Limits
        from bot.web.origins import allowed_origins
        from bot.web.server import WebTable

        async def stored_record(guild_id: int, game_id: int) -> dict[str, Any] | None:
            try:
                return await self.club.game_record(guild_id, game_id)
            except Refusal:
                return None

        async def stored_review(guild_id: int, game_id: int, seat: int) -> StoredReview:
            return await self.reviews.stored(guild_id, game_id, seat)

        settings = self.settings
        return WebTable(
            self.service,
            links,
            allowed=allowed,
            stored_record=stored_record,
            stored_review=stored_review,
            limits=Limits(per_table=settings.web_per_table, per_address=settings.web_per_address),
            origins=allowed_origins(settings.web_base_url, *activity_origins(settings)),
            trusted_proxies=networks(settings.web_trusted_proxies),
        )

    async def close(self) -> None:
        await self.service.close()


def activity_origins(settings: Settings) -> tuple[str, ...]:
    """The Discord Activity's origin, where its pages are served through Discord's proxy (docs/ACTIVITY.md)."""
    client = settings.activity_client_id
    return (f"https://{client}.discordsays.com",) if client is not None else ()


async def open_local(settings: Settings, seed: int | None) -> App:
    """The app of one local game (``sticheln play``, ``sticheln web``), its deal and AI from ``seed``."""
    return await App.open(settings, seed=seed)


def discord_bot(
    settings: Settings, *, opening: OpenApp | None = None, memory: AdapterMemory | None = None
) -> StichelnBot:
    """The Discord client, which opens its :class:`App` (``opening``, :meth:`App.open` by default) in its
    ``setup_hook``, once Discord has accepted the token."""
    from bot.discord.client import create_bot as create_discord_bot

    return create_discord_bot(settings, open_app=opening or App.open, memory=memory)
