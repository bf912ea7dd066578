"""Typed rows: a query that reads names the type of its rows, and the storage hands them over decoded.

``SEASON = Select(SeasonRow, "SELECT number, started_at, ... FROM seasons ...")`` with ``SeasonRow`` a
:class:`~typing.NamedTuple` of the columns in order; ``await rows(fetch, SEASON(guild=1))`` is a ``list[SeasonRow]``.
Each column is made its field's type once here (SQLite gives integers for booleans, PostgreSQL ``Decimal`` for an
average), so the club above never decodes a row itself.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar, Union, get_args, get_origin, get_type_hints

from bot.storage.sql import Fetch, Params, Query

R = TypeVar("R")
Convert = Callable[[Any], Any]
PLAIN: dict[object, Convert] = {int: int, float: float, str: str, bool: bool}


class Select(Query, Generic[R]):
    """A query whose rows are ``row`` (a NamedTuple of the columns in order)."""

    __slots__ = ("_converts", "row")

    def __init__(
        self, row: type[R], text: str | None = None, *, sqlite: str | None = None, postgres: str | None = None
    ) -> None:
        super().__init__(text, sqlite=sqlite, postgres=postgres)
        self.row = row
        self._converts = tuple(_convert(kind) for kind in get_type_hints(row).values())

    def __call__(self, **params: Any) -> tuple[Select[R], Params]:
        return self, params

    def decode(self, row: Sequence[Any]) -> R:
        """One row as the driver gave it, made ``row``'s type column by column."""
        if len(row) != len(self._converts):
            raise ValueError(f"{self.row.__name__} has {len(self._converts)} columns, the row {len(row)}")
        return self.row(*(convert(value) for convert, value in zip(self._converts, row, strict=True)))


async def rows(fetch: Fetch, statement: tuple[Select[R], Params]) -> list[R]:
    """The rows of one reading statement, typed."""
    query, _ = statement
    return [query.decode(row) for row in await fetch(statement)]


async def first(fetch: Fetch, statement: tuple[Select[R], Params]) -> R | None:
    """The first row of one reading statement, typed; None when it has none."""
    found = await rows(fetch, statement)
    return found[0] if found else None


def _convert(kind: object) -> Convert:
    """How a column becomes ``kind``: int, float, str, bool, one of those or None, or Any (as it is)."""
    if kind in PLAIN:
        return PLAIN[kind]
    if get_origin(kind) in (Union, types.UnionType):
        inner = [k for k in get_args(kind) if k is not type(None)]
        if len(inner) == 1 and inner[0] in PLAIN:
            plain = PLAIN[inner[0]]
            return lambda value: None if value is None else plain(value)
    if kind is Any:
        return lambda value: value
    raise TypeError(f"a row's column cannot be {kind!r}")
