"""Players whose DMs are closed: their hand privately from the channel, and a mention when it is their turn.

A DM refused with 403 (closed DMs are 50007; a user who blocked the bot or
shares no server with it answers another 403) is remembered for a day and
never retried in a loop: the channel tells the player once, and from then on
every decision of theirs is a mention in the channel, deleted once they have
played (the half-time reminder is a new one); their hand is the private reply
of the board's "Show my hand" button or ``/hand``, kept up to date through its
interaction token while that lives.
"""

from __future__ import annotations

import discord

from bot.discord import posted_once, safe
from bot.discord.hands import hand_text
from bot.discord.hands.components import board_view
from bot.discord.hands.dm_hands import DmHands, now, signature
from bot.discord.hands.hand_context import HandRenderer
from bot.discord.limiter import RestLimiter
from bot.discord.memory import AdapterMemory, HandMessage, Ping
from bot.discord.table.channels import Channels
from bot.i18n import t
from bot.model.events import Board, YourHand

DM_RETRY_AFTER = 24 * 3600  # seconds a refused DM is not tried again


class ClosedDms:
    def __init__(
        self,
        channels: Channels,
        memory: AdapterMemory,
        limiter: RestLimiter,
        renderer: HandRenderer,
        dms: DmHands,
    ) -> None:
        self._channels = channels
        self._memory = memory
        self._limiter = limiter
        self._renderer = renderer
        self._dms = dms

    async def closed(self, user_id: int) -> bool:
        refused = await self._memory.dms_closed(user_id)
        return refused is not None and now() - refused < DM_RETRY_AFTER

    async def refused(self, table_id: int | None, user_id: int, hand: YourHand | None, board: Board | None) -> None:
        """A DM was refused: remember it, tell the player in the channel once, and show the hand privately."""
        await self._memory.set_dms_closed(user_id, now())
        if table_id is not None:
            await self.notice_closed(table_id, user_id)
            if hand is not None:
                await self.privately(hand, board)

    async def privately(
        self, hand: YourHand, board: Board | None, *, note: str | None = None, place: str | None = None
    ) -> None:
        """No DMs: bring the private reply up to date (while its token lives) and mention the player in the channel.

        ``place``: a reminder's mention, made once for the event told (:meth:`post_ping`)."""
        tid, uid = hand.table_id, hand.user_id
        shown = await self._memory.hand(tid, uid, "ephemeral")
        if shown is not None and shown.newer_than(hand):
            return  # an older hand told again after a restart: the newer one is shown
        grant = shown.grant if shown is not None else None
        if shown is not None and grant is not None and grant.fresh(now()) and (note or shown.digest != signature(hand)):
            content, view = await self._renderer.render(hand, board, note=note)
            if not await self._dms.edit(shown, content, view):
                grant = None
        await self._memory.set_hand(tid, uid, "ephemeral", HandMessage(hand, signature(hand), grant=grant))
        ping = await self._memory.ping(tid, uid)
        if not hand_text.asks(hand):
            await self.drop_ping(tid, uid)
        elif ping is None or ping.decision != hand.decision or note:
            text = hand_text.ping_text(hand, board, f"<@{uid}>", warning=note)
            await self.post_ping(tid, uid, hand.decision, text, board_view(tid, self._renderer.web), place=place)

    async def refresh_private(self, hand: YourHand, board: Board | None, *, note: str | None = None) -> None:
        """A DM player who also opened their hand with /hand: keep that reply from showing a dead menu (free)."""
        shown = await self._memory.hand(hand.table_id, hand.user_id, "ephemeral")
        if shown is None or shown.grant is None or not shown.grant.fresh(now()):
            return
        if shown.digest == signature(hand) and not note:
            return
        content, view = await self._renderer.render(hand, board, note=note)
        edited = await self._dms.edit(shown, content, view)
        grant = shown.grant if edited else None
        await self._memory.set_hand(
            hand.table_id, hand.user_id, "ephemeral", HandMessage(hand, signature(hand), grant=grant)
        )

    async def post_ping(
        self, table_id: int, user_id: int, decision: int, text: str, view: discord.ui.View, *, place: str | None = None
    ) -> None:
        """A new mention in the game's channel (it notifies), replacing the previous one.

        Once for the event told: a reminder or an away notice by the note of ``place``
        (:mod:`bot.discord.posted_once`); a decision's own mention by the ping's decision, and its
        nonce until that is stored (no note on a card's path)."""
        told = posted_once.event_told(table_id)
        if place is not None and await posted_once.made(self._memory, told, place):
            return  # made before a restart
        nonce = posted_once.nonce_for(told, place or f"ping/{user_id}")
        channel_id = await self._channels.game_channel_id(table_id)
        channel = self._channels.table(table_id) if channel_id == table_id else self._channels.by_id(channel_id)
        allowed = discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(user_id)])
        result = await safe.call(
            lambda: channel.send(text, view=view, allowed_mentions=allowed, **posted_once.nonce_argument(nonce)),
            "turn ping",
            gate=self._limiter.gate(channel_id, urgent=True),
        )
        await self.drop_ping(table_id, user_id)
        if result.ok and result.value is not None:
            await self._memory.set_ping(table_id, user_id, Ping(channel_id, result.value.id, decision))
            if place is not None:
                await posted_once.shown(self._memory, told, place)

    async def drop_ping(self, table_id: int, user_id: int) -> None:
        ping = await self._memory.ping(table_id, user_id)
        if ping is None:
            return
        await self._memory.set_ping(table_id, user_id, None)
        message = self._channels.message(ping.channel_id, ping.message_id)
        await safe.call(message.delete, "delete turn ping", gate=self._limiter.gate(ping.channel_id, urgent=False))

    async def notice_closed(self, table_id: int, user_id: int) -> None:
        """Tell the player in the channel how to see their hand (once: the refusal is remembered)."""
        channel_id = await self._channels.game_channel_id(table_id)
        channel = self._channels.table(table_id) if channel_id == table_id else self._channels.by_id(channel_id)

        async def send(nonce: str | None) -> discord.Message | None:
            result = await safe.call(
                lambda: channel.send(
                    t("dc_dms_closed", mention=f"<@{user_id}>"),
                    view=board_view(table_id, self._renderer.web),
                    allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
                    **posted_once.nonce_argument(nonce),
                ),
                "closed-DM notice",
                gate=self._limiter.gate(channel_id, urgent=True),
            )
            return result.value

        # once per event (a refusal is remembered too, but only after this post)
        await posted_once.post_for_event(self._memory, posted_once.event_told(table_id), f"dms/{user_id}", send)
