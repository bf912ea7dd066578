"""A game's result is posted once, however often its event is delivered.

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
"""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable

import discord

from bot.discord.memory import AdapterMemory, PostedResult

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
