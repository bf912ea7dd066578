"""How long the game result's chart takes to draw: six players, ten rounds, the median of 50 runs.

python benchmarks/chart.py
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bot.discord.club.chart import totals_chart


def main() -> None:
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    rng = random.Random(1)
    names = [f"Player {i}" for i in range(6)]
    rounds = [[rng.randint(-40, 15) for _ in names] for _ in range(10)]
    times = []
    for _ in range(50):
        began = time.perf_counter()
        png = totals_chart(names, rounds)
        times.append(time.perf_counter() - began)
    print(f"chart of 6 players x 10 rounds: {len(png)} bytes, median {statistics.median(times) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
