"""Duplicate-deal tournament between AI agents.

Every deal (one round's shuffle) is replayed with the agents rotated through
all seats (each distinct seating once), so the luck of the cards cancels out. Prints, per agent, the mean
round score with a 95% confidence interval, the win rate (share of games in
which its seat had, or shared, the highest score), mean and p95 move time (a pain choice counts as a move), and
the paired difference between every two agents.

    python benchmarks/ai_tournament.py easy normal --players 4 --deals 500
    python benchmarks/ai_tournament.py hard ismcts --players 6 --deals 50 --iterations 300 --jobs 2
    python benchmarks/ai_tournament.py hard normal --budget 1.0 --deals 20
    python benchmarks/ai_tournament.py normal mypackage.mybot:make_player
    python benchmarks/ai_tournament.py hard@0.01 ismcts@1.0 --players 4 --deals 16 --cpu-time --every 1
    python benchmarks/ai_tournament.py hard ismcts --deals 40 --json run.json   # a record for ai_table.py
    python benchmarks/ai_tournament.py hard ismcts --deals 40 --json run.json --resume  # on from where it stopped

Agents: easy, normal, hard, ismcts (the Trickster's Table baseline, sticheln/ai/baseline.py), random,
normal-bsw / normal-count / normal-outside / normal-few (pain-choice variants), or
module:factory, where factory(seed) returns a sticheln.ai.Player.
A search agent may carry its own limit per decision: hard@0.01 (seconds; CPU seconds with
--cpu-time) or ismcts@300it (iterations); agents without one follow --budget / --iterations.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from sticheln.ai.results import continued, run_record, table_row, write_record
from sticheln.ai.tournament import Settings, lineup, own_limit, rotations, run_deals, table, tally
from sticheln.options import Options


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("agents", nargs="*", default=["easy", "normal"], help="agent specs (default: easy normal)")
    parser.add_argument("--players", type=int, default=4, choices=range(3, 7), help="table size, 3-6 (default 4)")
    parser.add_argument("--deals", type=int, default=100, help="number of deals (default 100)")
    parser.add_argument("--iterations", type=int, help="search iterations per move (reproducible; overrides --budget)")
    parser.add_argument("--budget", type=float, help="search seconds per move (default 1.0 when no --iterations)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals and agents (default 0)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument(
        "--cpu-time", action="store_true", help="budgets and move times count CPU seconds, not the wall clock"
    )
    parser.add_argument("--every", type=int, default=0, help="also print the standings every N deals")
    parser.add_argument("--hidden", action="store_true", help="hidden pain colours")
    parser.add_argument("--twopain", action="store_true", help="two pain cards each")
    parser.add_argument(
        "--json", type=Path, help="write the run's record here after every deal (benchmarks/ai_table.py reads it)"
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help="go on with the run recorded in --json from its next deal (same agents, table, seed and options)",
    )
    args = parser.parse_args(argv)
    if len(args.agents) < 2 or len(set(args.agents)) != len(args.agents):
        parser.error("name at least two different agents")
    settings = Settings(
        iterations=args.iterations, budget=None if args.iterations else args.budget, cpu_time=args.cpu_time
    )
    options = Options(hidden=args.hidden, twopain=args.twopain)
    seconds = "CPU s" if args.cpu_time else "s"
    limit = f"{args.iterations} iterations/move" if args.iterations else f"{args.budget or 1.0} {seconds}/move"
    try:
        for spec in args.agents:
            if "@" in spec:
                own_limit(spec, settings)
    except ValueError as error:
        parser.error(str(error))
    if any("@" in spec for spec in args.agents):
        limit += " unless the agent names its own"
    seatings = rotations(lineup(args.agents, args.players))
    flags = (" | hidden" if args.hidden else "") + (" | twopain" if args.twopain else "")
    print(
        f"{' vs '.join(args.agents)} | {args.players} players | {args.deals} deals x {seatings} rotations | "
        f"search {limit} | seed {args.seed}{flags}",
        flush=True,
    )
    arguments = _without_json(sys.argv[1:] if argv is None else argv)
    earlier = _earlier(parser, args, arguments) if args.resume else None
    first = earlier["deals_played"] if earlier else 0
    start = time.perf_counter()
    results = []
    whole: dict[str, Any] | None = None  # the record of the whole run, a resumed one's earlier deals included
    deals = run_deals(args.agents, args.players, args.deals, args.seed, options, settings, args.jobs, first)
    for i, result in enumerate(deals, start=first):
        results.append(result)
        if args.json:
            record = run_record(arguments, args.deals, tally(results, args.agents))
            whole = continued(earlier, record) if earlier else record
            write_record(args.json, whole)
        if args.every and (i + 1) % args.every == 0 and i + 1 < args.deals:
            print(f"after {i + 1} deals:\n{table(tally(results, args.agents))}", flush=True)
        if sys.stderr.isatty() and (i + 1) % 10 == 0:
            print(f"\r{i + 1}/{args.deals} deals", end="", file=sys.stderr, flush=True)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    print(table(tally(results, args.agents)))
    if earlier and whole is not None:
        print(f"with the {first} deals played before: {table_row(whole)}")
    print(f"wall clock {time.perf_counter() - start:.0f} s")
    return 0


def _without_json(argv: list[str]) -> list[str]:
    """The arguments that reproduce the run, less where its record went and whether it was resumed."""
    return _without(argv, valued=("--json",), flags=("--resume",))


def _without(argv: list[str], *, valued: tuple[str, ...], flags: tuple[str, ...] = ()) -> list[str]:
    """``argv`` less the options ``valued`` (with their values, spaced or after ``=``) and the ``flags``."""
    kept: list[str] = []
    skip = False
    for a in argv:
        if skip or a in flags or a.startswith(tuple(f"{v}=" for v in valued)):
            skip = False
            continue
        skip = a in valued
        if not skip:
            kept.append(a)
    return kept


def _earlier(parser: argparse.ArgumentParser, args: argparse.Namespace, arguments: list[str]) -> dict[str, Any]:
    """The record a resumed run goes on from; an error unless it is the same run, stopped early."""
    if not args.json or not args.json.exists():
        parser.error("--resume needs --json naming the record of the run to go on with")
    earlier: dict[str, Any] = json.loads(args.json.read_text())
    if _settings(earlier["arguments"]) != _settings(arguments):
        parser.error(f"{args.json} records another run: {' '.join(earlier['arguments'])}")
    if earlier["deals_played"] >= args.deals:
        parser.error(f"{args.json} already holds {earlier['deals_played']} deals")
    return earlier


def _settings(arguments: list[str]) -> list[str]:
    """A run's arguments less how many deals and how often it reports, which a continuation may change."""
    return _without(arguments, valued=("--deals", "--every"))


if __name__ == "__main__":
    sys.exit(main())
