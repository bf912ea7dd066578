"""Typed rows (bot.storage.rows): each column made its field's type once, below the club."""

from __future__ import annotations

from decimal import Decimal
from typing import NamedTuple

import pytest

from bot.storage import club_queries as q
from bot.storage.rows import Select, first, rows
from bot.storage.sql import Query, Statement


class Sample(NamedTuple):
    number: int
    share: float | None
    name: str
    flag: bool


SAMPLE = Select(Sample, "SELECT number, share, name, flag FROM t WHERE id = :id")


def test_each_column_is_made_its_fields_type() -> None:
    row = SAMPLE.decode((3, Decimal("1.5"), "Ann", 1))  # SQLite's integer flag, PostgreSQL's Decimal average
    assert row == Sample(3, 1.5, "Ann", True)
    assert type(row.share) is float and row.flag is True
    assert SAMPLE.decode((3, None, "Bo", 0)).share is None


def test_a_row_of_the_wrong_width_is_refused() -> None:
    with pytest.raises(ValueError, match="4 columns, the row 3"):
        SAMPLE.decode((3, 1.5, "Ann"))


def test_a_column_type_it_cannot_make_is_refused_when_the_query_is_written() -> None:
    class Odd(NamedTuple):
        items: list[int]

    with pytest.raises(TypeError, match="cannot be"):
        Select(Odd, "SELECT items FROM t")


async def test_rows_and_first_read_through_a_fetch() -> None:
    asked: list[Statement] = []

    async def fetch(statement: Statement) -> list[tuple[object, ...]]:
        asked.append(statement)
        return [(1, 2.0, "a", 0), (2, None, "b", 1)] if statement[1]["id"] == 1 else []

    assert [r.number for r in await rows(fetch, SAMPLE(id=1))] == [1, 2]
    assert await first(fetch, SAMPLE(id=2)) is None
    assert [params for _, params in asked] == [{"id": 1}, {"id": 2}]


def test_the_clubs_reading_queries_all_name_their_rows() -> None:
    reading = [name for name, value in vars(q).items() if isinstance(value, Query) and _reads(value)]
    untyped = [name for name in reading if not isinstance(getattr(q, name), Select)]
    assert reading and untyped == []


def _reads(query: Query) -> bool:
    text = query.sqlite.text.lstrip().upper()
    return text.startswith("SELECT") or " RETURNING " in text
