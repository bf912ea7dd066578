"""Where the AI thinks: quick levels at once, the hard search in a worker process."""

from __future__ import annotations

import asyncio

from bot.model.table import AIJob
from bot.service.thinking import SEARCH_SECONDS, SHORTEST_SEARCH, Thinker, search_seconds
from sticheln import Game


def a_turn_view():
    game = Game(["Ann", "Bo", "Cy", "Di"], seed=5)
    for seat in range(4):
        game.choose_pain(seat, game.legal_cards(seat)[0])
    return game.view(game.turn)


async def test_hard_decides_a_legal_card_in_a_worker_process() -> None:
    view = a_turn_view()
    thinker = Thinker()
    try:
        card = await thinker.decide(AIJob(view.seat, "play", "hard", 1, seed=3), view)
        assert card[0] in view.legal
        assert thinker._pool is not None  # the search ran in the worker pool, not on the event loop
    finally:
        thinker.close()
    assert thinker._pool is None


def test_a_long_queue_of_searches_shares_the_workers_next_second() -> None:
    for workers in (1, 3):
        assert search_seconds(0, workers) == SEARCH_SECONDS  # a free worker: the full search
        shares = [search_seconds(queued, workers) for queued in range(100)]
        assert shares == sorted(shares, reverse=True)  # the longer the queue, the shorter each search
        for queued in (workers, 4, 19):
            # every search queued meanwhile, this one included, fits in about one search's time per worker
            assert (queued + 1) * search_seconds(queued, workers) / workers <= SEARCH_SECONDS + 1e-9
    assert search_seconds(1000, 1) == SHORTEST_SEARCH  # it never stops thinking altogether


async def test_concurrent_hard_decisions_are_all_answered_and_the_queue_empties() -> None:
    view = a_turn_view()
    thinker = Thinker()
    try:
        jobs = [thinker.decide(AIJob(view.seat, "play", "hard", 1, seed=s), view) for s in range(6)]
        cards = await asyncio.gather(*jobs)
        assert all(card[0] in view.legal for card in cards)
        assert thinker._searching == 0
    finally:
        thinker.close()


async def test_easy_and_normal_decide_without_starting_workers() -> None:
    view = a_turn_view()
    thinker = Thinker()
    for level in ("easy", "normal"):
        assert (await thinker.decide(AIJob(view.seat, "play", level, 1, seed=3), view))[0] in view.legal
    assert thinker._pool is None


WORKERS_THEN_WAIT = """
import asyncio, sys
from bot.model.table import AIJob
from bot.service.thinking import SEARCH_SECONDS, SHORTEST_SEARCH, Thinker, search_seconds
from sticheln import Game

async def main():
    game = Game(["Ann", "Bo", "Cy", "Di"], seed=5)
    for seat in range(4):
        game.choose_pain(seat, game.legal_cards(seat)[0])
    view = game.view(game.turn)
    thinker = Thinker()
    await thinker.decide(AIJob(view.seat, "play", "hard", 1, seed=3), view)
    print(" ".join(str(pid) for pid in thinker._pool._processes), flush=True)
    await asyncio.sleep(600)

asyncio.run(main())
"""


def _alive(pid: int) -> bool:
    """Running (a zombie nobody reaps counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_the_search_workers_end_when_their_parent_is_killed() -> None:
    import signal
    import subprocess
    import sys
    import time

    parent = subprocess.Popen([sys.executable, "-c", WORKERS_THEN_WAIT], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    workers = [int(pid) for pid in parent.stdout.readline().split()]
    assert workers and all(_alive(pid) for pid in workers)
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(pid) for pid in workers)
