"""Issue 39, item 2: Discord's faults never stall a table or lose a move.

A whole game at four humans while a seeded tenth of the bot's REST requests fail (429, 500, 502, 503,
timeouts: :mod:`tests.discord.faults`), and mid-game a moderator deletes the board message (10008), the
game's thread is archived, then deleted, one player closes their DMs (50007) and the bot loses Send
Messages in the channel (50013) for a while. The players play as people would: from their DM hand, or
with /hand when it is not there. The game finishes; the stored record holds every card a player picked,
each once; the board comes back after each blow; the result is posted once; the log has one line for each
fault and no traceback.

The faults are drawn from :data:`SEED`: the same seed draws the same sequence of faults, which falls on the
same requests as long as the bot makes them in the same order (simcord runs the bot's tasks in a fixed order,
but a PostgreSQL query's real duration can reorder two of them).
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord
import pytest
from simcord.backend.models.channel import Overwrite, OverwriteType

from bot.discord import safe
from bot.discord.club.chart import CHART_FILE
from tests.discord.discord_helpers import (
    Table,
    dm_hand,
    export_record,
    hand_select,
    hand_version,
    make_table,
    menu_of,
    replay,
    seat_everyone,
)
from tests.discord.faults import RandomFaults

# what safe.call logs for a 429, a 5xx or no answer: a retry's notice, or the last try's failure
TRANSIENT = re.compile(r"discord answered \d+ to |no answer from discord to |discord failed .*: (429|50[0-9]|0) ")
SEED = 39  # change it to try another sequence of faults; a failure names the seed


@pytest.fixture
def settings(settings):
    """Each game in a thread of its own, so that the thread can be archived and deleted under it."""
    return settings.model_copy(update={"game_threads": True})


def decisions_made(state: dict[str, Any] | None) -> int:
    """Pain choices and cards played so far in the whole game."""
    if state is None:
        return 0
    return sum(len(r["plays"]) + sum(p is not None for p in r["pain"]) for r in state["rounds"])


async def game_state(table: Table) -> dict[str, Any] | None:
    return await table.bot.service.read(
        table.channel.id, lambda tb: tb.game.to_json() if tb is not None and tb.game is not None else None
    )


class Players:
    """Four people at the table: each moves from their DM hand when it shows their decision, else with /hand."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.picks: list[tuple[int, list[str]]] = []  # (user id, cards) of every pick the game took
        self.asked = 0  # times someone had to open their hand with /hand

    async def moves(self, count: int) -> None:
        for _ in range(count):
            assert await self.move(), "the game ended early"

    async def move(self) -> bool:
        """One pick by the player whose decision is awaited; False once the game is over."""
        table = self.table
        board = await table.board()
        if board.phase not in ("pain", "tricks"):
            return False
        player = next(p for p in table.players if p.id in _waiting(board))
        before = decisions_made(await game_state(table))
        for _ in range(10):  # a person tries again when nothing happened
            cards = await self._pick(player)
            if cards is not None and decisions_made(await game_state(table)) == before + 1:
                self.picks.append((player.id, cards))
                return True
            assert decisions_made(await game_state(table)) == before, "a pick was applied twice"
        raise AssertionError(f"{player.name} could not move in ten tries; board: {board}")

    async def _pick(self, player: Any) -> list[str] | None:
        decision = await hand_version(self.table, player)
        message = dm_hand(player)
        select = hand_select(message)
        if select is not None and select.custom_id.endswith(f":{decision}"):
            cards = [o.value for o in select.options[: select.min_values or 1]]
            await player.user.select(message, cards, custom_id=select.custom_id)
            return cards
        self.asked += 1
        result = await player.slash(self.table.channel, "hand")
        if result.response is None:
            return None
        menu = menu_of(result.response)
        if menu is None or not menu[0].endswith(f":{decision}"):
            return None
        count = 2 if "two" in str(result.response.content) else 1
        cards = menu[1][:count]
        await player.select(result.response, cards, custom_id=menu[0])
        return cards


def _waiting(board: Any) -> set[int]:
    return {
        s.user_id
        for s in board.seats
        if (board.phase == "pain" and not s.pain_chosen) or (board.phase == "tricks" and s.seat == board.turn)
    }


def results_in(channel: Any) -> list[discord.Message]:
    return [m for m in channel.history() if m.embeds and m.embeds[0].image.url == f"attachment://{CHART_FILE}"]


def board_message(env: Any, channel: Any, shown: Any) -> discord.Message | None:
    """The board message the bot remembers, if it is in ``channel``."""
    if shown is None or shown.channel_id != channel.id:
        return None
    return next((m for m in channel.history() if m.id == shown.message_id), None)


async def test_item2_a_game_survives_discords_faults(simcord_env, backend, monkeypatch, caplog):
    env = simcord_env
    caplog.set_level(logging.INFO, logger="bot")
    table = make_table(env, ["ann", "bo", "cy", "di"])
    ann, bo = table.players[:2]
    mods = table.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    mod = table.guild.add_member(env.create_user("mod"), roles=[mods])
    await seat_everyone(table)
    await ann.slash(table.channel, "option", name="rounds", value="players")  # 4 rounds of 14 tricks
    # retries at once: simcord runs a short sleep of the bot on a real-time fallback timer, and on PostgreSQL
    # (whose queries are real I/O) hundreds of them made simcord's time machinery stop settling (simcord 3.2)
    monkeypatch.setattr(safe, "RETRY_DELAY", 0)
    faults = RandomFaults(SEED, rate=0.10)
    faults.install(monkeypatch)
    faults.active = True
    players = Players(table)
    await ann.slash(table.channel, "start")
    while (await table.board()).phase == "lobby":  # a person starts again when the start was lost
        await ann.slash(table.channel, "start")
    [thread] = table.channel.threads
    memory, tid = env.bot.memory, table.channel.id
    await players.moves(20)

    # a moderator deletes the board message: the next trick's board is a new one
    shown = await memory.board(tid)
    await mod.delete(board_message(env, thread, shown))
    await players.moves(12)
    assert board_message(env, thread, await memory.board(tid)) is not None, "the board did not come back"

    # bo closes his DMs: he plays with /hand from then on
    env.inject_error("POST", f"/channels/{bo.user.dm_channel.id}/messages", status=403, code=50007, times=None)
    asked = players.asked
    await players.moves(16)
    assert players.asked > asked

    # the thread is archived (edits refused), then deleted: the game goes on in the channel
    faults.archive(env.backend, thread.id)
    await env.settle()
    await players.moves(12)
    assert board_message(env, thread, await memory.board(tid)) is not None
    env.backend.delete_channel(thread.id)
    await env.settle()
    await players.moves(12)
    assert board_message(env, table.channel, await memory.board(tid)) is not None, "no board in the channel"

    # the bot may not post in the channel for a while, then may again
    me = env.backend.bot_user.id
    deny = discord.Permissions(send_messages=True, send_messages_in_threads=True).value
    env.backend.set_overwrite(tid, Overwrite(target_id=me, type=OverwriteType.MEMBER, deny=deny))
    await env.settle()
    await players.moves(12)
    env.backend.delete_overwrite(tid, me)
    await env.settle()
    await players.moves(8)  # two tricks: a new board
    assert board_message(env, table.channel, await memory.board(tid)) is not None, "no board after the permission"
    while await players.move():
        pass
    faults.active = False
    await env.settle()

    over = await table.board()
    assert over.phase == "over"
    assert len(faults.injected) > 100, len(faults.injected)
    record = await export_record(table, ann)
    assert_every_pick_once(record, players.picks, over)
    summary = replay(record)
    assert summary["finished"] and tuple(summary["totals"]) == over.totals
    assert len(results_in(table.channel)) == 1  # the result, once (its thread is gone)
    logged = [r for r in caplog.records if r.name.startswith("bot")]
    assert not [r for r in logged if r.exc_info or "Traceback" in r.getMessage()], "a traceback in the log"
    transient = [r.getMessage() for r in logged if TRANSIENT.match(r.getMessage())]
    # one line per fault: each failed try is logged once, as a retry's notice or as the last try's failure
    assert len(transient) == len(faults.injected), (len(transient), len(faults.injected))
    said = [r.getMessage() for r in logged]
    assert sum("not found for edit board (10008)" in line for line in said) == 1  # the board deleted
    assert sum("50007" in line for line in said) == 1  # bo's DMs: tried once, then remembered
    assert (
        sum("50083" in line for line in said) <= 1
    )  # the archived thread: its board posted anew (none when a new board re-opened it first)
    assert sum("is gone: the game goes on in the channel" in line for line in said) == 1
    assert any("50013" in line for line in said)  # each post refused without the permission


def assert_every_pick_once(record: dict[str, Any], picks: list[tuple[int, list[str]]], board: Any) -> None:
    """The record's pains and plays are exactly the picks the players made, in order: none lost, none twice."""
    seat_of = {s.user_id: s.seat for s in board.seats}
    expected_plays: list[str] = []
    expected_pains: list[dict[int, list[str]]] = []
    per_round = 4 + 4 * 14  # each seat's pain, then 14 tricks of 4 cards
    for start in range(0, len(picks), per_round):
        chunk = picks[start : start + per_round]
        expected_pains.append({seat_of[user]: cards for user, cards in chunk[:4]})
        expected_plays.append(",".join(card for _, cards in chunk[4:] for card in cards))
    rounds = record["rounds"]
    assert len(rounds) == len(expected_pains) == 4
    for index, rnd in enumerate(rounds):
        pains = {seat: [p] if isinstance(p, str) else list(p) for seat, p in enumerate(rnd["pain"])}
        assert pains == expected_pains[index], f"round {index + 1}: pains"
        assert ",".join(rnd["plays"]) == expected_plays[index], f"round {index + 1}: plays"
