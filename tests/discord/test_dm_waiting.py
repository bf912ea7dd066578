"""A hand that waits says whom the table waits for, and it stays true as the others move (issue 41, item 3).

Four players choose their pain cards and play two tricks by DM clicks. After every click, each player who is not
asked to move reads their live hand DM: its "⏳ Waiting for …" line names exactly the players the table waits for
now (during the pain choice those still choosing, in the tricks the one whose turn it is) and the turn's deadline.
The edits that keep it true go through each player's own last click's interaction webhook: not one bot-token call
edits a DM.
"""

from __future__ import annotations

import re
from typing import Any

from bot.i18n import t
from tests.discord.discord_helpers import bot_token_calls, dm_hand, make_table, play_out, seat_everyone

WAITING = re.compile(r"^⏳ Waiting for (?P<names>.+)$", re.MULTILINE)
DUE = re.compile(r"⏰ due <t:(\d+):R>")


def awaited(board: Any) -> dict[int, set[str]]:
    """For each human who waits now: the names of the players the table waits for (never their own)."""
    if board.phase == "pain":
        choosing = {s.name for s in board.seats if not s.pain_chosen}
        return {s.user_id: choosing for s in board.seats if s.pain_chosen}
    turn = board.seats[board.turn]
    return {s.user_id: {turn.name} for s in board.seats if s.seat != board.turn}


async def test_a_waiting_hand_names_whom_the_table_waits_for_after_each_move(simcord_env) -> None:
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy", "di"])
    await seat_everyone(table)
    assert (await table.players[0].slash(table.channel, "start")).acknowledged
    start = len(env.http_requests)
    checked = 0

    async def every_waiting_hand_is_true() -> None:
        nonlocal checked
        board = await table.board()
        if board.phase not in ("pain", "tricks") or (board.phase == "tricks" and not board.trick):
            return  # a new trick's hands are new DMs of their own (the finished trick in them)
        for player in table.players:
            names = awaited(board).get(player.id)
            if names is None:
                continue
            text = dm_hand(player).content
            found = WAITING.search(text)
            assert found is not None, text
            assert set(found["names"].split(", ")) == names, (board.phase, names, text)
            if board.phase == "tricks":
                assert DUE.search(text) and int(DUE.search(text)[1]) == int(board.deadline), text
            checked += 1

    await play_out(table, on_step=every_waiting_hand_is_true, stop_after=4 + 4 * 2)
    assert checked >= 20
    dm_ids = {str(p.user.dm_channel.id) for p in table.players}
    dm_edits = [e for e in bot_token_calls(env, start) if e.method == "PATCH" and e.path.split("/")[2] in dm_ids]
    assert dm_edits == []  # every refresh went through an interaction webhook, outside the REST budget
    assert t("dh_waiting", names="x") == "⏳ Waiting for x"  # (the pattern above reads the English words)
