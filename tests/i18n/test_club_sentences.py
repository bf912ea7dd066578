"""The club's sentences (tournaments, history, settings) take raw values: each language words, inflects and
lists them itself, and no sentence is handed a piece of another one."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

import pytest

from bot.club.history import PastGame
from bot.club.scoring import Entry, TableResult
from bot.club.seasons import SeasonFigures
from bot.club.server_settings import ServerSettings
from bot.club.tournament import RoundTable, SeatEntry, Tournament
from bot.discord.club import embeds
from bot.i18n import ai_seat_name, speaking
from bot.settings import Timers

CUP = Tournament(1, 10, 20, "Cup", 1, 4, True, False, 30, "open", 7, 0.0)
TABLE = RoundTable(1, 2, 1, 99, None, (SeatEntry(500, "ann"), SeatEntry(None, ai_seat_name(1))))
SHARED = Entry(500, "ann", Fraction(4, 3), 12, [TableResult(r, 1, 2, Fraction(1), 6, True) for r in (1, 2)], 1)
ABANDONED = PastGame(5, 0.0, 77, False, 2, 4, -3, "Cup", 2)
DEFAULTS = ServerSettings(10, monthly_seasons=True)


def every_club_sentence() -> Iterator[object]:
    """Each club text that reads a flag, a count, a list, a share or a missing value, made once."""
    yield embeds.tournament_created(CUP, "ann")
    yield embeds.table_intro(CUP, TABLE)
    yield embeds.standing_line(SHARED)
    yield embeds.history_embed("ann", [ABANDONED, PastGame(6, 0.0, 77, True, 1, 4, 9)]).description
    yield embeds.settings_embed(DEFAULTS, Timers(pain_seconds=60, card_seconds=45)).description
    yield embeds.seasons_embed([SeasonFigures(3, 10, 4, 1512.5)]).description


def test_a_german_club_reads_german_plurals_lists_numbers_and_none() -> None:
    with speaking("de"):
        created, intro, line, history, settings, seasons = map(str, every_club_sentence())
    assert created.startswith(
        "🏆 **Cup** ist offen: eine Turnierrunde an Tischen mit 4 Plätzen, Spiele mit vier Runden. "
    )
    assert "gewertet" not in created
    assert "Plätze: <@500> und KI 1 (KI-Platz)." in intro  # a tournament's AI seat is stored without a language
    assert line == "1. ann — 1,33 Pkt. (12 Spielpunkte) · 🤖 in den Turnierrunden 1 und 2 von der KI gespielt"
    assert history.splitlines() == [
        "#5 · <t:0:d> · Cup, Turnierrunde 2 · Rang 2 von 4 · gesamt -3 · abgebrochen",
        "#6 · <t:0:d> · Tisch <#77> · Rang 1 von 4 · gesamt 9",
    ]
    assert settings.splitlines() == [
        "Zeit für die Ärgerkarte: 60 s (Standard)",
        "Zeit für eine Karte: 45 s (Standard)",
        "LFG-Rolle: keine",
        "Ergebniskanal: keiner",
        "Jeden Monat eine neue Saison: ja",
    ]
    assert seasons == "Saison 3: 10 gewertete Spiele, 4 Siege, Wertungszahl 1512,5"
    with speaking("de"):
        assert embeds.standing_line(Entry(501, "bo", Fraction(1), 1, place=2)) == "2. bo — 1 Pkt. (1 Spielpunkt)"
        first = embeds.seasons_embed([SeasonFigures(1, 1, 1, None)]).description
    assert first == "Saison 1: 1 gewertetes Spiel, 1 Sieg, Wertungszahl —"


def test_french_and_english_word_the_same_values_their_own_way() -> None:
    with speaking("fr"):
        created, _, line, history, settings, _ = map(str, every_club_sentence())
    assert "une ronde à des tables de 4, parties en quatre manches." in created
    assert line.endswith("1,33 pts (12 points de partie) · 🤖 joué par l'IA aux rondes 1 et 2")
    assert "Cup, ronde 2 · rang 2 sur 4 · total -3 · abandonnée" in history
    assert "Salon des résultats\u202f: aucun" in settings and "Une nouvelle saison chaque mois\u202f: oui" in settings
    one_ai_round = Entry(500, "ann", Fraction(2), 5, [TableResult(1, 1, 1, Fraction(2), 5, True)], 1)
    with speaking("en"):
        assert (
            embeds.standing_line(one_ai_round) == "1. ann — 2 pts (5 game points) · 🤖 AI-played in tournament round 1"
        )
        own = embeds.settings_embed(ServerSettings(10, pain_seconds=30, lfg_role_id=8), Timers()).description
    assert own is not None and own.splitlines()[:3] == [
        "Pain card clock: 30 s",
        "Card clock: 90 s (the default)",
        "LFG role: <@&8>",
    ]


def test_no_club_sentence_is_handed_a_piece_of_another(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fragment such as ", four-round games" or "yes" rendered on its own and passed into a sentence
    fixes English word order and agreement; the sentences take raw values and select on them."""
    made: list[tuple[str, dict[str, object], str]] = []
    real = embeds.t

    def recording(key: str, /, **params: object) -> str:
        text = real(key, **params)
        made.append((key, params, text))
        return text

    monkeypatch.setattr(embeds, "t", recording)
    with speaking("de"):
        list(every_club_sentence())
    rendered = {text for _, _, text in made if any(c.isalpha() for c in text)}
    handed = [(k, name) for k, params, _ in made for name, value in params.items() if str(value) in rendered]
    assert handed == []
    assert {"cl_t_created", "cl_t_standings_line", "cl_history_line", "cl_settings_monthly"} <= {k for k, _, _ in made}
