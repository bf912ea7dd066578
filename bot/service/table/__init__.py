"""A table: its state (:mod:`.state`), what changes it (a module per responsibility), the facade (:mod:`.facade`)."""

from bot.service.table.change import Change, Ended
from bot.service.table.facade import Table
from bot.service.table.moves import AIJob
from bot.service.table.state import TABLE_FORMAT

__all__ = ["TABLE_FORMAT", "AIJob", "Change", "Ended", "Table"]
