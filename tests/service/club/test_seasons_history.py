"""Seasons (a rollover keeps the old board readable; monthly seasons), per-season figures, history and export
of an older game, server settings and LFG calls: through the club service, on both storages."""

from __future__ import annotations

import asyncio
import datetime as dt

import pytest

from bot.club.seasons import month_end
from bot.club.service import ClubService
from bot.model.contract import Actor
from bot.model.errors import Refusal
from sticheln.record import load_record
from tests.postgres_server import PostgresServer
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, TABLE, VirtualTime, actor, open_service, play_out, seat_humans

MOD = Actor(900, "Mod", moderator=True)


async def rated_game(service, humans, table: int = TABLE) -> None:
    await service.start(table, humans[0], dm=True)
    await play_out(service, humans, table=table)
    await service.reset(table, humans[0])


def test_month_end_is_the_next_first_of_the_month_in_utc() -> None:
    dec = dt.datetime(2026, 12, 31, 23, 0, tzinfo=dt.UTC).timestamp()
    assert month_end(dec) == dt.datetime(2027, 1, 1, tzinfo=dt.UTC).timestamp()
    assert (
        month_end(dt.datetime(2026, 3, 1, tzinfo=dt.UTC).timestamp())
        == dt.datetime(2026, 4, 1, tzinfo=dt.UTC).timestamp()
    )


async def test_a_new_season_restarts_the_ratings_and_keeps_the_old_board(db: Databases) -> None:
    service, _ = await open_service(db("t"))
    club = ClubService(service)
    humans = await seat_humans(service, 3)
    await rated_game(service, humans)
    first, one = await club.leaderboard(GUILD, humans[0].user_id)
    assert first.number == 1 and [s.games for s in one.top] == [1, 1, 1]
    with pytest.raises(Refusal, match="moderator"):
        await club.new_season(GUILD, humans[0])
    second = await club.new_season(GUILD, MOD)
    assert second.number == 2 and (await club.season(GUILD)).number == 2
    assert (await club.leaderboard(GUILD, humans[0].user_id))[1].top == ()  # ratings restart
    await service.leave(TABLE, humans[2])
    await service.join(TABLE, GUILD, actor(3))
    newcomers = [humans[0], humans[1], actor(3)]
    await rated_game(service, newcomers)
    season_two = (await club.leaderboard(GUILD, humans[0].user_id))[1]
    assert sorted(s.user_id for s in season_two.top) == sorted(a.user_id for a in newcomers)
    assert all(s.games == 1 for s in season_two.top)
    old_season, old = await club.leaderboard(GUILD, humans[0].user_id, season=1)
    assert old_season.ended_at is not None and old.top == one.top  # the old board, unchanged and readable
    lifetime = await service.leaderboard(GUILD, humans[0].user_id)
    assert {s.user_id: s.games for s in lifetime.top}[humans[0].user_id] == 2
    figures = await club.season_figures(GUILD, humans[0].user_id)
    assert [(f.season, f.games) for f in figures] == [(2, 1), (1, 1)]
    with pytest.raises(Refusal, match="no season 7"):
        await club.leaderboard(GUILD, humans[0].user_id, season=7)
    await service.close()


async def test_monthly_seasons_roll_over_at_the_month_start(db: Databases) -> None:
    vt = VirtualTime(start=dt.datetime(2026, 5, 30, 12, tzinfo=dt.UTC).timestamp())
    service, _ = await open_service(db("t"), clock=vt)
    club = ClubService(service)
    await club.change_settings(GUILD, MOD, monthly=True)
    now = await club.season(GUILD)
    assert now.number == 1 and now.planned_end == dt.datetime(2026, 6, 1, tzinfo=dt.UTC).timestamp()
    vt.offset += 3 * 86400  # June 2nd
    june = await club.season(GUILD)
    assert june.number == 2 and june.started_at == now.planned_end
    assert june.planned_end == dt.datetime(2026, 7, 1, tzinfo=dt.UTC).timestamp()
    ended = (await club.leaderboard(GUILD, 1, season=1))[0]
    assert ended.ended_at == now.planned_end
    await service.close()


async def test_history_lists_the_last_games_and_exports_an_older_one(db: Databases) -> None:
    service, _ = await open_service(db("t"))
    club = ClubService(service)
    humans = await seat_humans(service, 3)
    await rated_game(service, humans)
    first_record = await service.export(TABLE)
    await rated_game(service, humans)
    games = await club.history(GUILD, humans[1].user_id)
    assert len(games) == 2 and games[0].game_id > games[1].game_id
    older = games[1]
    assert older.players == 3 and 1 <= older.place <= 3 and older.finished and older.tournament is None
    record = await club.game_record(GUILD, older.game_id)
    assert record == first_record != await service.export(TABLE)
    replayed = load_record(record)
    assert replayed.totals[1] == older.total
    scores = await club.game_scores(GUILD, older.game_id)
    assert scores.names == tuple(h.name for h in humans) and len(scores.rounds) == 4
    assert tuple(sum(r[s] for r in scores.rounds) for s in range(3)) == replayed.totals
    with pytest.raises(Refusal, match="No game number"):
        await club.game_record(GUILD + 1, older.game_id)  # another server's game
    await service.close()


async def test_server_settings_are_stored_and_set_the_turn_clocks(db: Databases) -> None:
    service, _ = await open_service(db("t"))
    club = ClubService(service)
    with pytest.raises(Refusal, match="moderator"):
        await club.change_settings(GUILD, actor(0), pain_seconds=300)
    with pytest.raises(Refusal):
        await club.change_settings(GUILD, MOD, pain_seconds=5)  # below 10 s
    await club.change_settings(GUILD, MOD, pain_seconds=300, role_id=55, results_channel_id=66)
    humans = await seat_humans(service, 3)
    await service.start(TABLE, humans[0])
    assert (await service.board(TABLE)).deadline == pytest.approx(service.now + 300, abs=2)
    await service.close()
    service, _ = await open_service(db("t"))  # a restart: the settings come back from the database
    club = ClubService(service)
    await club.resume()
    assert service.timers_for(GUILD).pain_seconds == 300 and service.timers_for(GUILD).card_seconds == 10
    found = await club.change_settings(GUILD, MOD, clear=["pain_seconds", "lfg_role_id"])
    assert found.pain_seconds is None and found.lfg_role_id is None and found.results_channel_id == 66
    assert service.timers_for(GUILD).pain_seconds == 20  # the config's value again
    await service.close()


async def test_a_servers_turn_clocks_reach_the_other_processes_within_seconds(postgres: PostgresServer) -> None:
    database = postgres.new_database()  # several processes share PostgreSQL only
    first, _ = await open_service(database, takeover_seconds=1)
    second, _ = await open_service(database, takeover_seconds=1)
    try:
        await ClubService(first).resume()
        await ClubService(second).resume()
        assert second.timers_for(GUILD).pain_seconds == 20
        await ClubService(first).change_settings(GUILD, MOD, pain_seconds=300)
        for _ in range(100):
            if second.timers_for(GUILD).pain_seconds == 300:
                break
            await asyncio.sleep(0.05)
        assert second.timers_for(GUILD).pain_seconds == 300  # picked up by the other process's watch
    finally:
        await first.close()
        await second.close()


async def test_a_call_for_players_fills_the_table_and_closes(db: Databases) -> None:
    service, _ = await open_service(db("t"))
    club = ClubService(service)
    call, board = await club.call(GUILD, TABLE, actor(0), players=3, note="quick one")
    assert call.open and [s.user_id for s in board.seats] == [actor(0).user_id]
    with pytest.raises(Refusal, match="already open"):
        await club.call(GUILD, TABLE, actor(1))
    call, board = await club.answer_call(call.id, actor(1))
    assert call.open and len(board.seats) == 2
    call, board = await club.answer_call(call.id, actor(2))
    assert call.state == "full" and len(board.seats) == 3
    with pytest.raises(Refusal, match="closed"):
        await club.answer_call(call.id, actor(3))
    with pytest.raises(Refusal, match="Only Ann"):
        await club.start_call(call.id, actor(1))
    await club.start_call(call.id, actor(0))
    assert (await service.board(TABLE)).phase == "pain"
    assert await club.expire_call(call.id) is None  # closed already
    await service.close()
