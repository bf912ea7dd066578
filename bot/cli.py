"""The ``sticheln`` command: ``replay`` game records, ``play`` a game in the terminal."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    command, rest = (args[0], args[1:]) if args else ("", [])
    if command == "replay":
        from sticheln.replay import main as replay

        return replay(rest)
    if command == "play":
        from bot.terminal import main as play

        return play(rest, sys.stdin, sys.stdout, sys.stderr)
    from bot.text import t

    print(t("term_usage"), file=sys.stderr)
    return 0 if command in ("-h", "--help") else 2


if __name__ == "__main__":
    sys.exit(main())
