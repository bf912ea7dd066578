"""The web table's HTTP routes: pages, the live connection, records and replays; refusals as clear pages.

Every response carries a strict Content-Security-Policy (scripts and styles
from this server only, nothing inline) and sends no referrer, so a personal
link never leaks to another site. A request that fails is answered with a
page that says so in the viewer's language, never a traceback.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import orjson
from aiohttp import WSMsgType, web

from bot.i18n import speaking, t
from bot.model.contract import WebTables
from bot.model.reading import TableReading
from bot.model.seat_numbers import seat_id, seat_number
from bot.review.service import StoredReview
from bot.service import Refusal
from bot.web import links as link_tokens
from bot.web.addresses import LOOPBACK, Network, client_address, networks
from bot.web.language import viewer_language
from bot.web.links import Links
from bot.web.live import Limits, Live, TooMany, Viewer, frame, holds
from bot.web.moves import make_move, parse_move
from bot.web.origins import origin_allowed
from bot.web.pages import page, refusal_page
from bot.web.replay_data import replay_data
from bot.web.review_data import review_data
from bot.web.static_files import static_files

log = logging.getLogger(__name__)
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
StoredRecord = Callable[[int, int], Awaitable[dict[str, Any] | None]]  # a server's stored game by its id
Allowed = Callable[[int | None], bool]  # whether a server (None: no server) shows the web table
StoredReviews = Callable[[int, int, int], Awaitable[StoredReview]]  # a server's game's seat's stored review
REVIEW = "review"  # the query parameter of an annotated replay: the seat, counted from 1 as users count
TOO_MANY = 4429  # the close code of a live page refused for a limit (its reason came as a "refused" frame)
SERVER = "sticheln"  # the Server header: no software versions
FAVICON = "favicon.svg"


class Refused(Exception):
    """A request answered with a refusal page: its HTTP status and the message key."""

    def __init__(self, status: int, key: str) -> None:
        super().__init__(key)
        self.status, self.key = status, key


class WebTable:
    """The web table of a table service: build it, then serve :attr:`app` (``aiohttp.web``)."""

    def __init__(
        self,
        service: WebTables,
        links: Links,
        *,
        limits: Limits | None = None,
        allowed: Allowed | None = None,
        stored_record: StoredRecord | None = None,
        stored_review: StoredReviews | None = None,
        origins: frozenset[str] = frozenset(),
        trusted_proxies: tuple[Network, ...] | None = None,
        now: Callable[[], float] = time.time,
    ) -> None:
        """``origins``: the pages' origins a live connection is accepted from besides the server's own
        (:mod:`bot.web.origins`); ``trusted_proxies``: whose X-Forwarded-For names the client (default loopback)."""
        self.service = service
        self.links = links
        self.now = now
        self.live = Live(service, limits or Limits(), now)
        self._allowed = allowed or (lambda guild_id: True)
        self._stored_record = stored_record
        self._stored_review = stored_review
        self._origins = origins
        self._trusted = networks(LOOPBACK) if trusted_proxies is None else trusted_proxies
        self._static = static_files()
        self.app = web.Application(middlewares=[self._refusals], client_max_size=4096)
        self.app.on_response_prepare.append(_security_headers)
        self.app.on_shutdown.append(lambda app: self.live.closing())
        self.app.add_routes(
            [
                web.get("/play/{token}", self.play_page),
                web.get("/watch/{token}", self.watch_page),
                web.get("/live/play/{token}", self.play_live),
                web.get("/live/watch/{token}", self.watch_live),
                web.get("/record/t/{token}", self.table_record),
                web.get("/replay/t/{token}", self.table_replay),
                web.get("/record/g/{token}", self.game_record),
                web.get("/replay/g/{token}", self.game_replay),
                web.get("/favicon.ico", self.favicon),
                web.get("/static/{name:.+}", self.static_file),
            ]
        )

    def allow_origin(self, origin: str) -> None:
        """Accept live connections from pages served at ``origin`` too (the Discord Activity's, through its proxy)."""
        self._origins = self._origins | {origin}

    # -- links ---------------------------------------------------------------------

    def play_path(self, seat: link_tokens.Seat) -> str:
        return f"/play/{self.links.seat_token(seat)}"

    def watch_path(self, table_id: int) -> str:
        return f"/watch/{self.links.table_token(table_id)}"

    def replay_path(self, guild_id: int, game_id: int) -> str:
        return f"/replay/g/{self.links.game_token(guild_id, game_id)}"

    def review_path(self, guild_id: int, game_id: int, seat: int) -> str:
        """The replay annotated with the review of ``seat`` (from 0)."""
        return f"{self.replay_path(guild_id, game_id)}?{REVIEW}={seat_number(seat)}"

    def table_replay_path(self, table_id: int) -> str:
        return f"/replay/t/{self.links.table_token(table_id)}"

    def seat_link(self, table: TableReading, seat: int) -> link_tokens.Seat:
        """The personal link's content for ``seat`` of the table's current game."""
        user = table.seats[seat].user_id or 0
        return link_tokens.Seat(table.table_id, seat, user, table.games_started, link_tokens.play_expiry(self.now()))

    # -- pages ---------------------------------------------------------------------

    async def play_page(self, request: web.Request) -> web.Response:
        seat = await self._seat(request)
        table_token = self.links.table_token(seat.table_id)
        return self._page(
            request,
            "play",
            {
                "data-live": f"/live/play/{request.match_info['token']}",
                "data-record": f"/record/t/{table_token}",
                "data-replay": f"/replay/t/{table_token}",
                "data-you": str(seat.seat),
            },
        )

    async def watch_page(self, request: web.Request) -> web.Response:
        table_id = await self._watched(request)
        token = self.links.table_token(table_id)
        return self._page(
            request,
            "watch",
            {
                "data-live": f"/live/watch/{token}",
                "data-record": f"/record/t/{token}",
                "data-replay": f"/replay/t/{token}",
                "data-you": "",
            },
        )

    async def table_replay(self, request: web.Request) -> web.Response:
        record = await self._table_record(request)  # refused while the table's game runs
        attributes = {"data-record": f"/record/t/{request.match_info['token']}"}
        seat = _review_seat(request, record)
        if seat is None:
            return self._page(request, "replay", attributes, record)
        # a table's last game has no stored review here: the page says so (reviews are of a server's games)
        review = review_data(language(request), seat, record["players"][seat], None, None)
        return self._page(request, "replay", _reviewing(attributes, seat, review), record, review)

    async def game_replay(self, request: web.Request) -> web.Response:
        record = await self._game_record(request)
        attributes = {"data-record": f"/record/g/{request.match_info['token']}"}
        seat = _review_seat(request, record)
        if seat is None:
            return self._page(request, "replay", attributes, record)
        guild_id, game_id = self.links.game(request.match_info["token"]) or (0, 0)
        stored = await self._stored_review(guild_id, game_id, seat) if self._stored_review else None
        review = review_data(language(request), seat, record["players"][seat], game_id, stored)
        return self._page(request, "replay", _reviewing(attributes, seat, review), record, review)

    def _page(
        self,
        request: web.Request,
        kind: str,
        attributes: dict[str, str],
        record: dict[str, Any] | None = None,
        review: dict[str, Any] | None = None,
    ) -> web.Response:
        lang = language(request)
        data = replay_data(record) if record is not None else None
        return web.Response(text=page(kind, lang, attributes, data, review), content_type="text/html")

    async def static_file(self, request: web.Request) -> web.Response:
        found = self._static.get(request.match_info["name"])
        if found is None:
            raise Refused(404, "web_not_found")
        return found.response(request)

    async def favicon(self, request: web.Request) -> web.Response:
        return self._static[FAVICON].response(request)

    # -- records ---------------------------------------------------------------------

    async def table_record(self, request: web.Request) -> web.Response:
        return _download(await self._table_record(request))

    async def game_record(self, request: web.Request) -> web.Response:
        return _download(await self._game_record(request))

    async def _table_record(self, request: web.Request) -> dict[str, Any]:
        """The table's game once it is over (before that, its record would show the hands)."""
        table_id = await self._watched(request)
        try:  # decided and built from one read of the database (bot.service.public_record)
            return await self.service.export(table_id)
        except Refusal:
            raise Refused(404, "web_not_over") from None

    async def _game_record(self, request: web.Request) -> dict[str, Any]:
        game = self.links.game(request.match_info["token"])
        if game is not None and not self._allowed(game[0]):
            raise Refused(403, "web_switched_off")
        record = await self._stored_record(*game) if game is not None and self._stored_record else None
        if record is None:
            raise Refused(404, "web_link_refused")
        return record

    # -- live ------------------------------------------------------------------------

    async def play_live(self, request: web.Request) -> web.WebSocketResponse:
        seat = await self._seat(request)
        viewer = self._viewer(request, seat.table_id)
        viewer.seat, viewer.user_id, viewer.game = seat.seat, seat.user_id, seat.game
        return await self._serve(request, viewer)

    async def watch_live(self, request: web.Request) -> web.WebSocketResponse:
        return await self._serve(request, self._viewer(request, await self._watched(request)))

    def _viewer(self, request: web.Request, table_id: int) -> Viewer:
        if not origin_allowed(request.headers.get("Origin"), request.host, self._origins):
            raise Refused(403, "web_link_refused")  # a page of another site: no live connection for it
        limits = self.live.limits
        socket = web.WebSocketResponse(max_msg_size=limits.frame_bytes, heartbeat=30, autoping=True)
        address = client_address(request.remote, request.headers.get("X-Forwarded-For"), self._trusted)
        viewer = Viewer(socket, table_id, address, lang=language(request), tokens=limits.burst)
        return viewer

    async def _serve(self, request: web.Request, viewer: Viewer) -> web.WebSocketResponse:
        try:
            self.live.open(viewer)
        except TooMany as too_many:
            return await self._too_many(request, viewer, too_many.key)
        try:
            await viewer.socket.prepare(request)
            await self._send_now(viewer)
            async for message in viewer.socket:
                if message.type is not WSMsgType.TEXT:
                    break  # binary frames, or too large ones (an error): the page is closed
                if not viewer.allowed(self.live.limits):
                    await self._say(viewer, "web_too_fast")
                    continue
                if len(message.data.encode()) > self.live.limits.message_bytes:
                    await self._say(viewer, "web_message_too_long")
                    continue
                await self._moved(viewer, message.data)
        finally:
            self.live.close(viewer)
        return viewer.socket

    async def _too_many(self, request: web.Request, viewer: Viewer, key: str) -> web.WebSocketResponse:
        """A page over a limit: why, in its language, then closed with :data:`TOO_MANY` (the page then says
        so instead of "connection lost" and does not try again); a request without an upgrade gets a page."""
        if not viewer.socket.can_prepare(request).ok:
            raise Refused(429, key)
        await viewer.socket.prepare(request)
        await viewer.socket.send_str(frame("refused", {"message": _sentence(viewer.lang, key)}))
        await viewer.socket.close(code=TOO_MANY, message=b"too many pages")
        return viewer.socket

    async def _moved(self, viewer: Viewer, text: str) -> None:
        key = viewer.key
        if key is None:
            await self._say(viewer, "web_watch_only")
            return
        move = parse_move(text)
        if move is None:
            await self.live.send(
                viewer, frame("refused", {"message": _sentence(viewer.lang, "bad_input", what="cards")})
            )
            return
        try:
            await make_move(self.service, viewer.table_id, key, move)
        except Refusal as refusal:
            if refusal.key != "stale_action":  # the table moved on: the page is shown the new state
                with speaking(viewer.lang):
                    await self.live.send(viewer, frame("refused", {"message": str(refusal)}))
        await self._send_now(viewer)

    async def _say(self, viewer: Viewer, key: str) -> None:
        await self.live.send(viewer, frame("refused", {"message": _sentence(viewer.lang, key)}))

    async def _send_now(self, viewer: Viewer) -> None:
        key = viewer.key
        frames = await self.service.read(viewer.table_id, lambda tb: self.live.frames(tb, {key} if key else set()))
        await self.live.send(viewer, frames.get(key) or frames[None])

    # -- checks ------------------------------------------------------------------------

    async def _seat(self, request: web.Request) -> link_tokens.Seat:
        """The seat of a valid personal link whose game still runs (or just ended) at its table."""
        seat = self.links.seat(request.match_info["token"], self.now())
        if seat is None:
            raise Refused(403, "web_link_refused")
        key = (seat.seat, seat.user_id, seat.game)
        table_ok = await self.service.read(seat.table_id, lambda tb: self._open(tb) and holds(tb, key), cached=True)
        if not table_ok:
            raise Refused(403, "web_link_refused")
        return seat

    async def _watched(self, request: web.Request) -> int:
        table_id = self.links.table(request.match_info["token"])
        if table_id is None:
            raise Refused(404, "web_link_refused")
        if not await self.service.read(table_id, self._open, cached=True):
            raise Refused(403, "web_switched_off")
        return table_id

    def _open(self, table: TableReading | None) -> bool:
        """The table may be shown (its server has not switched the web table off)."""
        return table is None or self._allowed(table.guild_id)

    @web.middleware
    async def _refusals(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        try:
            return await handler(request)
        except Refused as refused:
            return _refusal(request, refused.status, refused.key)
        except Refusal:  # the database could not answer: nothing changed
            return _refusal(request, 503, "web_failed")
        except web.HTTPException as http:
            if http.status in (403, 404, 405):  # a missing or forbidden file under /static/ too
                return _refusal(request, http.status, "web_not_found")
            if http.status == 413:
                return _refusal(request, 413, "web_not_found")
            raise
        except Exception:
            log.exception("web: %s %s failed", request.method, request.path)
            return _refusal(request, 500, "web_failed")


def _review_seat(request: web.Request, record: dict[str, Any]) -> int | None:
    """The seat (from 0) whose review the replay shows, if one is asked for; a seat the game lacks is refused."""
    asked = request.query.get(REVIEW)
    if asked is None:
        return None
    players = len(record.get("players", ()))
    if not (asked.isascii() and asked.isdigit() and len(asked) <= 2) or not 1 <= int(asked) <= players:
        raise Refused(404, "web_review_no_seat")
    return seat_id(int(asked))


def _reviewing(attributes: dict[str, str], seat: int, review: dict[str, Any]) -> dict[str, str]:
    return {**attributes, "data-review": str(seat), "data-review-state": review["state"]}


def language(request: web.Request) -> str:
    return viewer_language(request.query, request.headers.get("Accept-Language"))


def _sentence(lang: str, key: str, **values: object) -> str:
    with speaking(lang):
        return t(key, **values)


def _refusal(request: web.Request, status: int, key: str) -> web.Response:
    return web.Response(status=status, text=refusal_page(language(request), key), content_type="text/html")


def _download(record: dict[str, Any]) -> web.Response:
    return web.Response(
        body=orjson.dumps(record, option=orjson.OPT_INDENT_2),
        content_type="application/json",
        headers={"Content-Disposition": 'attachment; filename="sticheln-record.json"'},
    )


async def _security_headers(request: web.Request, response: web.StreamResponse) -> None:
    response.headers["Server"] = SERVER
    response.headers["Content-Security-Policy"] = CSP
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["X-Frame-Options"] = "DENY"
    if request.path.startswith(("/play/", "/live/")):
        response.headers["Cache-Control"] = "no-store"
