"""The search players' playouts: the rules of thumb of the greedy policy, and card conservation."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from sticheln.ai.knowledge import points_table
from sticheln.ai.playout import greedy_move, greedy_rollout, random_rollout, take_trick
from sticheln.cards import parse_card
from sticheln.fast import COLOUR

RED, YELLOW = 0, 1


def cards(text: str) -> list[int]:
    return [parse_card(code, 4) for code in text.split()]


def test_a_trick_that_costs_points_is_ducked_with_the_own_highest_pain_card() -> None:
    # red is our pain colour; the trick already holds R5 (worth -5 to us), held by Y7
    hand = cards("R3 R9 G2 Y8 R0")
    move = greedy_move(hand, points_table(frozenset({RED})), cards("R5 Y7"), 4, random.Random(1).random)
    assert hand[move] == parse_card("R9", 4)  # stays under Y7 and sheds the worst pain card


def test_the_last_seat_takes_a_good_trick_with_its_cheapest_winning_card() -> None:
    hand = cards("G9 G4 B11 R2")
    mine = points_table(frozenset({YELLOW}))
    move = greedy_move(hand, mine, cards("R4 R7 G3"), 4, random.Random(1).random)
    assert hand[move] == parse_card("G4", 4)  # trumps G3 at the lowest bid


def test_the_last_seat_without_a_good_winner_sheds_its_pain_colour() -> None:
    hand = cards("Y1 Y5 Y9 R0")
    mine = points_table(frozenset({YELLOW}))
    # G8 holds a trick worth 3: Y9 would take it at a cost of 9, so shed the highest yellow that stays under
    move = greedy_move(hand, mine, cards("R4 R7 G8"), 4, random.Random(1).random)
    assert hand[move] == parse_card("Y5", 4)


def test_a_middle_seat_plays_any_card_but_never_holds_the_trick_with_its_pain_colour() -> None:
    hand = cards("Y9 Y1 G5 B2 R0 R8")
    mine = points_table(frozenset({YELLOW}))
    trick = cards("R3")  # any yellow non-zero would hold it
    rng = random.Random(7)
    picked = Counter(hand[greedy_move(list(hand), mine, trick, 4, rng.random)] for _ in range(6000))
    allowed = set(cards("G5 B2 R0 R8"))
    assert set(picked) == allowed
    assert all(1300 <= count <= 1700 for count in picked.values())  # uniform: 1500 each expected


def test_a_middle_seat_with_only_pain_cards_still_plays() -> None:
    hand = cards("Y9 Y4")
    move = greedy_move(hand, points_table(frozenset({YELLOW})), cards("R3"), 4, random.Random(2).random)
    assert move in (0, 1)


@pytest.mark.parametrize("rollout", [greedy_rollout, random_rollout])
@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_rollout_plays_out_every_hand_and_every_card_is_captured_once(rollout, players: int) -> None:
    rng = random.Random(players)
    deck = [c for c in range(90) if players == 6 or (COLOUR[c] < 5 and c % 15 < 3 * players)]
    plus_one = points_table(None)  # every card +1 to everyone: the scores count the captured cards
    for _ in range(50):
        rng.shuffle(deck)
        hands = [deck[15 * s : 15 * s + 14] for s in range(players)]
        leader = rng.randrange(players)
        scores = rollout(hands, [plus_one] * players, leader, [], rng.random)
        assert all(not hand for hand in hands)
        assert sum(scores) == 14 * players
        assert all(points % players == 0 for points in scores)  # whole tricks only


@pytest.mark.parametrize("rollout", [greedy_rollout, random_rollout])
def test_a_rollout_finishes_the_trick_in_progress_and_scores_it_by_the_rules(rollout) -> None:
    # seat 1 led R4, seat 2 played R7; seats 3 and 0 hold one card each: G3 takes it (red pain: R4, R7 cost)
    hands = [cards("Y2"), [], [], cards("G3")]
    tables = [points_table(frozenset({RED}))] * 4
    scores = rollout(hands, tables, 1, cards("R4 R7"), random.Random(1).random)
    assert scores == [0, 0, 0, -4 - 7 + 1 + 1]


def test_the_rollout_plays_exactly_what_greedy_move_picks_and_scores_by_take_trick() -> None:
    """The in-tree opponent policy (greedy_move) and the fast rollout are one policy."""

    def move_by_move(hands, pts, leader, trick, rand):
        n, scores, trick = len(hands), [0] * len(hands), list(trick)
        while True:
            p = (leader + len(trick)) % n
            while len(trick) < n:
                i = greedy_move(hands[p], pts[p], trick, n, rand)
                trick.append(hands[p][i])
                hands[p][i] = hands[p][-1]
                hands[p].pop()
                p = (p + 1) % n
            leader = take_trick(trick, leader, n, pts, scores)
            if not hands[leader]:
                return scores
            trick = []

    rng = random.Random(4)
    for _ in range(1500):
        n = rng.choice([3, 4, 5, 6])
        deck = [c for c in range(90) if n == 6 or (COLOUR[c] < 5 and c % 15 < 3 * n)]
        rng.shuffle(deck)
        left, started, leader = rng.randint(1, 14), rng.randrange(n), rng.randrange(n)
        hands = [deck[15 * s : 15 * s + left] for s in range(n)]
        trick = [hands[(leader + i) % n].pop() for i in range(started)]
        pts = [points_table(frozenset({rng.randrange(5)})) for _ in range(n)]
        seed = rng.random()
        fast = greedy_rollout([list(h) for h in hands], pts, leader, trick, random.Random(seed).random)
        assert fast == move_by_move([list(h) for h in hands], pts, leader, trick, random.Random(seed).random)


def _position(rng: random.Random) -> tuple[list[list[int]], list[tuple[int, ...]], int, list[int], int, list[int]]:
    """A random position: hands of equal size but for the seats that played to the trick in progress."""
    from sticheln.ai.playout import tables_for
    from sticheln.cards import deck

    n = rng.randint(3, 6)
    cards = deck(n)
    rng.shuffle(cards)
    size, t, leader = rng.randint(1, 14), rng.randint(0, n - 1), rng.randrange(n)
    hands = []
    for s in range(n):
        k = size - (1 if (s - leader) % n < t else 0)
        hands.append([cards.pop() for _ in range(k)])
    trick = [cards.pop() for _ in range(t)]
    pains = [tables_for(frozenset(rng.sample(range(5), rng.choice([0, 1, 1, 2]))))[0] for _ in range(n)]
    tricks = rng.choice([99, rng.randint(0, 5)])
    return hands, pains, leader, trick, tricks, [rng.randint(-5, 5) for _ in range(n)]


def test_the_compiled_playout_plays_exactly_as_the_python_one() -> None:
    """The same moves from the same random numbers (and as many drawn): a search is the same with either."""
    from sticheln.ai.playout import compiled_greedy_tricks, greedy_tricks, python_greedy_tricks

    assert compiled_greedy_tricks is not None, "the install builds sticheln/_playout.c (it needs a C compiler)"
    assert greedy_tricks is compiled_greedy_tricks
    for trial in range(3000):
        hands, pains, leader, trick, tricks, scores = _position(random.Random(trial))
        results = []
        for play in (python_greedy_tricks, compiled_greedy_tricks):
            h, s, rng = [list(x) for x in hands], list(scores), random.Random(trial)
            results.append((play(h, pains, leader, list(trick), rng.random, tricks, s), h, s, rng.random()))
        assert results[0] == results[1], trial
