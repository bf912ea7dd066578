"""The table's messages in its channel: the board message, edited at most once per interval with the newest
state (or posted anew when it is gone or too old to edit), and the posts of notices, each once per event.

:class:`~bot.discord.table.board.Presenter` decides what each event shows; this
room makes the messages: the coalesced board edits (one short-lived task per
table, so a burst of AI cards is one edit, an edit that would show the same
board again is skipped, and under the REST budget's pressure edits wait
longer), and every post to the table's channel or its game's thread.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from dataclasses import dataclass, field, replace
from typing import Any

import discord

from bot.discord import posted_once, safe
from bot.discord.dispatch import EventRouter
from bot.discord.hands.components import board_view
from bot.discord.limiter import RestLimiter
from bot.discord.links.web_links import WebLinks
from bot.discord.memory import AdapterMemory, BoardMessage
from bot.discord.table import render, round_message
from bot.discord.table.channels import Channels
from bot.i18n import speaking
from bot.model import events as ev
from bot.model.contract import Told
from bot.settings import Settings

log = logging.getLogger("bot.discord")

CROWDED_INTERVAL = 3.0  # seconds between board edits while the REST budget is under pressure
# While pain cards are being chosen the board is edited at most once per this many board_edit_intervals: a
# seated player sees whom the table waits for in their own hand (edited through their click's token, outside the
# global limit), so the board's ticks are for onlookers; everyone chooses at once, and the bot token's budget is
# better spent on the turn notifications.
PAIN_PHASE_FACTOR = 15
LOBBY = "lobby"  # the digest of a lobby message (the table's live message before a game)
TOO_OLD_TO_EDIT = 30046  # Discord's code for a message past its edits after an hour
ARCHIVED = 50083  # the game's thread is archived: its messages cannot be edited, a new one opens it again
UNKNOWN_CHANNEL = 10003  # the game's thread was deleted
POST_ANEW = (TOO_OLD_TO_EDIT, ARCHIVED)  # a board that cannot be edited for these is posted anew
# what an event posts to the table, each once (posted_once.post_for_event): the places of a table's posts
START, BOARD, ROUND_RESULT, NOTICE = "start", "board", "round", "notice"  # and LOBBY, the lobby message


@dataclass
class TableBoard:
    """This process's edit the table's board owes (coalescing state: nothing here needs to survive a restart)."""

    dirty: bool = False  # the board message shows an older state than the newest board
    last_edit: float = 0.0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    flusher: asyncio.Task[None] | None = None
    pain_sleeper: asyncio.Task[None] | None = None  # the flusher, waiting out the pain phase's longer interval


def _choosing_pain(board: ev.Board | None) -> bool:
    return board is not None and board.phase == "pain"


class BoardMessages:
    def __init__(
        self,
        channels: Channels,
        router: EventRouter,
        memory: AdapterMemory,
        limiter: RestLimiter,
        settings: Settings,
        web: WebLinks,
    ) -> None:
        self._channels = channels
        self._web = web
        self._router = router
        self._memory = memory
        self._limiter = limiter
        self._settings = settings  # board_edit_interval is read at each edit, so it can be tuned while running

    async def flush_later(self, table_id: int, state: TableBoard) -> None:
        """Make the edit the table owes once the interval since the last edit is over (longer under pressure)."""
        try:
            while state.dirty:
                step = self._settings.board_edit_interval
                interval = max(step, CROWDED_INTERVAL) if self._limiter.crowded else step
                pain = _choosing_pain(self._router.board(table_id))
                if pain:
                    interval = max(interval, step * PAIN_PHASE_FACTOR)
                wait = state.last_edit + interval - time.monotonic()
                if wait > 0:
                    await self._wait(state, wait, pain=pain)
                    continue
                shown = await self._memory.board(table_id)
                channel = shown.channel_id if shown is not None else table_id
                # the slot is taken outside the lock: a notification never waits behind a board edit
                await self._limiter.acquire(channel, urgent=False)
                board = self._router.board(table_id)
                async with state.lock:
                    with speaking(self._channels.table_locale(table_id, board)):
                        await self.flush(table_id, state, slot_taken=True)
        except Exception:  # one bad edit must not stop the table's rendering
            log.exception("editing the board of table %s failed", table_id)

    async def _wait(self, state: TableBoard, seconds: float, *, pain: bool) -> None:
        """Sleep ``seconds``; a wait at the pain phase's interval may be cut short by :meth:`flush_soon`."""
        me = asyncio.current_task()
        state.pain_sleeper = me if pain else None
        try:
            await asyncio.sleep(seconds)
        finally:
            if state.pain_sleeper is me:
                state.pain_sleeper = None

    def flush_soon(self, table_id: int, state: TableBoard, board: ev.Board | None) -> None:
        """Make sure an edit the board owes is on its way: a flusher waiting out the pain phase's interval is
        replaced once the pain cards are chosen, so the first trick shows at the usual interval."""
        if state.pain_sleeper is not None and not _choosing_pain(board):
            state.pain_sleeper.cancel()  # (it only sleeps: no edit is cut short)
            state.pain_sleeper = state.flusher = None
        if state.dirty and (state.flusher is None or state.flusher.done()):
            state.flusher = asyncio.create_task(self.flush_later(table_id, state))

    async def post_board(self, table_id: int, state: TableBoard, told: Told | None) -> None:
        """A new board message for the trick (or pain choice) now in progress (once for ``told``, if an event's)."""
        board = self._router.board(table_id)
        if board is None:
            return
        embed = await self.board_embed(board)
        message = await posted_once.post_for_event(
            self._memory,
            told,
            BOARD,
            lambda nonce: self.send(table_id, embed=embed, view=board_view(table_id, self._web), nonce=nonce),
        )
        state.dirty = False
        state.last_edit = time.monotonic()
        if message is not None:
            await self._memory.set_board(table_id, BoardMessage(message.channel.id, message.id, _digest(embed)))

    async def flush(
        self,
        table_id: int,
        state: TableBoard,
        *,
        slot_taken: bool = False,
        urgent: bool = False,
        told: Told | None = None,
    ) -> None:
        """Edit the board message to the newest board, if it owes one and it differs (or post it, if it is gone).

        ``told``: the event whose handler flushes (None for the timed flush, which posts for no event)."""
        board = self._router.board(table_id)
        if not state.dirty or board is None:
            state.dirty = False
            if slot_taken:
                self._limiter.give_back()
            return
        state.dirty = False
        state.last_edit = time.monotonic()
        shown = await self._memory.board(table_id)
        if shown is None:
            if slot_taken:
                self._limiter.give_back()
            if board.phase == "pain" or (board.phase == "tricks" and board.trick):
                await self.post_board(table_id, state, told)
            return
        embed = await self.board_embed(board)
        digest = _digest(embed)
        if digest == shown.digest:
            if slot_taken:
                self._limiter.give_back()
            return
        message = self._channels.message(shown.channel_id, shown.message_id)
        gate = None if slot_taken else self._limiter.gate(shown.channel_id, urgent=urgent)
        result = await safe.call(lambda: message.edit(embed=embed), "edit board", gate=gate)
        if result.ok:
            await self._memory.set_board(table_id, replace(shown, digest=digest))
        elif result.not_found or getattr(result.error, "code", None) in POST_ANEW:
            await self._memory.set_board(table_id, None)
            await self.post_board(table_id, state, told)

    async def board_embed(self, board: ev.Board) -> discord.Embed:
        """The round's board: the trick in progress, the tricks taken so far, the running totals."""
        tricks = {}
        if board.phase == "tricks" and board.round_index is not None:
            tricks = await self._memory.tricks(board.table_id, board.round_index)
        return round_message.board_embed(board, tricks)

    async def say(
        self,
        table_id: int,
        text: str,
        *,
        mention: list[int] | None = None,
        lobby: bool = False,
        told: Told | None = None,
        place: str = NOTICE,
    ) -> discord.Message | None:
        """A notice (it notifies): once for ``told``, the event it tells of, however often that is delivered."""

        async def send(nonce: str | None) -> discord.Message | None:
            content = render.clip(text)
            return await self.send(table_id, content=content, mention=mention or [], lobby=lobby, nonce=nonce)

        return await posted_once.post_for_event(self._memory, told, place, send)

    async def send(
        self, table_id: int, *, mention: list[int] | None = None, lobby: bool = False, **kwargs: Any
    ) -> discord.Message | None:
        """Post to the table: its channel (``lobby``), or where its game is played (its thread, if any).

        A game whose thread was deleted under it goes on in the table's channel."""
        channel_id = table_id if lobby else await self._channels.game_channel_id(table_id)
        allowed = discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in mention or []])
        kwargs = {k: v for k, v in kwargs.items() if v is not None}
        result = await self._post(table_id, channel_id, allowed, kwargs)
        if channel_id != table_id and getattr(result.error, "code", None) == UNKNOWN_CHANNEL:
            log.info("the game thread %s of table %s is gone: the game goes on in the channel", channel_id, table_id)
            await self._memory.set_thread(table_id, None)
            result = await self._post(table_id, table_id, allowed, kwargs)
        return result.value

    async def _post(
        self, table_id: int, channel_id: int, allowed: discord.AllowedMentions, kwargs: dict[str, Any]
    ) -> safe.Result[discord.Message]:
        channel = self._channels.table(table_id) if channel_id == table_id else self._channels.by_id(channel_id)
        return await safe.call(
            lambda: channel.send(allowed_mentions=allowed, **kwargs),
            "post to table",
            gate=self._limiter.gate(channel_id, urgent=True),
        )


def _digest(embed: discord.Embed) -> str:
    """What an embed shows, in a few bytes: an edit to the same digest is skipped."""
    return hashlib.sha1(json.dumps(embed.to_dict(), sort_keys=True).encode()).hexdigest()[:16]
