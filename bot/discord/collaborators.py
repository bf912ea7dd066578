"""The one typed way from an interaction to the bot's collaborators (actions, club, LFG, tournaments, limiter).

discord.py types ``interaction.client`` as a plain :class:`discord.Client`;
every interaction this adapter handles reaches a
:class:`~bot.discord.client.StichelnBot`, which is said here once. The client
module is imported for the type checker only (as RoboDanny does): it imports
the commands and components that use this, so a runtime import would be a cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord

if TYPE_CHECKING:
    from bot.discord.client import StichelnBot


def bot_of(interaction: discord.Interaction) -> StichelnBot:
    """The bot that received ``interaction``, typed: ``bot_of(interaction).actions`` and so on."""
    return cast("StichelnBot", interaction.client)
