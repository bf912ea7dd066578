"""``/play`` and the Activity's entry point command: the Activity launched where the settings have one,
the web link where not or where Discord refuses the launch, and the command sync keeping Discord's entry
point command."""

from __future__ import annotations

import asyncio
import json
import socket
from typing import Any

import aiohttp
import pytest
from aiohttp import web
from pydantic import SecretStr

from bot.app import discord_bot as create_bot
from tests.discord.activity_callback import LAUNCH_ACTIVITY, ActivityLaunches, accept_entry_point_handler
from tests.discord.discord_helpers import (
    close_service,
    dm_hand,
    export_record,
    hand_select,
    make_table,
    pick,
    replay,
    reply_text,
)
from tests.discord.test_discord_web import state_frame
from tests.web.fake_discord import FakeDiscord

ACTIVITY_ORIGIN = "https://1234567890123.discordsays.com"
# Discord's default entry point (made when Activities are enabled): Discord opens the Activity itself (handler 2)
ENTRY_POINT = {
    "name": "launch",
    "type": 4,
    "description": "Launch the table",
    "integration_types": [0, 1],
    "handler": 2,
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def settings(settings: Any, request: pytest.FixtureRequest) -> Any:
    """``web``: the web table on; ``activity``: and the Activity; otherwise as in every simcord test."""
    kind = getattr(request, "param", None)
    if kind is None:
        return settings
    port = free_port()
    update: dict[str, Any] = {
        "web_listen": f"127.0.0.1:{port}",
        "web_base_url": f"http://127.0.0.1:{port}",
        "web_secret": SecretStr("test-web-secret"),
    }
    if kind == "activity":
        update |= {"activity_client_id": 1234567890123, "activity_client_secret": SecretStr("client-secret")}
        update["discord_api_url"] = "http://127.0.0.1:9/api/v10"  # a sign-in no test stands in for fails on loopback
    return settings.model_copy(update=update)


@pytest.fixture(autouse=True)
async def web_closed(simcord_bot: Any) -> Any:
    yield
    await simcord_bot.web.close()
    assert simcord_bot.web_links.base is None and simcord_bot.web_links.site is None


async def started_table(env: Any) -> Any:
    table = make_table(env, ["ann", "bo", "cy", "dee"])
    for p in table.players[:3]:
        await p.slash(table.channel, "join")
    await table.players[0].slash(table.channel, "start")
    await table.bot.idle()
    return table


@pytest.fixture
def launches(monkeypatch: pytest.MonkeyPatch) -> ActivityLaunches:
    """simcord answering LAUNCH_ACTIVITY as Discord does for an application with Activities enabled."""
    return ActivityLaunches().install(monkeypatch)


def launch_callbacks(env: Any) -> list[Any]:
    return [
        r for r in env.http_requests if r.path.endswith("/callback") and (r.json or {}).get("type") == LAUNCH_ACTIVITY
    ]


@pytest.mark.parametrize("settings", ["activity"], indirect=True)
async def test_play_launches_the_activity_where_the_application_has_activities(
    simcord_env: Any, settings: Any, launches: ActivityLaunches
) -> None:
    """The interaction answered with LAUNCH_ACTIVITY (type 12, no data), for a player and a spectator alike:
    no message, no link."""
    table = await started_table(simcord_env)
    seated = await table.players[1].slash(table.channel, "play")
    watching = await table.players[3].slash(table.channel, "play")
    for result in (seated, watching):
        assert result.acknowledged and result.response is None and not result.followups
    assert len(launches.launched) == 2 and not launches.refused
    assert [r.json for r in launch_callbacks(simcord_env)] == [{"type": 12}, {"type": 12}]


@pytest.mark.parametrize("settings", ["web", "activity"], indirect=True)
async def test_play_gives_a_seated_player_their_link_and_others_the_spectators_where_no_activity_opens(
    simcord_env: Any, settings: Any, launches: ActivityLaunches
) -> None:
    """Without the Activity in the settings (no launch tried), or when Discord refuses to launch it (an
    application without Activities enabled), /play answers with the web table's link."""
    launches.enabled = False
    table = await started_table(simcord_env)
    seated = await table.players[1].slash(table.channel, "play")
    watching = await table.players[3].slash(table.channel, "play")
    assert seated.acknowledged and seated.response.ephemeral
    text = reply_text(seated)
    assert "cannot open inside Discord here" in text and f"{settings.web_base_url}/play/" in text
    token = text.rsplit("/play/", 1)[1].split()[0]
    link = table.bot.web.site.links.seat(token, table.bot.web.site.now())
    assert link is not None and (link.seat, link.user_id) == (1, table.players[1].id)
    assert f"{settings.web_base_url}/watch/" in reply_text(watching)
    tried = 2 if settings.activity_client_id is not None else 0
    assert len(launches.refused) == tried and len(launch_callbacks(simcord_env)) == tried and not launches.launched


ENTRY_POINT_INTERACTION = {"id": "4444", "name": "launch", "type": 4}


@pytest.mark.parametrize("settings", ["activity"], indirect=True)
@pytest.mark.parametrize("enabled", [True, False])
async def test_the_entry_point_sent_to_the_app_launches_as_play_does(
    simcord_env: Any, settings: Any, launches: ActivityLaunches, enabled: bool
) -> None:
    """An entry point whose handler is the app's (APP_HANDLER): the bot gets the command (type 4, no tree
    command of that name) and answers as /play: the Activity, or the link where Discord refuses it."""
    launches.enabled = enabled
    table = await started_table(simcord_env)
    player = table.players[0]
    result = await player._dispatch_interaction(2, table.channel, ENTRY_POINT_INTERACTION)  # APPLICATION_COMMAND
    assert result.acknowledged
    if enabled:
        assert len(launches.launched) == 1 and result.response is None
    else:
        assert len(launches.refused) == 1 and f"{settings.web_base_url}/play/" in reply_text(result)


async def test_play_without_a_web_table_says_where_to_play(simcord_env: Any) -> None:
    table = await started_table(simcord_env)
    result = await table.players[0].slash(table.channel, "play")
    assert "this bot has no web table" in reply_text(result) and "http" not in reply_text(result)


async def restart(env: Any, settings: Any) -> None:
    """The bot starts again (and syncs its commands again), its web table on the same port."""
    await env.bot.web.close()
    await close_service(env.bot)
    await env.restart_bot(create_bot(settings))


@pytest.mark.parametrize("settings", ["activity"], indirect=True)
async def test_the_command_sync_keeps_discords_entry_point_command(
    simcord_env: Any, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Discord made the entry point when Activities were enabled; the bot's sync must not drop it."""
    accept_entry_point_handler(monkeypatch)
    commands = simcord_env.backend.commands.setdefault(None, {})
    commands[("launch", 4)] = {**ENTRY_POINT, "id": "4444", "application_id": str(simcord_env.backend.application_id)}
    await restart(simcord_env, settings)
    kept = simcord_env.backend.commands[None]
    assert ("launch", 4) in kept and ("play", 1) in kept and ("join", 1) in kept
    assert kept[("launch", 4)]["description"] == ENTRY_POINT["description"]
    # the overwrite sent it as Discord has it, its handler (Discord opens the Activity) included
    [sync] = [r for r in simcord_env.http_requests if r.method == "PUT" and r.path.endswith("/commands")][-1:]
    [sent] = [c for c in sync.json if c.get("type") == 4]
    assert sent == ENTRY_POINT


async def test_a_sync_refused_for_want_of_the_entry_point_is_made_again_with_it(
    simcord_env: Any, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without the Activity's settings the plain sync runs; Discord's refusal 50240 brings the entry point in."""
    accept_entry_point_handler(monkeypatch)
    commands = simcord_env.backend.commands.setdefault(None, {})
    commands[("launch", 4)] = {**ENTRY_POINT, "id": "4444", "application_id": str(simcord_env.backend.application_id)}
    simcord_env.inject_error("PUT", "/applications/*/commands", status=400, code=50240)
    await restart(simcord_env, settings)
    kept = simcord_env.backend.commands[None]
    assert ("launch", 4) in kept and ("play", 1) in kept and kept[("launch", 4)]["handler"] == 2


@pytest.fixture
async def oauth_stand_in() -> Any:
    """Discord's OAuth2 endpoints on loopback (users are added once simcord has made them)."""
    discord_stub = FakeDiscord(users={}, guilds={})
    runner = web.AppRunner(discord_stub.app(), handle_signals=False, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    yield discord_stub, f"http://127.0.0.1:{port}/api/v10"
    await runner.cleanup()


async def activity_move(http: aiohttp.ClientSession, base: str, live: str) -> dict[str, Any]:
    """One move on the Activity's live connection (from the Activity's origin), closed again afterwards:
    simcord waits for the bot's tasks to settle after each interaction, and an open connection's never does."""
    page = await http.ws_connect(base.replace("http://", "ws://") + live, headers={"Origin": ACTIVITY_ORIGIN})
    try:
        state = await state_frame(page)
        hand = state["hand"]
        cards = hand["legal"][: hand["painCount"]] if hand["prompt"] == "pain" else hand["legal"][-1:]
        action = "pain" if hand["prompt"] == "pain" else "play"
        await page.send_str(json.dumps({"action": action, "cards": cards, "decision": hand["decision"]}))
        return await state_frame(page, state["version"])
    finally:
        await page.close()


@pytest.mark.parametrize("settings", ["activity"], indirect=True)
async def test_two_activity_players_and_two_dm_players_play_a_game_each_move_once(
    simcord_env: Any, settings: Any, oauth_stand_in: Any
) -> None:
    """The Activity's sign-in and live routes (no browser: the browser game is in tests/web) beside DM hands."""
    stub, api = oauth_stand_in
    settings = settings.model_copy(update={"discord_api_url": api})
    await restart(simcord_env, settings)
    table = make_table(simcord_env, ["ann", "bo", "cy", "dee"])
    for p in table.players:
        stub.users[p.id], stub.guilds[p.id] = p.name, [table.guild.id]
        await p.slash(table.channel, "join")
    await table.players[0].slash(table.channel, "option", name="rounds", value="1")
    await table.players[0].slash(table.channel, "start")
    await table.bot.idle()
    base = settings.web_base_url
    in_activity = {p.id: p for p in table.players[:2]}
    lives: dict[int, str] = {}
    moves = {"activity": 0, "dm": 0}
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as http:
        for user_id in in_activity:
            sign_in = {"code": f"code-{user_id}", "channel_id": str(table.channel.id), "guild_id": str(table.guild.id)}
            async with http.post(base + "/api/token", json=sign_in) as response:
                member = (await response.json())["member"]
            async with http.post(base + "/api/activity/view", json={"member": member}) as response:
                view = await response.json()
            assert view["kind"] == "play"
            lives[user_id] = view["live"]
        while True:
            now = await table.board()
            if now.phase == "over":
                break
            mover = next(
                p
                for p, s in zip(table.players, now.seats, strict=True)
                if (now.phase == "pain" and not s.pain_chosen) or s.seat == now.turn
            )
            if mover.id in in_activity:
                state = await activity_move(http, base, lives[mover.id])
                assert state["version"] > now.version
                moves["activity"] += 1
                await asyncio.sleep(0.05)  # the closed connection's task ends
                await simcord_env.settle()
            else:
                message = dm_hand(mover)
                select = hand_select(message)
                assert select is not None
                result = await mover.user.select(message, pick(select), custom_id=select.custom_id)
                assert result.acknowledged and not result.followups
                moves["dm"] += 1
            await table.bot.idle()
            assert (await table.board()).version > now.version  # each choice counted once
    record = await export_record(table, table.players[0])
    replayed = replay(record)
    assert replayed["finished"]
    plays = record["rounds"][0]["plays"]
    assert len(plays) == len(set(plays)) and moves["activity"] + moves["dm"] == len(plays) + 4
    assert moves["activity"] >= 20 and moves["dm"] >= 20
