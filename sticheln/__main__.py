"""``python -m sticheln replay FILE...``: the game library's one command, without the bot's packages."""

import sys

from sticheln.replay import main as replay_main

USAGE = "usage: python -m sticheln replay FILE..."
HELP = f"""{USAGE}

Check Sticheln game records (docs/RECORD.md) and print, per file, one line of JSON
with every trick, the round scores, totals and winners.
  replay   check game records (python -m sticheln replay --help)"""


def main(argv: list[str]) -> int:
    if argv[:1] in (["-h"], ["--help"], ["help"]):
        print(HELP)
        return 0
    if not argv or argv[0] != "replay":
        print(f"error: {USAGE} (see python -m sticheln --help)", file=sys.stderr)
        return 2
    return replay_main(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
