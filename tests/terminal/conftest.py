"""The terminal's tests: a ``hint`` searches 0.05 s, not a second (they test the lines it prints, not its play)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STICHELN_HINT_SECONDS", "0.05")  # read by bot.settings.Settings, in process and in programs
