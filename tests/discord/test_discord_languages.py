"""Who reads which language on Discord: a German table, a French player's DMs, localised slash commands.

simcord sends every interaction with the locale ``en-US``; :func:`speaking_users` gives each
simulated user the Discord locale a real client would send (the only part of the test not simcord's own).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
import simcord.interactions

from tests.discord.discord_helpers import make_table, play_out, public_texts, reply_text
from tests.i18n.english import english_in

LOCALISED = ("de", "fr", "pt-BR")


TOKENS: dict[str, int] = {}  # interaction token -> the user who interacted


@pytest.fixture
def speaking_users(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """user id -> the Discord locale their interactions carry (``fr``, ``de``; others ``en-US``)."""
    locales: dict[int, str] = {}
    original = simcord.interactions.base_payload

    def with_locale(backend: Any, **kwargs: Any) -> Any:
        record, payload = original(backend, **kwargs)
        payload["locale"] = locales.get(kwargs["user_id"], "en-US")
        TOKENS[record.token] = kwargs["user_id"]
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locale)
    return locales


def private_texts(env: Any, player: Any, start: int = 0) -> list[str]:
    """Everything the bot sent the player alone: its DM channel, and the answers to and edits through its
    own interactions (ephemeral replies, clicked hands)."""
    channel = player.user.dm_channel
    out = []
    for entry in env.http_requests[start:]:
        if entry.method not in ("POST", "PATCH") or not isinstance(entry.json, dict):
            continue
        in_dm = channel is not None and entry.path.startswith(f"/channels/{channel.id}/")
        parts = entry.path.split("/")
        token = parts[3] if entry.path.startswith(("/interactions/", "/webhooks/")) and len(parts) > 3 else ""
        if in_dm or TOKENS.get(token) == player.id:
            out.append(json.dumps(entry.json, ensure_ascii=False))
    return out


async def test_a_german_table_with_a_french_player(simcord_env, speaking_users) -> None:
    table = make_table(simcord_env, ["anna", "bernd", "claire"])
    anna, bernd, claire = table.players
    speaking_users.update({anna.id: "de", bernd.id: "de", claire.id: "fr"})
    joined = await anna.slash(table.channel, "join")  # announced in English: the server's default
    assert reply_text(joined) == "Du hast einen Platz. Alle sehen den Tisch im Kanal."
    language = await anna.slash(table.channel, "option", name="language", value="de")
    assert reply_text(language) == "Sprache: Deutsch"
    start = len(simcord_env.http_requests)  # from here on the table speaks German
    await bernd.slash(table.channel, "join")
    assert reply_text(await claire.slash(table.channel, "join")) == (
        "Tu as une place. Tout le monde voit la table dans le salon."
    )
    listed = await claire.slash(table.channel, "option")
    assert "langue\u202f: Deutsch" in reply_text(listed) and "manches\u202f: 5 manches" in reply_text(listed)
    # two rounds: every kind of message a game sends comes in them (a round scored and the next dealt, the end)
    await anna.slash(table.channel, "option", name="rounds", value="2")
    await anna.slash(table.channel, "addbot", level="hard")
    refused = await claire.slash(table.channel, "join")
    assert reply_text(refused) == "Tu as déjà une place à cette table."
    started = await bernd.slash(table.channel, "start")
    assert "Das Spiel beginnt" in reply_text(started)

    await play_out(table)
    assert (await table.board()).phase == "over"

    public = public_texts(simcord_env, [table.channel], start)
    board = "\n".join(public)
    assert "Runde 1 von 2" in board and "Stich 14" in board and "Spiel vorbei" in board
    assert "KI 1" in board and "AI 1" not in board and "Mein Blatt zeigen" in board
    assert english_in(board) == []

    french = "\n".join(private_texts(simcord_env, claire, start))
    assert "choisis ta carte maudite" in french and "Tes cartes\u202f:" in french
    assert ("Fin\u202f: victoire" in french or "Partie terminée" in french) and "Runde" not in french
    assert english_in(french) == []
    assert await table.bot.memory.locale(claire.id) == "fr"  # remembered in the service's notes, for later DMs
    assert await table.bot.service.notes.note("locale", str(claire.id)) == "fr"
    german = "\n".join(private_texts(simcord_env, anna, start))
    assert "wähle deine Ärgerkarte" in german and english_in(german) == []


async def test_an_option_in_another_language_is_refused_in_the_readers(simcord_env, speaking_users) -> None:
    table = make_table(simcord_env, ["joao"])
    speaking_users[table.players[0].id] = "pt-BR"
    await table.players[0].slash(table.channel, "join")
    refused = await table.players[0].slash(table.channel, "option", name="language", value="klingon")
    assert reply_text(refused) == "A opção language aceita en / de / fr / pt-BR / default, não 'klingon'."
    assert (await table.board()).language is None  # nothing changed


async def test_the_public_board_speaks_the_servers_language_by_default(simcord_env, speaking_users) -> None:
    guild = simcord_env.create_guild("Sticheln", preferred_locale="fr")
    channel = guild.create_text_channel("table")
    players = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "bo", "cy")]
    start = len(simcord_env.http_requests)
    for p in players:
        await p.slash(channel, "join")
    texts = "\n".join(public_texts(simcord_env, [channel], start))
    assert "s'assied à la place 1" in texts and english_in(texts) == []  # the first seat is seat 1
    answer = await players[0].slash(channel, "rules")  # the reader's own language (en-US): English
    assert "Sticheln in short" in reply_text(answer) and "Examples (BSW)" in reply_text(answer)


async def test_rules_in_each_language_with_the_bsw_examples(simcord_env, speaking_users) -> None:
    table = make_table(simcord_env, ["a", "b", "c"])
    expected = {"de": "Beispiele (BSW)", "fr": "Exemples (BSW)", "pt-BR": "Exemplos (BSW)"}
    for player, locale in zip(table.players, LOCALISED, strict=True):
        speaking_users[player.id] = locale
        shown = reply_text(await player.slash(table.channel, "rules"))
        assert expected[locale] in shown and "R4" in shown and "G3" in shown
        assert english_in(shown) == []


def synced_commands(env: Any) -> list[dict[str, Any]]:
    puts = [e for e in env.http_requests if e.method == "PUT" and e.path.endswith("/commands")]
    assert puts, "the bot synced no commands"
    commands: list[dict[str, Any]] = puts[-1].json
    return commands


async def test_every_command_and_option_is_described_in_every_language(simcord_env) -> None:
    commands = synced_commands(simcord_env)
    assert {"join", "start", "spielinfo", "option", "rules"} <= {c["name"] for c in commands}
    for command in commands:
        assert not command.get("name_localizations"), command["name"]  # BSW's names in every language
        described = command.get("description_localizations") or {}
        assert all(described.get(locale) for locale in LOCALISED), (command["name"], described)
        assert described["de"] != command["description"]
        for option in command.get("options") or []:
            localised = option.get("description_localizations") or {}
            assert all(localised.get(locale) for locale in LOCALISED), (command["name"], option["name"])
            for choice in option.get("choices") or []:
                names = choice.get("name_localizations") or {}
                assert all(names.get(locale) for locale in LOCALISED), (command["name"], choice)
    addbot = next(c for c in commands if c["name"] == "addbot")
    levels = addbot["options"][0]["choices"]
    assert [c["name_localizations"]["de"] for c in levels] == ["leicht", "normal", "schwer"]


async def test_language_is_an_option_listed_and_autocompleted_with_the_others(simcord_env) -> None:
    table = make_table(simcord_env, ["ann"])
    ann = table.players[0]
    names = [c["value"] for c in await ann.autocomplete(table.channel, "option", "name", "")]
    assert "language" in names and "dm" in names
    values = await ann.autocomplete(table.channel, "option", "value", "", name="language")
    assert [(c["value"], c["name"]) for c in values] == [
        ("en", "en · English"),
        ("de", "de · Deutsch"),
        ("fr", "fr · Français"),
        ("pt-BR", "pt-BR · Português (Brasil)"),
        ("default", "default"),
    ]
    assert [c["value"] for c in await ann.autocomplete(table.channel, "option", "value", "pt", name="language")] == [
        "pt-BR"
    ]
    await ann.slash(table.channel, "join")
    assert "language: the server's" in reply_text(await ann.slash(table.channel, "option"))
