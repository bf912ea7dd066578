"""The BSW table commands as slash commands. Each is one service call through :class:`Actions`.

The table is the channel the command is used in. Refusals come back as an
ephemeral reply with the service's sentence; public effects (a join, a start)
reach the channel through the service's events, rendered by the board.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord
from discord import app_commands

from bot.discord import escape, safe
from bot.discord.actor import actor_of
from bot.discord.club import commands as club
from bot.discord.collaborators import bot_of
from bot.discord.invite import missing_permissions
from bot.discord.limits import GAME_ID_MAX
from bot.discord.table import render
from bot.discord.table.table_actions import TableActions
from bot.discord.translator import described
from bot.i18n import LOCALES, NATIVE_NAMES, t
from bot.model.events import Board, PeekGranted
from bot.model.options import FLAGS, NAMES
from bot.model.seat_numbers import seat_id
from sticheln.ai import LEVELS
from sticheln.cards import MAX_PLAYERS

LEVEL_CHOICES = [app_commands.Choice(name=described("ai_level", level=level), value=level) for level in LEVELS]
T = TypeVar("T")
YES_NO = [
    app_commands.Choice(name=described("dc_choice_yes"), value="yes"),
    app_commands.Choice(name=described("dc_choice_no"), value="no"),
]


def _actions(interaction: discord.Interaction) -> TableActions:
    return bot_of(interaction).actions


async def _table(interaction: discord.Interaction) -> int:
    """A table is its channel. In a thread: a tournament's table is its own thread (issue 14); any other
    thread is a game's thread (option thread) of the table that is the channel it belongs to."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.parent_id:
        return channel.id if await club.is_table_thread(interaction, channel.id) else channel.parent_id
    return interaction.channel_id or 0


def _at_table(
    interaction: discord.Interaction, operation: Callable[..., Awaitable[T]], *args: Any
) -> Callable[[], Awaitable[T]]:
    """``operation(table_id, *args)`` once the table is known (found after the interaction is deferred)."""

    async def run() -> T:
        return await operation(await _table(interaction), *args)

    return run


async def _may_play_here(interaction: discord.Interaction) -> bool:
    """The bot may post its table here; else the user is told, privately, which permissions it lacks."""
    missing = missing_permissions(
        interaction.app_permissions, in_thread=isinstance(interaction.channel, discord.Thread)
    )
    if missing:
        await safe.respond(interaction, t("dc_missing_permissions", permissions=", ".join(missing)))
    return not missing


def option_values(name: str) -> list[str]:
    name = name.strip().lower()
    if name in FLAGS:
        return ["on", "off"]
    if name == "start":
        return [str(number) for number in range(1, MAX_PLAYERS + 1)]  # seat numbers, as people count
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


async def _start(interaction: discord.Interaction, rated: bool, dm: bool) -> None:
    if not await _may_play_here(interaction):
        return
    actions = _actions(interaction)

    async def start_game() -> Board:
        table = await _table(interaction)
        await actions.service.start(table, actor_of(interaction), rated=rated, dm=dm)
        return await actions.service.board(table)

    def started(board: Board) -> str:
        # /start asked for a rated game; computer players make it a practice game
        return t("dc_ok_start_unrated") if rated and not board.rated else t("dc_ok_start")

    await actions.run(interaction, start_game, started)


def _register_seats(tree: app_commands.CommandTree, guild_only: Any) -> None:
    """Taking and leaving seats, and the computer's."""

    @tree.command(name="join", description=described("dc_cmd_join"))
    @app_commands.describe(seat=described("dc_arg_seat"))
    @guild_only
    async def join(interaction: discord.Interaction, seat: int | None = None) -> None:
        if not await _may_play_here(interaction):
            return
        # any number is taken: one the table has no seat for is refused in words, with the seats' range (1 to n)
        actions = _actions(interaction)
        wanted = seat_id(seat) if seat is not None else None
        await actions.run(
            interaction,
            _at_table(interaction, actions.service.join, interaction.guild_id, actor_of(interaction), wanted),
            t("dc_ok_join"),
        )

    @tree.command(name="leave", description=described("dc_cmd_leave"))
    @guild_only
    async def leave(interaction: discord.Interaction) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction, _at_table(interaction, actions.service.leave, actor_of(interaction)), t("dc_ok_leave")
        )


def _register_games(tree: app_commands.CommandTree, guild_only: Any) -> None:
    """Starting a game, the table's options, its state and a reset."""

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
            _at_table(interaction, actions.service.set_option, actor_of(interaction), name, value),
            lambda lines: "\n".join(map(str, lines)),
        )

    @tree.command(name="spielinfo", description=described("dc_cmd_spielinfo"))
    @guild_only
    async def spielinfo(interaction: discord.Interaction) -> None:
        actions = _actions(interaction)
        board = await actions.run(interaction, _at_table(interaction, actions.service.board), None)
        if board is None:
            return
        if board.phase in ("pain", "tricks"):
            embed = await actions.board_embed(board)
            watch = bot_of(interaction).web_links.spectator_button(board.table_id)
            view = discord.ui.View().add_item(watch) if watch is not None else discord.utils.MISSING
            await safe.call(lambda: interaction.followup.send(embed=embed, view=view, ephemeral=True), "spielinfo")
        else:
            await safe.respond(interaction, render.lobby_text(board))

    @tree.command(name="reset", description=described("dc_cmd_reset"))
    @guild_only
    async def reset(interaction: discord.Interaction) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction, _at_table(interaction, actions.service.reset, actor_of(interaction)), t("dc_ok_done")
        )


def _register_votes(tree: app_commands.CommandTree, guild_only: Any) -> None:
    """Votes (removing a player), peeking at a hand."""

    @tree.command(name="remove", description=described("dc_cmd_remove"))
    @app_commands.describe(player=described("dc_arg_player"))
    @guild_only
    async def remove(interaction: discord.Interaction, player: discord.Member) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction,
            _at_table(interaction, actions.service.remove, actor_of(interaction), player.id),
            t("dc_ok_done"),
        )

    @tree.command(name="accept", description=described("dc_cmd_accept"))
    @guild_only
    async def accept(interaction: discord.Interaction) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction, _at_table(interaction, actions.service.vote, actor_of(interaction), True), t("dc_ok_vote")
        )

    @tree.command(name="refuse", description=described("dc_cmd_refuse"))
    @guild_only
    async def refuse(interaction: discord.Interaction) -> None:
        actions = _actions(interaction)
        await actions.run(
            interaction,
            _at_table(interaction, actions.service.vote, actor_of(interaction), False),
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
            interaction, _at_table(interaction, actions.service.peek, actor_of(interaction), player.id), shown
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
            _at_table(interaction, actions.service.allow_peek, actor_of(interaction), yes),
            t("dc_ok_allowpeek_yes" if yes else "dc_ok_allowpeek_no"),
        )


def _register_computer(tree: app_commands.CommandTree, guild_only: Any) -> None:
    """A computer player."""

    @tree.command(name="addbot", description=described("dc_cmd_addbot"))
    @app_commands.describe(level=described("dc_arg_level"))
    @app_commands.choices(level=LEVEL_CHOICES)
    @guild_only
    async def addbot(interaction: discord.Interaction, level: app_commands.Choice[str] | None = None) -> None:
        actions = _actions(interaction)
        chosen = level.value if level is not None else None
        await actions.run(
            interaction,
            _at_table(interaction, actions.service.add_bot, interaction.guild_id, actor_of(interaction), chosen),
            t("dc_ok_addbot"),
        )


def _register_hands(tree: app_commands.CommandTree, guild_only: Any) -> None:
    """One's own hand and a hint."""

    @tree.command(name="hand", description=described("dc_cmd_hand"))
    @guild_only
    async def hand(interaction: discord.Interaction) -> None:
        await _actions(interaction).show_hand(interaction, await _table(interaction))

    @tree.command(name="hint", description=described("dc_cmd_hint"))
    @guild_only
    async def hint(interaction: discord.Interaction) -> None:
        actions, table = _actions(interaction), await _table(interaction)
        await actions.run(interaction, lambda: actions.service.hint(table, actor_of(interaction)), render.hint_text)


def _register_standings(tree: app_commands.CommandTree, guild_only: Any) -> None:
    """Standings, statistics, the rules and the game record."""

    @tree.command(name="leaderboard", description=described("dc_cmd_leaderboard"))
    @app_commands.describe(season=described("cl_arg_season"))
    @guild_only
    async def leaderboard(
        interaction: discord.Interaction, season: app_commands.Range[int, 1, 100_000] | None = None
    ) -> None:
        if season is not None:
            await club.season_leaderboard(interaction, season)
            return
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
            shown = [render.stats_embed(found, who.display_name)]
            shown += [e for e in [await club.seasons_of(interaction, who.id)] if e is not None]
            await safe.call(lambda: interaction.followup.send(embeds=shown, ephemeral=True), "stats")

    @tree.command(name="rules", description=described("dc_cmd_rules"))
    async def rules(interaction: discord.Interaction) -> None:
        await safe.respond(interaction, t("dc_rules"), ephemeral=True)

    @tree.command(name="export", description=described("dc_cmd_export"))
    @app_commands.describe(game=described("cl_arg_game"))
    @guild_only
    async def export(
        interaction: discord.Interaction, game: app_commands.Range[int, 1, GAME_ID_MAX] | None = None
    ) -> None:
        if game is not None:
            await club.export_game(interaction, game)
            return
        await _actions(interaction).export(interaction, await _table(interaction))


def register(tree: app_commands.CommandTree) -> None:
    """Every table command, a feature at a time, and the club's."""
    guild_only = app_commands.guild_only()
    _register_seats(tree, guild_only)
    _register_games(tree, guild_only)
    _register_votes(tree, guild_only)
    _register_computer(tree, guild_only)
    _register_hands(tree, guild_only)
    _register_standings(tree, guild_only)
    club.register(tree)
