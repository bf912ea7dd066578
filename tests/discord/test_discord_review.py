"""/review and the result post's "Review my game" button: the caller's own seat, privately; never a running game."""

from __future__ import annotations

import pytest

from bot.i18n import t
from tests.discord.discord_helpers import make_table, play_out, reply_text, seat_everyone


@pytest.fixture
def settings(settings):  # the conftest's, with a tiny search per option: the test is about the wiring
    return settings.model_copy(update={"review_iterations": 3})


async def _played(env):
    env.settle_timeout = 120  # patience: the first review starts the AI's worker process, seconds on a busy machine
    table = make_table(env, ["ann", "bo", "cy"])
    await seat_everyone(table)
    await table.players[0].slash(table.channel, "option", name="rounds", value="1")
    await table.players[0].slash(table.channel, "startnosave")
    await play_out(table)
    assert (await table.board()).phase == "over"
    return table


async def test_review_shows_the_callers_own_seat_privately_and_the_button_gives_the_same(simcord_env):
    table = await _played(simcord_env)
    bo = table.players[1]
    result_post = table.channel.last_message
    assert any(c.label == t("dc_review_button") for row in result_post.components for c in row.children)
    before = table.channel.last_message
    result = await bo.slash(table.channel, "review")
    text = reply_text(result)
    assert result.ephemeral, text
    lines = text.splitlines()
    assert lines[0].startswith("Review of game ") and "for bo" in lines[0], text
    assert lines[1].startswith("15 decisions, on average"), text
    assert len(text) <= 2000
    assert table.channel.last_message == before  # nothing in the channel
    clicked = await bo.click(result_post, label=t("dc_review_button"))
    assert clicked.ephemeral and reply_text(clicked) == text  # the stored review, not computed again


async def test_review_is_refused_for_a_running_game_and_for_a_game_not_played(simcord_env):
    table = await _played(simcord_env)
    ann, cy = table.players[0], table.players[2]
    game = reply_text(await ann.slash(table.channel, "review")).split()[3]  # "Review of game N for ann, ..."
    await ann.slash(table.channel, "startnosave")
    running = await cy.slash(table.channel, "review")
    assert running.ephemeral and reply_text(running) == t("review_running")
    by_number = await cy.slash(table.channel, "review", game=int(game))
    assert by_number.ephemeral and reply_text(by_number).startswith(f"Review of game {game} for cy")
    stranger = table.guild.add_member(simcord_env.create_user("dan"))
    refused = await stranger.slash(table.channel, "review", game=int(game))
    assert refused.ephemeral and reply_text(refused) == t("review_not_seated", game=int(game))
