"""Hints: hard's best choices for a seat, from that seat's view only."""

from __future__ import annotations

import random

import pytest

from sticheln.ai import Hint, hints
from sticheln.ai.hint import hint_seed, ranks
from sticheln.ai.normal import NormalPlayer
from sticheln.cards import card_code, parse_card
from sticheln.game import Game
from sticheln.options import Options
from sticheln.review import Budget, rate_options
from sticheln.view import SeatView


def _twin_games(seed: int, seat: int, plays: int) -> tuple[Game, Game]:
    """Two games whose views for ``seat`` are identical while the other seats hold different cards."""
    first = Game(list("abcd"), Options(round_count=1), seed=seed)
    pains = [NormalPlayer(s).choose_pain(first.view(s)) for s in range(4)]
    hands = [list(h) for h in first.round.dealt]
    others = [s for s in range(4) if s != seat]
    loose = [c for s in others for c in hands[s] if c != parse_card(pains[s], 4)]
    random.Random(seed).shuffle(loose)
    for s in others:
        hands[s] = [parse_card(pains[s], 4), *loose[:14]]
        loose = loose[14:]
    second = Game(list("abcd"), Options(round_count=1))
    second.deal(hands)
    for game in (first, second):
        for s in range(4):
            game.choose_pain(s, pains[s])
    while True:  # the others play cards both games give them; the seat plays ``plays`` cards first
        s = first.turn
        if s == seat:
            if not plays:
                break
            card = NormalPlayer(0).choose_card(first.view(s))
            plays -= 1
        else:
            card = card_code(min(first.round.hands[s] & second.round.hands[s]))
        first.play(s, card)
        second.play(s, card)
    assert first.view(seat) == second.view(seat)
    assert first.round.hands[(seat + 1) % 4] != second.round.hands[(seat + 1) % 4]
    return first, second


def test_hints_depend_only_on_the_seats_view() -> None:
    first, second = _twin_games(seed=5, seat=2, plays=1)
    a = hints(first.view(2), seed=9, iterations=400)
    b = hints(second.view(2), seed=9, iterations=400)
    assert a == b and len(a) == 3


def _card_decision(seed: int) -> SeatView:
    game = Game(list("abcd"), Options(round_count=1), seed=seed)
    for s in range(4):
        game.choose_pain(s, NormalPlayer(s).choose_pain(game.view(s)))
    turn = game.turn
    assert turn is not None
    return game.view(turn)


def test_hints_come_in_the_order_of_the_points_they_show() -> None:
    # issue 44: a hint printed "1. G4: +11.5  2. O5: +11.8  3. G8: +11.5" (ordered by visits, showing points)
    for seed in range(6, 12):
        view = _card_decision(seed)
        every = hints(view, count=20, seed=3, iterations=30)
        assert len(every) == len(view.legal) and {h.cards[0] for h in every} == set(view.legal)
        shown = [round(h.points, 1) for h in every]
        assert shown == sorted(shown, reverse=True)
        assert [h.rank for h in every] == ranks([h.points for h in every])
        # a round score: at most one point per card of the round, at least minus every value of one colour
        assert all(-sum(range(12)) <= h.points <= 60 for h in every)


def test_hints_show_the_reviews_rating_at_the_same_seed() -> None:
    view = _card_decision(7)
    rated = rate_options(view, hint_seed(5), Budget(iterations=40))
    shown = hints(view, seed=5, iterations=40)
    assert [h.points for h in shown] == sorted(rated.values(), reverse=True)[:3]
    assert all(rated[h.cards] == h.points for h in shown)
    assert shown == hints(view, seed=5, iterations=40)  # the same seed, the same rating


def test_tied_places_are_shown_as_ties() -> None:
    assert ranks([11.84, 11.76, 11.5]) == ["=1", "=1", "3"]
    assert ranks([3.0, 2.96, 2.94, 1.0]) == ["=1", "=1", "3", "4"]
    assert ranks([5.0, 4.04, 4.0, 1.0]) == ["1", "=2", "=2", "4"]
    assert ranks([2.0, 1.0, 0.0]) == ["1", "2", "3"]


@pytest.mark.parametrize("twopain", [False, True])
def test_hints_for_the_pain_decision(twopain: bool) -> None:
    game = Game(list("abcd"), Options(round_count=1, twopain=twopain), seed=8)
    view = game.view(1)
    best = hints(view, seed=2, iterations=40)
    assert len(best) == 3
    for h in best:
        assert len(h.cards) == (2 if twopain else 1) and set(h.cards) <= set(view.legal)
    assert [h.points for h in best] == sorted((h.points for h in best), reverse=True)  # by simulated score


def test_no_hint_without_a_decision() -> None:
    game = Game(list("abcd"), Options(round_count=1), seed=8)
    for s in range(4):
        game.choose_pain(s, NormalPlayer(s).choose_pain(game.view(s)))
    waiting = (game.turn + 1) % 4
    assert hints(game.view(waiting), seed=1, iterations=10) == []
    assert hints(game.view(None), seed=1, iterations=10) == []
    assert isinstance(Hint(("R1",), 1.5), Hint)
