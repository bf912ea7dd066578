"""The table service: tables, storage, clocks, ratings. Ids and strings only: no discord.py here."""

from bot.service import events
from bot.service.contract import Actor, Leaderboard, PlayerStats, Standing, TableOperations
from bot.service.errors import Refusal
from bot.service.service import TableService

__all__ = ["Actor", "Leaderboard", "PlayerStats", "Refusal", "Standing", "TableOperations", "TableService", "events"]
