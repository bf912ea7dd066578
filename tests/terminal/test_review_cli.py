"""``sticheln review RECORD``: the JSON contract, the report in every language, refusals as ``replay`` makes them."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import LOCALES, translate
from bot.terminal.replay import run as replay_run  # `sticheln replay` as the command line runs it
from bot.terminal.review import main
from sticheln import Game, Options
from sticheln.review import LABELS
from tests.sticheln.engine_helpers import NAMES, play_random
from tests.terminal.helpers import ROOT

FAST = ["--iterations", "8"]
KEYS = {"round", "trick", "kind", "chosen", "best", "chosen_points", "best_points", "loss", "label"}


def record(seed: int, rounds: int = 1, players: int = 3) -> dict[str, Any]:
    game = Game(NAMES[:players], Options(round_count=rounds), seed=seed)
    play_random(game, random.Random(seed))
    return game.to_record()


def write(path: Path, data: Any) -> str:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def review(*args: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), io.StringIO(stdin), out, err)
    return status, out.getvalue(), err.getvalue()


def test_json_holds_every_seat_with_its_decisions_and_summary(tmp_path: Path) -> None:
    status, out, err = review(write(tmp_path / "g.json", record(1)), "--json", *FAST)
    assert status == 0 and err == ""
    data = json.loads(out)
    assert [s["seat"] for s in data["seats"]] == [0, 1, 2]
    for seat in data["seats"]:
        decisions = seat["decisions"]
        assert len(decisions) == 15 and decisions[0]["kind"] == "pain"
        for d in decisions:
            assert set(d) == KEYS
            assert d["kind"] in ("pain", "card") and d["label"] in LABELS and d["loss"] >= 0
        summary = seat["summary"]
        assert summary["decisions"] == 15 and sum(summary[name] for name in LABELS) == 15
        assert isinstance(summary["mean_loss"], float)


def test_seat_chooses_one_seat_and_the_seed_makes_it_reproducible(tmp_path: Path) -> None:
    name = write(tmp_path / "g.json", record(2))
    first = review(name, "--json", "--seat", "2", "--seed", "4", *FAST)
    assert first == review(name, "--json", "--seat", "2", "--seed", "4", *FAST)
    assert [s["seat"] for s in json.loads(first[1])["seats"]] == [1]  # --seat counts from 1, the JSON's ids from 0


def test_dash_reads_standard_input() -> None:
    status, out, _ = review("-", "--json", "--seat", "1", *FAST, stdin=json.dumps(record(3)))
    assert status == 0 and len(json.loads(out)["seats"][0]["decisions"]) == 15


@pytest.mark.parametrize("locale", LOCALES)
def test_the_report_speaks_every_language(tmp_path: Path, locale: str) -> None:
    status, out, err = review(write(tmp_path / "g.json", record(5)), "--seat", "3", "--lang", locale, *FAST)
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == translate(locale, "review_title", rounds=1)
    assert translate(locale, "review_seat_heading", name=NAMES[2], seat=3) in lines  # the third seat: "seat 3"
    every = lines[lines.index(translate(locale, "review_every_decision")) + 1 :]
    assert len(every) == 15
    assert every[0].strip().startswith(translate(locale, "review_where_pain", round=1))
    for trick in range(1, 15):
        assert every[trick].strip().startswith(translate(locale, "review_where_card", round=1, trick=trick))


def test_a_random_seat_gets_labels_in_its_report(tmp_path: Path) -> None:
    status, out, _ = review(write(tmp_path / "g.json", record(6)), "--seat", "1", "--lang", "en", *FAST)
    assert status == 0
    assert "The costliest decisions:" in out and "given away" in out


def _broken(seed: int) -> dict[str, Any]:
    data = record(seed)
    data["rounds"][0]["plays"][0] = data["rounds"][0]["hands"][1][0]
    return data


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_broken(7), id="card-of-another-hand"),
        pytest.param("[]", id="not-an-object"),
        pytest.param("{not json", id="invalid-json"),
        pytest.param('{"format": "sticheln-record/2"}', id="wrong-format"),
    ],
)
def test_bad_records_are_refused_as_replay_refuses_them(tmp_path: Path, content: Any) -> None:
    name = write(tmp_path / "bad.json", content)
    status, out, err = review(name, *FAST)
    replay_err = io.StringIO()
    replay_status = replay_run([name], io.StringIO(), replay_err, io.StringIO())  # argv, stdout, stderr, stdin
    assert (status, out) == (2, "")
    assert err == replay_err.getvalue() and replay_status == 2
    assert len(err.splitlines()) == 1 and err.startswith("error: ")


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    status, out, err = review(str(tmp_path / "none.json"))
    assert (status, out) == (2, "") and err.startswith("error: ") and "none.json" in err


@pytest.mark.parametrize(
    ("args", "wanted"),
    [
        (["--seat", "4"], "error: --seat 4: this game's seats are 1 to 3"),
        (["--seat", "0"], "error: --seat 0: this game's seats are 1 to 3"),
        (["--budget", "0"], "argument --budget: seconds above 0, at most 60, not '0'"),
        (["--budget", "nan"], "argument --budget: seconds above 0, at most 60, not 'nan'"),
        (["--iterations", "0"], "argument --iterations: a whole number from 1 to 1000000, not '0'"),
        (["--lang", "xx"], "argument --lang: one of en, de, fr, pt-BR, not 'xx'"),
    ],
)
def test_bad_arguments_are_one_error_line(tmp_path: Path, args: list[str], wanted: str) -> None:
    status, out, err = review(write(tmp_path / "g.json", record(8)), *args)
    assert (status, out) == (2, "")
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and wanted in lines[0], lines


def test_the_sticheln_command_runs_review(tmp_path: Path) -> None:
    name = write(tmp_path / "g.json", record(9))
    result = subprocess.run(
        [sys.executable, "-m", "bot.cli", "review", name, "--json", "--seat", "1", *FAST],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    assert result.returncode == 0 and result.stderr == ""
    assert len(json.loads(result.stdout)["seats"][0]["decisions"]) == 15
