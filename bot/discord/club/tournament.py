"""Tournaments in Discord: a thread per table, the intro in each, the standings message, the podium.

The club service decides everything (:mod:`bot.club.tournament`);
this desk does what it says: it opens a thread for every table of a round
that has none, binds the thread to the table (the service seats and starts
the game there), keeps one standings message in the tournament's channel up
to date as each table finishes, and posts the podium at the end. It acts when
a tournament table's game is over and, after a restart, for every running
tournament, so a round interrupted by a restart carries on. All of it speaks
the tournament channel's language (:func:`bot.discord.language.channel_language`),
whoever's click or game caused it.

A game's end may be delivered again after a crash (at least once, see
:mod:`bot.service.announcer`); what players see stays once. The standings
count each table's first finished game (:mod:`bot.club.tournament`), so a
table never counts twice. A table's thread is opened once: a thread of the
table's name the bot made before a crash (before it was bound to the table)
is taken instead of a second one. The standings message is edited, and its
first post carries a nonce; the podium is remembered once posted
(:mod:`bot.discord.posted_once`) and is posted by a late delivery of the last
game's end if the crash came between the tournament's end and the podium.
"""

from __future__ import annotations

import logging
from typing import Any, Literal

import discord

from bot.club.service import ClubService
from bot.club.tournament import Progress, RoundTable, Standings, Tournament
from bot.discord import posted_once, safe
from bot.discord.club import embeds
from bot.discord.language import channel_language
from bot.discord.limiter import RestLimiter
from bot.discord.memory import AdapterMemory, InMemory
from bot.i18n import speaking
from bot.model.errors import Refusal
from bot.model.events import GameOver

log = logging.getLogger("bot.discord")

THREAD_ARCHIVE_MINUTES: Literal[1440] = 1440  # a day without a message archives the thread


class TournamentDesk:
    def __init__(
        self, client: discord.Client, club: ClubService, limiter: RestLimiter, memory: AdapterMemory | None = None
    ) -> None:
        self._client = client
        self._club = club
        self._limiter = limiter
        self._memory = memory or InMemory()

    async def resume(self) -> None:
        """After a restart: every running tournament carries on (threads still to open, a round to seat)."""
        for found in await self._club.running_tournaments():
            try:
                await self.carry_on(await self._club.tournament_progress(found.id))
            except Refusal as refusal:
                log.info("tournament %s: %s", found.id, refusal)

    async def game_over(self, event: GameOver) -> None:
        """A game ended: if it was a tournament table, the standings change and the next round may be due."""
        found = await self._club.tournament_of_table(event.table_id)
        if found is not None and found.state == "finished":  # told again after a crash: the podium, if it is owed
            with speaking(await self._language(found)):
                await self._podium(found)
        if found is None or found.state != "running":
            return
        await self.carry_on(await self._club.tournament_progress(found.id))

    async def carry_on(self, progress: Progress) -> None:
        """Open the threads the round still needs, then show the standings (and the podium at the end)."""
        with speaking(await self._language(progress.tournament)):
            await self._carry_on(progress)

    async def show_standings(self, tournament_id: int) -> None:
        """Edit the tournament's standings message, or post it (again, if it is gone)."""
        standings = await self._club.tournaments.standings(tournament_id)
        with speaking(await self._language(standings.tournament)):
            await self._show_standings(standings)

    async def _language(self, found: Tournament) -> str:
        return await channel_language(self._client, self._club.tables, found.channel_id)

    async def _carry_on(self, progress: Progress) -> None:
        found = progress.tournament
        opened = [thread for table in progress.to_open if (thread := await self._open(found, table)) is not None]
        if opened:
            await self._post(found, embeds.round_text(found, progress.round, opened))
        await self._show_standings(await self._club.tournaments.standings(found.id))
        if progress.finished:
            await self._podium(found)

    async def _podium(self, found: Tournament) -> None:
        """The final standings' podium in the tournament's channel, once."""
        standings = await self._club.tournaments.standings(found.id)

        async def send(nonce: str) -> discord.Message | None:
            return await self._post(found, None, embed=embeds.podium_embed(standings), nonce=nonce)

        await posted_once.post_result(self._memory, found.channel_id, f"podium/{found.id}", found.id, send)

    async def _show_standings(self, standings: Standings) -> None:
        found = standings.tournament
        embed = embeds.standings_embed(standings)
        channel = self._client.get_partial_messageable(found.channel_id)
        if found.standings_message_id is not None:
            message = channel.get_partial_message(found.standings_message_id)
            edited = await safe.call(
                lambda: message.edit(embed=embed), "edit standings", gate=self._limiter.gate(channel.id, urgent=False)
            )
            if edited.ok:
                return
        # a nonce: a crash between this post and storing its id must not leave two standings messages
        nonce = posted_once.nonce(found.id, "standings", found.standings_message_id or 0)
        posted = await self._post(found, None, embed=embed, nonce=nonce)
        if posted is not None:
            await self._club.set_standings_message(found.id, posted.id)

    async def _open(self, found: Tournament, table: RoundTable) -> int | None:
        """A thread for the table, bound to it (the service starts the game there); its id, or None."""
        parent = self._client.get_channel(found.channel_id)
        if not isinstance(parent, discord.TextChannel):
            log.warning("tournament %s: channel %s is not a text channel I can see", found.id, found.channel_id)
            return None
        name = embeds.thread_name(found, table)
        thread = await self._made_before(parent, name)
        if thread is None:
            made = await safe.call(
                lambda: parent.create_thread(
                    name=name, type=discord.ChannelType.public_thread, auto_archive_duration=THREAD_ARCHIVE_MINUTES
                ),
                "create tournament thread",
                gate=self._limiter.gate(parent.id, urgent=True),
            )
            thread = made.value
            if thread is None:
                return None
        intro = embeds.table_intro(found, table)
        mentions = [s.user_id for s in table.seats if s.user_id is not None]
        allowed = discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in mentions])
        nonce = posted_once.nonce(found.id, f"intro/{table.round}/{table.table_no}", thread.id)
        await safe.call(
            lambda: thread.send(intro, allowed_mentions=allowed, nonce=nonce),
            "tournament table intro",
            gate=self._limiter.gate(thread.id, urgent=True),
        )
        try:
            bound = await self._club.open_tournament_table(table, thread.id)
        except Refusal as refusal:
            log.warning("tournament %s: table %s could not start: %s", found.id, table.table_no, refusal)
            return thread.id
        if not bound:  # another process (or an earlier try) opened this table meanwhile
            await safe.call(lambda: thread.delete(), "delete spare thread", gate=self._limiter.gate(None, urgent=False))
            return None
        return thread.id

    async def _made_before(self, parent: discord.TextChannel, name: str) -> discord.Thread | None:
        """A thread of this name the bot opened in ``parent`` and no table holds: one a crash left unbound."""
        me = self._client.user
        for thread in parent.threads:
            mine = me is not None and thread.owner_id == me.id
            if mine and thread.name == name and await self._club.tournament_of_table(thread.id) is None:
                return thread
        return None

    async def _post(
        self, found: Tournament, content: str | None, *, embed: discord.Embed | None = None, nonce: str | None = None
    ) -> discord.Message | None:
        channel = self._client.get_partial_messageable(found.channel_id)
        allowed = discord.AllowedMentions.none()
        gate = self._limiter.gate(found.channel_id, urgent=True)
        extra: dict[str, Any] = {"embed": embed} if embed is not None else {}
        extra.update(posted_once.nonce_argument(nonce))
        result = await safe.call(
            lambda: channel.send(content, allowed_mentions=allowed, **extra), "post to tournament", gate=gate
        )
        return result.value
