"""A database made before club play (the notes migration its newest) upgrades in place, on both storages:
its games appear in the history and its lifetime board and the adapter's notes are kept."""

from __future__ import annotations

import pytest

from bot.club.service import ClubService
from bot.storage import postgres_migrate, sqlite_file
from bot.storage.opening import open_storage
from bot.storage.sql import Query, Statement
from bot.storage.storage import Storage
from tests.service.club.test_seasons_history import rated_game
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, open_service, seat_humans

CLUB_TABLE = "CREATE TABLE tournaments"  # only the club migration creates it


def _before_club(known: list[tuple[int, str]]) -> list[tuple[int, str]]:
    club = next(number for number, script in known if CLUB_TABLE in script)
    return [(number, script) for number, script in known if number < club]


OLD_COLUMNS = {  # the columns these tables had before club play
    "game_seats": "seat, user_id, name, total, won",
    "round_scores": "round, seat, user_id, score, pain",
}


async def _copy_old_game(source: Storage, target: Storage) -> None:
    """The stored game of ``source`` as the pre-club bot stored it, into ``target`` (its own game id)."""
    game_columns = "table_id, guild_id, finished, rated, ended_at, record"
    [game] = await source.fetch(Query(f"SELECT {game_columns} FROM games")())
    [[(game_id,)]] = await target.execute([_insert("games", game_columns, game, returning=" RETURNING id")])
    statements: list[Statement] = []
    for table, columns in OLD_COLUMNS.items():
        for row in await source.fetch(Query(f"SELECT {columns} FROM {table}")()):
            statements.append(_insert(table, f"game_id, {columns}", (game_id, *row)))
    rating_columns = "guild_id, user_id, name, mu, sigma, ordinal"
    for row in await source.fetch(Query(f"SELECT {rating_columns} FROM ratings")()):
        statements.append(_insert("ratings", rating_columns, row))
    await target.execute(statements)


def _insert(table: str, columns: str, row: object, returning: str = "") -> Statement:
    """An INSERT of ``row``'s values into ``columns`` (named after the columns)."""
    names = [c.strip() for c in columns.split(",")]
    values = ", ".join(f":{n}" for n in names)
    query = Query(f"INSERT INTO {table} ({columns}) VALUES ({values}){returning}")
    return query(**dict(zip(names, row, strict=True)))  # type: ignore[call-overload]


async def test_a_database_from_before_club_play_upgrades(db: Databases, monkeypatch: pytest.MonkeyPatch) -> None:
    service, _ = await open_service(db("played"))  # a game as it is stored today, to copy the old columns of
    humans = await seat_humans(service, 3)
    await rated_game(service, humans)
    before = await service.leaderboard(GUILD, humans[0].user_id)

    database = db("old", empty=True)  # made by the migrations before club play, below
    backend = postgres_migrate if database.startswith("postgresql://") else sqlite_file
    newest = backend.migrations()
    monkeypatch.setattr(backend, "migrations", lambda: _before_club(newest))
    old = await open_storage(database)
    await _copy_old_game(service.storage, old)
    await old.set_note("board", "1000", "42")
    await old.close()
    await service.close()

    monkeypatch.setattr(backend, "migrations", lambda: newest)
    service, _ = await open_service(database)  # the club migration (and any later one) runs now
    club = ClubService(service)
    [game] = await club.history(GUILD, humans[0].user_id)
    assert game.players == 3 and game.finished and game.tournament is None
    assert await service.leaderboard(GUILD, humans[0].user_id) == before
    assert await service.notes.note("board", "1000") == "42"
    assert (await club.game_scores(GUILD, game.game_id)).names == tuple(h.name for h in humans)
    assert (await club.season(GUILD)).number == 1
    await seat_humans(service, 3)  # the same players at a table of the upgraded database
    await rated_game(service, humans)  # a new game is stored in the new columns beside the old one
    assert len(await club.history(GUILD, humans[0].user_id)) == 2
    lifetime = await service.leaderboard(GUILD, humans[0].user_id)
    assert {s.user_id: s.games for s in lifetime.top} == {h.user_id: 2 for h in humans}
    await service.close()
