"""An away player (their turn clock ran out; the computer plays for them) gets one DM saying so.

It carries an "I'm back" button and replaces their live hand message; nothing
more reaches them until they are back. Without DMs it is a mention in the
channel with the same button.
"""

from __future__ import annotations

from bot.discord import posted_once
from bot.discord.hands import hand_text
from bot.discord.hands.closed_dms import ClosedDms
from bot.discord.hands.components import away_view
from bot.discord.hands.dm_hands import DmHands
from bot.discord.hands.hand_context import HandRenderer
from bot.discord.memory import AdapterMemory, HandMessage
from bot.i18n import t
from bot.model.events import SeatAway

AWAY = "away"  # the digest of an away notice


def away_user(event: SeatAway) -> int | None:
    seats = event.board.seats
    return seats[event.seat].user_id if 0 <= event.seat < len(seats) else None


class AwayNotices:
    def __init__(self, memory: AdapterMemory, renderer: HandRenderer, dms: DmHands, closed: ClosedDms) -> None:
        self._memory = memory
        self._renderer = renderer
        self._dms = dms
        self._closed = closed

    async def away(self, event: SeatAway) -> None:
        """Time is up: one message says the computer plays for them, with a button to come back."""
        tid, board = event.table_id, event.board
        uid = away_user(event)
        if uid is None:
            return
        ping = t("dc_ping_away", mention=f"<@{uid}>")
        place = f"away/{uid}"  # once for the event, however often it is told (bot.discord.posted_once)
        if await self._closed.closed(uid):
            await self._closed.post_ping(tid, uid, -1, ping, away_view(tid), place=place)
            return
        told = posted_once.event_told(tid)
        if await posted_once.made(self._memory, told, place):
            return  # told before a restart: the notice was sent (and they may be back since)
        live = await self._memory.hand(tid, uid, "dm")
        hand = live.hand if live is not None else None
        context = await self._renderer.context(tid, board)
        content = hand_text.away_message(event.seat, board, context)
        sent = await self._dms.send(uid, content, away_view(tid), posted_once.nonce_for(told, place))
        if sent.refused:
            await self._closed.refused(tid, uid, None, board)
            await self._closed.post_ping(tid, uid, -1, ping, away_view(tid), place=place)
            return
        if sent.message is None:
            return
        message = sent.message
        await self._memory.set_hand(tid, uid, "dm", HandMessage(hand, AWAY, message.channel.id, message.id, away=True))
        await posted_once.shown(self._memory, told, place)
        if live is not None:
            await self._dms.discard(live)
