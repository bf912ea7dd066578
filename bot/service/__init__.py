"""The table service: tables, their clocks and AI players, announcements and results. Ids and strings only:
no discord.py here.

- ``service.py``: :class:`TableService`, the operations and the one path every
  change takes (lock the table, change it, store a finished game, commit,
  announce); ``inputs.py`` checks every operation's arguments at the door;
  ``refusing.py`` is where a database failure becomes a polite refusal;
- ``table/``: one table's state machine (``facade.py`` is the ``Table``);
- ``scheduler.py`` (the one place that owns time: turn clocks and AI drivers,
  with the storage's AI lease port), ``thinking.py`` (where the AI thinks),
  ``announcer.py`` (events delivered in commit order);
- ``results.py`` (a finished game as a stored result, rated by
  ``rating_rules.py`` and ``ratings.py``; listeners such as the club's
  seasons add to the same commit), ``contract.py``, ``events.py``,
  ``errors.py``, ``options.py``, ``seats.py``, ``spielinfo.py``.

Below it is :mod:`bot.storage`; above it :mod:`bot.club` and the adapters.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.service import events
    from bot.service.contract import Actor, Leaderboard, PlayerStats, Standing, TableOperations
    from bot.service.errors import Refusal
    from bot.service.service import TableService

__all__ = ["Actor", "Leaderboard", "PlayerStats", "Refusal", "Standing", "TableOperations", "TableService", "events"]

# Imported when first asked for: the storage below the service reads the service's value types
# (bot.service.contract, .events, .table) without loading the service itself.
_HOMES = {
    "events": "bot.service.events",
    "Actor": "bot.service.contract",
    "Leaderboard": "bot.service.contract",
    "PlayerStats": "bot.service.contract",
    "Standing": "bot.service.contract",
    "TableOperations": "bot.service.contract",
    "Refusal": "bot.service.errors",
    "TableService": "bot.service.service",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'bot.service' has no attribute {name!r}")
    module = import_module(home)
    return module if name == "events" else getattr(module, name)
