"""The statement that stores tables' rows and their new events, for one table or many at once.

Each row is written only if the stored table is still the one its change
was computed from (its version and last event's number); a table that does
not exist yet is written only if nobody created it meanwhile. A row with
events takes the table's delivery lease if it is free, and a row of a table
whose AI this process thinks for renews that lease, so a busy table needs
no statements of its own for either.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

import asyncpg

NEW = -1  # the base version of a table that does not exist yet


@dataclass(frozen=True, slots=True)
class Row:
    """One table's row to store, and what the change was computed from (fields in the order of SAVE's columns)."""

    id: int
    guild_id: int | None
    in_game: bool
    state: str  # Table.to_json(), encoded
    version: int
    updated_at: float
    due_at: float | None
    event_seq: int  # the last event's number once stored
    deliver_until: float | None  # the delivery lease to take (if there are events)
    ai_until: float | None  # the AI lease to renew (if this process holds it)
    base_version: int  # the stored version the change began from, or NEW
    base_seq: int
    events: Sequence[tuple[int, str]]  # (number, encoded event)


@dataclass(frozen=True, slots=True)
class Saved:
    """What storing a row found."""

    claimed: bool  # this commit took the delivery lease
    delivered_seq: int
    ai_mine: bool  # the AI lease is this process's (renewed if asked)


COLUMNS = tuple(f.name for f in fields(Row) if f.name != "events")  # in the order of SAVE's $1 ... $12

SAVE = """
WITH x AS (
  SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::boolean[], $4::text[], $5::bigint[], $6::float8[],
    $7::float8[], $8::bigint[], $9::float8[], $10::float8[], $11::bigint[], $12::bigint[])
  AS x(id, guild_id, in_game, state, version, updated_at, due_at, event_seq, deliver_until, ai_until,
    base_version, base_seq)
),
updated AS (
  UPDATE tables t SET guild_id = x.guild_id, in_game = x.in_game, state = x.state, version = x.version,
    updated_at = x.updated_at, due_at = x.due_at, event_seq = x.event_seq,
    deliverer = CASE WHEN x.deliver_until IS NOT NULL AND (t.deliverer IS NULL OR t.deliver_until < x.updated_at)
      THEN $13 ELSE t.deliverer END,
    deliver_until = CASE WHEN x.deliver_until IS NOT NULL AND (t.deliverer IS NULL OR t.deliver_until < x.updated_at)
      THEN x.deliver_until ELSE t.deliver_until END,
    ai_until = CASE WHEN x.ai_until IS NOT NULL AND t.ai_owner = $13 THEN x.ai_until ELSE t.ai_until END
  FROM x WHERE t.id = x.id AND t.version = x.base_version AND t.event_seq = x.base_seq
  RETURNING t.id, coalesce(t.deliverer = $13 AND t.deliver_until = x.deliver_until, false) AS claimed,
    t.delivered_seq, coalesce(t.ai_owner = $13, false) AS ai_mine
),
inserted AS (
  INSERT INTO tables (id, guild_id, in_game, state, version, updated_at, due_at, event_seq, deliverer, deliver_until)
  SELECT id, guild_id, in_game, state, version, updated_at, due_at, event_seq,
    CASE WHEN deliver_until IS NULL THEN NULL ELSE $13 END, deliver_until
  FROM x WHERE base_version = -1  -- NEW
  ON CONFLICT (id) DO NOTHING
  RETURNING id, deliver_until IS NOT NULL AS claimed, delivered_seq, false AS ai_mine
),
saved AS (SELECT * FROM updated UNION ALL SELECT * FROM inserted),
added AS (
  INSERT INTO outbox (table_id, seq, event)
  SELECT e.table_id, e.seq, e.event FROM unnest($14::bigint[], $15::bigint[], $16::text[]) AS e(table_id, seq, event)
  WHERE e.table_id IN (SELECT id FROM saved)
)
SELECT id, claimed, delivered_seq, ai_mine FROM saved
"""


async def save_rows(conn: asyncpg.Connection, rows: Sequence[Row], owner: str) -> list[Saved | None]:
    """Store the rows in one statement; for each (in order), what it found, or None if its table had changed."""
    if len({row.id for row in rows}) != len(rows):
        raise ValueError("one row per table in a statement")
    ordered = sorted(rows, key=lambda row: row.id)  # the same lock order in every process
    columns = [[getattr(row, name) for row in ordered] for name in COLUMNS]
    events = [(row.id, seq, text) for row in ordered for seq, text in row.events]
    found = await conn.fetch(
        SAVE,
        *columns,
        owner,
        [e[0] for e in events],
        [e[1] for e in events],
        [e[2] for e in events],
    )
    saved = {r[0]: Saved(bool(r[1]), r[2], bool(r[3])) for r in found}
    return [saved.get(row.id) for row in rows]
