"""simcord fixtures: the real bot (``create_bot``) on a temporary database, no pacing delays, no REST budget.

The REST budget's waits would run in real time under simcord; the limiter has its own tests.
"""

from __future__ import annotations

import contextvars
import copy
import os
from types import SimpleNamespace

import pytest
import simcord
import simcord._runtime
import simcord.backend.serializers
import simcord.components
import simcord.env
import simcord.gateway
import simcord.http.router
import simcord.results

from bot import Settings
from tests.discord.discord_helpers import close_service, make_bot, on_backend
from tests.discord.rules_watch import RECORD_REQUESTS, RulesWatch


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request):
    """A test that asks for it runs on both storage backends, its ``settings`` on the one of the run."""
    return str(request.param)


@pytest.fixture
def settings(tmp_path, monkeypatch, request):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    base = Settings(
        database=tmp_path / "sticheln.db",
        ai_delay=0,
        board_edit_interval=0,
        rest_budget_per_second=10_000,
        channel_calls_per_5s=10_000,
        shard_count=1,  # simcord needs the count; the bot runs that one shard
        hint_seconds=0.05,  # /hint's search: its picks are tested here, not their quality
        game_threads=False,  # the game in the table's channel, as these tests read it (threads: test_table_feel)
    )
    if "backend" not in request.fixturenames:
        return base
    backend = request.getfixturevalue("backend")
    return on_backend(base, backend, request.getfixturevalue("postgres") if backend == "postgres" else None)


@pytest.fixture
async def simcord_bot(settings):
    bot = make_bot(settings)
    yield bot
    await close_service(bot)


@pytest.fixture(autouse=True)
def quick_search(monkeypatch):
    """The hard AI searches 0.05 s a decision instead of 1 s: these tests are about Discord, not its play
    (its strength is tested in tests/sticheln); a short search still answers every decision with a legal card."""
    from bot.service import thinking

    monkeypatch.setattr(thinking, "SEARCH_SECONDS", 0.05)


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch):
    """Retries after an injected 429/5xx wait a few milliseconds instead of half a second."""
    from bot.discord import safe

    monkeypatch.setattr(safe, "RETRY_DELAY", 0.005)


TIMER_HORIZON = 5.0  # simcord's default settle timeout: a settle waits for the bot's timers due this soon
_horizon: contextvars.ContextVar[float | None] = contextvars.ContextVar("simcord_timer_horizon", default=None)


@pytest.fixture(autouse=True)
def patient_settle(monkeypatch):
    """simcord waits up to 5 s of real time for the bot's work after each step, then fails the test. With the tests
    on every core (pytest -n auto) of a busy machine, starting the AI's worker process alone took longer: 30 s.

    Only the patience changes. simcord's settle timeout is also how far ahead a settle looks for timers: it waits
    for every timer due before its deadline. Raised alone, it made each step wait for the bot's periodic timers
    until one fell past the deadline (the PostgreSQL takeover watcher every 3 s: about 30 s per click), so whole
    games took hours. A settle still waits for the timers due within TIMER_HORIZON of its start, as with simcord's
    default; work under way (an AI worker starting) gets the whole timeout. A bot that never settles still fails."""
    original = simcord.Env.__init__

    def patient(self, *args, settle_timeout=30.0, **kwargs):
        original(self, *args, settle_timeout=settle_timeout, **kwargs)

    monkeypatch.setattr(simcord.Env, "__init__", patient)
    for name in ("_is_parked", "_callback_is_parked"):
        monkeypatch.setattr(simcord.env, name, _within_horizon(getattr(simcord.env, name)))
    settle = simcord.Env._settle_internal

    async def looking_ahead(self, **kwargs):
        token = _horizon.set(self._loop.time() + TIMER_HORIZON)
        try:
            return await settle(self, **kwargs)
        finally:
            _horizon.reset(token)

    monkeypatch.setattr(simcord.Env, "_settle_internal", looking_ahead)


def _within_horizon(parked):
    """simcord's test of a parked task or timer, with timers past the settle's horizon counted as parked."""

    def parked_within(state, item, deadline):
        horizon = _horizon.get()
        return parked(state, item, deadline if horizon is None else min(deadline, horizon))

    return parked_within


@pytest.fixture(autouse=True)
def drop_cancelled_fallbacks(monkeypatch):
    """simcord gives each bot timer a wall-clock fallback and, when the bot cancels the timer, leaves the fallback
    in the loop until its time (simcord 3.2.1, private API). asyncpg sets a 30 s timeout on every query, so a
    PostgreSQL game piles up some ten thousand fallbacks and every settle grows slower (127 s for a tournament).
    The fallback of a timer the bot cancelled is cancelled when simcord drops its record."""
    original = simcord.env._active_callbacks

    def active(state):
        for record in state.work.callbacks:
            if record.handle is not None and record.handle.cancelled() and record.real_handle is not None:
                record.real_handle.cancel()
        live = original(state)
        state.work.callbacks = _Records(live)
        return live

    monkeypatch.setattr(simcord.env, "_active_callbacks", active)
    # simcord finds a fired timer's record in its list with ``list.remove``, which compares the records field by
    # field (a dataclass's ``__eq__``, then the handles'): a restart that delivers a whole game's events again
    # makes some 3,600 queries before the next settle prunes the list, and those comparisons were 40 % of a
    # PostgreSQL tournament test. A record is only ever looked for as itself: compare by identity, in C.
    monkeypatch.delattr(simcord._runtime._CallbackRecord, "__eq__")


class _Records:
    """simcord's list of the bot's pending callbacks, kept in order, with a removal that does not walk it.

    Between two settles of a restart that delivers a whole game's events again the list held ten thousand records,
    and each fired callback's ``list.remove`` walked it: 3 of a PostgreSQL tournament's 30 s. simcord (3.2, private
    API) only appends, removes, walks and clears it; a record is only ever looked for as itself (by identity)."""

    __slots__ = ("_by_id",)

    def __init__(self, records=()):
        self._by_id = {id(record): record for record in records}

    def append(self, record):
        self._by_id[id(record)] = record

    def remove(self, record):
        if self._by_id.pop(id(record), None) is None:
            raise ValueError("not a pending callback")

    def clear(self):
        self._by_id.clear()

    def __iter__(self):
        return iter(list(self._by_id.values()))  # a copy: a callback run while simcord walks the list may add one

    def __len__(self):
        return len(self._by_id)


@pytest.fixture(autouse=True)
def fast_settle(monkeypatch):
    """simcord polls every 50 ms while settling; 1 ms keeps a 450-click game fast (private API, simcord 3.2)."""
    original = simcord.Env._settle_internal

    async def fast(self, *, idle=0.001, **kwargs):
        return await original(self, idle=idle, **kwargs)

    monkeypatch.setattr(simcord.Env, "_settle_internal", fast)


@pytest.fixture(autouse=True)
def discord_rules(monkeypatch):
    """Every request the bot sends to simcord is held to Discord's rules (tests/discord/rules_watch.py): one it
    would refuse is refused as Discord does, and fails the test at its end, named. Yields the violations found."""
    watch = RulesWatch(os.environ.get(RECORD_REQUESTS)).install(monkeypatch)
    yield watch.found
    watch.finish()


_ATOMS = frozenset({str, int, float, bool, type(None)})


def json_copy(value, memo=None):
    """A deep copy of JSON data (dicts, lists, strings, numbers) without ``copy.deepcopy``'s bookkeeping; any other
    value is deep-copied as before."""
    kind = type(value)
    if kind is dict:
        return {key: json_copy(item) for key, item in value.items()}
    if kind is list:
        return [json_copy(item) for item in value]
    if kind in _ATOMS:
        return value
    return copy.deepcopy(value, memo)


@pytest.fixture(autouse=True)
def json_copies(monkeypatch):
    """simcord deep-copies every request, gateway event and message it hands out, all JSON: with ``copy.deepcopy``
    that was an eighth of a whole simcord game's time (private API, simcord 3.2). The copies are as deep."""
    for module in (simcord.components, simcord.results, simcord.backend.serializers):
        monkeypatch.setattr(module, "deepcopy", json_copy)
    for module in (simcord.gateway, simcord.http.router):
        monkeypatch.setattr(module, "copy", SimpleNamespace(deepcopy=json_copy))
