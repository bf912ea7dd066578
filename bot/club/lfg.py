"""Looking for players (BSW's ``gameyell``): a call in a channel that others answer by joining its table.

A call is stored with its message and deadline, so its Join button and its
expiry survive a restart. It closes when the table has the players asked for
(``full``), after :data:`LFG_SECONDS` (``expired``), or when the caller
starts the game (``started``); joining is the table's own ``join``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.storage import club_queries as q
from bot.storage.rows import first, rows
from bot.storage.sql import Fetch, Statement

LFG_SECONDS = 15 * 60


@dataclass(frozen=True)
class Call:
    id: int
    guild_id: int
    channel_id: int  # the table's channel
    message_id: int | None
    caller_id: int
    caller_name: str
    players: int  # the table size wanted, the caller included
    note: str
    created_at: float
    expires_at: float
    state: str  # open, full, expired, started

    @property
    def open(self) -> bool:
        return self.state == "open"


def insert(guild_id: int, channel_id: int, caller_id: int, name: str, players: int, note: str, now: float) -> Statement:
    return q.INSERT_CALL(
        guild=guild_id,
        channel=channel_id,
        caller=caller_id,
        name=name,
        players=players,
        note=note,
        now=now,
        expires=now + LFG_SECONDS,
    )


def close(call_id: int, state: str) -> Statement:
    """Close an open call (a closed one stays as it is); a full one may still start."""
    return q.CLOSE_CALL(state=state, call=call_id, from_full=state == "started")


def set_message(call_id: int, message_id: int) -> Statement:
    return q.SET_CALL_MESSAGE(message=message_id, call=call_id)


async def get(fetch: Fetch, call_id: int) -> Call | None:
    found = await first(fetch, q.CALL(call=call_id))
    return None if found is None else Call(*found)


async def open_in(fetch: Fetch, channel_id: int) -> Call | None:
    found = await first(fetch, q.OPEN_CALL_IN(channel=channel_id))
    return None if found is None else Call(*found)


async def all_open(fetch: Fetch) -> list[Call]:
    return [Call(*row) for row in await rows(fetch, q.OPEN_CALLS())]


def of_row(row: Sequence[Any]) -> Call:
    """A call as an insert or a close returned it (``RETURNING`` the call's columns)."""
    return Call(*q.CALL.decode(row))
