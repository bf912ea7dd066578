"""While pain cards are being chosen the board is edited at most once per 15 edit intervals (each player sees whom
the table waits for in their own hand); the last pain card chosen, the first trick shows at once."""

from __future__ import annotations

from typing import Any

from bot.i18n import t
from tests.discord.discord_helpers import bot_token_calls, dm_hand, hand_select, make_table, pick, seat_everyone


def board_edits(env: Any, start: int) -> list[str]:
    """The descriptions of the board edits made since ``start``, in order."""
    edits = [e for e in bot_token_calls(env, start) if e.method == "PATCH" and isinstance(e.json, dict)]
    return [e.json["embeds"][0].get("description", "") for e in edits if e.json.get("embeds")]


async def choose_pain(player: Any) -> None:
    message = dm_hand(player)
    select = hand_select(message)
    assert select is not None and select.custom_id is not None
    await player.user.select(message, pick(select), custom_id=select.custom_id)


async def test_pain_choices_tick_the_board_rarely_and_the_first_trick_shows_at_once(simcord_env: Any) -> None:
    env = simcord_env
    env.bot.settings.board_edit_interval = 1.0
    table = make_table(env, ["ann", "bo", "cy", "di"])
    await seat_everyone(table)
    assert (await table.players[0].slash(table.channel, "start")).acknowledged
    await env.advance_time(2)
    start = len(env.http_requests)
    for player in table.players[:3]:  # one choice every 5 s, as people choose
        await env.advance_time(5)
        await choose_pain(player)
    await env.advance_time(0.5)
    ticks = [d for d in board_edits(env, start) if t("dc_board_pain_phase") in d]
    assert len(ticks) == 1 and ticks[0].count("✅") == 1, ticks  # the first choice at once, the next two wait
    await env.advance_time(5)  # 15 s after that tick, one more shows both
    ticks = [d for d in board_edits(env, start) if t("dc_board_pain_phase") in d]
    assert len(ticks) == 2 and ticks[1].count("✅") == 3, ticks
    await env.advance_time(2)
    await choose_pain(table.players[3])
    await env.advance_time(1.5)  # the first trick's board comes at the usual interval, not after 15 of them
    last = board_edits(env, start)[-1]
    assert t("dc_board_pain_phase") not in last and t("dc_mark_turn") in last, last
    assert (await table.board()).phase == "tricks"
