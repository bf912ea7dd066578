"""The BSW table commands as slash commands. Each is one service call through :class:`Actions`.

The table is the channel the command is used in. Refusals come back as an
ephemeral reply with the service's sentence; public effects (a join, a start)
reach the channel through the service's events, rendered by the board.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.discord import escape, render, safe
from bot.discord.actions import Actions, actor_of
from bot.discord.translator import described
from bot.i18n import LOCALES, NATIVE_NAMES, t
from bot.service.events import Board, PeekGranted
from bot.service.options import FLAGS, NAMES
from sticheln.ai import LEVELS

LEVEL_CHOICES = [app_commands.Choice(name=described("ai_level", level=level), value=level) for level in LEVELS]
YES_NO = [
    app_commands.Choice(name=described("dc_choice_yes"), value="yes"),
    app_commands.Choice(name=described("dc_choice_no"), value="no"),
]


def _actions(interaction: discord.Interaction) -> Actions:
    return interaction.client.actions  # type: ignore[attr-defined, no-any-return]


def _table(interaction: discord.Interaction) -> int:
    """A table is its channel; in a game's thread (option thread), the channel the thread belongs to."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.parent_id:
        return channel.parent_id
    return interaction.channel_id or 0


def option_values(name: str) -> list[str]:
    name = name.strip().lower()
    if name in FLAGS:
        return ["on", "off"]
    if name == "start":
        return [str(seat) for seat in range(6)]
    if name == "rounds":
        return ["players", "default"]
    if name == "language":
        return [*LOCALES, "default"]
    return []


async def _option_name_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    current = current.strip().lower()
    return [app_commands.Choice(name=n, value=n) for n in NAMES if current in n][:25]


async def _option_value_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    name = str(getattr(interaction.namespace, "name", "") or "")
    current = current.strip().lower()
    values = [v for v in option_values(name) if current in v.lower()]
    return [app_commands.Choice(name=_value_label(v), value=v) for v in values][:25]


def _value_label(value: str) -> str:
    """A language offered by its own name too ("de · Deutsch"); other values as typed."""
    return f"{value} · {NATIVE_NAMES[value]}" if value in NATIVE_NAMES else value


def register(tree: app_commands.CommandTree) -> None:
    guild_only = app_commands.guild_only()

    @tree.command(name="join", description=described("dc_cmd_join"))
    @app_commands.describe(seat=described("dc_arg_seat"))
    @guild_only
    async def join(interaction: discord.Interaction, seat: app_commands.Range[int, 0, 5] | None = None) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction,
            lambda: actions.service.join(_table(interaction), interaction.guild_id, actor_of(interaction), seat),
            t("dc_ok_join"),
        )

    @tree.command(name="leave", description=described("dc_cmd_leave"))
    @guild_only
    async def leave(interaction: discord.Interaction) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction, lambda: actions.service.leave(_table(interaction), actor_of(interaction)), t("dc_ok_leave")
        )

    async def _start(interaction: discord.Interaction, rated: bool, dm: bool) -> None:
        actions = _actions(interaction)
        table = _table(interaction)

        async def start_game() -> Board:
            await actions.service.start(table, actor_of(interaction), rated=rated, dm=dm)
            return await actions.service.board(table)

        def started(board: Board) -> str:
            # /start asked for a rated game; computer players make it a practice game
            return t("dc_ok_start_unrated") if rated and not board.rated else t("dc_ok_start")

        await actions.run(interaction, start_game, started)

    @tree.command(name="start", description=described("dc_cmd_start"))
    @app_commands.describe(dm=described("dc_arg_dm"))
    @guild_only
    async def start(interaction: discord.Interaction, dm: bool = False) -> None:
        await _start(interaction, True, dm)

    @tree.command(name="startnosave", description=described("dc_cmd_startnosave"))
    @app_commands.describe(dm=described("dc_arg_dm"))
    @guild_only
    async def startnosave(interaction: discord.Interaction, dm: bool = False) -> None:
        await _start(interaction, False, dm)

    @tree.command(name="option", description=described("dc_cmd_option"))
    @app_commands.describe(name=described("dc_arg_option_name"), value=described("dc_arg_option_value"))
    @app_commands.autocomplete(name=_option_name_autocomplete, value=_option_value_autocomplete)
    @guild_only
    async def option(interaction: discord.Interaction, name: str | None = None, value: str | None = None) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction,
            lambda: actions.service.set_option(_table(interaction), actor_of(interaction), name, value),
            lambda lines: "\n".join(map(str, lines)),
        )

    @tree.command(name="spielinfo", description=described("dc_cmd_spielinfo"))
    @guild_only
    async def spielinfo(interaction: discord.Interaction) -> None:
        actions = _actions(interaction)
        board = await actions.run(interaction, lambda: actions.service.board(_table(interaction)), None)
        if board is None:
            return
        if board.phase in ("pain", "tricks"):
            embed = await actions.board_embed(board)
            await safe.call(lambda: interaction.followup.send(embed=embed, ephemeral=True), "spielinfo")
        else:
            await safe.respond(interaction, render.lobby_text(board))

    @tree.command(name="reset", description=described("dc_cmd_reset"))
    @guild_only
    async def reset(interaction: discord.Interaction) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction, lambda: actions.service.reset(_table(interaction), actor_of(interaction)), t("dc_ok_done")
        )

    @tree.command(name="remove", description=described("dc_cmd_remove"))
    @app_commands.describe(player=described("dc_arg_player"))
    @guild_only
    async def remove(interaction: discord.Interaction, player: discord.Member) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction,
            lambda: actions.service.remove(_table(interaction), actor_of(interaction), player.id),
            t("dc_ok_done"),
        )

    @tree.command(name="accept", description=described("dc_cmd_accept"))
    @guild_only
    async def accept(interaction: discord.Interaction) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction, lambda: actions.service.vote(_table(interaction), actor_of(interaction), True), t("dc_ok_vote")
        )

    @tree.command(name="refuse", description=described("dc_cmd_refuse"))
    @guild_only
    async def refuse(interaction: discord.Interaction) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction,
            lambda: actions.service.vote(_table(interaction), actor_of(interaction), False),
            t("dc_ok_vote"),
        )

    @tree.command(name="peek", description=described("dc_cmd_peek"))
    @app_commands.describe(player=described("dc_arg_player"))
    @guild_only
    async def peek(interaction: discord.Interaction, player: discord.Member) -> None:
        actions = _actions(interaction)

        def shown(granted: PeekGranted) -> str:
            return t("dc_peek", name=escape.name(granted.name)) + "\n" + render.hand_lines(granted.hand)

        await actions.run(
            interaction, lambda: actions.service.peek(_table(interaction), actor_of(interaction), player.id), shown
        )

    @tree.command(name="allowpeek", description=described("dc_cmd_allowpeek"))
    @app_commands.describe(allow=described("dc_arg_allow"))
    @app_commands.choices(allow=YES_NO)
    @guild_only
    async def allowpeek(interaction: discord.Interaction, allow: app_commands.Choice[str]) -> None:
        actions = _actions(interaction)
        yes = allow.value == "yes"
        await actions.run(
            interaction,
            lambda: actions.service.allow_peek(_table(interaction), actor_of(interaction), yes),
            t("dc_ok_allowpeek_yes" if yes else "dc_ok_allowpeek_no"),
        )

    @tree.command(name="addbot", description=described("dc_cmd_addbot"))
    @app_commands.describe(level=described("dc_arg_level"))
    @app_commands.choices(level=LEVEL_CHOICES)
    @guild_only
    async def addbot(interaction: discord.Interaction, level: app_commands.Choice[str] | None = None) -> None:
        actions = _actions(interaction)
        chosen = level.value if level is not None else None
        await actions.run(
            interaction,
            lambda: actions.service.add_bot(_table(interaction), interaction.guild_id, actor_of(interaction), chosen),
            t("dc_ok_addbot"),
        )

    @tree.command(name="hand", description=described("dc_cmd_hand"))
    @guild_only
    async def hand(interaction: discord.Interaction) -> None:
        await _actions(interaction).show_hand(interaction, _table(interaction))

    @tree.command(name="leaderboard", description=described("dc_cmd_leaderboard"))
    @guild_only
    async def leaderboard(interaction: discord.Interaction) -> None:
        actions = _actions(interaction)
        board = await actions.run(
            interaction, lambda: actions.service.leaderboard(interaction.guild_id, interaction.user.id), None
        )
        if board is not None:
            await safe.call(
                lambda: interaction.followup.send(embed=render.leaderboard_embed(board), ephemeral=True), "leaderboard"
            )

    @tree.command(name="stats", description=described("dc_cmd_stats"))
    @app_commands.describe(player=described("dc_arg_player"))
    @guild_only
    async def stats(interaction: discord.Interaction, player: discord.Member | None = None) -> None:
        actions = _actions(interaction)
        who = player or interaction.user
        found = await actions.run(interaction, lambda: actions.service.stats(interaction.guild_id, who.id), None)
        if found is not None:
            embed = render.stats_embed(found, who.display_name)
            await safe.call(lambda: interaction.followup.send(embed=embed, ephemeral=True), "stats")

    @tree.command(name="rules", description=described("dc_cmd_rules"))
    async def rules(interaction: discord.Interaction) -> None:
        await safe.respond(interaction, t("dc_rules"), ephemeral=True)

    @tree.command(name="export", description=described("dc_cmd_export"))
    @guild_only
    async def export(interaction: discord.Interaction) -> None:
        await _actions(interaction).export(interaction, _table(interaction))
