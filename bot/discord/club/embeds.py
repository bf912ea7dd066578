"""Club state as Discord text and embeds: tournament standings and podium, seasons, history, settings, LFG calls.

Pure functions, no Discord calls; every sentence comes from the translation files (:mod:`bot.i18n`).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import discord

from bot.club.history import GameScores, PastGame
from bot.club.lfg import Call
from bot.club.scoring import Entry
from bot.club.seasons import Season, SeasonFigures
from bot.club.server_settings import ServerSettings
from bot.club.tournament import RoundTable, Standings, Tournament
from bot.discord.table import render
from bot.i18n import number, t, word_list
from bot.model.contract import Leaderboard
from bot.model.events import Board
from bot.settings import Timers

COLOUR = render.EMBED_COLOUR


def when(timestamp: float, style: str = "f") -> str:
    """A Discord timestamp: every reader sees it in their own time zone."""
    return f"<t:{int(timestamp)}:{style}>"


def points(value: Fraction) -> str:
    """Placing points: whole numbers as such, shares with two decimals in the reader's notation ("1,33")."""
    return str(value.numerator) if value.denominator == 1 else number(float(value), 2)


def yes_no(flag: bool) -> str:
    """A flag as the word a sentence selects on (a sentence takes no booleans)."""
    return "yes" if flag else "no"


def name(text: str) -> str:
    return discord.utils.escape_markdown(text)


# -- tournaments -------------------------------------------------------------------


def tournament_created(found: Tournament, creator: str) -> str:
    return t(
        "cl_t_created",
        name=name(found.name),
        rounds=found.rounds,
        size=found.table_size,
        dm=yes_no(found.dm),
        rated=yes_no(found.rated),
        creator=name(creator),
    )


def table_intro(found: Tournament, table: RoundTable) -> str:
    seats = [f"<@{s.user_id}>" if s.user_id is not None else t("cl_t_ai_seat", name=s.name) for s in table.seats]
    return t(
        "cl_t_table_intro",
        name=name(found.name),
        round=table.round,
        table=table.table_no,
        seats=seats,
        seed=table.seed,
    )


def thread_name(found: Tournament, table: RoundTable) -> str:
    return t("cl_t_thread", name=found.name, round=table.round, table=table.table_no)[:100]


def standing_line(entry: Entry) -> str:
    return t(
        "cl_t_standings_line",
        place=entry.place,
        name=name(entry.name),
        points=points(entry.points),
        total=entry.total,
        ai_count=len(entry.ai_rounds),
        ai_rounds=list(entry.ai_rounds),
    )


def standings_embed(standings: Standings) -> discord.Embed:
    found = standings.tournament
    final = found.state == "finished"
    title = (
        t("cl_t_standings_title_final", name=found.name)
        if final
        else t("cl_t_standings_title", name=found.name, round=standings.round, rounds=found.rounds)
    )
    lines = [standing_line(e) for e in standings.entries if e.results] or [t("cl_t_standings_empty")]
    embed = discord.Embed(title=title[:256], description=render.clip("\n".join(lines), 4000), colour=COLOUR)
    this_round = [tb for tb in standings.tables if tb.round == standings.round]
    if this_round:
        done = sum((tb.round, tb.table_no) in standings.done for tb in this_round)
        embed.add_field(
            name=t("cl_t_round_field", round=standings.round, rounds=found.rounds),
            value=t(
                "cl_t_standings_tables",
                round=standings.round,
                done=done,
                tables=len(this_round),
                seed=this_round[0].seed,
            ),
            inline=False,
        )
    embed.set_footer(text=t("cl_t_scoring"))
    return embed


def podium_embed(standings: Standings) -> discord.Embed:
    top = [e for e in standings.entries if e.results]

    def at(place: int) -> str:
        names = [name(e.name) for e in top if e.place == place]
        return word_list(names) or t("cl_t_podium_none")

    embed = discord.Embed(
        title=t("cl_t_podium_title", name=standings.tournament.name)[:256],
        description=t("cl_t_podium", first=at(1), second=at(2), third=at(3)),
        colour=discord.Colour.gold(),
    )
    embed.add_field(
        name=t("cl_t_standings_title_final", name=standings.tournament.name)[:256],
        value=render.clip("\n".join(standing_line(e) for e in top) or t("cl_t_standings_empty"), 1024),
        inline=False,
    )
    return embed


def round_text(found: Tournament, rnd: int, threads: Sequence[int]) -> str:
    return t(
        "cl_t_round", name=name(found.name), round=rnd, rounds=found.rounds, tables=" ".join(f"<#{x}>" for x in threads)
    )


# -- seasons and leaderboards --------------------------------------------------------


def season_embed(season: Season) -> discord.Embed:
    lines = [t("cl_season_started", start=when(season.started_at))]
    if season.planned_end is not None:
        lines.append(t("cl_season_ends", end=when(season.planned_end)))
    else:
        lines.append(t("cl_season_open_end"))
    return discord.Embed(title=t("cl_season_title", number=season.number), description="\n".join(lines), colour=COLOUR)


def season_leaderboard_embed(season: Season, board: Leaderboard) -> discord.Embed:
    embed = render.leaderboard_embed(board)
    embed.title = t("cl_leaderboard_season", number=season.number)
    dates = (
        t("cl_leaderboard_season_dates", start=when(season.started_at, "d"), end=when(season.ended_at, "d"))
        if season.ended_at is not None
        else t("cl_leaderboard_season_running", start=when(season.started_at, "d"))
    )
    embed.description = f"{dates}\n{embed.description}"
    return embed


def seasons_embed(figures: Sequence[SeasonFigures]) -> discord.Embed:
    lines = [
        t(
            "cl_stats_season_line",
            season=f.season,
            games=f.games,
            wins=f.wins,
            rating="—" if f.rating is None else number(f.rating),
        )
        for f in figures[:10]
    ]
    return discord.Embed(
        title=t("cl_stats_seasons"), description="\n".join(lines) or t("cl_stats_no_seasons"), colour=COLOUR
    )


# -- history -------------------------------------------------------------------------


def history_embed(player: str, games: Sequence[PastGame]) -> discord.Embed:
    lines = []
    for g in games:
        lines.append(
            t(
                "cl_history_line",
                game=g.game_id,
                date=when(g.ended_at, "d"),
                where="tournament" if g.tournament is not None else "table",
                tournament=name(g.tournament or ""),
                round=g.tournament_round or 0,
                table=g.table_id,
                place=g.place,
                players=g.players,
                total=g.total,
                finished=yes_no(g.finished),
            )
        )
    embed = discord.Embed(
        title=t("cl_history_title", name=player)[:256],
        description=render.clip("\n".join(lines) or t("cl_history_empty"), 4000),
        colour=COLOUR,
    )
    embed.set_footer(text=t("cl_history_footer"))
    return embed


def replay_links(games: Sequence[tuple[int, str | None]], limit: int = 1024) -> str:
    """``[#12](url) · [#11](url) …`` for the games with a link, as many whole links as fit in ``limit`` (a field)."""
    links: list[str] = []
    for game_id, url in games:
        if url is None:
            continue
        link = f"[#{game_id}]({url})"
        if len(" · ".join([*links, link])) > limit:
            break
        links.append(link)
    return " · ".join(links)


def game_embed(scores: GameScores) -> discord.Embed:
    totals = [sum(r[seat] for r in scores.rounds) for seat in range(len(scores.names))]
    order = sorted(range(len(totals)), key=lambda s: -totals[s])
    lines = [t("cl_game_line", name=name(scores.names[s]), total=totals[s]) for s in order]
    return discord.Embed(title=t("cl_game_title", game=scores.game_id), description="\n".join(lines), colour=COLOUR)


# -- looking for players ---------------------------------------------------------------


def call_text(call: Call, board: Board | None, role_id: int | None = None) -> str:
    seated = [s.name for s in board.seats] if board is not None else []
    lines = []
    if role_id is not None and call.open:
        lines.append(f"<@&{role_id}>")
    lines.append(
        t(
            "cl_lfg_call",
            caller=name(call.caller_name),
            seated=len(seated),
            players=call.players,
            note=name(call.note),
        ).strip()
    )
    if seated:
        lines.append(t("cl_lfg_seated", names=[name(n) for n in seated]))
    if call.state == "full":
        lines.append(t("cl_lfg_full", players=call.players, caller=name(call.caller_name)))
    elif call.state == "expired":
        lines.append(t("cl_lfg_expired"))
    elif call.state == "started":
        lines.append(t("cl_lfg_started"))
    return render.clip("\n".join(lines))


# -- server settings -------------------------------------------------------------------


def settings_embed(found: ServerSettings, defaults: Timers) -> discord.Embed:
    def clock(key: str, own: int | None, default: int) -> str:
        return t(key, seconds=default if own is None else own, default=yes_no(own is None))

    lines = [
        clock("cl_settings_pain", found.pain_seconds, defaults.pain_seconds),
        clock("cl_settings_card", found.card_seconds, defaults.card_seconds),
        t("cl_settings_role", role=found.lfg_role_id or 0),  # 0: none (the sentence selects on it)
        t("cl_settings_results", channel=found.results_channel_id or 0),
        t("cl_settings_monthly", state=yes_no(found.monthly_seasons)),
    ]
    return discord.Embed(title=t("cl_settings_title"), description="\n".join(lines), colour=COLOUR)
