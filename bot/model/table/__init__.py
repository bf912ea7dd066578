"""A table: its state (:mod:`.state`), what changes it (a module per responsibility), the facade (:mod:`.facade`)."""

from bot.model.table.change import Change, Ended
from bot.model.table.facade import Table
from bot.model.table.moves import AIJob
from bot.model.table.state import TABLE_FORMAT

__all__ = ["TABLE_FORMAT", "AIJob", "Change", "Ended", "Table"]
