"""The web table in the bot: an "Open the table" link on each hand, a spectator link on the board, and one
player who plays some cards on the web page and some in the DM, each choice counting once."""

from __future__ import annotations

import asyncio
import json
import re
import socket
from typing import Any

import aiohttp
import discord
import pytest
from pydantic import SecretStr

from tests.discord.discord_helpers import (
    Table,
    dm_hand,
    export_record,
    hand_select,
    make_table,
    pick,
    play_out,
    replay,
    reply_text,
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def settings(settings: Any, request: pytest.FixtureRequest) -> Any:
    """The bot's settings with the web table on (``settings`` parametrized "web"), else as in every simcord test."""
    if getattr(request, "param", None) != "web":
        return settings
    port = free_port()
    return settings.model_copy(
        update={
            "web_listen": f"127.0.0.1:{port}",
            "web_base_url": f"http://127.0.0.1:{port}",
            "web_secret": SecretStr("test-web-secret"),
        }
    )


@pytest.fixture(autouse=True)
async def web_closed(simcord_bot: Any) -> Any:
    """The bot's web server stops after each test, and its links end with it."""
    yield
    await simcord_bot.web.close()
    assert simcord_bot.web_links.base is None and simcord_bot.web_links.site is None


def link_buttons(message: discord.Message | None) -> dict[str, str]:
    if message is None:
        return {}
    return {
        c.label or "": c.url or ""
        for row in message.components
        for c in getattr(row, "children", ())
        if isinstance(c, discord.Button) and c.url
    }


async def state_frame(page: aiohttp.ClientWebSocketResponse, newer_than: int = -1) -> dict[str, Any]:
    """The next state the page is sent whose version is above ``newer_than``."""
    while True:
        message = await asyncio.wait_for(page.receive(), 10)
        assert message.type is aiohttp.WSMsgType.TEXT, message
        data = json.loads(message.data)
        assert data["type"] != "refused", data["message"]
        if data["type"] == "state" and data["version"] > newer_than:
            return data


async def started(env: Any) -> Table:
    table = make_table(env, ["ann", "bo", "cy"])
    for p in table.players:
        await p.slash(table.channel, "join")
    await table.players[0].slash(table.channel, "option", name="rounds", value="1")
    await table.players[0].slash(table.channel, "start")
    await table.bot.idle()
    return table


async def web_move(http: aiohttp.ClientSession, live: str) -> dict[str, Any]:
    """Open the page's live connection, make the move its hand asks for, and close it again (the state after).

    The page is closed between moves: simcord waits for every task of the bot's process to settle after each
    interaction, and an open connection's task never does."""
    page = await http.ws_connect(live)
    try:
        state = await state_frame(page)
        hand = state["hand"]
        cards = hand["legal"][: hand["painCount"]] if hand["prompt"] == "pain" else hand["legal"][-1:]
        action = "pain" if hand["prompt"] == "pain" else "play"
        await page.send_str(json.dumps({"action": action, "cards": cards, "decision": hand["decision"]}))
        return await state_frame(page, state["version"])
    finally:
        await page.close()


@pytest.mark.parametrize("settings", ["web"], indirect=True)
async def test_a_player_plays_on_the_web_and_in_the_dm(simcord_env: Any, settings: Any) -> None:
    table = await started(simcord_env)
    ann = table.players[0]
    links = link_buttons(dm_hand(ann))
    assert set(links) == {"Open the table", "Board"}  # the board's message is a link button of the hand too
    live = links["Open the table"].replace("http://", "ws://").replace("/play/", "/live/play/")
    board = next(m for m in table.channel.history() if "Watch in the browser" in link_buttons(m))
    watch_url = link_buttons(board)["Watch in the browser"]
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as http:
        async with http.get(watch_url) as response:
            assert response.status == 200
        on_web = in_dm = 0
        while True:
            now = await table.board()
            if now.phase == "over":
                break
            mover = next(
                p
                for p, s in zip(table.players, now.seats, strict=True)
                if (now.phase == "pain" and not s.pain_chosen) or s.seat == now.turn
            )
            if mover is ann and (on_web + in_dm) % 2 == 0:  # every other move of ann's on the web page
                state = await web_move(http, live)
                assert state["version"] > now.version
                on_web += 1
                await asyncio.sleep(0.05)  # the closed connection's task ends
                await simcord_env.settle()
                assert (
                    (await table.board()).phase == "over"
                    or hand_select(dm_hand(ann)) is None
                    or not (hand_select(dm_hand(ann)).custom_id or "").endswith(f":{now.version}")
                )
            else:
                message = dm_hand(mover)
                select = hand_select(message)
                assert select is not None
                result = await mover.user.select(message, pick(select), custom_id=select.custom_id)
                assert result.acknowledged and not result.followups
                in_dm += mover is ann
            await table.bot.idle()
            assert (await table.board()).version > now.version  # each choice counted once
        assert on_web >= 5 and in_dm >= 5
        page = await http.ws_connect(live)
        final = await state_frame(page)
        await page.close()
        await asyncio.sleep(0.05)
    record = await export_record(table, ann)
    replayed = replay(record)
    assert replayed["finished"] and final["phase"] == "over"
    assert [s["total"] for s in final["seats"]] == replayed["totals"]


async def test_no_links_without_a_public_address(simcord_env: Any) -> None:
    table = await started(simcord_env)
    assert simcord_env.bot.web_links.base is None
    assert set(link_buttons(dm_hand(table.players[0]))) == {"Board"}  # Discord's own link to the board only
    await play_out(table)
    assert link_buttons(result_message(table)) == {}  # no replay link either


def result_message(table: Table) -> discord.Message:
    """The game's result in the table's channel: the message that offers the Rematch."""
    return next(
        m
        for m in table.channel.history()
        for row in m.components
        for c in getattr(row, "children", ())
        if str(getattr(c, "custom_id", "")).startswith("st:v1:rematch:")
    )


@pytest.mark.parametrize("settings", ["web"], indirect=True)
async def test_the_result_in_the_tables_channel_links_the_games_replay(simcord_env: Any, settings: Any) -> None:
    table = await started(simcord_env)
    await play_out(table)
    replay_url = link_buttons(result_message(table)).get("Replay the game")
    assert replay_url is not None and "/replay/g/" in replay_url  # the stored game's, not the table's last game
    for p in table.players:  # the table's next game starts: the link still shows this one
        await p.slash(table.channel, "join")
    await table.players[0].slash(table.channel, "option", name="rounds", value="2")
    await table.players[0].slash(table.channel, "start")
    await table.bot.idle()
    connector = aiohttp.TCPConnector(force_close=True)
    async with aiohttp.ClientSession(connector=connector) as http, http.get(replay_url) as response:
        assert response.status == 200
        page = await response.text()
    found = re.search(r'<script type="application/json" id="game">(.*?)</script>', page)
    assert found is not None
    game = json.loads(found.group(1))
    assert game["players"] == ["ann", "bo", "cy"] and len(game["rounds"]) == 1  # this game, its one round
    await asyncio.sleep(0.05)


@pytest.mark.parametrize("settings", ["web"], indirect=True)
async def test_a_moderator_switches_the_web_table_off_and_on(simcord_env: Any, settings: Any) -> None:
    table = await started(simcord_env)
    mods = table.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    ann = table.players[0]
    watch_url = next(
        link_buttons(m)["Watch in the browser"]
        for m in table.channel.history()
        if "Watch in the browser" in link_buttons(m)
    )
    refused = await ann.slash(table.channel, "settings", web=False)
    assert "moderator" in reply_text(refused).lower()
    switched = await mod.slash(table.channel, "settings", web=False)
    assert "off" in reply_text(switched)
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as http:
        async with http.get(watch_url) as response:
            assert response.status == 403 and "switched off" in await response.text()
        assert simcord_env.bot.web_links.watch(table.channel.id) is None
        await mod.slash(table.channel, "settings", web=True)
        async with http.get(watch_url) as response:
            assert response.status == 200
    await asyncio.sleep(0.05)


@pytest.mark.parametrize("settings", ["web"], indirect=True)
async def test_history_links_each_game_to_its_replay_with_the_players_review(simcord_env: Any, settings: Any) -> None:
    table = await started(simcord_env)
    await play_out(table)
    bo = table.players[1]
    answer = await bo.slash(table.channel, "history")
    message = answer.response if answer.response is not None and answer.response.embeds else answer.followups[0]
    [field] = [f for f in message.embeds[0].fields if f.name == "Replays"]
    [(game, url)] = re.findall(r"\[#(\d+)\]\((\S+?)\)", field.value or "")
    assert "/replay/g/" in url and url.endswith("?review=2")  # bo's seat, the second, as people count
    connector = aiohttp.TCPConnector(force_close=True)
    async with aiohttp.ClientSession(connector=connector) as http, http.get(url) as response:
        assert response.status == 200
        page = await response.text()
    assert 'data-review="1"' in page and 'data-review-state="missing"' in page  # bo's seat; not reviewed yet
    assert f"/review game:{game} seat:2" in page  # how to ask for it
    await asyncio.sleep(0.05)
