"""``/review`` and the result post's "Review my game" button: the caller's own seat, privately (issue 30).

The review itself is :class:`bot.service.review.ReviewService` (computed on the AI's workers, stored once);
here the interaction is deferred first (a review takes seconds) and the summary worded in the reader's
language.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from bot.discord import escape, safe
from bot.discord.actions import actor_of
from bot.discord.components import PREFIX
from bot.discord.id_button import IdButton, template
from bot.discord.translator import described
from bot.i18n import t
from bot.service.errors import Refusal
from bot.service.review import ReviewService, ReviewSummary
from sticheln.review import THRESHOLDS

GAME_ID_MAX = 2**53  # a game number from /history


def _reviews(interaction: discord.Interaction) -> ReviewService:
    return interaction.client.reviews  # type: ignore[attr-defined, no-any-return]


def register(tree: app_commands.CommandTree) -> None:
    @tree.command(name="review", description=described("dc_cmd_review"))
    @app_commands.describe(game=described("dc_arg_review_game"))
    @app_commands.guild_only()
    async def review(
        interaction: discord.Interaction, game: app_commands.Range[int, 1, GAME_ID_MAX] | None = None
    ) -> None:
        table = interaction.channel_id or 0
        if isinstance(interaction.channel, discord.Thread) and interaction.channel.parent_id:
            table = interaction.channel.parent_id  # a game's thread belongs to its channel's table
        await answer(
            interaction,
            lambda reviews: reviews.review(interaction.guild_id, table, actor_of(interaction), game),
        )


class ReviewButton(IdButton, template=template(PREFIX, "review")):
    """On a game's result post: the clicking player's review of their last game at that table, privately."""

    prefix, action, label_key, emoji = PREFIX, "review", "dc_review_button", "🔍"

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(
            interaction,
            lambda reviews: reviews.review_at_table(interaction.guild_id, self.target, actor_of(interaction)),
        )


def with_review_button(view: discord.ui.View, table_id: int) -> discord.ui.View:
    """The result post's buttons with "Review my game" added."""
    view.add_item(ReviewButton(table_id))
    return view


async def answer(interaction: discord.Interaction, ask: Callable[[ReviewService], Awaitable[ReviewSummary]]) -> None:
    """Defer privately, then show the summary or the refusal."""
    if not await safe.defer(interaction, ephemeral=True):
        return
    try:
        summary = await ask(_reviews(interaction))
    except Refusal as refusal:
        await safe.respond(interaction, escape.refusal(refusal))
        return
    await safe.respond(interaction, summary_text(summary))


def summary_text(s: ReviewSummary) -> str:
    """The private answer: the seat's summary and its costliest decisions (well under 2,000 characters)."""
    limits = {name: least for least, name in THRESHOLDS}
    lines = [
        t("dc_review_title", game=s.game_id, name=escape.name(s.name)),
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
