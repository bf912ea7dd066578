"""Every table option of ``sticheln play`` reaches the game: in what is shown, and in the game's own record."""

from __future__ import annotations

import json
from pathlib import Path

from tests.terminal.helpers import FAST, TAKEN, play_in_process, replay, run_program, score_tables


def play_with(tmp_path: Path, *options: str, players: int = 3) -> tuple[str, dict, dict]:
    """A whole scripted game with ``options``: the transcript, the record and its replay."""
    record = tmp_path / "game.json"
    played = play_in_process(["--players", str(players), "--seed", "3", *FAST, "--record", str(record), *options])
    assert played.status == 0, played.transcript[-2000:] + played.errors
    data = json.loads(record.read_text())
    return played.transcript, data, replay(record)


def test_dm_plays_four_rounds(tmp_path):
    transcript, record, summary = play_with(tmp_path, "--dm")
    assert record["options"] == {"dm": True}
    assert "-- Round 1 of 4 --" in transcript and "Round 5" not in transcript
    assert len(summary["rounds"]) == 4 and summary["finished"]


def test_rounds_players_plays_one_round_per_player(tmp_path):
    transcript, record, summary = play_with(tmp_path, "--rounds", "players", players=4)
    assert record["options"] == {"round_count": 4}
    assert "-- Round 4 of 4 --" in transcript and "Round 5" not in transcript
    assert len(summary["rounds"]) == 4 and summary["finished"]


def test_rounds_n_plays_n_rounds(tmp_path):
    transcript, record, _ = play_with(tmp_path, "--rounds", "2")
    assert record["options"] == {"round_count": 2}
    assert "-- Round 2 of 2 --" in transcript


def test_start_seat_leads_the_first_round(tmp_path):
    transcript, record, summary = play_with(tmp_path, "--start", "3")  # seat 3 as people count: the record's seat 2
    assert record["options"] == {"start": 2}
    assert "Seats: 1 You, 2 AI 1, 3 AI 2." in transcript  # numbered from 1, as people count
    assert "-- Round 1 of 5 --\nAI 2 leads the first trick." in transcript
    assert "-- Round 2 of 5 --\nYou lead the first trick." in transcript
    assert [r["tricks"][0]["leader"] for r in summary["rounds"]] == [2, 0, 1, 2, 0]


def test_twopain_sets_aside_two_cards_and_plays_13_tricks(tmp_path):
    transcript, record, summary = play_with(tmp_path, "--twopain")
    assert record["options"] == {"twopain": True}
    assert "Your two pain cards (e.g. " in transcript
    assert "trick 13 of 13" in transcript and "trick 14" not in transcript
    assert all(len(r["tricks"]) == 13 for r in summary["rounds"])
    for table, rnd in zip(score_tables(transcript), summary["rounds"], strict=True):
        assert [row[1] for row in table] == ["/".join(dict.fromkeys(c)) for c in rnd["pain_colours"]]


def test_hidden_reveals_no_pain_colour_before_the_round_is_scored(tmp_path):
    transcript, record, summary = play_with(tmp_path, "--hidden")
    assert record["options"] == {"hidden": True}
    assert "Pain colours:" not in transcript
    assert transcript.count("the pain colours stay hidden until the round is scored") == 5
    for round_text in transcript.split("-- Round ")[1:]:
        before_scoring = round_text.split(" scored\n")[0]
        for line in before_scoring.splitlines():
            if TAKEN.match(line) and not line.startswith("You take"):
                assert "pain colour" not in line and "points for" not in line, line
        assert "Cards taken this round:" in before_scoring
        assert "Points from tricks this round:" not in before_scoring
    assert len(score_tables(transcript)) == len(summary["rounds"]) == 5


def test_delay_paces_the_ai_cards():
    """Three players, and the human leads: two AI cards, each ``--delay`` apart, before the next prompt."""
    delay = 0.25
    script = ["G1", "R4", "quit"]  # the pain card, the first lead, then stop
    played = play_in_process(["--players", "3", "--seed", "8", "--level", "easy", "--delay", str(delay)], script)
    assert played.status == 0
    assert "You lead the first trick." in played.transcript
    assert "Round 1, trick 2 of 14" in played.transcript  # the lead was taken and the trick is over
    assert played.asked[2] - played.asked[1] >= 2 * delay


def test_delay_out_of_range_is_refused():
    result = run_program(["play", "--delay", "11"])
    assert result.returncode == 2
    assert result.stderr.decode().splitlines() == [
        "error: argument --delay: seconds from 0 to 10, not '11' (see sticheln play --help)"
    ]
