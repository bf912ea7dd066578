"""A game's running totals by round as a PNG line chart (Pillow), attached to a game's result and /history.

Pillow rather than matplotlib: one small dependency, no font cache to build at
start-up, a chart in a few milliseconds (``benchmarks/chart.py`` prints the
time). One line per player in its own colour, from 0 before the first round to
the final total, with the names in a legend.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from itertools import accumulate

import discord
from PIL import Image, ImageDraw, ImageFont

from bot.i18n import t
from bot.model.events import Board

CHART_FILE = "totals.png"
WIDTH, HEIGHT = 640, 360
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 48, 150, 36, 36
BACKGROUND, AXES, GRID, TEXT = (255, 255, 255), (60, 60, 60), (225, 225, 225), (30, 30, 30)
# one colour per seat, far apart from each other and from the grey of the axes
COLOURS = ((214, 39, 40), (31, 119, 180), (44, 160, 44), (255, 127, 14), (148, 103, 189), (23, 190, 207))
LINE_WIDTH = 3


def running_totals(rounds: Sequence[Sequence[int]], players: int) -> list[list[int]]:
    """Per player: 0, then the total after each round."""
    return [[0, *accumulate(r[seat] for r in rounds)] for seat in range(players)]


def totals_chart(names: Sequence[str], rounds: Sequence[Sequence[int]]) -> bytes:
    """The PNG of every player's running total by round (``rounds``: per round, each seat's score)."""
    series = running_totals(rounds, len(names))
    values = [v for line in series for v in line]
    low, high = min(values), max(values)
    if low == high:
        low, high = low - 1, high + 1
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=13)
    plot = (MARGIN_LEFT, MARGIN_TOP, WIDTH - MARGIN_RIGHT, HEIGHT - MARGIN_BOTTOM)
    steps = max(1, len(rounds))

    def x(i: int) -> float:
        return plot[0] + (plot[2] - plot[0]) * i / steps

    def y(v: float) -> float:
        return plot[3] - (plot[3] - plot[1]) * (v - low) / (high - low)

    draw.text((MARGIN_LEFT, 10), t("cl_chart_title"), fill=TEXT, font=font)
    for value in _ticks(low, high):
        draw.line([(plot[0], y(value)), (plot[2], y(value))], fill=GRID)
        draw.text((6, y(value) - 7), f"{value:d}", fill=TEXT, font=font)
    if low < 0 < high:
        draw.line([(plot[0], y(0)), (plot[2], y(0))], fill=AXES)
    draw.line([(plot[0], plot[1]), (plot[0], plot[3]), (plot[2], plot[3])], fill=AXES, width=1)
    for i in range(1, steps + 1):
        draw.text((x(i) - 8, plot[3] + 6), str(i), fill=TEXT, font=font)
    for seat, line in enumerate(series):
        colour = COLOURS[seat % len(COLOURS)]
        draw.line([(x(i), y(v)) for i, v in enumerate(line)], fill=colour, width=LINE_WIDTH, joint="curve")
        legend_y = MARGIN_TOP + 22 * seat
        draw.line([(plot[2] + 12, legend_y + 7), (plot[2] + 32, legend_y + 7)], fill=colour, width=LINE_WIDTH)
        draw.text((plot[2] + 38, legend_y), f"{names[seat][:14]} {line[-1]:d}", fill=TEXT, font=font)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False)
    return out.getvalue()


def _ticks(low: int, high: int, count: int = 5) -> list[int]:
    """About ``count`` round numbers between ``low`` and ``high`` for the grid."""
    span = high - low
    step = (
        next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000) if span / s <= count) if span <= 5000 else span
    )
    first = -(-low // step) * step
    return list(range(first, high + 1, step))


def chart_file(names: Sequence[str], rounds: Sequence[Sequence[int]]) -> discord.File:
    """The chart as an attachment; an embed shows it with ``attachment://`` + :data:`CHART_FILE`."""
    return discord.File(io.BytesIO(totals_chart(names, rounds)), filename=CHART_FILE)


def result_chart(board: Board, embed: discord.Embed) -> discord.File:
    """The chart of a game that is over, shown as ``embed``'s image."""
    embed.set_image(url=f"attachment://{CHART_FILE}")
    return chart_file([s.name for s in board.seats], board.round_scores)
