"""The terminal's output: colour on a terminal, plain text otherwise, and the transient "thinking…" line."""

from __future__ import annotations

from typing import TextIO

from rich.console import Console, RenderableType
from rich.status import Status
from rich.text import Text

from bot.terminal import style
from bot.terminal.style import sentence


def is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        return False


class Screen:
    """Prints through rich. Not a terminal: plain text, no control codes. ``plain``: no colours either way."""

    def __init__(self, stdout: TextIO, *, plain: bool) -> None:
        terminal = is_terminal(stdout)
        self.plain = plain or not terminal
        self.console = Console(
            file=stdout,
            force_terminal=terminal,  # decided here, so FORCE_COLOR cannot colour a pipe
            color_system=None if plain else "auto",
            width=None if terminal else 200,  # a pipe gets whole lines
            soft_wrap=not terminal,  # a terminal: words wrapped to its width; a pipe: whole lines
            highlight=False,
            markup=False,
            emoji=False,
        )
        self._status: Status | None = None

    def show(self, *items: RenderableType) -> None:
        for item in items:
            self.console.print(item)

    def error(self, message: str | Text) -> None:
        line = sentence("term_error", message=message)
        line.stylize(style.ERROR, 0, len("error:"))
        self.console.print(line)

    def prompt(self, text: Text) -> None:
        self.console.print(text, end="")

    # -- the thinking line (a terminal only) --------------------------------------------

    def thinking(self, text: Text | None) -> None:
        """Show ``text`` as a transient line with a spinner, or remove it (``None``)."""
        if not self.console.is_terminal:
            return
        if text is None:
            if self._status is not None:
                self._status.stop()
                self._status = None
        elif self._status is None:
            self._status = Status(text, console=self.console)
            self._status.start()
        else:
            self._status.update(text)
