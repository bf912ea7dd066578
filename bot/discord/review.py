"""``/review`` and the result post's "Review my game" button: a seat's review, privately (issue 30).

The review itself is :class:`bot.review.service.ReviewService` (computed on the AI's workers, stored once);
here the interaction is deferred first (a review takes seconds) and the summary worded in the reader's
language, with a link to the annotated replay when the web table is on. ``/review seat:S`` names any seat
of a finished game; users count seats from 1, the service from 0.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from bot.discord import escape, safe
from bot.discord.actor import actor_of
from bot.discord.collaborators import bot_of
from bot.discord.hands.components import PREFIX
from bot.discord.id_button import IdButton, template
from bot.discord.limits import GAME_ID_MAX
from bot.discord.links.web_links import WebLinks
from bot.discord.translator import described
from bot.i18n import t
from bot.model.errors import Refusal
from bot.model.seat_numbers import seat_id, seat_number
from bot.review.service import ReviewService
from bot.review.summary import ReviewSummary
from sticheln.review import THRESHOLDS

SEATS_MAX = 6


def register(tree: app_commands.CommandTree) -> None:
    @tree.command(name="review", description=described("dc_cmd_review"))
    @app_commands.describe(game=described("dc_arg_review_game"), seat=described("dc_arg_review_seat"))
    @app_commands.guild_only()
    async def review(
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1, GAME_ID_MAX] | None = None,
        seat: app_commands.Range[int, 1, SEATS_MAX] | None = None,
    ) -> None:
        table = interaction.channel_id or 0
        if isinstance(interaction.channel, discord.Thread) and interaction.channel.parent_id:
            table = interaction.channel.parent_id  # a game's thread belongs to its channel's table
        chosen = None if seat is None else seat_id(seat)
        await answer(
            interaction,
            lambda reviews: reviews.review(interaction.guild_id, table, actor_of(interaction), game, chosen),
            named_seat=seat is not None,
        )


class ReviewButton(IdButton, template=template(PREFIX, "review")):
    """On a game's result post: the clicking player's review of their last game at that table, privately."""

    prefix, action, label_key, emoji = PREFIX, "review", "dc_review_button", "🔍"

    async def callback(self, interaction: discord.Interaction) -> None:
        # the post's own time names its game, not a later one at the table (a Rematch)
        posted = interaction.message.created_at.timestamp() if interaction.message is not None else None
        guild = interaction.guild_id or _guild_of(interaction, self.target)  # in a DM: the table's server
        await answer(
            interaction,
            lambda reviews: reviews.review_at_table(guild, self.target, actor_of(interaction), posted),
        )


def _guild_of(interaction: discord.Interaction, table_id: int) -> int | None:
    """The server of the table's channel (a DM's button names the table, not its server)."""
    channel = interaction.client.get_channel(table_id)
    guild = getattr(channel, "guild", None)
    return guild.id if guild is not None else None


def with_review_button(view: discord.ui.View, table_id: int) -> discord.ui.View:
    """The result post's buttons with "Review my game" added."""
    view.add_item(ReviewButton(table_id))
    return view


async def answer(
    interaction: discord.Interaction,
    ask: Callable[[ReviewService], Awaitable[ReviewSummary]],
    *,
    named_seat: bool = False,
) -> None:
    """Defer privately, then show the summary (with the annotated replay's link) or the refusal."""
    if not await safe.defer(interaction, ephemeral=True):
        return
    try:
        summary = await ask(bot_of(interaction).reviews)
    except Refusal as refusal:
        await safe.respond(interaction, escape.refusal(refusal))
        return
    link = replay_button(bot_of(interaction).web_links, interaction.guild_id, summary)
    extra: dict[str, Any] = {} if link is None else {"view": discord.ui.View().add_item(link)}
    await safe.respond(interaction, summary_text(summary, named_seat=named_seat), **extra)


def replay_button(
    links: WebLinks, guild_id: int | None, summary: ReviewSummary
) -> discord.ui.Button[discord.ui.View] | None:
    """A link to the seat's annotated replay, when the web table is on for this server."""
    url = links.review(guild_id or 0, summary.game_id, summary.seat)
    if url is None:
        return None
    return discord.ui.Button(style=discord.ButtonStyle.link, label=t("dc_review_replay_button"), url=url)


def summary_text(s: ReviewSummary, *, named_seat: bool = False) -> str:
    """The private answer: the seat's summary and its costliest decisions (well under 2,000 characters)."""
    limits = {name: least for least, name in THRESHOLDS}
    title = (
        t("dc_review_title_seat", game=s.game_id, seat=seat_number(s.seat), name=escape.name(s.name))
        if named_seat
        else t("dc_review_title", game=s.game_id, name=escape.name(s.name))
    )
    lines = [
        title,
        t("review_summary", count=s.decisions, loss=s.mean_loss),
        t("review_counts", **s.counts),
    ]
    if s.costliest:
        lines.append(t("review_costliest"))
        for d in s.costliest:
            where = (
                t("review_where_pain", round=d.round)
                if d.kind == "pain"
                else t("review_where_card", round=d.round, trick=d.trick)
            )
            lines.append(
                "- "
                + t(
                    "review_line",
                    where=where,
                    chosen=d.chosen,
                    points=d.chosen_points,
                    best=d.best,
                    best_points=d.best_points,
                    loss=d.loss,
                    label=d.label,
                )
            )
    else:
        lines.append(t("review_none_costly"))
    lines.append(t("review_scale", **limits))
    return "\n".join(lines)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ReviewButton,)
