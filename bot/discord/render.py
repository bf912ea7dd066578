"""Turn service state into Discord text, embeds and select options.

Pure functions, no Discord calls. Public renderings read only a
:class:`~bot.service.events.Board` (built from the game's public view), so a
hidden card cannot reach the channel from here; hand renderings read a
:class:`~bot.service.events.YourHand` and are sent to their owner only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import discord

from bot.service.contract import Leaderboard, PlayerStats, Standing
from bot.service.events import Board, RatingChange, SeatInfo, YourHand
from bot.text import t

COLOUR_EMOJI = {"R": "🟥", "Y": "🟨", "G": "🟩", "B": "🟦", "O": "🟧", "V": "🟪"}
CARD_RE = re.compile(r"^[RYGBOV](?:1[0-4]|[0-9])$")
MAX_CONTENT = 2000
MAX_OPTIONS = 25
EMBED_COLOUR = discord.Colour(0x2B7A78)


def is_card_code(value: str) -> bool:
    return bool(CARD_RE.fullmatch(value))


def card(code: str) -> str:
    """``🟥 R7``."""
    return f"{COLOUR_EMOJI.get(code[:1], '')} {code}".strip()


def colours(letters: Sequence[str] | None) -> str:
    return "".join(COLOUR_EMOJI.get(c, c) for c in letters or ())


def hand_lines(cards: Sequence[str]) -> str:
    """One line per colour: ``🟥 R1 R4 R7``."""
    by_colour: dict[str, list[str]] = {}
    for code in cards:
        by_colour.setdefault(code[0], []).append(code)
    order = "RYGBOV"
    lines = [f"{COLOUR_EMOJI[c]} {' '.join(by_colour[c])}" for c in sorted(by_colour, key=order.index)]
    return "\n".join(lines) if lines else t("dc_hand_empty")


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def seat_name(board: Board, seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(board.seats):
        return "?"
    return board.seats[seat].name


def _seat_label(info: SeatInfo) -> str:
    name = discord.utils.escape_markdown(info.name)
    if info.ai_level:
        name += f" 🤖{info.ai_level}"
    if info.away:
        name += " 💤"
    return name


def pain_badge(info: SeatInfo, phase: str) -> str:
    if info.pain_colours:
        return colours(info.pain_colours)
    if phase == "pain":
        return "✅" if info.pain_chosen else "⏳"
    return "❔" if info.pain_chosen else ""


def deadline_text(deadline: float | None) -> str:
    return f" · {t('dc_due', when=f'<t:{int(deadline)}:R>')}" if deadline else ""


# -- the public board ----------------------------------------------------------


def board_embed(board: Board) -> discord.Embed:
    """The trick board: seats with pain colours, the trick so far, who holds it, whose turn."""
    rnd = (board.round_index or 0) + 1
    title = t("dc_board_title", round=rnd, rounds=board.round_count or "?")
    lines: list[str] = []
    if board.phase == "pain":
        lines.append(t("dc_board_pain_phase"))
    elif board.trick_index is not None:
        title += " · " + t("dc_board_trick", trick=board.trick_index + 1)
    cards_by_seat: dict[int, str] = {}
    if board.leader is not None and board.trick:
        n = len(board.seats)
        for i, code in enumerate(board.trick):
            cards_by_seat[(board.leader + i) % n] = code
    for info in board.seats:
        parts = [_seat_label(info)]
        badge = pain_badge(info, board.phase)
        if badge:
            parts.append(f"[{badge}]")
        if info.seat in cards_by_seat:
            parts.append("→ " + card(cards_by_seat[info.seat]))
        marks = []
        if board.phase == "tricks":
            if info.seat == board.leader:
                marks.append(t("dc_mark_leader"))
            if info.seat == board.trick_holder:
                marks.append(t("dc_mark_holds"))
            if info.seat == board.turn:
                marks.append(t("dc_mark_turn") + deadline_text(board.deadline))
        line = " ".join(parts)
        if marks:
            line += " — " + ", ".join(marks)
        prefix = "▶ " if info.seat == board.turn else "• "
        lines.append(prefix + line)
    if board.phase == "pain":
        lines.append("")
        waiting = [s.name for s in board.seats if not s.pain_chosen]
        lines.append(t("dc_pain_waiting", names=", ".join(waiting)) if waiting else t("dc_pain_all"))
    embed = discord.Embed(title=title, description=clip("\n".join(lines), 4000), colour=EMBED_COLOUR)
    if board.options:
        embed.set_footer(text=t("dc_options_footer", options=", ".join(board.options)))
    return embed


def taken_embed(
    board: Board,
    cards: Sequence[str],
    leader: int,
    winner: int,
    points: int | None,
    *,
    round_index: int,
    trick_index: int,
) -> discord.Embed:
    """The finished trick, as it stays in the channel.

    ``board``: the table as the trick was completed (the board of the trick's last card).
    """
    title = t("dc_board_title", round=round_index + 1, rounds=board.round_count or "?")
    title += " · " + t("dc_board_trick", trick=trick_index + 1)
    n = len(board.seats)
    lines = []
    for i, code in enumerate(cards):
        seat = (leader + i) % n
        info = board.seats[seat]
        badge = pain_badge(info, board.phase)
        mark = " ⬅" if seat == winner else ""
        lines.append(f"• {_seat_label(info)}{f' [{badge}]' if badge else ''} → {card(code)}{mark}")
    lines.append("")
    if points is None:
        lines.append(t("dc_taken_by_hidden", name=seat_name(board, winner)))
    else:
        lines.append(t("dc_taken_by", name=seat_name(board, winner), points=f"{points:+d}"))
    return discord.Embed(title=title, description=clip("\n".join(lines), 4000), colour=discord.Colour.dark_grey())


def lobby_text(board: Board) -> str:
    seats = ", ".join(f"{s.seat}: {_seat_label(s)}" for s in board.seats) or t("dc_lobby_empty")
    text = t("dc_lobby", count=len(board.seats), seats=seats)
    if board.options:
        text += "\n" + t("dc_options_footer", options=", ".join(board.options))
    return clip(text)


def game_started_embed(board: Board) -> discord.Embed:
    lines = [f"{s.seat}. {_seat_label(s)}" for s in board.seats]
    embed = discord.Embed(
        title=t("dc_game_started", rounds=board.round_count or "?"),
        description="\n".join(lines),
        colour=EMBED_COLOUR,
    )
    footer = [t("dc_rated") if board.rated else t("dc_unrated")]
    if board.options:
        footer.append(", ".join(board.options))
    embed.set_footer(text=" · ".join(footer))
    return embed


def round_scored_embed(board: Board, scores: Sequence[int], pain_cards: Sequence[Sequence[str]]) -> discord.Embed:
    # the board may already show the next round's deal: count the scored rounds instead
    rnd = len(board.round_scores) or (board.round_index or 0) + 1
    embed = discord.Embed(title=t("dc_round_over", round=rnd, rounds=board.round_count or "?"), colour=EMBED_COLOUR)
    totals = board.totals or tuple(scores)
    for info in board.seats[:25]:
        pains = " ".join(card(c) for c in (pain_cards[info.seat] if info.seat < len(pain_cards) else ()))
        embed.add_field(
            name=clip(_seat_label(info), 256),
            value=t("dc_round_field", score=f"{scores[info.seat]:+d}", total=totals[info.seat], pain=pains),
            inline=True,
        )
    return embed


def game_over_embed(
    board: Board, totals: Sequence[int], winners: Sequence[int], changes: Sequence[RatingChange]
) -> discord.Embed:
    names = ", ".join(seat_name(board, w) for w in winners)
    embed = discord.Embed(
        title=t("dc_game_over"), description=t("dc_winners", names=names), colour=discord.Colour.gold()
    )
    by_seat = {c.seat: c for c in changes}
    order = sorted(range(len(totals)), key=lambda s: -totals[s])
    for seat in order[:25]:
        info = board.seats[seat]
        value = t("dc_total", total=totals[seat])
        change = by_seat.get(seat)
        if change is not None:
            value += "\n" + t(
                "dc_rating",
                before=f"{change.before:.1f}",
                after=f"{change.after:.1f}",
                delta=f"{change.after - change.before:+.1f}",
            )
        trophy = "🏆 " if seat in winners else ""
        embed.add_field(name=clip(trophy + _seat_label(info), 256), value=value, inline=True)
    if not board.rated:
        embed.set_footer(text=t("dc_unrated"))
    return embed


# -- a hand ----------------------------------------------------------------------


def hand_content(hand: YourHand, board: Board | None = None, *, note: str | None = None) -> str:
    """A player's private hand message."""
    lines = [t("dc_hand_title", round=hand.round_index + 1)]
    lines.append(hand_lines(hand.hand))
    if hand.own_pain:
        lines.append(t("dc_hand_own_pain", cards=" ".join(card(c) for c in hand.own_pain)))
    if hand.prompt == "play" and board is not None and board.phase == "tricks" and board.trick:
        lines.append(t("dc_hand_trick", cards=" ".join(card(c) for c in board.trick)))
    if hand.prompt == "pain":
        key = "dc_prompt_pain2" if hand.pain_count == 2 else "dc_prompt_pain"
        lines.append("**" + t(key) + "**" + deadline_text(hand.deadline))
    elif hand.prompt == "play":
        lines.append("**" + t("dc_prompt_play") + "**" + deadline_text(hand.deadline))
    if note:
        lines.append(note)
    return clip("\n".join(lines))


def card_options(cards: Sequence[str]) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(label=code, value=code, emoji=COLOUR_EMOJI.get(code[0]))
        for code in list(cards)[:MAX_OPTIONS]
    ]


# -- standings -----------------------------------------------------------------


def standing_line(s: Standing) -> str:
    return t(
        "dc_standing",
        place=s.place,
        name=discord.utils.escape_markdown(s.name),
        rating=f"{s.rating:.1f}",
        games=s.games,
        wins=s.wins,
        average=f"{s.average_round:+.1f}",
    )


def leaderboard_embed(board: Leaderboard) -> discord.Embed:
    lines = [standing_line(s) for s in board.top]
    embed = discord.Embed(
        title=t("dc_leaderboard"), description="\n".join(lines) or t("dc_leaderboard_empty"), colour=EMBED_COLOUR
    )
    if board.me is not None and all(s.user_id != board.me.user_id for s in board.top):
        embed.add_field(name=t("dc_your_place"), value=standing_line(board.me))
    return embed


def stats_embed(stats: PlayerStats, name: str | None = None) -> discord.Embed:
    def opt(value: object, fmt: str = "{}") -> str:
        return "—" if value is None else fmt.format(value)

    embed = discord.Embed(title=t("dc_stats_title", name=name or stats.name), colour=EMBED_COLOUR)
    embed.add_field(name=t("dc_stats_games"), value=str(stats.games))
    embed.add_field(name=t("dc_stats_wins"), value=str(stats.wins))
    embed.add_field(name=t("dc_stats_rating"), value=opt(stats.rating, "{:.1f}"))
    embed.add_field(name=t("dc_stats_average"), value=opt(stats.average_round, "{:+.1f}"))
    embed.add_field(name=t("dc_stats_best"), value=opt(stats.best_round, "{:+d}"))
    colour = stats.favourite_pain_colour
    embed.add_field(name=t("dc_stats_pain"), value=f"{COLOUR_EMOJI.get(colour, '')} {colour}" if colour else "—")
    return embed
