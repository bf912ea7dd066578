"""Issue 33: a tournament's results counted and posted once across a crash and a restart.

Two crashes, each in a window where a tournament round's result is stored
and what it leads to is not yet posted (or its event not yet marked
delivered):

- the last table of round 1 ends, round 2 is seated and its thread opened in
  Discord, and the process dies before the thread is bound to its table: after
  the restart the round carries on in that thread (not in a second one);
- the last table of round 2 ends, the tournament is stored as finished, and the
  process dies before the podium is posted and before the game's end is marked
  delivered: after the restart that event comes again; the podium is posted
  once, the standings message stays one, and each table counts once.

A crash is made as in test_result_posted_once: the handler's step dies (an
exception where the process would stop) and database triggers keep the marks
of delivery from being stored; the bot then restarts on the same database.
"""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest

from bot.club.service import ClubService
from bot.discord.club.tournament import TournamentDesk
from tests.discord.discord_helpers import (
    OUTBOX_ROWS,
    DeliveryWindow,
    Table,
    close_service,
    make_bot,
    play_out,
    reply_text,
)

NAMES = ["ann", "bo", "cy"]
LINE = re.compile(r"^\d+\. (\S+) — [\d.]+ pts \((-?\d+) game points?\)")  # a line of the standings


class Crash(Exception):
    """Where the process would stop."""


def crash_once(monkeypatch: pytest.MonkeyPatch, owner: type, method: str) -> list[int]:
    """``owner.method`` raises :class:`Crash` on its next call, then works again; the list counts the crashes."""
    original = getattr(owner, method)
    crashed: list[int] = []

    async def dying(self: Any, *args: Any, **kwargs: Any) -> Any:
        if not crashed:
            crashed.append(1)
            raise Crash(method)
        return await original(self, *args, **kwargs)

    monkeypatch.setattr(owner, method, dying)
    return crashed


def threads_of_round(channel: Any, rnd: int) -> list[Any]:
    return [thread for thread in channel.threads if f"round {rnd} ·" in (thread.name or "")]


def titled(channel: Any, words: str) -> list[discord.Message]:
    return [m for m in channel.history() if m.embeds and words in (m.embeds[0].title or "")]


async def restart(env: Any, settings: Any) -> None:
    await close_service(env.bot)
    await env.restart_bot(make_bot(settings))
    await env.settle()


async def test_item2_a_tournament_result_counted_and_posted_once_across_a_crash_and_restart(
    simcord_env: Any, settings: Any, backend: str, monkeypatch: pytest.MonkeyPatch
):
    env = simcord_env
    guild = env.create_guild("Club")
    channel = guild.create_text_channel("tournaments")
    members = [guild.add_member(env.create_user(name)) for name in NAMES]
    ann = members[0]
    await ann.slash(channel, "tournament create", name="Cup", rounds=2, table_size=3, dm=True)
    for m in members:
        await m.slash(channel, "tournament join")
    assert "round 1 is seated" in reply_text(await ann.slash(channel, "tournament start"))
    [thread_one] = threads_of_round(channel, 1)
    first = Table(env, guild, thread_one, members)

    # crash 1: round 2's thread is opened in Discord, the process dies before it is bound to its table
    crashed = crash_once(monkeypatch, ClubService, "open_tournament_table")
    await play_out(first)
    assert (await first.board()).phase == "over" and crashed
    assert len(threads_of_round(channel, 2)) == 1
    await restart(env, settings)
    [thread_two] = threads_of_round(channel, 2)  # the round carries on in the thread opened before the crash
    second = Table(env, guild, thread_two, members)
    assert (await second.board()).phase in ("pain", "tricks")
    assert len([m for m in channel.history() if f"<#{thread_two.id}>" in (m.content or "")]) == 1  # announced once

    # crash 2: the tournament is stored as finished; the process dies before the podium and the marks of delivery
    window = await DeliveryWindow.open(env.bot.service.storage, backend, thread_two.id)
    crashed = crash_once(monkeypatch, TournamentDesk, "_podium")
    await play_out(second)
    assert (await second.board()).phase == "over" and crashed
    await env.settle()
    assert titled(channel, "is over") == []  # the crash came first
    await window.crash(env.bot.service.storage)
    await restart(env, settings)  # the game's end is told again
    [(behind,)] = await env.bot.service.storage.fetch(OUTBOX_ROWS(table=thread_two.id))
    assert behind == 0  # delivered again
    assert len(titled(channel, "is over")) == 1  # the podium, once
    [standings] = titled(channel, "standings")  # one standings message, edited
    assert "final standings" in (standings.embeds[0].title or "")

    # each table counted once: a player's game points are the sum of their two games' totals
    totals: dict[str, int] = dict.fromkeys(NAMES, 0)
    for table in (first, second):
        board = await table.board()
        for seat, total in zip(board.seats, board.totals, strict=True):
            totals[seat.name] += total
    lines = [LINE.match(line) for line in (standings.embeds[0].description or "").splitlines()]
    assert {m.group(1): int(m.group(2)) for m in lines if m is not None} == totals
    again = await ann.slash(channel, "tournament standings")
    assert again.response is not None and again.response.embeds[0].description == standings.embeds[0].description
    assert len(threads_of_round(channel, 2)) == 1
