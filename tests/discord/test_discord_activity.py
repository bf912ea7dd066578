"""``/play`` and the Activity's entry point command: the Activity launched where the settings have one,
the web link where not or where Discord refuses the launch, and the command sync keeping Discord's entry
point command."""

from __future__ import annotations

import socket
from typing import Any

import pytest
from pydantic import SecretStr

from bot.discord import web_links
from bot.discord.client import create_bot
from tests.discord.discord_helpers import close_service, make_table, reply_text

ENTRY_POINT = {"name": "launch", "type": 4, "description": "Launch the table", "integration_types": [0, 1]}


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
    return settings.model_copy(update=update)


@pytest.fixture(autouse=True)
async def web_closed(simcord_bot: Any) -> Any:
    yield
    await simcord_bot.web.close()
    assert web_links.current is None


async def started_table(env: Any) -> Any:
    table = make_table(env, ["ann", "bo", "cy", "dee"])
    for p in table.players[:3]:
        await p.slash(table.channel, "join")
    await table.players[0].slash(table.channel, "start")
    await table.bot.idle()
    return table


@pytest.mark.parametrize("settings", ["web", "activity"], indirect=True)
async def test_play_gives_a_seated_player_their_link_and_others_the_spectators_where_no_activity_opens(
    simcord_env: Any, settings: Any
) -> None:
    """Without the Activity, or when Discord refuses to launch it (the simulator knows no LAUNCH_ACTIVITY,
    as Discord answers an application without Activities), /play answers with the web table's link."""
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
async def test_the_command_sync_keeps_discords_entry_point_command(simcord_env: Any, settings: Any) -> None:
    """Discord made the entry point when Activities were enabled; the bot's sync must not drop it."""
    commands = simcord_env.backend.commands.setdefault(None, {})
    commands[("launch", 4)] = {**ENTRY_POINT, "id": "4444", "application_id": str(simcord_env.backend.application_id)}
    await restart(simcord_env, settings)
    kept = simcord_env.backend.commands[None]
    assert ("launch", 4) in kept and ("play", 1) in kept and ("join", 1) in kept
    assert kept[("launch", 4)]["description"] == ENTRY_POINT["description"]


async def test_a_sync_refused_for_want_of_the_entry_point_is_made_again_with_it(
    simcord_env: Any, settings: Any
) -> None:
    """Without the Activity's settings the plain sync runs; Discord's refusal 50240 brings the entry point in."""
    commands = simcord_env.backend.commands.setdefault(None, {})
    commands[("launch", 4)] = {**ENTRY_POINT, "id": "4444", "application_id": str(simcord_env.backend.application_id)}
    simcord_env.inject_error("PUT", "/applications/*/commands", status=400, code=50240)
    await restart(simcord_env, settings)
    kept = simcord_env.backend.commands[None]
    assert ("launch", 4) in kept and ("play", 1) in kept
