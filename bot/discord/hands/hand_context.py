"""What a hand message says about its table beyond the hand: where it is, the running points, the last scores.

The place and the link to the board come from :class:`~bot.discord.table.channels.Channels`
and the board message the presenter stored; this round's tricks from
:mod:`bot.discord.memory` (the presenter records each before the hands that
follow it are delivered). The breakdown of the round scored last is kept in
this process: the ``RoundScored`` event and the hands it explains (the next
round's pain choice, or the game's end) are delivered together, by the process
that committed them.
"""

from __future__ import annotations

import discord

from bot.discord.dispatch import EventRouter
from bot.discord.hands import hand_text
from bot.discord.hands.components import hand_view
from bot.discord.hands.hand_text import HandContext, LastRound, Played
from bot.discord.links.web_links import WebLinks
from bot.discord.memory import AdapterMemory, TrickPoints
from bot.discord.table import render, round_board
from bot.discord.table.channels import Channels, jump_url
from bot.model.events import Board, GameStarted, RoundScored, TableReset, YourHand


class HandRenderer:
    def __init__(self, channels: Channels, router: EventRouter, memory: AdapterMemory, web: WebLinks) -> None:
        self._channels = channels
        self.web = web  # the web table's links on each hand (and on the pings that stand in for one)
        self._memory = memory
        self._rounds: dict[int, LastRound] = {}  # table -> the round it scored last
        router.on(RoundScored, self._scored)
        router.on(GameStarted, self._forget)
        router.on(TableReset, self._forget)

    async def _scored(self, event: RoundScored) -> None:
        tricks = await self._memory.tricks(event.table_id, event.round_index)
        parts = round_board.breakdown(event.board, tricks, event.scores, event.pain_cards)
        if parts is not None:
            self._rounds[event.table_id] = LastRound(event.round_index, event.board, tuple(parts))

    async def _forget(self, event: GameStarted | TableReset) -> None:
        self._rounds.pop(event.table_id, None)

    async def context(self, table_id: int, board: Board | None) -> HandContext:
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
        return HandContext(place, link, points, await self._just_finished(table_id, board), self._rounds.get(table_id))

    async def _just_finished(self, table_id: int, board: Board | None) -> tuple[int, TrickPoints] | None:
        """The trick finished last, while it is the news: the one before the trick in progress, or the round's last
        one while the next round's pain cards are chosen (and at the game's end)."""
        if board is None or board.round_index is None or board.phase not in ("pain", "tricks", "over"):
            return None
        if board.phase == "tricks":
            wanted, index = board.round_index, (board.trick_index or 0) - 1
            if index < 0:
                return None
        elif board.phase == "pain":
            wanted, index = board.round_index - 1, -1
        else:
            wanted, index = len(board.round_scores) - 1, -1
        if wanted < 0:
            return None
        tricks = await self._memory.tricks(table_id, wanted)
        if not tricks:
            return None
        index = max(tricks) if index < 0 else index
        return (index, tricks[index]) if index in tricks else None

    async def render(
        self, hand: YourHand, board: Board | None, *, played: Played | None = None, note: str | None = None
    ) -> tuple[str, discord.ui.View | None]:
        """A hand message's content and menu."""
        context = await self.context(hand.table_id, board)
        content = hand_text.hand_message(hand, board, context, played=played, note=note)
        return content, hand_view(hand.table_id, hand, self.web, board_link=context.link)
