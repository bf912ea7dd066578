"""A whole scripted game through standard input: the view after every card, the totals, the breakdown, the record.

The terminal's view is checked against independent sources: the rule book's trick winner
(``reference_trick_winner``) for who holds each trick, and ``sticheln replay`` of the game's
own ``--record`` for every trick taken, every round score and the totals.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import shown, t, word_list
from bot.terminal.command import HUMAN_NAME
from tests.sticheln.engine_helpers import reference_trick_winner
from tests.terminal.helpers import (
    FAST,
    TAKEN,
    TOTALS,
    TRICK,
    Played,
    play_in_process,
    replay,
    run_program,
    score_tables,
    seat_values,
    who,
)


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> tuple[Played, dict[str, Any], Path]:
    record = tmp_path_factory.mktemp("game") / "game.json"
    played = play_in_process(["--players", "4", "--seed", "11", *FAST, "--record", str(record)])
    assert played.status == 0, played.transcript[-2000:] + played.errors
    return played, replay(record), record


def names(summary: dict[str, Any]) -> list[str]:
    """The players as the table shows them (a record keeps an AI seat's language-neutral name; the player's own
    seat, named "You" in the record, is shown as the reader by its seat, not by that name)."""
    return [t("term_you") if name == HUMAN_NAME else shown(name) for name in summary["players"]]


def test_every_card_shows_the_trick_so_far_and_who_holds_it(game):
    played, summary, _ = game
    players = names(summary)
    tricks = [t for r in summary["rounds"] for t in r["tricks"]]
    shown = [TRICK.match(line) for line in played.transcript.splitlines()]
    shown = [m for m in shown if m]
    assert len(shown) == len(tricks) * len(players)  # one line per card
    for k, trick in enumerate(tricks):
        for i in range(len(players)):
            line = shown[k * len(players) + i]
            plays = line.group(4).split(", ")
            cards = trick["cards"][: i + 1]
            seats = [(trick["leader"] + j) % len(players) for j in range(i + 1)]
            assert plays == [f"{players[s]} {c}" for s, c in zip(seats, cards, strict=True)]
            holder = reference_trick_winner(cards)
            assert who(line.group(5)) == players[seats[holder]]
            assert line.group(6) == cards[holder]


def test_after_each_card_it_says_whose_turn_it_is(game):
    played, _, _ = game
    lines = [line for line in played.transcript.splitlines() if TRICK.match(line)]
    for line, after in itertools.pairwise(lines):
        trick, following = TRICK.match(line), TRICK.match(after)
        assert trick is not None and following is not None
        if trick.group(1, 2) == following.group(1, 2):  # the same trick goes on: the next player is named
            mover = following.group(4).split(", ")[-1].rsplit(" ", 1)[0]
            assert line.endswith("Your turn." if mover == "You" else f"{mover} to play.")
        else:
            assert not line.endswith(("to play.", "Your turn.")), f"a complete trick names nobody to play: {line}"


def test_each_trick_says_who_takes_it_and_what_it_is_worth(game):
    played, summary, _ = game
    players = names(summary)
    taken = [line for line in played.transcript.splitlines() if TAKEN.match(line)]
    tricks = [(r, t) for r in summary["rounds"] for t in r["tricks"]]
    assert len(taken) == len(tricks)
    for line, (rnd, trick) in zip(taken, tricks, strict=True):
        winner = trick["winner"]
        subject = TAKEN.match(line)
        assert subject is not None and who(subject.group(1)) == players[winner]
        pain = rnd["pain_colours"][winner]
        points = sum(-int(c[1:]) if c[0] == pain else 1 for c in trick["cards"])
        assert re.search(re.escape(f": {points:+d} point") + "s? for ", line), line
        if all(c[0] != pain for c in trick["cards"]):
            assert f"({len(trick['cards'])} cards, none of " in line


def test_running_round_points_add_up_trick_by_trick(game):
    played, summary, _ = game
    players = names(summary)
    running = [line for line in played.transcript.splitlines() if line.startswith("Points from tricks this round: ")]
    expected = []
    for rnd in summary["rounds"]:
        points = [0] * len(players)
        for trick in rnd["tricks"]:
            pain = rnd["pain_colours"][trick["winner"]]
            points[trick["winner"]] += sum(-int(c[1:]) if c[0] == pain else 1 for c in trick["cards"])
            expected.append(list(points))
    got = [seat_values(line.split(": ", 1)[1].split(".")[0], players) for line in running]
    assert got == expected


def cell(pattern: str, text: str) -> tuple[str, ...]:
    match = re.fullmatch(pattern, text)
    assert match is not None, f"{text!r} is not {pattern}"
    return match.groups()


def test_each_round_score_is_broken_down_and_adds_up(game):
    played, summary, _ = game
    tables = score_tables(played.transcript)
    assert len(tables) == len(summary["rounds"]) == 5
    totals = [0] * len(names(summary))
    for table, rnd in zip(tables, summary["rounds"], strict=True):
        assert [row[0] for row in table] == names(summary)
        for seat, (_, pain, others, pain_taken, set_aside, score, total) in enumerate(table):
            assert pain == rnd["pain_colours"][seat]
            count, points = re.fullmatch(r"(\d+) \(\+(\d+)\)", others).groups()
            assert count == points
            penalty = (
                0 if pain_taken == "none" else int(re.fullmatch(r"[A-Z0-9 ]+ \(([+-]?\d+)\)", pain_taken).group(1))
            )
            card, own = re.fullmatch(r"([A-Z]\d+) \(([+-]\d+)\)", set_aside).groups()
            assert card[0] == pain and int(own) == -int(card[1:])
            assert int(points) + penalty + int(own) == int(score) == rnd["scores"][seat]
            totals[seat] += rnd["scores"][seat]
            assert int(total) == totals[seat]


def test_the_printed_totals_are_the_replayed_totals(game):
    played, summary, _ = game
    match = TOTALS.search(played.transcript.splitlines()[-3])
    assert match is not None, played.transcript.splitlines()[-3:]
    assert int(match.group(1)) == len(summary["rounds"])
    assert seat_values(match.group(2), names(summary)) == summary["totals"]
    assert summary["finished"] is True
    winners = word_list([names(summary)[s] for s in summary["winners"]])
    assert f"Winner: {winners}." in played.transcript or f"Shared win: {winners}." in played.transcript


def test_pain_colours_are_shown_once_revealed(game):
    played, summary, _ = game
    shown = [line for line in played.transcript.splitlines() if line.startswith("Pain colours: ")]
    expected = [
        "Pain colours: " + ", ".join(f"{n} {c}" for n, c in zip(names(summary), r["pain_colours"], strict=True)) + "."
        for r in summary["rounds"]
    ]
    assert shown == expected


def test_the_same_answers_piped_into_the_program_give_the_same_game(game, tmp_path):
    played, _, record = game
    again = tmp_path / "again.json"
    result = run_program(
        ["play", "--players", "4", "--seed", "11", *FAST, "--record", str(again)],
        stdin=("\n".join(played.answers) + "\n").encode(),
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""
    stdout = result.stdout.decode()
    assert "\x1b" not in stdout  # not a terminal: plain text, no colour and no control codes
    assert stdout.replace(str(again), str(record)) == played.transcript
    assert again.read_text() == record.read_text()
