"""Public events to channel messages: one board message per trick, edits coalesced.

A new channel message is posted only for a new round (its board doubles as
the first trick's), each new trick, round and game scoreboards, and lobby and
vote announcements. Events that only change the board mark it dirty: the
board message is edited at most once per ``board_edit_interval`` with the
newest state, by one short-lived task per table, so a burst of AI cards is
one edit. The events themselves arrive in commit order from the service's
one queue per table (:mod:`bot.service.announcer`), through the
:class:`~bot.discord.dispatch.EventRouter`.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.discord import render, safe
from bot.discord.channels import Channels
from bot.discord.club.chart import result_chart
from bot.discord.components import board_view
from bot.discord.delivery import Delivery
from bot.discord.dispatch import EventRouter
from bot.service import events as ev
from bot.settings import Settings
from bot.text import t

log = logging.getLogger("bot.discord")


@dataclass
class TableBoard:
    """What the channel shows of one table: the current trick's board message and the edit it still owes."""

    message: discord.Message | None = None
    dirty: bool = False  # the message shows an older state than the newest board
    last_edit: float = 0.0
    need_board: bool = False  # a trick was taken: the next one gets a new message
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    flusher: asyncio.Task[None] | None = None


class Presenter:
    def __init__(self, channels: Channels, router: EventRouter, delivery: Delivery, settings: Settings) -> None:
        self._channels = channels
        self._router = router
        self._delivery = delivery
        self._settings = settings  # board_edit_interval is read at each edit, so it can be tuned while running
        self._tables: dict[int, TableBoard] = {}
        handlers: list[tuple[type[Any], Any]] = [
            (ev.Joined, self._joined),
            (ev.Left, self._left),
            (ev.OptionsChanged, self._options_changed),
            (ev.TableReset, self._table_reset),
            (ev.GameStarted, self._game_started),
            (ev.RoundStarted, self._round_started),
            (ev.PainChosen, self._changed),
            (ev.PainRevealed, self._changed),
            (ev.CardPlayed, self._card_played),
            (ev.TrickTaken, self._trick_taken),
            (ev.RoundScored, self._round_scored),
            (ev.GameOver, self._game_over),
            (ev.TurnWarning, self._changed),
            (ev.SeatAway, self._seat_away),
            (ev.SeatBack, self._changed),
            (ev.SeatTakenOver, self._seat_taken_over),
            (ev.SeatReclaimed, self._seat_reclaimed),
            (ev.VoteStarted, self._vote_started),
            (ev.VoteEnded, self._vote_ended),
        ]
        for kind, handler in handlers:
            router.on(kind, self._locked(handler))

    def _locked(self, handler: Any) -> Any:
        """Run ``handler`` under the table's lock, then let the flusher do any edit it left owing."""

        async def run(event: ev.PublicEvent) -> None:
            state = self._tables.setdefault(event.table_id, TableBoard())
            async with state.lock:
                await handler(state, event)
            if (state.dirty or state.need_board) and (state.flusher is None or state.flusher.done()):
                state.flusher = asyncio.create_task(self._flush_later(event.table_id, state))

        return run

    async def idle(self) -> None:
        """Wait until every edit owed is made."""
        while tasks := [s.flusher for s in self._tables.values() if s.flusher is not None and not s.flusher.done()]:
            await asyncio.gather(*tasks, return_exceptions=True)

    # -- events ------------------------------------------------------------------------

    async def _changed(self, state: TableBoard, event: ev.PublicEvent) -> None:
        state.dirty = True

    async def _joined(self, state: TableBoard, event: ev.Joined) -> None:
        if event.ai_level:
            what = t("dc_joined_ai", name=event.name, seat=event.seat, level=event.ai_level)
        else:
            what = t("dc_joined", name=event.name, seat=event.seat)
        await self._say(event.table_id, what + "\n" + render.lobby_text(event.board))

    async def _left(self, state: TableBoard, event: ev.Left) -> None:
        await self._say(event.table_id, t("dc_left", name=event.name) + "\n" + render.lobby_text(event.board))

    async def _options_changed(self, state: TableBoard, event: ev.OptionsChanged) -> None:
        await self._say(event.table_id, t("dc_option_changed", by=event.by, description=event.description))

    async def _table_reset(self, state: TableBoard, event: ev.TableReset) -> None:
        await self._flush(event.table_id, state)
        state.message, state.need_board = None, False
        await self._say(event.table_id, t("dc_table_reset", by=event.by))

    async def _game_started(self, state: TableBoard, event: ev.GameStarted) -> None:
        embed = render.game_started_embed(event.board)
        await self._send(event.table_id, content=t("dc_game_started_note"), embed=embed)

    async def _round_started(self, state: TableBoard, event: ev.RoundStarted) -> None:
        await self._flush(event.table_id, state)
        await self._post_board(event.table_id, state)

    async def _card_played(self, state: TableBoard, event: ev.CardPlayed) -> None:
        if state.need_board or state.message is None:
            await self._post_board(event.table_id, state)
        else:
            state.dirty = True

    async def _trick_taken(self, state: TableBoard, event: ev.TrickTaken) -> None:
        """The trick's message becomes the taken trick, as it stays in the channel; the next trick gets a new one."""
        embed = render.taken_embed(
            event.complete,
            event.cards,
            event.leader,
            event.winner,
            event.points,
            round_index=event.round_index,
            trick_index=event.trick_index,
        )
        message = state.message
        if message is None or not (await safe.call(lambda: message.edit(embed=embed, view=None), "taken trick")).ok:
            await self._send(event.table_id, embed=embed)
        state.message, state.dirty, state.need_board = None, False, True

    async def _round_scored(self, state: TableBoard, event: ev.RoundScored) -> None:
        state.need_board = False
        await self._send(event.table_id, embed=render.round_scored_embed(event.board, event.scores, event.pain_cards))

    async def _game_over(self, state: TableBoard, event: ev.GameOver) -> None:
        state.need_board = False
        await self._flush(event.table_id, state)
        embed = render.game_over_embed(event.board, event.totals, event.winners, event.rating_changes)
        await self._send(event.table_id, embed=embed, file=result_chart(event.board, embed))  # the chart (issue 14)

    async def _seat_away(self, state: TableBoard, event: ev.SeatAway) -> None:
        state.dirty = True
        await self._say(event.table_id, t("dc_seat_away", name=render.seat_name(event.board, event.seat)))

    async def _seat_taken_over(self, state: TableBoard, event: ev.SeatTakenOver) -> None:
        state.dirty = True
        name = render.seat_name(event.board, event.seat)
        await self._say(event.table_id, t("dc_seat_taken_over", name=name, level=event.level))

    async def _seat_reclaimed(self, state: TableBoard, event: ev.SeatReclaimed) -> None:
        state.dirty = True
        await self._say(event.table_id, t("dc_seat_reclaimed", name=event.name))

    async def _vote_started(self, state: TableBoard, event: ev.VoteStarted) -> None:
        key = {"reset": "dc_vote_reset", "remove": "dc_vote_remove", "reclaim": "dc_vote_reclaim"}
        text = t(key.get(event.kind, "dc_vote_reset"), by=event.by, subject=event.subject)
        mentions = " ".join(f"<@{uid}>" for uid in event.voters)
        text += "\n" + t("dc_vote_how") + (f"\n{mentions}" if mentions else "")
        await self._say(event.table_id, text, mention=list(event.voters))

    async def _vote_ended(self, state: TableBoard, event: ev.VoteEnded) -> None:
        key = "dc_vote_passed" if event.passed else "dc_vote_failed"
        await self._say(event.table_id, t(key, kind=event.kind, subject=event.subject))

    # -- the board message -----------------------------------------------------------

    async def _flush_later(self, table_id: int, state: TableBoard) -> None:
        """Make the edit the table owes once the interval since the last edit is over; post a trick's new board."""
        try:
            while True:
                wait = state.last_edit + self._settings.board_edit_interval - time.monotonic()
                if state.dirty and wait > 0:
                    await asyncio.sleep(wait)
                    continue
                async with state.lock:
                    board = self._router.board(table_id)
                    if state.dirty:
                        await self._flush(table_id, state)
                    elif state.need_board and board is not None and board.phase == "tricks":
                        await self._post_board(table_id, state)
                    else:
                        return
        except Exception:  # one bad edit must not stop the table's rendering
            log.exception("editing the board of table %s failed", table_id)

    async def _post_board(self, table_id: int, state: TableBoard) -> None:
        """A new board message for the trick (or pain choice) now in progress."""
        board = self._router.board(table_id)
        if board is None:
            return
        state.need_board = False
        content = None
        mention: list[int] = []
        if board.turn is not None and 0 <= board.turn < len(board.seats):
            uid = board.seats[board.turn].user_id
            if uid is not None and uid in self._delivery.ephemeral_users:
                content, mention = f"<@{uid}>", [uid]  # their only turn ping: ephemeral hands cannot notify
        embed, view = render.board_embed(board), board_view(table_id)
        state.message = await self._send(table_id, content=content, embed=embed, view=view, mention=mention)
        state.dirty = False
        state.last_edit = time.monotonic()

    async def _flush(self, table_id: int, state: TableBoard) -> None:
        """Edit the board message to the newest board, if it owes one (or post it, if it is gone)."""
        board = self._router.board(table_id)
        if not state.dirty or board is None:
            state.dirty = False
            return
        state.dirty = False
        state.last_edit = time.monotonic()
        if state.message is None:
            if board.phase in ("pain", "tricks"):
                await self._post_board(table_id, state)
            return
        message, embed = state.message, render.board_embed(board)
        result = await safe.call(lambda: message.edit(embed=embed), "edit board")
        if result.ok and result.value is not None:
            state.message = result.value
        elif result.not_found:
            state.message = None

    async def _say(self, table_id: int, text: str, *, mention: list[int] | None = None) -> None:
        await self._send(table_id, content=render.clip(text), mention=mention or [])

    async def _send(self, table_id: int, *, mention: list[int] | None = None, **kwargs: Any) -> discord.Message | None:
        channel = self._channels.table(table_id)
        allowed = discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in mention or []])
        kwargs = {k: v for k, v in kwargs.items() if v is not None}
        result = await safe.call(lambda: channel.send(allowed_mentions=allowed, **kwargs), "post to table")
        return result.value
