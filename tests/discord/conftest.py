"""simcord fixtures: the real bot (``create_bot``) on a temporary database, no pacing delays, no REST budget.

The REST budget's waits would run in real time under simcord; the limiter has its own tests.
"""

from __future__ import annotations

import pytest
import simcord

from bot import Settings
from tests.discord.discord_helpers import close_service, make_bot


@pytest.fixture
def settings(tmp_path, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    return Settings(
        database=tmp_path / "sticheln.db",
        ai_delay=0,
        board_edit_interval=0,
        rest_budget_per_second=10_000,
        channel_calls_per_5s=10_000,
        shard_count=1,  # simcord needs the count; the bot runs that one shard
        hint_seconds=0.05,  # /hint's search: its picks are tested here, not their quality
        game_threads=False,  # the game in the table's channel, as these tests read it (threads: test_table_feel)
    )


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


@pytest.fixture(autouse=True)
def patient_settle(monkeypatch):
    """simcord waits up to 5 s of real time for the bot's work after each step, then fails the test. With the tests
    on every core (pytest -n auto) of a busy machine, starting the AI's worker process alone took longer: 30 s.
    Only the patience changes: a bot that never settles still fails."""
    original = simcord.Env.__init__

    def patient(self, *args, settle_timeout=30.0, **kwargs):
        original(self, *args, settle_timeout=settle_timeout, **kwargs)

    monkeypatch.setattr(simcord.Env, "__init__", patient)


@pytest.fixture(autouse=True)
def fast_settle(monkeypatch):
    """simcord polls every 50 ms while settling; 1 ms keeps a 450-click game fast (private API, simcord 3.2)."""
    original = simcord.Env._settle_internal

    async def fast(self, *, idle=0.001, **kwargs):
        return await original(self, idle=idle, **kwargs)

    monkeypatch.setattr(simcord.Env, "_settle_internal", fast)
