"""The table service: tables, storage, clocks, ratings. Ids and strings only: no discord.py here."""

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
