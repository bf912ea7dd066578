"""Where the AI players think: quick levels on the event loop, the search in a worker process.

``easy`` and ``normal`` decide in well under a millisecond, less than a worker
thread would cost (it waits for the GIL behind the busy event loop). ``hard``
searches for about a second of pure Python: in a thread it would hold the GIL
and slow every other table, so it runs in a separate process.
"""

from __future__ import annotations

import asyncio
import ctypes
import logging
import multiprocessing
import os
import signal
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.model.events import HintLine
from bot.model.table import AIJob
from sticheln import ai
from sticheln.record import load_record
from sticheln.review import Budget, review_seat
from sticheln.view import SeatView

log = logging.getLogger(__name__)

PR_SET_PDEATHSIG = 1  # linux/prctl.h
PARENT_CHECK_SECONDS = 1.0
SEARCH_SECONDS = 1.0  # hard's time per decision while a worker is free for it
SHORTEST_SEARCH = 0.05  # the least it thinks however long the queue


def search_seconds(searching: int, workers: int) -> float:
    """Time for one more search while ``searching`` others are queued or running on ``workers`` processes.

    The searches share the workers' next :data:`SEARCH_SECONDS`, so a
    decision that joins a queue of n is answered within about two of them
    rather than n: the AI thinks less when many tables wait for it, and no
    table waits for all the others' full searches.

    >>> search_seconds(0, 1), search_seconds(3, 1), search_seconds(3, 4), search_seconds(99, 1)
    (1.0, 0.25, 1.0, 0.05)
    """
    share = SEARCH_SECONDS * workers / max(workers, searching + 1)
    return max(SHORTEST_SEARCH, share)


class Thinker:
    """Answers AI jobs; the worker processes start at the first search and end with :meth:`close`."""

    def __init__(self, reviews_at_once: int = 1) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._searching = 0  # searches queued or running in the workers
        self.workers = max(1, (os.cpu_count() or 2) - 1)  # leave a core to the event loop
        # game reviews take seconds of a worker each: this many at once, the others wait in order of asking
        self._reviews = asyncio.Semaphore(reviews_at_once)

    async def decide(self, job: AIJob, view: SeatView) -> tuple[str, ...]:
        """The card codes the AI chooses: the pain card(s), or the one card to play."""
        if job.level not in ai.SEARCH_LEVELS:
            return think(job, view)
        seconds = search_seconds(self._searching, self.workers)
        self._searching += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self._workers(), think, job, view, seconds)
        except BrokenProcessPool:  # a worker died: decide in a thread now, new workers next time
            log.exception("AI worker process failed; thinking in a thread instead")
            self._pool = None
        finally:
            self._searching -= 1
        return await asyncio.to_thread(think, job, view, seconds)

    async def hints(self, view: SeatView, seed: int, seconds: float) -> tuple[HintLine, ...]:
        """``hard``'s best three choices for ``view`` after ``seconds`` of search (in a worker, like its moves)."""
        try:
            rated = await asyncio.get_running_loop().run_in_executor(self._workers(), rate_choices, view, seed, seconds)
        except BrokenProcessPool:
            log.exception("AI worker process failed; computing the hint in a thread instead")
            self._pool = None
            rated = await asyncio.to_thread(rate_choices, view, seed, seconds)
        return tuple(HintLine(cards, points, rank) for cards, points, rank in rated)

    async def review(self, record: dict[str, Any], seat: int, iterations: int, seed: int) -> dict[str, Any]:
        """:func:`sticheln.review.review_seat` of a record's seat as JSON, in a worker, one review at a time."""
        async with self._reviews:
            try:
                return await asyncio.get_running_loop().run_in_executor(
                    self._workers(), review_json, record, seat, iterations, seed
                )
            except BrokenProcessPool:
                log.exception("AI worker process failed; reviewing in a thread instead")
                self._pool = None
                return await asyncio.to_thread(review_json, record, seat, iterations, seed)

    def _workers(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=multiprocessing.get_context("spawn"),  # no fork of a running event loop
                initializer=_worker_starts,
                initargs=(os.getpid(),),
            )
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def _worker_starts(parent: int) -> None:
    """In a worker: Ctrl-C is the parent's business, and the worker ends when its parent does (even by kill -9)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform == "linux":
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)  # the kernel kills us when the parent dies
    if os.getppid() != parent:  # the parent died before that took effect
        os._exit(0)
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True, name="parent-watch").start()


def _watch_parent(parent: int) -> None:
    """Elsewhere than Linux (and as a second line): leave once the parent is gone."""
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)


def think(job: AIJob, view: SeatView, seconds: float | None = None) -> tuple[str, ...]:
    """The AI's choice for ``job``, from a player seeded by the decision (so a restart decides the same);
    ``seconds``: how long a search may take (its default if None)."""
    try:
        agent: ai.Player = ai.player(job.level, seed=job.seed, time_budget=seconds)
        choice = _codes(agent.choose_pain(view) if job.kind == "pain" else agent.choose_card(view))
        if _legal(choice, view):
            return choice
        log.error("AI %s chose %r, which is not legal; playing a random card", job.level, choice)
    except Exception:
        log.exception("AI %s failed; playing a random card", job.level)
    fallback = ai.RandomPlayer(job.seed)
    return _codes(fallback.choose_pain(view) if job.kind == "pain" else fallback.choose_card(view))


def rate_choices(view: SeatView, seed: int, seconds: float) -> list[tuple[tuple[str, ...], float, str]]:
    """:func:`sticheln.ai.hints` as plain tuples (they cross to and from a worker process)."""
    return [(h.cards, h.points, h.rank) for h in ai.hints(view, seed=seed, time_budget=seconds)]


def review_json(record: dict[str, Any], seat: int, iterations: int, seed: int) -> dict[str, Any]:
    """One seat's review (:meth:`sticheln.review.SeatReview.to_json`) of a stored record, in a worker."""
    game = load_record(record)
    return review_seat(game, seat, seed=seed, budget=Budget(iterations=iterations)).to_json()


def _codes(choice: object) -> tuple[str, ...]:
    """An agent's answer (one code, or a sequence of codes) as a tuple of codes."""
    if isinstance(choice, str):
        return (choice,)
    return tuple(str(c) for c in choice) if isinstance(choice, list | tuple) else ()


def _legal(choice: tuple[str, ...], view: SeatView) -> bool:
    want = view.options.pain_per_seat if view.phase == "pain" else 1
    return len(choice) == want == len(set(choice)) and all(c in view.legal for c in choice)
