"""The ``sticheln`` command: ``play`` a game in the terminal, ``replay`` game records, ``review`` a game."""

from __future__ import annotations

import io
import sys
from importlib import metadata

from bot.i18n import from_environment, quoted, speaking, t


def main(argv: list[str] | None = None) -> int:
    with speaking(from_environment()):  # the terminal's language (LANG); ``play --lang`` may choose another
        return _main(sys.argv[1:] if argv is None else argv)


def _main(args: list[str]) -> int:
    command, rest = (args[0], args[1:]) if args else ("", [])
    if command == "replay" and any(a == "--html" or a.startswith("--html=") for a in rest):
        from bot.web.export import main as export

        return export(rest)
    if command == "replay":
        from bot.terminal.replay import main as replay

        return replay(rest)
    if command == "play":
        from bot.app import open_local
        from bot.terminal import main as play

        stdin = sys.stdin if sys.stdin is not None else io.StringIO()  # no standard input at all (<&-): none to read
        return play(rest, stdin, sys.stdout, sys.stderr, open_app=open_local)
    if command == "review":
        from bot.terminal.review import main as review

        stdin = sys.stdin if sys.stdin is not None else io.StringIO()
        return review(rest, stdin, sys.stdout, sys.stderr)
    if command == "web":
        from bot.app import open_local
        from bot.web.command import main as web

        return web(rest, sys.stdout, sys.stderr, open_app=open_local)
    if command in ("-h", "--help", "help"):
        print(t("term_commands"))
        print(t("term_version_help"))
        return 0
    if command in ("-V", "--version", "version"):
        print(f"sticheln {_version()}")
        return 0
    unknown = t("term_unknown_command", command=quoted(command)) if command else t("term_no_command")
    print(unknown, file=sys.stderr)
    return 2


def _version() -> str:
    try:
        return metadata.version("sticheln")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return "(not installed)"


if __name__ == "__main__":
    sys.exit(main())
