"""Where the adapter sends: a table's channel or its game thread, a user's DM channel, and how to name them.

Channels are addressed by id alone (partial channels and messages), so any
process can post and edit with the ids in :mod:`bot.discord.memory`. A DM
channel is opened once per user and its id remembered: opening DM channels
over and over is what Discord answers with 40003.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.discord import safe
from bot.discord.language import channel_locale
from bot.discord.limiter import RestLimiter
from bot.discord.memory import AdapterMemory
from bot.model.events import Board


@dataclass(frozen=True)
class Place:
    """Where a table plays, for a DM to say which table it is about (names as Discord has them)."""

    guild_id: int | None
    server: str
    channel: str


UNKNOWN = Place(None, "?", "?")


class Channels:
    def __init__(self, client: discord.Client, memory: AdapterMemory, limiter: RestLimiter) -> None:
        self._client = client
        self._memory = memory
        self._limiter = limiter
        self._places: dict[int, Place] = {}  # names change rarely; a process-local cache

    def table(self, table_id: int) -> discord.abc.Messageable:
        """The table's channel (a table is its channel), cached or as a partial channel for REST."""
        channel = self._client.get_channel(table_id)
        if isinstance(channel, discord.abc.Messageable):
            return channel
        return self._client.get_partial_messageable(table_id)

    def may_open_thread(self, table_id: int) -> bool:
        """A game's thread by default only where one can be opened: not in a thread, not without the permission."""
        channel = self._client.get_channel(table_id)
        if isinstance(channel, discord.TextChannel):
            return channel.permissions_for(channel.guild.me).create_public_threads
        return False  # a thread (a tournament's table), or a channel this process does not know

    async def game_channel_id(self, table_id: int) -> int:
        """Where the running game posts: its thread (option ``thread``), else the table's channel."""
        return await self._memory.thread(table_id) or table_id

    def by_id(self, channel_id: int, *, dm: bool = False) -> discord.PartialMessageable:
        kind = discord.ChannelType.private if dm else None
        return self._client.get_partial_messageable(channel_id, type=kind)

    def message(self, channel_id: int, message_id: int, *, dm: bool = False) -> discord.PartialMessage:
        return self.by_id(channel_id, dm=dm).get_partial_message(message_id)

    async def dm(self, user_id: int) -> discord.PartialMessageable | None:
        """The user's DM channel, opened once (one bot-token call) and then known by id."""
        known = await self._memory.dm_channel(user_id)
        if known is not None:
            return self.by_id(known, dm=True)
        opened = await safe.call(
            lambda: self._client.create_dm(discord.Object(user_id)),
            "open DM channel",
            gate=self._limiter.gate(None, urgent=True),
        )
        if not opened.ok or opened.value is None:
            return None
        await self._memory.set_dm_channel(user_id, opened.value.id)
        return self.by_id(opened.value.id, dm=True)

    def table_locale(self, table_id: int, board: Board | None) -> str:
        """The language of the table's public messages: its option ``language``, else the server's
        preferred locale (a community server sets one), else English."""
        return channel_locale(self._client, table_id, board.language if board is not None else None)

    async def place(self, table_id: int) -> Place:
        """The server's and the channel's names (from the cache, else fetched once)."""
        if table_id in self._places:
            return self._places[table_id]
        channel = self._client.get_channel(table_id)
        if channel is None:
            fetched = await safe.call(
                lambda: self._client.fetch_channel(table_id),
                "fetch channel",
                gate=self._limiter.gate(None, urgent=True),
            )
            channel = fetched.value if fetched.ok else None
        if not isinstance(channel, discord.abc.GuildChannel | discord.Thread):  # a tournament's table is a thread
            return UNKNOWN
        place = Place(channel.guild.id, channel.guild.name, channel.name)
        self._places[table_id] = place
        return place


def jump_url(place: Place, channel_id: int, message_id: int | None = None) -> str | None:
    """A link that opens the board (or the channel) from a DM."""
    if place.guild_id is None:
        return None
    url = f"https://discord.com/channels/{place.guild_id}/{channel_id}"
    return f"{url}/{message_id}" if message_id is not None else url
