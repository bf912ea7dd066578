"""The game's own words (docs/GLOSSARY.md) in every locale: the check passes, and fails where it should."""

from __future__ import annotations

from fluent.syntax import parse

from bot.i18n import LOCALES, check, glossary
from bot.i18n.catalogue import source


def _with(monkeypatch, locale: str, old: str, new: str) -> None:
    text = source(locale)
    assert old in text
    parsed = {which: parse(text.replace(old, new) if which == locale else source(which)) for which in LOCALES}
    monkeypatch.setattr(check, "resource", parsed.__getitem__)


def test_every_locale_uses_the_glossarys_words() -> None:
    assert check.glossary_problems() == []


def test_the_glossary_names_the_games_words() -> None:
    terms = {
        (locale, term.text)
        for concept in glossary.concepts()
        for locale, found in concept.terms.items()
        for term in found
    }
    for wanted in [
        ("de", "Ärgerfarbe*"),
        ("de", "Ärgerkarte*"),
        ("de", "Stich*"),
        ("de", "Runde*"),
        ("de", "Farbzwang"),
        ("de", "ausspiel*"),
        ("fr", "couleur* maudite*"),
        ("fr", "carte* maudite*"),
        ("fr", "pli"),
        ("fr", "manche*"),
        ("pt-BR", "naipe* da dor"),
        ("pt-BR", "seguir o naipe"),
        ("pt-BR", "vaza*"),
        ("pt-BR", "rodada*"),
    ]:
        assert wanted in terms, wanted
    rejected = {(locale, t.text) for c in glossary.concepts() for locale, ts in c.rejected.items() for t in ts}
    assert ("de", "Schmerz*") in rejected and ("fr", "piège*") in rejected


def test_a_planted_rejected_term_fails_the_check(monkeypatch) -> None:
    _with(monkeypatch, "de", "dc_stats_pain = Liebste Ärgerfarbe", "dc_stats_pain = Liebste Schmerzfarbe")
    problems = check.glossary_problems()
    assert 'de.ftl dc_stats_pain: "schmerzfarbe" is a rejected term (Schmerz*, pain colour); use Ärgerfarbe*' in (
        problems
    )


def test_a_dropped_term_fails_the_check(monkeypatch) -> None:
    _with(monkeypatch, "fr", "dc_board_title = Manche { $round }", "dc_board_title = Tour { $round }")
    assert check.glossary_problems() == [
        'fr.ftl dc_board_title: English "round" (game round) needs manche* in French; none found'
    ]


def test_a_tournament_round_is_not_a_game_round(monkeypatch) -> None:
    _with(monkeypatch, "de", "cl_t_thread = { $name } · Turnierrunde", "cl_t_thread = { $name } · Runde")
    assert check.glossary_problems() == [
        'de.ftl cl_t_thread: English "tournament round" (tournament round) needs Turnierrunde* in German; none found'
    ]


def test_a_term_is_looked_for_in_every_variant_of_a_selector(monkeypatch) -> None:
    own = "dh_head_pain = { $count ->\n    [2] Rodada { $round }/{ $rounds }: escolha 2 cartas da dor\n"
    own += "   *[other] Rodada { $round }/{ $rounds }: escolha sua carta da dor"
    _with(monkeypatch, "pt-BR", own, own.replace("2 cartas da dor", "2 cartas"))
    assert check.glossary_problems() == []  # the other variant still says carta da dor
    _with(monkeypatch, "pt-BR", own, own.replace("cartas da dor", "cartas").replace("carta da dor", "carta"))
    assert check.glossary_problems() == [
        'pt-BR.ftl dh_head_pain: English "pain card" (pain card) needs carta* da dor in Brazilian Portuguese;'
        " none found"
    ]


def test_how_a_term_matches_words() -> None:
    words = ["platz", "2", "spielt", "in", "der", "ersten", "runde", "aus"]
    assert glossary.Term("spiel* … aus").find(words) == (2, 8)
    assert glossary.Term("Ärgerfarbe*").find(["die", "ärgerfarben"]) == (1, 2)
    assert glossary.Term("*kanal").find(["ergebniskanal"]) == (0, 1)
    assert glossary.Term("Runde*").find(["turnierrunde"]) is None
    assert glossary.Term("round").find(["around"]) is None and glossary.Term("lead").find(["leaderboard"]) is None


def test_a_word_the_translation_keeps_is_a_name_not_the_concept() -> None:
    table = glossary.concepts()
    english = ["option", "rounds", "takes", "players", "default"]
    assert [c.short for c, _ in glossary.english_concepts(english, table)] == ["game round", "default"]
    assert glossary.english_concepts(english, table, ["die", "option", "rounds", "nimmt", "default"]) == []
