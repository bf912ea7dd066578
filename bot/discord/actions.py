"""Interactions to service calls: who is asking, answer in time, show refusals privately.

Commands and components call these; nothing here decides a game question
(the table service does). Every interaction is acknowledged first (a defer),
so a slow database or AI turn never breaks Discord's 3-second window.
"""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

import discord

from bot.discord import render, safe
from bot.discord.components import hand_view
from bot.discord.delivery import Delivery
from bot.service.contract import Actor, TableOperations
from bot.service.errors import Refusal
from bot.text import t

log = logging.getLogger("bot.discord")
T = TypeVar("T")


def actor_of(interaction: discord.Interaction) -> Actor:
    user = interaction.user
    perms = user.guild_permissions if isinstance(user, discord.Member) else None
    moderator = bool(perms and (perms.manage_guild or perms.administrator))
    return Actor(user.id, user.display_name, moderator)


class Actions:
    def __init__(self, service: TableOperations, delivery: Delivery) -> None:
        self.service = service
        self._delivery = delivery

    async def run(
        self,
        interaction: discord.Interaction,
        operation: Callable[[], Awaitable[T]],
        done: Callable[[T], str | None] | str | None,
        *,
        ephemeral: bool = True,
    ) -> T | None:
        """Defer, run one service operation, answer with ``done`` or the refusal's sentence."""
        if not await safe.defer(interaction, ephemeral=ephemeral):
            return None
        try:
            result = await operation()
        except Refusal as refusal:
            await safe.respond(interaction, str(refusal))
            return None
        text = done(result) if callable(done) else done
        if text:
            await safe.respond(interaction, render.clip(text), ephemeral=ephemeral)
        return result

    # -- hands -------------------------------------------------------------------------

    async def hand_choice(
        self,
        interaction: discord.Interaction,
        kind: str,
        table_id: int,
        seat: int,
        decision: int,
        cards: Sequence[str],
    ) -> None:
        """A pick from a hand's menu (already deferred; values are card codes). The service checks the rest."""
        actor = Actor(interaction.user.id, interaction.user.display_name)
        message = interaction.message
        if message is not None and message.flags.ephemeral:
            self._delivery.remember_handle(table_id, actor.user_id, interaction)
        elif interaction.guild_id is None:
            self._delivery.adopt(table_id, actor.user_id, message)
        try:
            if kind == "pain":
                await self.service.choose_pain(table_id, actor, cards, decision, seat=seat)
            elif len(cards) != 1:
                await safe.respond(interaction, t("dc_bad_card"))
            else:
                await self.service.play(table_id, actor, cards[0], decision, seat=seat)
        except Refusal as refusal:
            await safe.respond(interaction, str(refusal))

    async def show_hand(self, interaction: discord.Interaction, table_id: int) -> None:
        """``/hand`` and the board's button: the hand, privately, with the menus it needs now."""
        if not await safe.defer(interaction, ephemeral=True):
            return
        actor = actor_of(interaction)
        try:
            hand = await self.service.hand(table_id, actor)
            board = await self.service.board(table_id)
        except Refusal as refusal:
            await safe.respond(interaction, str(refusal))
            return
        content = render.hand_content(hand, board)
        view = hand_view(table_id, hand)
        result = await safe.call(
            lambda: interaction.edit_original_response(content=content, view=view), "ephemeral hand"
        )
        if result.ok:
            self._delivery.remember_handle(table_id, actor.user_id, interaction)
            if actor.user_id in self._delivery.ephemeral_users:
                self._delivery.shown_signature(table_id, hand)

    # -- records -------------------------------------------------------------------------

    async def export(self, interaction: discord.Interaction, table_id: int) -> None:
        if not await safe.defer(interaction, ephemeral=True):
            return
        try:
            board = await self.service.board(table_id)
            if board.phase in ("pain", "tricks"):
                await safe.respond(interaction, t("dc_export_running"))
                return
            record = await self.service.export(table_id)
        except Refusal as refusal:
            await safe.respond(interaction, str(refusal))
            return
        data = json.dumps(record, indent=1).encode()
        file = discord.File(io.BytesIO(data), filename=f"sticheln-{table_id}.json")
        result = await safe.call(
            lambda: interaction.followup.send(t("dc_export"), file=file, ephemeral=True), "send export"
        )
        if not result.ok:
            await safe.respond(interaction, t("dc_failed"))
