"""Properties of random games: 3-6 players, random options, random legal moves.

Each example is a seeded game (``Game(..., seed=...)``) driven by random legal
moves from a second, hypothesis-chosen seed, so a failure shrinks to a
reproducible game.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sticheln import Game, Options, Phase, SeatView, card_code
from sticheln.record import load_record, replay_summary
from tests.sticheln.engine_helpers import (
    NAMES,
    codes,
    pain_codes,
    pile_codes,
    play_random,
    random_step,
    reference_score,
    reference_trick_winner,
)

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@dataclasses.dataclass(frozen=True)
class Table:
    """One example: a seeded game with these options, driven by random moves from ``moves``."""

    players: int
    options: Options
    seed: int
    moves: int

    def start(self) -> tuple[Game, random.Random]:
        return Game(NAMES[: self.players], self.options, seed=self.seed), random.Random(self.moves)


@st.composite
def tables(draw: st.DrawFn, max_rounds: int | None = 3) -> Table:
    """A table of 3 to 6 players with random options and seeds.

    ``round_count`` is left out (4 or 5 rounds by ``dm``) or 1 to ``max_rounds``; ``max_rounds=None``
    always plays one round, for properties that are checked after every move.
    """
    players = draw(st.integers(3, 6))
    lengths = st.just(1) if max_rounds is None else st.none() | st.integers(1, max_rounds)
    options = Options(
        dm=draw(st.booleans()),
        round_count=draw(lengths),
        start=draw(st.integers(0, players - 1)),
        hidden=draw(st.booleans()),
        twopain=draw(st.booleans()),
    )
    return Table(players, options, draw(st.integers(0, 2**32 - 1)), draw(st.integers(0, 2**32 - 1)))


def steps_taken(game: Game, rng: random.Random):
    """Random legal moves until the game is over, yielding after each one."""
    while game.phase is not Phase.OVER:
        random_step(game, rng)
        yield


def restored(game: Game) -> Game:
    return Game.from_json(json.loads(json.dumps(game.to_json())))


# -- cards, tricks and scores ----------------------------------------------------------


@FAST
@given(tables())
def test_every_card_is_in_exactly_one_place_at_every_moment(table):
    game, rng = table.start()
    deck = Counter(codes(game.players))
    for _ in steps_taken(game, rng):
        r = game.round
        places = Counter()
        for s in range(game.players):
            places.update(game.hand(s))
            places.update(pile_codes(r, s))
            places.update(pain_codes(r, s))
        places.update(card_code(c) for c in r.current)
        assert places == deck


@FAST
@given(tables())
def test_each_round_ends_with_every_card_in_one_pile_or_pain_slot(table):
    game, rng = table.start()
    play_random(game, rng)
    deck = Counter(codes(game.players))
    for r in game.rounds:
        ended = Counter()
        for s in range(game.players):
            ended.update(pile_codes(r, s))
            ended.update(pain_codes(r, s))
        assert ended == deck
        assert all(len(pain_codes(r, s)) == game.options.pain_per_seat for s in range(game.players))


@FAST
@given(tables())
def test_rounds_have_fourteen_tricks_or_thirteen_with_two_pain_cards(table):
    game, rng = table.start()
    play_random(game, rng)
    assert len(game.rounds) == game.options.rounds
    tricks = 13 if game.options.twopain else 14
    for r in game.rounds:
        assert len(r.tricks) == tricks
        assert all(len(t.cards) == game.players for t in r.tricks)
        assert all(not hand for hand in r.hands)


@FAST
@given(tables())
def test_tricks_and_scores_follow_the_rules(table):
    game, rng = table.start()
    play_random(game, rng)
    n = game.players
    for k, r in enumerate(game.rounds):
        plays = [card_code(c) for c in r.plays]
        leader = (game.options.start + k) % n
        piles: list[list[str]] = [[] for _ in range(n)]
        for t, trick in enumerate(r.tricks):
            cards = plays[t * n : (t + 1) * n]
            winner = (leader + reference_trick_winner(cards)) % n
            assert (trick.leader, [card_code(c) for c in trick.cards], trick.winner) == (leader, cards, winner)
            piles[winner] += cards
            leader = winner
        expected = [reference_score(piles[s], pain_codes(r, s)) for s in range(n)]
        assert list(r.scores) == expected
    totals = [sum(r.scores[s] for r in game.rounds) for s in range(n)]
    assert list(game.totals) == totals
    assert list(game.winners) == [s for s in range(n) if totals[s] == max(totals)]


# -- saving and restoring --------------------------------------------------------------


@FAST
@given(tables())
def test_json_round_trip_of_a_finished_game_is_identity(table):
    game, rng = table.start()
    play_random(game, rng)
    again = restored(game)
    assert again.to_json() == game.to_json()
    assert again.phase is Phase.OVER
    assert (again.totals, again.winners) == (game.totals, game.winners)


@FAST
@given(tables(), st.integers(0, 400), st.integers(0, 2**32 - 1))
def test_a_game_restored_mid_way_continues_identically(table, stop, seed):
    game, rng = table.start()
    play_random(game, rng, steps=stop)
    again = restored(game)
    assert again.to_json() == game.to_json()
    assert [again.view(s) for s in range(game.players)] == [game.view(s) for s in range(game.players)]
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    while game.phase is not Phase.OVER:
        random_step(game, rng_a)
        random_step(again, rng_b)
        assert again.to_json() == game.to_json()
    assert again.phase is Phase.OVER
    assert (again.round_scores, again.totals, again.winners) == (game.round_scores, game.totals, game.winners)


@FAST
@given(tables(), st.integers(0, 400))
def test_a_record_replays_to_the_same_scores_totals_and_winners(table, stop):
    game, rng = table.start()
    play_random(game, rng, steps=stop)
    replayed = load_record(json.loads(json.dumps(game.to_record())))
    assert replayed.round_scores == game.round_scores
    assert replayed.totals == game.totals
    assert replayed.winners == game.winners
    assert (replayed.phase is Phase.OVER) == (game.phase is Phase.OVER)
    summary = replay_summary(replayed)
    scored = [r for r in game.rounds if r.scores is not None]
    assert [r["scores"] for r in summary["rounds"] if r["scores"] is not None] == [list(r.scores) for r in scored]
    revealed = [r for r in game.rounds if all(p is not None for p in r.pain)]
    assert [[(t["leader"], t["cards"], t["winner"]) for t in r["tricks"]] for r in summary["rounds"]] == [
        [(t.leader, [card_code(c) for c in t.cards], t.winner) for t in r.tricks] for r in revealed
    ]


# -- what a seat may see ---------------------------------------------------------------


def codes_in(value: object) -> set[str]:
    """Every string inside a view field (tuples, nested dataclasses)."""
    if isinstance(value, str):
        return {value}
    if dataclasses.is_dataclass(value):
        return set().union(*(codes_in(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, tuple | list):
        return set().union(*(codes_in(v) for v in value))
    return set()


def check_view(game: Game, seat: int | None, view: SeatView) -> None:
    n, r = game.players, game.round
    others = {c for s in range(n) if s != seat for c in game.hand(s)}
    for f in dataclasses.fields(view):
        if f.name not in ("names", "options", "phase"):
            leaked = codes_in(getattr(view, f.name)) & others
            assert not leaked, f"view of seat {seat}: {f.name} shows {leaked}"
    assert view.hand == (tuple(game.hand(seat)) if seat is not None else ())
    revealed = all(p is not None for p in r.pain)
    open_pain = revealed and (not game.options.hidden or r.scores is not None)
    for s in range(n):
        own_or_open = s == seat or open_pain
        expected = tuple(pain_codes(r, s)) if own_or_open and r.pain[s] is not None else None
        assert view.pain_cards[s] == expected, f"view of seat {seat}: pain cards of seat {s}"


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(max_rounds=None))
def test_no_view_shows_another_seats_hand_or_a_pain_card_it_may_not_know(table):
    game, rng = table.start()
    for _ in steps_taken(game, rng):
        for seat in [*range(game.players), None]:
            check_view(game, seat, game.view(seat))
