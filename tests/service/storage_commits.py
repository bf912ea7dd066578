"""A change written straight through a storage: one more player joins, with one event (the storage tests)."""

from __future__ import annotations

from bot.model.events import TableReset
from bot.model.seats import Moment
from bot.model.table import Table
from bot.storage.storage import Storage

AT = Moment(now=0.0)


async def commit_a_join(storage: Storage, table_id: int, name: str = "Ann") -> None:
    """``name`` joins the table (created if new) and the commit carries one event."""
    async with storage.locked(table_id) as tx:
        table = tx.table or Table(table_id, 9, seed=table_id)
        table.join(len(table.seats) + 1, name, None, AT)
        tx.save(table)
        tx.emit([TableReset(table_id, table.board(), by=name)])
        await tx.commit()
