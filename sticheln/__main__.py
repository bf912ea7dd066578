"""``python -m sticheln replay FILE...``."""

import sys

from sticheln.replay import main as replay_main

USAGE = "usage: python -m sticheln replay FILE..."


def main(argv: list[str]) -> int:
    if not argv or argv[0] != "replay":
        print(f"error: {USAGE}", file=sys.stderr)
        return 2
    return replay_main(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
