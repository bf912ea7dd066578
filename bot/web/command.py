"""``sticheln web``: a game against AI players in the browser, on the table service ``sticheln play`` uses.

The game starts at once; the first line printed is the player's link, the second the spectators'. The
server runs until the game is over and :data:`LINGER` seconds longer (the final scores and the record
can still be fetched), then stops; Ctrl-C stops it earlier (status 130).
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TextIO

from aiohttp import web

from bot.i18n import speaking, t
from bot.model.events import Event, GameOver
from bot.model.reading import TableReading
from bot.service import Actor, Refusal, TableService
from bot.settings import Settings
from bot.terminal import lobby
from bot.terminal.arguments import PlayArguments, arguments_problem, language_asked, parser
from bot.terminal.command import HUMAN_ID, HUMAN_NAME, INTERRUPTED
from bot.terminal.record import finished_rounds, record_so_far, write_record
from bot.web import links as link_tokens
from bot.web.links import Links
from bot.web.server import WebTable

LINGER = 60.0  # seconds the pages stay up after the game is over
LOOPBACK = "127.0.0.1"


@dataclass(frozen=True)
class WebArguments:
    table: PlayArguments
    host: str
    port: int
    linger: float


def web_parser() -> argparse.ArgumentParser:
    p = parser("sticheln web", t("term_web_description"), plain=False)
    p.add_argument("--port", type=_port, default=0, metavar="PORT", help=t("term_web_port_help"))
    p.add_argument("--host", default=LOOPBACK, metavar=t("cli_address"), help=t("term_web_host_help"))
    p.add_argument("--linger", type=float, default=LINGER, help=argparse.SUPPRESS)  # tests end sooner
    return p


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit() and int(text) <= 65535):
        raise argparse.ArgumentTypeError(text)
    return int(text)


def parse_web_arguments(argv: list[str], stderr: TextIO) -> WebArguments | int:
    try:
        args = web_parser().parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    args.plain = True
    problem = arguments_problem(args)
    if problem is not None:
        print(problem, file=stderr)
        return 2
    host, port, linger = args.host, args.port, args.linger
    del args.host, args.port, args.linger
    return WebArguments(PlayArguments(**vars(args)), host, port, linger)


class WebApp(lobby.TableApp, Protocol):
    """What ``sticheln web`` needs of the composition root's :class:`bot.app.App`: its service and web table."""

    def web_table(self, links: Links) -> WebTable: ...


OpenWebApp = Callable[[Settings, int | None], Awaitable[WebApp]]  # (settings, seed) -> the app


def main(argv: list[str], stdout: TextIO, stderr: TextIO, *, open_app: OpenWebApp) -> int:
    with speaking(language_asked(argv)):
        args = parse_web_arguments(argv, stderr)
        if isinstance(args, int):
            return args
        try:
            return asyncio.run(serve(args, stdout, stderr, open_app))
        except KeyboardInterrupt:
            return INTERRUPTED


async def serve(args: WebArguments, stdout: TextIO, stderr: TextIO, open_app: OpenWebApp) -> int:
    """Start the game, serve its pages until it is over (and :attr:`WebArguments.linger` longer)."""
    table = args.table
    human = Actor(HUMAN_ID, HUMAN_NAME)
    with tempfile.TemporaryDirectory(prefix="sticheln-web-") as folder:
        app = await open_app(
            lobby.local_settings(Path(folder) / "table.db", level=table.level, delay=table.delay), table.seed
        )
        service = app.service
        await service.resume()
        over = asyncio.Event()

        async def watch(event: Event) -> None:
            if isinstance(event, GameOver):
                over.set()

        service.subscribe(watch)
        runner: web.AppRunner | None = None
        try:
            try:
                await lobby.seat(
                    service, human, ai_players=table.players - 1, level=table.level, options=table.table_options()
                )
            except lobby.OptionRefused as refused:
                print(t("term_bad_option", name=refused.name, value=refused.value, reason=refused.reason), file=stderr)
                return 2
            site = app.web_table(Links())
            runner = web.AppRunner(site.app, handle_signals=False, access_log=None)
            await runner.setup()
            try:
                tcp = web.TCPSite(runner, args.host, args.port)
                await tcp.start()
            except OSError as err:
                print(
                    t("term_web_cannot_listen", host=args.host, port=args.port, reason=err.strerror or err), file=stderr
                )
                return 2
            await lobby.start(service, human)
            base = _base_url(args.host, _bound_port(tcp, args.port))
            link = await service.read(lobby.TABLE_ID, lambda tb: _human_link(site, tb), cached=True)
            print(f"{base}{site.play_path(link)}?lang={table.lang}", file=stdout)
            print(f"{base}{site.watch_path(lobby.TABLE_ID)}?lang={table.lang}", file=stdout, flush=True)
            try:
                await over.wait()
            except asyncio.CancelledError:  # Ctrl-C: the finished rounds are kept, as sticheln play keeps them
                if table.record is not None and (await service.board(lobby.TABLE_ID)).round_scores:
                    await _save(service, table.record, stderr)
                raise
            if table.record is not None and not await _save(service, table.record, stderr):
                return 1
            await asyncio.sleep(args.linger)
            return 0
        finally:
            if runner is not None:
                await runner.cleanup()
            await service.close()


def _human_link(site: WebTable, table: TableReading | None) -> link_tokens.Seat:
    """The personal link of the terminal's human, made inside the read (the table itself never leaves it)."""
    assert table is not None  # (the lobby has just been started)
    return site.seat_link(table, table.seat_of(HUMAN_ID) or 0)


async def _save(service: TableService, path: Path, stderr: TextIO) -> bool:
    try:
        record = await record_so_far(service, lobby.TABLE_ID)
        board = await service.board(lobby.TABLE_ID)
        write_record(path, finished_rounds(record, len(board.round_scores)))
    except (OSError, Refusal) as err:
        reason = err.strerror if isinstance(err, OSError) and err.strerror else err
        print(t("term_record_failed", path=path, reason=reason), file=stderr)
        return False
    return True


def _bound_port(site: web.TCPSite, asked: int) -> int:
    server = site._server  # aiohttp keeps the listening sockets here; port 0 asks the system for one
    sockets = getattr(server, "sockets", None) or []
    return int(sockets[0].getsockname()[1]) if sockets else asked


def _base_url(host: str, port: int) -> str:
    shown = LOOPBACK if host in ("", "0.0.0.0") else "[::1]" if host == "::" else host
    if ":" in shown and not shown.startswith("["):
        shown = f"[{shown}]"
    return f"http://{shown}:{port}"
