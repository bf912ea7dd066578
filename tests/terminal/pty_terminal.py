"""``sticheln play`` on a pseudo-terminal of a given width: what a person at a real terminal sees and types."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import signal
import struct
import sys
import termios
import time

from tests.terminal.helpers import ROOT, program_env

CONTROL = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]")  # colours, cursor moves, erasing


class Terminal:
    """The program runs with a pseudo-terminal of ``columns`` x ``rows`` as its terminal."""

    def __init__(self, args: list[str], *, columns: int = 80, rows: int = 24) -> None:
        pid, fd = pty.fork()
        if pid == 0:  # the child: size its terminal, become the program, never return into the tests
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
                os.chdir(ROOT)
                # Ctrl-C as at a real terminal, also when the suite runs as a background job (started with SIGINT
                # ignored, which a program inherits)
                signal.signal(signal.SIGINT, signal.SIG_DFL)
                os.execve(sys.executable, [sys.executable, "-m", "bot.cli", *args], program_env())
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.raw = b""
        self.status: int | None = None

    def read(self, timeout: float = 0.1) -> bool:
        """Read what is there within ``timeout``; False once the program has closed the terminal."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return True
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:  # the program ended
            return False
        self.raw += chunk
        return bool(chunk)

    def wait_for(self, text: str, *, after: int = 0, timeout: float = 60) -> int:
        """Read until ``text`` shows (in :meth:`text`, from ``after`` on); the position just past it."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = self.text().find(text, after)
            if found >= 0:
                return found + len(text)
            if not self.read():
                break
        raise AssertionError(f"{text!r} never showed; the end of the screen:\n{self.text()[-1500:]}")

    def type(self, keys: str) -> None:
        os.write(self.fd, keys.encode())

    def echoes(self) -> bool:
        """Whether the terminal echoes what is typed (its ECHO flag, read through the controlling side)."""
        return bool(termios.tcgetattr(self.fd)[3] & termios.ECHO)

    def read_to_the_end(self, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.read():
            pass

    def finish(self, timeout: float = 30) -> int:
        """Read to the end; the exit status."""
        self.read_to_the_end(timeout)
        deadline = time.monotonic() + timeout
        while (ended := os.waitpid(self.pid, os.WNOHANG))[0] == 0:
            if time.monotonic() > deadline:  # a program that does not end fails the test instead of hanging it
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
                os.close(self.fd)
                raise AssertionError(f"the program did not end; the end of the screen:\n{self.text()[-1500:]}")
            time.sleep(0.05)
        status = ended[1]
        os.close(self.fd)
        self.status = os.waitstatus_to_exitcode(status)
        return self.status

    def text(self) -> str:
        """The output without control sequences, line ends as ``\\n``."""
        return CONTROL.sub("", self.raw.decode(errors="replace")).replace("\r\n", "\n")

    def lines(self) -> list[str]:
        """The lines as they stay on the screen: a line rewritten after ``\\r`` is its last version."""
        return [line.split("\r")[-1] for line in self.text().split("\n")]
