"""``sticheln-bot`` when Discord cannot be reached or refuses the token (issue 16, item 10).

Each case runs the bot's real start-up in a subprocess whose discord.py talks to loopback
only (see ``offline_bot.py``): a closed port stands for "no network", and a tiny local HTTP
server answering 401 stands for Discord refusing the token.
"""

from __future__ import annotations

import http.server
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

import bot

ROOT = Path(bot.__file__).resolve().parent.parent
TOKEN = "MTIzNDU2Nzg5.offline-test.secret-token-value"


def start_bot(port: int, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("STICHELN_")}
    env |= {"DISCORD_TOKEN": TOKEN, "STICHELN_DATABASE": str(tmp_path / "bot.db")}
    return subprocess.run(
        [sys.executable, "-m", "tests.terminal.offline_bot", str(port)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def assert_one_error_line(result: subprocess.CompletedProcess[str]) -> str:
    """Status 1, exactly one ``error:`` line, no traceback, no token, no voice warnings."""
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert "Traceback" not in output
    assert TOKEN not in output and "secret-token" not in output
    assert "PyNaCl" not in output and "davey" not in output
    errors = [line for line in result.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1, result.stderr
    return errors[0]


@pytest.fixture
def closed_port() -> int:
    """A loopback port nobody listens on: connecting is refused at once."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Refuses401(http.server.BaseHTTPRequestHandler):
    """Discord's answer to a wrong token on ``GET /users/@me``."""

    def do_GET(self) -> None:
        body = b'{"message": "401: Unauthorized", "code": 0}'
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def refusing_discord() -> Iterator[int]:
    server = http.server.HTTPServer(("127.0.0.1", 0), Refuses401)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield int(server.server_port)
    finally:
        server.shutdown()
        server.server_close()


def test_item10_unreachable_discord_is_one_error_line_and_status_1(closed_port, tmp_path):
    line = assert_one_error_line(start_bot(closed_port, tmp_path))
    assert "cannot reach Discord" in line and f"127.0.0.1:{closed_port}" in line


def test_item10_a_refused_token_is_one_error_line_and_status_1(refusing_discord, tmp_path):
    line = assert_one_error_line(start_bot(refusing_discord, tmp_path))
    assert "refused the bot token" in line
