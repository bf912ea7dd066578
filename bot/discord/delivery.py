"""Private delivery of hands: by DM, or privately from the channel for players whose DMs are closed.

One live hand message per player and table (its ids in :mod:`bot.discord.memory`).
A hand that asks for a decision arrives as a *new* DM, the one notification
of that decision, and the previous hand message is deleted, so the DM never
fills up with old hands. A click is answered by the message it was made on
(:mod:`bot.discord.clicks`): it shows what was played, or the player's next
decision when it follows at once (the player is there; nothing needs to
notify them). Later edits and deletes of a clicked message go through that
click's interaction webhook while its token lives, outside the bot token's
REST budget; other hand changes are silent edits, made only when the hand
itself changed.

An away player (their turn clock ran out; the computer plays for them) gets
one DM saying so, with an "I'm back" button, and nothing more until they are
back. A DM refused with 403 (closed DMs are 50007; a user who blocked the bot
or shares no server with it answers another 403) is remembered for a day and
never retried in a loop: the channel tells the player once, and from then on
every decision of theirs is a mention in the channel, deleted once they have
played (the half-time reminder is a new one); their hand is the private reply
of the board's "Show my hand" button or ``/hand``, kept up to date through its
interaction token while that lives.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any, TypeVar

import discord

from bot.discord import hand_text, interaction_hook, render, safe
from bot.discord.channels import Channels, jump_url
from bot.discord.clicks import Click
from bot.discord.components import away_view, board_view, hand_view
from bot.discord.dispatch import EventRouter
from bot.discord.hand_text import HandContext, Played
from bot.discord.limiter import RestLimiter
from bot.discord.memory import AdapterMemory, Grant, HandMessage, Ping, Where
from bot.i18n import speaking, t
from bot.service.events import Board, GameOver, GameStarted, SeatAway, TableReset, TurnWarning, YourHand

E = TypeVar("E")

log = logging.getLogger("bot.discord")

DM_RETRY_AFTER = 24 * 3600  # seconds a refused DM is not tried again
AWAY = "away"  # the digest of an away notice


def now() -> float:
    """Unix time from discord.py's clock (simcord's virtual clock in tests), as interaction tokens age."""
    return discord.utils.utcnow().timestamp()


def signature(hand: YourHand) -> str:
    """What a hand message must show anew: a new decision, other cards, another menu (not the trick around it)."""
    decision = hand.decision if hand.prompt else None
    shown = (hand.round_index, decision, hand.prompt, hand.hand, hand.legal, hand.own_pain)
    return hashlib.sha1(repr(shown).encode()).hexdigest()[:16]


def _away_user(event: SeatAway) -> int | None:
    seats = event.board.seats
    return seats[event.seat].user_id if 0 <= event.seat < len(seats) else None


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
    ) -> None:
        self._client = client
        self._channels = channels
        self._router = router
        self._memory = memory
        self._limiter = limiter
        self._clicks: dict[tuple[int, int], tuple[Click, Where]] = {}  # clicks of this process awaiting their hand
        router.on(YourHand, self._in_their_language(self._hand, lambda e: e.user_id))
        router.on(TurnWarning, self._in_their_language(self._warning, lambda e: e.user_id))
        router.on(SeatAway, self._in_their_language(self._away, _away_user))
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

    # -- clicks (from :class:`bot.discord.actions.Actions`) ----------------------------

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
        content, view = await self.render(hand, board, played=click.played)
        if not await click.show(content, view):
            return
        grant = Grant(click.token, click.at)
        message = click.interaction.message
        if where == "dm" and message is not None and not click.reply:
            old = await self._memory.hand(tid, uid, "dm")
            live = HandMessage(hand, signature(hand), message.channel.id, message.id, grant)
            await self._memory.set_hand(tid, uid, "dm", live)
            if old is not None and old.message_id != message.id:
                await self._discard(old)  # they played from an older message: the newer one is dead now
            await self._refresh_private(hand, board)
        else:
            await self._memory.set_hand(tid, uid, "ephemeral", HandMessage(hand, signature(hand), grant=grant))
            dm = await self._memory.hand(tid, uid, "dm")
            if dm is not None and dm.asks and dm.digest != signature(hand):
                dm_content, dm_view = await self.render(hand, board)
                if await self._edit(dm, dm_content, dm_view):  # no dead menu left in the DM
                    await self._memory.set_hand(tid, uid, "dm", replace(dm, hand=hand, digest=signature(hand)))
        await self._drop_ping(tid, uid)  # they are here, with their hand in front of them

    async def opened(self, table_id: int, user_id: int, interaction: discord.Interaction, hand: YourHand) -> None:
        """``/hand`` or "Show my hand" answered with the hand: that private reply is now a live hand too."""
        shown = HandMessage(hand, signature(hand), grant=Grant(interaction.token, now()))
        await self._memory.set_hand(table_id, user_id, "ephemeral", shown)

    async def render(
        self, hand: YourHand, board: Board | None, *, played: Played | None = None, note: str | None = None
    ) -> tuple[str, discord.ui.View | None]:
        """A hand message's content and menu."""
        context = await self._context(hand.table_id, board)
        content = hand_text.hand_message(hand, board, context, played=played, note=note)
        return content, hand_view(hand.table_id, hand)

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
        if await self._closed(uid):
            await self._privately(hand, board)
            return
        await self._by_dm(hand, board)

    async def _warning(self, event: TurnWarning) -> None:
        """Half the time is gone: one more notification, with the reminder."""
        tid, uid = event.table_id, event.user_id
        note = t("dc_turn_warning", seconds=event.seconds_left)
        if await self._closed(uid):
            shown = await self._memory.hand(tid, uid, "ephemeral")
            if shown is not None and shown.asks and shown.hand is not None and _still_asked(shown.hand, event.board):
                await self._privately(shown.hand, event.board, note=note)
            return
        live = await self._memory.hand(tid, uid, "dm")
        if live is not None and live.asks and live.hand is not None and _still_asked(live.hand, event.board):
            await self._notify(live.hand, event.board, live, note=note)

    async def _away(self, event: SeatAway) -> None:
        """Time is up: one message says the computer plays for them, with a button to come back."""
        tid, board = event.table_id, event.board
        uid = board.seats[event.seat].user_id if 0 <= event.seat < len(board.seats) else None
        if uid is None:
            return
        if await self._closed(uid):
            await self._post_ping(tid, uid, -1, t("dc_ping_away", mention=f"<@{uid}>"), away_view(tid))
            return
        live = await self._memory.hand(tid, uid, "dm")
        hand = live.hand if live is not None else None
        context = await self._context(tid, board)
        content = hand_text.away_message(event.seat, board, context)
        sent = await self._send_dm(uid, content, away_view(tid), table_id=tid)
        if sent is None:
            if await self._closed(uid):
                await self._post_ping(tid, uid, -1, t("dc_ping_away", mention=f"<@{uid}>"), away_view(tid))
            return
        await self._memory.set_hand(tid, uid, "dm", HandMessage(hand, AWAY, sent.channel.id, sent.id, away=True))
        if live is not None:
            await self._discard(live)

    async def _game_over(self, event: GameOver) -> None:
        """Each player's last hand message of the game shows the result (not an empty hand)."""
        context = await self._context(event.table_id, event.board)
        for info in event.board.seats:
            if info.user_id is not None:
                with speaking(await self._language(info.user_id)):
                    text = hand_text.over_message(info.seat, event.board, event.totals, event.winners, context)
                    await self._close_hands(event.table_id, info.user_id, text)

    async def _reset(self, event: TableReset) -> None:
        context = await self._context(event.table_id, None)
        for info in event.board.seats:
            if info.user_id is not None:
                with speaking(await self._language(info.user_id)):
                    await self._close_hands(event.table_id, info.user_id, hand_text.reset_message(context))
        await self._memory.forget_table(event.table_id)

    async def _new_game(self, event: GameStarted) -> None:
        await self._memory.forget_table(event.table_id)

    # -- by DM ----------------------------------------------------------------------------

    async def _by_dm(self, hand: YourHand, board: Board | None) -> None:
        tid, uid = hand.table_id, hand.user_id
        live = await self._memory.hand(tid, uid, "dm")
        asked = live is not None and live.asks and live.hand is not None and live.hand.decision == hand.decision
        if hand_text.asks(hand) and not asked:
            await self._notify(hand, board, live)
            return
        if live is None or live.digest == signature(hand):
            return  # nothing asked and nothing to update (the trick around a hand is shown with each decision)
        content, view = await self.render(hand, board)
        if await self._edit(live, content, view):
            await self._memory.set_hand(tid, uid, "dm", replace(live, hand=hand, digest=signature(hand), away=False))
        await self._refresh_private(hand, board)

    async def _notify(
        self, hand: YourHand, board: Board | None, live: HandMessage | None, note: str | None = None
    ) -> None:
        """A new DM for a decision (the notification); the previous hand message goes."""
        tid, uid = hand.table_id, hand.user_id
        content, view = await self.render(hand, board, note=note)
        sent = await self._send_dm(uid, content, view, table_id=tid, hand=hand, board=board)
        if sent is None:
            return
        await self._memory.set_hand(tid, uid, "dm", HandMessage(hand, signature(hand), sent.channel.id, sent.id))
        if live is not None:
            await self._discard(live)
        await self._refresh_private(hand, board, note=note)

    async def _send_dm(
        self,
        user_id: int,
        content: str,
        view: discord.ui.View | None,
        *,
        table_id: int | None = None,
        hand: YourHand | None = None,
        board: Board | None = None,
    ) -> discord.Message | None:
        channel = await self._channels.dm(user_id)
        if channel is None:
            return None  # could not open the DM channel now: the next decision tries again
        kwargs: dict[str, Any] = {"view": view} if view is not None else {}
        result = await safe.call(
            lambda: channel.send(content, **kwargs), "DM hand", gate=self._limiter.gate(channel.id, urgent=True)
        )
        if result.forbidden:
            await self._memory.set_dms_closed(user_id, now())
            if table_id is not None:
                await self._notice_closed(table_id, user_id)
                if hand is not None:
                    await self._privately(hand, board)
            return None
        return result.value if result.ok else None

    async def _edit(self, shown: HandMessage, content: str, view: discord.ui.View | None) -> bool:
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

    async def _discard(self, shown: HandMessage) -> None:
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

    async def _close_hands(self, table_id: int, user_id: int, text: str) -> None:
        """The game is over (or reset): every hand of the player shows ``text``, without a menu."""
        pending = self._clicks.get((table_id, user_id))
        dm = await self._memory.hand(table_id, user_id, "dm")
        if pending is not None:
            await pending[0].show(text, None)
        elif dm is not None:
            await self._edit(dm, text, None)
        private = await self._memory.hand(table_id, user_id, "ephemeral")
        if private is not None and private.grant is not None and private.grant.fresh(now()):
            await self._edit(private, text, None)
        await self._drop_ping(table_id, user_id)

    async def _keep(self, table_id: int, user_id: int, hand: YourHand) -> None:
        """Remember the newest hand of an away player, showing nothing."""
        where: Where = "ephemeral" if await self._closed(user_id) else "dm"
        shown = await self._memory.hand(table_id, user_id, where)
        if shown is not None:
            await self._memory.set_hand(table_id, user_id, where, replace(shown, hand=hand))

    # -- closed DMs -----------------------------------------------------------------------

    async def _closed(self, user_id: int) -> bool:
        refused = await self._memory.dms_closed(user_id)
        return refused is not None and now() - refused < DM_RETRY_AFTER

    async def _privately(self, hand: YourHand, board: Board | None, *, note: str | None = None) -> None:
        """No DMs: bring the private reply up to date (while its token lives) and mention the player in the channel."""
        tid, uid = hand.table_id, hand.user_id
        shown = await self._memory.hand(tid, uid, "ephemeral")
        grant = shown.grant if shown is not None else None
        if shown is not None and grant is not None and grant.fresh(now()) and (note or shown.digest != signature(hand)):
            content, view = await self.render(hand, board, note=note)
            if not await self._edit(shown, content, view):
                grant = None
        await self._memory.set_hand(tid, uid, "ephemeral", HandMessage(hand, signature(hand), grant=grant))
        ping = await self._memory.ping(tid, uid)
        if not hand_text.asks(hand):
            await self._drop_ping(tid, uid)
        elif ping is None or ping.decision != hand.decision or note:
            text = hand_text.ping_text(hand, board, f"<@{uid}>", warning=note)
            await self._post_ping(tid, uid, hand.decision, text, board_view(tid))

    async def _refresh_private(self, hand: YourHand, board: Board | None, *, note: str | None = None) -> None:
        """A DM player who also opened their hand with /hand: keep that reply from showing a dead menu (free)."""
        shown = await self._memory.hand(hand.table_id, hand.user_id, "ephemeral")
        if shown is None or shown.grant is None or not shown.grant.fresh(now()):
            return
        if shown.digest == signature(hand) and not note:
            return
        content, view = await self.render(hand, board, note=note)
        edited = await self._edit(shown, content, view)
        grant = shown.grant if edited else None
        await self._memory.set_hand(
            hand.table_id, hand.user_id, "ephemeral", HandMessage(hand, signature(hand), grant=grant)
        )

    async def _post_ping(self, table_id: int, user_id: int, decision: int, text: str, view: discord.ui.View) -> None:
        """A new mention in the game's channel (it notifies), replacing the previous one."""
        channel_id = await self._channels.game_channel_id(table_id)
        channel = self._channels.table(table_id) if channel_id == table_id else self._channels.by_id(channel_id)
        allowed = discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(user_id)])
        result = await safe.call(
            lambda: channel.send(text, view=view, allowed_mentions=allowed),
            "turn ping",
            gate=self._limiter.gate(channel_id, urgent=True),
        )
        await self._drop_ping(table_id, user_id)
        if result.ok and result.value is not None:
            await self._memory.set_ping(table_id, user_id, Ping(channel_id, result.value.id, decision))

    async def _drop_ping(self, table_id: int, user_id: int) -> None:
        ping = await self._memory.ping(table_id, user_id)
        if ping is None:
            return
        await self._memory.set_ping(table_id, user_id, None)
        message = self._channels.message(ping.channel_id, ping.message_id)
        await safe.call(message.delete, "delete turn ping", gate=self._limiter.gate(ping.channel_id, urgent=False))

    async def _notice_closed(self, table_id: int, user_id: int) -> None:
        """Tell the player in the channel how to see their hand (once: the refusal is remembered)."""
        channel_id = await self._channels.game_channel_id(table_id)
        channel = self._channels.table(table_id) if channel_id == table_id else self._channels.by_id(channel_id)
        await safe.call(
            lambda: channel.send(
                t("dc_dms_closed", mention=f"<@{user_id}>"),
                view=board_view(table_id),
                allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
            ),
            "closed-DM notice",
            gate=self._limiter.gate(channel_id, urgent=True),
        )

    # -- what a hand message says about its table -----------------------------------------

    async def _context(self, table_id: int, board: Board | None) -> HandContext:
        place = await self._channels.place(table_id)
        shown = await self._memory.board(table_id)
        if shown is not None:
            link = jump_url(place, shown.channel_id, shown.message_id)
        else:
            link = jump_url(place, await self._channels.game_channel_id(table_id))
        points = None
        if board is not None and board.phase == "tricks" and board.round_index is not None:
            tricks = await self._memory.tricks(table_id, board.round_index)
            points = render.round_points(tricks, len(board.seats))
        return HandContext(place, link, points)
