"""Who clicked or typed: the interaction's user as the table service's :class:`~bot.model.contract.Actor`."""

from __future__ import annotations

import discord

from bot.model.contract import Actor


def actor_of(interaction: discord.Interaction) -> Actor:
    """The user, a moderator where they may manage the server (votes and tournaments give moderators a say)."""
    user = interaction.user
    perms = user.guild_permissions if isinstance(user, discord.Member) else None
    moderator = bool(perms and (perms.manage_guild or perms.administrator))
    return Actor(user.id, user.display_name, moderator)
