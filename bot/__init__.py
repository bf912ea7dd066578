"""Sticheln for Discord: the table service (``bot.service``) and the Discord adapter (``bot.discord``).

``create_bot`` and ``Settings`` load lazily, so ``import bot.service`` never imports discord.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.app import discord_bot as create_bot
    from bot.settings import Settings

__all__ = ["Settings", "create_bot"]


def __getattr__(name: str) -> Any:
    if name == "create_bot":  # the Discord client as the composition root builds it
        from bot.app import discord_bot

        return discord_bot
    if name == "Settings":
        from bot.settings import Settings

        return Settings
    raise AttributeError(f"module 'bot' has no attribute {name!r}")
