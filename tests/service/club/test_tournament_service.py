"""A tournament through the club service alone (no Discord), on both storages: rounds, duplicate deals, standings."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bot.club.pairing import humans_per_table, later_round, meetings
from bot.club.scoring import ladder, placing_points
from bot.club.service import ClubService
from bot.i18n import ai_seat_name
from bot.model.contract import Actor
from bot.model.errors import Refusal
from sticheln.record import load_record
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, open_service, play_out

CHANNEL = 4000


def players(n: int) -> list[Actor]:
    return [Actor(500 + i, f"P{i}") for i in range(n)]


def test_placing_points_follow_the_ladder_and_ties_share() -> None:
    assert ladder(6) == [6, 4, 3, 2, 1, 0] and ladder(4) == [4, 2, 1, 0] and ladder(3) == [3, 1, 0]
    assert placing_points([10, 3, 7, -2]) == [4, 1, 2, 0]
    assert placing_points([5, 5, 1, 0]) == [3, 3, 1, 0]  # (4 + 2) / 2
    assert placing_points([1, 1, 1]) == [Fraction(4, 3)] * 3


def test_tables_are_as_even_as_possible() -> None:
    assert humans_per_table(8, 4) == [4, 4]
    assert humans_per_table(7, 4) == [4, 3]
    assert humans_per_table(13, 6) == [5, 4, 4]
    assert humans_per_table(3, 6) == [3]


def test_later_rounds_seat_the_strong_together_and_avoid_repeats() -> None:
    order = list(range(8))
    # round 1 had 0-3 together and 4-7 together
    met = meetings([[0, 1, 2, 3], [4, 5, 6, 7]])
    tables = later_round(order, 4, met)
    assert tables[0][0] == 0  # the leader heads the first table
    assert sorted(len(t) for t in tables) == [4, 4]
    repeats = sum(met[frozenset((a, b))] for t in tables for i, a in enumerate(t) for b in t[i + 1 :])
    assert repeats < sum(met.values())  # fewer repeat pairings than seating straight down the standings (12)
    assert later_round(order, 4, meetings([])) == [[0, 1, 2, 3], [4, 5, 6, 7]]  # nobody met: straight down


async def test_a_tournament_of_two_rounds_with_eight_players(db: Databases) -> None:
    service, _ = await open_service(db("t"))
    club = ClubService(service)
    await club.resume()
    people = players(8)
    made = await club.create_tournament(GUILD, CHANNEL, people[0], "Spring Cup", 2, 4)
    assert made.state == "open" and made.table_size == 4
    for p in people:
        await club.join_tournament(CHANNEL, p)
    with pytest.raises(Refusal, match="already"):
        await club.join_tournament(CHANNEL, people[3])
    with pytest.raises(Refusal):
        await club.start_tournament(CHANNEL, people[5])  # neither the creator nor a moderator
    progress = await club.start_tournament(CHANNEL, people[0])
    by_id = {p.user_id: p for p in people}
    thread = 9000
    for rnd in (1, 2):
        assert progress.round == rnd and len(progress.to_open) == 2
        seeds = {tb.seed for tb in progress.to_open}
        assert len(seeds) == 1  # one seed for the round: duplicate deals
        opened = []
        for tb in progress.to_open:
            thread += 1
            assert await club.open_tournament_table(tb, thread)
            assert not await club.open_tournament_table(tb, thread + 100)  # bound once
            opened.append((thread, [by_id[s.user_id] for s in tb.seats if s.user_id is not None]))
        records = []
        for table_id, humans in opened:
            await play_out(service, humans, table=table_id)
            records.append(await service.export(table_id))
            progress = await club.tournament_progress(made.id)
        assert [r["rounds"][0]["hands"] for r in records[:1]] == [r["rounds"][0]["hands"] for r in records[1:]]
        assert all(r["rounds"][i]["hands"] == records[0]["rounds"][i]["hands"] for r in records for i in range(5))
    assert progress.finished and progress.tournament.state == "finished"
    standings = await club.tournament_standings(CHANNEL)
    # the standings, computed again from the tables' records
    expected: dict[int, Fraction] = {}
    for tb in standings.tables:
        assert tb.table_id is not None
        totals = load_record(await service.export(tb.table_id)).totals
        for seat, points in enumerate(placing_points(totals)):
            uid = tb.seats[seat].user_id
            if uid is not None:
                expected[uid] = expected.get(uid, Fraction(0)) + points
    assert {e.user_id: e.points for e in standings.entries} == expected
    assert [e.points for e in standings.entries] == sorted(expected.values(), reverse=True)
    assert all(len(e.results) == 2 for e in standings.entries)
    await service.close()


async def test_a_tournament_table_speaks_its_channels_language(db: Databases) -> None:
    """``/option language de`` at the channel's own table: the tournament's tables in its threads speak German."""
    service, _ = await open_service(db("lang"))
    club = ClubService(service)
    people = players(3)
    await service.join(CHANNEL, GUILD, people[0])
    await service.set_option(CHANNEL, people[0], "language", "de")
    await club.create_tournament(GUILD, CHANNEL, people[1], "Pokal", 1, 4)
    for p in people:
        await club.join_tournament(CHANNEL, p)
    progress = await club.start_tournament(CHANNEL, people[1])
    [table] = progress.to_open
    names = [s.name for s in table.seats]
    assert sorted(names[:3]) == ["P0", "P1", "P2"] and names[3] == ai_seat_name(1)  # stored without a language
    assert await club.open_tournament_table(table, 9100)
    board = await service.board(9100)
    assert board.phase == "pain" and board.language == "de"
    await service.close()
