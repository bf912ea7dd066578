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


INTERVAL = 1.0  # the board's edit interval (the default): while pain cards are chosen, 15 s


async def test_pain_choices_tick_the_board_rarely_and_the_first_trick_shows_at_once(simcord_env: Any) -> None:
    env = simcord_env
    env.bot.settings.board_edit_interval = INTERVAL
    table = make_table(env, ["ann", "bo", "cy", "di"])
    ann, bo, cy, di = table.players
    await seat_everyone(table)
    assert (await ann.slash(table.channel, "start")).acknowledged
    await env.advance_time(20)
    start = len(env.http_requests)

    def pain_ticks() -> list[str]:
        return [d for d in board_edits(env, start) if t("dc_board_pain_phase") in d]

    await choose_pain(ann)  # the board was last edited long ago: at once
    await env.advance_time(0.5)
    assert [tick.count("✅") for tick in pain_ticks()] == [1]
    await env.advance_time(5.5)
    await choose_pain(bo)  # 6 s after the last tick: it waits
    await env.advance_time(0.5)
    assert [tick.count("✅") for tick in pain_ticks()] == [1]
    await env.advance_time(9)  # 15 s after the last tick
    assert [tick.count("✅") for tick in pain_ticks()] == [1, 2]
    await env.advance_time(1)
    await choose_pain(cy)  # waits for the next tick, 15 s on ...
    await env.advance_time(1)
    await choose_pain(di)  # ... but the last pain card ends the wait: the first trick shows at once
    await env.advance_time(1.5)
    assert [tick.count("✅") for tick in pain_ticks()] == [1, 2]
    last = board_edits(env, start)[-1]
    assert t("dc_mark_turn") in last, last
    assert (await table.board()).phase == "tricks"
