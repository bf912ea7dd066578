"""The club's slash commands: /tournament, /season, /history, /lfg, /settings; and what /leaderboard season:N,
/stats and /export game:N add to the table commands. Each is one club service call through ``Actions.run``.

Answers are ephemeral; what everyone should see (a tournament opening, its
rounds and standings, a call for players, a new season) is posted in the
channel by the club's desks.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.club.history import PastGame
from bot.club.server_settings import FIELDS
from bot.discord import safe
from bot.discord.actor import actor_of
from bot.discord.club import embeds
from bot.discord.club.chart import CHART_FILE, chart_file
from bot.discord.collaborators import LfgDesk, bot_of
from bot.discord.language import channel_language
from bot.discord.limits import GAME_ID_MAX
from bot.discord.links.web_links import WebLinks
from bot.discord.table.table_actions import TableActions
from bot.discord.translator import described
from bot.i18n import speaking, t
from bot.model.errors import Refusal

if TYPE_CHECKING:
    from bot.club.service import ClubService
    from bot.discord.club.tournament import TournamentDesk

SETTING_CHOICES = [
    app_commands.Choice(name=described("cl_choice_setting", setting=name), value=name) for name in FIELDS
]
SEASON_ACTIONS = [app_commands.Choice(name=described("cl_choice_new"), value="new")]
# a game number from /history: Discord's integers end at 2^53 - 1 (a bound of 2^53 made Discord refuse the whole
# command sync, and the bot would not start)


def _replay_url(links: WebLinks, guild_id: int, game: PastGame) -> str | None:
    """A game of someone's history: its replay with their seat's review beside it (a note says how to ask for
    one not made yet)."""
    if game.seat is None:
        return links.replay(guild_id, game.game_id)
    return links.review(guild_id, game.game_id, game.seat)


def _actions(interaction: discord.Interaction) -> TableActions:
    return bot_of(interaction).actions


def _club(interaction: discord.Interaction) -> ClubService:
    return bot_of(interaction).club


def _desk(interaction: discord.Interaction) -> TournamentDesk:
    return bot_of(interaction).tournaments


def _lfg(interaction: discord.Interaction) -> LfgDesk:
    return bot_of(interaction).lfg


def _guild(interaction: discord.Interaction) -> int:
    return interaction.guild_id or 0


def _channel(interaction: discord.Interaction) -> int:
    return interaction.channel_id or 0


async def is_table_thread(interaction: discord.Interaction, thread_id: int) -> bool:
    """Is this thread a tournament's table (a table of its own, not a game thread of its channel's table)?"""
    try:
        return await _club(interaction).tournament_of_table(thread_id) is not None
    except Refusal:  # the database is away: the thread's channel is the likelier table
        return False


async def _send(interaction: discord.Interaction, **kwargs: Any) -> None:
    """A private follow-up (the interaction is deferred already)."""
    result = await safe.call(lambda: interaction.followup.send(ephemeral=True, **kwargs), "club reply")
    if not result.ok:
        await safe.respond(interaction, t("dc_failed"))


async def _announce(interaction: discord.Interaction, words: Callable[[], str]) -> None:
    """Post ``words()`` in the channel, in the channel's language (not the caller's: everyone reads it)."""
    club = _club(interaction)
    with speaking(await channel_language(interaction.client, club.tables, _channel(interaction))):
        text = words()
    channel = interaction.client.get_partial_messageable(_channel(interaction))
    none = discord.AllowedMentions.none()
    limiter = bot_of(interaction).limiter
    await safe.call(
        lambda: channel.send(text, allowed_mentions=none),
        "club announcement",
        gate=limiter.gate(channel.id, urgent=True),
    )


def _register_tournaments(tree: app_commands.CommandTree, guild_only: Any) -> None:
    """``/tournament``: create, join, leave (the entry), start, standings, cancel (running it)."""
    tournament = app_commands.Group(name="tournament", description=described("cl_cmd_tournament"), guild_only=True)
    _tournament_entry(tournament)
    _tournament_running(tournament)
    tree.add_command(tournament)


def _tournament_entry(tournament: app_commands.Group) -> None:
    @tournament.command(name="create", description=described("cl_cmd_t_create"))
    @app_commands.describe(
        name=described("cl_arg_t_name"),
        rounds=described("cl_arg_t_rounds"),
        table_size=described("cl_arg_t_table_size"),
        dm=described("cl_arg_t_dm"),
        rated=described("cl_arg_t_rated"),
    )
    async def create(
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 32],
        rounds: app_commands.Range[int, 1, 10],
        table_size: app_commands.Range[int, 3, 6],
        dm: bool = False,
        rated: bool = False,
    ) -> None:
        club, actor = _club(interaction), actor_of(interaction)
        made = await _actions(interaction).run(
            interaction,
            lambda: club.create_tournament(
                _guild(interaction), _channel(interaction), actor, name, rounds, table_size, dm, rated
            ),
            lambda found: t("dc_ok_done"),
        )
        if made is not None:
            await _announce(interaction, lambda: embeds.tournament_created(made, actor.name))

    @tournament.command(name="join", description=described("cl_cmd_t_join"))
    async def join(interaction: discord.Interaction) -> None:
        club = _club(interaction)
        await _actions(interaction).run(
            interaction,
            lambda: club.join_tournament(_channel(interaction), actor_of(interaction)),
            lambda done: t("cl_t_joined", name=embeds.name(done[0].name), count=done[1]),
        )

    @tournament.command(name="leave", description=described("cl_cmd_t_leave"))
    async def leave(interaction: discord.Interaction) -> None:
        club = _club(interaction)
        await _actions(interaction).run(
            interaction,
            lambda: club.leave_tournament(_channel(interaction), actor_of(interaction)),
            lambda found: t("cl_t_left", name=embeds.name(found.name)),
        )


def _tournament_running(tournament: app_commands.Group) -> None:
    @tournament.command(name="start", description=described("cl_cmd_t_start"))
    async def start(interaction: discord.Interaction) -> None:
        club = _club(interaction)
        progress = await _actions(interaction).run(
            interaction,
            lambda: club.start_tournament(_channel(interaction), actor_of(interaction)),
            lambda _: t("cl_t_started"),
        )
        if progress is not None:
            await _desk(interaction).carry_on(progress)

    @tournament.command(name="standings", description=described("cl_cmd_t_standings"))
    async def standings(interaction: discord.Interaction) -> None:
        club = _club(interaction)
        found = await _actions(interaction).run(
            interaction, lambda: club.tournament_standings(_channel(interaction)), None
        )
        if found is not None:
            await _send(interaction, embed=embeds.standings_embed(found))

    @tournament.command(name="cancel", description=described("cl_cmd_t_cancel"))
    async def cancel(interaction: discord.Interaction) -> None:
        club = _club(interaction)
        found = await _actions(interaction).run(
            interaction, lambda: club.cancel_tournament(_channel(interaction), actor_of(interaction)), t("dc_ok_done")
        )
        if found is not None:
            await _announce(interaction, lambda: t("cl_t_cancelled", name=embeds.name(found.name)))


def _register_seasons(tree: app_commands.CommandTree, guild_only: Any) -> None:
    """``/season`` and ``/history``."""

    @tree.command(name="season", description=described("cl_cmd_season"))
    @app_commands.describe(action=described("cl_arg_season_action"))
    @app_commands.choices(action=SEASON_ACTIONS)
    @guild_only
    async def season(interaction: discord.Interaction, action: app_commands.Choice[str] | None = None) -> None:
        club = _club(interaction)
        if action is None:
            found = await _actions(interaction).run(interaction, lambda: club.season(_guild(interaction)), None)
            if found is not None:
                await _send(interaction, embed=embeds.season_embed(found))
            return
        following = await _actions(interaction).run(
            interaction, lambda: club.new_season(_guild(interaction), actor_of(interaction)), None
        )
        if following is not None:
            number = following.number
            await _announce(interaction, lambda: t("cl_season_new", number=number, previous=number - 1))
            await _send(interaction, embed=embeds.season_embed(following))

    @tree.command(name="history", description=described("cl_cmd_history"))
    @app_commands.describe(player=described("dc_arg_player"), game=described("cl_arg_game"))
    @guild_only
    async def history(
        interaction: discord.Interaction,
        player: discord.Member | None = None,
        game: app_commands.Range[int, 1, GAME_ID_MAX] | None = None,
    ) -> None:
        club = _club(interaction)
        if game is not None:
            scores = await _actions(interaction).run(
                interaction, lambda: club.game_scores(_guild(interaction), game), None
            )
            if scores is not None:
                embed = embeds.game_embed(scores)
                embed.url = bot_of(interaction).web_links.replay(
                    _guild(interaction), game
                )  # the title opens the replay
                embed.set_image(url=f"attachment://{CHART_FILE}")
                await _send(interaction, embed=embed, file=chart_file(list(scores.names), scores.rounds))
            return
        who = player or interaction.user
        games = await _actions(interaction).run(interaction, lambda: club.history(_guild(interaction), who.id), None)
        if games is not None:
            embed = embeds.history_embed(who.display_name, games)
            web = bot_of(interaction).web_links
            links = embeds.replay_links([(g.game_id, _replay_url(web, _guild(interaction), g)) for g in games])
            if links:
                embed.add_field(name=t("web_replays"), value=links, inline=False)
            await _send(interaction, embed=embed)


def _register_lfg(tree: app_commands.CommandTree, guild_only: Any) -> None:
    """``/lfg``, a call for players."""

    @tree.command(name="lfg", description=described("cl_cmd_lfg"))
    @app_commands.describe(players=described("cl_arg_lfg_players"), note=described("cl_arg_lfg_note"))
    @guild_only
    async def lfg(
        interaction: discord.Interaction,
        players: app_commands.Range[int, 3, 6] | None = None,
        note: app_commands.Range[str, 0, 200] | None = None,
    ) -> None:
        await _lfg(interaction).post(interaction, players, note)


def _register_settings(tree: app_commands.CommandTree, guild_only: Any) -> None:
    """``/settings``, the server's own."""

    @tree.command(name="settings", description=described("cl_cmd_settings"))
    @app_commands.describe(
        pain_seconds=described("cl_arg_pain_seconds"),
        card_seconds=described("cl_arg_card_seconds"),
        lfg_role=described("cl_arg_lfg_role"),
        results_channel=described("cl_arg_results_channel"),
        monthly=described("cl_arg_monthly"),
        clear=described("cl_arg_clear"),
        web=described("web_arg_settings"),
    )
    @app_commands.choices(clear=SETTING_CHOICES)
    @guild_only
    async def settings(
        interaction: discord.Interaction,
        pain_seconds: app_commands.Range[int, 10, 3600] | None = None,
        card_seconds: app_commands.Range[int, 10, 3600] | None = None,
        lfg_role: discord.Role | None = None,
        results_channel: discord.TextChannel | None = None,
        monthly: bool | None = None,
        clear: app_commands.Choice[str] | None = None,
        web: bool | None = None,
    ) -> None:
        club, guild = _club(interaction), _guild(interaction)
        if web is not None:
            await _switch_web(interaction, guild, web)
            return
        changes = (pain_seconds, card_seconds, lfg_role, results_channel, monthly, clear)
        if all(value is None for value in changes):
            found = await _actions(interaction).run(interaction, lambda: club.settings(guild), None)
        else:
            found = await _actions(interaction).run(
                interaction,
                lambda: club.change_settings(
                    guild,
                    actor_of(interaction),
                    pain_seconds,
                    card_seconds,
                    lfg_role.id if lfg_role else None,
                    results_channel.id if results_channel else None,
                    monthly,
                    [clear.value] if clear else [],
                ),
                None,
            )
        if found is not None:
            await _send(interaction, embed=embeds.settings_embed(found, club.tables.settings.timers_for(guild)))


def register(tree: app_commands.CommandTree) -> None:
    """The club's commands, a feature at a time."""
    guild_only = app_commands.guild_only()
    _register_tournaments(tree, guild_only)
    _register_seasons(tree, guild_only)
    _register_lfg(tree, guild_only)
    _register_settings(tree, guild_only)


async def _switch_web(interaction: discord.Interaction, guild: int, on: bool) -> None:
    """``/settings web:``: a moderator switches the web table's links and pages on or off for the server."""
    club, web = _club(interaction), bot_of(interaction).web_links

    async def switch() -> None:
        if not actor_of(interaction).moderator:
            raise Refusal("club_moderator_only")
        await web.switch(club.tables.notes, guild, on)

    await _actions(interaction).run(interaction, switch, t("web_switched", on="yes" if on else "no"))


# -- what the table commands gain (called from bot.discord.table.commands) ----------------------


async def season_leaderboard(interaction: discord.Interaction, season: int) -> None:
    """``/leaderboard season:N``: a season's board, past or current."""
    club = _club(interaction)
    found = await _actions(interaction).run(
        interaction, lambda: club.leaderboard(_guild(interaction), interaction.user.id, season), None
    )
    if found is not None:
        await _send(interaction, embed=embeds.season_leaderboard_embed(*found))


async def seasons_of(interaction: discord.Interaction, user_id: int) -> discord.Embed | None:
    """``/stats``: the player's figures per season, as a second embed (None if the database refuses)."""
    try:
        return embeds.seasons_embed(await _club(interaction).season_figures(_guild(interaction), user_id))
    except Refusal:  # the database refused: /stats shows what it has
        return None


async def export_game(interaction: discord.Interaction, game: int) -> None:
    """``/export game:N``: any stored game of this server, as its record."""
    club = _club(interaction)
    record = await _actions(interaction).run(interaction, lambda: club.game_record(_guild(interaction), game), None)
    if record is None:
        return
    data = json.dumps(record, indent=1).encode()
    file = discord.File(io.BytesIO(data), filename=f"sticheln-game-{game}.json")
    replay = bot_of(interaction).web_links.replay(_guild(interaction), game)
    content = t("dc_export") + ("\n" + t("web_replay_line", url=replay) if replay else "")
    await _send(interaction, content=content, file=file)
