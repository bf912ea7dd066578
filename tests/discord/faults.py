"""Discord failing at random: a seeded share of the bot's REST requests answered with an error or never answered.

:class:`RandomFaults` wraps simcord's route table (private API, simcord 3.2: ``simcord.http.router.dispatch``,
which both its HTTP client and its webhook adapter call). A faulted request fails as discord.py would let it
reach the bot: a 429 with its ``retry_after`` (discord.py gives up after its own tries), a 500, 502 or 503 as
``DiscordServerError``, or a timeout (aiohttp's ``ServerTimeoutError``, which discord.py does not catch). Half the
timeouts come after Discord has done what was asked (the answer was lost on the way back), as on a real network.

simcord ignores a post's ``nonce``; Discord answers a post whose nonce (with ``enforce_nonce``) it saw in the last
few minutes with the message it made then. That is emulated here, since a post retried after a lost answer is
exactly what the nonce is for.
"""

from __future__ import annotations

import fnmatch
import random
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import discord
import simcord.http.router as router
from simcord.backend.errors import BackendError

KINDS = ("429", "500", "502", "503", "timeout")


class _Response:
    """Enough of aiohttp's response for discord.py's exceptions."""

    def __init__(self, status: int, headers: dict[str, str] | None = None) -> None:
        self.status = status
        self.reason = {429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway"}.get(
            status, "Service Unavailable"
        )
        self.headers = headers or {}


@dataclass(frozen=True)
class Fault:
    kind: str
    method: str
    path: str


@dataclass
class RandomFaults:
    seed: int
    rate: float = 0.10
    skip: tuple[str, ...] = ()  # path patterns never faulted
    active: bool = False
    injected: list[Fault] = field(default_factory=list)
    _random: random.Random = field(init=False)
    archived: set[int] = field(default_factory=set)  # threads archived (see :meth:`_archive_rules`)
    _posted: dict[tuple[str, str], Any] = field(default_factory=dict)  # (path, nonce) -> the message made

    def __post_init__(self) -> None:
        self._random = random.Random(self.seed)

    def install(self, monkeypatch: Any) -> None:
        monkeypatch.setattr(router, "dispatch", self._wrap(router.dispatch))

    def _wrap(self, dispatch: Any) -> Any:
        def faulty(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
            self._archive_rules(backend, method, path)
            kind = self._draw(method, path)
            if kind is None or kind == "timeout-after":
                answer = self._dispatch_once(dispatch, backend, method, path, **kwargs)
                if kind is None:
                    return answer
                self.injected.append(Fault(kind, method, path))
                raise aiohttp.ServerTimeoutError("Timeout on reading data from socket")
            raise _failure(kind)

        return faulty

    def _archive_rules(self, backend: Any, method: str, path: str) -> None:
        """Discord's archived thread (simcord does not model it): its messages cannot be edited (50083), and a
        new message in it, which a bot that may post there can send, brings the thread back."""
        parts = path.strip("/").split("/")
        if parts[:1] != ["channels"] or len(parts) < 3 or parts[2] != "messages" or int(parts[1]) not in self.archived:
            return
        thread = int(parts[1])
        if method == "POST" and len(parts) == 3:
            self.archived.discard(thread)
            backend.edit_channel(thread, {}, thread_metadata={"archived": False})
        elif method == "PATCH":
            raise BackendError(400, 50083, "Thread is archived")

    def archive(self, backend: Any, thread_id: int) -> None:
        self.archived.add(thread_id)
        backend.edit_channel(thread_id, {}, thread_metadata={"archived": True})

    def _draw(self, method: str, path: str) -> str | None:
        if not self.active or any(fnmatch.fnmatch(path, p) for p in self.skip):
            return None
        if self._random.random() >= self.rate:
            return None
        kind = self._random.choice(KINDS)
        if kind == "timeout" and self._random.random() < 0.5:
            kind = "timeout-after"
        if kind != "timeout-after":  # that one counts once Discord has done the request (it may refuse it)
            self.injected.append(Fault(kind, method, path))
        return kind

    def _dispatch_once(self, dispatch: Any, backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        """Discord's ``enforce_nonce``: a post repeating a recent nonce gets the message made the first time."""
        body = kwargs.get("json")
        nonce = body.get("nonce") if method == "POST" and isinstance(body, dict) and body.get("enforce_nonce") else None
        if nonce is not None and (path, str(nonce)) in self._posted:
            return self._posted[(path, str(nonce))]
        answer = dispatch(backend, method, path, **kwargs)
        if nonce is not None:
            self._posted[(path, str(nonce))] = answer
        return answer


def _failure(kind: str) -> BaseException:
    if kind == "timeout":
        return aiohttp.ServerTimeoutError("Timeout on reading data from socket")
    status = int(kind)
    if status == 429:
        body = {"message": "You are being rate limited.", "retry_after": 0.01, "global": False, "code": 0}
        return discord.HTTPException(_Response(429, {"Retry-After": "0.01"}), body)  # type: ignore[arg-type]
    return discord.DiscordServerError(_Response(status), {"message": "injected", "code": 0})  # type: ignore[arg-type]
