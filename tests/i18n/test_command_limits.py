"""Every slash command text (table and club commands) in every locale fits Discord's limits, and none is cut.

The commands are built as the bot builds them and translated as the bot syncs them; what Discord
would be sent is then read back: names (at most 32 characters, one word in lowercase),
descriptions and choice names (at most 100).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.discord import translator
from bot.discord.table import commands
from bot.discord.translator import CatalogueTranslator, CommandTextError, described, fitting

Where = app_commands.TranslationContextLocation


def _payloads() -> list[dict[str, Any]]:
    client = discord.Client(intents=discord.Intents.default())
    tree = app_commands.CommandTree(client)
    commands.register(tree)  # the table's commands, and the club's with them
    words = CatalogueTranslator()

    async def translated() -> list[dict[str, Any]]:
        return [await command.get_translated_payload(tree, words) for command in tree.get_commands()]

    return asyncio.run(translated())


def _texts(payload: dict[str, Any], path: str = "") -> Iterator[tuple[str, str, str, str]]:
    """(where, kind, locale, text) for every name, description and choice name, with their translations."""
    here = f"{path}/{payload['name']}"
    yield here, "name", "en", payload["name"]
    for locale, text in (payload.get("name_localizations") or {}).items():
        yield here, "name", locale, text
    if "description" in payload:
        yield here, "description", "en", payload["description"]
        for locale, text in (payload.get("description_localizations") or {}).items():
            yield here, "description", locale, text
    for option in payload.get("options") or []:
        yield from _texts(option, here)
    for choice in payload.get("choices") or []:
        yield f"{here}={choice['value']}", "choice", "en", choice["name"]
        for locale, text in (choice.get("name_localizations") or {}).items():
            yield f"{here}={choice['value']}", "choice", locale, text


def test_every_command_option_and_choice_text_fits_in_every_locale() -> None:
    texts = [text for payload in _payloads() for text in _texts(payload)]
    locales = {locale for _, _, locale, _ in texts}
    assert {"en", "de", "fr", "pt-BR"} <= locales  # every locale was synced (English as sent)
    assert any(where.startswith("/tournament/create") for where, *_ in texts)  # the club's commands too
    wrong = []
    for where, kind, locale, text in texts:
        if kind == "name":
            if not (len(text) <= 32 and translator.NAME_PATTERN.match(text) and text == text.lower()):
                wrong.append((where, locale, text))
        elif not 0 < len(text) <= 100:
            wrong.append((where, locale, f"{len(text)} characters: {text}"))
    assert wrong == []
    descriptions = [t for t in texts if t[1] == "description" and t[2] == "fr"]
    assert len(descriptions) > 40 and all(text != "…" for *_, text in descriptions)


def test_a_description_over_100_characters_stops_the_sync_instead_of_being_cut(monkeypatch) -> None:
    real = translator.translate

    def long_in_french(locale: str, key: str, /, **params: object) -> str:
        text = real(locale, key, **params)
        return text + " " + "x" * 100 if (locale, key) == ("fr", "dc_cmd_option") else text

    monkeypatch.setattr(translator, "translate", long_in_french)
    with pytest.raises(app_commands.TranslationError) as failed:
        _payloads()
    cause = failed.value.__cause__
    assert isinstance(cause, CommandTextError)
    assert "fr dc_cmd_option" in str(cause) and "Discord allows 1 to 100 for a command_description" in str(cause)


def test_an_english_text_over_the_limit_is_refused_when_the_command_is_defined(monkeypatch) -> None:
    monkeypatch.setattr(translator, "t", lambda key, **params: "y" * 101)
    with pytest.raises(CommandTextError, match="en dc_cmd_join: 101 characters"):
        described("dc_cmd_join")


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("x" * 101, Where.choice_name),
        ("", Where.parameter_description),
        ("Runde", Where.parameter_name),
        ("two words", Where.command_name),
        ("y" * 33, Where.command_name),
    ],
)
def test_fitting_refuses_what_discord_would_refuse(text: str, where: Any) -> None:
    with pytest.raises(CommandTextError):
        fitting(text, where, "de test")


def test_fitting_passes_a_text_at_the_limit_unchanged() -> None:
    assert fitting("z" * 100, Where.command_description, "de test") == "z" * 100
    assert fitting("spielinfo", Where.command_name, "de test") == "spielinfo"
