"""The keyboard while the AI players move: what is typed is not echoed by the terminal meanwhile.

The terminal would print it wherever the cursor is, on the "thinking…" line, where it stuck.
The session shows each line itself once Enter is pressed. Not a terminal: nothing to do.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import TextIO

try:
    import termios
except ImportError:  # Windows: no termios; typing is echoed as the console does it
    termios = None  # type: ignore[assignment]


def _terminal_fd(stdin: TextIO) -> int | None:
    if termios is None:
        return None
    try:
        fd = stdin.fileno()
        return fd if stdin.isatty() else None
    except (AttributeError, OSError, ValueError):
        return None


class Keyboard:
    """``quiet()``: typing is not echoed inside the block; ``drop_unfinished()``: forget a half-typed line."""

    def __init__(self, stdin: TextIO) -> None:
        self._fd = _terminal_fd(stdin)

    @contextlib.contextmanager
    def quiet(self) -> Iterator[None]:
        if self._fd is None:
            yield
            return
        try:
            saved = termios.tcgetattr(self._fd)
        except termios.error:
            yield
            return
        quiet = list(saved)
        quiet[3] &= ~termios.ECHO  # lflag: no echo, but still whole lines (ICANON)
        try:
            termios.tcsetattr(self._fd, termios.TCSANOW, quiet)
            yield
        finally:
            with contextlib.suppress(termios.error):
                termios.tcsetattr(self._fd, termios.TCSANOW, saved)

    def drop_unfinished(self) -> None:
        """A line half typed (unseen) before the turn came is not carried into the prompt."""
        if self._fd is not None:
            with contextlib.suppress(termios.error):
                termios.tcflush(self._fd, termios.TCIFLUSH)
