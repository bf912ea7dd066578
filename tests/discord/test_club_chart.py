"""The chart of a game's running totals: a valid PNG of the expected size, one line per player, ends in order."""

from __future__ import annotations

import io

from PIL import Image

from bot.discord.club import chart

NAMES = ["ann", "bo", "cy", "di"]
ROUNDS = [[-3, -10, 0, -1], [-8, 2, -4, -12], [1, -6, -9, -2]]  # per round, each seat's score


def _pixels(image: Image.Image, colour: tuple[int, int, int], x_range: range) -> list[tuple[int, int]]:
    return [(x, y) for x in x_range for y in range(image.height) if image.getpixel((x, y)) == colour]


def test_running_totals_start_at_zero_and_add_up_the_rounds() -> None:
    assert chart.running_totals(ROUNDS, 4) == [[0, -3, -11, -10], [0, -10, -8, -14], [0, 0, -4, -13], [0, -1, -13, -15]]


def test_the_chart_is_a_png_of_the_expected_size_with_one_line_per_player() -> None:
    png = chart.totals_chart(NAMES, ROUNDS)
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG" and image.size == (chart.WIDTH, chart.HEIGHT)
    image = image.convert("RGB")
    plot = range(chart.MARGIN_LEFT, chart.WIDTH - chart.MARGIN_RIGHT + 1)
    ends = {}
    for seat, colour in enumerate(chart.COLOURS):
        drawn = _pixels(image, colour, plot)
        if seat >= len(NAMES):
            assert drawn == [], f"a line for seat {seat}, who is not there"
            continue
        xs = {x for x, _ in drawn}
        # from round 0 (where every line starts at 0, drawn over by the later seats') to round 3
        assert min(xs) <= chart.MARGIN_LEFT + 20 and max(xs) >= chart.WIDTH - chart.MARGIN_RIGHT - 2
        right = [y for x, y in drawn if x >= chart.WIDTH - chart.MARGIN_RIGHT - 1]
        ends[NAMES[seat]] = sum(right) / len(right)
    finals = {name: line[-1] for name, line in zip(NAMES, chart.running_totals(ROUNDS, 4), strict=True)}
    # the higher a final total, the higher its line ends (a smaller y)
    assert sorted(ends, key=ends.__getitem__) == sorted(finals, key=finals.__getitem__, reverse=True)


def test_six_players_and_one_round_still_draw_every_line() -> None:
    image = Image.open(io.BytesIO(chart.totals_chart([f"p{i}" for i in range(6)], [[5, 0, -5, -10, -15, -20]])))
    image = image.convert("RGB")
    plot = range(chart.MARGIN_LEFT, chart.WIDTH - chart.MARGIN_RIGHT + 1)
    assert all(_pixels(image, colour, plot) for colour in chart.COLOURS)


def test_the_attachment_carries_the_chart_under_its_name() -> None:
    file = chart.chart_file(NAMES, ROUNDS)
    assert file.filename == chart.CHART_FILE == "totals.png"
    assert Image.open(file.fp).size == (chart.WIDTH, chart.HEIGHT)
