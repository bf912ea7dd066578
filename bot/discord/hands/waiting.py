"""A waiting hand says whom the table waits for, and it stays true while it is shown.

After a move, the player's hand message ends with "⏳ Waiting for Bo, due in 40 seconds". Each later move changes
whom the table waits for (and the deadline), so the hands of the players who wait are edited again, silently, to
name the seat that is to move now and the trick as it lies. The edit goes through the interaction webhook of the
player's own last click, which does not count against the bot token's REST budget (that token lives 15 minutes; a
hand waiting longer since its last click is edited with the bot token, at a table slow enough for it to cost
little). Edits are coalesced per player over ``board_edit_interval``: at a computer's pace one edit shows several
moves. The seat a move is asked of gets its new DM from :mod:`bot.discord.hands.delivery`, and a clicking player's
answer is the click's own: neither is edited here.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from bot.discord.dispatch import EventRouter
from bot.discord.hands.dm_hands import DmHands
from bot.discord.hands.hand_context import HandRenderer
from bot.discord.hands.hand_text import Played
from bot.discord.memory import AdapterMemory
from bot.i18n import speaking
from bot.model.events import (
    Board,
    CardPlayed,
    GameOver,
    PainChosen,
    PainRevealed,
    PublicEvent,
    TableReset,
    TrickTaken,
    YourHand,
)
from bot.settings import Settings

log = logging.getLogger(__name__)

Key = tuple[int, int]  # (table, user)


def waiting_users(board: Board) -> list[int]:
    """The human players whose hands wait now (nothing is asked of them at this moment)."""
    if board.phase == "tricks" and (board.turn is None or len(board.trick) >= len(board.seats)):
        return []  # the trick lies complete for a moment: the next board says who leads, and until when
    if board.phase not in ("pain", "tricks"):
        return []
    waiting = []
    for s in board.seats:
        if s.user_id is None or s.ai_level or s.away:
            continue
        asked = not s.pain_chosen if board.phase == "pain" else s.seat == board.turn
        if not asked:
            waiting.append(s.user_id)
    return waiting


def played_now(hand: YourHand, board: Board) -> Played | None:
    """What the player did last, while it is the news: their pain card(s) while the others choose, their card of
    the trick in progress. The hand keeps the headline its click's answer gave it."""
    if board.phase == "pain":
        return Played("pain", hand.own_pain) if hand.own_pain else None
    if board.leader is None:
        return None
    index = (hand.seat - board.leader) % len(board.seats)
    return Played("play", (board.trick[index],)) if index < len(board.trick) else None


class WaitingLines:
    def __init__(
        self,
        router: EventRouter,
        memory: AdapterMemory,
        renderer: HandRenderer,
        dms: DmHands,
        settings: Settings,
        answering: Callable[[int, int], bool],
    ) -> None:
        self._router = router
        self._memory = memory
        self._renderer = renderer
        self._dms = dms
        self._settings = settings  # board_edit_interval is read at each move, so it can be tuned while running
        self._answering = answering  # a click of this player is being answered: its answer shows the table
        self._shown: dict[Key, int] = {}  # the board version each refreshed hand shows
        self._pending: dict[Key, asyncio.Task[None]] = {}
        for kind in (CardPlayed, TrickTaken, PainChosen, PainRevealed):
            router.on(kind, self._moved)
        router.on(GameOver, self._forget)
        router.on(TableReset, self._forget)

    async def _moved(self, event: PublicEvent) -> None:
        interval = self._settings.board_edit_interval
        for user_id in waiting_users(event.board):
            key = (event.table_id, user_id)
            if self._answering(*key):
                continue
            if interval <= 0:
                await self._refresh(key)
            elif key not in self._pending or self._pending[key].done():
                self._pending[key] = asyncio.create_task(self._later(key, interval))

    async def _later(self, key: Key, interval: float) -> None:
        await asyncio.sleep(interval)
        try:
            await self._refresh(key)
        except Exception:  # one failed edit must not stop the next ones
            log.exception("refreshing the waiting hand of user %s at table %s failed", key[1], key[0])

    async def _refresh(self, key: Key) -> None:
        """Edit the player's waiting hand to the newest board, if it still waits and shows an older one."""
        table_id, user_id = key
        board = self._router.board(table_id)
        if board is None or user_id not in waiting_users(board) or self._shown.get(key) == board.version:
            return
        live = await self._memory.hand(table_id, user_id, "dm")
        if live is None or live.hand is None or live.asks or live.away or live.hand.round_index != board.round_index:
            return  # no hand, a decision's (a new DM follows), or the away notice: nothing waits in it
        with speaking(await self._memory.locale(user_id)):
            content, view = await self._renderer.render(live.hand, board, played=played_now(live.hand, board))
        if await self._dms.edit(live, content, view):
            self._shown[key] = board.version

    async def _forget(self, event: GameOver | TableReset) -> None:
        for key in [k for k in self._shown if k[0] == event.table_id]:
            del self._shown[key]
