"""A hint reads the same in the terminal and in Discord: the same places (ties as ties) and the same points."""

from __future__ import annotations

from rich.console import Console

from bot.discord.table.render import hint_text
from bot.model.events import HintLine, Hints
from bot.terminal.view import TableView
from sticheln.ai.hint import ranks


def _terminal_lines(found: Hints) -> list[str]:
    console = Console(width=200, record=True, color_system=None)
    for line in TableView(1, plain=True).hint_lines(found):
        console.print(line)
    return console.export_text().splitlines()


def test_the_terminal_and_discord_show_the_same_places_and_points() -> None:
    points = [11.84, 11.76, 11.5]  # shown +11.8, +11.8, +11.5: two share the first place
    lines = tuple(HintLine((c,), p, r) for c, p, r in zip(["O5", "G4", "G8"], points, ranks(points), strict=True))
    found = Hints(table_id=1, user_id=1, seat=0, prompt="play", hints=lines, decision=0)
    terminal = _terminal_lines(found)[1:]
    discord = hint_text(found).splitlines()[1:]
    assert [line.split(" ", 1)[0] for line in terminal] == ["=1.", "=1.", "3."]
    assert [line.split(" ", 1)[0] for line in discord] == ["=1.", "=1.", "3."]
    assert [line.split(": ")[1].split()[0] for line in terminal] == ["+11.8", "+11.8", "+11.5"]
    assert [line.split(": ")[1].split()[0] for line in discord] == ["+11.8", "+11.8", "+11.5"]
