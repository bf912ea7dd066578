"""Whose language a message speaks: an interaction's user's, or a channel's for what everyone there reads.

Slash commands and components call :func:`adopt` first: the rest of the interaction's task
speaks the user's language (ephemeral replies, the hand it shows), and the locale is
remembered in the adapter's memory so a DM sent later (a new round, a turn) speaks it too.
A post in a channel (a board, a call for players, a tournament's rounds, a result) speaks the
channel's language instead (:func:`channel_locale`), whoever's click caused it.
"""

from __future__ import annotations

import discord

from bot.discord.memory import AdapterMemory
from bot.i18n import DEFAULT_LOCALE, supported
from bot.i18n.context import use
from bot.service import Refusal, TableService


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


def channel_locale(client: discord.Client, channel_id: int, language: str | None) -> str:
    """The language of a channel's public messages: its table's option ``language`` (given), else the
    server's preferred locale (a community server sets one), else English."""
    if language is not None:
        return language
    guild = getattr(client.get_channel(channel_id), "guild", None)
    preferred = getattr(guild, "preferred_locale", None)
    return supported(preferred.value if isinstance(preferred, discord.Locale) else preferred) or DEFAULT_LOCALE


async def channel_language(client: discord.Client, tables: TableService, channel_id: int) -> str:
    """:func:`channel_locale`, asking the table service for the channel's table option."""
    try:
        language = (await tables.board(channel_id)).language
    except Refusal:  # the database is away: the server's language will do for one post
        language = None
    return channel_locale(client, channel_id, language)
