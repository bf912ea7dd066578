"""The watch that holds every request the bot sends to simcord to Discord's rules (the conftest's ``discord_rules``).

It wraps simcord's router (``simcord.http.router.dispatch``), where every REST call of the bot arrives: a body
Discord would refuse is refused as Discord does (400, 50035 "Invalid Form Body"), and :meth:`RulesWatch.finish`
fails the test naming each request, the JSON path in it and the rule. With a recording folder
(``STICHELN_RECORD_REQUESTS``), each request is also written there as a JSON line for
benchmarks/discord_api_check.py and sent on even when it breaks a rule, so that the session goes on and the
check sees all of it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
import simcord.http.router
from simcord.backend.errors import BackendError

from tests.discord.discord_api_rules import Violation, violations

RECORD_REQUESTS = "STICHELN_RECORD_REQUESTS"  # a folder: each test process writes the requests it saw there


class RulesWatch:
    def __init__(self, folder: str | None = None) -> None:
        self.found: list[Violation] = []
        file = None if not folder else Path(folder) / f"requests-{os.getpid()}.jsonl"
        self.record = None if file is None else file.open("a", encoding="utf-8")

    def install(self, monkeypatch: pytest.MonkeyPatch) -> RulesWatch:
        original = simcord.http.router.dispatch

        def checked(backend: Any, method: str, path: str, *, json: Any = None, **kwargs: Any) -> Any:
            if self.record is not None:
                self.record.write(_json_line(method, path, json))
            broken = violations(method, path, json)
            self.found.extend(broken)
            if broken and self.record is None:
                raise BackendError(400, 50035, "Invalid Form Body: " + "; ".join(map(str, broken)))
            return original(backend, method, path, json=json, **kwargs)

        monkeypatch.setattr(simcord.http.router, "dispatch", checked)
        return self

    def finish(self) -> None:
        """At the test's end: fail it if it sent anything Discord would refuse."""
        if self.record is not None:
            self.record.close()
        if self.found:
            pytest.fail("requests Discord would refuse:\n" + "\n".join(map(str, self.found)), pytrace=False)


def _json_line(method: str, path: str, body: object) -> str:
    test = os.environ.get("PYTEST_CURRENT_TEST", "").split(" ")[0]  # which test sent it
    line = {"method": method, "path": path, "json": body, "test": test}
    return json.dumps(line, ensure_ascii=False, default=str) + "\n"
