"""Turn service state into Discord text, embeds and select options.

Pure functions, no Discord calls. Public renderings read only a
:class:`~bot.model.events.Board` (built from the game's public view), so a
hidden card cannot reach the channel from here; hand renderings read a
:class:`~bot.model.events.YourHand` and are sent to their owner only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

import discord

from bot import i18n
from bot.discord.escape import clip, name
from bot.discord.memory import TrickPoints
from bot.discord.table import round_board
from bot.i18n import t
from bot.model.contract import Leaderboard, PlayerStats, Standing
from bot.model.events import Board, Hints, RatingChange, SeatInfo
from bot.model.options import FLAGS, TableOptions, change
from bot.model.seat_numbers import seat_number

COLOUR_EMOJI = {"R": "🟥", "Y": "🟨", "G": "🟩", "B": "🟦", "O": "🟧", "V": "🟪"}
CARD_RE = re.compile(r"^[RYGBOV](?:1[0-4]|[0-9])$")
MAX_OPTIONS = 25
RoundPoints = Sequence[int | None] | None  # per seat, this round's tricks so far (None while hidden)
EMBED_COLOUR = discord.Colour(0x2B7A78)


def is_card_code(value: str) -> bool:
    return bool(CARD_RE.fullmatch(value))


def card(code: str) -> str:
    """``🟥 R7``."""
    return f"{COLOUR_EMOJI.get(code[:1], '')} {code}".strip()


def colours(letters: Sequence[str] | None) -> str:
    return "".join(COLOUR_EMOJI.get(c, c) for c in letters or ())


def hand_lines(cards: Sequence[str]) -> str:
    """One line per colour: ``🟥 R1 R4 R7`` (empty when no card is left)."""
    by_colour: dict[str, list[str]] = {}
    for code in cards:
        by_colour.setdefault(code[0], []).append(code)
    order = "RYGBOV"
    return "\n".join(f"{COLOUR_EMOJI[c]} {' '.join(by_colour[c])}" for c in sorted(by_colour, key=order.index))


def hint_text(found: Hints) -> str:
    """``/hint``: the hard AI's picks for the player's move, best first, with the points each expects."""
    lines = [t("dc_hint_title")]
    for h in found.hints:  # in the order of their points, ties ranked alike (sticheln.ai.hint.ranks)
        cards = " ".join(card(c) for c in h.cards)
        lines.append(t("hint_line", rank=h.rank, cards=cards, points=signed(h.points)))
    return "\n".join(lines)


def signed(value: float, digits: int = 1) -> str:
    """``+1.5``, ``-0.4``, ``0.0``: a sign only where there is one (``+1,5`` for a German reader)."""
    return i18n.signed(value, digits)


def number(value: float, digits: int = 1) -> str:
    return i18n.number(value, digits)


def seat_name(board: Board, seat: int | None) -> str:
    """The seat's player name, escaped for any sentence."""
    if seat is None or not 0 <= seat < len(board.seats):
        return "?"
    return name(board.seats[seat].name)


def _seat_label(info: SeatInfo) -> str:
    label = name(info.name)
    if info.ai_level:
        label += " 🤖 " + t("ai_level", level=info.ai_level)
    if info.away:
        label += " 💤"
    return label


def round_points(tricks: dict[int, TrickPoints], players: int) -> tuple[int | None, ...] | None:
    """Per seat, what this round's taken tricks brought so far; None while a pain colour is hidden."""
    if any(taken.points is None for taken in tricks.values()):
        return None
    points = [0] * players
    for taken in tricks.values():
        if 0 <= taken.winner < players:
            points[taken.winner] += taken.points or 0
    return tuple(points)


def totals_line(board: Board, round_points: RoundPoints = None, *, you: int | None = None) -> str | None:
    """``Totals (in brackets: this round's tricks):`` then ``Ann -33 (+7) · Bo 4 (-2)``, wrapped to a phone's width.

    The running total adds this round's tricks to the rounds scored; the pain card counts when the round is
    scored (the board knows its colour, not the card). ``you`` names one's own seat.
    """
    if board.phase not in ("pain", "tricks", "over") or len(board.totals) != len(board.seats):
        return None
    if board.phase == "pain" and not any(board.totals):
        return None  # nothing scored yet
    return "\n".join(round_board.totals_lines(board, round_points, you=you))


def trick_line(board: Board, *, you: int | None = None) -> str | None:
    """``Trick 5: ann 🟨 Y3, bo 🟥 R9 (holds it)``: who played each card of the trick in progress."""
    if board.phase != "tricks" or board.leader is None or not board.trick:
        return None
    n, entries = len(board.seats), []
    for i, code in enumerate(board.trick):
        seat = (board.leader + i) % n
        who = t("dc_you") if seat == you else seat_name(board, seat)
        key = "dc_trick_entry_holds" if seat == board.trick_holder else "dc_trick_entry"
        if key == "dc_trick_entry_holds" and seat == you:
            key = "tf_trick_entry_holds_you"  # "(you hold it)": one's own seat in the second person
        entries.append(t(key, name=who, card=card(code)))
    return t("dc_trick_line", trick=(board.trick_index or 0) + 1, entries=", ".join(entries))


def pain_line(board: Board, *, you: int | None = None) -> str | None:
    """Every pain colour revealed so far (or that they stay hidden)."""
    if board.phase != "tricks":
        return None
    shown = [
        t("dc_pain_entry", name=t("dc_you") if s.seat == you else name(s.name), colours=colours(s.pain_colours))
        for s in board.seats
        if s.pain_colours
    ]
    if not shown:
        return t("dc_pain_hidden") if any(s.pain_chosen for s in board.seats) else None
    return t("dc_pain_line", entries=", ".join(shown))


def pain_badge(info: SeatInfo, phase: str) -> str:
    if info.pain_colours:
        return colours(info.pain_colours)
    if phase == "pain":
        return "✅" if info.pain_chosen else "⏳"
    return "❔" if info.pain_chosen else ""


def deadline_text(deadline: float | None) -> str:
    return f" · {t('dc_due', when=f'<t:{int(deadline)}:R>')}" if deadline else ""


# -- the public board ----------------------------------------------------------


def board_embed(board: Board, round_points: RoundPoints = None, taken: Sequence[str] = ()) -> discord.Embed:
    """The round's board: seats (in seat order) with their pain colours and the card each played to the trick
    in progress, who holds it, whose turn; the tricks ``taken`` so far; the totals."""
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
            parts.append(t("tf_pain_slot", badge=badge))
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
        waiting = [name(s.name) for s in board.seats if not s.pain_chosen]
        lines.append(t("dc_pain_waiting", names=waiting) if waiting else t("dc_pain_all"))
    if taken:
        lines += ["", *taken]
    totals = totals_line(board, round_points)
    if totals:
        lines += ["", totals]
    embed = discord.Embed(title=title, description=clip("\n".join(lines), 4000), colour=EMBED_COLOUR)
    if board.options:
        embed.set_footer(text=options_text(board.options))
    return embed


def options_text(options: Sequence[str]) -> str:
    """``Options: 3 rounds, hidden pain colours``: the table's options (BSW's words) in the reader's language."""
    return t("dc_options_footer", options=", ".join(option_word(word) for word in options))


def option_change(board: Board, option: str) -> object:
    """What setting ``option`` did: a flag in the reader's words ("hidden pain colours: on"), else the service's."""
    options = TableOptions.from_words(board.options)
    if option in FLAGS:
        return t("tf_option_set_flag", name=option, state="on" if getattr(options, option, False) else "off")
    if option:
        return change(options, option)
    return options_text(board.options)  # an event an older version queued: the options as they are now


def option_word(word: str) -> str:
    """One option as the table's words have it (``rounds 3``, ``language de``, ``drawseat``), translated."""
    key, _, value = word.partition(" ")
    if key == "language":
        return t("tf_option_language", language=i18n.NATIVE_NAMES.get(value, value))
    if key == "rounds":
        return t("tf_option_rounds", rounds=int(value) if value.isdigit() else 0)
    if key == "start" and value.isdigit():
        return t("tf_option_start", seat=int(value))  # the words number seats as people do, from 1
    return t("tf_option_flag", name=key)


def lobby_text(board: Board) -> str:
    seats = ", ".join(f"{seat_number(s.seat)}. {_seat_label(s)}" for s in board.seats)  # numbered as in the game post
    text = t("dc_lobby", count=len(board.seats), seats=seats)  # at 0 the message says "nobody" without the seats
    if board.options:
        text += "\n" + options_text(board.options)
    return clip(text)


def game_started_embed(board: Board) -> discord.Embed:
    lines = [f"{seat_number(s.seat)}. {_seat_label(s)}" for s in board.seats]
    embed = discord.Embed(
        title=t("dc_game_started", rounds=board.round_count or "?"),
        description="\n".join(lines),
        colour=EMBED_COLOUR,
    )
    footer = [t("dc_rated") if board.rated else t("dc_unrated")]
    if board.options:
        footer.append(", ".join(option_word(word) for word in board.options))
    embed.set_footer(text=" · ".join(footer))
    return embed


def game_over_embed(
    board: Board, totals: Sequence[int], winners: Sequence[int], changes: Sequence[RatingChange]
) -> discord.Embed:
    """The result: the winners, each seat's place, total and rating change, and the scores round by round."""
    names = [seat_name(board, w) for w in winners]
    description = t("dc_winners", names=names)
    if board.round_scores and all(len(r) == len(board.seats) for r in board.round_scores):
        description += "\n" + round_board.round_table(board, totals)
    embed = discord.Embed(title=t("dc_game_over"), description=clip(description, 4000), colour=discord.Colour.gold())
    by_seat = {c.seat: c for c in changes}
    place = round_board.places(totals)
    for seat in sorted(range(len(totals)), key=lambda s: -totals[s])[:25]:
        info = board.seats[seat]
        value = t("dc_total", total=totals[seat])
        change = by_seat.get(seat)
        if change is not None:
            value += "\n" + rating_text(change)
        trophy = "🏆 " if seat in winners else ""
        embed.add_field(name=clip(f"{place[seat]}. {trophy}{_seat_label(info)}", 256), value=value, inline=True)
    if not board.rated:
        embed.set_footer(text=t("dc_unrated"))
    return embed


def rating_text(change: RatingChange) -> str:
    """``rating 1500.0 → 1512.3 (+12.3)``."""
    delta = signed(change.after - change.before)
    return t("dc_rating", before=number(change.before), after=number(change.after), delta=delta)


# -- menus ------------------------------------------------------------------------


def card_options(cards: Sequence[str], *, colour_counts: bool = False) -> list[discord.SelectOption]:
    """A menu's cards; ``colour_counts``: each says how many cards of its colour are offered (the pain choice)."""
    held = {c: sum(code[0] == c for code in cards) for c in {code[0] for code in cards}}
    return [
        discord.SelectOption(
            label=code,
            value=code,
            emoji=COLOUR_EMOJI.get(code[0]),
            description=t("tf_pain_option", count=held[code[0]]) if colour_counts else None,
        )
        for code in list(cards)[:MAX_OPTIONS]
    ]


# -- standings -----------------------------------------------------------------


def standing_line(s: Standing) -> str:
    return t(
        "dc_standing",
        place=s.place,
        name=name(s.name),
        rating=number(s.rating),
        games=s.games,
        wins=s.wins,
        average=signed(s.average_round),
    )


def ranked(top: Sequence[Standing]) -> list[Standing]:
    """The top ordered by the rating as shown (one decimal), equal shown ratings sharing a place."""
    shown = sorted(top, key=lambda s: (-round(s.rating, 1), s.place))
    return [replace(s, place=1 + sum(round(o.rating, 1) > round(s.rating, 1) for o in shown)) for s in shown]


def leaderboard_embed(board: Leaderboard) -> discord.Embed:
    lines = [standing_line(s) for s in ranked(board.top)]
    embed = discord.Embed(
        title=t("dc_leaderboard"), description="\n".join(lines) or t("dc_leaderboard_empty"), colour=EMBED_COLOUR
    )
    if board.me is not None and all(s.user_id != board.me.user_id for s in board.top):
        embed.add_field(name=t("dc_your_place"), value=standing_line(board.me))
    return embed


def stats_embed(stats: PlayerStats, shown: str | None = None) -> discord.Embed:
    embed = discord.Embed(title=t("dc_stats_title", name=name(shown or stats.name)), colour=EMBED_COLOUR)
    embed.add_field(name=t("dc_stats_games"), value=str(stats.games))
    embed.add_field(name=t("dc_stats_wins"), value=str(stats.wins))
    embed.add_field(name=t("dc_stats_rating"), value="—" if stats.rating is None else number(stats.rating))
    embed.add_field(
        name=t("dc_stats_average"), value="—" if stats.average_round is None else signed(stats.average_round)
    )
    embed.add_field(name=t("dc_stats_best"), value="—" if stats.best_round is None else signed(stats.best_round, 0))
    colour = stats.favourite_pain_colour
    embed.add_field(
        name=t("dc_stats_pain"), value=f"{COLOUR_EMOJI.get(colour, '')} {t('colour', code=colour)}" if colour else "—"
    )
    return embed
