"""Fixtures for every test package: a PostgreSQL server started once per session, when a test asks for it."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest

from tests.postgres_server import PostgresServer

# The suite starts a few hundred Python programs (the terminal game, `sticheln web`, the bot, second processes).
# Where PYTHONDONTWRITEBYTECODE is set, each compiled the project's modules anew (about 0.35 s of CPU a program
# here), and every test worker rewrote and compiled every test module again: their bytecode is kept in the
# (git-ignored) __pycache__ folders for the run instead.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    server = PostgresServer()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def english_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The terminal speaks the language of LANG: the tests run in the C locale (English), whatever the machine's."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


# The longest tests (``pytest --durations=25``), longest first. Each worker starts with its share of them, so that
# no worker begins one of them while the others are finishing (a 30-second test near the end of a queue kept its
# worker busy alone for half a minute), and none gets them all (together they are about a third of the suite's
# time). A test missing here is only scheduled later, not skipped. Several are long because they wait
# (subprocesses, turn clocks), not because they compute, and run beside the others' work.
LONGEST_FIRST = (
    "tests/discord/test_club_tournament.py::test_a_tournament_of_two_rounds_with_a_restart_mid_round",
    "tests/service/test_multiprocess.py::test_kill_minus_nine_of_one_process_the_other_takes_over",
    "tests/discord/test_tournament_posted_once.py::"
    "test_item2_a_tournament_result_counted_and_posted_once_across_a_crash_and_restart",
    "tests/discord/test_discord_faults.py::test_item2_a_game_survives_discords_faults",
    "tests/discord/test_discord_languages.py::test_a_german_table_with_a_french_player",
    "tests/discord/test_discord_game.py::test_six_humans_play_a_full_game",
    "tests/web/test_web_activity_game.py::test_two_activity_players_and_two_service_players_play_a_whole_game_each_move_once",
    "tests/terminal/test_first_hour_table.py::test_typing_while_the_ai_plays_is_answered_and_a_card_is_not_played_unseen",
    "tests/web/test_web_game.py::test_a_game_clicked_to_the_end_and_watched_without_a_leak",
    "tests/discord/test_club_commands.py::test_a_season_rollover_keeps_the_old_board_and_history_exports_an_older_game",
    "tests/service/test_multiprocess.py::test_two_processes_drive_the_same_tables",
    "tests/discord/test_table_feel.py::test_a_whole_game_per_language",
    "tests/discord/test_discord_game.py::test_three_humans_play_a_full_rated_game_then_a_practice_game",
    "tests/web/test_web_command.py::test_refusals_are_one_line",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Deal the longest tests round the workers, each at the head of the share ``--dist worksteal`` first sends
    a worker (the collection split in order into equal parts); everything else keeps its order."""

    def rank(item: pytest.Item) -> int:
        name = item.nodeid.split("[")[0]
        return LONGEST_FIRST.index(name) if name in LONGEST_FIRST else len(LONGEST_FIRST)

    ranked = sorted(items, key=rank)  # a stable sort
    longest = [item for item in ranked if rank(item) < len(LONGEST_FIRST)]
    rest = ranked[len(longest) :]
    workers = int(getattr(config, "workerinput", {}).get("workercount", 1))
    dealt: list[pytest.Item] = []
    for worker in range(workers):
        share = (len(items) - len(dealt)) // (workers - worker)  # as worksteal splits the collection
        own = longest[worker::workers]
        taken = max(0, share - len(own))
        dealt += own + rest[:taken]
        rest = rest[taken:]
    items[:] = dealt + rest


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto``: one worker more than the cores. Several long tests mostly wait (for subprocesses, turn clocks,
    the browser), and on 2 cores two workers left a core idle while one of them waited. An extra worker costs
    a collection and a PostgreSQL server (about 8 CPU-seconds). ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still decides
    where it is set; ``-n 2`` or ``-n 0`` on the command line as well."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # xdist's own hook reads it
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()  # not on macOS
    return (cores or 1) + 1
