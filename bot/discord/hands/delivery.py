"""Private delivery of hands: by DM, or privately from the channel for players whose DMs are closed.

One live hand message per player and table (its ids in :mod:`bot.discord.memory`).
A hand that asks for a decision arrives as a *new* DM, the one notification
of that decision, and the previous hand message is deleted, so the DM never
fills up with old hands. A click is answered by the message it was made on
(:mod:`bot.discord.hands.clicks`): it shows what was played, or the player's next
decision when it follows at once (the player is there; nothing needs to
notify them). Later edits and deletes of a clicked message go through that
click's interaction webhook while its token lives, outside the bot token's
REST budget; other hand changes are silent edits, made only when the hand
itself changed.

The jobs around it live in their own rooms: sending, editing and deleting
DM hands (:mod:`bot.discord.hands.dm_hands`), players whose DMs are closed
(:mod:`bot.discord.hands.closed_dms`), away notices (:mod:`bot.discord.hands.away_notice`)
and what a hand says about its table (:mod:`bot.discord.hands.hand_context`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any, TypeVar

import discord

from bot.discord import posted_once
from bot.discord.dispatch import EventRouter
from bot.discord.hands import hand_text
from bot.discord.hands.away_notice import AwayNotices, away_user
from bot.discord.hands.clicks import Click
from bot.discord.hands.closed_dms import ClosedDms
from bot.discord.hands.components import result_view
from bot.discord.hands.dm_hands import DmHands, Sent, now, signature
from bot.discord.hands.hand_context import HandRenderer
from bot.discord.hands.hand_text import Played
from bot.discord.hands.waiting import WaitingLines
from bot.discord.limiter import RestLimiter
from bot.discord.links.web_links import WebLinks
from bot.discord.memory import AdapterMemory, Grant, HandMessage, Where
from bot.discord.table.channels import Channels
from bot.i18n import speaking, t
from bot.model.events import Board, GameOver, GameStarted, SeatAway, TableReset, TurnWarning, YourHand
from bot.settings import Settings

E = TypeVar("E")


def _still_asked(hand: YourHand, board: Board) -> bool:
    """The board still waits for the decision ``hand`` asks for (not one its player has made since)."""
    if not 0 <= hand.seat < len(board.seats) or hand.round_index != board.round_index:
        return False
    if hand.prompt == "pain":
        return board.phase == "pain" and not board.seats[hand.seat].pain_chosen
    return board.phase == "tricks" and board.turn == hand.seat


class Delivery:
    def __init__(
        self,
        client: discord.Client,
        channels: Channels,
        router: EventRouter,
        memory: AdapterMemory,
        limiter: RestLimiter,
        settings: Settings,
        web: WebLinks,
    ) -> None:
        self._router = router
        self._memory = memory
        self._renderer = HandRenderer(channels, router, memory, web)
        self._dms = DmHands(client, channels, limiter)
        self._closed = ClosedDms(channels, memory, limiter, self._renderer, self._dms)
        away = AwayNotices(memory, self._renderer, self._dms, self._closed)
        self._clicks: dict[tuple[int, int], tuple[Click, Where]] = {}  # clicks of this process awaiting their hand
        WaitingLines(router, memory, self._renderer, self._dms, settings, lambda tid, uid: (tid, uid) in self._clicks)
        router.on(YourHand, self._in_their_language(self._hand, lambda e: e.user_id))
        router.on(TurnWarning, self._in_their_language(self._warning, lambda e: e.user_id))
        router.on(SeatAway, self._in_their_language(away.away, away_user))
        router.on(GameOver, self._game_over)
        router.on(GameStarted, self._new_game)
        router.on(TableReset, self._reset)

    def _in_their_language(self, handler: Callable[[E], Awaitable[None]], user: Callable[[E], int | None]) -> Any:
        """``handler``, speaking the language of the user the event is for (remembered from their last command)."""

        async def run(event: E) -> None:
            with speaking(await self._language(user(event))):
                await handler(event)

        return run

    async def _language(self, user_id: int | None) -> str | None:
        return await self._memory.locale(user_id) if user_id is not None else None

    # -- clicks (from :class:`bot.discord.table.actions.Actions`) ----------------------------

    async def open_click(
        self,
        table_id: int,
        user_id: int,
        interaction: discord.Interaction,
        played: Played | None,
        where: Where,
        *,
        reply: bool = False,
    ) -> Click:
        """A click on one of the player's hands: it is answered by the hand it leads to (or deferred in time)."""
        click = Click(interaction, played, now(), reply=reply)
        click.start()
        key = (table_id, user_id)
        if key not in self._clicks:  # a second click meanwhile is a double click: refused, or deferred
            self._clicks[key] = (click, where)
        grant = Grant(interaction.token, click.at)
        message = interaction.message
        if where == "ephemeral" and not reply:
            shown = await self._memory.hand(table_id, user_id, "ephemeral")
            if shown is not None:
                await self._memory.set_hand(table_id, user_id, "ephemeral", replace(shown, grant=grant))
        elif where == "dm" and message is not None:
            shown = await self._memory.hand(table_id, user_id, "dm")
            if shown is not None and shown.message_id == message.id:  # other processes may edit it by this token
                await self._memory.set_hand(table_id, user_id, "dm", replace(shown, grant=grant))
        return click

    def close_click(self, table_id: int, user_id: int, click: Click) -> None:
        click.close()
        if self._clicks.get((table_id, user_id), (None,))[0] is click:
            del self._clicks[(table_id, user_id)]

    async def answer(self, click: Click, where: Where, hand: YourHand, board: Board | None) -> None:
        """Show ``hand`` in the clicked message (or the click's private reply); remember it as the live hand."""
        tid, uid = hand.table_id, hand.user_id
        content, view = await self._renderer.render(hand, board, played=click.played)
        if not await click.show(content, view):
            return
        grant = Grant(click.token, click.at)
        message = click.interaction.message
        if where == "dm" and message is not None and not click.reply:
            old = await self._memory.hand(tid, uid, "dm")
            live = HandMessage(hand, signature(hand), message.channel.id, message.id, grant)
            await self._memory.set_hand(tid, uid, "dm", live)
            if old is not None and old.message_id != message.id:
                await self._dms.discard(old)  # they played from an older message: the newer one is dead now
            await self._closed.refresh_private(hand, board)
        else:
            await self._memory.set_hand(tid, uid, "ephemeral", HandMessage(hand, signature(hand), grant=grant))
            dm = await self._memory.hand(tid, uid, "dm")
            if dm is not None and dm.asks and dm.digest != signature(hand):
                dm_content, dm_view = await self._renderer.render(hand, board)
                if await self._dms.edit(dm, dm_content, dm_view):  # no dead menu left in the DM
                    await self._memory.set_hand(tid, uid, "dm", replace(dm, hand=hand, digest=signature(hand)))
        await self._closed.drop_ping(tid, uid)  # they are here, with their hand in front of them

    async def opened(self, table_id: int, user_id: int, interaction: discord.Interaction, hand: YourHand) -> None:
        """``/hand`` or "Show my hand" answered with the hand: that private reply is now a live hand too."""
        shown = HandMessage(hand, signature(hand), grant=Grant(interaction.token, now()))
        await self._memory.set_hand(table_id, user_id, "ephemeral", shown)

    async def render(
        self, hand: YourHand, board: Board | None, *, played: Played | None = None, note: str | None = None
    ) -> tuple[str, discord.ui.View | None]:
        """A hand message's content and menu."""
        return await self._renderer.render(hand, board, played=played, note=note)

    # -- events ---------------------------------------------------------------------------

    async def _hand(self, hand: YourHand) -> None:
        tid, uid = hand.table_id, hand.user_id
        board = self._router.board(tid)
        pending = self._clicks.get((tid, uid))
        if pending is not None:
            await self.answer(pending[0], pending[1], hand, board)
            return
        if board is not None and 0 <= hand.seat < len(board.seats) and board.seats[hand.seat].away:
            await self._keep(tid, uid, hand)  # the computer plays for them: nothing to show until they are back
            return
        if await self._closed.closed(uid):
            await self._closed.privately(hand, board)
            return
        await self._by_dm(hand, board)

    async def _warning(self, event: TurnWarning) -> None:
        """Half the time is gone: one more notification, with the reminder."""
        tid, uid = event.table_id, event.user_id
        note = t("dc_turn_warning", seconds=event.seconds_left)
        if await self._closed.closed(uid):
            shown = await self._memory.hand(tid, uid, "ephemeral")
            if shown is not None and shown.asks and shown.hand is not None and _still_asked(shown.hand, event.board):
                await self._closed.privately(shown.hand, event.board, note=note, place=f"warning/{uid}")
            return
        live = await self._memory.hand(tid, uid, "dm")
        if live is not None and live.asks and live.hand is not None and _still_asked(live.hand, event.board):
            await self._notify(live.hand, event.board, live, note=note, place=f"warning/{uid}")

    async def _game_over(self, event: GameOver) -> None:
        """Each player's result comes as a new DM (it notifies), with Rematch and Review; the last hand goes."""
        if await self._told_before(event.table_id):
            return  # the hands may be a later game's now
        context = await self._renderer.context(event.table_id, event.board)
        for info in event.board.seats:
            if info.user_id is not None:
                with speaking(await self._language(info.user_id)):
                    text = hand_text.over_message(
                        info.seat, event.board, event.totals, event.winners, context, event.rating_changes
                    )
                    await self._result_by_dm(event.table_id, info.user_id, text)

    async def _result_by_dm(self, table_id: int, user_id: int, text: str) -> None:
        """The game's result as a new DM with its buttons; a player whose DMs are closed sees it in their hand."""
        if await self._closed.closed(user_id):
            await self._close_hands(table_id, user_id, text)
            return
        pending = self._clicks.get((table_id, user_id))
        if pending is not None:  # the last card's click is answered with the result too
            await pending[0].show(text, None)
        live = await self._memory.hand(table_id, user_id, "dm")
        from bot.discord.review import with_review_button  # (review answers through the actions, which use this)

        view = with_review_button(result_view(table_id), table_id)

        async def send(nonce: str | None) -> Sent:
            return await self._dms.send(user_id, text, view, nonce)

        told = posted_once.event_told(table_id)
        sent = await posted_once.post_for_event(self._memory, told, f"over/{user_id}", send)
        if sent is None or sent.message is None:
            if pending is None and live is not None:
                await self._dms.edit(live, text, None)  # the result where the hand was, at least
            return
        await self._memory.set_hand(table_id, user_id, "dm", None)
        if live is not None:
            await self._dms.discard(live)

    async def _reset(self, event: TableReset) -> None:
        if await self._told_before(event.table_id):
            return  # the hands may be a later game's now
        context = await self._renderer.context(event.table_id, None)
        for info in event.board.seats:
            if info.user_id is not None:
                with speaking(await self._language(info.user_id)):
                    await self._close_hands(event.table_id, info.user_id, hand_text.reset_message(context))
        await self._memory.forget_table(event.table_id)

    async def _new_game(self, event: GameStarted) -> None:
        if not await self._told_before(event.table_id):  # (told again, it would forget the hands it dealt)
            await self._memory.forget_table(event.table_id)

    async def _told_before(self, table_id: int) -> bool:
        """The event being told was told before a restart (a later one has posted since): its hands are gone."""
        return await posted_once.told_before(self._memory, posted_once.event_told(table_id))

    # -- by DM ----------------------------------------------------------------------------

    async def _by_dm(self, hand: YourHand, board: Board | None) -> None:
        tid, uid = hand.table_id, hand.user_id
        live = await self._memory.hand(tid, uid, "dm")
        if live is not None and live.newer_than(hand):
            return  # an older hand told again after a restart: the live one is newer
        asked = live is not None and live.asks and live.hand is not None and live.hand.decision == hand.decision
        if hand_text.asks(hand) and not asked:
            await self._notify(hand, board, live)
            return
        if live is None or live.digest == signature(hand):
            return  # nothing asked and nothing to update (the trick around a hand is shown with each decision)
        content, view = await self._renderer.render(hand, board)
        if await self._dms.edit(live, content, view):
            await self._memory.set_hand(tid, uid, "dm", replace(live, hand=hand, digest=signature(hand), away=False))
        await self._closed.refresh_private(hand, board)

    async def _notify(
        self,
        hand: YourHand,
        board: Board | None,
        live: HandMessage | None,
        note: str | None = None,
        place: str | None = None,
    ) -> None:
        """A new DM for a decision (the notification); the previous hand message goes.

        Once for the event told, at ``place`` (a reminder's); a hand's own DM (no ``place``) is kept from coming
        twice by the live hand's decision, and by its nonce until that is stored (no note on a card's path)."""
        tid, uid = hand.table_id, hand.user_id
        content, view = await self._renderer.render(hand, board, note=note)
        told = posted_once.event_told(tid)

        async def send(nonce: str | None) -> Sent:
            return await self._dms.send(uid, content, view, nonce)

        sent = await posted_once.post_for_event(
            self._memory, told, place or f"hand/{uid}", send, remember=place is not None
        )
        if sent is None:
            return  # the reminder was sent before a restart
        if sent.refused:
            await self._closed.refused(tid, uid, hand, board)
        if sent.message is None:
            return
        message = sent.message
        await self._memory.set_hand(tid, uid, "dm", HandMessage(hand, signature(hand), message.channel.id, message.id))
        if live is not None:
            await self._dms.discard(live)
        await self._closed.refresh_private(hand, board, note=note)

    async def _close_hands(self, table_id: int, user_id: int, text: str) -> None:
        """The game is over (or reset): every hand of the player shows ``text``, without a menu."""
        pending = self._clicks.get((table_id, user_id))
        dm = await self._memory.hand(table_id, user_id, "dm")
        if pending is not None:
            await pending[0].show(text, None)
        elif dm is not None:
            await self._dms.edit(dm, text, None)
        private = await self._memory.hand(table_id, user_id, "ephemeral")
        if private is not None and private.grant is not None and private.grant.fresh(now()):
            await self._dms.edit(private, text, None)
        await self._closed.drop_ping(table_id, user_id)

    async def _keep(self, table_id: int, user_id: int, hand: YourHand) -> None:
        """Remember the newest hand of an away player, showing nothing."""
        where: Where = "ephemeral" if await self._closed.closed(user_id) else "dm"
        shown = await self._memory.hand(table_id, user_id, where)
        if shown is not None:
            await self._memory.set_hand(table_id, user_id, where, replace(shown, hand=hand))
