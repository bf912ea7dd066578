"""PostgreSQL's leases: which process delivers a table's events and which thinks for its AI, and the
statement that writes many tables' rows at once (:mod:`bot.storage.postgres_save`) while it hands them on.

A lease is a pair of columns in the table's row (owner, until), so a process
that dies (kill -9) leaves nothing only it knew: its leases run out and the
others take over. A commit with events takes the delivery lease in its own
statement, and renews the AI lease this process holds; the releases of many
tables share one statement. These statements are written by hand for
PostgreSQL: they are the measured hot path.
"""

from __future__ import annotations

import asyncio
import os
import socket
import time
import uuid
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any, Protocol, TypeVar

import asyncpg

from bot.model.table import Table
from bot.storage import codec
from bot.storage.batching import Batcher
from bot.storage.errors import StorageConflict, StorageError
from bot.storage.postgres_common import ERRORS, one_line
from bot.storage.postgres_save import FORGET_DELIVERED, Release, Row, Saved, write_rows
from bot.storage.postgres_writer import Writer
from bot.storage.records import Claim, Numbered

DELIVERY_LEASE = 20.0  # seconds a process may deliver a table's events without marking progress
R = TypeVar("R")


class Hold(Protocol):
    """Keeps a table taken for writing until a batched statement's answer comes (see ``_writing_alone``)."""

    def __call__(self, answer: asyncio.Future[R]) -> asyncio.Future[R]: ...


class Leases:
    """The leases this process holds and the batched writes of tables' rows; the base of ``PostgresStorage``."""

    def __init__(self, pool: asyncpg.Pool, writer: asyncpg.Pool) -> None:
        self._pool = pool
        self._writer = Writer(writer)  # the batched writes' own connection (PINNED_PLANS), kept
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self._claims: dict[int, tuple[Claim, float]] = {}  # delivery leases taken by a commit, and when
        self._drains: dict[int, int] = {}  # how many deliveries of each table this process has begun
        self._writing: dict[int, asyncio.Future[None]] = {}  # the statement writing each table's row now
        self._marks: dict[int, tuple[int, float]] = {}  # delivered up to, not yet stored; when last stored
        self._ai_leases: dict[int, tuple[float, float]] = {}  # the AI leases this process holds: until, length
        self._delivering: set[int] = set()  # tables this process is delivering now
        self._claiming: set[int] = set()  # tables whose delivery this process is claiming in the database now
        self._writes: Batcher[Row | Release, Saved | None] = Batcher(self._write_batch)  # under way together

    async def _rows(self, sql: str, params: Sequence[Any]) -> list[Sequence[Any]]:
        """One hand-written PostgreSQL statement's rows (``$1`` ...)."""
        try:
            return list(await self._pool.fetch(sql, *params))
        except ERRORS as err:
            raise StorageError(one_line(err)) from err

    async def hand_back(self) -> None:
        """Hand back this process's leases (the others need not wait for them to run out)."""
        await self._writes.finished()
        self._claims.clear()
        self._ai_leases.clear()
        await self._pool.execute("UPDATE tables SET ai_owner = NULL, ai_until = NULL WHERE ai_owner = $1", self.owner)
        await self._pool.execute(
            "UPDATE tables SET deliverer = NULL, deliver_until = NULL WHERE deliverer = $1", self.owner
        )

    # -- delivering a table's events ---------------------------------------------------

    async def claim_delivery(self, table_id: int) -> Claim | None:
        """The lease the table's last commit took, if it is fresh; else a claim of it now.

        One claim at a time in this process too; a lease this process holds
        without delivering (a commit took it) is its own to continue.
        """
        if table_id in self._delivering:
            return None
        self._drains[table_id] = self._drains.get(table_id, 0) + 1
        now = time.time()
        taken = self._claims.pop(table_id, None)
        if taken is not None and now - taken[1] < DELIVERY_LEASE / 2:
            self._marks[table_id] = (0, taken[1])
            self._delivering.add(table_id)
            return taken[0]
        # A commit of this process whose statement meets this claim may take the lease too (the claim takes a
        # lease this process holds): such a commit's claim is dropped (see Leases._save_alone), as this
        # claim, made after that commit in the database, already reaches its events.
        self._claiming.add(table_id)
        try:
            rows = await self._rows(
                "UPDATE tables SET deliverer = $1, deliver_until = $2 WHERE id = $3 "
                "AND (deliverer IS NULL OR deliverer = $4 OR deliver_until < $5) RETURNING delivered_seq, event_seq",
                (self.owner, now + DELIVERY_LEASE, table_id, self.owner, now),
            )
        finally:
            self._claiming.discard(table_id)
            self._drains[table_id] += 1  # a commit answered after this must not keep the lease it took
        if not rows:
            return None
        self._marks[table_id] = (0, now)
        self._delivering.add(table_id)
        return Claim(rows[0][0], rows[0][1])

    def claimed(self, table_id: int, claim: tuple[Claim, float] | None, numbered: list[Numbered]) -> None:
        """After a commit: the lease it took, or the lease an earlier commit took now reaching its events too."""
        if claim is not None:
            self._claims[table_id] = claim
        elif numbered and table_id in self._claims:
            (delivered, _), when = self._claims[table_id]
            self._claims[table_id] = (Claim(delivered, numbered[-1][0]), when)

    async def mark_delivered(self, table_id: int, seq: int) -> None:
        """Stored with the release, or now if the last mark stored is old enough to need the lease renewed."""
        now = time.time()
        stored = self._marks.get(table_id, (0, 0.0))[1]  # when the lease was last taken or renewed
        if now - stored < DELIVERY_LEASE / 4:
            self._marks[table_id] = (seq, stored)
            return
        self._marks[table_id] = (0, now)
        await self._rows(
            "WITH marked AS (UPDATE tables SET delivered_seq = GREATEST(delivered_seq, $1), deliver_until = $2 "
            "WHERE id = $3 AND deliverer = $4 RETURNING id, delivered_seq), "
            f"gone AS ({FORGET_DELIVERED.format(marked='marked')}) SELECT 1 FROM marked",
            (seq, now + DELIVERY_LEASE, table_id, self.owner),
        )

    async def release_delivery(self, table_id: int) -> bool:
        """Store the last mark and hand the lease back; the releases of many tables share one statement."""
        self._delivering.discard(table_id)
        seq = self._marks.pop(table_id, (0, 0.0))[0]
        async with self._writing_alone(table_id) as hold:
            released = await asyncio.shield(hold(self._writes.submit(Release(table_id, seq))))
        return released is not None and released.more

    @asynccontextmanager
    async def _writing_alone(self, table_id: int) -> AsyncIterator[Hold]:
        """One statement at a time writes a table's row from this process: its commit or its release.

        A statement writes each row once (two writes of one row in a statement
        would leave PostgreSQL to pick one), and a commit on a change's own
        connection never races a batch for the same row. ``hold(answer)``: a batched
        statement goes on when its caller is cancelled, so the table stays
        taken until its answer comes.
        """
        while (busy := self._writing.get(table_id)) is not None:
            await asyncio.shield(busy)
        done = self._writing[table_id] = asyncio.get_running_loop().create_future()
        held: list[asyncio.Future[Any]] = []

        def hold(answer: asyncio.Future[R]) -> asyncio.Future[R]:
            held.append(answer)
            return answer

        def free(_: object = None) -> None:
            done.set_result(None)
            del self._writing[table_id]

        try:
            yield hold
        finally:
            if held and not held[-1].done():
                held[-1].add_done_callback(free)
            else:
                free()

    async def _write_batch(self, writes: list[Row | Release]) -> list[Saved | None]:
        """The commits and releases under way, in one statement (each commit still checks its table's version)."""
        try:
            return await self._writer.run(lambda conn: write_rows(conn, writes, self.owner))
        except asyncpg.DeadlockDetectedError as err:  # rows another process's statement locked in another order
            raise StorageConflict(one_line(err)) from err
        except ERRORS as err:
            raise StorageError(one_line(err)) from err

    # -- writing a table's row: a commit's statement --------------------------------------

    async def save_row(
        self,
        table_id: int,
        table: Table,
        base: tuple[int, int],
        due: float | None,
        numbered: list[Numbered],
        conn: asyncpg.Connection | None,
    ) -> tuple[Claim, float] | None:
        """The table's row and its new events, from the change computed from ``base`` (version, last event);
        the commit also takes the delivery lease if it is free, and the lease it took (if it is still its own).

        A commit with events is followed by their delivery, so the lease is
        taken here rather than in a statement of its own; the lease is ours
        alone when its end is the one set here. The AI lease this process
        holds for the table is renewed in the same statement. ``conn``: the
        change's own connection (under the table's lock, or after a check);
        None: with the other commits under way, in one statement.
        """
        async with self._writing_alone(table_id) as hold:
            return await self._save_alone(table_id, table, base, due, numbered, conn, hold)

    async def _save_alone(
        self,
        table_id: int,
        table: Table,
        base: tuple[int, int],
        due: float | None,
        numbered: list[Numbered],
        conn: asyncpg.Connection | None,
        hold: Hold,
    ) -> tuple[Claim, float] | None:
        now = time.time()
        lease = self._ai_leases.get(table_id)
        drains = self._drains.get(table_id, 0)
        row = Row(
            id=table_id,
            guild_id=table.guild_id,
            in_game=table.playing,
            state=codec.dump(table.to_json()),
            version=table.version,
            updated_at=now,
            due_at=due,
            event_seq=numbered[-1][0] if numbered else base[1],
            deliver_until=now + DELIVERY_LEASE if numbered else None,
            ai_until=now + lease[1] if lease is not None else None,
            base_version=base[0],
            base_seq=base[1],
            events=[(seq, codec.encode(event)) for seq, event in numbered],
        )
        if conn is not None:
            saved = (await write_rows(conn, [row], self.owner))[0]
        else:  # a change holding no connection waits for none: nothing can wait in a circle for the pool
            saved = await asyncio.shield(hold(self._writes.submit(row)))
        if saved is None:
            raise StorageConflict(f"table {table_id} was changed by another process")
        self._renewed_ai(table_id, row.ai_until if saved.ai_mine else None)
        if saved.claimed and self._drains.get(table_id, 0) == drains and table_id not in self._claiming:
            return Claim(saved.delivered_seq, numbered[-1][0]), now  # the storage's once committed
        # else a delivery began or claimed while this statement was under way: its release may have ended the
        # lease taken here (or taken it after), or its claim reaches these events already (a stale claim kept
        # here would tell them again): the next delivery asks the database instead
        return None

    async def needing_attention(self, now: float, grace: float) -> list[int]:
        rows = await self._rows(
            "SELECT id FROM tables WHERE due_at <= $1 AND (ai_until IS NULL OR ai_until < $2) "
            # the tables with undelivered events, found through the outbox (which holds only those events)
            "UNION SELECT t.id FROM (SELECT DISTINCT table_id FROM outbox) o JOIN tables t ON t.id = o.table_id "
            "WHERE t.event_seq > t.delivered_seq AND t.updated_at <= $3 "
            "AND (t.deliver_until IS NULL OR t.deliver_until < $4) "
            "ORDER BY id LIMIT 500",
            (now - grace, time.time(), time.time() - grace, time.time()),
        )
        return [r[0] for r in rows]

    async def claim_ai(self, table_id: int, seconds: float) -> bool:
        """The table's AI lease; renewed in the database only once half of it has run out."""
        if self.holds_ai(table_id, seconds):
            return True
        now = time.time()
        rows = await self._rows(
            "UPDATE tables SET ai_owner = $1, ai_until = $2 WHERE id = $3 "
            "AND (ai_owner IS NULL OR ai_owner = $4 OR ai_until < $5) RETURNING 1",
            (self.owner, now + seconds, table_id, self.owner, now),
        )
        if rows:
            self._ai_leases[table_id] = (now + seconds, seconds)
        else:
            self._ai_leases.pop(table_id, None)
        return bool(rows)

    def holds_ai(self, table_id: int, seconds: float) -> bool:
        """Renewed by this process's last commit of the table, or claimed not long ago."""
        return self._ai_leases.get(table_id, (0.0, 0.0))[0] - time.time() > seconds / 2

    def _renewed_ai(self, table_id: int, until: float | None) -> None:
        """After a commit: the AI lease it renewed (None: the lease is no longer this process's)."""
        lease = self._ai_leases.get(table_id)
        if lease is None:
            return  # handed back meanwhile: a late commit does not take it again
        if until is None:
            del self._ai_leases[table_id]
        else:
            self._ai_leases[table_id] = (until, lease[1])

    async def release_ai(self, table_id: int) -> None:
        self._ai_leases.pop(table_id, None)
        await self._rows(
            "UPDATE tables SET ai_owner = NULL, ai_until = NULL WHERE id = $1 AND ai_owner = $2 RETURNING 1",
            (table_id, self.owner),
        )
