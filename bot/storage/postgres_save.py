"""The statement that writes tables' rows, for one table or many at once: the commits under way and the
delivery leases being handed back.

A commit's row is written only if the stored table is still the one its
change was computed from (its version and last event's number); a table that
does not exist yet is written only if nobody created it meanwhile. A row with
events takes the table's delivery lease if it is free, and a row of a table
whose AI this process thinks for renews that lease, so a busy table needs
no statements of its own for either. A release hands the delivery lease back
with the delivered mark (if this process still holds it) and forgets the
delivered events. Every row is locked in the order of the tables' ids, in
one UPDATE, so two processes' statements never wait for each other in a circle.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

import asyncpg

NEW = -1  # the base version of a table that does not exist yet


@dataclass(frozen=True, slots=True)
class Row:
    """One table's row to store, and what the change was computed from (fields in the order of WRITE's columns)."""

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
class Release:
    """A table's delivery lease to hand back, with the last event delivered."""

    id: int
    delivered_seq: int


@dataclass(frozen=True, slots=True)
class Saved:
    """What writing a row found."""

    claimed: bool  # this commit took the delivery lease
    delivered_seq: int
    ai_mine: bool  # the AI lease is this process's (renewed if asked)
    more: bool = False  # a release: the table has events nobody delivered (committed meanwhile)


# The outbox rows a mark or a release has made delivered go in its statement, and only where the table's
# row was updated (its lease still held): the outbox always holds every event after delivered_seq.
FORGET_DELIVERED = "DELETE FROM outbox o USING {marked} m WHERE o.table_id = m.id AND o.seq <= m.delivered_seq"
COLUMNS = tuple(f.name for f in fields(Row) if f.name != "events")  # in the order of WRITE's $1 ... $12

WRITE = f"""
WITH x AS (
  SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::boolean[], $4::text[], $5::bigint[], $6::float8[],
    $7::float8[], $8::bigint[], $9::float8[], $10::float8[], $11::bigint[], $12::bigint[], $13::bigint[])
  AS x(id, guild_id, in_game, state, version, updated_at, due_at, event_seq, deliver_until, ai_until,
    base_version, base_seq, release_seq)
),
updated AS (
  UPDATE tables t SET
    guild_id = CASE WHEN x.release_seq IS NULL THEN x.guild_id ELSE t.guild_id END,
    in_game = coalesce(x.in_game, t.in_game),
    state = coalesce(x.state, t.state),
    version = coalesce(x.version, t.version),
    updated_at = coalesce(x.updated_at, t.updated_at),
    due_at = CASE WHEN x.release_seq IS NULL THEN x.due_at ELSE t.due_at END,
    event_seq = coalesce(x.event_seq, t.event_seq),
    delivered_seq = GREATEST(t.delivered_seq, x.release_seq),
    deliverer = CASE WHEN x.release_seq IS NOT NULL THEN NULL
      WHEN x.deliver_until IS NOT NULL AND (t.deliverer IS NULL OR t.deliver_until < x.updated_at) THEN $14
      ELSE t.deliverer END,
    deliver_until = CASE WHEN x.release_seq IS NOT NULL THEN NULL
      WHEN x.deliver_until IS NOT NULL AND (t.deliverer IS NULL OR t.deliver_until < x.updated_at) THEN x.deliver_until
      ELSE t.deliver_until END,
    ai_until = CASE WHEN x.ai_until IS NOT NULL AND t.ai_owner = $14 THEN x.ai_until ELSE t.ai_until END
  FROM x WHERE t.id = x.id AND CASE WHEN x.release_seq IS NULL
    THEN t.version = x.base_version AND t.event_seq = x.base_seq ELSE t.deliverer = $14 END
  RETURNING t.id, x.release_seq IS NOT NULL AS released,
    coalesce(t.deliverer = $14 AND t.deliver_until = x.deliver_until, false) AS claimed,
    t.delivered_seq, coalesce(t.ai_owner = $14, false) AS ai_mine, t.event_seq > t.delivered_seq AS more
),
inserted AS (
  INSERT INTO tables (id, guild_id, in_game, state, version, updated_at, due_at, event_seq, deliverer, deliver_until)
  SELECT id, guild_id, in_game, state, version, updated_at, due_at, event_seq,
    CASE WHEN deliver_until IS NULL THEN NULL ELSE $14 END, deliver_until
  FROM x WHERE base_version = -1  -- NEW
  ON CONFLICT (id) DO NOTHING
  RETURNING id, false AS released, deliver_until IS NOT NULL AS claimed, delivered_seq, false AS ai_mine, false AS more
),
saved AS (SELECT * FROM updated UNION ALL SELECT * FROM inserted),
added AS (
  INSERT INTO outbox (table_id, seq, event)
  SELECT e.table_id, e.seq, e.event FROM unnest($15::bigint[], $16::bigint[], $17::text[]) AS e(table_id, seq, event)
  WHERE e.table_id IN (SELECT id FROM saved WHERE NOT released)
),
released AS (SELECT id, delivered_seq FROM updated WHERE released),
gone AS ({FORGET_DELIVERED.format(marked="released")})
SELECT id, released, claimed, delivered_seq, ai_mine, more FROM saved
"""


async def write_rows(conn: asyncpg.Connection, writes: Sequence[Row | Release], owner: str) -> list[Saved | None]:
    """Write the rows and releases in one statement; for each (in order), what it found, or None if its table
    had changed (a commit) or its lease was no longer this process's (a release)."""
    if len({w.id for w in writes}) != len(writes):
        raise ValueError("one write per table in a statement")
    ordered = sorted(writes, key=lambda w: w.id)  # the same lock order in every process
    columns = [[getattr(w, name, None) for w in ordered] for name in COLUMNS]  # a release has only its id
    released = [w.delivered_seq if isinstance(w, Release) else None for w in ordered]
    events = [(w.id, seq, text) for w in ordered if isinstance(w, Row) for seq, text in w.events]
    found = await conn.fetch(
        WRITE,
        *columns,
        released,
        owner,
        [e[0] for e in events],
        [e[1] for e in events],
        [e[2] for e in events],
    )
    saved = {r[0]: Saved(bool(r[2]), r[3], bool(r[4]), bool(r[5])) for r in found}
    return [saved.get(w.id) for w in writes]
