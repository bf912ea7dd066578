"""Do the game review's ratings mean something, and what does a review cost? (sticheln.review)

    python benchmarks/review.py                          # every figure, about 5 minutes of CPU
    python benchmarks/review.py --only timing            # the cost of one seat of a 5-round game
    python benchmarks/review.py --games 24 --repeats 40  # more games, more checking playouts

Three figures, all deterministic given ``--seed`` (the review runs on an iteration budget; only the
timing reads a clock, and it reads this process's CPU time, ``time.process_time``, so that the
other work on a shared machine does not count):

1. **Random against real play.** ``--games`` one-round games at 4 players where one seat (a different
   one each game) plays uniformly random cards and the other three play ``normal`` (even games) or
   ``hard`` (odd games, 300 iterations per move). Every seat is reviewed. Printed: the mean loss per
   decision of the random seats and of the others, each with a 95% interval over games, and their
   ratio with a 95% bootstrap interval (resampling games).
2. **Labels checked independently.** For up to ``--check`` decisions of each label, the position is
   played out from the TRUE deal (every hand as dealt, which the review never reads) ``--repeats``
   times with the choice made and as many times with the review's best choice, every seat then
   played by ``normal`` with the same seeds for both choices (paired). Printed per label: the mean
   points the choice made cost against the best choice in those playouts, with a 95% interval over
   decisions. A label means something when that cost grows with the label and is clearly above 0
   for blunders.
3. **Cost.** CPU seconds to review one seat (75 decisions) of a 5-round game at 4 players played by
   ``normal``, at several iteration budgets, with how often two seeds give the same label (the
   review's own noise).
"""

from __future__ import annotations

import argparse
import copy
import math
import random
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from sticheln import Game, Options
from sticheln.ai import Player, RandomPlayer, player
from sticheln.ai.hard import HardPlayer
from sticheln.ai.normal import NormalPlayer
from sticheln.cards import card_code
from sticheln.record import load_record
from sticheln.review import (
    DEFAULT_ITERATIONS,
    LABELS,
    Budget,
    Moment,
    RatedDecision,
    SeatReview,
    moments,
    option_points,
    review_seat,
)

PLAYERS = 4
HARD_ITERATIONS = 300  # hard's search per move in the odd games: a few times quicker than its 1 s, still hard


def play_game(seed: int, rounds: int, random_seat: int | None, level: str) -> Game:
    """A game of ``level`` players (``random_seat`` plays at random), replayed from its record."""
    game = Game([f"p{s}" for s in range(PLAYERS)], Options(round_count=rounds), seed=seed)
    agents: list[Player] = []
    for s in range(PLAYERS):
        if s == random_seat:
            agents.append(RandomPlayer(seed * 10 + s))
        elif level == "hard":
            agents.append(HardPlayer(seed * 10 + s, iterations=HARD_ITERATIONS))
        else:
            agents.append(player(level, seed=seed * 10 + s))
    while game.phase.value != "over":
        if game.phase.value == "pain":
            for s in range(PLAYERS):
                game.choose_pain(s, agents[s].choose_pain(game.view(s)))
        else:
            mover = game.turn
            assert mover is not None
            game.play(mover, agents[mover].choose_card(game.view(mover)))
    return load_record(game.to_record())


def mean_interval(samples: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its 95% interval (normal approximation; one sample: no interval)."""
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, math.nan, math.nan
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))
    return mean, mean - half, mean + half


def bootstrap_ratio(pairs: Sequence[tuple[float, float]], rng: random.Random, draws: int = 2000) -> tuple[float, float]:
    """95% interval of sum(a) / sum(b) over ``pairs`` resampled with replacement."""
    ratios = []
    for _ in range(draws):
        sample = [pairs[int(rng.random() * len(pairs))] for _ in pairs]
        below = sum(b for _, b in sample)
        if below > 0:
            ratios.append(sum(a for a, _ in sample) / below)
    ratios.sort()
    return ratios[int(0.025 * len(ratios))], ratios[int(0.975 * len(ratios)) - 1]


def fmt(triple: tuple[float, float, float]) -> str:
    return f"{triple[0]:+.2f} [{triple[1]:+.2f}, {triple[2]:+.2f}]"


@dataclass
class Reviewed:
    game: Game
    reviews: list[SeatReview]
    random_seat: int


def random_against_real(games: int, iterations: int, seed: int) -> list[Reviewed]:
    """Figure 1. Returns the reviewed games for figure 2."""
    done = []
    per_game: list[tuple[float, float]] = []  # (random seat's mean loss, the others' mean loss)
    by_level: dict[str, list[float]] = {"normal": [], "hard": []}
    random_by_level: dict[str, list[float]] = {"normal": [], "hard": []}
    for g in range(games):
        level = "normal" if g % 2 == 0 else "hard"
        random_seat = g % PLAYERS
        game = play_game(seed * 1000 + g, 1, random_seat, level)
        reviews = [review_seat(game, s, seed=seed, budget=Budget(iterations=iterations)) for s in range(PLAYERS)]
        others = [r.mean_loss for r in reviews if r.seat != random_seat]
        per_game.append((reviews[random_seat].mean_loss, statistics.fmean(others)))
        by_level[level].append(statistics.fmean(others))
        random_by_level[level].append(reviews[random_seat].mean_loss)
        done.append(Reviewed(game, reviews, random_seat))
    randoms = [a for a, _ in per_game]
    others = [b for _, b in per_game]
    low, high = bootstrap_ratio(per_game, random.Random(seed))
    print(
        f"1. mean loss per decision, {games} one-round games at {PLAYERS} players, {iterations} iterations per option"
    )
    print(f"   random seat:            {fmt(mean_interval(randoms))} points")
    print(f"   the others (all):       {fmt(mean_interval(others))} points")
    for level, values in by_level.items():
        if values:
            mine = random_by_level[level]
            print(
                f"   games with {level}:{' ' * (7 - len(level))}random seat {fmt(mean_interval(mine))}, "
                f"the others {fmt(mean_interval(values))}, ratio {sum(mine) / sum(values):.2f}"
            )
    print(f"   ratio random / others:  {sum(randoms) / sum(others):.2f} [{low:.2f}, {high:.2f}] (bootstrap over games)")
    return done


Pains = list[list[str]]  # every seat's true pain card(s) of the round


def positions(game: Game, seat: int) -> Iterator[tuple[Game, Pains]]:
    """The true game (every hand) at each decision of ``seat``, in the order :func:`review_seat` rates them."""
    replay = Game(game.names, game.options)
    for r in game.rounds:
        replay.deal(r.dealt)
        pains = [[card_code(c) for c in pain or ()] for pain in r.pain]
        yield replay, pains
        for s, codes in enumerate(pains):
            replay.choose_pain(s, codes)
        for c in r.plays:
            mover = replay.turn
            if mover == seat:
                yield replay, pains
            replay.play(mover, card_code(c))  # type: ignore[arg-type]


def playout(
    position: Game, pains: Pains, seat: int, decision: RatedDecision, option: tuple[str, ...], seed: int
) -> int:
    """The seat's round score when it takes ``option`` and everyone plays on as ``normal`` (seeded)."""
    game = copy.deepcopy(position)
    agents = [NormalPlayer(seed * 10 + s) for s in range(game.players)]
    r = game.round
    if decision.kind == "pain":  # the others set aside their true pain cards
        for s in range(game.players):
            game.choose_pain(s, list(option) if s == seat else pains[s])
    else:
        game.play(seat, option[0])
    while r.scores is None:
        mover = game.turn
        assert mover is not None
        game.play(mover, agents[mover].choose_card(game.view(mover)))
    return r.scores[seat]


Case = tuple[Moment, Game, Pains, int, RatedDecision]


def labels_checked(reviewed: list[Reviewed], check: int, repeats: int, longer: int, seed: int) -> None:
    """Figure 2."""
    found: dict[str, list[Case]] = {name: [] for name in LABELS}
    for item in reviewed:
        for review in item.reviews:
            seen = zip(moments(item.game, review.seat), positions(item.game, review.seat), strict=True)
            for (moment, (position, pains)), decision in zip(seen, review.decisions, strict=True):
                if decision.loss > 0:
                    found[decision.label].append((moment, copy.deepcopy(position), pains, review.seat, decision))
    rng = random.Random(seed)
    print(
        f"2. each label's cost checked: a) from the true deal, {repeats} paired playouts per choice by normal; "
        f"b) a search of {longer} iterations per option with another seed, from the seat's view"
    )
    for name in LABELS:
        cases = found[name]
        rng.shuffle(cases)
        cases = cases[:check]
        costs, claimed, searched = [], [], []
        for i, (moment, position, pains, seat, decision) in enumerate(cases):
            best, chosen = option_points(moment, [decision.best, decision.chosen], f"check/{seed}/{i}", Budget(longer))
            searched.append(best - chosen)
            seeds = [seed * 100_000 + i * 1000 + k for k in range(repeats)]
            diffs = [
                playout(position, pains, seat, decision, decision.best, s)
                - playout(position, pains, seat, decision, decision.chosen, s)
                for s in seeds
            ]
            costs.append(statistics.fmean(diffs))
            claimed.append(decision.loss)
        if not costs:
            print(f"   {name:<11} no decision")
            continue
        print(
            f"   {name:<11} {len(costs):>3} decisions: review's loss {statistics.fmean(claimed):.2f}; "
            f"a) true deal {fmt(mean_interval(costs))}; b) longer search {fmt(mean_interval(searched))} points"
        )
    print("   ('good' lists only the good decisions that were not the best choice)")


def timing(budgets: Sequence[int], seed: int) -> None:
    """Figure 3."""
    game = play_game(seed, 5, None, "normal")
    print(f"3. one seat of a 5-round game at {PLAYERS} players (CPU seconds, time.process_time, one process)")
    for iterations in budgets:
        began = time.process_time()
        first = review_seat(game, 0, seed=seed, budget=Budget(iterations=iterations))
        seconds = time.process_time() - began
        second = review_seat(game, 0, seed=seed + 1, budget=Budget(iterations=iterations))
        same = sum(a.label == b.label for a, b in zip(first.decisions, second.decisions, strict=True))
        spread = statistics.fmean(abs(a.loss - b.loss) for a, b in zip(first.decisions, second.decisions, strict=True))
        mark = "  (the default)" if iterations == DEFAULT_ITERATIONS else ""
        print(
            f"   {iterations:>5} iterations per option: {len(first.decisions)} decisions in {seconds:6.1f} s; "
            f"another seed: the same label {same}/{len(first.decisions)}, loss differs by {spread:.2f} on average{mark}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS, help="per option, for figures 1 and 2")
    parser.add_argument("--check", type=int, default=20, help="decisions checked per label")
    parser.add_argument("--repeats", type=int, default=24, help="playouts per choice and checked decision")
    parser.add_argument("--longer", type=int, default=2000, help="iterations per option of the checking search")
    parser.add_argument("--budgets", type=int, nargs="+", default=[50, 100, 200, 400, 800])
    parser.add_argument("--only", choices=("validity", "timing"), default=None)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    began = time.process_time()
    if args.only != "timing":
        reviewed = random_against_real(args.games, args.iterations, args.seed)
        labels_checked(reviewed, args.check, args.repeats, args.longer, args.seed)
    if args.only != "validity":
        timing(args.budgets, args.seed)
    print(f"({time.process_time() - began:.0f} CPU seconds in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
