"""A broken game record refused at a non-English terminal: ``sticheln replay`` and ``review`` say what is wrong and
where in one ``error:`` line of the reader's language, although the game library that finds the fault speaks only
English (it gives a code and values; the command line words them)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.i18n.check import messages
from sticheln.record import RECORD_CODES, RecordError, load_record, replay_summary
from tests.i18n.test_command_line_languages import LANGS, english_in, run

GAME = json.loads((Path(__file__).parents[2] / "examples" / "game.json").read_text(encoding="utf-8"))
GAME["players"][0] = "Bo"  # the example's "You" would read as a leftover English word
Edit = Callable[[dict[str, Any]], object]


def _set(path: tuple[Any, ...], value: object) -> Edit:
    def edit(record: dict[str, Any]) -> None:
        target: Any = record
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value

    return edit


def _twice_to_other(record: dict[str, Any]) -> None:
    hands = record["rounds"][0]["hands"]
    hands[1][0] = hands[0][0]


def _twice_in_one(record: dict[str, Any]) -> None:
    hand = record["rounds"][0]["hands"][0]
    hand[1] = hand[0]


FIRST_TAKER = replay_summary(load_record(GAME))["rounds"][0]["tricks"][0]["winner"]


def _replayed_card(record: dict[str, Any]) -> None:
    plays = record["rounds"][0]["plays"]
    plays[4] = plays[FIRST_TAKER]  # trick 1's taker leads trick 2 with the card it took trick 1 with


def _pain_not_held(record: dict[str, Any]) -> None:
    rnd = record["rounds"][0]
    rnd["pain"][0] = rnd["hands"][1][0]


def _unfinished(record: dict[str, Any]) -> None:
    del record["rounds"][0]["plays"][-1]


def _played_on(record: dict[str, Any]) -> None:
    record["rounds"][0]["plays"].append("R1")


# Each code of the library's faults, made by breaking the example game in one place.
BROKEN: dict[str, Edit] = {
    "not_object": lambda r: r.clear(),  # replaced by a list below
    "format_missing": lambda r: r.pop("format"),
    "format_wrong": _set(("format",), "sticheln-record/0"),
    "players": _set(("players",), ["Bo"]),
    "options": _set(("options",), {"twopain": "ja"}),
    "rounds_not_list": _set(("rounds",), {}),
    "too_many_rounds": lambda r: r["rounds"].append(r["rounds"][0]),
    "round_shape": _set(("rounds", 0), []),
    "round_ended": _played_on,
    "round_unfinished": _unfinished,
    "hands_count": lambda r: r["rounds"][0]["hands"].pop(),
    "hand_size": lambda r: r["rounds"][0]["hands"][2].pop(),
    "hand_not_list": _set(("rounds", 0, "hands", 2), "R1"),
    "dealt_twice": _twice_in_one,
    "dealt_twice_to": _twice_to_other,
    "pain_count": lambda r: r["rounds"][0]["pain"].pop(),
    "pain_shape": lambda r: r.update(options={"twopain": True}),  # each pain entry must now be a list of two
    "not_card_code": _set(("rounds", 0, "plays", 3), 7),
    "not_a_card": _set(("rounds", 0, "hands", 1, 0), "Q9"),
    "illegal_pain": _pain_not_held,
    "illegal_play": _replayed_card,
}


# Faults found while the JSON is read, so written as text: a 40-digit number, arrays nested past Python's stack.
AS_TEXT = {"long_number": '{"format": "sticheln-record/1", "players": ' + "1" * 40 + "}", "too_deep": "[" * 100_000}


def broken(code: str) -> object:
    if code == "not_object":
        return [GAME]
    record = copy.deepcopy(GAME)
    BROKEN[code](record)
    return record


def write(folder: Path, code: str) -> str:
    path = folder / f"{code}.json"
    text = AS_TEXT[code] if code in AS_TEXT else json.dumps(broken(code))
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_every_fault_the_library_names_is_made_here_and_worded_in_the_catalogue() -> None:
    assert set(BROKEN) | set(AS_TEXT) == set(RECORD_CODES)
    english = messages("en")
    assert [c for c in RECORD_CODES if f"record_{c}" not in english and c != "not_a_card"] == []
    for code in BROKEN:
        with pytest.raises(RecordError) as refused:
            load_record(broken(code))
        assert refused.value.code == code
        assert set(refused.value.values) == set(RECORD_CODES[code])


def test_a_broken_record_replayed_at_a_german_terminal_gives_one_german_error_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    text = run(["replay", write(tmp_path, "illegal_play")], capsys)
    assert text.splitlines() == [
        f"Fehler: {tmp_path / 'illegal_play.json'}: das ist kein gültiges Spielprotokoll: "
        f"Runde 1, Stich 2, Platz {FIRST_TAKER} (KI {FIRST_TAKER}): {GAME['rounds'][0]['plays'][FIRST_TAKER]} "
        "ist schon gespielt"
    ]


@pytest.mark.parametrize("locale", LANGS)
def test_every_record_fault_reads_in_the_readers_language(
    locale: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", LANGS[locale])
    monkeypatch.delenv("LC_ALL", raising=False)
    found = {}
    for code in RECORD_CODES:
        path = write(tmp_path, code)
        for argv in (["replay", path], ["review", path], ["replay", "--html", path, "-o", str(tmp_path / "p.html")]):
            lines = run(argv, capsys).splitlines()
            if len(lines) != 1 or english_in(locale, lines[0]) or "Traceback" in lines[0]:
                found[f"{code}: {' '.join(argv[:2])}"] = lines
    assert found == {}


def test_english_reads_the_same_fault_from_the_catalogue(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "C")
    monkeypatch.delenv("LC_ALL", raising=False)
    card = GAME["rounds"][0]["hands"][0][0]
    assert run(["replay", write(tmp_path, "dealt_twice_to")], capsys).splitlines() == [
        f"error: {tmp_path / 'dealt_twice_to.json'}: this is no valid game record: "
        f"round 1, seat 1 (AI 1): {card} is dealt twice (also to seat 0, Bo)"
    ]
