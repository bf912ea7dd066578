"""Interactions to service calls: who is asking, answer in time, show refusals privately.

Commands and components call these; nothing here decides a game question
(the table service does). A command is acknowledged first (a defer), so a
slow database or AI turn never breaks Discord's 3-second window; a click on a
hand is answered by the hand it leads to, or deferred in time
(:mod:`bot.discord.hands.clicks`). Refusals quote the user's input clipped and the
names escaped (:func:`bot.discord.escape.refusal`), so no answer exceeds
Discord's limits or renders a name as markdown.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol, TypeVar

import discord

from bot.discord import escape, safe
from bot.discord.actor import actor_of
from bot.discord.hands.delivery import Delivery
from bot.discord.hands.dm_hands import now
from bot.discord.hands.hand_text import Played
from bot.discord.links.web_links import WebLinks
from bot.discord.memory import AdapterMemory, Where
from bot.discord.table import render
from bot.discord.table.rematch import RematchCall
from bot.i18n import t
from bot.model.contract import Actor, TableOperations
from bot.model.errors import Refusal
from bot.model.events import Board

log = logging.getLogger("bot.discord")
T = TypeVar("T")


class LobbyOpener(Protocol):
    """What opens a rematch's call in the lobby message (:class:`bot.discord.table.board.Presenter`)."""

    async def reopen(self, table_id: int, board: Board, by: int, by_name: str, now: float) -> RematchCall: ...

    async def rematch_call(self, table_id: int) -> RematchCall | None: ...

    async def answer_rematch(self, table_id: int, user_id: int, yes: bool) -> RematchCall | None: ...

    async def rematch_changed(self, table_id: int, board: Board, *, closed: str | None = None) -> None: ...


class Actions:
    def __init__(
        self,
        service: TableOperations,
        delivery: Delivery,
        memory: AdapterMemory,
        web: WebLinks,
        lobby: LobbyOpener | None = None,
    ) -> None:
        self.service = service
        self._delivery = delivery
        self._memory = memory
        self._web = web
        self._lobby = lobby
        self._rematch_timers: dict[int, asyncio.Task[None]] = {}  # table -> the wait for its call's deadline

    async def board_embed(self, board: Board) -> discord.Embed:
        """``/spielinfo`` during a game: the board as the channel shows it, with the running totals."""
        points = None
        if board.phase == "tricks" and board.round_index is not None:
            tricks = await self._memory.tricks(board.table_id, board.round_index)
            points = render.round_points(tricks, len(board.seats))
        return render.board_embed(board, points)

    async def run(
        self,
        interaction: discord.Interaction,
        operation: Callable[[], Awaitable[T]],
        done: Callable[[T], str | None] | str | None,
        *,
        ephemeral: bool = True,
    ) -> T | None:
        """Defer, run one service operation, answer with ``done`` or the refusal's sentence."""
        if not await safe.defer(interaction, ephemeral=ephemeral):
            return None
        try:
            result = await operation()
        except Refusal as refusal:
            await safe.respond(interaction, escape.refusal(refusal))
            return None
        text = done(result) if callable(done) else done
        if text:
            await safe.respond(interaction, escape.clip(text), ephemeral=ephemeral)
        return result

    # -- the lobby message's buttons -------------------------------------------------------

    async def lobby_join(self, interaction: discord.Interaction, table_id: int) -> None:
        """The lobby's Join: ``/join`` at the table whose lobby it is (a forged id elsewhere is refused)."""
        if table_id != interaction.channel_id:
            await safe.respond(interaction, t("tf_lobby_elsewhere"))
            return
        actor = actor_of(interaction)
        await self.run(
            interaction, lambda: self.service.join(table_id, interaction.guild_id, actor, None), t("dc_ok_join")
        )

    async def lobby_start(self, interaction: discord.Interaction, table_id: int) -> None:
        """The lobby's Start: ``/start`` (a rated game unless computer players sit at the table)."""
        if table_id != interaction.channel_id:
            await safe.respond(interaction, t("tf_lobby_elsewhere"))
            return
        actor = actor_of(interaction)

        async def start_game() -> Board:
            await self.service.start(table_id, actor, rated=True, dm=False)
            return await self.service.board(table_id)

        def started(board: Board) -> str:
            return t("dc_ok_start") if board.rated else t("dc_ok_start_unrated")

        await self.run(interaction, start_game, started)

    async def rematch(self, interaction: discord.Interaction, table_id: int) -> None:
        """The result's Rematch: the table's lobby again, with the seats of the game (its start is /start's)."""
        channel = interaction.channel
        parent = channel.parent_id if isinstance(channel, discord.Thread) else None
        in_dm = interaction.guild_id is None  # the result's DM: the seat check below says whose table it is
        if (not in_dm and table_id not in (interaction.channel_id, parent)) or self._lobby is None:
            await safe.respond(interaction, t("tf_lobby_elsewhere"))
            return
        if not await safe.defer(interaction, ephemeral=True):
            return
        try:
            board = await self.service.board(table_id)
        except Refusal as refusal:
            await safe.respond(interaction, escape.refusal(refusal))
            return
        if board.phase in ("pain", "tricks"):
            await safe.respond(interaction, t("tf_rematch_running"))
            return
        if all(s.user_id != interaction.user.id for s in board.seats):
            await safe.respond(interaction, t("tf_rematch_not_seated"))
            return
        call = await self._lobby.reopen(table_id, board, interaction.user.id, interaction.user.display_name, now())
        await safe.respond(interaction, t("dh_rematch_ok_in"))
        await self._rematch_moved(table_id, call)

    async def rematch_answer(self, interaction: discord.Interaction, table_id: int, yes: bool) -> None:
        """A rematch call's "I'm in" or "I'm out" (out gives up the seat); the game starts once everyone answered."""
        if not await safe.defer(interaction, ephemeral=True):
            return
        lobby = self._lobby
        call = await lobby.rematch_call(table_id) if lobby is not None else None
        if lobby is None or call is None:
            await safe.respond(interaction, t("dh_rematch_over"))
            return
        actor = actor_of(interaction)
        if not call.asks(actor.user_id):
            await safe.respond(interaction, t("tf_rematch_not_seated"))
            return
        call = await lobby.answer_rematch(table_id, actor.user_id, yes)  # first: the lobby's news shows it answered
        if call is None:
            await safe.respond(interaction, t("dh_rematch_over"))
            return
        if not yes:
            try:
                await self.service.leave(table_id, actor)
            except Refusal as refusal:
                await safe.respond(interaction, escape.refusal(refusal))
                return
        await safe.respond(interaction, t("dh_rematch_ok_in" if yes else "dh_rematch_ok_out"))
        await self._rematch_moved(table_id, call)

    async def resume_rematches(self) -> None:
        """After a restart: wait again for the deadline of every stored call (a call past it starts now)."""
        for table_id, call in (await self._memory.rematches()).items():
            self._arm_rematch(table_id, call)

    async def _rematch_moved(self, table_id: int, call: RematchCall) -> None:
        """Show the answers, start the game once everyone answered, or wait for the silent until the deadline."""
        if call.settled:
            timer = self._rematch_timers.pop(table_id, None)
            if timer is not None and timer is not asyncio.current_task():
                timer.cancel()
            await self._start_rematch(table_id, call)
            return
        await self._lobby_changed(table_id)
        self._arm_rematch(table_id, call)

    def _arm_rematch(self, table_id: int, call: RematchCall) -> None:
        timer = self._rematch_timers.get(table_id)
        if timer is None or timer.done():
            self._rematch_timers[table_id] = asyncio.create_task(self._rematch_timeout(table_id, call.deadline))

    async def _rematch_timeout(self, table_id: int, deadline: float) -> None:
        """The deadline: the silent give up their seats, and the game starts with those who are in."""
        await asyncio.sleep(max(0.0, deadline - now()))
        call = await self._lobby.rematch_call(table_id) if self._lobby is not None else None
        if call is None:
            return  # it gathered its table, or it was closed
        if call.deadline > deadline + 1:  # a later call of the same table: wait for its own deadline
            self._rematch_timers[table_id] = asyncio.create_task(self._rematch_timeout(table_id, call.deadline))
            return
        for user_id, name in list(call.waiting.items()):
            with contextlib.suppress(Refusal):  # they left meanwhile
                await self.service.leave(table_id, Actor(user_id, name))
            call.waiting.pop(user_id, None)
        await self._start_rematch(table_id, call)

    async def _start_rematch(self, table_id: int, call: RematchCall) -> None:
        """Everyone answered: the game starts (the start message takes the call's place), or too few are in."""
        by = Actor(call.by, call.ins.get(call.by, ""))
        if call.by not in call.ins and call.ins:
            by = Actor(*next(iter(call.ins.items())))
        try:
            await self.service.start(table_id, by, rated=True, dm=False)
        except Refusal:
            with contextlib.suppress(Refusal):
                if (await self.service.board(table_id)).phase in ("pain", "tricks"):
                    return  # another process started it
            await self._lobby_changed(table_id, closed=t("dh_rematch_too_few"))

    async def _lobby_changed(self, table_id: int, *, closed: str | None = None) -> None:
        if self._lobby is not None:
            try:
                board = await self.service.board(table_id)
            except Refusal:
                return
            await self._lobby.rematch_changed(table_id, board, closed=closed)

    # -- hands -------------------------------------------------------------------------

    async def hand_choice(
        self,
        interaction: discord.Interaction,
        kind: str,
        table_id: int,
        seat: int,
        decision: int,
        cards: Sequence[str],
    ) -> None:
        """A pick from a hand's menu (values are card codes); the service checks the rest."""
        actor = Actor(interaction.user.id, interaction.user.display_name)
        if kind != "pain" and len(cards) != 1:
            await safe.respond(interaction, t("dc_bad_card"))
            return
        message = interaction.message
        where: Where = "ephemeral" if message is not None and message.flags.ephemeral else "dm"
        played = Played(kind, tuple(cards))
        click = await self._delivery.open_click(table_id, actor.user_id, interaction, played, where)
        try:
            if kind == "pain":
                await self.service.choose_pain(table_id, actor, cards, decision, seat=seat)
            else:
                await self.service.play(table_id, actor, cards[0], decision, seat=seat)
        except Refusal as refusal:
            await click.refuse(escape.refusal(refusal))
        finally:
            await click.settled()
            self._delivery.close_click(table_id, actor.user_id, click)

    async def come_back(self, interaction: discord.Interaction, table_id: int) -> None:
        """The away notice's button: the player plays their own cards again, and sees their hand."""
        actor = Actor(interaction.user.id, interaction.user.display_name)
        message = interaction.message
        private = message is not None and message.flags.ephemeral
        public = interaction.guild_id is not None and not private  # the button of a channel ping
        where: Where = "dm" if interaction.guild_id is None else "ephemeral"
        click = await self._delivery.open_click(table_id, actor.user_id, interaction, None, where, reply=public)
        try:
            hand = await self.service.come_back(table_id, actor)
            if click.shown is None:  # they were not away: no event brought their hand
                await self._delivery.answer(click, where, hand, await self.service.board(table_id))
        except Refusal as refusal:
            await click.refuse(escape.refusal(refusal))
        finally:
            await click.settled()
            self._delivery.close_click(table_id, actor.user_id, click)

    async def show_hand(self, interaction: discord.Interaction, table_id: int) -> None:
        """``/hand`` and the board's button: the hand, privately, with the menus it needs now."""
        if not await safe.defer(interaction, ephemeral=True):
            return
        actor = actor_of(interaction)
        try:
            hand = await self.service.hand(table_id, actor)
            board = await self.service.board(table_id)
        except Refusal as refusal:
            await safe.respond(interaction, escape.refusal(refusal))
            return
        content, view = await self._delivery.render(hand, board)
        result = await safe.call(
            lambda: interaction.edit_original_response(content=content, view=view), "ephemeral hand"
        )
        if result.ok:
            await self._delivery.opened(table_id, actor.user_id, interaction, hand)

    # -- records -------------------------------------------------------------------------

    async def export(self, interaction: discord.Interaction, table_id: int) -> None:
        if not await safe.defer(interaction, ephemeral=True):
            return
        try:
            record = await self.service.export(table_id)  # refused while a game runs (export_running)
        except Refusal as refusal:
            await safe.respond(interaction, escape.refusal(refusal))
            return
        data = json.dumps(record, indent=1).encode()
        file = discord.File(io.BytesIO(data), filename=f"sticheln-{table_id}.json")
        replay = await self._web.result_replay(table_id)  # the stored game's replay: it lasts
        content = t("dc_export") + ("\n" + t("web_replay_line", url=replay) if replay else "")
        result = await safe.call(lambda: interaction.followup.send(content, file=file, ephemeral=True), "send export")
        if not result.ok:
            await safe.respond(interaction, t("dc_failed"))
