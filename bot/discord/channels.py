"""Where the adapter sends: a table's channel, and a user for a DM (fetched once, then cached)."""

from __future__ import annotations

import discord

from bot.discord import safe


class Channels:
    def __init__(self, client: discord.Client) -> None:
        self._client = client
        self._users: dict[int, discord.User] = {}

    def table(self, table_id: int) -> discord.abc.Messageable:
        """The table's channel (a table is its channel), cached or as a partial channel for REST."""
        channel = self._client.get_channel(table_id)
        if isinstance(channel, discord.abc.Messageable):
            return channel
        return self._client.get_partial_messageable(table_id)

    async def user(self, user_id: int) -> discord.User | None:
        """The user, to DM them; without the members intent users are rarely cached, so fetch once."""
        user = self._users.get(user_id) or self._client.get_user(user_id)
        if user is None:
            fetched = await safe.call(lambda: self._client.fetch_user(user_id), "fetch user")
            if not fetched.ok or fetched.value is None:
                return None
            user = fetched.value
        self._users[user_id] = user
        return user
