"""The adapter's memory (:class:`~bot.discord.memory.AdapterMemory`) in the service's database.

Each value is one note (JSON) of the table service's storage, so it survives a
restart and every bot process reads what another wrote: a DM click that
reaches shard 0's process edits the board another process posted. A write is
one small statement; nothing here needs the table's lock (values are only
ever replaced whole, per field).
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any, TypeVar

from bot.discord.memory import (
    BoardMessage,
    EventPosts,
    Grant,
    HandMessage,
    Ping,
    PostedResult,
    TrickPoints,
    Where,
)
from bot.discord.table.rematch import RematchCall
from bot.model.events import YourHand
from bot.storage import codec
from bot.storage.storage import Notes

T = TypeVar("T")
PER_TABLE = ("hand", "ping", "trick")  # what a new game at a table forgets


class StoredMemory:
    def __init__(self, notes: Notes) -> None:
        self._notes = notes

    async def _get(self, kind: str, key: str, make: type[T]) -> T | None:
        text = await self._notes.note(kind, key)
        return _load(make, json.loads(text)) if text is not None else None

    async def _set(self, kind: str, key: str, value: object | None) -> None:
        await self._notes.set_note(kind, key, None if value is None else json.dumps(_dump(value)))

    # -- a table's channel side ------------------------------------------------------

    async def board(self, table_id: int) -> BoardMessage | None:
        return await self._get("board", str(table_id), BoardMessage)

    async def set_board(self, table_id: int, board: BoardMessage | None) -> None:
        await self._set("board", str(table_id), board)

    async def thread(self, table_id: int) -> int | None:
        text = await self._notes.note("thread", str(table_id))
        return int(text) if text is not None else None

    async def set_thread(self, table_id: int, thread_id: int | None) -> None:
        await self._notes.set_note("thread", str(table_id), None if thread_id is None else str(thread_id))

    async def record_trick(self, table_id: int, round_index: int, trick_index: int, taken: TrickPoints) -> None:
        await self._set("trick", f"{table_id}/{round_index}/{trick_index}", taken)

    async def tricks(self, table_id: int, round_index: int) -> dict[int, TrickPoints]:
        prefix = f"{table_id}/{round_index}/"
        found = await self._notes.notes("trick", prefix)
        return {int(key[len(prefix) :]): _load(TrickPoints, json.loads(value)) for key, value in found.items()}

    async def result_posted(self, table_id: int, place: str) -> PostedResult | None:
        return await self._get("result", f"{table_id}/{place}", PostedResult)

    async def set_result_posted(self, table_id: int, place: str, posted: PostedResult) -> None:
        await self._set("result", f"{table_id}/{place}", posted)

    async def event_posts(self, table_id: int) -> EventPosts | None:
        return await self._get("posts", str(table_id), EventPosts)

    async def set_event_posts(self, table_id: int, posts: EventPosts) -> None:
        await self._set("posts", str(table_id), posts)

    # -- a player at a table ----------------------------------------------------------

    async def hand(self, table_id: int, user_id: int, where: Where) -> HandMessage | None:
        return await self._get("hand", f"{table_id}/{user_id}/{where}", HandMessage)

    async def set_hand(self, table_id: int, user_id: int, where: Where, hand: HandMessage | None) -> None:
        await self._set("hand", f"{table_id}/{user_id}/{where}", hand)

    async def ping(self, table_id: int, user_id: int) -> Ping | None:
        return await self._get("ping", f"{table_id}/{user_id}", Ping)

    async def set_ping(self, table_id: int, user_id: int, ping: Ping | None) -> None:
        await self._set("ping", f"{table_id}/{user_id}", ping)

    async def forget_table(self, table_id: int) -> None:
        await self._notes.forget_notes(PER_TABLE, f"{table_id}/")

    async def rematch(self, table_id: int) -> RematchCall | None:
        text = await self._notes.note("rematch", str(table_id))
        return RematchCall.load(json.loads(text)) if text is not None else None

    async def set_rematch(self, table_id: int, call: RematchCall | None) -> None:
        await self._notes.set_note("rematch", str(table_id), None if call is None else json.dumps(call.dump()))

    async def rematches(self) -> dict[int, RematchCall]:
        found = await self._notes.notes("rematch", "")
        return {int(key): RematchCall.load(json.loads(text)) for key, text in found.items()}

    # -- a user ---------------------------------------------------------------------------

    async def dm_channel(self, user_id: int) -> int | None:
        text = await self._notes.note("dm_channel", str(user_id))
        return int(text) if text is not None else None

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self._notes.set_note("dm_channel", str(user_id), str(channel_id))

    async def dms_closed(self, user_id: int) -> float | None:
        text = await self._notes.note("dms_closed", str(user_id))
        return float(text) if text is not None else None

    async def set_dms_closed(self, user_id: int, at: float | None) -> None:
        await self._notes.set_note("dms_closed", str(user_id), None if at is None else repr(at))

    async def locale(self, user_id: int) -> str | None:
        return await self._notes.note("locale", str(user_id))

    async def set_locale(self, user_id: int, locale: str) -> None:
        await self._notes.set_note("locale", str(user_id), locale)


def _dump(value: object) -> Any:
    """A memory value as JSON data: its fields, the hand inside a hand message by the event codec."""
    if isinstance(value, YourHand):
        return {"event": codec.encode(value)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _dump(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def _load(make: type[T], data: dict[str, Any]) -> T:
    fields = dict(data)
    if make is HandMessage:
        hand = fields.get("hand")
        fields["hand"] = codec.decode(hand["event"]) if hand is not None else None
        grant = fields.get("grant")
        fields["grant"] = Grant(**grant) if grant is not None else None
    return make(**fields)
