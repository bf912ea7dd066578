"""Who takes a trick: the engine, :func:`sticheln.fast.trick_winner` and the playouts' :func:`sticheln.fast.take_tricks`
agree with RULES.md (``reference_trick_winner``) on every trick of many random games."""

from __future__ import annotations

import random

import pytest

from sticheln import Game, Options, card_code
from sticheln.fast import take_tricks, trick_winner
from sticheln.game import Round
from tests.sticheln.engine_helpers import NAMES, play_random, reference_trick_winner


def random_rounds(players: int, twopain: bool, games: int, seed: int) -> list[Round]:
    rng = random.Random(seed)
    rounds: list[Round] = []
    for _ in range(games):
        game = Game(NAMES[:players], Options(twopain=twopain))
        play_random(game, rng)
        rounds += game.rounds
    return rounds


def by_seat(cards: tuple[int, ...], leader: int) -> bytes:
    """A trick's cards in seat order (the playouts' column), from play order."""
    n = len(cards)
    return bytes(cards[(seat - leader) % n] for seat in range(n))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("twopain", [False, True])
def test_every_trick_of_random_games_is_taken_as_the_rules_say_in_every_form(players: int, twopain: bool) -> None:
    tricks = 0
    for r in random_rounds(players, twopain, games=8, seed=players * 2 + twopain):
        for trick in r.tricks:
            codes = [card_code(c) for c in trick.cards]
            expected = (trick.leader + reference_trick_winner(codes)) % players
            assert trick.winner == expected  # the engine
            assert (trick.leader + trick_winner(trick.cards)) % players == expected
            for played in range(1, players):  # a trick in progress: who holds it so far
                assert trick_winner(trick.cards[:played]) == reference_trick_winner(codes[:played])
            won = [bytearray() for _ in range(players)]
            assert take_tricks(by_seat(trick.cards, trick.leader), 1, 1, trick.leader, won) == expected
            assert won[expected] == by_seat(trick.cards, trick.leader)
            tricks += 1
    assert tricks == 8 * 5 * (14 - twopain)  # eight games of five rounds, every trick seen


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_whole_round_laid_out_by_seat_gives_every_pile_the_engine_gave(players: int) -> None:
    for r in random_rounds(players, False, games=8, seed=100 + players):
        hands = [[0] * len(r.tricks) for _ in range(players)]  # seat s's hand: the cards it played, in order
        for t, trick in enumerate(r.tricks):
            for i, card in enumerate(trick.cards):
                hands[(trick.leader + i) % players][t] = card
        dealt = b"".join(bytes(h) for h in hands)  # trick t: dealt[t::tricks], one card a seat
        won = [bytearray() for _ in range(players)]
        last = take_tricks(dealt, len(r.tricks), len(r.tricks), r.tricks[0].leader, won)
        assert last == r.tricks[-1].winner
        assert [sorted(pile) for pile in won] == [sorted(pile) for pile in r.captured]
