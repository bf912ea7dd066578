"""Issue 33, item 2: a post that may be repeated after a crash is not shown twice (beyond the game's result).

The crash comes where the issue's fault campaign aimed, between posts and the
marks of their events' delivery (:class:`~tests.discord.discord_helpers.DeliveryWindow`):
a round is scored (its message becomes the result), the next round's message
is posted, a player's turn clock runs out (a reminder DM, then the channel's
"is away" and the away DM). The bot restarts on the same database and is told
all of it again; players see each post once.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discord import posted_once
from bot.discord.memory import EventPosts, InMemory
from bot.model.contract import Told
from tests.discord.discord_helpers import (
    OUTBOX_ROWS,
    DeliveryWindow,
    close_service,
    dm_hand,
    make_bot,
    make_table,
    play_out,
    seat_everyone,
)

DECISIONS_A_ROUND = 3 + 3 * 14  # three pain cards, then 14 tricks of three cards


def titled(channel: Any, title: str) -> list[discord.Message]:
    """The messages whose embed has this title, or this title and what follows it (" · trick 1")."""
    return [m for m in channel.history() if m.embeds and (m.embeds[0].title or "").split(" · ")[0] == title]


def saying(channel: Any, text: str) -> list[discord.Message]:
    return [m for m in channel.history() if text in m.content]


def posts_to(env: Any, channel: Any) -> list[Any]:
    return [e for e in env.http_requests if e.method == "POST" and e.path == f"/channels/{channel.id}/messages"]


async def test_item2_a_round_score_and_a_seat_notice_posted_once_across_a_crash_and_restart(
    simcord_env: Any, settings: Any, backend: str
):
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy"])
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "startnosave")
    await play_out(table, stop_after=DECISIONS_A_ROUND - 1)  # the round's last card is to come
    assert (await table.board()).round_index == 0
    window = await DeliveryWindow.open(env.bot.service.storage, backend, table.channel.id)
    await play_out(table, stop_after=1 + 2)  # the last card, then two of the next round's pain cards
    cy = table.players[2]
    assert (await table.board()).round_index == 1
    await env.advance_time(241)  # cy's pain clock (240 s): a reminder at half time, then the computer plays for them
    assert (await table.board()).seats[2].away
    await env.settle()
    seen = {
        "round 1 scored": len(titled(table.channel, "Round 1 of 5 scored")),
        "round 2's message": len(titled(table.channel, "Round 2 of 5")),
        "cy is away": len(saying(table.channel, "cy is away")),
        "cy's DMs": len(posts_to(env, cy.user.dm_channel)),
    }
    assert seen == {"round 1 scored": 1, "round 2's message": 1, "cy is away": 1, "cy's DMs": seen["cy's DMs"]}
    assert "You are away" in dm_hand(cy).content
    channel_posts = len(posts_to(env, table.channel))

    assert await window.crash(env.bot.service.storage) > 10  # the last trick, the scores, the new round, the clock
    await close_service(env.bot)
    await env.restart_bot(make_bot(settings))
    await env.settle()

    [(behind,)] = await env.bot.service.storage.fetch(OUTBOX_ROWS(table=table.channel.id))
    assert behind == 0  # every event was told again
    assert {
        "round 1 scored": len(titled(table.channel, "Round 1 of 5 scored")),
        "round 2's message": len(titled(table.channel, "Round 2 of 5")),
        "cy is away": len(saying(table.channel, "cy is away")),
        "cy's DMs": len(posts_to(env, cy.user.dm_channel)),
    } == seen
    assert len(posts_to(env, table.channel)) == channel_posts  # nothing at all was posted again
    away = [e for e in posts_to(env, table.channel) if "cy is away" in str(e.json)]
    [notice_nonce] = [(e.json or {}).get("nonce") for e in away]
    assert notice_nonce is not None and len(notice_nonce) == posted_once.NONCE_LENGTH  # the window's last cover
    # and the game goes on from there
    await play_out(table, stop_after=1)
    assert (await table.board()).round_index == 1


def test_an_events_post_has_one_nonce_per_event_and_place() -> None:
    one, same, next_event = Told(7, 41), Told(7, 41), Told(7, 42)
    assert posted_once.event_nonce(one, "notice") == posted_once.event_nonce(same, "notice")
    assert posted_once.event_nonce(one, "notice") != posted_once.event_nonce(next_event, "notice")
    assert posted_once.event_nonce(one, "notice") != posted_once.event_nonce(one, "board")
    assert posted_once.event_nonce(one, "notice") != posted_once.event_nonce(Told(8, 41), "notice")


async def test_an_events_posts_are_made_once_per_place_and_never_after_a_later_events() -> None:
    memory, sent = InMemory(), []

    async def post(event: Told | None, place: str, *, remember: bool = True) -> str | None:
        async def send(nonce: str | None) -> str:
            sent.append((place, nonce))
            return f"message {len(sent)}"

        return await posted_once.post_for_event(memory, event, place, send, remember=remember)

    round_scored, round_started = Told(7, 41), Told(7, 42)
    assert await post(round_scored, "round") == "message 1"
    assert await post(round_scored, "round") is None  # told again: not again
    assert await post(round_scored, "notice") == "message 2"  # the same event's post at another place
    assert await post(round_started, "board") == "message 3"
    assert await post(round_scored, "elsewhere") is None  # told again after a later event posted: nothing at all
    assert await posted_once.told_before(memory, round_scored) and not await posted_once.told_before(
        memory, round_started
    )
    assert await post(Told(8, 41), "round") == "message 4"  # another table's event of the same number
    assert [await post(None, "round"), await post(None, "round")] == ["message 5", "message 6"]  # no event: each
    assert sent[-1] == sent[-2] == ("round", None)  # is a post of its own, without a nonce
    assert await memory.event_posts(7) == EventPosts(42, ("board",))  # one note per table, the newest event's
    assert await post(Told(7, 43), "hand/1", remember=False) == "message 7"  # on a card's path: the nonce only
    assert await post(Told(7, 43), "hand/1", remember=False) == "message 8"
    assert sent[-1] == sent[-2] == ("hand/1", posted_once.event_nonce(Told(7, 43), "hand/1"))  # Discord keeps one
    assert await memory.event_posts(7) == EventPosts(42, ("board",))
