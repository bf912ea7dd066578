"""The one typed way from an interaction to the bot's collaborators (actions, club, LFG, tournaments, limiter).

discord.py types ``interaction.client`` as a plain :class:`discord.Client`; every interaction this adapter handles
reaches the bot built by :func:`bot.discord.client.create_bot`, which has these collaborators. They are said here as
a protocol, not by importing the client: the client imports the commands and components that use this.
"""

from __future__ import annotations

from typing import Protocol, cast

import discord

from bot.club.service import ClubService
from bot.discord.club.tournament import TournamentDesk
from bot.discord.limiter import RestLimiter
from bot.discord.links.web_links import WebLinks
from bot.discord.table.table_actions import TableActions
from bot.review.service import ReviewService
from bot.settings import Settings


class LfgDesk(Protocol):
    """What the LFG call's buttons and ``/lfg`` ask of the LFG board (:class:`bot.discord.club.lfg.LfgBoard`)."""

    async def post(self, interaction: discord.Interaction, players: int | None, note: str | None) -> None: ...

    async def join(self, interaction: discord.Interaction, call_id: int) -> None: ...

    async def start(self, interaction: discord.Interaction, call_id: int) -> None: ...


class Collaborators(Protocol):
    """What commands and components reach through ``interaction.client``; ready once ``setup_hook`` has run."""

    @property
    def actions(self) -> TableActions: ...

    @property
    def club(self) -> ClubService: ...

    @property
    def lfg(self) -> LfgDesk: ...

    @property
    def tournaments(self) -> TournamentDesk: ...

    @property
    def reviews(self) -> ReviewService: ...

    @property
    def limiter(self) -> RestLimiter: ...

    settings: Settings
    web_links: WebLinks  # the web table's links (none while it is not attached)


def bot_of(interaction: discord.Interaction) -> Collaborators:
    """The collaborators of the bot that received ``interaction``: ``bot_of(interaction).actions`` and so on."""
    return cast(Collaborators, interaction.client)
