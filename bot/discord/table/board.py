"""Public events to channel messages: a quiet channel, one message per round, each card shown as it lands.

The lobby is one message, edited as players join and leave and options
change, with Join and Start buttons; the game's start edits it into the
start message (and opens the game's thread on it, by default). Each round is
one new message: its board shows the trick in progress and the tricks taken
so far, and once the round is scored it becomes the round's result with every
seat's score broken down (:mod:`bot.discord.table.round_board`). The game's result
is one more message. A round lasts well under an hour, so its message stays
within the hour after which Discord limits edits more strictly; an edit
refused for age (30046) posts the board anew. Votes, away notices and the
notices of closed DMs are new messages, as they must notify. Each post made
for an event is made once, however often the event is delivered
(:func:`bot.discord.posted_once.post_for_event`, by the event's number): a
handler whose event was told before a restart changes nothing a later event
has built on (the board message, the thread).
Events that only change the board mark it dirty: the board message is edited
at most once per ``board_edit_interval`` with the newest state, by one
short-lived task per table (:mod:`bot.discord.table.board_message`, which makes
every message), so a burst of AI cards is one edit, and an edit that would
show the same board again (a turn warning) is skipped. Board edits are the
REST budget's deferrable calls (:mod:`bot.discord.limiter`): under pressure
they wait longer and show more cards at once; posts, the taken trick and the
round's result are urgent. With ``game_threads`` (the
default) or the table option ``thread`` a game is posted in a thread of its
own where the bot may open one, and only the lobby, the start and the result
reach the channel.

The board message's id and the thread's live in :mod:`bot.discord.memory`,
so any process can edit them; the events arrive in commit order from the
service's one queue per table, through the
:class:`~bot.discord.dispatch.EventRouter`.
"""

from __future__ import annotations

import asyncio
from typing import Any

import discord

from bot.discord import posted_once, safe
from bot.discord.club.chart import result_chart
from bot.discord.dispatch import EventRouter
from bot.discord.escape import name
from bot.discord.hands.components import lobby_view, rematch_view, result_view
from bot.discord.limiter import RestLimiter
from bot.discord.links.web_links import WebLinks
from bot.discord.memory import AdapterMemory, BoardMessage, TrickPoints
from bot.discord.posted_once import event_told
from bot.discord.review import with_review_button
from bot.discord.table import render, round_message, table_news
from bot.discord.table.board_message import BOARD, LOBBY, NOTICE, ROUND_RESULT, START, BoardMessages, TableBoard
from bot.discord.table.channels import Channels
from bot.discord.table.rematch import RematchCall, call_text
from bot.i18n import speaking, t
from bot.model import events as ev
from bot.model.contract import Told
from bot.settings import Settings


class Presenter:
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
        self._memory = memory
        self._limiter = limiter
        self._settings = settings
        self._web = web
        self._tables: dict[int, TableBoard] = {}
        self._messages = BoardMessages(channels, router, memory, limiter, settings, web)
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
            (ev.SeatAway, self._seat_news),
            (ev.SeatBack, self._seat_news),
            (ev.SeatTakenOver, self._seat_news),
            (ev.SeatReclaimed, self._seat_news),
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
            self._messages.flush_soon(event.table_id, state, event.board)

        return run

    async def idle(self) -> None:
        """Wait until every edit owed is made."""
        while tasks := [s.flusher for s in self._tables.values() if s.flusher is not None and not s.flusher.done()]:
            await asyncio.gather(*tasks, return_exceptions=True)

    # -- events ------------------------------------------------------------------------

    async def _changed(self, state: TableBoard, event: ev.PublicEvent) -> None:
        state.dirty = True

    async def _joined(self, state: TableBoard, event: ev.Joined) -> None:
        await self._lobby(event.table_id, event.board, table_news.joined(event), event_told(event.table_id))

    async def _left(self, state: TableBoard, event: ev.Left) -> None:
        text = t("dc_left", name=name(event.name))
        await self._lobby(event.table_id, event.board, text, event_told(event.table_id))

    async def reopen(self, table_id: int, board: ev.Board, by: int, by_name: str, now: float) -> RematchCall:
        """A rematch: its call in the lobby message, a new post that mentions the players it waits for (a second
        click while it is open counts as the clicker's "I'm in")."""
        state = self._tables.setdefault(table_id, TableBoard())
        async with state.lock:
            with speaking(self._channels.table_locale(table_id, board)):
                call = await self._memory.rematch(table_id)
                if call is not None:
                    call.answer(by, True)
                    await self._memory.set_rematch(table_id, call)
                    await self._lobby(table_id, board, "")
                    return call
                call = RematchCall.open(board, by, by_name, now)
                await self._memory.set_rematch(table_id, call)
                await self._memory.set_board(table_id, None)  # a new message: only a post notifies
                await self._lobby(table_id, board, "")
                return call

    async def rematch_call(self, table_id: int) -> RematchCall | None:
        return await self._memory.rematch(table_id)

    async def answer_rematch(self, table_id: int, user_id: int, yes: bool) -> RematchCall | None:
        """Record the player's answer in the stored call (under the table's lock: answers never overwrite each
        other); the call as it is now, or None if it is over."""
        state = self._tables.setdefault(table_id, TableBoard())
        async with state.lock:
            call = await self._memory.rematch(table_id)
            if call is not None and call.answer(user_id, yes):
                await self._memory.set_rematch(table_id, call)
            return call

    async def rematch_changed(self, table_id: int, board: ev.Board, *, closed: str | None = None) -> None:
        """The call's message shows the answers; ``closed``: the call ends (with this note), Join and Start return."""
        state = self._tables.setdefault(table_id, TableBoard())
        async with state.lock:
            with speaking(self._channels.table_locale(table_id, board)):
                if closed is not None:
                    await self._memory.set_rematch(table_id, None)
                await self._lobby(table_id, board, closed or "")

    async def _lobby(self, table_id: int, board: ev.Board, latest: str, told: Told | None = None) -> None:
        """The lobby message, edited in place (no notification), or posted once; ``latest`` says what changed.

        While a rematch call is open, it is the call (and a post mentions the players it waits for)."""
        view = lobby_view(table_id) if board.phase in ("lobby", "over") else None
        mention: list[int] = []
        call = await self._memory.rematch(table_id)
        if call is not None:
            latest = call_text(call) + ("\n" + latest if latest else "")
            view, mention = rematch_view(table_id), list(call.waiting)
        text = render.clip((latest + "\n" if latest else "") + render.lobby_text(board))
        shown = await self._memory.board(table_id)
        if shown is not None and shown.digest == LOBBY:
            message = self._channels.message(shown.channel_id, shown.message_id)
            edited = await safe.call(
                lambda: message.edit(content=text, embed=None, view=view),
                "edit lobby",
                gate=self._limiter.gate(shown.channel_id, urgent=True),
            )
            if edited.ok:
                return
        elif shown is not None:  # a running game's board: the news is a message of its own
            await self._messages.say(table_id, latest, lobby=True, told=told, place=LOBBY)
            return
        posted = await posted_once.post_for_event(
            self._memory,
            told,
            LOBBY,
            lambda nonce: self._messages.send(
                table_id, lobby=True, content=text, view=view, nonce=nonce, mention=mention
            ),
        )
        if posted is not None:
            await self._memory.set_board(table_id, BoardMessage(posted.channel.id, posted.id, LOBBY))

    async def _options_changed(self, state: TableBoard, event: ev.OptionsChanged) -> None:
        text = t("dc_option_changed", by=name(event.by), description=render.option_change(event.board, event.option))
        await self._lobby(event.table_id, event.board, text, event_told(event.table_id))

    async def _table_reset(self, state: TableBoard, event: ev.TableReset) -> None:
        told = event_told(event.table_id)
        if await posted_once.made(self._memory, told, NOTICE):
            return  # told before a restart: what it forgets, later events have set anew
        state.dirty = False
        await self._memory.set_board(event.table_id, None)
        await self._memory.set_thread(event.table_id, None)
        await self._messages.say(event.table_id, t("dc_table_reset", by=name(event.by)), lobby=True, told=told)

    async def _game_started(self, state: TableBoard, event: ev.GameStarted) -> None:
        tid = event.table_id
        await self._memory.set_rematch(tid, None)  # a rematch call has gathered its table, or /start was quicker
        told = event_told(tid)
        if await posted_once.made(self._memory, told, START):
            return  # told before a restart: the start message is up, and the game's board and thread are later news
        lobby = await self._memory.board(tid)
        await self._memory.set_board(tid, None)
        await self._memory.set_thread(tid, None)
        embed = render.game_started_embed(event.board)
        started = None
        if lobby is not None and lobby.digest == LOBBY:  # the lobby message becomes the start message
            channel = self._channels.table(lobby.channel_id)  # the cached channel: a thread needs its server
            if isinstance(channel, discord.TextChannel):
                message = channel.get_partial_message(lobby.message_id)
            else:
                message = self._channels.message(lobby.channel_id, lobby.message_id)
            edited = await safe.call(
                lambda: message.edit(content=t("dc_game_started_note"), embed=embed, view=None),
                "lobby to start",
                gate=self._limiter.gate(lobby.channel_id, urgent=True),
            )
            started = message if edited.ok else None
            if started is not None:
                await posted_once.shown(self._memory, told, START)
        if started is None:
            started = await posted_once.post_for_event(
                self._memory,
                told,
                START,
                lambda nonce: self._messages.send(
                    tid, lobby=True, content=t("dc_game_started_note"), embed=embed, nonce=nonce
                ),
            )
        asked = "thread" in event.board.options
        if started is not None and (asked or (self._settings.game_threads and self._channels.may_open_thread(tid))):
            await self._open_thread(tid, started, event.board, asked=asked, told=told)

    async def _open_thread(
        self,
        table_id: int,
        started: discord.Message | discord.PartialMessage,
        board: ev.Board,
        *,
        asked: bool,
        told: Told | None,
    ) -> None:
        """The game's own thread, opened on its start message (needs the Create Public Threads permission)."""
        title = render.clip(t("dc_thread_name", names=", ".join(name(s.name) for s in board.seats)), 100)
        made = await safe.call(
            lambda: started.create_thread(name=title, auto_archive_duration=1440),
            "open game thread",
            gate=self._limiter.gate(table_id, urgent=True),
        )
        if made.ok and made.value is not None:
            await self._memory.set_thread(table_id, made.value.id)
        elif asked:  # by default, the game just stays in the channel
            await self._messages.say(table_id, t("dc_thread_failed"), lobby=True, told=told)

    async def _round_started(self, state: TableBoard, event: ev.RoundStarted) -> None:
        told = event_told(event.table_id)
        if await posted_once.made(self._memory, told, BOARD):
            return  # told before a restart: the round's message is up (and may be the one the board shows)
        await self._memory.set_board(event.table_id, None)  # the last trick's message stays as it is
        await self._messages.post_board(event.table_id, state, told)

    async def _card_played(self, state: TableBoard, event: ev.CardPlayed) -> None:
        if await self._memory.board(event.table_id) is None:  # seldom: its board's post failed, or is gone
            await self._messages.post_board(event.table_id, state, event_told(event.table_id))
        else:
            state.dirty = True

    async def _trick_taken(self, state: TableBoard, event: ev.TrickTaken) -> None:
        """The round's message shows the trick among those taken (at once), and the next trick empty."""
        tid = event.table_id
        taken = TrickPoints(event.winner, event.points, event.cards, event.leader)
        await self._memory.record_trick(tid, event.round_index, event.trick_index, taken)
        if event.board.phase == "tricks" and event.board.round_index == event.round_index:
            state.dirty = True
            await self._messages.flush(tid, state, urgent=True, told=event_told(tid))
        # the round's last trick: its result (RoundScored, next) shows it

    async def _round_scored(self, state: TableBoard, event: ev.RoundScored) -> None:
        """The round's message becomes its result: every seat's score in its parts, and the standings."""
        tid = event.table_id
        told = event_told(tid)
        if await posted_once.made(self._memory, told, ROUND_RESULT):
            return  # told before a restart: the result is shown, and the message it was made of is no board now
        tricks = await self._memory.tricks(tid, event.round_index)
        embed = round_message.scored_embed(event.board, event.round_index, tricks, event.scores, event.pain_cards)
        shown = await self._memory.board(tid)
        await self._memory.set_board(tid, None)
        state.dirty = False
        if shown is not None and shown.digest != LOBBY:
            message = self._channels.message(shown.channel_id, shown.message_id)
            edited = await safe.call(
                lambda: message.edit(embed=embed, view=None),
                "round result",
                gate=self._limiter.gate(shown.channel_id, urgent=True),
            )
            if edited.ok:
                await posted_once.shown(self._memory, told, ROUND_RESULT)
                return
        await posted_once.post_for_event(
            self._memory, told, ROUND_RESULT, lambda nonce: self._messages.send(tid, embed=embed, nonce=nonce)
        )

    async def _game_over(self, state: TableBoard, event: ev.GameOver) -> None:
        tid = event.table_id
        told = event_told(tid)
        if await posted_once.told_before(self._memory, told):
            return  # a rematch has posted since: its lobby is the table's message now (the result was posted)
        await self._messages.flush(tid, state, told=told)
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
            # the result offers each player their game's review too (bot.discord.review)
            chart = result_chart(event.board, embed)
            view = with_review_button(result_view(event.table_id), event.table_id)
            replay = await self._web.replay_button(event.table_id)  # when the web table is on, as the results post has
            if replay is not None:
                view.add_item(replay)
            return await self._messages.send(
                event.table_id, lobby=lobby, embed=embed, file=chart, view=view, nonce=nonce
            )

        place = "lobby" if lobby else "game"
        await posted_once.post_result(self._memory, event.table_id, place, event.board.version, send)

    async def _seat_news(self, state: TableBoard, event: table_news.SeatNews) -> None:
        state.dirty = True
        await self._messages.say(event.table_id, table_news.seat_news(event), told=event_told(event.table_id))

    async def _vote_started(self, state: TableBoard, event: ev.VoteStarted) -> None:
        text, voters = table_news.vote_started(event), list(event.voters)
        await self._messages.say(event.table_id, text, mention=voters, told=event_told(event.table_id))

    async def _vote_ended(self, state: TableBoard, event: ev.VoteEnded) -> None:
        await self._messages.say(event.table_id, table_news.vote_ended(event), told=event_told(event.table_id))
