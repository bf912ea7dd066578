"""``/play``: open the channel's table inside Discord (the Activity), or its web link where that cannot be.

The Activity opens with the interaction callback LAUNCH_ACTIVITY. Where the settings have no Activity, or
Discord refuses the launch (Activities not enabled for the application, a channel that cannot hold one),
the user gets the web table's link instead: their personal link while they sit at the running game, else
the spectator's.

Discord gives an application with Activities enabled an *entry point* command (type PRIMARY_ENTRY_POINT,
"Launch" in the App Launcher). discord.py cannot declare one, and its ``tree.sync()`` overwrites the global
commands with the tree's only; Discord refuses such an overwrite (error 50240) rather than drop the entry
point, so :func:`sync_global` sends the entry point along, as Discord has it.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.discord import safe
from bot.discord.collaborators import bot_of
from bot.discord.table.commands import _table as table_of
from bot.discord.translator import described
from bot.i18n import t

log = logging.getLogger(__name__)
PRIMARY_ENTRY_POINT = 4  # the application command type of an Activity's entry point
ENTRY_POINT_REQUIRED = 50240  # Discord: a bulk overwrite must keep the entry point command
# what a command is created from (the rest of what Discord returns, its id and version, it makes itself)
ENTRY_POINT_FIELDS = (
    "name",
    "type",
    "description",
    "handler",
    "contexts",
    "integration_types",
    "name_localizations",
    "description_localizations",
    "default_member_permissions",
    "nsfw",
)


def register(tree: app_commands.CommandTree) -> None:
    @tree.command(name="play", description=described("dc_cmd_play"))
    @app_commands.guild_only()
    async def play(interaction: discord.Interaction) -> None:
        await launch(interaction)


async def launch(interaction: discord.Interaction) -> None:
    settings = bot_of(interaction).settings
    if settings.activity_client_id is not None and settings.activity_client_secret is not None:
        try:
            await interaction.response.launch_activity()
            return
        except discord.HTTPException as refused:  # not answered: the link below still can be
            log.info("/play: Discord refused to launch the Activity (%s %s)", refused.status, refused.code)
    url = await bot_of(interaction).web_links.personal(await table_of(interaction), interaction.user.id)
    text = t("activity_launch_browser", url=url) if url else t("activity_launch_nothing")
    await safe.respond(interaction, text, ephemeral=True)


def is_entry_point(interaction: discord.Interaction) -> bool:
    """The application's entry point command, sent to the bot where its handler is APP_HANDLER (1); with
    Discord's default handler (DISCORD_LAUNCH_ACTIVITY, 2) Discord opens the Activity and sends nothing."""
    data: Any = interaction.data or {}
    return interaction.type is discord.InteractionType.application_command and data.get("type") == PRIMARY_ENTRY_POINT


async def sync_global(tree: app_commands.CommandTree, *, keep_entry_point: bool) -> None:
    """``tree.sync()`` of the global commands that keeps Discord's entry point command.

    ``keep_entry_point`` (the Activity is configured): read the commands Discord has first. Otherwise
    the plain sync, and the entry point is read and kept only if Discord refuses for want of it."""
    if not keep_entry_point:
        try:
            await tree.sync()
            return
        except discord.HTTPException as refused:
            if refused.code != ENTRY_POINT_REQUIRED:
                raise
    client, http = tree.client, tree.client.http
    application = client.application_id
    if application is None:
        raise app_commands.MissingApplicationID
    kept = [
        _entry_point(c) for c in await http.get_global_commands(application) if c.get("type") == PRIMARY_ENTRY_POINT
    ]
    translator = tree.translator
    commands = tree._get_all_commands()
    if translator is not None:
        payload = [await command.get_translated_payload(tree, translator) for command in commands]
    else:
        payload = [command.to_dict(tree) for command in commands]
    await http.bulk_upsert_global_commands(application, payload=[*payload, *kept])


def _entry_point(command: Any) -> Any:
    return {key: command[key] for key in ENTRY_POINT_FIELDS if key in command}
