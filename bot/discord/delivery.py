"""Private delivery of hands: by DM, or ephemerally for players whose DMs are closed.

One live hand message per player and table. A hand that asks for something
(a pain card, a card on one's turn) arrives as a *new* DM, and the previous
hand message is deleted: one notification per decision, never more, and the
DM never fills up with old hands. Any other change (the card just played, the
pain card set aside) edits the live message silently.

A DM refused with 403 (any code: closed DMs are 50007, a user who blocked
the bot or shares no server with it answers another 403) puts the user in
ephemeral mode (remembered, never retried in a loop): the channel tells them
once, with a mention, to use the board's "Show my hand" button or ``/hand``;
from then on their hand is the ephemeral message those answer with, kept up
to date through its interaction token while that is fresh.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.discord import render, safe
from bot.discord.channels import Channels
from bot.discord.components import board_view, hand_view
from bot.discord.dispatch import EventRouter
from bot.service.events import Board, GameStarted, TableReset, TurnWarning, YourHand
from bot.text import t

log = logging.getLogger("bot.discord")

TOKEN_LIFETIME = 14 * 60  # an interaction token edits for 15 minutes; keep a margin


@dataclass
class Shown:
    """What a player's live hand message shows."""

    message: discord.Message | None = None
    decision: int = -1
    prompt: str | None = None
    signature: tuple[Any, ...] = ()


@dataclass
class Handle:
    interaction: discord.Interaction
    at: float = field(default_factory=time.monotonic)

    @property
    def fresh(self) -> bool:
        return time.monotonic() - self.at < TOKEN_LIFETIME


class Delivery:
    def __init__(self, channels: Channels, router: EventRouter) -> None:
        self._channels = channels
        self._router = router
        self.shown: dict[tuple[int, int], Shown] = {}
        self.ephemeral_users: set[int] = set()
        self.handles: dict[tuple[int, int], Handle] = {}
        self.noticed: set[tuple[int, int]] = set()
        self.last_hand: dict[tuple[int, int], YourHand] = {}
        router.on(YourHand, self._hand)
        router.on(TurnWarning, self._warning)
        router.on(GameStarted, self._new_game)
        router.on(TableReset, self._new_game)

    async def _hand(self, hand: YourHand) -> None:
        await self.deliver(hand.table_id, hand, self._router.board(hand.table_id))

    async def _warning(self, event: TurnWarning) -> None:
        await self.warn(event.table_id, event.user_id, event.seconds_left, event.board)

    async def _new_game(self, event: GameStarted | TableReset) -> None:
        self.forget_table(event.table_id)

    # -- what clicks tell us -----------------------------------------------------

    def adopt(self, table_id: int, user_id: int, message: discord.Message | None) -> None:
        """A click on a DM hand: if we lost track of the live message (a restart), it is this one."""
        shown = self.shown.setdefault((table_id, user_id), Shown())
        if shown.message is None and message is not None:
            shown.message = message

    def remember_handle(self, table_id: int, user_id: int, interaction: discord.Interaction) -> None:
        self.handles[(table_id, user_id)] = Handle(interaction)

    def shown_signature(self, table_id: int, hand: YourHand) -> None:
        shown = self.shown.setdefault((table_id, hand.user_id), Shown())
        shown.decision, shown.prompt, shown.signature = hand.decision, hand.prompt, _signature(hand)

    def forget_table(self, table_id: int) -> None:
        for key in [k for k in self.shown if k[0] == table_id]:
            del self.shown[key]
        for key in [k for k in self.last_hand if k[0] == table_id]:
            del self.last_hand[key]
        self.noticed = {k for k in self.noticed if k[0] != table_id}

    # -- delivering ------------------------------------------------------------------

    async def deliver(
        self, table_id: int, hand: YourHand, board: Board | None, *, force_new: bool = False, note: str | None = None
    ) -> None:
        key = (table_id, hand.user_id)
        latest = self.last_hand.get(key)
        if latest is not None and hand.decision < latest.decision:
            return  # an older hand than one already handled
        self.last_hand[key] = hand
        shown = self.shown.get(key)
        signature = _signature(hand)
        if shown is not None and not force_new and shown.signature == signature:
            return
        content = render.hand_content(hand, board, note=note)
        view = hand_view(table_id, hand)
        if hand.user_id in self.ephemeral_users:
            await self._ephemeral(table_id, hand, content, view)
            return
        asks = hand.prompt is not None and bool(hand.legal)
        new_decision = (
            shown is None or shown.message is None or shown.decision != hand.decision or shown.prompt != hand.prompt
        )
        if force_new or (asks and new_decision):
            await self._send_new(table_id, hand, content, view, shown)
            return
        if shown is None or shown.message is None:
            return  # nothing asked and no live message to update (e.g. just after a restart)
        message = shown.message
        result = await safe.call(lambda: message.edit(content=content, view=view), "edit DM hand")
        if result.ok:
            shown.message = result.value or message
            shown.decision, shown.prompt, shown.signature = hand.decision, hand.prompt, signature
        elif result.not_found:
            shown.message = None

    async def warn(self, table_id: int, user_id: int, seconds: int, board: Board | None) -> None:
        """Half the time is gone: the hand comes again (one more notification), with a reminder."""
        hand = self.last_hand.get((table_id, user_id))
        if hand is None or hand.prompt is None:
            return
        await self.deliver(table_id, hand, board, force_new=True, note=t("dc_turn_warning", seconds=seconds))

    async def _send_new(
        self, table_id: int, hand: YourHand, content: str, view: discord.ui.View | None, shown: Shown | None
    ) -> None:
        user = await self._channels.user(hand.user_id)
        if user is None:
            return
        kwargs: dict[str, Any] = {"content": content}
        if view is not None:
            kwargs["view"] = view
        result = await safe.call(lambda: user.send(**kwargs), "DM hand")
        if result.forbidden:
            self.ephemeral_users.add(hand.user_id)
            await self.notice_closed(table_id, hand.user_id)
            await self._ephemeral(table_id, hand, content, view)
            return
        if not result.ok:
            return  # transient: the next change tries again
        old = shown.message if shown is not None else None
        self.shown[(table_id, hand.user_id)] = Shown(result.value, hand.decision, hand.prompt, _signature(hand))
        if old is not None:
            await safe.call(old.delete, "delete old DM hand")

    async def _ephemeral(self, table_id: int, hand: YourHand, content: str, view: discord.ui.View | None) -> None:
        key = (table_id, hand.user_id)
        handle = self.handles.get(key)
        if handle is None or not handle.fresh:
            return  # they open it again with "Show my hand" or /hand
        interaction = handle.interaction
        result = await safe.call(
            lambda: interaction.edit_original_response(content=content, view=view), "edit ephemeral hand"
        )
        if result.ok:
            self.shown_signature(table_id, hand)
        else:
            self.handles.pop(key, None)

    async def notice_closed(self, table_id: int, user_id: int) -> None:
        """Tell the player in the channel, once, how to see their hand."""
        if (table_id, user_id) in self.noticed:
            return
        self.noticed.add((table_id, user_id))
        channel = self._channels.table(table_id)
        await safe.call(
            lambda: channel.send(
                t("dc_dms_closed", mention=f"<@{user_id}>"),
                view=board_view(table_id),
                allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
            ),
            "closed-DM notice",
        )


def _signature(hand: YourHand) -> tuple[Any, ...]:
    """What the message shows: a new version alone changes nothing unless it asks for a decision."""
    decision = hand.decision if hand.prompt else None
    return (hand.round_index, decision, hand.prompt, tuple(hand.hand), tuple(hand.legal), tuple(hand.own_pain))
