"""The Discord adapter: slash commands, hands by DM, the trick board in the channel (discord.py 2.x)."""

from bot.discord.client import StichelnBot, create_bot

__all__ = ["StichelnBot", "create_bot"]
