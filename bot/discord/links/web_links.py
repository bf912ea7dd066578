"""The web table's links in Discord: a spectator link on the board, "Open the table" on each hand, replay links.

Links appear only when the settings give the web table a public address
(``web_base_url``) and the server has not switched the web table off
(``/settings web:False``, kept in the service's notes). The client makes one
:class:`WebLinks` and hands it to every part that shows a link (by constructor,
or through :func:`bot.discord.collaborators.bot_of` in a command); the web host
attaches the web table to it at start-up, when the settings have one.
"""

from __future__ import annotations

import discord

from bot.club.service import ClubService
from bot.i18n import t
from bot.model.errors import Refusal
from bot.model.events import YourHand
from bot.model.table.state import DECISIONS_PER_GAME
from bot.storage.storage import Notes
from bot.web.links import Seat, play_expiry
from bot.web.server import WebTable

NOTE_KIND = "web_off"  # a server that switched the web table off: its id as the key


class WebLinks:
    """The web table's addresses as Discord shows them: None for each while the web table is not attached (no
    ``web_base_url``) or the server switched it off."""

    def __init__(self) -> None:
        self.base: str | None = None
        self.site: WebTable | None = None
        self._club: ClubService | None = None
        self.switched_off: set[int] = set()  # shared with the web server's check (:meth:`shown`)

    def attach(self, base_url: str | None, site: WebTable, club: ClubService) -> None:
        """The web table this process serves and the club's stored games; links only if ``base_url`` (the
        table's public address) is given."""
        self.base = base_url.rstrip("/") if base_url is not None else None
        self.site, self._club = site, club

    def detach(self) -> None:
        self.base, self.site, self._club = None, None, None

    def _guild_of(self, site: WebTable, table_id: int) -> int | None:
        return site.service.resting_guild(table_id)

    def shown(self, guild_id: int | None) -> bool:
        """Whether the server lets its web table be linked and served (not switched off)."""
        return guild_id not in self.switched_off

    def _site_for(self, guild_id: int | None) -> tuple[str, WebTable] | None:
        if self.base is None or self.site is None or not self.shown(guild_id):
            return None
        return self.base, self.site

    def _site_of_table(self, table_id: int) -> tuple[str, WebTable] | None:
        if self.site is None:
            return None
        return self._site_for(self._guild_of(self.site, table_id))

    def watch(self, table_id: int) -> str | None:
        linked = self._site_of_table(table_id)
        return linked[0] + linked[1].watch_path(table_id) if linked else None

    def play(self, hand: YourHand) -> str | None:
        """The hand's personal link: its seat, its user, its game (named by the decision number)."""
        linked = self._site_of_table(hand.table_id) if hand.user_id else None
        game = hand.decision // DECISIONS_PER_GAME
        if linked is None or game == 0:  # no game waits for a decision (it is over): nothing to open
            return None
        base, site = linked
        return base + site.play_path(Seat(hand.table_id, hand.seat, hand.user_id, game, play_expiry(site.now())))

    def replay(self, guild_id: int, game_id: int) -> str | None:
        linked = self._site_for(guild_id)
        return linked[0] + linked[1].replay_path(guild_id, game_id) if linked else None

    def review(self, guild_id: int, game_id: int, seat: int) -> str | None:
        """The replay annotated with ``seat``'s review (from 0; the address counts from 1, as users do)."""
        linked = self._site_for(guild_id)
        return linked[0] + linked[1].review_path(guild_id, game_id, seat) if linked else None

    def table_replay(self, table_id: int) -> str | None:
        linked = self._site_of_table(table_id)
        return linked[0] + linked[1].table_replay_path(table_id) if linked else None

    async def result_replay(self, table_id: int) -> str | None:
        """The replay of the game that just ended at the table: its stored game's, which lasts (a table's own
        replay shows only its last game); the table's if the game cannot be found."""
        linked = self._site_of_table(table_id)
        if linked is None:
            return None
        base, site = linked
        try:
            game = await self._club.last_game_id(table_id) if self._club is not None else None
        except Refusal:  # the database cannot say now: the table's own replay
            game = None
        if game is None:
            return self.table_replay(table_id)
        return base + site.replay_path(self._guild_of(site, table_id) or 0, game)

    async def personal(self, table_id: int, user_id: int) -> str | None:
        """The user's personal link while they sit at the table's game, else the spectator's; None without links."""
        watch = self.watch(table_id)
        if watch is None or self.base is None or self.site is None:
            return None
        found = await self.site.service.seat_in_game(table_id, user_id)
        if found is None:
            return watch
        seat, game = found
        return self.base + self.site.play_path(Seat(table_id, seat, user_id, game, play_expiry(self.site.now())))

    def spectator_button(self, table_id: int) -> discord.ui.Button[discord.ui.View] | None:
        return _link_button(t("web_watch_button"), self.watch(table_id))

    async def replay_button(self, table_id: int) -> discord.ui.Button[discord.ui.View] | None:
        """The result's link to the replay of the game that just ended (its stored game: it lasts)."""
        return _link_button(t("web_replay"), await self.result_replay(table_id))

    def table_button(self, hand: YourHand) -> discord.ui.Button[discord.ui.View] | None:
        return _link_button(t("web_open_table"), self.play(hand))

    async def load_switches(self, notes: Notes) -> None:
        """Read which servers switched the web table off (at start-up, and again for other processes' changes)."""
        found = {int(key) for key, value in (await notes.notes(NOTE_KIND, "")).items() if value == "off"}
        self.switched_off.clear()
        self.switched_off.update(found)

    async def switch(self, notes: Notes, guild_id: int, on: bool) -> None:
        await notes.set_note(NOTE_KIND, str(guild_id), None if on else "off")
        if on:
            self.switched_off.discard(guild_id)
        else:
            self.switched_off.add(guild_id)


def _link_button(label: str, url: str | None) -> discord.ui.Button[discord.ui.View] | None:
    return discord.ui.Button(style=discord.ButtonStyle.link, label=label, url=url) if url else None
