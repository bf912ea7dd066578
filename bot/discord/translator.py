"""Slash command descriptions, option descriptions and choice names in every language we speak.

Commands keep BSW's names (``/join``, ``/spielinfo`` …) in every language; what is
described is a :func:`described` string carrying its message id, which
:class:`CatalogueTranslator` words in each Discord locale when the commands are synced.

A text over Discord's limits is refused, never cut: :func:`fitting` raises
:class:`CommandTextError` (English when the commands are defined, every other locale when they
are synced, so the bot refuses to start rather than show a cut sentence; the tests sync them all).
"""

from __future__ import annotations

import re

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

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

# Discord's limits for a command's texts (characters)
TEXT_LIMIT = 100  # a command's, group's or option's description; a choice's name
NAME_LIMIT = 32  # a command's, group's or option's name
LIMITS = {
    Where.command_description: TEXT_LIMIT,
    Where.group_description: TEXT_LIMIT,
    Where.parameter_description: TEXT_LIMIT,
    Where.choice_name: TEXT_LIMIT,
    Where.command_name: NAME_LIMIT,
    Where.group_name: NAME_LIMIT,
    Where.parameter_name: NAME_LIMIT,
}
NAMES = (Where.command_name, Where.group_name, Where.parameter_name)
# Discord's pattern for a command or option name (letters and digits of any script, - _ '), lowercase
NAME_PATTERN = re.compile(r"^[-_'\w]{1,32}$")


class CommandTextError(ValueError):
    """A command's text that Discord would refuse or cut: too long, empty, or (a name) not one word in lowercase."""


def fitting(text: str, where: Where, what: str) -> str:
    """``text`` unchanged if Discord takes it as ``where`` (a name, a description, a choice); else raise.

    ``what`` says which text it is in the error ("fr dc_cmd_option")."""
    limit = LIMITS.get(where, TEXT_LIMIT)
    if not text or len(text) > limit:
        allowed = f"Discord allows 1 to {limit} for a {where.name}"
        raise CommandTextError(f"{what}: {len(text)} characters, {allowed}: {text!r}")
    if where in NAMES and (not NAME_PATTERN.match(text) or text != text.lower()):
        raise CommandTextError(f"{what}: {text!r} is no {where.name} Discord takes (one word in lowercase)")
    return text


def described(key: str, /, **params: object) -> app_commands.locale_str:
    """Message ``key`` as a command's text (a description or a choice's name): English as sent, each other
    locale through the translator. English over Discord's limit raises :class:`CommandTextError` here."""
    return app_commands.locale_str(fitting(t(key, **params), Where.other, f"en {key}"), key=key, params=params)


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
        return fitting(translate(ours, key, **params), context.location, f"{ours} {key}")
