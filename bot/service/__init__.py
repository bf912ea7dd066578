"""The table service: tables, their clocks and AI players, announcements and results. Ids and strings only:
no discord.py here.

- ``service.py``: :class:`TableService`, the operations and the one path every
  change takes (lock the table, change it, store a finished game, commit,
  announce); ``inputs.py`` checks every operation's arguments at the door;
  ``refusing.py`` is where a database failure becomes a polite refusal;
- ``scheduler.py`` (the one place that owns time: turn clocks and AI drivers,
  with the storage's AI lease port), ``thinking.py`` (where the AI thinks),
  ``announcer.py`` (events delivered in commit order);
- ``results.py`` (a finished game as a stored result, rated by
  ``rating_rules.py``; listeners such as the club's seasons add to the same
  commit), ``spielinfo.py``.

The value types it runs (the table, events, the contract) are :mod:`bot.model`'s. Below it are :mod:`bot.storage`
and :mod:`bot.model`; above it :mod:`bot.club` and the adapters. The names below are the service's face for them.
"""

from __future__ import annotations

from bot.model import events
from bot.model.contract import Actor, Leaderboard, PlayerStats, Standing, TableOperations
from bot.model.errors import Refusal
from bot.service.service import TableService

__all__ = ["Actor", "Leaderboard", "PlayerStats", "Refusal", "Standing", "TableOperations", "TableService", "events"]
