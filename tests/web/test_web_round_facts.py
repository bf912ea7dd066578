"""What the table page is told beyond the cards: why a trick went where it went, the running round score with
the set-aside card counted from the start, and a scored round's summary until the next round's first card."""

from __future__ import annotations

from bot.web.round_facts import last_scored, round_points, scored_round, why
from sticheln.game import Game
from sticheln.options import Options


def test_why_a_trick_went_where_it_went() -> None:
    assert why(["Y3", "G3", "Y9"], 0, 1, 3) == "trump"  # the green 3 is a trump; the earlier card wins ties
    assert why(["R4", "R1", "R7"], 2, 1, 3) == "lead"  # led by seat 2: the red 7 of seat 1 is the highest red
    assert why(["B0", "R0", "Y0"], 1, 1, 3) == "zeros"  # only zeros: the leader takes it


def play_round(game: Game) -> None:
    index = game.round_index
    for seat in range(game.players):
        game.choose_pain(seat, game.hand(seat)[-1])
    while game.rounds[index].scores is None:
        seat = game.turn
        assert seat is not None
        game.play(seat, game.legal_cards(seat)[0])


def test_the_round_score_counts_the_set_aside_card_from_the_start() -> None:
    game = Game(["A", "B", "C"], Options(round_count=2), seed=3)
    for seat in range(3):
        game.choose_pain(seat, game.hand(seat)[-1])
    pain = [game.pain_cards(s) for s in range(3)]
    assert round_points([], pain, 3) == [-int(p[0][1:]) for p in pain]
    assert round_points([], [pain[0], None, None], 3)[1:] == [None, None]  # a hidden pain colour: unknown


def test_a_scored_round_adds_up_and_stays_until_the_next_rounds_first_card() -> None:
    game = Game(["A", "B", "C", "D"], Options(round_count=2), seed=9)
    play_round(game)
    assert last_scored(game) == 0 and game.round_index == 1  # the next round is dealt: the summary stays
    summary = scored_round(game, 0)
    scores = game.round_scores[0]
    assert summary["scores"] == list(scores) and summary["totals"] == list(scores)
    for seat, part in enumerate(summary["seats"]):
        pain = {c[0] for c in part["pain"]}
        assert part["setAside"] == part["pain"] and part["setAsidePoints"] == -sum(int(c[1:]) for c in part["pain"])
        assert all(c[0] in pain for c in part["painTaken"])
        assert part["others"] + part["penalty"] + part["setAsidePoints"] == scores[seat]
    for seat in range(4):
        game.choose_pain(seat, game.hand(seat)[0])
    assert last_scored(game) == 0  # dealt and the pain cards chosen, no card played yet
    leader = game.turn
    assert leader is not None
    game.play(leader, game.hand(leader)[0])
    assert last_scored(game) is None  # the first card of the next round: the summary goes
