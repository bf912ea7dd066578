"""Every game's result also goes to the server's results channel, with its chart (BSW's ``result`` option).

A server names the channel with ``/settings results_channel``; the result
there is the board's result embed with the chart of running totals
(:mod:`bot.discord.club.chart`), as at the table, in the results channel's
language (:func:`bot.discord.language.channel_language`).
"""

from __future__ import annotations

import logging

import discord

from bot.club.service import ClubService
from bot.discord import posted_once, safe
from bot.discord.club.chart import result_chart
from bot.discord.language import channel_language
from bot.discord.limiter import RestLimiter
from bot.discord.links.web_links import WebLinks
from bot.discord.memory import AdapterMemory, InMemory
from bot.discord.table import render
from bot.i18n import speaking, t
from bot.model.errors import Refusal
from bot.model.events import GameOver

log = logging.getLogger("bot.discord")


class ResultPoster:
    def __init__(
        self,
        client: discord.Client,
        club: ClubService,
        limiter: RestLimiter,
        web: WebLinks,
        memory: AdapterMemory | None = None,
    ) -> None:
        self._client = client
        self._web = web
        self._memory = memory or InMemory()
        self._club = club
        self._limiter = limiter

    async def game_over(self, event: GameOver) -> None:
        channel = self._client.get_channel(event.table_id)
        guild = getattr(channel, "guild", None)
        if guild is None:
            return
        try:
            target = (await self._club.settings(guild.id)).results_channel_id
        except Refusal as refusal:
            log.info("results channel of server %s: %s", guild.id, refusal)
            return
        if target is None or target == event.table_id:
            return
        results = self._client.get_partial_messageable(target)
        with speaking(await channel_language(self._client, self._club.tables, target)):
            text = t("cl_result_posted", table=event.table_id)
            replay = await self._web.result_replay(event.table_id)
            if replay:
                text += "\n" + t("web_replay_line", url=replay)
            embed = render.game_over_embed(event.board, event.totals, event.winners, event.rating_changes)
            file = result_chart(event.board, embed)

        async def send(nonce: str) -> discord.Message | None:
            none = discord.AllowedMentions.none()
            sent = await safe.call(
                lambda: results.send(text, embed=embed, file=file, allowed_mentions=none, nonce=nonce),
                "post to results channel",
                gate=self._limiter.gate(target, urgent=True),
            )
            return sent.value

        # once, even when the event is delivered again after a crash
        await posted_once.post_result(self._memory, event.table_id, f"results/{target}", event.board.version, send)
