"""Hard's pain card: candidates simulated on shared sampled deals."""

from __future__ import annotations

import random
import time

import pytest

from sticheln.ai.hard import HardPlayer
from sticheln.ai.knowledge import knowledge
from sticheln.ai.pain_search import candidates, simulated_pain
from sticheln.cards import card_code, deck, parse_card
from sticheln.game import Game
from sticheln.options import Options


def _cards(text: str) -> list[int]:
    return [parse_card(code, 4) for code in text.split()]


def _pain_view_with_hand(codes: str):
    """A 4-player pain phase in which seat 0 holds ``codes`` (the others: the rest of the deck)."""
    mine = _cards(codes)
    rest = [c for c in deck(4) if c not in mine]
    game = Game(["a", "b", "c", "d"], Options(round_count=1))
    game.deal([mine, rest[0:15], rest[15:30], rest[30:45]])
    return game.view(0)


def test_the_candidates_are_the_two_lowest_cards_of_each_colour() -> None:
    hand = _cards("R3 R5 R9 Y1 G0 G7 G2 O8")
    assert candidates(hand) == sorted(_cards("R3 R5 Y1 G0 G2 O8"))


def test_a_colour_nobody_else_holds_is_the_obvious_pain_colour() -> None:
    # every red card is ours: nobody can dump red on us and R0 costs nothing, while a high
    # single card of another colour costs 11 at once
    view = _pain_view_with_hand("R0 R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 Y11 G11 B11")
    pain = simulated_pain(knowledge(view), random.Random(1), samples=30)
    assert card_code(pain) in {"R0", "R1"}


def test_the_simulation_is_reproducible_for_a_seed_and_sample_count() -> None:
    view = _pain_view_with_hand("R3 R5 R9 R11 Y1 Y2 G0 G7 B4 B6 O2 O8 O9 O10 R7")
    picks = {simulated_pain(knowledge(view), random.Random(5), samples=20) for _ in range(2)}
    assert len(picks) == 1
    assert picks <= set(candidates(knowledge(view).hand))


def test_the_simulation_keeps_to_its_time_budget() -> None:
    view = _pain_view_with_hand("R3 R5 R9 R11 Y1 Y2 G0 G7 B4 B6 O2 O8 O9 O10 R7")
    start = time.perf_counter()
    simulated_pain(knowledge(view), random.Random(5), budget=0.2)
    assert time.perf_counter() - start < 0.6


@pytest.mark.parametrize("twopain", [False, True])
def test_hard_chooses_a_legal_pain_card_under_either_option(twopain: bool) -> None:
    game = Game(["a", "b", "c", "d"], Options(round_count=1, twopain=twopain), seed=9)
    choice = HardPlayer(3, iterations=20).choose_pain(game.view(2))
    chosen = [choice] if isinstance(choice, str) else list(choice)
    assert len(chosen) == (2 if twopain else 1)
    assert set(chosen) <= set(game.view(2).hand)
    game.choose_pain(2, choice)  # the engine accepts it
