"""The table's actions as commands and components see them: the port :class:`bot.discord.table.actions.Actions` fills.

Said as a protocol so that the commands and components, which the actions' collaborators (delivery, hands) also
use, reach the actions without importing them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol, TypeVar

import discord

from bot.model.contract import TableOperations
from bot.model.events import Board

T = TypeVar("T")


class TableActions(Protocol):
    @property
    def service(self) -> TableOperations: ...

    async def run(
        self,
        interaction: discord.Interaction,
        operation: Callable[[], Awaitable[T]],
        done: Callable[[T], str | None] | str | None,
        *,
        ephemeral: bool = True,
    ) -> T | None:
        """Defer, run one service operation, answer with ``done`` or the refusal's sentence."""

    async def board_embed(self, board: Board) -> discord.Embed: ...

    async def export(self, interaction: discord.Interaction, table_id: int) -> None: ...

    async def hand_choice(
        self,
        interaction: discord.Interaction,
        kind: str,
        table_id: int,
        seat: int,
        decision: int,
        cards: Sequence[str],
    ) -> None: ...

    async def show_hand(self, interaction: discord.Interaction, table_id: int) -> None: ...

    async def come_back(self, interaction: discord.Interaction, table_id: int) -> None: ...

    async def lobby_join(self, interaction: discord.Interaction, table_id: int) -> None: ...

    async def lobby_start(self, interaction: discord.Interaction, table_id: int) -> None: ...

    async def rematch(self, interaction: discord.Interaction, table_id: int) -> None: ...

    async def rematch_answer(self, interaction: discord.Interaction, table_id: int, yes: bool) -> None: ...
