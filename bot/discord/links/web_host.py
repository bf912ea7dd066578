"""The web table in the bot's own process: its server on ``web_listen``, its links in Discord on ``web_base_url``.

Any process can serve any page (a table is read from the shared database); the
secret that signs links must then be the same everywhere (``web_secret``).
"""

from __future__ import annotations

import logging

from aiohttp import web

from bot.discord.app_parts import AppParts
from bot.discord.links.web_links import WebLinks
from bot.settings import Settings
from bot.web.activity import Activity, activity_config
from bot.web.links import Links
from bot.web.server import WebTable

log = logging.getLogger(__name__)


def listen_address(text: str) -> tuple[str, int]:
    """``host:port`` (``[::1]:8080`` for IPv6); ValueError if it is not one."""
    host, _, port = text.strip().rpartition(":")
    if not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ValueError(f"web_listen must be host:port, not {text!r}")
    return host.strip("[]"), int(port)


class WebHost:
    """Starts and stops the web table of a running bot, and attaches it to the bot's links in Discord."""

    def __init__(self, links: WebLinks) -> None:
        self._runner: web.AppRunner | None = None
        self.site: WebTable | None = None
        self.links = links

    async def start(self, app: AppParts, settings: Settings) -> None:
        self.links.detach()  # this process's links, from its own settings only
        if settings.web_listen is None and settings.web_base_url is None:
            return
        if settings.web_secret is None:
            secret: str | None = None
            log.warning("web_secret is not set: web links stop working when this process restarts")
        else:
            secret = settings.web_secret.get_secret_value()
        service = app.service
        links = self.links
        await links.load_switches(service.notes)
        self.site = app.web_table(Links(secret), allowed=links.shown)
        activity = activity_config(settings)
        if activity is not None:
            Activity(self.site, activity)  # the table inside Discord: its page, sign-in and live routes
        service.on_watch(lambda: links.load_switches(service.notes))
        if service.storage.shared:
            await self.site.live.share(settings.database)
        links.attach(settings.web_base_url, self.site, app.club)
        if settings.web_listen is not None:
            host, port = listen_address(settings.web_listen)
            self._runner = web.AppRunner(self.site.app, handle_signals=False, access_log=None)
            await self._runner.setup()
            await web.TCPSite(self._runner, host, port).start()
            log.info("the web table listens on %s", settings.web_listen)

    async def close(self) -> None:
        self.links.detach()
        if self._runner is not None:
            await self._runner.cleanup()  # closes the pages (and the fanout's connection) on shutdown
            self._runner = None
        elif self.site is not None:
            await self.site.live.closing()
