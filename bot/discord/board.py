"""Public events to channel messages: one board message per trick, each card shown as it lands, edits coalesced.

A new channel message is posted for a new round (its board doubles as the
first trick's), a trick's first card (the board of that trick), round and
game scoreboards, and lobby and vote announcements; a taken trick edits its
board into the trick as it stays in the channel, naming who leads the next.
Events that only change the board mark it dirty: the board message is edited
at most once per ``board_edit_interval`` with the newest state, by one
short-lived task per table, so a burst of AI cards is one edit, and an edit
that would show the same board again (a turn warning) is skipped. Board
edits are the REST budget's deferrable calls (:mod:`bot.discord.limiter`):
under pressure they wait longer and show more cards at once; posts and the
taken trick are urgent. With the table option ``thread`` a game is posted in
a thread of its own and only its start and its result reach the channel.

The board message's id and the thread's live in :mod:`bot.discord.memory`,
so any process can edit them; the events arrive in commit order from the
service's one queue per table, through the
:class:`~bot.discord.dispatch.EventRouter`.
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

from bot.discord import posted_once, render, safe
from bot.discord.channels import Channels
from bot.discord.club.chart import result_chart
from bot.discord.components import board_view
from bot.discord.dispatch import EventRouter
from bot.discord.escape import name
from bot.discord.limiter import RestLimiter
from bot.discord.memory import AdapterMemory, BoardMessage, TrickPoints
from bot.i18n import Phrase, speaking, t
from bot.service import events as ev
from bot.service.options import TableOptions, change
from bot.settings import Settings

log = logging.getLogger("bot.discord")

CROWDED_INTERVAL = 3.0  # seconds between board edits while the REST budget is under pressure


@dataclass
class TableBoard:
    """This process's edit the table's board owes (coalescing state: nothing here needs to survive a restart)."""

    dirty: bool = False  # the board message shows an older state than the newest board
    last_edit: float = 0.0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    flusher: asyncio.Task[None] | None = None


class Presenter:
    def __init__(
        self,
        channels: Channels,
        router: EventRouter,
        memory: AdapterMemory,
        limiter: RestLimiter,
        settings: Settings,
    ) -> None:
        self._channels = channels
        self._router = router
        self._memory = memory
        self._limiter = limiter
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
            (ev.SeatBack, self._seat_back),
            (ev.SeatTakenOver, self._seat_taken_over),
            (ev.SeatReclaimed, self._seat_reclaimed),
            (ev.VoteStarted, self._vote_started),
            (ev.VoteEnded, self._vote_ended),
        ]
        for kind, handler in handlers:
            router.on(kind, self._locked(handler))

    def _locked(self, handler: Any) -> Any:
        """Run ``handler`` under the table's lock, then let the flusher make any edit it left owing."""

        async def run(event: ev.PublicEvent) -> None:
            state = self._tables.setdefault(event.table_id, TableBoard())
            async with state.lock:
                with speaking(self._channels.table_locale(event.table_id, event.board)):
                    await handler(state, event)
            if state.dirty and (state.flusher is None or state.flusher.done()):
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
            what = t(
                "dc_joined_ai", name=name(event.name), seat=event.seat, level=Phrase("ai_level", level=event.ai_level)
            )
        else:
            what = t("dc_joined", name=name(event.name), seat=event.seat)
        await self._say(event.table_id, what + "\n" + render.lobby_text(event.board), lobby=True)

    async def _left(self, state: TableBoard, event: ev.Left) -> None:
        text = t("dc_left", name=name(event.name)) + "\n" + render.lobby_text(event.board)
        await self._say(event.table_id, text, lobby=True)

    async def _options_changed(self, state: TableBoard, event: ev.OptionsChanged) -> None:
        if event.option:
            said: object = change(TableOptions.from_words(event.board.options), event.option)
        else:  # an event an older version queued: say the options as they are now
            said = t("dc_options_footer", options=", ".join(event.board.options))
        text = t("dc_option_changed", by=name(event.by), description=said)
        await self._say(event.table_id, text, lobby=True)

    async def _table_reset(self, state: TableBoard, event: ev.TableReset) -> None:
        state.dirty = False
        await self._memory.set_board(event.table_id, None)
        await self._memory.set_thread(event.table_id, None)
        await self._say(event.table_id, t("dc_table_reset", by=name(event.by)), lobby=True)

    async def _game_started(self, state: TableBoard, event: ev.GameStarted) -> None:
        tid = event.table_id
        await self._memory.set_board(tid, None)
        await self._memory.set_thread(tid, None)
        embed = render.game_started_embed(event.board)
        started = await self._send(tid, lobby=True, content=t("dc_game_started_note"), embed=embed)
        if started is not None and "thread" in event.board.options:
            await self._open_thread(tid, started, event.board)

    async def _open_thread(self, table_id: int, started: discord.Message, board: ev.Board) -> None:
        """The game's own thread, opened on its start message (needs the Create Public Threads permission)."""
        title = render.clip(t("dc_thread_name", names=", ".join(name(s.name) for s in board.seats)), 100)
        made = await safe.call(
            lambda: started.create_thread(name=title, auto_archive_duration=1440),
            "open game thread",
            gate=self._limiter.gate(table_id, urgent=True),
        )
        if made.ok and made.value is not None:
            await self._memory.set_thread(table_id, made.value.id)
        else:
            await self._say(table_id, t("dc_thread_failed"), lobby=True)

    async def _round_started(self, state: TableBoard, event: ev.RoundStarted) -> None:
        await self._memory.set_board(event.table_id, None)  # the last trick's message stays as it is
        await self._post_board(event.table_id, state)

    async def _card_played(self, state: TableBoard, event: ev.CardPlayed) -> None:
        if await self._memory.board(event.table_id) is None:
            await self._post_board(event.table_id, state)  # a trick's first card: its board
        else:
            state.dirty = True

    async def _trick_taken(self, state: TableBoard, event: ev.TrickTaken) -> None:
        """The trick's message becomes the taken trick, as it stays in the channel; the next trick gets a new one."""
        tid = event.table_id
        taken = TrickPoints(event.winner, event.points)
        await self._memory.record_trick(tid, event.round_index, event.trick_index, taken)
        points = None
        if event.board.phase == "tricks" and event.board.round_index == event.round_index:
            tricks = await self._memory.tricks(tid, event.round_index)
            points = render.round_points(tricks, len(event.board.seats))
        embed = render.taken_embed(
            event.complete,
            event.cards,
            event.leader,
            event.winner,
            event.points,
            round_index=event.round_index,
            trick_index=event.trick_index,
            after=event.board,
            round_points=points,
        )
        shown = await self._memory.board(tid)
        await self._memory.set_board(tid, None)
        state.dirty = False
        if shown is not None:
            message = self._channels.message(shown.channel_id, shown.message_id)
            edited = await safe.call(
                lambda: message.edit(embed=embed, view=None),
                "taken trick",
                gate=self._limiter.gate(shown.channel_id, urgent=True),
            )
            if edited.ok:
                return
        await self._send(tid, embed=embed)

    async def _round_scored(self, state: TableBoard, event: ev.RoundScored) -> None:
        embed = render.round_scored_embed(event.board, event.scores, event.pain_cards)
        await self._send(event.table_id, embed=embed)

    async def _game_over(self, state: TableBoard, event: ev.GameOver) -> None:
        tid = event.table_id
        await self._flush(tid, state)
        embed = render.game_over_embed(event.board, event.totals, event.winners, event.rating_changes)
        thread = await self._memory.thread(tid)
        # the chart of running totals (issue 14); a fresh file for each message, as a sent one is consumed
        await self._post_result(event, embed)
        if thread is not None:  # the result reaches the channel too
            await self._post_result(event, embed, lobby=True)
        await self._memory.set_board(tid, None)
        await self._memory.set_thread(tid, None)

    async def _post_result(self, event: ev.GameOver, embed: discord.Embed, *, lobby: bool = False) -> None:
        """The result with its chart, once (:mod:`bot.discord.posted_once`: its event may come again)."""

        async def send(nonce: str) -> discord.Message | None:
            return await self._send(
                event.table_id, lobby=lobby, embed=embed, file=result_chart(event.board, embed), nonce=nonce
            )

        place = "lobby" if lobby else "game"
        await posted_once.post_result(self._memory, event.table_id, place, event.board.version, send)

    async def _seat_away(self, state: TableBoard, event: ev.SeatAway) -> None:
        state.dirty = True
        await self._say(event.table_id, t("dc_seat_away", name=render.seat_name(event.board, event.seat)))

    async def _seat_back(self, state: TableBoard, event: ev.SeatBack) -> None:
        state.dirty = True
        await self._say(event.table_id, t("dc_seat_back", name=render.seat_name(event.board, event.seat)))

    async def _seat_taken_over(self, state: TableBoard, event: ev.SeatTakenOver) -> None:
        state.dirty = True
        who = render.seat_name(event.board, event.seat)
        await self._say(event.table_id, t("dc_seat_taken_over", name=who, level=Phrase("ai_level", level=event.level)))

    async def _seat_reclaimed(self, state: TableBoard, event: ev.SeatReclaimed) -> None:
        state.dirty = True
        await self._say(event.table_id, t("dc_seat_reclaimed", name=name(event.name)))

    async def _vote_started(self, state: TableBoard, event: ev.VoteStarted) -> None:
        key = {"reset": "dc_vote_reset", "remove": "dc_vote_remove", "reclaim": "dc_vote_reclaim"}
        text = t(key.get(event.kind, "dc_vote_reset"), by=name(event.by), subject=name(event.subject))
        mentions = " ".join(f"<@{uid}>" for uid in event.voters)
        text += "\n" + t("dc_vote_how") + (f"\n{mentions}" if mentions else "")
        await self._say(event.table_id, text, mention=list(event.voters))

    async def _vote_ended(self, state: TableBoard, event: ev.VoteEnded) -> None:
        key = "dc_vote_passed" if event.passed else "dc_vote_failed"
        await self._say(event.table_id, t(key, kind=event.kind, subject=name(event.subject)))

    # -- the board message -----------------------------------------------------------

    async def _flush_later(self, table_id: int, state: TableBoard) -> None:
        """Make the edit the table owes once the interval since the last edit is over (longer under pressure)."""
        try:
            while state.dirty:
                interval = self._settings.board_edit_interval
                if self._limiter.crowded:
                    interval = max(interval, CROWDED_INTERVAL)
                wait = state.last_edit + interval - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                    continue
                shown = await self._memory.board(table_id)
                channel = shown.channel_id if shown is not None else table_id
                # the slot is taken outside the lock: a notification never waits behind a board edit
                await self._limiter.acquire(channel, urgent=False)
                board = self._router.board(table_id)
                async with state.lock:
                    with speaking(self._channels.table_locale(table_id, board)):
                        await self._flush(table_id, state, slot_taken=True)
        except Exception:  # one bad edit must not stop the table's rendering
            log.exception("editing the board of table %s failed", table_id)

    async def _post_board(self, table_id: int, state: TableBoard) -> None:
        """A new board message for the trick (or pain choice) now in progress."""
        board = self._router.board(table_id)
        if board is None:
            return
        embed = render.board_embed(board, await self._round_points(board))
        message = await self._send(table_id, embed=embed, view=board_view(table_id))
        state.dirty = False
        state.last_edit = time.monotonic()
        if message is not None:
            await self._memory.set_board(table_id, BoardMessage(message.channel.id, message.id, _digest(embed)))

    async def _flush(self, table_id: int, state: TableBoard, *, slot_taken: bool = False) -> None:
        """Edit the board message to the newest board, if it owes one and it differs (or post it, if it is gone)."""
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
                await self._post_board(table_id, state)
            return
        embed = render.board_embed(board, await self._round_points(board))
        digest = _digest(embed)
        if digest == shown.digest:
            if slot_taken:
                self._limiter.give_back()
            return
        message = self._channels.message(shown.channel_id, shown.message_id)
        gate = None if slot_taken else self._limiter.gate(shown.channel_id, urgent=False)
        result = await safe.call(lambda: message.edit(embed=embed), "edit board", gate=gate)
        if result.ok:
            await self._memory.set_board(table_id, replace(shown, digest=digest))
        elif result.not_found:
            await self._memory.set_board(table_id, None)

    async def _round_points(self, board: ev.Board) -> render.RoundPoints:
        if board.phase != "tricks" or board.round_index is None:
            return None
        return render.round_points(await self._memory.tricks(board.table_id, board.round_index), len(board.seats))

    async def _say(
        self, table_id: int, text: str, *, mention: list[int] | None = None, lobby: bool = False
    ) -> discord.Message | None:
        return await self._send(table_id, content=render.clip(text), mention=mention or [], lobby=lobby)

    async def _send(
        self, table_id: int, *, mention: list[int] | None = None, lobby: bool = False, **kwargs: Any
    ) -> discord.Message | None:
        """Post to the table: its channel (``lobby``), or where its game is played (its thread, if any)."""
        channel_id = table_id if lobby else await self._channels.game_channel_id(table_id)
        channel = self._channels.table(table_id) if channel_id == table_id else self._channels.by_id(channel_id)
        allowed = discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in mention or []])
        kwargs = {k: v for k, v in kwargs.items() if v is not None}
        result = await safe.call(
            lambda: channel.send(allowed_mentions=allowed, **kwargs),
            "post to table",
            gate=self._limiter.gate(channel_id, urgent=True),
        )
        return result.value


def _digest(embed: discord.Embed) -> str:
    """What an embed shows, in a few bytes: an edit to the same digest is skipped."""
    return hashlib.sha1(json.dumps(embed.to_dict(), sort_keys=True).encode()).hexdigest()[:16]
