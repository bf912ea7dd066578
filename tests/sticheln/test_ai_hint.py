"""Hints: hard's best choices for a seat, from that seat's view only."""

from __future__ import annotations

import random

import pytest

from sticheln.ai import Hint, hints
from sticheln.ai.hard import HardPlayer
from sticheln.ai.normal import NormalPlayer
from sticheln.cards import card_code, parse_card
from sticheln.game import Game
from sticheln.options import Options


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


def test_hints_are_hards_choices_best_first() -> None:
    game = Game(list("abcd"), Options(round_count=1), seed=6)
    for s in range(4):
        game.choose_pain(s, NormalPlayer(s).choose_pain(game.view(s)))
    view = game.view(game.turn)
    best = hints(view, seed=3, iterations=600)
    assert [len(h.cards) for h in best] == [1, 1, 1]
    assert len({h.cards for h in best}) == 3 and all(h.cards[0] in view.legal for h in best)
    assert best[0].cards[0] == HardPlayer(3, iterations=600).choose_card(view)
    ranked = HardPlayer(3, iterations=600).rate(view)
    assert [h.cards for h in best] == [r.cards for r in ranked[:3]]
    assert [r.weight for r in ranked] == sorted((r.weight for r in ranked), reverse=True)
    # a round score: at most one point per card of the round, at least minus every value of one colour
    assert all(-sum(range(12)) <= h.points <= 60 for h in best)
    assert len(hints(view, count=20, seed=3, iterations=50)) == len(view.legal)


@pytest.mark.parametrize("twopain", [False, True])
def test_hints_for_the_pain_decision(twopain: bool) -> None:
    game = Game(list("abcd"), Options(round_count=1, twopain=twopain), seed=8)
    view = game.view(1)
    best = hints(view, seed=2, iterations=40)
    assert len(best) == 3
    for h in best:
        assert len(h.cards) == (2 if twopain else 1) and set(h.cards) <= set(view.legal)
    assert [h.points for h in best] == sorted((h.points for h in best), reverse=True)  # by simulated score
    chosen = HardPlayer(2, iterations=40).choose_pain(view)
    assert best[0].cards == ((chosen,) if isinstance(chosen, str) else tuple(chosen))


def test_no_hint_without_a_decision() -> None:
    game = Game(list("abcd"), Options(round_count=1), seed=8)
    for s in range(4):
        game.choose_pain(s, NormalPlayer(s).choose_pain(game.view(s)))
    waiting = (game.turn + 1) % 4
    assert hints(game.view(waiting), seed=1, iterations=10) == []
    assert hints(game.view(None), seed=1, iterations=10) == []
    assert isinstance(Hint(("R1",), 1.5), Hint)
