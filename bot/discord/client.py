"""The bot: a :class:`discord.Client` with the slash commands, the persistent components and the table service."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands

from bot.discord import commands, safe
from bot.discord.actions import Actions
from bot.discord.board import Presenter
from bot.discord.components import DYNAMIC_ITEMS
from bot.discord.delivery import Delivery
from bot.service import TableService
from bot.settings import Settings
from bot.text import t

log = logging.getLogger("bot.discord")

ServiceFactory = Callable[[Settings], Awaitable[TableService]]


class Tree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """An unexpected error: logged once, and the user is told something went wrong."""
        log.error(
            "command %s failed",
            interaction.command and interaction.command.qualified_name,
            exc_info=getattr(error, "original", error),
        )
        await safe.respond(interaction, t("dc_failed"))


class StichelnBot(discord.Client):
    def __init__(self, settings: Settings, *, service_factory: ServiceFactory | None = None) -> None:
        intents = discord.Intents.default()  # guilds + DMs; no privileged intents needed
        intents.message_content = False
        intents.members = False
        intents.presences = False
        super().__init__(
            intents=intents,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
        )
        self.settings = settings
        self.tree = Tree(self)
        self.service: TableService | None = None
        self._service_factory = service_factory or TableService.open
        self.actions = Actions(self)
        self.delivery = Delivery(self)
        self.presenter = Presenter(self)
        commands.register(self.tree)

    async def setup_hook(self) -> None:
        self.service = await self._service_factory(self.settings)
        self.service.subscribe(self.presenter.on_event)
        await self.service.resume()  # reload unfinished tables, re-arm their clocks
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    def table_channel(self, table_id: int) -> discord.abc.Messageable:
        channel = self.get_channel(table_id)
        if isinstance(channel, discord.abc.Messageable):
            return channel
        return self.get_partial_messageable(table_id)

    async def idle(self) -> None:
        """Wait until the service's background work and every queued rendering are done (tests, shutdown)."""
        for _ in range(50):
            await self.service.idle()
            await self.presenter.idle()
            busy = [f for f in self.presenter.feeds.values() if f.queue]
            if not busy:
                return

    async def close(self) -> None:
        try:
            await self.presenter.idle()
        finally:
            service, self.service = self.service, None
            if service is not None:
                await service.close()
            await super().close()


def create_bot(settings: Settings, *, service_factory: ServiceFactory | None = None) -> StichelnBot:
    """The complete bot (commands, components, table service on ``settings.database``), not connected."""
    return StichelnBot(settings, service_factory=service_factory)
