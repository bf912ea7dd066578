"""The club's parts of the bot, built in ``setup_hook`` and attached to the client.

:class:`ClubParts` makes the club service on the table service, the LFG
board, the tournament desk and the result poster, and subscribes the last two
to the end of every game. Tournaments carry on once the bot is ready (their
threads need the channel cache); LFG expiries are re-armed at once.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.club.service import ClubService
from bot.discord.club.lfg import LFG_ITEMS, LfgBoard
from bot.discord.club.results import ResultPoster
from bot.discord.club.tournament import TournamentDesk
from bot.discord.dispatch import EventRouter
from bot.discord.limiter import RestLimiter
from bot.discord.links.web_links import WebLinks
from bot.discord.memory import AdapterMemory
from bot.model.events import GameOver

DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = LFG_ITEMS


class ClubParts:
    def __init__(
        self,
        client: discord.Client,
        club: ClubService,
        router: EventRouter,
        limiter: RestLimiter,
        web: WebLinks,
        memory: AdapterMemory | None = None,
    ) -> None:
        self.club = club
        self.lfg = LfgBoard(client, self.club, limiter)
        self.tournaments = TournamentDesk(client, self.club, limiter, memory)
        poster = ResultPoster(client, self.club, limiter, web, memory)
        router.on(GameOver, poster.game_over)  # after the board's result embed (registered first)
        router.on(GameOver, self.tournaments.game_over)
        self._ready = False

    async def resume(self) -> None:
        """At set-up: the servers' own turn clocks, and the open calls' expiries."""
        await self.club.resume()
        await self.lfg.resume()

    async def ready(self) -> None:
        """Once connected (the first time): running tournaments carry on."""
        if self._ready:
            return
        self._ready = True
        await self.tournaments.resume()

    def close(self) -> None:
        self.lfg.close()
