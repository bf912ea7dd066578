"""Hard keeps the time budget it is given, however small, so a busy service can make it think for less."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from sticheln.ai import player
from sticheln.ai.hard import MIN_BUDGET, HardPlayer
from sticheln.game import Game
from sticheln.options import Options
from tests.sticheln.ai_positions import position


class FakeClock:
    """``time.perf_counter`` that moves on by ``step`` seconds at every reading."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.readings = 100.0, step, 0

    def __call__(self) -> float:
        self.now += self.step
        self.readings += 1
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeClock]:
    fake = FakeClock(0.001)
    monkeypatch.setattr(time, "perf_counter", fake)
    yield fake


def _mid_round(players: int = 4) -> Game:
    return position(players, 21, players + 2)


@pytest.mark.parametrize("budget", [0.05, 0.2, 1.0])
@pytest.mark.parametrize("players", [4, 6])
def test_a_card_search_stops_at_its_budget_by_the_clock(clock: FakeClock, budget: float, players: int) -> None:
    """With a clock that moves 1 ms per reading, the search reads it every iteration and stops in time."""
    game = _mid_round(players)
    view = game.view(game.turn)
    bot = HardPlayer(1, time_budget=budget)
    began = clock.now
    assert bot.choose_card(view) in view.legal
    assert clock.now - began <= budget
    assert bot.last_iterations >= 0.9 * budget / clock.step - 25  # it used (nearly) all of it


@pytest.mark.parametrize("budget", [0.05, 0.5])
def test_a_pain_simulation_stops_at_its_budget_by_the_clock(clock: FakeClock, budget: float) -> None:
    view = Game(list("abcd"), Options(round_count=1), seed=4).view(1)
    bot = HardPlayer(1, time_budget=budget)
    began = clock.now
    assert bot.choose_pain(view) in view.legal
    assert clock.now - began <= budget
    assert bot.last_iterations >= 0.9 * budget / clock.step - 25


def test_the_service_can_ask_for_less_time_and_still_gets_a_sensible_move() -> None:
    """On the real clock: 50 ms gives a legal move within 50 ms (plus the last iteration and scheduling)."""
    game = _mid_round()
    view = game.view(game.turn)
    bot = player("hard", seed=3, time_budget=0.05)
    began = time.perf_counter()
    card = bot.choose_card(view)
    assert time.perf_counter() - began < 0.05 + 0.05
    assert card in view.legal
    assert bot.last_iterations > 50  # type: ignore[attr-defined]
    assert player("hard", time_budget=0).time_budget == MIN_BUDGET  # type: ignore[attr-defined]


def test_a_cpu_time_budget_is_not_spent_by_waiting() -> None:
    """With CPU time counted, a move on a busy machine still gets its whole computing time."""
    from sticheln.ai import budget

    budget.count_cpu_time(True)
    try:
        deadline = budget.search_deadline(0.05, None)
        time.sleep(0.1)  # another process has the core: no CPU time passes for this one
        assert budget.now() < deadline
        game = _mid_round()
        started = time.process_time()
        HardPlayer(1, time_budget=0.05).choose_card(game.view(game.turn))
        assert time.process_time() - started >= 0.04  # it searched for its CPU budget
    finally:
        budget.count_cpu_time(False)
    assert abs(budget.now() - time.perf_counter()) < 0.01
