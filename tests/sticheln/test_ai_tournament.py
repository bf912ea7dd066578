"""The duplicate-deal tournament, and a small match that catches a weakened ``normal`` in CI."""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from sticheln.ai.tournament import (
    Settings,
    lineup,
    make_agent,
    mean_ci,
    own_limit,
    play_deal,
    rotations,
    run_deals,
    table,
    tally,
)
from sticheln.options import Options


def test_every_agent_plays_every_seat_of_a_deal() -> None:
    assert lineup(["a", "b"], 4) == ["a", "b", "a", "b"]
    assert lineup(["a", "b", "c"], 4) == ["a", "b", "c", "a"]
    result = play_deal(["easy", "normal", "random"], 4, deal=0, seed=1)
    # 4 rotations, each agent once in every seat; easy holds two seats per rotation
    assert len(result.scores["easy"]) == 8
    assert len(result.scores["normal"]) == len(result.scores["random"]) == 4
    # 4 rotations x (a pain card and 14 tricks) for every seat an agent holds
    assert len(result.move_times["easy"]) == 120
    assert len(result.move_times["normal"]) == 60


def test_a_rotation_that_seats_the_agents_as_before_is_skipped() -> None:
    assert rotations(["a", "b", "a", "b"]) == 2
    assert rotations(["a", "b", "a", "b", "a", "b"]) == 2
    assert rotations(["a", "b", "c", "a", "b", "c"]) == 3
    assert rotations(["a", "b", "c", "a"]) == 4
    assert rotations(["a", "b", "a", "b", "a"]) == 5
    result = play_deal(["easy", "normal"], 6, deal=0, seed=1)
    # rotations 0 and 1 hold every agent in every seat, three seats each
    assert len(result.scores["easy"]) == len(result.scores["normal"]) == 6


def test_duplicate_deals_cancel_the_cards() -> None:
    """The same agent under two names: every rotation replays the same game, so each score comes thrice."""
    result = play_deal(["normal", "normal-bsw"], 3, deal=4, seed=2)
    scores = result.scores["normal"] + result.scores["normal-bsw"]
    assert len(scores) == 9
    assert all(count % 3 == 0 for count in Counter(scores).values())


def test_normal_beats_easy_clearly() -> None:
    """A regression guard: normal must stay well ahead of easy on duplicate deals."""
    agents = ["easy", "normal"]
    results = tally(run_deals(agents, 4, deals=40, seed=3), agents)
    diff = [n - e for n, e in zip(results["normal"].deal_means, results["easy"].deal_means, strict=True)]
    mean, half = mean_ci(diff)
    assert mean >= 1.0, table(results)
    assert mean - half > 0, table(results)


def test_hard_beats_normal_clearly() -> None:
    """A regression guard: hard, even at a small search (200 iterations a move), stays well ahead of normal.

    At 6 players, where one search has the most to tell apart; 10 deals x 2 rotations, about 10 s.
    """
    agents = ["hard", "normal"]
    results = tally(run_deals(agents, 6, deals=10, seed=5, settings=Settings(iterations=200)), agents)
    diff = [h - n for h, n in zip(results["hard"].deal_means, results["normal"].deal_means, strict=True)]
    mean, half = mean_ci(diff)
    assert mean >= 2.0, table(results)
    assert mean - half > 0, table(results)


def test_search_agents_in_a_small_tournament() -> None:
    agents = ["hard", "ismcts", "normal"]
    settings = Settings(iterations=8)
    results = tally(run_deals(agents, 3, deals=1, seed=4, options=Options(hidden=True), settings=settings), agents)
    text = table(results)
    for name in agents:
        assert name in text
        assert results[name].games == 3
    assert "hard - ismcts" in text


def test_outside_agents_by_module_and_factory() -> None:
    bot = make_agent("sticheln.ai:RandomPlayer", seed=1)
    assert bot.choose_card.__self__ is bot  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("grandmaster", seed=1)


def test_each_agent_may_carry_its_own_limit() -> None:
    """``hard@5it ismcts@40it``: each agent searches with its own limit, on the same deals and seatings."""
    match = Settings(iterations=1000, cpu_time=True)
    hard = make_agent("hard@5it", seed=1, settings=match)
    ismcts = make_agent("ismcts@40it", seed=1, settings=match)
    plain = make_agent("hard", seed=1, settings=match)
    assert (hard.iterations, ismcts.iterations, plain.iterations) == (5, 40, 1000)
    timed = make_agent("hard@0.01", seed=1, settings=Settings(budget=1.0))
    assert (timed.iterations, timed.time_budget) == (None, 0.01)
    assert own_limit("ismcts@1.0", match) == ("ismcts", Settings(budget=1.0, cpu_time=True))
    assert own_limit("normal", match) == ("normal", match)
    for bad in ("hard@", "hard@0", "hard@-1", "hard@fast", "hard@0it", "normal@0.1"):
        with pytest.raises(ValueError):
            own_limit(bad, match)

    agents = ["hard@5it", "ismcts@40it"]
    results = tally(run_deals(agents, 4, deals=1, seed=7, settings=Settings(iterations=1000)), agents)
    # two rotations at 4 players, each agent in two seats: 4 games and 4 x 15 decisions each
    assert results["hard@5it"].games == results["ismcts@40it"].games == 4
    assert len(results["hard@5it"].move_times) == len(results["ismcts@40it"].move_times) == 60
    assert "hard@5it - ismcts@40it" in table(results)


def test_the_tournament_script_refuses_a_bad_limit() -> None:
    root = Path(__file__).resolve().parents[2]
    script = [sys.executable, str(root / "benchmarks" / "ai_tournament.py")]
    env = {**os.environ, "PYTHONPATH": str(root)}
    refused = subprocess.run([*script, "hard@soon", "ismcts"], capture_output=True, text=True, env=env, check=False)
    assert refused.returncode == 2 and "bad limit in 'hard@soon'" in refused.stderr
    assert "Traceback" not in refused.stderr
