"""The one place Discord calls are made from background work.

:func:`call` runs one Discord request and never raises for Discord's answers:
``Forbidden`` and ``NotFound`` are logged in one line and reported back,
``429``/``5xx`` answers that get through discord.py's own retries, and requests
that got no answer at all (a timeout, a connection reset: discord.py lets
those through untouched), are tried again a couple of times, anything else
becomes a one-line warning. No traceback reaches the log for an ordinary
Discord refusal or a network fault, and nothing is retried in a loop after a
403. Every attempt that fails is one line in the log.

A request whose answer was lost may have been done: a post tried again
carries the same ``nonce`` (:mod:`bot.discord.posted_once`), so Discord makes
it once; edits and deletions are the same when done twice.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import aiohttp
import discord

from bot.discord.limiter import Gate

log = logging.getLogger("bot.discord")

T = TypeVar("T")

RETRIES = 2  # extra attempts after a 429 or 5xx answer
RETRY_DELAY = 0.5  # seconds, doubled each attempt
# no answer from Discord: aiohttp's timeouts and connection errors, and the OSErrors discord.py passes on
NO_ANSWER = (aiohttp.ClientError, TimeoutError, OSError)


class NoAnswer(discord.HTTPException):
    """Discord did not answer (a timeout, a lost connection): a failure like a 5xx, which it stands for."""

    def __init__(self, reason: str) -> None:
        Exception.__init__(self, reason)
        self.response = None
        self.status = 0
        self.code = 0
        self.text = reason


@dataclass
class Result(Generic[T]):
    value: T | None = None
    error: discord.HTTPException | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def forbidden(self) -> bool:
        return isinstance(self.error, discord.Forbidden)

    @property
    def not_found(self) -> bool:
        return isinstance(self.error, discord.NotFound)


async def call(
    factory: Callable[[], Awaitable[T]], what: str, *, retries: int = RETRIES, gate: Gate | None = None
) -> Result[T]:
    """Run ``factory()`` (a fresh coroutine per attempt); ``what`` names it in the log.

    ``gate``: a bot-token call waits for its slot of the REST budget (:mod:`bot.discord.limiter`)
    before each attempt; interaction responses and the interaction's webhook need none.
    """
    delay = RETRY_DELAY
    for attempt in range(retries + 1):
        try:
            if gate is not None:
                await gate()
            return Result(value=await factory())
        except discord.Forbidden as err:
            log.info("discord refused %s: %s %s", what, err.status, err.code)
            return Result(error=err)
        except discord.NotFound as err:
            log.info("discord: not found for %s (%s)", what, err.code)
            return Result(error=err)
        except discord.HTTPException as err:
            transient = err.status == 429 or err.status >= 500
            if transient and attempt < retries:
                log.info("discord answered %s to %s; trying again in %.1fs", err.status, what, delay)
                await asyncio.sleep(delay)
                delay *= 2
                continue
            log.warning("discord failed %s: %s %s %s", what, err.status, err.code, err.text[:200])
            return Result(error=err)
        except NO_ANSWER as err:
            reason = " ".join(str(err).split())[:200] or type(err).__name__
            if attempt < retries:
                log.info("no answer from discord to %s (%s); trying again in %.1fs", what, reason, delay)
                await asyncio.sleep(delay)
                delay *= 2
                continue
            log.warning("no answer from discord to %s (%s); giving up", what, reason)
            return Result(error=NoAnswer(reason))
    raise AssertionError("unreachable")  # pragma: no cover


async def respond(interaction: discord.Interaction, content: str, *, ephemeral: bool = True, **kwargs: Any) -> None:
    """Answer an interaction: the first answer, or a follow-up when it is already acknowledged."""

    async def send() -> Any:
        if interaction.response.is_done():
            return await interaction.followup.send(content, ephemeral=ephemeral, **kwargs)
        return await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)

    await call(send, f"reply to /{_name(interaction)}")


async def defer(interaction: discord.Interaction, *, ephemeral: bool = True, thinking: bool = True) -> bool:
    """Acknowledge now so slow work cannot miss the 3-second window. False if the interaction is gone."""
    if interaction.response.is_done():
        return True

    async def send() -> Any:
        if interaction.response.is_done():
            return None
        return await interaction.response.defer(ephemeral=ephemeral, thinking=thinking)

    return (await call(send, f"defer /{_name(interaction)}")).ok


def _name(interaction: discord.Interaction) -> str:
    command = interaction.command
    if command is not None:
        return command.qualified_name
    data: dict[str, object] = dict(interaction.data or {})
    return str(data.get("custom_id", "?"))[:40]
