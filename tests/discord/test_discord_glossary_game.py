"""A whole game at a German table with a French and a Brazilian player: each reader sees the game's own
words (docs/GLOSSARY.md) in their language, none of the words the glossary rejects, and no English."""

from __future__ import annotations

import re

from bot.i18n import glossary
from tests.discord import test_discord_languages as languages
from tests.discord.discord_helpers import make_table, play_out, public_texts, reply_text
from tests.i18n.english import english_in

speaking_users = languages.speaking_users  # the fixture: each player's Discord locale
private_texts = languages.private_texts


def rejected_in(text: str, locale: str) -> list[str]:
    words = re.findall(r"\w+", text.casefold())
    return [t.text for c in glossary.concepts() for t in c.rejected.get(locale, ()) if t.find(words) is not None]


async def test_a_german_game_with_a_french_and_a_brazilian_player_speaks_the_games_words(
    simcord_env, speaking_users
) -> None:
    table = make_table(simcord_env, ["anna", "claire", "joao"])
    anna, claire, joao = table.players
    speaking_users.update({anna.id: "de", claire.id: "fr", joao.id: "pt-BR"})
    await anna.slash(table.channel, "join")
    await anna.slash(table.channel, "option", name="language", value="de")
    # two rounds: every kind of message a game sends comes in them (a round scored and the next dealt, the end)
    await anna.slash(table.channel, "option", name="rounds", value="2")
    start = len(simcord_env.http_requests)  # from here on the table speaks German
    await claire.slash(table.channel, "join")
    assert reply_text(await joao.slash(table.channel, "join")) == "Você tem um lugar. Todos veem a mesa no canal."
    assert "A partida começa" in reply_text(await joao.slash(table.channel, "start"))

    await play_out(table)
    assert (await table.board()).phase == "over"
    rules = {p: reply_text(await p.slash(table.channel, "rules")) for p in (claire, joao)}

    board = "\n".join(public_texts(simcord_env, [table.channel], start))
    for words in ("Alle wählen geheim eine Ärgerkarte", "Runde 1 von 2 abgerechnet", "Ärgerfarbe", "Stich 14"):
        assert words in board, words
    assert "Wertungszahl" in board  # a rated game: the ratings change
    assert rejected_in(board, "de") == [] and english_in(board) == []

    french = "\n".join(private_texts(simcord_env, claire, start)) + "\n" + rules[claire]
    for words in ("choisis ta carte maudite", "couleur maudite", "pli", "entame", "fournir"):
        assert words in french, words
    assert not re.search(r"\b(Runde|Stich|Ärger\w*)\b", french)  # not the table's German
    assert rejected_in(french, "fr") == [] and english_in(french) == []

    brazilian = "\n".join(private_texts(simcord_env, joao, start)) + "\n" + rules[joao]
    for words in ("escolha sua carta da dor", "naipe da dor", "seguir o naipe", "vaza"):
        assert words in brazilian, words
    assert not re.search(r"\b(Runde|Stich|Ärger\w*)\b", brazilian)
    assert rejected_in(brazilian, "pt-BR") == [] and english_in(brazilian) == []
