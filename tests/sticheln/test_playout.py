"""The fast random playout agrees with the rules engine, card for card."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from sticheln import Game, Options, card_code, deck
from sticheln.playout import play_out, random_game, random_permutation, random_permutations


def engine_round_scores(dealt: list[int], players: int, leader: int) -> tuple[int, ...]:
    """Play ``dealt`` as play_out does (hand s = dealt[15s:15s+15], last card = pain) through Game."""
    game = Game([f"p{s}" for s in range(players)], Options(round_count=1, start=leader))
    hands = [dealt[s * 15 : s * 15 + 15] for s in range(players)]
    game.deal(hands)
    for seat, hand in enumerate(hands):
        game.choose_pain(seat, card_code(hand[-1]))
    for trick in range(14):
        for _ in range(players):
            seat = game.turn
            game.play(seat, card_code(hands[seat][trick]))
    return game.round_scores[0]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_play_out_scores_equal_the_engine_s(players: int) -> None:
    rng = random.Random(players)
    for _ in range(200):
        dealt = random_permutation(deck(players), rng)
        leader = rng.randrange(players)
        assert tuple(play_out(dealt, players, leader, dealt[14::15])) == engine_round_scores(dealt, players, leader)


def test_random_permutation_is_a_permutation_and_spreads_every_card_evenly() -> None:
    rng = random.Random(1)
    cards = deck(3)  # 45 cards
    positions = Counter()
    for _ in range(9000):
        shuffled = random_permutation(cards, rng)
        assert sorted(shuffled) == cards
        positions[shuffled.index(cards[0])] += 1
    assert len(positions) == 45
    assert all(120 <= count <= 290 for count in positions.values())  # 200 expected in each place


def test_random_games_are_reproducible_from_the_seed() -> None:
    assert random_game(5, random.Random(7)) == random_game(5, random.Random(7))
    assert random_game(5, random.Random(7)) != random_game(5, random.Random(8))


def test_a_batch_of_permutations_is_independent_and_each_one_is_uniform() -> None:
    rng = random.Random(2)
    cards = deck(3)
    positions = [Counter() for _ in range(3)]
    for _ in range(9000):
        batch = random_permutations(cards, 3, rng)
        assert len(batch) == 3
        assert all(sorted(shuffled) == cards for shuffled in batch)
        for k, shuffled in enumerate(batch):
            positions[k][shuffled.index(cards[0])] += 1
    for counts in positions:  # the card lands in every place of every permutation, about equally
        assert len(counts) == 45
        assert all(120 <= count <= 290 for count in counts.values())


def test_a_batch_holds_one_to_sixteen_permutations() -> None:
    rng = random.Random(3)
    assert len(random_permutations(deck(6), 16, rng)) == 16
    assert random_permutations([], 2, rng) == [b"", b""]
    for count in (0, 17):
        with pytest.raises(ValueError, match="between 1 and 16"):
            random_permutations(deck(6), count, rng)


def test_a_game_of_more_rounds_than_one_batch_plays_every_round_with_the_leader_moving_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import sticheln.playout as playout

    leaders: list[int] = []
    real_play_out = playout.play_out

    def recording_play_out(dealt: bytes, players: int, leader: int, pains: bytes) -> list[int]:
        assert sorted(dealt) == deck(players)
        leaders.append(leader)
        return real_play_out(dealt, players, leader, pains)

    monkeypatch.setattr(playout, "play_out", recording_play_out)
    random_game(4, random.Random(5), rounds=20, start=1)
    assert leaders == [(1 + k) % 4 for k in range(20)]
