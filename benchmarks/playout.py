"""Random legal full games on the fast path, one core.

    python benchmarks/playout.py [--players 5] [--seconds 5]

Last line: ``playout: N games/s``.
"""

from __future__ import annotations

import argparse
import random
import time

from sticheln.playout import random_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=5, choices=range(3, 7))
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    games, began = 0, time.perf_counter()
    deadline = began + args.seconds
    while time.perf_counter() < deadline:
        for _ in range(100):
            random_game(args.players, rng)
        games += 100
    rate = games / (time.perf_counter() - began)
    print(f"players: {args.players}, games: {games}")
    print(f"playout: {rate:,.0f} games/s")


if __name__ == "__main__":
    main()
