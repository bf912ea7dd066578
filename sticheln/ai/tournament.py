"""Duplicate-deal matches between agents: the engine behind benchmarks/ai_tournament.py and the AI tests.

A *deal* is one round's shuffle. It is played once per distinct rotation of
the agents through the seats, so every agent holds every hand and every seat:
the luck of the cards cancels out and differences between agents show up after
far fewer deals than with fresh shuffles. Rotations that would seat the agents
exactly as an earlier one (two agents alternating at 4 or 6 players repeat
after two) are skipped: they would replay the same game, and they cost as much.

Agents are named by spec strings so that deals can run in worker processes:
``easy``, ``normal``, ``hard``, ``ismcts`` (the Trickster's Table baseline, :mod:`sticheln.ai.baseline`),
``reference`` (SO-ISMCTS written from the paper, :mod:`sticheln.ai.reference`, to check the baseline),
``random``, the pain-choice variants ``normal-bsw``, ``normal-count``, ``normal-outside``, ``normal-few``, or
``module:factory`` for an outside agent, where ``factory(seed)`` returns a
:class:`~sticheln.ai.Player`.

A search agent's spec may carry its own limit per decision, overriding the
match's :class:`Settings` for it alone: ``hard@0.01`` (seconds, CPU seconds
with ``cpu_time``) or ``ismcts@300it`` (iterations). So ``hard@0.01
ismcts@1.0`` gives one agent a hundredth of the other's time on the same deals
and seatings.
"""

from __future__ import annotations

import importlib
import math
import statistics
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from sticheln.ai import Player, RandomPlayer
from sticheln.ai.budget import count_cpu_time, now
from sticheln.game import Game
from sticheln.options import Options

SEARCH_AGENTS = ("hard", "ismcts", "reference")


@dataclass(frozen=True)
class Settings:
    """How the search agents are limited: a fixed iteration count (reproducible) or a time budget per move."""

    iterations: int | None = None
    budget: float | None = None
    cpu_time: bool = False  # budgets and move times count CPU seconds (fair on a busy machine)


def own_limit(spec: str, settings: Settings) -> tuple[str, Settings]:
    """Split ``name@limit`` into the name and the settings it plays with (the match's, without ``@``)."""
    name, at, limit = spec.partition("@")
    if not at:
        return spec, settings
    if name not in SEARCH_AGENTS:
        raise ValueError(f"{spec!r}: only the search agents {', '.join(SEARCH_AGENTS)} take a limit")
    try:
        if limit.endswith("it"):
            count = int(limit[:-2])
            if count < 1:
                raise ValueError
            return name, Settings(iterations=count, budget=None, cpu_time=settings.cpu_time)
        seconds = float(limit)
        if not seconds > 0:
            raise ValueError
    except ValueError:
        raise ValueError(f"bad limit in {spec!r}: give seconds (hard@0.01) or iterations (hard@300it)") from None
    return name, Settings(iterations=None, budget=seconds, cpu_time=settings.cpu_time)


def make_agent(spec: str, seed: int, settings: Settings = Settings()) -> Player:
    """Build the agent named by ``spec`` (see the module doc) with its own ``seed``."""
    spec, settings = own_limit(spec, settings)
    # imported here, per spec, so that a worker process only loads what it plays
    if spec == "easy":
        from sticheln.ai.easy import EasyPlayer

        return EasyPlayer(seed)
    if spec == "normal" or spec.startswith("normal-"):
        from sticheln.ai.normal import NormalPlayer
        from sticheln.ai.pain import DEFAULT as DEFAULT_PAIN

        return NormalPlayer(seed, pain=spec.partition("-")[2] or DEFAULT_PAIN)
    if spec == "hard":
        from sticheln.ai.hard import HardPlayer

        return HardPlayer(seed, time_budget=settings.budget, iterations=settings.iterations)
    if spec == "ismcts":
        from sticheln.ai.baseline import BaselinePlayer

        return BaselinePlayer(seed, time_budget=settings.budget, iterations=settings.iterations)
    if spec == "reference":
        from sticheln.ai.reference import ReferencePlayer

        return ReferencePlayer(seed, time_budget=settings.budget, iterations=settings.iterations)
    if spec == "random":
        return RandomPlayer(seed)
    if ":" in spec:
        module, _, name = spec.partition(":")
        factory: Callable[[int], Player] = getattr(importlib.import_module(module), name)
        return factory(seed)
    raise ValueError(f"unknown agent {spec!r}")


@dataclass
class AgentResult:
    """One agent's record over a match."""

    deal_means: list[float] = field(default_factory=list)  # its mean round score per deal
    scores: list[int] = field(default_factory=list)
    wins: int = 0
    games: int = 0
    move_times: list[float] = field(default_factory=list)


@dataclass
class DealResult:
    scores: dict[str, list[int]]
    wins: dict[str, int]
    move_times: dict[str, list[float]]


def lineup(agents: Sequence[str], players: int) -> list[str]:
    """The seats' agents for rotation 0: the agents repeated in order until the table is full."""
    return [agents[i % len(agents)] for i in range(players)]


def rotations(seats: Sequence[str]) -> int:
    """How many rotations of the lineup ``seats`` differ: the first shift that reproduces it."""
    n = len(seats)
    return next(r for r in range(1, n + 1) if all(seats[(s + r) % n] == seats[s] for s in range(n)))


def play_deal(
    agents: Sequence[str],
    players: int,
    deal: int,
    seed: int = 0,
    options: Options | None = None,
    settings: Settings = Settings(),
) -> DealResult:
    """Play deal number ``deal`` once per distinct rotation of ``agents`` through the seats."""
    count_cpu_time(settings.cpu_time)  # per deal, so that worker processes follow it too
    base = options or Options()
    opts = Options(round_count=1, hidden=base.hidden, twopain=base.twopain)
    deal_seed = seed * 1_000_003 + deal
    seats = lineup(agents, players)
    result = DealResult({a: [] for a in agents}, dict.fromkeys(agents, 0), {a: [] for a in agents})
    for rotation in range(rotations(seats)):
        names = [seats[(s + rotation) % players] for s in range(players)]
        bots = [make_agent(names[s], deal_seed * 101 + rotation * 7 + s, settings) for s in range(players)]
        game = Game([f"{name}#{s}" for s, name in enumerate(names)], opts, seed=deal_seed)
        for s in range(players):
            start = now()
            pain = bots[s].choose_pain(game.view(s))
            result.move_times[names[s]].append(now() - start)  # a decision the table waits for too
            game.choose_pain(s, pain)
        while game.turn is not None:
            s = game.turn
            view = game.view(s)
            start = now()
            card = bots[s].choose_card(view)
            result.move_times[names[s]].append(now() - start)
            game.play(s, card)
        for s in range(players):
            result.scores[names[s]].append(game.totals[s])
            result.wins[names[s]] += s in game.winners
    return result


def _play(args: tuple) -> DealResult:
    return play_deal(*args)


def run_deals(
    agents: Sequence[str],
    players: int,
    deals: int,
    seed: int = 0,
    options: Options | None = None,
    settings: Settings = Settings(),
    jobs: int = 1,
    first: int = 0,
) -> Iterator[DealResult]:
    """Every deal's result from deal ``first`` on, in order; with ``jobs`` > 1 in that many worker processes.

    Deal ``d`` depends only on ``seed`` and ``d``, so a run stopped after N deals goes on with ``first=N``.
    """
    work = [(tuple(agents), players, d, seed, options, settings) for d in range(first, deals)]
    if jobs <= 1:
        yield from map(_play, work)
        return
    import multiprocessing

    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    with multiprocessing.get_context(method).Pool(jobs) as pool:
        yield from pool.imap(_play, work)


def tally(results: Sequence[DealResult] | Iterator[DealResult], agents: Sequence[str]) -> dict[str, AgentResult]:
    """Add deal results up per agent."""
    out = {a: AgentResult() for a in agents}
    for r in results:
        for a in agents:
            rec = out[a]
            rec.deal_means.append(statistics.fmean(r.scores[a]))
            rec.scores.extend(r.scores[a])
            rec.wins += r.wins[a]
            rec.games += len(r.scores[a])
            rec.move_times.extend(r.move_times[a])
    return out


# Student's t: the 97.5% quantile for 1 to 30 degrees of freedom (two-sided 95% intervals)
T_975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


def t_quantile(df: int) -> float:
    """Student's t 97.5% quantile for ``df`` degrees of freedom (a table to 30, then Cornish-Fisher's series,
    within 0.001 of the exact value)."""
    if df <= len(T_975):
        return T_975[df - 1]
    z = 1.959964
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


def mean_ci(samples: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (Student's t with n - 1 degrees of freedom)."""
    m = statistics.fmean(samples)
    if len(samples) < 2:
        return m, math.inf
    return m, t_quantile(len(samples) - 1) * statistics.stdev(samples) / math.sqrt(len(samples))


def percentile(samples: Sequence[float], q: float) -> float:
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def table(results: dict[str, AgentResult]) -> str:
    """The per-agent summary the benchmark prints, plus paired differences between agents."""
    lines = [f"{'agent':<28} {'mean/round':>10} {'95% CI':>17} {'win rate':>8} {'mean move':>10} {'p95 move':>9}"]
    for name, r in results.items():
        m, h = mean_ci(r.deal_means)
        lines.append(
            f"{name:<28} {m:>10.2f} {f'[{m - h:.2f}, {m + h:.2f}]':>17} {r.wins / max(r.games, 1):>8.1%} "
            f"{1000 * statistics.fmean(r.move_times or [0]):>8.1f}ms {1000 * percentile(r.move_times, 0.95):>7.1f}ms"
        )
    names = list(results)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            diff = [x - y for x, y in zip(results[a].deal_means, results[b].deal_means, strict=True)]
            m, h = mean_ci(diff)
            lines.append(
                f"{a} - {b}: {m:+.2f} points/round, 95% CI [{m - h:+.2f}, {m + h:+.2f}] (paired by deal, Student's t)"
            )
    return "\n".join(lines)
