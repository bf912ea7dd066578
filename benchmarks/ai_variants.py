"""Variants of ``hard`` at a tiny budget, for paired tournaments that measure one change at a time (issue 32).

    cd benchmarks && python ai_tournament.py hard@0.01 ai_variants:previous --players 4 --deals 200 --cpu-time

Every factory takes a seed and returns a player that searches :data:`BUDGET`
seconds per decision (CPU seconds with ``--cpu-time``; the environment variable
``AI_VARIANT_BUDGET`` changes it). ``previous`` is ``hard`` as it was before
issue 32's second step (every card searched below 5 players); ``open_loop`` and
``pruned4`` are the first two changes measured against it; the others change
one thing of today's ``hard``. docs/AI.md has what each one gave.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from sticheln.ai.hard import STYLE, HardPlayer
from sticheln.ai.knowledge import Knowledge
from sticheln.ai.normal import card_scores
from sticheln.ai.search import Style
from sticheln.cards import Card

BUDGET = float(os.environ.get("AI_VARIANT_BUDGET", "0.01"))
PREVIOUS_STYLE = Style(tree="full", rollout="greedy", reward="relative", exploration=22.6, infer=False)

Factory = Callable[[int], HardPlayer]


class _Previous(HardPlayer):
    """``hard`` before issue 32's second step: the best 4 cards by ``normal`` from 5 players on, else every card."""

    def _candidates(self, k: Knowledge) -> list[Card]:
        if k.players < 5 or len(k.hand) <= 4:
            return list(k.hand)
        scores = card_scores(k)
        return sorted(k.hand, key=lambda c: (-scores[c], c))[:4]


def previous(seed: int) -> HardPlayer:
    return _Previous(seed, time_budget=BUDGET, style=PREVIOUS_STYLE)


def pruned4(seed: int) -> HardPlayer:
    """The previous ``hard`` searching only the best 4 cards by ``normal`` at every table size."""
    return HardPlayer(seed, time_budget=BUDGET, style=PREVIOUS_STYLE, candidates=4)


def open_loop(seed: int) -> HardPlayer:
    """The previous ``hard`` with only this seat's moves in the tree, the others by the rules of thumb."""
    return _Previous(seed, time_budget=BUDGET, style=Style(**{**vars(PREVIOUS_STYLE), "tree": "own"}))


def _with(candidates: int | None = None, **style: object) -> Factory:
    """Today's ``hard`` with its style changed by ``style`` and/or ``candidates`` cards searched."""
    changed = Style(**{**vars(STYLE), **style})

    def make(seed: int) -> HardPlayer:
        return HardPlayer(seed, time_budget=BUDGET, style=changed, candidates=candidates)

    return make


pruned3 = _with(candidates=3)
pruned6 = _with(candidates=6)
explore11 = _with(exploration=11.3)
explore45 = _with(exploration=45.2)
inferred = _with(infer=True)  # deals weighted by what the others showed (sticheln.ai.determinize.evidence)
greedy6 = _with(greedy_tricks=6)  # rules of thumb for 6 tricks, the rest at random: cheaper, more iterations


def bsw_pain(seed: int) -> HardPlayer:
    """Today's ``hard`` with BSW's pain rule instead of the simulated pain choice."""
    return HardPlayer(seed, time_budget=BUDGET, simulate_pain=False)


VARIANTS = ("previous", "pruned4", "open_loop", "pruned3", "pruned6", "explore11", "explore45", "inferred", "greedy6")


def main() -> None:
    """A module of players for ``ai_tournament.py``, not a benchmark of its own: ``--help`` names the variants."""
    import argparse

    parser = argparse.ArgumentParser(
        description="Variants of hard for ai_tournament.py, named as ai_variants:NAME.",
        epilog="variants: " + ", ".join((*VARIANTS, "bsw_pain")),
    )
    parser.parse_args()
    parser.print_help()


if __name__ == "__main__":
    main()
