"""Looking for players in Discord: ``/lfg`` posts a call with Join and Start buttons, closing when full or late.

The buttons are persistent :class:`discord.ui.DynamicItem` components
(``st:v1:lfg:join:<call>``, ``st:v1:lfg:start:<call>``): the call is stored,
so they keep working after a restart, and so does the expiry, re-armed from
the stored deadline. The custom_id is untrusted: the club service checks the
call, the table and the caller. The call speaks its table's language (the
table's option, else the server's), not the language of whoever clicked.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

from bot.club.lfg import Call
from bot.club.service import ClubService
from bot.discord import escape, safe
from bot.discord.club import embeds
from bot.discord.collaborators import LfgDesk, bot_of
from bot.discord.id_button import IdButton, template
from bot.discord.language import channel_locale
from bot.discord.limiter import RestLimiter
from bot.i18n import speaking, t
from bot.model.contract import Actor
from bot.model.errors import Refusal
from bot.model.events import Board

log = logging.getLogger("bot.discord")

PREFIX = "st:v1:lfg"


def _board(interaction: discord.Interaction) -> LfgDesk:
    return bot_of(interaction).lfg


def _actor(interaction: discord.Interaction) -> Actor:
    return Actor(interaction.user.id, interaction.user.display_name)


class JoinButton(IdButton, template=template(PREFIX, "join")):
    prefix, action, label_key, style = PREFIX, "join", "cl_lfg_join", discord.ButtonStyle.primary

    async def callback(self, interaction: discord.Interaction) -> None:
        await _board(interaction).join(interaction, self.target)


class StartButton(IdButton, template=template(PREFIX, "start")):
    prefix, action, label_key, style = PREFIX, "start", "cl_lfg_start", discord.ButtonStyle.success

    async def callback(self, interaction: discord.Interaction) -> None:
        await _board(interaction).start(interaction, self.target)


def call_view(call: Call) -> discord.ui.View | None:
    """Join while the call is open, Start until the game has started."""
    if call.state in ("expired", "started"):
        return None
    view = discord.ui.View(timeout=None)
    if call.open:
        view.add_item(JoinButton(call.id))
    view.add_item(StartButton(call.id))
    return view


class LfgBoard:
    """Posts the calls, answers their buttons and closes them when their time is up."""

    def __init__(self, client: discord.Client, club: ClubService, limiter: RestLimiter) -> None:
        self._client = client
        self._club = club
        self._limiter = limiter
        self._expiries: dict[int, asyncio.Task[None]] = {}

    async def resume(self) -> None:
        """Re-arm the expiry of every open call (one overdue closes at once)."""
        for call in await self._club.open_calls():
            self._arm(call)

    def close(self) -> None:
        for task in self._expiries.values():
            task.cancel()
        self._expiries.clear()

    async def post(self, interaction: discord.Interaction, players: int | None, note: str | None) -> None:
        """``/lfg``: the caller sits down and the call goes up in the channel, pinging the server's LFG role."""
        if not await safe.defer(interaction, ephemeral=True):
            return
        guild_id, channel_id = interaction.guild_id or 0, interaction.channel_id or 0
        try:
            call, board = await self._club.call(guild_id, channel_id, _actor(interaction), players, note)
            role_id = (await self._club.settings(guild_id)).lfg_role_id
        except Refusal as refusal:
            await safe.respond(interaction, escape.refusal(refusal))
            return
        channel = self._client.get_partial_messageable(channel_id)
        allowed = discord.AllowedMentions(
            everyone=False, users=False, roles=[discord.Object(role_id)] if role_id else False
        )
        text, view = self._shown(call, board, role_id)
        kwargs: dict[str, Any] = {"view": view} if view is not None else {}
        sent = await safe.call(
            lambda: channel.send(text, allowed_mentions=allowed, **kwargs),
            "post lfg call",
            gate=self._limiter.gate(channel_id, urgent=True),
        )
        if sent.value is not None:
            await self._club.set_call_message(call.id, sent.value.id)
        self._arm(call)
        await safe.respond(interaction, t("cl_lfg_posted"))

    async def join(self, interaction: discord.Interaction, call_id: int) -> None:
        if not await safe.defer(interaction, ephemeral=True):
            return
        try:
            call, board = await self._club.answer_call(call_id, _actor(interaction))
        except Refusal as refusal:
            await safe.respond(interaction, escape.refusal(refusal))
            return
        await self._show(call, board)
        await safe.respond(interaction, t("cl_lfg_joined"))

    async def start(self, interaction: discord.Interaction, call_id: int) -> None:
        if not await safe.defer(interaction, ephemeral=True):
            return
        try:
            call = await self._club.start_call(call_id, _actor(interaction))
        except Refusal as refusal:
            await safe.respond(interaction, escape.refusal(refusal))
            return
        self._disarm(call.id)
        await self._show(call, await self._club.tables.board(call.channel_id))
        await safe.respond(interaction, t("dc_ok_start"))

    async def _show(self, call: Call, board: Board | None) -> None:
        """The call's message as the call is now (no ping again: an edit never notifies)."""
        if call.message_id is None:
            return
        message = self._client.get_partial_messageable(call.channel_id).get_partial_message(call.message_id)
        text, view = self._shown(call, board)
        await safe.call(
            lambda: message.edit(content=text, view=view),
            "edit lfg call",
            gate=self._limiter.gate(call.channel_id, urgent=False),
        )

    def _shown(self, call: Call, board: Board | None, role_id: int | None = None) -> tuple[str, discord.ui.View | None]:
        """The call's text and buttons in its table's language."""
        with speaking(channel_locale(self._client, call.channel_id, board.language if board is not None else None)):
            return embeds.call_text(call, board, role_id), call_view(call)

    def _arm(self, call: Call) -> None:
        self._disarm(call.id)
        self._expiries[call.id] = asyncio.create_task(self._expire_later(call), name=f"lfg-{call.id}")

    def _disarm(self, call_id: int) -> None:
        task = self._expiries.pop(call_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    async def _expire_later(self, call: Call) -> None:
        try:
            await asyncio.sleep(max(0.0, call.expires_at - self._club.tables.now))
            closed = await self._club.expire_call(call.id)
            if closed is not None:
                await self._show(closed, await self._club.tables.board(closed.channel_id))
        except Refusal as refusal:
            log.info("lfg call %s: %s", call.id, refusal)
        finally:
            if self._expiries.get(call.id) is asyncio.current_task():
                del self._expiries[call.id]


LFG_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (JoinButton, StartButton)
