"""``sticheln web`` as a command: its help, its refusals, and a game played to the end over the live connection
(no browser) after which it writes the record, lingers as asked and exits."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp

from tests.web.browser import start_web


def sticheln(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True, timeout=60)


def test_help_says_how_long_it_serves() -> None:
    done = sticheln("web", "--help")
    assert done.returncode == 0
    text = " ".join(done.stdout.split())
    assert "until the game is over and one minute longer" in text
    for option in ("--players", "--level", "--seed", "--lang", "--twopain", "--hidden", "--dm", "--rounds"):
        assert option in text
    for option in ("--record", "--delay", "--port", "--host"):
        assert option in text
    assert "--plain" not in text


def test_refusals_are_one_line() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = sticheln("web", "--port", str(port), "--delay", "0")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: cannot listen on 127.0.0.1 port") and done.stderr.count("\n") == 1
    for bad in (["--port", "99999"], ["--players", "9"], ["--rounds", "0"], ["--start", "5", "--players", "3"]):
        done = sticheln("web", *bad)
        assert done.returncode == 2 and done.stderr.startswith("error:"), (bad, done.stderr)
        assert "Traceback" not in done.stderr


async def play_by_socket(url: str) -> dict[str, Any]:
    """Answer every decision of the seat over the live connection; the last state."""
    live = url.replace("http://", "ws://").replace("/play/", "/live/play/")
    async with aiohttp.ClientSession() as http, http.ws_connect(live) as page:
        async for message in page:
            state = json.loads(message.data)
            if state["type"] != "state":
                continue
            if state["phase"] == "over":
                return state
            hand = state["hand"]
            if hand["prompt"] is not None:
                cards = hand["legal"][: hand["painCount"]] if hand["prompt"] == "pain" else hand["legal"][:1]
                move = {"action": hand["prompt"], "cards": cards, "decision": hand["decision"]}
                await page.send_str(json.dumps(move))
    raise AssertionError("the connection ended before the game")


def test_a_game_to_the_end_writes_its_record_and_exits(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    game = start_web("--players", "3", "--rounds", "1", "--delay", "0", "--record", str(record), linger=0.5)
    try:
        final = asyncio.run(asyncio.wait_for(play_by_socket(game.play_url), 120))  # a stuck game fails, not hangs
        started = time.monotonic()
        assert game.process.wait(timeout=20) == 0
        assert time.monotonic() - started < 15
    finally:
        game.stop()
    replayed = json.loads(sticheln("replay", str(record)).stdout)
    assert replayed["finished"]
    assert replayed["totals"] == [seat["total"] for seat in final["seats"]]
