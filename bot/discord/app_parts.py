"""What the composition root (:class:`bot.app.App`) hands the Discord client, said as a protocol: the root is built
above the adapters and imports them, so they never import it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

from bot.club.service import ClubService
from bot.review.service import ReviewService
from bot.service import TableService
from bot.settings import Settings
from bot.web.links import Links
from bot.web.server import Allowed, WebTable


class AppParts(Protocol):
    """What the composition root (:class:`bot.app.App`) hands the client: the service, the club and the reviews on
    it, and the web table built on them."""

    service: TableService
    club: ClubService
    reviews: ReviewService

    def web_table(self, links: Links, *, allowed: Allowed | None = None) -> WebTable: ...

    async def close(self) -> None: ...


OpenApp = Callable[[Settings], Awaitable[AppParts]]
