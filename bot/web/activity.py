"""The web table as a Discord Activity: its page, its sign-in (``/api/token``) and its live connection.

Discord shows an Activity in a frame at ``https://<client id>.discordsays.com/`` and passes every request on
through its proxy to the URL mapped in the Developer Portal (``/`` → this server), so the page uses
host-relative URLs only. The page signs in with the Embedded App SDK: ``authorize`` gives a code, this
server exchanges it for an access token with Discord's OAuth2 endpoint (the client secret never leaves the
server), reads who the user is and which servers they are in, and answers with a signed *member* token
(:class:`bot.web.links.Member`): this user, checked to be in this server, at this channel's table. With it
the page asks which view to show: the user's seat of the running game (the same personal link the web
table uses, so a player sees their hand) or the spectator's view, exactly as on the web.

Only the Activity's documents may be framed, and only by Discord (``frame-ancestors``); its live
connections are refused from any origin but the Activity's own.
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass
from typing import Any

import aiohttp
from aiohttp import web

from bot.i18n import speaking, t
from bot.model.reading import TableReading
from bot.settings import Settings
from bot.web.links import Member
from bot.web.pages import data_block, document
from bot.web.server import CSP, WebTable, language

log = logging.getLogger(__name__)
# Discord's clients (discord.com and its ptb/canary hosts) and the Activity's own proxy host frame the page
FRAME_ANCESTORS = "https://discord.com https://*.discord.com https://*.discordsays.com"
ACTIVITY_CSP = CSP.replace("frame-ancestors 'none'", f"frame-ancestors {FRAME_ANCESTORS}")
DOCUMENTS = ("/", "/activity/replay/")  # the Activity's framed pages: the table, and a finished game's replay
SIGN_IN_SECONDS = 12 * 3600  # a member token lasts an evening of games
SNOWFLAKE = re.compile(r"[0-9]{1,20}")
CODE = re.compile(r"[A-Za-z0-9_.~-]{1,200}")  # an OAuth2 code as Discord makes them (URL-safe)
EXCHANGES_AT_ONCE = 8  # sign-ins talking to Discord at once: a flood of codes cannot make many more calls
WORDS = ("activity_signing_in", "activity_sign_in_failed", "activity_no_table", "activity_not_member")


@dataclass(frozen=True)
class ActivityConfig:
    """The application's OAuth2 client, and where Discord's API is (the tests put a stand-in there)."""

    client_id: int
    client_secret: str
    api_url: str = "https://discord.com/api/v10"

    @property
    def origin(self) -> str:
        """Where Discord serves the Activity: its pages' origin, the only one its live connections accept."""
        return f"https://{self.client_id}.discordsays.com"


def activity_config(settings: Settings) -> ActivityConfig | None:
    """The Activity's configuration, or None while the settings do not switch it on."""
    if settings.activity_client_id is None or settings.activity_client_secret is None:
        return None
    secret = settings.activity_client_secret.get_secret_value()
    return ActivityConfig(settings.activity_client_id, secret, settings.discord_api_url.rstrip("/"))


class Refused(Exception):
    """An Activity request refused: its status and the message key the page shows."""

    def __init__(self, status: int, key: str) -> None:
        super().__init__(key)
        self.status, self.key = status, key


class Activity:
    """The Activity's routes on a web table's application (call before the application starts)."""

    def __init__(self, site: WebTable, config: ActivityConfig) -> None:
        self.site, self.config = site, config
        site.allow_origin(config.origin)  # the live pages' connections come from Discord's proxy
        self._http: aiohttp.ClientSession | None = None
        self._exchanges = asyncio.Semaphore(EXCHANGES_AT_ONCE)
        site.app.on_response_prepare.append(_frame_for_discord)  # after the web table's own headers
        site.app.on_cleanup.append(lambda app: self.close())
        site.app.add_routes(
            [
                web.get("/", self.page),
                web.post("/api/token", self.token),
                web.post("/api/activity/view", self.view),
                web.get("/activity/live/play/{token}", self.live(site.play_live)),
                web.get("/activity/live/watch/{token}", self.live(site.watch_live)),
                web.get("/activity/replay/t/{token}", site.table_replay),
            ]
        )

    async def close(self) -> None:
        if self._http is not None:
            await self._http.close()
            self._http = None

    # -- the page --------------------------------------------------------------------

    async def page(self, request: web.Request) -> web.Response:
        """The table page inside Discord: the view is chosen once the user has signed in (activity.js)."""
        lang = language(request)
        head = (
            '<link rel="stylesheet" href="/static/table.css"><script type="module" src="/static/activity.js"></script>'
        )
        with speaking(lang):
            words = {key: t(key) for key in WORDS}
        text = document("watch", lang, {"data-client-id": str(self.config.client_id), "data-you": ""}, head, None)
        text = text.replace("</body>", data_block("activity-words", words) + "</body>")
        return web.Response(text=text, content_type="text/html")

    # -- signing in --------------------------------------------------------------------

    async def token(self, request: web.Request) -> web.Response:
        """``{code, channel_id, guild_id}`` → ``{access_token, member}``: the SDK's code exchanged with Discord."""
        try:
            body = await _json(request)
            code, channel, guild = body.get("code"), _snowflake(body.get("channel_id")), body.get("guild_id")
            if not isinstance(code, str) or not CODE.fullmatch(code) or channel is None:
                raise Refused(400, "activity_sign_in_failed")
            guild_id = _snowflake(guild) if guild is not None else 0
            if guild_id is None:
                raise Refused(400, "activity_sign_in_failed")
            async with self._exchanges:
                access, user_id, guilds = await self._sign_in(code)
            if guild_id and guild_id not in guilds:
                raise Refused(403, "activity_not_member")
            member = Member(channel, guild_id, user_id, int(self.site.now()) + SIGN_IN_SECONDS)
            return _json_answer({"access_token": access, "member": self.site.links.member_token(member)})
        except Refused as refused:
            return _json_refusal(request, refused)

    async def _sign_in(self, code: str) -> tuple[str, int, set[int]]:
        """The access token for ``code``, its user's id and their servers' ids (Refused if Discord says no)."""
        api, http = self.config.api_url, self._session()
        form = {
            "client_id": str(self.config.client_id),
            "client_secret": self.config.client_secret,
            "grant_type": "authorization_code",
            "code": code,
        }
        try:
            granted = await _answer(http.post(f"{api}/oauth2/token", data=form))
            access = granted.get("access_token")
            if not isinstance(access, str) or not access:
                raise Refused(403, "activity_sign_in_failed")
            bearer = {"Authorization": f"Bearer {access}"}
            user = await _answer(http.get(f"{api}/users/@me", headers=bearer))
            guilds = await _answer(http.get(f"{api}/users/@me/guilds", headers=bearer))
        except (aiohttp.ClientError, TimeoutError, ValueError):
            log.warning("activity: Discord's OAuth2 endpoint did not answer", exc_info=True)
            raise Refused(502, "activity_sign_in_failed") from None
        user_id = _snowflake(user.get("id"))
        if user_id is None or not isinstance(guilds, list):
            raise Refused(502, "activity_sign_in_failed")
        return access, user_id, {g for g in (_snowflake(x.get("id")) for x in guilds if isinstance(x, dict)) if g}

    def _session(self) -> aiohttp.ClientSession:
        if self._http is None or self._http.closed:
            self._http = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))
        return self._http

    # -- the view ------------------------------------------------------------------------

    async def view(self, request: web.Request) -> web.Response:
        """``{member}`` → what the page shows: the user's seat of the running game, or the spectator's view."""
        try:
            body = await _json(request)
            token = body.get("member")
            member = self.site.links.member(token, self.site.now()) if isinstance(token, str) else None
            if member is None:
                raise Refused(403, "activity_sign_in_failed")
            found = await self.site.service.read(member.channel_id, lambda tb: self._viewed(tb, member))
            return _json_answer(found)
        except Refused as refused:
            return _json_refusal(request, refused)

    def _viewed(self, table: TableReading | None, member: Member) -> dict[str, Any]:
        if table is None or (table.guild_id or 0) != member.guild_id:
            raise Refused(404, "activity_no_table")
        if not self.site._open(table):
            raise Refused(403, "web_switched_off")
        watch = self.site.links.table_token(table.table_id)
        answer = {"record": f"/record/t/{watch}", "replay": f"/activity/replay/t/{watch}"}
        seat = _seat_of(table, member.user_id)
        if seat is None:
            return {**answer, "kind": "watch", "live": f"/activity/live/watch/{watch}", "you": ""}
        play = self.site.links.seat_token(self.site.seat_link(table, seat))
        return {**answer, "kind": "play", "live": f"/activity/live/play/{play}", "you": str(seat)}

    # -- live ------------------------------------------------------------------------------

    def live(self, serve: Any) -> Any:
        """The web table's live route, for the Activity's origin only (a page elsewhere cannot borrow it)."""

        async def checked(request: web.Request) -> web.StreamResponse:
            if request.headers.get("Origin") != self.config.origin:
                raise web.HTTPForbidden(text="origin refused")
            response: web.StreamResponse = await serve(request)
            return response

        return checked


def _seat_of(table: TableReading, user_id: int) -> int | None:
    """The user's seat in the table's running (or just finished) game."""
    return table.seat_of(user_id) if table.game is not None else None


def _snowflake(value: object) -> int | None:
    return int(value) if isinstance(value, str) and SNOWFLAKE.fullmatch(value) else None


async def _json(request: web.Request) -> dict[str, Any]:
    try:
        body = await request.json()
    except ValueError:
        raise Refused(400, "activity_sign_in_failed") from None
    if not isinstance(body, dict):
        raise Refused(400, "activity_sign_in_failed")
    return body


async def _answer(call: Any) -> Any:
    """The JSON of a call to Discord; Refused unless it succeeded."""
    async with call as response:
        if response.status != 200:
            raise Refused(403, "activity_sign_in_failed")
        return await response.json(content_type=None)


def _json_answer(body: dict[str, Any]) -> web.Response:
    return web.json_response(body, headers={"Cache-Control": "no-store"})


def _json_refusal(request: web.Request, refused: Refused) -> web.Response:
    with speaking(language(request)):
        message = t(refused.key)
    return web.json_response({"error": message}, status=refused.status, headers={"Cache-Control": "no-store"})


async def _frame_for_discord(request: web.Request, response: web.StreamResponse) -> None:
    """The Activity's documents may be framed by Discord's clients; every other page keeps ``'none'``."""
    path = request.path
    if path == DOCUMENTS[0] or path.startswith(DOCUMENTS[1]):
        response.headers["Content-Security-Policy"] = ACTIVITY_CSP
        response.headers.pop("X-Frame-Options", None)
