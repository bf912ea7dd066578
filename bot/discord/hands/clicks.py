"""Answering a click on a hand with the clicked message itself: no bot-token call, and within 3 seconds.

A pick from a hand's menu (or the "I'm back" button) is answered with the
hand it leads to. When that hand is delivered while the click is still
unanswered (usually within milliseconds: the service delivers a change's
events before its call returns), the answer is an UPDATE_MESSAGE response that
edits the clicked message in the same call; hands delivered after that edit it
through the interaction's webhook (``@original``). Both are interaction routes,
outside the bot token's global rate limit. If no hand has come after
:data:`ANSWER_WITHIN` seconds (the change is being delivered by another task or
another process), the click is deferred (DEFERRED_UPDATE_MESSAGE), which keeps
Discord's 3-second rule safe with a margin for the network, and the hand edits
``@original`` when it comes. A click on a public message (the "I'm back" button
of a channel ping) is answered with a private reply instead, which then is the
player's hand.
"""

from __future__ import annotations

import asyncio
from typing import Any

import discord

from bot.discord import safe
from bot.discord.hands.hand_text import Played

ANSWER_WITHIN = 1.5  # seconds to wait for the click's hand before deferring it
ALREADY_ACKNOWLEDGED = 40060  # an earlier try's answer reached Discord, and its reply was lost on the way back


class Click:
    def __init__(
        self, interaction: discord.Interaction, played: Played | None, at: float, *, reply: bool = False
    ) -> None:
        self.interaction = interaction
        self.at = at  # unix time it arrived: its token edits @original for 15 minutes from then
        self.played = played
        self.reply = reply  # answer with a private reply, not by editing the (public) clicked message
        self.answered = False  # the interaction is acknowledged
        self.shown: tuple[str, str] | None = None  # what the clicked message (or the reply) shows: content, menu
        self._lock = asyncio.Lock()
        self._done = asyncio.Event()
        self._guard: asyncio.Task[None] | None = None

    @property
    def token(self) -> str:
        return self.interaction.token

    def start(self) -> None:
        """Start the clock: defer if nothing has answered in time."""
        self._guard = asyncio.create_task(self._defer_later())

    async def _defer_later(self) -> None:
        await asyncio.sleep(ANSWER_WITHIN)
        async with self._lock:
            if not self.answered:
                result = await safe.call(lambda: self._defer(), "defer click")
                self.answered = result.ok
            self._done.set()

    def _defer(self) -> Any:
        if self.reply:
            return self.interaction.response.defer(ephemeral=True, thinking=True)
        return self.interaction.response.defer()

    async def show(self, content: str, view: discord.ui.View | None) -> bool:
        """The clicked message (or the reply) shows ``content`` and ``view`` now; False if Discord refused."""
        async with self._lock:
            shown = (content, repr(view.to_components()) if view is not None else "")
            if shown == self.shown:
                return True  # the same hand twice (its player plays next): nothing to edit
            result: safe.Result[Any] | None = None
            if not self.answered:
                result = await self._answer(content, view)
                # 40060: an earlier try's answer reached Discord and only its reply was lost: edit what it showed
                self.answered = result.ok or getattr(result.error, "code", None) == ALREADY_ACKNOWLEDGED
            if result is None or (self.answered and not result.ok):
                result = await safe.call(
                    lambda: self.interaction.edit_original_response(content=content, view=view), "edit clicked message"
                )
            if result.ok:
                self.shown = shown
            if not self.answered:  # Discord kept failing (safe.call tried again): the click shows as failed, and
                self.close()  # the player clicks again or opens /hand; a deferral now would show a stale hand
            self._finish()
            return result.ok

    async def _answer(self, content: str, view: discord.ui.View | None) -> safe.Result[Any]:
        response = self.interaction.response
        if self.reply:
            kwargs: dict[str, Any] = {"view": view} if view is not None else {}
            return await safe.call(lambda: response.send_message(content, ephemeral=True, **kwargs), "answer click")
        return await safe.call(lambda: response.edit_message(content=content, view=view), "answer click")

    async def refuse(self, text: str) -> None:
        """Tell the player privately why nothing happened; the clicked message stays as it is."""
        async with self._lock:
            await safe.respond(self.interaction, text)  # the answer, or a follow-up once deferred
            self.answered = True
            self._finish()

    async def settled(self) -> None:
        """Wait until the click is acknowledged (by its hand, a refusal or the deferral)."""
        await self._done.wait()

    def close(self) -> None:
        if self._guard is not None and not self._guard.done():
            self._guard.cancel()
        self._done.set()

    def _finish(self) -> None:
        if self.answered:
            self.close()
