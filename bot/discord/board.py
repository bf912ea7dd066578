"""Service events to channel messages: one board message per trick, edits coalesced.

Every table (channel) has a queue of events and, while it is not empty, one
task that works through it in order and then ends (no idle task waits
forever). Events that only change the board mark it dirty; the board
message is edited at most once per ``board_edit_interval`` with the newest
state, so a burst of AI cards is one edit. A new channel message is posted
only for a new round (its board doubles as the first trick's), each new
trick, round and game scoreboards, and lobby/vote announcements.

Private ``YourHand`` events go to :class:`~bot.discord.delivery.Delivery`
in the same order, after the board work queued before them. (The adapter
never asks the service for a hand in the background: ``hand`` ends a seat's
"away" state, which only its player may do.)
"""

from __future__ import annotations

import asyncio
import collections
import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from bot.discord import render, safe
from bot.discord.components import board_view
from bot.service import events as ev
from bot.text import t

if TYPE_CHECKING:
    from bot.discord.client import StichelnBot

log = logging.getLogger("bot.discord")


@dataclass
class Feed:
    table_id: int
    queue: collections.deque[ev.Event] = field(default_factory=collections.deque)
    task: asyncio.Task[None] | None = None
    board: ev.Board | None = None  # newest public state
    message: discord.Message | None = None  # the board message of the current trick
    message_key: tuple[int, int] | None = None  # (round, trick) it shows; trick -1 while choosing pain
    dirty: bool = False
    last_edit: float = 0.0
    need_board: bool = False  # a trick was taken: the next one gets a new message
    trick_board: ev.Board | None = None  # the board as the latest card was played (the round it belongs to)


class Presenter:
    def __init__(self, bot: StichelnBot) -> None:
        self.bot = bot
        self.feeds: dict[int, Feed] = {}

    @property
    def interval(self) -> float:
        return self.bot.settings.board_edit_interval

    # -- the service's listener ------------------------------------------------------

    async def on_event(self, event: ev.Event) -> None:
        """Queue the event; never blocks the service."""
        feed = self.feeds.get(event.table_id)
        if feed is None:
            feed = self.feeds[event.table_id] = Feed(event.table_id)
        feed.queue.append(event)
        if feed.task is None or feed.task.done():
            feed.task = asyncio.create_task(self._drain(feed), name=f"sticheln-feed-{event.table_id}")

    async def idle(self) -> None:
        """Wait until every queued event is rendered."""
        while True:
            tasks = [f.task for f in self.feeds.values() if f.task is not None and not f.task.done()]
            if not tasks:
                return
            await asyncio.gather(*tasks, return_exceptions=True)

    async def _drain(self, feed: Feed) -> None:
        while True:
            while feed.queue:
                event = feed.queue.popleft()
                try:
                    await self._handle(feed, event)
                except Exception:  # one bad event must not stop the table's rendering
                    log.exception("rendering %s failed", type(event).__name__)
            if feed.dirty:
                wait = feed.last_edit + self.interval - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                    continue
                await self._flush(feed)
                continue
            if feed.need_board and feed.board is not None and feed.board.phase == "tricks":
                await self._post_board(feed)
                continue
            return

    # -- events ------------------------------------------------------------------------

    async def _handle(self, feed: Feed, event: ev.Event) -> None:
        if isinstance(event, ev.PublicEvent):
            feed.board = event.board
        match event:
            case ev.YourHand():
                await self.bot.delivery.deliver(feed.table_id, event, feed.board)
            case ev.PainConfirmed() | ev.PeekGranted():
                pass  # the hand refresh shows the pain card; /peek answers directly
            case ev.Joined():
                if event.ai_level:
                    what = t("dc_joined_ai", name=event.name, seat=event.seat, level=event.ai_level)
                else:
                    what = t("dc_joined", name=event.name, seat=event.seat)
                await self._say(feed, what + "\n" + render.lobby_text(event.board))
            case ev.Left():
                await self._say(feed, t("dc_left", name=event.name) + "\n" + render.lobby_text(event.board))
            case ev.OptionsChanged():
                await self._say(feed, t("dc_option_changed", by=event.by, description=event.description))
            case ev.TableReset():
                await self._flush(feed)
                feed.message, feed.message_key, feed.need_board = None, None, False
                self.bot.delivery.forget_table(feed.table_id)
                await self._say(feed, t("dc_table_reset", by=event.by))
            case ev.GameStarted():
                self.bot.delivery.forget_table(feed.table_id)
                await self._send(feed, content=t("dc_game_started_note"), embed=render.game_started_embed(event.board))
            case ev.RoundStarted():
                await self._flush(feed)
                feed.need_board = False
                await self._post_board(feed, key=(event.board.round_index or 0, -1))
            case ev.PainChosen():
                feed.dirty = True
            case ev.PainRevealed():
                feed.dirty = True
                if feed.message_key is not None:
                    feed.message_key = (feed.message_key[0], event.board.trick_index or 0)
            case ev.CardPlayed():
                feed.trick_board = event.board
                if feed.need_board or feed.message is None:
                    await self._post_board(feed)
                else:
                    feed.dirty = True
            case ev.TrickTaken():
                feed.dirty = False  # the taken trick replaces whatever edit was pending
                await self._trick_taken(feed, event)
            case ev.RoundScored():
                feed.need_board = False
                await self._send(feed, embed=render.round_scored_embed(event.board, event.scores, event.pain_cards))
            case ev.GameOver():
                feed.need_board = False
                await self._flush(feed)
                await self._send(
                    feed, embed=render.game_over_embed(event.board, event.totals, event.winners, event.rating_changes)
                )
            case ev.TurnWarning():
                feed.dirty = True
                await self.bot.delivery.warn(feed.table_id, event.user_id, event.seconds_left, feed.board)
            case ev.SeatAway():
                feed.dirty = True
                await self._say(feed, t("dc_seat_away", name=render.seat_name(event.board, event.seat)))
            case ev.SeatBack():
                feed.dirty = True
            case ev.SeatTakenOver():
                feed.dirty = True
                await self._say(
                    feed, t("dc_seat_taken_over", name=render.seat_name(event.board, event.seat), level=event.level)
                )
            case ev.SeatReclaimed():
                feed.dirty = True
                await self._say(feed, t("dc_seat_reclaimed", name=event.name))
            case ev.VoteStarted():
                key = {"reset": "dc_vote_reset", "remove": "dc_vote_remove", "reclaim": "dc_vote_reclaim"}
                text = t(key.get(event.kind, "dc_vote_reset"), by=event.by, subject=event.subject)
                mentions = " ".join(f"<@{uid}>" for uid in event.voters)
                await self._say(
                    feed,
                    text + "\n" + t("dc_vote_how") + (f"\n{mentions}" if mentions else ""),
                    mention=list(event.voters),
                )
            case ev.VoteEnded():
                key = "dc_vote_passed" if event.passed else "dc_vote_failed"
                await self._say(feed, t(key, kind=event.kind, subject=event.subject))
            case _:
                log.debug("no rendering for %s", type(event).__name__)

    async def _trick_taken(self, feed: Feed, event: ev.TrickTaken) -> None:
        if feed.message_key is not None:
            round_index, trick_index = feed.message_key[0], max(feed.message_key[1], 0)
        else:  # lost track (a restart): the board after the trick counts it among the taken ones
            round_index, trick_index = event.board.round_index or 0, max((event.board.trick_index or 1) - 1, 0)
        board = feed.trick_board or event.board  # after a round's last trick, event.board shows the next deal
        embed = render.taken_embed(
            board,
            event.cards,
            event.leader,
            event.winner,
            event.points,
            round_index=round_index,
            trick_index=trick_index,
        )
        if feed.message is not None:
            message = feed.message
            result = await safe.call(lambda: message.edit(embed=embed, view=None), "edit taken trick")
            if not result.ok:
                await self._send(feed, embed=embed)
        else:
            await self._send(feed, embed=embed)
        feed.message, feed.message_key, feed.dirty = None, None, False
        feed.need_board = True

    # -- output ----------------------------------------------------------------------

    async def _post_board(self, feed: Feed, key: tuple[int, int] | None = None) -> None:
        """A new board message for the trick (or pain choice) now in progress."""
        board = feed.board
        if board is None:
            return
        feed.need_board = False
        content = None
        mention: list[int] = []
        if board.turn is not None and 0 <= board.turn < len(board.seats):
            uid = board.seats[board.turn].user_id
            if uid is not None and uid in self.bot.delivery.ephemeral_users:
                content, mention = f"<@{uid}>", [uid]  # their only turn ping: ephemeral hands cannot notify
        embed, view = render.board_embed(board), board_view(feed.table_id)
        message = await self._send(feed, content=content, embed=embed, view=view, mention=mention)
        feed.message = message
        feed.message_key = key or ((board.round_index or 0), board.trick_index or 0)
        feed.dirty = False
        feed.last_edit = time.monotonic()

    async def _flush(self, feed: Feed) -> None:
        if not feed.dirty or feed.board is None:
            feed.dirty = False
            return
        feed.dirty = False
        feed.last_edit = time.monotonic()
        if feed.message is None:
            if feed.board.phase in ("pain", "tricks"):
                await self._post_board(feed)
            return
        message, embed = feed.message, render.board_embed(feed.board)
        result = await safe.call(lambda: message.edit(embed=embed), "edit board")
        if result.ok and result.value is not None:
            feed.message = result.value
        elif result.not_found:
            feed.message = None

    async def _say(self, feed: Feed, text: str, *, mention: list[int] | None = None) -> None:
        await self._send(feed, content=render.clip(text), mention=mention or [])

    async def _send(self, feed: Feed, *, mention: list[int] | None = None, **kwargs: Any) -> discord.Message | None:
        channel = self.bot.table_channel(feed.table_id)
        allowed = discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in mention or []])
        kwargs = {k: v for k, v in kwargs.items() if v is not None}
        result = await safe.call(lambda: channel.send(allowed_mentions=allowed, **kwargs), "post to table")
        return result.value
