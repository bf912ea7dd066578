"""A post made for an event is shown once, however often the event is delivered.

The service delivers events at least once: a crash after a post and before
its event is marked delivered delivers that event again after the restart.
For the result, which players read as "the game is over", a second copy
would be a visible mistake, so each result post is remembered (per table and
place: the table's channel or thread, the channel behind a thread, the
results channel) with the game's board version, in the adapter's memory,
before the event handler returns and so before the event is marked
delivered. A delivery that finds the same version remembered posts nothing.

The remaining window, a crash between Discord's answer and that note being
stored, is covered by the post's ``nonce`` (with ``enforce_nonce``, which
discord.py sets with every nonce): Discord answers a post with the nonce of
one made a few minutes before with that message instead of a new one. One
note per table and place, replaced by the next game's: the notes stay as
many as the tables.

Every other post made for an event (a round's result, its board, a seat's
news, a vote, a turn ping, the start message) is named by the event's number
at its table (:func:`bot.model.contract.told`: two events of one commit
show the same board, so the board's version would not tell them apart) and
the place it goes (:func:`post_for_event`). One note per table holds the
newest event that posted and where, written before the handler returns: an
event delivered again finds it and posts nothing, both when it posted there
itself and when a later event posted anywhere at the table (events are told
in order, so it was told before; what it would post now, from what later
events changed, would be stale). The same ``nonce`` covers the moment between
Discord's answer and the note. A card played posts nothing and writes no note
(only a trick's board posted anew does); a player's hand DM, one per decision
and so on the path of every card, writes none either: the live hand's
decision, stored anyway, keeps an older hand from being sent again, and the
nonce covers the moment before it is stored (``remember=False``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

from bot.discord.memory import AdapterMemory, EventPosts, PostedResult
from bot.model.contract import Told, told

M = TypeVar("M")

NONCE_LENGTH = 25  # Discord's longest nonce


async def post_result(
    memory: AdapterMemory,
    table_id: int,
    place: str,
    version: int,
    send: Callable[[str], Awaitable[discord.Message | None]],
) -> None:
    """``send(nonce)`` the result of the table's game at board ``version`` to ``place``, unless it was."""
    done = await memory.result_posted(table_id, place)
    if done is not None and done.version == version:
        return  # posted before a restart: the event came again, the post does not
    message = await send(nonce(table_id, place, version))
    if message is not None:
        await memory.set_result_posted(table_id, place, PostedResult(version, message.id))


def nonce(table_id: int, place: str, version: int) -> str:
    """The same post's nonce in every process and after every restart."""
    return hashlib.sha1(f"result/{table_id}/{place}/{version}".encode()).hexdigest()[:NONCE_LENGTH]


def event_told(table_id: int) -> Told | None:
    """The event being told, if it is the table's; None outside a delivery (a click's own post, a timed edit).

    Call it in the event's handler itself, not in a task it starts (:func:`bot.model.contract.told`)."""
    found = told()
    return found if found is not None and found.table_id == table_id else None


async def told_before(memory: AdapterMemory, event: Told | None) -> bool:
    """The event was told before a restart: a later event of its table has posted since."""
    if event is None:
        return False
    last = await memory.event_posts(event.table_id)
    return last is not None and last.seq > event.seq


async def made(memory: AdapterMemory, event: Told | None, place: str) -> bool:
    """What ``event`` shows at ``place`` was shown at an earlier delivery (or a later event has posted since)."""
    return event is not None and _covers(await memory.event_posts(event.table_id), event, place)


async def shown(memory: AdapterMemory, event: Told | None, place: str) -> None:
    """Note that ``event`` has shown what it shows at ``place`` (posted, or edited into a message it had)."""
    if event is not None:
        last = await memory.event_posts(event.table_id)
        if not _covers(last, event, place):
            await memory.set_event_posts(event.table_id, _adding(last, event, place))


async def post_for_event(
    memory: AdapterMemory,
    event: Told | None,
    place: str,
    send: Callable[[str | None], Awaitable[M | None]],
    *,
    remember: bool = True,
) -> M | None:
    """``send(nonce)`` the post ``event`` makes at ``place`` (a channel and what goes there), unless it was made.

    None when it was made before (or failed now). Outside a delivery (``event`` None), simply ``send(None)``.
    ``remember=False``: the caller's own note keeps the post from being repeated (a hand's decision, on the
    path of every card): only the nonce, no note read or written here."""
    if event is None or not remember:
        return await send(nonce_for(event, place))
    last = await memory.event_posts(event.table_id)
    if _covers(last, event, place):
        return None
    message = await send(event_nonce(event, place))
    if message is not None:
        await memory.set_event_posts(event.table_id, _adding(last, event, place))
    return message


def _covers(last: EventPosts | None, event: Told, place: str) -> bool:
    return last is not None and (last.seq > event.seq or (last.seq == event.seq and place in last.places))


def _adding(last: EventPosts | None, event: Told, place: str) -> EventPosts:
    """The note once ``event`` has posted at ``place`` too (one note per table: the newest event replaces it)."""
    earlier = last.places if last is not None and last.seq == event.seq else ()
    return EventPosts(event.seq, (*earlier, place))


def nonce_argument(nonce: str | None) -> dict[str, Any]:
    """A send's ``nonce`` keyword, if there is one (discord.py takes no None); Any: spread among the others."""
    return {"nonce": nonce} if nonce is not None else {}


def nonce_for(event: Told | None, place: str) -> str | None:
    """:func:`event_nonce` during a delivery; None outside one."""
    return event_nonce(event, place) if event is not None else None


def event_nonce(event: Told, place: str) -> str:
    """The nonce of the post ``event`` makes at ``place``: the same at every delivery of the event."""
    return hashlib.sha1(f"event/{event.table_id}/{place}/{event.seq}".encode()).hexdigest()[:NONCE_LENGTH]
