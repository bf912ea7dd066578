"""Counts, placeholders and players as each language says them: rendered at 0, 1 and 2, with a long name
and a Discord relative timestamp, as a reader sees them."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from bot.i18n import LOCALES, check, day, speaking, translate

LONG = "Maximiliane von Hohenzollern-Sigmaringen"
RELATIVE = "<t:1767225600:R>"  # Discord shows "in 30 seconds", "dans 30 secondes", "em 30 segundos"


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("de", ["noch sitzt niemand am Tisch", "erst 1 sitzt am Tisch", "erst 2 sitzen am Tisch"]),
        ("fr", ["personne n'est encore assis", "1 seul joueur est assis", "2 joueurs sont assis"]),
        ("pt-BR", ["ninguém está sentado ainda", "só 1 jogador está sentado", "só 2 jogadores estão sentados"]),
        ("en", ["0 seated", "1 seated", "2 seated"]),
    ],
)
def test_too_few_players_counts_who_is_seated(locale: str, expected: list[str]) -> None:
    for count, words in zip((0, 1, 2), expected, strict=True):
        assert words in translate(locale, "too_few_players", min=3, count=count)


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("pt-BR", ["Mesa: ninguém sentado", "Mesa: 1 jogador sentado", "Mesa: 2 jogadores sentados"]),
        ("fr", ["Table\u202f: personne n'est assis", "Table\u202f: 1 joueur assis", "Table\u202f: 2 joueurs assis"]),
        ("de", ["Am Tisch sitzt noch niemand.", "Am Tisch sitzt 1 Spieler:", "Am Tisch sitzen 2 Spieler:"]),
    ],
)
def test_the_lobby_counts_its_players(locale: str, expected: list[str]) -> None:
    for count, words in zip((0, 1, 2), expected, strict=True):
        assert translate(locale, "dc_lobby", count=count, seats="ann").startswith(words)


def test_portuguese_puts_zero_with_the_plural_where_brazilians_do() -> None:
    """CLDR's Portuguese puts 0 in "one" ("0 partida", "+0 ponto"); each such count has its own [0]."""
    line = translate("pt-BR", "dc_standing", place=1, name="ana", rating=25, games=0, wins=0, average="0,0")
    assert "0 partidas, 0 vitórias" in line
    one = translate("pt-BR", "dc_standing", place=1, name="ana", rating=25, games=1, wins=1, average="0,0")
    assert "1 partida, 1 vitória" in one
    taken = {
        n: translate("pt-BR", "term_taken_pain", name="ana", points=n, others=2, penalty=-2, cards="R2")
        for n in (0, 1, 2)
    }
    assert "+0 pontos para ana" in taken[0] and "+1 ponto para ana" in taken[1] and "+2 pontos" in taken[2]
    seasons = translate("pt-BR", "cl_stats_season_line", season=1, games=0, wins=0, rating=0)
    assert "0 partidas ranqueadas, 0 vitórias" in seasons
    standing = translate(
        "pt-BR", "cl_t_standings_line", place=1, name="ana", points=0, total=0, ai_count=0, ai_rounds=""
    )
    assert "(0 pontos de partida)" in standing
    for n, words in [(0, "Faltam 0 segundos"), (1, "Falta 1 segundo"), (2, "Faltam 2 segundos")]:
        assert words in translate("pt-BR", "dc_turn_warning", seconds=n)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_turn_warning_says_one_second_and_two_seconds(locale: str) -> None:
    one, two = (translate(locale, "term_turn_warning", seconds=n) for n in (1, 2))
    assert re.search(r"\b1 (second|Sekunde|seconde|segundo)\b", one) and re.search(
        r"\b2 (seconds|Sekunden|secondes|segundos)\b", two
    )
    assert one.replace("1", "") != two.replace("2", "")


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("fr", "fin du délai <t:"), ("de", "fällig <t:"), ("pt-BR", "o tempo acaba <t:"), ("en", "due <t:")],
)
def test_a_deadline_reads_around_a_relative_timestamp(locale: str, expected: str) -> None:
    """``$when`` is "in 30 seconds" in the reader's words: nothing in front of it may say "before"."""
    shown = translate(locale, "dc_due", when=RELATIVE)
    assert shown.startswith(expected) and "avant" not in shown


@pytest.mark.parametrize("locale", ["de", "fr", "pt-BR"])
def test_a_players_name_is_never_a_he(locale: str) -> None:
    pronouns = {
        "de": r"\b(er|ihm|ihn|sein|seine)\b",
        "fr": r"\b(lui-même|il|elle)\b|pour lui",
        "pt-BR": r"\b(ele|dele|ela)\b",
    }
    for key in ("dc_seat_away", "term_away", "remove_ai", "dc_cmd_peek", "lfg_caller_only", "dc_seat_reclaimed"):
        params = {name: LONG if name in ("name", "by") else 3 for name in check.variables("en", key)}
        text = translate(locale, key, **params)
        assert not re.search(pronouns[locale], text), (key, text)


@pytest.mark.parametrize("locale", ["de", "fr", "pt-BR"])
@pytest.mark.parametrize(
    ("key", "choice", "english"),
    [("peek_not_allowed", "dc_choice_yes", "yes"), ("cl_season_open_end", "cl_choice_new", "action:new")],
)
def test_a_choice_is_named_as_discord_shows_it_to_the_reader(locale: str, key: str, choice: str, english: str) -> None:
    text = translate(locale, key, name=LONG)
    shown = translate(locale, choice)  # the choice's name in the reader's Discord
    assert re.search(rf"[„«“]\u202f?{shown}\u202f?[“»”]", text) and english not in text, text


def test_the_phrasings_a_reader_stumbled_on_are_gone() -> None:
    assert translate("de", "dc_ok_vote") == "Deine Stimme ist gezählt."
    assert "sitzt" not in translate("de", "cl_t_started") and "Turnierrunde 1" in translate("de", "cl_t_started")
    assert translate("fr", "bad_input", what="name") == "Désolé, je ne peux pas utiliser ce nom."
    assert translate("pt-BR", "bad_input", what="cards") == "Desculpe, não consigo usar essas cartas."


@pytest.mark.parametrize("locale", ["fr"])
def test_french_puts_a_narrow_no_break_space_before_its_high_punctuation(locale: str) -> None:
    for key in check.messages(locale):
        params = dict.fromkeys(check.variables("en", key), 2)
        text = translate(locale, key, **params)
        assert not re.search(r" [:;?!»]|« ", text), (key, text)


@pytest.mark.parametrize(
    ("locale", "first", "twelfth", "sentence"),
    [
        ("en", "March 1, 2026", "March 12, 2026", "Started March 1, 2026."),
        ("de", "1. März 2026", "12. März 2026", "Begonnen am 1. März 2026."),
        ("fr", "1er mars 2026", "12 mars 2026", "Commencée le 1er mars 2026."),
        ("pt-BR", "1º de março de 2026", "12 de março de 2026", "Começou em 1º de março de 2026."),
    ],
)
def test_a_date_reads_as_the_reader_writes_it(locale: str, first: str, twelfth: str, sentence: str) -> None:
    with speaking(locale):
        assert (day(dt.date(2026, 3, 1)), day(dt.date(2026, 3, 12))) == (first, twelfth)
    assert translate(locale, "cl_season_started", start=dt.date(2026, 3, 1)) == sentence
