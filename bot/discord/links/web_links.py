"""The web table's links in Discord: a spectator link on the board, "Open the table" on each hand, replay links.

Links appear only when the settings give the web table a public address
(``web_base_url``) and the server has not switched the web table off
(``/settings web:False``, kept in the service's notes). The bot sets
:data:`current` at start-up: the views that carry the buttons are built in
many places from a table id and a hand alone, and this is what they ask.
"""

from __future__ import annotations

import discord

from bot.i18n import t
from bot.model.events import YourHand
from bot.model.table.state import DECISIONS_PER_GAME
from bot.storage.errors import StorageError
from bot.storage.queries import LAST_GAME_ID
from bot.storage.storage import Notes
from bot.web.links import Seat, play_expiry
from bot.web.server import WebTable

NOTE_KIND = "web_off"  # a server that switched the web table off: its id as the key


class WebLinks:
    def __init__(self, base_url: str, site: WebTable, switched_off: set[int]) -> None:
        self.base = base_url.rstrip("/")
        self.site = site
        self.switched_off = switched_off  # shared with the server's check (WebTable's ``allowed``)

    def _guild_of(self, table_id: int) -> int | None:
        table = self.site.service.storage.resting(table_id)
        return table.guild_id if table is not None else None

    def shown(self, guild_id: int | None) -> bool:
        return guild_id not in self.switched_off

    def watch(self, table_id: int) -> str | None:
        if not self.shown(self._guild_of(table_id)):
            return None
        return self.base + self.site.watch_path(table_id)

    def play(self, hand: YourHand) -> str | None:
        """The hand's personal link: its seat, its user, its game (named by the decision number)."""
        if not hand.user_id or not self.shown(self._guild_of(hand.table_id)):
            return None
        game = hand.decision // DECISIONS_PER_GAME
        if game == 0:  # no game waits for a decision (it is over): nothing to open
            return None
        seat = Seat(hand.table_id, hand.seat, hand.user_id, game, play_expiry(self.site.now()))
        return self.base + self.site.play_path(seat)

    def replay(self, guild_id: int, game_id: int) -> str | None:
        return self.base + self.site.replay_path(guild_id, game_id) if self.shown(guild_id) else None

    def review(self, guild_id: int, game_id: int, seat: int) -> str | None:
        """The replay annotated with ``seat``'s review (from 0; the address counts from 1, as users do)."""
        return self.base + self.site.review_path(guild_id, game_id, seat) if self.shown(guild_id) else None

    def table_replay(self, table_id: int) -> str | None:
        if not self.shown(self._guild_of(table_id)):
            return None
        return self.base + self.site.table_replay_path(table_id)

    async def result_replay(self, table_id: int) -> str | None:
        """The replay of the game that just ended at the table: its stored game's, which lasts (a table's own
        replay shows only its last game); the table's if the game cannot be found."""
        guild = self._guild_of(table_id)
        if not self.shown(guild):
            return None
        try:
            rows = await self.site.service.storage.fetch(LAST_GAME_ID(table=table_id))
        except StorageError:
            rows = []
        if not rows or rows[0][0] is None:
            return self.table_replay(table_id)
        return self.base + self.site.replay_path(guild or 0, int(rows[0][0]))


current: WebLinks | None = None
switched_off_servers: set[int] = set()  # the servers that switched the web table off, read by its server too


def spectator_button(table_id: int) -> discord.ui.Button[discord.ui.View] | None:
    url = current.watch(table_id) if current is not None else None
    return discord.ui.Button(style=discord.ButtonStyle.link, label=t("web_watch_button"), url=url) if url else None


async def replay_button(table_id: int) -> discord.ui.Button[discord.ui.View] | None:
    """The result's link to the replay of the game that just ended (its stored game: it lasts)."""
    url = await result_replay_url(table_id)
    return discord.ui.Button(style=discord.ButtonStyle.link, label=t("web_replay"), url=url) if url else None


def table_button(hand: YourHand) -> discord.ui.Button[discord.ui.View] | None:
    url = current.play(hand) if current is not None else None
    return discord.ui.Button(style=discord.ButtonStyle.link, label=t("web_open_table"), url=url) if url else None


def watch_url(table_id: int) -> str | None:
    return current.watch(table_id) if current is not None else None


def replay_url(guild_id: int, game_id: int) -> str | None:
    return current.replay(guild_id, game_id) if current is not None else None


def review_url(guild_id: int, game_id: int, seat: int) -> str | None:
    return current.review(guild_id, game_id, seat) if current is not None else None


def table_replay_url(table_id: int) -> str | None:
    return current.table_replay(table_id) if current is not None else None


async def result_replay_url(table_id: int) -> str | None:
    return await current.result_replay(table_id) if current is not None else None


async def load_switches(notes: Notes) -> None:
    """Read which servers switched the web table off (at start-up, and again for other processes' changes)."""
    found = {int(key) for key, value in (await notes.notes(NOTE_KIND, "")).items() if value == "off"}
    switched_off_servers.clear()
    switched_off_servers.update(found)


async def switch(notes: Notes, guild_id: int, on: bool) -> None:
    await notes.set_note(NOTE_KIND, str(guild_id), None if on else "off")
    if on:
        switched_off_servers.discard(guild_id)
    else:
        switched_off_servers.add(guild_id)
