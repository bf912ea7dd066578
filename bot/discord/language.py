"""Whose language an interaction is answered in: the clicker's Discord locale, remembered for later DMs.

Slash commands and components call :func:`adopt` first: the rest of the interaction's task
speaks the user's language (ephemeral replies, the hand it shows), and the locale is
remembered in the adapter's memory so a DM sent later (a new round, a turn) speaks it too.
"""

from __future__ import annotations

import discord

from bot.discord.memory import AdapterMemory
from bot.i18n import DEFAULT_LOCALE, supported
from bot.i18n.context import use


def locale_of(interaction: discord.Interaction) -> str:
    """The interaction's user's language, if we speak it, else English."""
    locale = interaction.locale
    return supported(locale.value if isinstance(locale, discord.Locale) else locale) or DEFAULT_LOCALE


async def adopt(interaction: discord.Interaction) -> str:
    """Speak the user's language for the rest of this interaction, and remember it for their DMs."""
    locale = use(locale_of(interaction))
    memory: AdapterMemory | None = getattr(interaction.client, "memory", None)
    user = interaction.user
    if memory is not None and user is not None and await memory.locale(user.id) != locale:
        await memory.set_locale(user.id, locale)
    return locale
