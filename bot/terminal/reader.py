"""Standard input, one line at a time, without ever keeping the program from ending.

``asyncio.to_thread(stdin.readline)`` runs in the loop's default executor, which
``asyncio.run`` waits for at the end: Ctrl-C did nothing until Enter was pressed.
Here each read happens in a daemon thread that nobody waits for, and a real file
descriptor is read with ``os.read`` (no buffered-reader lock held at exit). Lines
are decoded here, so a line that is not UTF-8 is refused like any other bad line.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import threading
from collections.abc import Callable
from typing import TextIO

MAX_LINE_BYTES = 4096  # far more than any command; a longer line is refused, and memory stays bounded


class UnreadableLine(Exception):
    """A line that cannot be a command; ``key`` names the catalogue sentence that says why."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


class LineReader:
    """``await readline()``: the next line without its line break, ``None`` at the end of input."""

    def __init__(self, stdin: TextIO) -> None:
        self._stdin = stdin
        self._fd = _fileno(stdin)
        self._pending = b""
        self._ended = False

    async def readline(self) -> str | None:
        loop = asyncio.get_running_loop()
        done: asyncio.Future[str | None] = loop.create_future()
        read = self._read_fd if self._fd is not None else self._read_stream
        threading.Thread(target=_deliver, args=(loop, done, read), daemon=True, name="stdin").start()
        return await done

    def _read_stream(self) -> str | None:
        """An in-memory or wrapped stream (tests, an embedding program): its own readline."""
        line = self._stdin.readline()
        return line.rstrip("\r\n") if line else None

    def _read_fd(self) -> str | None:
        assert self._fd is not None
        too_long = False
        while b"\n" not in self._pending and not self._ended:
            chunk = os.read(self._fd, MAX_LINE_BYTES)
            self._ended = not chunk
            self._pending += chunk
            if len(self._pending) > MAX_LINE_BYTES and b"\n" not in self._pending:
                self._pending, too_long = b"", True  # drop it, and read on to the line's end
        if not self._pending and self._ended:
            if too_long:
                raise UnreadableLine("term_too_long")
            return None
        line, _, self._pending = self._pending.partition(b"\n")
        if too_long or len(line) > MAX_LINE_BYTES:
            raise UnreadableLine("term_too_long")
        try:
            return line.decode("utf-8").rstrip("\r")
        except UnicodeDecodeError:
            raise UnreadableLine("term_not_utf8") from None


def _fileno(stream: TextIO) -> int | None:
    try:
        return stream.fileno()
    except (AttributeError, OSError, ValueError):  # io.StringIO and friends have none
        return None


def _deliver(loop: asyncio.AbstractEventLoop, done: asyncio.Future[str | None], read: Callable[[], str | None]) -> None:
    try:
        result, error = read(), None
    except Exception as err:  # handed to the waiting coroutine, which decides
        result, error = None, err

    def settle() -> None:
        if done.done():
            return  # the game ended meanwhile (Ctrl-C)
        if error is not None:
            done.set_exception(error)
        else:
            done.set_result(result)

    with contextlib.suppress(RuntimeError):  # the loop is closed: the program is ending
        loop.call_soon_threadsafe(settle)
