"""The ``ismcts`` baseline is the Trickster's Table Stick 'Em algorithm: its reward, tree, selection and playout."""

from __future__ import annotations

import itertools
import math
import random
import time

import pytest

import sticheln.ai.baseline as baseline
from sticheln.ai.baseline import BaselinePlayer, Node, best_move, reward, search, ucb1
from sticheln.ai.normal import NormalPlayer
from sticheln.ai.playout import play_in_order, tables_for
from sticheln.ai.tournament import make_agent
from sticheln.cards import card_code, parse_card
from sticheln.fast import COLOUR
from sticheln.game import Game
from sticheln.options import Options
from tests.sticheln.ai_positions import position


def test_the_reward_is_the_min_max_normalised_total_squared_with_its_sign() -> None:
    # totals 10, 0, 5, 2 -> linear 1, -1, 0, -0.6 -> 1, -1, 0, -0.36
    assert reward([10, 0, 5, 2]) == pytest.approx([1.0, -1.0, 0.0, -0.36])
    assert reward([3, 7, 6]) == pytest.approx([-1.0, 1.0, 0.5**2])
    assert reward([-4, -4, -4, -4, -4]) == [0.0] * 5  # everyone equal: a neutral result
    assert reward([-20, 4]) == [-1.0, 1.0]


def test_selection_is_ucb1_with_exploration_constant_0_7_on_the_unit_scale() -> None:
    for total, visits, avail in [(3.0, 10, 40), (-2.5, 4, 5), (0.0, 1, 1), (7.7, 90, 1000)]:
        assert ucb1(total, visits, avail) == pytest.approx(total / visits + math.sqrt(2 * math.log(avail) / visits))
        unit_mean = (total / visits + 1) / 2  # the same reward mapped from [-1, 1] to [0, 1]
        unit = unit_mean + math.sqrt(0.5) * math.sqrt(math.log(avail) / visits)
        assert ucb1(total, visits, avail) == pytest.approx(2 * unit - 1)
    assert math.sqrt(0.5) == pytest.approx(0.7, abs=0.01)


def test_availability_is_counted_in_selection_only() -> None:
    """At the root every card is legal in every deal: the first m iterations add one child each (a new child
    has availability 1, its siblings are not touched); every later iteration selects, adding 1 to all m."""
    game = position(4, seed=3, plays=4)
    view = game.view(game.turn)
    m = len(view.legal)
    for iterations in (m, m + 1, 5 * m):
        children = search(view, random.Random(1), iterations=iterations)
        assert len(children) == m
        assert sum(node.visits for node in children.values()) == iterations
        assert {node.avail for node in children.values()} == {1 + iterations - m}


def test_one_tree_holds_every_seats_moves_in_turn() -> None:
    game = position(4, seed=5, plays=40)  # four cards each: the tree reaches into the next trick
    view = game.view(game.turn)
    me = view.seat
    children = search(view, random.Random(2), iterations=3000)
    level = list(children.values())
    mine = {parse_card(c, 4) for c in view.hand}
    assert set(children) == mine and all(node.player == me for node in level)
    for depth in range(1, 4):  # the rest of this trick: the next seats in turn, with cards this seat cannot see
        level_cards = [(card, child) for node in level for card, child in node.children.items()]
        assert level_cards, f"the tree reached depth {depth + 1}"
        assert {child.player for _, child in level_cards} == {(me + depth) % 4}
        assert not {card for card, _ in level_cards} & mine
        level = [child for _, child in level_cards]
    takers = {child.player for node in level for child in node.children.values()}  # whoever took the trick leads
    assert takers and takers <= {0, 1, 2, 3}
    assert any(node.children for node in level)


def test_the_pain_choices_of_every_seat_still_to_choose_are_moves_of_the_tree() -> None:
    game = Game(list("abcd"), Options(round_count=1), seed=8)
    game.choose_pain(0, game.legal_cards(0)[0])  # seat 0 chose (face down); seats 2 and 3 choose after seat 1
    view = game.view(1)
    children = search(view, random.Random(3), iterations=4000)
    assert {card_code(c) for c in children} == set(view.legal)
    level = list(children.values())
    for seat in (2, 3, 0):  # seat 2's pain card, seat 3's, then seat 0 leads the first trick
        level = [child for node in level for child in node.children.values()]
        assert level and {child.player for child in level} == {seat}
    assert BaselinePlayer(1, iterations=300).choose_pain(view) in view.legal


def test_rewards_are_credited_to_the_seat_that_made_each_move(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(baseline, "reward", lambda totals: [0.1 * (s + 1) for s in range(len(totals))])
    game = position(4, seed=6, plays=1)
    children = search(game.view(game.turn), random.Random(4), iterations=2000)
    stack = list(children.values())
    seen = set()
    while stack:
        node = stack.pop()
        assert node.total == pytest.approx(0.1 * (node.player + 1) * node.visits)
        seen.add(node.player)
        stack.extend(node.children.values())
    assert seen >= {1, 2, 3}  # seat 1 is to play after seat 0 led


def test_the_playout_is_the_rest_of_the_round_played_by_the_rules() -> None:
    """Hands played in order (the trick in progress from the back) score exactly what the engine scores."""
    rng = random.Random(7)
    for players, seed, plays in itertools.product((3, 4, 5, 6), (1, 2), (0, 6, 17)):
        game = position(players, seed, plays)
        r = game.round
        hands = [list(h) for h in r.hands]
        for h in hands:
            rng.shuffle(h)
        pains = [frozenset(COLOUR[c] for c in p or ()) for p in r.pain]
        tables = [tables_for(p) for p in pains]
        before = [sum(tables[s][0][c] for c in r.captured[s]) for s in range(players)]
        scores = list(before)
        play_in_order([list(h) for h in hands], tables, r.leader, list(r.current), scores)
        # the engine: seats in the trick in progress play their last card, then every hand from the front
        order = [list(h) for h in hands]
        in_progress = len(r.tricks) if r.current else -1  # the trick whose seats play from the back
        while game.turn is not None:
            s = game.turn
            card = order[s].pop() if len(r.tricks) == in_progress else order[s].pop(0)
            game.play(s, card_code(card))
        pain_points = [sum(tables[s][0][c] for c in r.pain[s] or ()) for s in range(players)]
        assert [a + b for a, b in zip(scores, pain_points, strict=True)] == list(r.scores)


def test_the_search_scores_game_totals_after_random_playouts(monkeypatch: pytest.MonkeyPatch) -> None:
    """The last two tricks of the last round: every total the search scores is a possible end of this game."""
    seen: list[tuple[int, ...]] = []

    def spy(totals: list[int]) -> list[float]:
        seen.append(tuple(totals))
        return [0.0] * len(totals)

    monkeypatch.setattr(baseline, "reward", spy)
    game = position(3, seed=9, plays=0, options=Options(round_count=2))
    while not (game.round_index == 1 and len(game.round.tricks) == 12):
        if game.phase.value == "pain":
            for s in range(3):
                game.choose_pain(s, NormalPlayer(s).choose_pain(game.view(s)))
        else:
            game.play(game.turn, NormalPlayer(0).choose_card(game.view(game.turn)))
    me = game.turn
    search(game.view(me), random.Random(5), iterations=300)
    assert len(seen) == 300 and len(set(seen)) > 1
    others = [s for s in range(3) if s != me]
    unseen = sorted(game.round.hands[others[0]] | game.round.hands[others[1]])
    endings = set()
    for split in itertools.combinations(unseen, 2):
        hands = {me: sorted(game.round.hands[me]), others[0]: list(split)}
        hands[others[1]] = [c for c in unseen if c not in split]
        data = game.to_json()
        dealt = data["rounds"][1]["hands"]
        for s in others:  # the same cards played and set aside, the other unseen cards in hand
            gone = {card_code(c) for c in game.round.hands[s]}
            dealt[s] = sorted([c for c in dealt[s] if c not in gone] + [card_code(c) for c in hands[s]])
        for orders in itertools.product(*(itertools.permutations(hands[s]) for s in range(3))):
            trial = Game.from_json(data)
            left = [list(order) for order in orders]
            while trial.turn is not None:
                trial.play(trial.turn, card_code(left[trial.turn].pop(0)))
            endings.add(trial.totals)
    assert set(seen) <= endings


def test_the_playout_plays_every_round_still_to_come(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def marked_round(players: int, leader: int, per_seat: int, dealt: bytes) -> list[int]:
        calls.append(leader)
        return [1000] + [0] * (players - 1)

    seen: list[list[int]] = []
    monkeypatch.setattr(baseline, "_random_round", marked_round)
    monkeypatch.setattr(baseline, "reward", lambda totals: seen.append(list(totals)) or [0.0] * len(totals))
    game = position(4, seed=9, plays=30, options=Options(round_count=3, start=1))  # round 0 of 3: two to come
    search(game.view(game.turn), random.Random(5), iterations=50)
    assert calls == [2, 3] * 50  # rounds 1 and 2, led by seats 1 + 1 and 1 + 2
    assert all(t[0] >= 2000 - 60 for t in seen)
    calls.clear()
    last = position(4, seed=9, plays=30)  # a one-round game: nothing to come
    search(last.view(last.turn), random.Random(5), iterations=50)
    assert calls == []


def test_the_decision_is_the_most_visited_move_ties_going_to_the_last_added() -> None:
    children = {c: Node(0) for c in (5, 9, 2)}
    for card, visits in ((5, 3), (9, 7), (2, 7)):
        children[card].visits = visits
    assert best_move(children) == 2
    children[9].visits = 8
    assert best_move(children) == 9


def test_the_baseline_plays_legal_moves_and_is_reproducible_for_a_seed() -> None:
    for options in (Options(round_count=1), Options(round_count=1, twopain=True, hidden=True)):
        runs = []
        for _ in range(2):
            game = Game(list("abcd"), options, seed=4)
            bots = [BaselinePlayer(s, iterations=40) for s in range(4)]
            moves = []
            for s in range(4):
                pain = bots[s].choose_pain(game.view(s))
                game.choose_pain(s, pain)
                moves.append(str(pain))
            while game.turn is not None:
                s = game.turn
                card = bots[s].choose_card(game.view(s))
                game.play(s, card)
                moves.append(card)
            runs.append(moves)
        assert runs[0] == runs[1]


def test_the_tournament_agent_ismcts_is_the_baseline() -> None:
    assert isinstance(make_agent("ismcts", seed=1), BaselinePlayer)


def test_the_baseline_keeps_its_time_budget() -> None:
    game = position(4, seed=2, plays=0)
    bot = BaselinePlayer(1, time_budget=0.05)
    start = time.perf_counter()
    assert bot.choose_card(game.view(game.turn)) in game.view(game.turn).legal
    assert time.perf_counter() - start < 0.5
    assert bot.last_iterations > 0
