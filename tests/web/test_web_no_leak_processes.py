"""Two table services on one PostgreSQL database, each with its own copy of the tables: whatever the first one
answers a spectator, another seat or a stranger (records, replays, pages, live frames, the Discord commands'
reads) never holds a card of a running hand or a pain card not yet shown, in any phase of two games the second
one plays (lobby, pain choice, mid-round, the next round's deal, game over, a new game with hidden pain cards).

The first service looks at the table whenever the spectator asks, so its copy falls behind whenever the other
one moves: the bug this guards against decided "no game running" from that copy and then served the database's
new game."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.model.table import Table
from bot.service import Actor, Refusal, TableService
from bot.settings import Settings, Timers
from bot.web.links import Links, Seat, play_expiry
from bot.web.server import WebTable
from tests.postgres_server import PostgresServer

TABLE = 41
GUILD = 5
PLAYERS = (Actor(1, "Ann"), Actor(2, "Bo"), Actor(3, "Cy"))
STRANGER = Actor(9, "Zed")
CARD = re.compile(r"\b[RYGBOV]\d{1,2}\b")


@dataclass(frozen=True)
class Secrets:
    """What nobody but a seat's player may see now: each seat's dealt and held cards, the hidden pain cards."""

    dealt: tuple[frozenset[str], ...]
    held: tuple[frozenset[str], ...]
    pain: frozenset[str] | None  # all seats' pain cards while they are not yet shown to everyone

    def leaked(self, text: str, own_seat: int | None = None) -> list[str]:
        """The secrets ``text`` shows: a seat's cards (or the pain cards) as a run of consecutive card codes."""
        codes = CARD.findall(text)
        found = []
        for seat, (dealt, held) in enumerate(zip(self.dealt, self.held, strict=True)):
            if seat == own_seat:
                continue
            if _run_of(codes, dealt) or (len(held) >= 3 and _run_of(codes, held)):
                found.append(f"the hand of seat {seat}")
        if self.pain is not None and _run_of(codes, self.pain):
            found.append("the pain cards")
        return found


def _run_of(codes: list[str], cards: frozenset[str]) -> bool:
    size = len(cards)
    return any(frozenset(codes[i : i + size]) == cards for i in range(len(codes) - size + 1))


def secrets_of(table: Table | None) -> Secrets | None:
    """The running game's secrets, read from the database itself (None when no game runs)."""
    if table is None or table.game is None or not table.playing:
        return None
    game = table.game
    seats = range(len(table.seats))
    chosen = [game.pain_cards(s) for s in seats]
    shown = table.phase == "tricks" and not game.options.hidden
    pain = None if shown or not all(chosen) else frozenset(c for cards in chosen for c in cards)
    return Secrets(
        dealt=tuple(frozenset(h) for h in game.round.dealt_codes),
        held=tuple(frozenset(game.hand(s)) for s in seats),
        pain=pain,
    )


async def service_on(url: str) -> TableService:
    settings = Settings(database=url, ai_delay=0, timers=Timers(pain_seconds=3600, card_seconds=3600))
    service = await TableService.open(settings, seed=3)
    await service.resume()
    return service


Two = tuple[TableService, TableService, WebTable, TestClient[Any, Any]]  # serving, moving, the site, a client


@pytest.fixture
async def two(
    postgres: PostgresServer,
) -> AsyncIterator[tuple[TableService, TableService, WebTable, TestClient[Any, Any]]]:
    url = postgres.new_database()
    serving, moving = await service_on(url), await service_on(url)
    site = WebTable(serving, Links(b"one-secret"))
    client: TestClient[Any, Any] = TestClient(TestServer(site.app))
    await client.start_server()
    try:
        yield serving, moving, site, client
    finally:
        await client.close()
        await serving.close()
        await moving.close()


Served = tuple[TableService, WebTable, TestClient[Any, Any]]


async def answers(served: Served, game: int) -> dict[str, tuple[str, int | None]]:
    """Every public answer of the serving process now, and the seat whose player gets it (None: anybody)."""
    serving, site, client = served
    token = site.links.table_token(TABLE)
    got: dict[str, tuple[str, int | None]] = {}
    for path in (f"/watch/{token}", f"/record/t/{token}", f"/replay/t/{token}", f"/replay/t/{token}?review=1"):
        response = await client.get(path)
        got[path] = (await response.text(), None)
    async with client.ws_connect(f"/live/watch/{token}") as page:
        got["live watch"] = ((await page.receive()).data, None)
    seat_token = site.links.seat_token(Seat(TABLE, 1, PLAYERS[1].user_id, game, play_expiry(serving.now)))
    response = await client.get(f"/play/{seat_token}")
    got["play page of seat 1"] = (await response.text(), 1)
    if response.status == 200:
        async with client.ws_connect(f"/live/play/{seat_token}") as page:
            got["live play of seat 1"] = ((await page.receive()).data, 1)
    for name, ask in (
        ("/spielinfo", serving.spielinfo(TABLE)),
        ("/board", serving.board(TABLE)),
        ("/export", serving.export(TABLE)),
        ("/peek", serving.peek(TABLE, STRANGER, 0)),
    ):
        try:
            got[name] = (repr(await ask), None)
        except Refusal as refusal:
            got[name] = (str(refusal), None)
    return got


async def leaks(served: Served, moving: TableService) -> list[str]:
    table = await moving.read(TABLE, lambda tb: tb)  # the database's table, not a copy
    secrets = secrets_of(table)
    game = table.games_started if table is not None else 0
    found = []
    for where, (text, own) in (await answers(served, game)).items():
        if secrets is not None:
            found += [f"{where}: {leak}" for leak in secrets.leaked(text, own)]
    return found


async def one_move(moving: TableService) -> str:
    """The awaited player's first legal choice, made through the other process; the phase it was made in."""
    board = await moving.board(TABLE)
    for actor, seat in zip(PLAYERS, board.seats, strict=True):
        if (board.phase == "pain" and not seat.pain_chosen) or (board.phase == "tricks" and board.turn == seat.seat):
            hand = await moving.hand(TABLE, actor)
            if hand.prompt == "pain":
                await moving.choose_pain(TABLE, actor, hand.legal[: hand.pain_count], hand.decision)
            else:
                await moving.play(TABLE, actor, hand.legal[0], hand.decision)
            return board.phase
    return board.phase


async def test_the_other_process_game_never_reaches_a_spectator(
    two: Two,
) -> None:
    serving, moving, site, client = two
    served = (serving, site, client)
    found: list[str] = []
    for actor in PLAYERS:
        await moving.join(TABLE, GUILD, actor)
    await moving.set_option(TABLE, PLAYERS[0], "rounds", "2")
    found += await leaks(served, moving)  # the lobby
    await moving.start(TABLE, PLAYERS[0], rated=False)
    moves = 0
    while (await moving.board(TABLE)).phase in ("pain", "tricks"):
        await one_move(moving)
        moves += 1
        if moves in (1, 3, 10, 45, 47, 70):  # pain choice, mid-round, the next deal
            found += await leaks(served, moving)
    found += await leaks(served, moving)  # game over: the serving process's copy says so
    over = await client.get(f"/record/t/{site.links.table_token(TABLE)}")
    assert over.status == 200 and len((await over.json())["rounds"]) == 2  # a finished game's record is served
    await moving.set_option(TABLE, PLAYERS[0], "hidden", "on")
    await moving.start(TABLE, PLAYERS[0], rated=False)  # the serving process does not look before the pain cards
    for _ in range(len(PLAYERS)):  # the pain cards are chosen (hidden: they stay face down)
        await one_move(moving)
    found += await leaks(served, moving)
    for _ in range(5):
        await one_move(moving)
    found += await leaks(served, moving)
    assert found == [], "\n".join(found)
