"""What ``hard`` does with a tiny budget: search iterations per decision, and CPU time outside the search.

    python benchmarks/ai_fixed_costs.py [--players 4] [--budget 0.01] [--deals 8]
    python benchmarks/ai_fixed_costs.py --profile 25   # and cProfile's top 25 functions by own time
    python benchmarks/ai_fixed_costs.py --split 200    # and one search iteration split into its parts
    python benchmarks/ai_fixed_costs.py --reuse 300    # and what a tree of 300 iterations holds for the next move

The positions are every decision of ``--deals`` one-round games played by
``normal`` (seeded, as in ``ai_speed.py``): the pain choices, and every card
decision with at least two cards in hand. ``hard`` decides each one with
``--budget`` CPU seconds. Printed per kind of decision: the mean number of
search iterations (for a pain choice: deals simulated) and the mean CPU time
per decision, split into the search loop and everything around it (reading
the view, building the search, ranking the moves). The last line,
``fixed: N iterations/decision, M ms outside the search``, is the figure for
card decisions.

``--split N`` also runs N iterations at every card position three times (a
whole iteration; dealing the unseen cards alone; the rules-of-thumb playout
alone, from the position on the same deals) and prints the CPU microseconds per
iteration of each: what is left of an iteration is walking and updating the tree.
cProfile's own overhead distorts that split (it counts every call), this does not.

``--reuse N`` searches every card position (3+ cards in hand) for N iterations
over ``hard``'s candidates at ``--budget`` and prints the mean and the largest
visit count of the best-visited node one whole trick further (our most visited
card and every other seat's reply): all that reusing the tree at this seat's
next move could start from.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import sys
import time

from ai_speed import positions

from sticheln.ai import hard as hard_module
from sticheln.ai import pain_search
from sticheln.ai.budget import count_cpu_time
from sticheln.ai.hard import STYLE, HardPlayer
from sticheln.ai.knowledge import knowledge
from sticheln.ai.normal import NormalPlayer
from sticheln.ai.playout import greedy_tricks
from sticheln.ai.search import Search
from sticheln.cards import HAND_SIZE
from sticheln.game import Game
from sticheln.options import Options
from sticheln.view import SeatView

_searching = [0.0]  # CPU seconds inside the search loops of the current decision


class _TimedSearch(hard_module.Search):
    def run(self, iterations: int | None = None, budget: float | None = None, started: float | None = None) -> None:
        began = time.process_time()
        super().run(iterations, budget, started)
        _searching[0] += time.process_time() - began


def _timed_pain_loop(original):  # type: ignore[no-untyped-def]
    def timed(*args, **kwargs):  # type: ignore[no-untyped-def]
        began = time.process_time()
        try:
            return original(*args, **kwargs)
        finally:
            _searching[0] += time.process_time() - began

    return timed


def pain_positions(players: int, deals: int, seed: int) -> list[SeatView]:
    """Every seat's pain choice in ``deals`` fresh games (the same seeds as :func:`positions`)."""
    views = []
    for deal in range(deals):
        game = Game([f"p{s}" for s in range(players)], Options(round_count=1), seed=seed * 1000 + deal)
        for s in range(players):
            views.append(game.view(s))
            game.choose_pain(s, NormalPlayer(s).choose_pain(game.view(s)))
    return views


def measure(views: list[SeatView], budget: float, pain: bool) -> tuple[float, float, float]:
    """Mean iterations, mean CPU seconds per decision, mean CPU seconds outside the search loop."""
    iterations, total, outside = [], [], []
    for i, view in enumerate(views):
        player = HardPlayer(seed=i, time_budget=budget)
        _searching[0] = 0.0
        began = time.process_time()
        if pain:
            player.choose_pain(view)
        else:
            player.choose_card(view)
        spent = time.process_time() - began
        iterations.append(player.last_iterations)
        total.append(spent)
        outside.append(spent - _searching[0])
    return statistics.fmean(iterations), statistics.fmean(total), statistics.fmean(outside)


def split(views: list[SeatView], iterations: int) -> tuple[float, float, float]:
    """CPU seconds per iteration: a whole one, dealing alone, the greedy playout alone (from the position)."""
    whole = dealing = playing = 0.0
    for i, view in enumerate(views):
        k = knowledge(view)
        search = Search(k, random.Random(i), STYLE, None, view.totals)
        began = time.process_time()
        search.run(iterations)
        whole += time.process_time() - began
        dealer = Search(k, random.Random(i), STYLE, None, view.totals)
        began = time.process_time()
        deals = [dealer._deal() for _ in range(iterations)]
        dealing += time.process_time() - began
        rand = random.Random(i).random
        began = time.process_time()
        for hands, points, _, base in deals:
            greedy_tricks(hands, points, k.leader, list(k.trick), rand, HAND_SIZE, base)
        playing += time.process_time() - began
    count = len(views) * iterations
    return whole / count, dealing / count, playing / count


def reusable(views: list[SeatView], iterations: int, budget: float) -> tuple[float, int]:
    """Mean and largest visits of the best-visited node a trick below the most visited card."""
    best = []
    for i, view in enumerate(views):
        k = knowledge(view)
        if len(k.hand) < 3:
            continue
        moves = HardPlayer(i, time_budget=budget)._candidates(k)
        search = Search(k, random.Random(i), STYLE, moves, view.totals)
        search.run(iterations)
        level = [max(search.root.children.values(), key=lambda node: node.visits)]
        for _ in range(k.players - 1):
            level = [child for node in level for child in node.children.values()]
        best.append(max((node.visits for node in level), default=0))
    return statistics.fmean(best), max(best)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=4, choices=range(3, 7))
    parser.add_argument("--budget", type=float, default=0.01, help="CPU seconds per decision (default 0.01)")
    parser.add_argument("--deals", type=int, default=8, help="games whose decisions are taken (default 8)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", type=int, default=0, help="also print cProfile's top N functions")
    parser.add_argument("--split", type=int, default=0, help="also split N iterations per position into parts")
    parser.add_argument("--reuse", type=int, default=0, help="also what N iterations leave for the next move")
    args = parser.parse_args(argv)
    count_cpu_time(True)
    hard_module.Search = _TimedSearch  # type: ignore[misc]
    pain_search_loop = pain_search.rate_pains
    hard_module.rate_pains = _timed_pain_loop(pain_search_loop)  # type: ignore[assignment]
    cards = positions(args.players, args.deals, args.seed)
    pains = pain_positions(args.players, args.deals, args.seed)
    profiler = cProfile.Profile(time.process_time) if args.profile else None  # CPU time: the machine may be busy
    if profiler:
        profiler.enable()
    card_figures = measure(cards, args.budget, pain=False)
    pain_figures = measure(pains, args.budget, pain=True)
    if profiler:
        profiler.disable()
    print(f"hard, {args.players} players, {args.budget} CPU s per decision, seed {args.seed}")
    for kind, views, (its, total, outside) in (("card", cards, card_figures), ("pain", pains, pain_figures)):
        print(
            f"{kind}: {len(views)} decisions, {its:,.1f} iterations/decision, {1000 * total:.2f} ms CPU/decision, "
            f"{1000 * outside:.3f} ms outside the search"
        )
    if profiler:
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("tottime").print_stats(args.profile)
    if args.split:
        whole, dealing, playing = split(cards, args.split)
        print(
            f"split: {1e6 * whole:.1f} us CPU per iteration; dealing {1e6 * dealing:.1f} us, greedy playout "
            f"{1e6 * playing:.1f} us, the rest (tree) {1e6 * (whole - dealing - playing):.1f} us"
        )
    if args.reuse:
        mean, most = reusable(cards, args.reuse, args.budget)
        print(f"reuse: after {args.reuse} iterations the next move's node holds {mean:.2f} visits (at most {most})")
    its, _, outside = card_figures
    print(f"fixed: {its:,.1f} iterations/decision, {1000 * outside:.3f} ms outside the search")
    return 0


if __name__ == "__main__":
    sys.exit(main())
