"""Search speed of the AI players: iterations per second at each table size.

    python benchmarks/ai_speed.py [--agents hard ismcts] [--players 3 4 5 6] [--budget 0.1] [--deals 2]
    python benchmarks/ai_speed.py --iterations 2000      # a fixed iteration count instead of a budget
    python benchmarks/ai_speed.py --cpu-time             # budgets and rates in CPU seconds (a busy machine)

The positions are every card decision with at least two cards in hand of
``--deals`` one-round games played by ``normal`` (seeded, so every agent and
every run searches the same positions). With ``--budget`` an agent searches
each position for that many seconds and reports how many iterations it ran
(``last_iterations``); with ``--iterations`` it runs exactly that many and the
time is measured, which also works for agents that do not count. One line per
agent and table size, then per agent a line ``speed: AGENT N iterations/s at
4 players``.
"""

from __future__ import annotations

import argparse
import sys

from sticheln.ai.budget import count_cpu_time, now
from sticheln.ai.normal import NormalPlayer
from sticheln.ai.tournament import Settings, make_agent
from sticheln.game import Game
from sticheln.options import Options
from sticheln.view import SeatView


def positions(players: int, deals: int, seed: int) -> list[SeatView]:
    """Every card decision with a choice in ``deals`` one-round games of ``normal`` players."""
    views = []
    for deal in range(deals):
        game = Game([f"p{s}" for s in range(players)], Options(round_count=1), seed=seed * 1000 + deal)
        bots = [NormalPlayer(s) for s in range(players)]
        for s in range(players):
            game.choose_pain(s, bots[s].choose_pain(game.view(s)))
        while game.turn is not None:
            s = game.turn
            view = game.view(s)
            if len(view.legal) > 1:
                views.append(view)
            game.play(s, bots[s].choose_card(view))
    return views


def speed(spec: str, views: list[SeatView], settings: Settings) -> tuple[int, float]:
    """Iterations run and seconds spent by ``spec`` over ``views``."""
    iterations, seconds = 0, 0.0
    for i, view in enumerate(views):
        agent = make_agent(spec, seed=i, settings=settings)
        began = now()
        agent.choose_card(view)
        seconds += now() - began
        if settings.iterations is not None:
            iterations += settings.iterations
        else:
            counted = getattr(agent, "last_iterations", None)
            if counted is None:
                raise SystemExit(f"{spec} does not count its iterations: use --iterations")
            iterations += counted
    return iterations, seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--agents", nargs="+", default=["hard", "ismcts"])
    parser.add_argument("--players", nargs="+", type=int, default=[3, 4, 5, 6], choices=range(3, 7))
    parser.add_argument("--budget", type=float, default=0.1, help="seconds per decision (default 0.1)")
    parser.add_argument("--iterations", type=int, help="a fixed iteration count per decision instead")
    parser.add_argument("--deals", type=int, default=2, help="games whose positions are searched (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cpu-time", action="store_true", help="budgets and rates count CPU seconds")
    args = parser.parse_args(argv)
    count_cpu_time(args.cpu_time)
    settings = Settings(iterations=args.iterations, budget=None if args.iterations else args.budget)
    limit = f"{args.iterations} iterations" if args.iterations else f"{args.budget} s"
    rates: dict[str, dict[int, float]] = {a: {} for a in args.agents}
    for players in args.players:
        views = positions(players, args.deals, args.seed)
        for spec in args.agents:
            iterations, seconds = speed(spec, views, settings)
            rates[spec][players] = iterations / seconds
            print(
                f"{spec:<10} {players} players: {iterations / seconds:>9,.0f} iterations/s "
                f"({len(views)} positions, {limit} each, {iterations:,} iterations in {seconds:.1f} s)",
                flush=True,
            )
    for spec in args.agents:
        at = 4 if 4 in rates[spec] else args.players[0]
        print(f"speed: {spec} {rates[spec][at]:,.0f} iterations/s at {at} players")
    return 0


if __name__ == "__main__":
    sys.exit(main())
