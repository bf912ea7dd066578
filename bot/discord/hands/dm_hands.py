"""Sending, editing and deleting a player's hand messages in their DMs.

An edit or a delete goes through the interaction webhook of the click that
owns the message while its token lives (outside the bot token's REST budget),
else with the bot token. A send refused with 403 is reported, never retried
here: :mod:`bot.discord.hands.closed_dms` remembers it.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

import discord

from bot.discord import posted_once, safe
from bot.discord.hands import interaction_hook
from bot.discord.limiter import RestLimiter
from bot.discord.memory import HandMessage
from bot.discord.table.channels import Channels
from bot.model.events import YourHand


def now() -> float:
    """Unix time from discord.py's clock (simcord's virtual clock in tests), as interaction tokens age."""
    return discord.utils.utcnow().timestamp()


def signature(hand: YourHand) -> str:
    """What a hand message must show anew: a new decision, other cards, another menu (not the trick around it)."""
    decision = hand.decision if hand.prompt else None
    shown = (hand.round_index, decision, hand.prompt, hand.hand, hand.legal, hand.own_pain)
    return hashlib.sha1(repr(shown).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class Sent:
    message: discord.Message | None
    refused: bool = False  # Discord answered 403: the user's DMs are closed to the bot


class DmHands:
    def __init__(self, client: discord.Client, channels: Channels, limiter: RestLimiter) -> None:
        self._client = client
        self._channels = channels
        self._limiter = limiter

    async def send(self, user_id: int, content: str, view: discord.ui.View | None, nonce: str | None = None) -> Sent:
        """A new DM; ``nonce``: Discord answers a second send with it, made within minutes, with the first."""
        channel = await self._channels.dm(user_id)
        if channel is None:
            return Sent(None)  # could not open the DM channel now: the next decision tries again
        kwargs: dict[str, Any] = {"view": view} if view is not None else {}
        kwargs.update(posted_once.nonce_argument(nonce))
        result = await safe.call(
            lambda: channel.send(content, **kwargs), "DM hand", gate=self._limiter.gate(channel.id, urgent=True)
        )
        if result.forbidden:
            return Sent(None, refused=True)
        return Sent(result.value if result.ok else None)

    async def edit(self, shown: HandMessage, content: str, view: discord.ui.View | None) -> bool:
        """Edit a live hand message: through its interaction's webhook while that lives, else with the bot token."""
        if shown.grant is not None and shown.grant.fresh(now()):
            token = shown.grant.token
            hooked = await safe.call(
                lambda: interaction_hook.edit_original(self._client, token, content=content, view=view),
                "edit hand by its interaction",
            )
            if hooked.ok:
                return True
        if shown.channel_id is None or shown.message_id is None:
            return False  # an ephemeral hand can only be edited by its token
        message = self._channels.message(shown.channel_id, shown.message_id, dm=True)
        result = await safe.call(
            lambda: message.edit(content=content, view=view),
            "edit DM hand",
            gate=self._limiter.gate(shown.channel_id, urgent=False),
        )
        return result.ok

    async def discard(self, shown: HandMessage) -> None:
        """Delete an old hand message (through its interaction's webhook while that lives)."""
        if shown.message_id is None or shown.channel_id is None:
            return
        if shown.grant is not None and shown.grant.fresh(now()):
            token = shown.grant.token
            hooked = await safe.call(
                lambda: interaction_hook.delete_original(self._client, token), "delete hand by its interaction"
            )
            if hooked.ok or hooked.not_found:
                return
        message = self._channels.message(shown.channel_id, shown.message_id, dm=True)
        await safe.call(message.delete, "delete old DM hand", gate=self._limiter.gate(shown.channel_id, urgent=False))
