"""Persistent components: the pain and card menus of a hand, the board's "Show my hand" button, "I'm back".

They are :class:`discord.ui.DynamicItem` subclasses, matched by custom_id alone
and registered in ``setup_hook``, so a hand sent before a restart keeps
working. A pick is not deferred here: :mod:`bot.discord.hands.clicks` answers it with
the hand it leads to, in time. A custom_id (``st:v1:play:<table>:<seat>:<decision>``) and the chosen
values come from the client and are untrusted: every value must be a card
code, and the table service checks the rest: that the clicking user holds the
seat, the decision (stale hands, double clicks) and the card (in hand, legal now).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.discord import safe
from bot.discord.collaborators import bot_of
from bot.discord.id_button import IdButton, template
from bot.discord.language import adopt
from bot.discord.links.web_links import WebLinks
from bot.discord.table import render
from bot.discord.table.table_actions import TableActions
from bot.i18n import t
from bot.model.events import YourHand

PREFIX = "st:v1"


def _actions(interaction: discord.Interaction) -> TableActions:
    """What a click on a hand or on the board's button calls (filled by :class:`bot.discord.table.actions.Actions`)."""
    return bot_of(interaction).actions


class _HandSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"(?!)"):
    """Shared checks for the pain and play menus."""

    kind = ""

    def __init__(self, table_id: int, seat: int, decision: int, cards: tuple[str, ...] = (), count: int = 1) -> None:
        options = render.card_options(cards, colour_counts=self.kind == "pain")
        options = options or [discord.SelectOption(label="-", value="-")]
        count = max(1, min(count, len(options)))
        placeholder = t(f"dc_select_{self.kind}", count=count)
        super().__init__(
            discord.ui.Select(
                custom_id=f"{PREFIX}:{self.kind}:{table_id}:{seat}:{decision}",
                placeholder=placeholder,
                min_values=count,
                max_values=count,
                options=options,
            )
        )
        self.table_id, self.seat, self.decision = table_id, seat, decision

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> _HandSelect:
        return cls(int(match["table"]), int(match["seat"]), int(match["decision"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await adopt(interaction)
        data: dict[str, Any] = dict(interaction.data or {})
        values = data.get("values") or []
        if (
            not isinstance(values, list)
            or not values
            or len(values) > 2
            or not all(isinstance(v, str) and render.is_card_code(v.upper()) for v in values)
        ):
            await safe.respond(interaction, t("dc_bad_card"))
            return
        cards = tuple(v.upper() for v in values)
        await _actions(interaction).hand_choice(interaction, self.kind, self.table_id, self.seat, self.decision, cards)


_IDS = r":(?P<table>\d{1,20}):(?P<seat>\d{1,2}):(?P<decision>\d{1,12})"


class PainSelect(_HandSelect, template=f"{PREFIX}:pain{_IDS}"):
    kind = "pain"


class PlaySelect(_HandSelect, template=f"{PREFIX}:play{_IDS}"):
    kind = "play"


class HandButton(IdButton, template=template(PREFIX, "hand")):
    """On the board: answers with the clicking player's hand, privately."""

    prefix, action, label_key, emoji = PREFIX, "hand", "dc_show_hand", "🃏"

    async def callback(self, interaction: discord.Interaction) -> None:
        await adopt(interaction)
        await _actions(interaction).show_hand(interaction, self.target)


class BackButton(IdButton, template=template(PREFIX, "back")):
    """On the away notice: the player plays their own cards again (the computer stops playing for them)."""

    prefix, action, label_key, emoji, style = PREFIX, "back", "dc_back_button", "↩️", discord.ButtonStyle.primary

    async def callback(self, interaction: discord.Interaction) -> None:
        await adopt(interaction)
        await _actions(interaction).come_back(interaction, self.target)


class LobbyJoinButton(IdButton, template=template(PREFIX, "join")):
    """On the lobby message: ``/join`` (the table id is checked against the channel clicked in)."""

    prefix, action, label_key, emoji, style = PREFIX, "join", "cl_lfg_join", "🪑", discord.ButtonStyle.primary

    async def callback(self, interaction: discord.Interaction) -> None:
        await adopt(interaction)
        await _actions(interaction).lobby_join(interaction, self.target)


class LobbyStartButton(IdButton, template=template(PREFIX, "start")):
    """On the lobby message: ``/start``."""

    prefix, action, label_key, emoji, style = PREFIX, "start", "cl_lfg_start", "▶️", discord.ButtonStyle.success

    async def callback(self, interaction: discord.Interaction) -> None:
        await adopt(interaction)
        await _actions(interaction).lobby_start(interaction, self.target)


class RematchButton(IdButton, template=template(PREFIX, "rematch")):
    """On the result: a new lobby at the same table with the same seats (computer players too), ready to start."""

    prefix, action, label_key, emoji, style = PREFIX, "rematch", "tf_rematch", "🔁", discord.ButtonStyle.primary

    async def callback(self, interaction: discord.Interaction) -> None:
        await adopt(interaction)
        await _actions(interaction).rematch(interaction, self.target)


class RematchInButton(IdButton, template=template(PREFIX, "rematch-in")):
    """On a rematch call: the player is in."""

    prefix, action, label_key, emoji, style = PREFIX, "rematch-in", "dh_rematch_in", "✅", discord.ButtonStyle.success

    async def callback(self, interaction: discord.Interaction) -> None:
        await adopt(interaction)
        await _actions(interaction).rematch_answer(interaction, self.target, True)


class RematchOutButton(IdButton, template=template(PREFIX, "rematch-out")):
    """On a rematch call: the player is out (and gives up the seat)."""

    prefix, action, label_key, emoji = PREFIX, "rematch-out", "dh_rematch_out", "🚪"

    async def callback(self, interaction: discord.Interaction) -> None:
        await adopt(interaction)
        await _actions(interaction).rematch_answer(interaction, self.target, False)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    PainSelect,
    PlaySelect,
    HandButton,
    BackButton,
    LobbyJoinButton,
    LobbyStartButton,
    RematchButton,
    RematchInButton,
    RematchOutButton,
)


def hand_view(table_id: int, hand: YourHand, web: WebLinks, *, board_link: str | None = None) -> discord.ui.View | None:
    """The menu a hand needs now, the board's link and the web table's "Open the table" link (when links are on);
    None if none."""
    links = [b for b in (_board_button(board_link), web.table_button(hand)) if b is not None]
    if hand.prompt not in ("pain", "play") or not hand.legal:
        return _with(*links)
    view = discord.ui.View(timeout=None)
    if hand.prompt == "pain":
        view.add_item(PainSelect(table_id, hand.seat, hand.decision, hand.legal, hand.pain_count))
    else:
        view.add_item(PlaySelect(table_id, hand.seat, hand.decision, hand.legal))
    for link in links:
        view.add_item(link)
    return view


def _board_button(url: str | None) -> discord.ui.Button[discord.ui.View] | None:
    """A link button to the table's board (a link in the text would take a phone's whole line)."""
    if not url:
        return None
    return discord.ui.Button(style=discord.ButtonStyle.link, label=t("dh_board_button"), url=url)


def board_view(table_id: int, web: WebLinks) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(table_id))
    link = web.spectator_button(table_id)
    if link is not None:
        view.add_item(link)
    return view


def _with(*links: discord.ui.Button[discord.ui.View]) -> discord.ui.View | None:
    if not links:
        return None
    view = discord.ui.View(timeout=None)
    for link in links:
        view.add_item(link)
    return view


def lobby_view(table_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(LobbyJoinButton(table_id))
    view.add_item(LobbyStartButton(table_id))
    return view


def rematch_view(table_id: int) -> discord.ui.View:
    """A rematch call's buttons: no Join (its players hold their seats), no Start (it starts when they answer)."""
    view = discord.ui.View(timeout=None)
    view.add_item(RematchInButton(table_id))
    view.add_item(RematchOutButton(table_id))
    return view


def result_view(table_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(table_id))
    return view


def away_view(table_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(BackButton(table_id))
    return view
