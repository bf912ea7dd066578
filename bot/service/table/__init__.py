"""A table: its state (:mod:`.state`) and what changes it, one responsibility per module."""

from bot.service.table.change import Change, Ended
from bot.service.table.moves import AIJob
from bot.service.table.state import TABLE_FORMAT, Table

__all__ = ["TABLE_FORMAT", "AIJob", "Change", "Ended", "Table"]
