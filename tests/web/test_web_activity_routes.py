"""The Activity's routes without a browser: the sign-in against a stand-in for Discord's OAuth2 endpoint,
the view a member gets, the headers that let Discord (and only Discord) frame it, and the live origin check."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from aiohttp import web

from bot.service import Actor, TableService
from bot.settings import Settings, Timers
from bot.web.activity import Activity, ActivityConfig
from bot.web.links import Links, Member
from bot.web.server import WebTable
from tests.web.fake_discord import CLIENT_ID, FakeDiscord

TABLE, GUILD, OTHER_GUILD = 7, 99, 98
SECRET = "the-client-secret"
ORIGIN = f"https://{CLIENT_ID}.discordsays.com"


@dataclass
class Setup:
    base: str
    discord: FakeDiscord
    site: WebTable
    http: aiohttp.ClientSession

    async def post(self, path: str, body: Any) -> tuple[int, dict[str, Any]]:
        async with self.http.post(self.base + path, json=body) as response:
            return response.status, await response.json()

    async def sign_in(self, user: int, guild: int = GUILD) -> tuple[int, dict[str, Any]]:
        body = {"code": f"code-{user}", "channel_id": str(TABLE), "guild_id": str(guild)}
        return await self.post("/api/token", body)


async def _serve(app: web.Application) -> tuple[web.AppRunner, str]:
    runner = web.AppRunner(app, handle_signals=False, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    return runner, f"http://127.0.0.1:{site._server.sockets[0].getsockname()[1]}"  # type: ignore[union-attr]


@pytest.fixture
async def setup(tmp_path: Path) -> AsyncIterator[Setup]:
    settings = Settings(database=tmp_path / "a.db", ai_delay=0, timers=Timers(pain_seconds=3600, card_seconds=3600))
    service = await TableService.open(settings, seed=5)
    await service.resume()
    for user, name in ((101, "Ada"), (102, "Bea"), (103, "Cy")):
        await service.join(TABLE, GUILD, Actor(user, name))
    await service.start(TABLE, Actor(101, "Ada"), rated=False)
    discord = FakeDiscord(users={101: "Ada", 102: "Bea", 103: "Cy", 105: "Eve", 106: "Finn"}, guilds={})
    discord.guilds = {101: [GUILD], 102: [GUILD], 103: [GUILD], 105: [GUILD, 5], 106: [OTHER_GUILD]}
    stub_runner, stub = await _serve(discord.app())
    site = WebTable(service, Links(b"test-secret"))
    Activity(site, ActivityConfig(CLIENT_ID, SECRET, f"{stub}/api/v10"))
    runner, base = await _serve(site.app)
    async with aiohttp.ClientSession() as http:
        yield Setup(base, discord, site, http)
    await runner.cleanup()
    await stub_runner.cleanup()
    await service.close()


async def test_the_code_is_exchanged_with_the_secret_and_the_page_gets_the_token_never_the_secret(setup: Setup) -> None:
    status, body = await setup.sign_in(102)
    assert status == 200 and body["access_token"] == "token-102"
    assert setup.discord.exchanges == ["code-102"] and setup.discord.secrets == [SECRET]
    assert SECRET not in str(body)
    member = setup.site.links.member(body["member"], setup.site.now())
    assert member is not None and (member.channel_id, member.guild_id, member.user_id) == (TABLE, GUILD, 102)


async def test_a_player_gets_their_seat_and_a_spectator_the_public_view(setup: Setup) -> None:
    _, player = await setup.sign_in(102)
    _, spectator = await setup.sign_in(105)
    status, seat = await setup.post("/api/activity/view", {"member": player["member"]})
    assert status == 200 and seat["kind"] == "play" and seat["you"] == "1"
    assert seat["live"].startswith("/activity/live/play/")
    link = setup.site.links.seat(seat["live"].rsplit("/", 1)[1], setup.site.now())
    assert link is not None and (link.table_id, link.seat, link.user_id) == (TABLE, 1, 102)
    status, watch = await setup.post("/api/activity/view", {"member": spectator["member"]})
    assert status == 200 and watch["kind"] == "watch" and watch["you"] == ""
    assert watch["live"] == f"/activity/live/watch/{setup.site.links.table_token(TABLE)}"


@pytest.mark.parametrize(
    ("user", "guild", "status", "message"),
    [
        (999, GUILD, 403, "Signing in with Discord did not work"),  # Discord refuses the code
        (106, GUILD, 403, "You are not a member of this server"),  # the user is not in the Activity's server
    ],
    ids=["code-refused", "not-a-member"],
)
async def test_a_refused_sign_in_says_so_and_gives_no_member(
    setup: Setup, user: int, guild: int, status: int, message: str
) -> None:
    got, body = await setup.sign_in(user, guild)
    assert got == status and body["error"].startswith(message) and "member" not in body


async def test_no_discord_no_sign_in(setup: Setup, tmp_path: Path) -> None:
    """Discord's endpoint does not answer: a clear refusal (502), nothing issued."""
    dead = WebTable(setup.site.service, Links(b"test-secret"))
    Activity(dead, ActivityConfig(CLIENT_ID, SECRET, "http://127.0.0.1:9/api/v10"))
    runner, base = await _serve(dead.app)
    try:
        async with setup.http.post(base + "/api/token", json={"code": "code-101", "channel_id": str(TABLE)}) as r:
            assert r.status == 502 and "member" not in await r.json()
    finally:
        await runner.cleanup()


@pytest.mark.parametrize(
    "body",
    [{"member": "7-99-102-99999999999.forged"}, {"member": 5}, [], {"code": "x"}],
    ids=["forged", "not-text", "not-an-object", "no-member"],
)
async def test_a_view_without_a_valid_member_is_refused(setup: Setup, body: Any) -> None:
    status, answer = await setup.post("/api/activity/view", body)
    assert status in (400, 403) and "live" not in answer


async def test_a_member_of_another_server_sees_no_table_here(setup: Setup) -> None:
    """A member token names the server it was checked for: another server's table with this channel id stays hidden."""
    token = setup.site.links.member_token(Member(TABLE, OTHER_GUILD, 106, int(setup.site.now()) + 600))
    status, answer = await setup.post("/api/activity/view", {"member": token})
    assert status == 404 and "live" not in answer


async def test_only_the_activity_pages_may_be_framed_and_only_by_discord(setup: Setup) -> None:
    async with setup.http.get(setup.base + "/") as page:
        csp = page.headers["Content-Security-Policy"]
        assert page.status == 200 and "X-Frame-Options" not in page.headers
    assert "frame-ancestors https://discord.com https://*.discord.com https://*.discordsays.com" in csp
    assert "script-src 'self'" in csp and "'unsafe-inline'" not in csp
    replay = "/activity/replay/t/" + setup.site.links.table_token(TABLE)
    async with setup.http.get(setup.base + replay) as page:  # refused while the game runs, inside Discord too
        assert page.status == 404 and page.headers["Content-Security-Policy"] == csp
    watch = setup.site.watch_path(TABLE)
    async with setup.http.get(setup.base + watch) as page:
        assert "frame-ancestors 'none'" in page.headers["Content-Security-Policy"]
        assert page.headers["X-Frame-Options"] == "DENY"


@pytest.mark.parametrize(
    ("origin", "accepted"),
    [
        (ORIGIN, True),
        ("https://evil.example", False),
        (f"https://{CLIENT_ID + 1}.discordsays.com", False),
        (None, False),
    ],
    ids=["activity", "other-site", "other-activity", "no-origin"],
)
async def test_the_activity_live_connection_takes_the_activity_origin_only(
    setup: Setup, origin: str | None, accepted: bool
) -> None:
    path = "/activity/live/watch/" + setup.site.links.table_token(TABLE)
    headers = {"Origin": origin} if origin else {}
    if accepted:
        async with setup.http.ws_connect(setup.base + path, headers=headers) as socket:
            first = await socket.receive_json(timeout=10)
            assert first["type"] == "state" and "hand" not in first
        return
    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
        await setup.http.ws_connect(setup.base + path, headers=headers)
    assert refused.value.status == 403
