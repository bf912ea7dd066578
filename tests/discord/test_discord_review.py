"""/review and the result post's "Review my game" button: a seat's review, privately, with the annotated replay's link
when the web table is on; another seat once the game is over; never a running game."""

from __future__ import annotations

import socket

import aiohttp
import pytest
from pydantic import SecretStr

from bot.i18n import t
from tests.discord.discord_helpers import make_table, play_out, reply_text, seat_everyone


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def settings(settings, request):
    """The conftest's, with a tiny search per option (the tests are about the wiring); the web table on when
    parametrized "web"."""
    update = {"review_iterations": 3}
    if getattr(request, "param", None) == "web":
        port = _free_port()
        base = f"127.0.0.1:{port}"
        update |= {"web_listen": base, "web_base_url": f"http://{base}", "web_secret": SecretStr("test-secret")}
    return settings.model_copy(update=update)


@pytest.fixture(autouse=True)
async def web_closed(simcord_bot):
    """The bot's web server stops after each test (its links are module state)."""
    yield
    await simcord_bot.web.close()


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
    result_dm = bo.user.dm_channel.last_message  # the result's DM carries the button too; a DM names no server
    from_dm = await bo.user.click(result_dm, label=t("dc_review_button"))
    assert reply_text(from_dm) == text


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


def _links(result) -> dict[str, str]:
    """The link buttons of an interaction's answer (the response and its follow-ups), label to address."""
    found: dict[str, str] = {}
    for message in [result.response, *result.followups]:
        for row in getattr(message, "components", None) or ():
            children = row.get("components", ()) if isinstance(row, dict) else getattr(row, "children", ())
            for c in children:
                url = c.get("url") if isinstance(c, dict) else getattr(c, "url", None)
                if url:
                    found[c.get("label", "") if isinstance(c, dict) else c.label or ""] = url
    return found


async def test_another_seat_of_a_finished_game_and_never_while_a_game_runs(simcord_env):
    table = await _played(simcord_env)
    ann, bo = table.players[:2]
    mine = await ann.slash(table.channel, "review")
    game = int(reply_text(mine).split()[3])
    other = await ann.slash(table.channel, "review", seat=3)  # counted from 1: cy's seat
    text = reply_text(other)
    assert other.ephemeral and text.startswith(f"Review of game {game}, seat 3 (cy),"), text
    stranger = table.guild.add_member(simcord_env.create_user("dan"))
    by_number = await stranger.slash(table.channel, "review", game=game, seat=2)
    assert by_number.ephemeral and reply_text(by_number).startswith(f"Review of game {game}, seat 2 (bo),")
    no_seat = await stranger.slash(table.channel, "review", game=game, seat=5)
    assert no_seat.ephemeral and reply_text(no_seat) == t("review_no_seat", game=game, seat=5, count=3)
    await ann.slash(table.channel, "startnosave")
    version = (await table.board()).version
    before = table.channel.last_message
    running = await stranger.slash(table.channel, "review", seat=1)
    assert running.ephemeral and reply_text(running) == t("review_running_table")
    playing = await bo.slash(table.channel, "review", seat=1)
    assert playing.ephemeral and reply_text(playing) == t("review_running")
    assert (await table.board()).version == version and table.channel.last_message == before
    assert _links(running) == {} and _links(other) == {}  # the web table is off: no link


@pytest.mark.parametrize("settings", ["web"], indirect=True)
async def test_review_links_the_annotated_replay_when_the_web_table_is_on(simcord_env, settings):
    table = await _played(simcord_env)
    bo = table.players[1]
    result = await bo.slash(table.channel, "review")
    links = _links(result)
    url = links.get(t("dc_review_replay_button"), "")
    assert "/replay/g/" in url and url.endswith("?review=2"), links  # bo's seat, counted from 1
    async with aiohttp.ClientSession() as http, http.get(url) as page:
        body = await page.text()
    assert page.status == 200 and 'data-review="1"' in body and 'data-review-state="ready"' in body
    clicked = await bo.click(table.channel.last_message, label=t("dc_review_button"))
    assert _links(clicked) == links
