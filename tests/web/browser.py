"""The tests' browser: the system's Chromium driven by Playwright (never a browser download), and
``sticheln web`` run as the player runs it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("STICHELN_CHROMIUM", "/usr/bin/chromium")
DOCS = Path(__file__).resolve().parents[2] / "docs"


def screenshot_path(name: str) -> str:
    """Where a test's screenshot goes: the docs' picture of that name with ``STICHELN_DOCS_SCREENSHOTS=1`` (to
    refresh the README's pictures), else a scratch folder, so that running the tests changes no tracked file."""
    refresh = os.environ.get("STICHELN_DOCS_SCREENSHOTS") == "1"
    folder = DOCS if refresh else Path(tempfile.gettempdir()) / "sticheln-shots"
    folder.mkdir(exist_ok=True)
    return str(folder / name)


def scratch_path(name: str) -> str:
    """A screenshot to look at, never one of the docs' pictures."""
    folder = Path(tempfile.gettempdir()) / "sticheln-shots"
    folder.mkdir(exist_ok=True)
    return str(folder / name)


def browser_required() -> bool:
    return bool(os.environ.get("CI")) or os.environ.get("STICHELN_REQUIRE_BROWSER") == "1"


def launch_browser() -> Iterator[object]:
    """One Chromium for a test module; a skip without it (an error in CI or with STICHELN_REQUIRE_BROWSER=1)."""
    missing = None
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        missing = f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing = missing or "playwright is not installed (pip install -e '.[dev]')"
    if missing is not None:
        if browser_required():
            pytest.fail(missing)
        pytest.skip(missing)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield browser
        finally:
            browser.close()


@dataclass
class WebGame:
    process: subprocess.Popen[str]
    play_url: str
    watch_url: str

    @property
    def base(self) -> str:
        return "/".join(self.play_url.split("/")[:3])

    def stop(self) -> str:
        """Stop the server; its standard error."""
        if self.process.poll() is None:
            self.process.terminate()
        try:
            _, err = self.process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _, err = self.process.communicate()
        return err


def start_web(*args: str, linger: float = 30) -> WebGame:
    """``sticheln web --port 0`` with ``args``; its two links, read from its first two lines."""
    command = [sys.executable, "-m", "bot.cli", "web", "--port", "0", "--linger", str(linger), *args]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert process.stdout is not None
    play_url = process.stdout.readline().strip()
    watch_url = process.stdout.readline().strip()
    if not play_url.startswith("http://"):
        process.kill()
        raise AssertionError(f"sticheln web printed {play_url!r}: {process.communicate()[1]}")
    return WebGame(process, play_url, watch_url)
