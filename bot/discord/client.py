"""The bot: an AutoShardedClient with the slash commands, the persistent components and the service.

``setup_hook`` opens the service and builds the adapter's parts, each given
its collaborators: :class:`~bot.discord.table.actions.Actions` (interactions to
service calls), the :class:`~bot.discord.dispatch.EventRouter` (service events
to handlers), the :class:`~bot.discord.table.board.Presenter` (the channel) and
:class:`~bot.discord.hands.delivery.Delivery` (hands by DM), sharing the process's
:class:`~bot.discord.limiter.RestLimiter` (the REST budget) and the
:class:`~bot.discord.memory.AdapterMemory` (ids and tokens, shared by every
process; in the service's database unless another is given).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discord import activity_launch, review, safe
from bot.discord.app_parts import AppParts, OpenApp
from bot.discord.club.wiring import DYNAMIC_ITEMS as CLUB_ITEMS
from bot.discord.club.wiring import ClubParts
from bot.discord.dispatch import EventRouter
from bot.discord.hands.components import DYNAMIC_ITEMS
from bot.discord.hands.delivery import Delivery
from bot.discord.invite import started_line
from bot.discord.language import adopt
from bot.discord.limiter import RestLimiter
from bot.discord.links.web_host import WebHost
from bot.discord.links.web_links import WebLinks
from bot.discord.memory import AdapterMemory
from bot.discord.stored_memory import StoredMemory
from bot.discord.table import commands
from bot.discord.table.actions import Actions
from bot.discord.table.board import Presenter
from bot.discord.table.channels import Channels
from bot.discord.translator import CatalogueTranslator
from bot.i18n import t
from bot.review.service import ReviewService
from bot.service import TableService
from bot.settings import Settings

if TYPE_CHECKING:
    from bot.club.service import ClubService
    from bot.discord.club.lfg import LfgBoard
    from bot.discord.club.tournament import TournamentDesk

log = logging.getLogger("bot.discord")


class Tree(app_commands.CommandTree):
    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Every command answers in its user's language (:func:`bot.discord.language.adopt`).

        Discord's entry point command is not the tree's: handled by the app (APP_HANDLER), it launches the
        Activity as ``/play`` does; the tree would not know it and leave it unanswered."""
        await adopt(interaction)
        if activity_launch.is_entry_point(interaction):
            await activity_launch.launch(interaction)
            return False
        return True

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """An unexpected error: logged once, and the user is told something went wrong."""
        log.error(
            "command %s failed",
            interaction.command and interaction.command.qualified_name,
            exc_info=getattr(error, "original", error),
        )
        await safe.respond(interaction, t("dc_failed"))


class StichelnBot(discord.AutoShardedClient):
    """The bot on every shard, or on ``settings.shard_ids`` of ``settings.shard_count`` (several processes).

    Any process may handle any click: a table's state, its board message and
    every hand's message ids are in the database, and REST works from anywhere.
    DMs reach shard 0 only, so the process running shard 0 answers every DM click.
    """

    def __init__(
        self,
        settings: Settings,
        *,
        open_app: OpenApp,
        memory: AdapterMemory | None = None,
    ) -> None:
        intents = discord.Intents.default()  # guilds + DMs; no privileged intents needed
        intents.message_content = False
        intents.members = False
        intents.presences = False
        # No shard_count: as many as Discord recommends; no shard_ids: all of them in this process.
        sharding: dict[str, Any] = {"shard_count": settings.shard_count}
        if settings.shard_ids is not None:
            sharding["shard_ids"] = settings.shard_ids
        super().__init__(
            intents=intents,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            **sharding,
        )
        self.settings = settings
        self.tree = Tree(self)
        self.service: TableService | None = None  # opened in setup_hook
        self._open_app = open_app
        self._app: AppParts | None = None
        self._actions: Actions | None = None
        self._presenter: Presenter | None = None
        self._club: ClubParts | None = None
        self._reviews: ReviewService | None = None
        self.memory: AdapterMemory | None = memory  # None: the service's database (StoredMemory)
        self.web_links = WebLinks()  # the web table's links in Discord: none until the web host attaches its table
        self.web = WebHost(self.web_links)  # the web table, when the settings give it an address
        self._announced = False  # the start line is logged (on_ready)
        self.limiter = RestLimiter(settings.rest_budget_per_second, channel_calls=settings.channel_calls_per_5s)
        commands.register(self.tree)
        review.register(self.tree)
        activity_launch.register(self.tree)  # /play: the table inside Discord (the Activity), else its link

    @property
    def actions(self) -> Actions:
        """What commands and components call; ready once ``setup_hook`` has run."""
        if self._actions is None:
            raise RuntimeError("the bot is not set up yet")
        return self._actions

    @property
    def club(self) -> ClubService:
        """The club service (tournaments, seasons, history, LFG, server settings); ready after ``setup_hook``."""
        return self._club_parts().club

    @property
    def lfg(self) -> LfgBoard:
        return self._club_parts().lfg

    @property
    def tournaments(self) -> TournamentDesk:
        return self._club_parts().tournaments

    @property
    def reviews(self) -> ReviewService:
        """Game reviews (/review and the result post's button); ready after ``setup_hook``."""
        if self._reviews is None:
            raise RuntimeError("the bot is not set up yet")
        return self._reviews

    def _club_parts(self) -> ClubParts:
        if self._club is None:
            raise RuntimeError("the bot is not set up yet")
        return self._club

    async def on_ready(self) -> None:
        """Every shard is connected (again, after a long outage: the start line is logged once)."""
        if not self._announced and self.user is not None and self.application_id is not None:
            self._announced = True
            guilds = sorted((g.name for g in self.guilds), key=str.casefold)
            log.info("%s", started_line(str(self.user), guilds, self.application_id, self.settings.dev_guild_id))
        if self._club is not None:
            await self._club.ready()

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogueTranslator())  # the commands' texts in every language we speak
        app = self._app = await self._open_app(self.settings)
        service = self.service = app.service
        memory, limiter = self.memory or StoredMemory(service.notes), self.limiter
        self.memory = memory
        channels, router = Channels(self, memory, limiter), EventRouter()
        # the board registers first: a hand's link and totals read what the board just stored
        self._presenter = Presenter(channels, router, memory, limiter, self.settings, self.web_links)
        delivery = Delivery(self, channels, router, memory, limiter, self.settings, self.web_links)
        self._actions = Actions(service, delivery, memory, self.web_links, self._presenter)
        self._club = ClubParts(
            self, app.club, router, limiter, self.web_links, memory
        )  # after the board: its chart follows its embed
        self._reviews = app.reviews
        service.subscribe(router)
        try:
            await service.resume()  # reload unfinished tables, re-arm their clocks
            await self._actions.resume_rematches()  # and the deadlines of the rematch calls still open
            await self._club.resume()
            await self.web.start(app, self.settings)
        except BaseException:
            await app.close()  # its connections and threads must not keep a failed start-up alive
            raise
        self.add_dynamic_items(*DYNAMIC_ITEMS, *CLUB_ITEMS, *review.DYNAMIC_ITEMS)
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:  # keeps Discord's entry point command of an application with Activities
            await activity_launch.sync_global(self.tree, keep_entry_point=self.settings.activity_client_id is not None)

    async def idle(self) -> None:
        """Wait until the service's background work and every edit the board owes are done (tests, shutdown)."""
        if self.service is not None:
            await self.service.idle()
        if self._presenter is not None:
            await self._presenter.idle()

    async def close(self) -> None:
        try:
            if self._presenter is not None:
                await self._presenter.idle()
        finally:
            await self.web.close()
            if self._club is not None:
                self._club.close()
            app, self._app, self.service = self._app, None, None
            if app is not None:
                await app.close()
            await super().close()


def create_bot(settings: Settings, *, open_app: OpenApp, memory: AdapterMemory | None = None) -> StichelnBot:
    """The complete bot (commands, components, and the service ``open_app`` opens in ``setup_hook``), not connected.

    ``memory``: the adapter's shared state: in the service's database unless given
    (:class:`~bot.discord.stored_memory.StoredMemory`).
    """
    return StichelnBot(settings, open_app=open_app, memory=memory)
