"""A persistent button that carries one id in its custom_id: ``<prefix>:<action>:<id>``.

The board's "Show my hand", the away notice's "I'm back" and a call for
players' Join and Start buttons are all this: a label, an emoji and a style,
and the id of what the click is about (a table, a call). A subclass names its
template (with the group ``id``) and what a click does; the id is untrusted,
the service checks it.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Self

import discord

from bot.i18n import t


class IdButton(discord.ui.DynamicItem[discord.ui.Button], template=r"(?!)"):
    prefix: ClassVar[str] = ""
    action: ClassVar[str] = ""
    label_key: ClassVar[str] = ""  # its label's message id, worded in the language being spoken
    emoji: ClassVar[str | None] = None
    style: ClassVar[discord.ButtonStyle] = discord.ButtonStyle.secondary

    def __init__(self, target: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=t(self.label_key),
                emoji=self.emoji,
                style=self.style,
                custom_id=f"{self.prefix}:{self.action}:{target}",
            )
        )
        self.target = target  # the table or call the click is about

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["id"]))


def template(prefix: str, action: str) -> str:
    """The custom_id pattern of an :class:`IdButton` subclass."""
    return rf"{re.escape(prefix)}:{action}:(?P<id>\d{{1,20}})"
