"""Statements written once for SQLite and PostgreSQL: named parameters (``:name``), compiled per dialect.

A :class:`Query`'s text names its parameters (``WHERE guild_id = :guild``);
a small tokenizer turns each name into SQLite's ``?N`` or PostgreSQL's
``$N`` (a name used twice is one parameter), and :meth:`Compiled.values`
puts a mapping's values in that order. The tokenizer skips what only looks
like a parameter: string literals (``'a:b'``, with ``''`` inside), quoted
identifiers (``"x:y"``), comments and PostgreSQL's ``::type`` casts, so no
query text can break it. Values go to the driver as they are (a Python
``bool`` stays a ``bool``).

Where the dialects differ (a list of ids, ``left`` against ``substr``), a
query names both texts: ``Query(sqlite=..., postgres=...)``. A list value
goes to PostgreSQL as an array (``= ANY(:ids::bigint[])``) and to SQLite as
JSON text (``IN (SELECT value FROM json_each(:ids))``).

``QUERY(name=value, ...)`` is the query with its values: a :data:`Statement`,
what the storage's ``fetch`` and ``execute`` take.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

Dialect = Literal["sqlite", "postgres"]
Params = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Compiled:
    """A query's text in one dialect, and its parameters' names in the order of their numbers."""

    text: str
    names: tuple[str, ...]
    dialect: Dialect

    def values(self, params: Params) -> tuple[Any, ...]:
        """The values of ``params`` in the order the text numbers them; a missing one raises KeyError."""
        if self.dialect == "sqlite":
            return tuple(_sqlite_value(params[name]) for name in self.names)
        return tuple(params[name] for name in self.names)


class Query:
    """One statement for both dialects (``Query(text)``), or its two spellings where they differ."""

    __slots__ = ("postgres", "sqlite")

    def __init__(self, text: str | None = None, *, sqlite: str | None = None, postgres: str | None = None) -> None:
        sqlite, postgres = sqlite or text, postgres or text
        if sqlite is None or postgres is None:
            raise ValueError("a query needs its text, or one for each dialect")
        self.sqlite = compile_named(sqlite, "sqlite")
        self.postgres = compile_named(postgres, "postgres")

    def compiled(self, dialect: Dialect) -> Compiled:
        return self.sqlite if dialect == "sqlite" else self.postgres

    def __call__(self, **params: Any) -> Statement:
        """The query with these values, to hand to the storage."""
        return self, params

    def __repr__(self) -> str:
        return f"Query({self.sqlite.text!r})"


Statement = tuple[Query, Params]  # a query and its values, to run with others in one transaction


def compile_named(text: str, dialect: Dialect) -> Compiled:
    """``text`` with each ``:name`` numbered for ``dialect`` (``?1`` for SQLite, ``$1`` for PostgreSQL)."""
    mark = "?" if dialect == "sqlite" else "$"
    out: list[str] = []
    names: list[str] = []
    i, n = 0, len(text)
    while i < n:
        char = text[i]
        if char in "'\"":  # a string literal or a quoted identifier: to its closing quote (doubled is escaped)
            end = _closing(text, i, char)
            out.append(text[i:end])
            i = end
        elif text.startswith("--", i):  # a comment, to the end of its line
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(text[i:end])
            i = end
        elif text.startswith("::", i):  # PostgreSQL's cast: ``x::bigint[]``
            out.append("::")
            i += 2
        elif char == ":" and i + 1 < n and (text[i + 1].isalpha() or text[i + 1] == "_"):
            end = i + 1
            while end < n and (text[end].isalnum() or text[end] == "_"):
                end += 1
            name = text[i + 1 : end]
            if name not in names:
                names.append(name)
            out.append(f"{mark}{names.index(name) + 1}")
            i = end
        else:
            out.append(char)
            i += 1
    return Compiled("".join(out), tuple(names), dialect)


def _closing(text: str, start: int, quote: str) -> int:
    """The index after the quote that closes the one at ``start`` (two quotes in a row are one character)."""
    i = start + 1
    while True:
        found = text.find(quote, i)
        if found < 0:
            raise ValueError(f"unclosed {quote} in a query: {text!r}")
        if text.startswith(quote * 2, found):
            i = found + 2
            continue
        return found + 1


def _sqlite_value(value: Any) -> Any:
    """SQLite has no arrays: a list or tuple goes as JSON text, for ``json_each``."""
    return json.dumps(list(value)) if isinstance(value, list | tuple) else value


Fetch = Callable[[Statement], Awaitable[list[Sequence[Any]]]]  # a storage's (or a transaction's) way to read
