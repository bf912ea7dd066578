"""Slash command descriptions, option descriptions and choice names in every language we speak.

Commands keep BSW's names (``/join``, ``/spielinfo`` …) in every language; what is
described is a :func:`described` string carrying its message id, which
:class:`CatalogueTranslator` words in each Discord locale when the commands are synced.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import DEFAULT_LOCALE, LOCALES, t, translate

# the Discord locales each of our languages is offered in (Discord has no bare "pt" or "en")
DISCORD_LOCALES: dict[discord.Locale, str] = {
    discord.Locale.german: "de",
    discord.Locale.french: "fr",
    discord.Locale.brazil_portuguese: "pt-BR",
    discord.Locale.american_english: "en",
    discord.Locale.british_english: "en",
}
assert set(DISCORD_LOCALES.values()) == set(LOCALES)


def described(key: str, /, **params: object) -> app_commands.locale_str:
    """Message ``key`` as a command's text: English as sent, each other locale through the translator."""
    return app_commands.locale_str(t(key, **params), key=key, params=params)


class CatalogueTranslator(app_commands.Translator):
    """Words every :func:`described` string from the translation files; leaves names (and anything else) alone."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        ours = DISCORD_LOCALES.get(locale)
        if not isinstance(key, str) or ours is None or ours == DEFAULT_LOCALE:
            return None
        params = string.extras.get("params") or {}
        return translate(ours, key, **params)[:100]  # Discord's limit for descriptions and choice names
