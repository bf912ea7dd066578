"""The game review (sticheln.review): what it rates, from which view, and that it is reproducible."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from sticheln import Game, Options
from sticheln.ai import RandomPlayer, player
from sticheln.cards import parse_card
from sticheln.record import load_record
from sticheln.review import LABELS, THRESHOLDS, Budget, RatedDecision, label, moments, review_seat

FAST = Budget(iterations=12)
NAMES = ["Ann", "Bo", "Cy", "Di"]
KEYS = {"round", "trick", "kind", "chosen", "best", "chosen_points", "best_points", "loss", "label"}


def played_record(
    seed: int, options: Options, plays: int | None = None, random_seat: int | None = None
) -> dict[str, Any]:
    """A one-round record of ``normal`` players (one random seat if asked), stopped after ``plays`` cards."""
    game = Game(NAMES, options, seed=seed)
    agents = [RandomPlayer(seed) if s == random_seat else player("normal", seed=seed + s) for s in range(4)]
    for s in range(4):
        game.choose_pain(s, agents[s].choose_pain(game.view(s)))
    while game.turn is not None and (plays is None or len(game.round.plays) < plays):
        s = game.turn
        game.play(s, agents[s].choose_card(game.view(s)))
    return game.to_record()


def reviewed(data: dict[str, Any], seat: int, seed: int = 1) -> dict[str, Any]:
    return review_seat(load_record(data), seat, seed=seed, budget=FAST).to_json()


def test_every_decision_of_the_seat_is_rated_once_in_game_order() -> None:
    data = played_record(3, Options(round_count=1))
    result = reviewed(data, seat=2)
    kinds = [(d["kind"], d["trick"]) for d in result["decisions"]]
    assert kinds == [("pain", 0)] + [("card", t) for t in range(1, 15)]
    plays = data["rounds"][0]["plays"]
    chosen = [d["chosen"] for d in result["decisions"][1:]]
    assert all(c in plays for c in chosen) and chosen == [c for c in plays if c in data["rounds"][0]["hands"][2]]
    assert result["decisions"][0]["chosen"] == data["rounds"][0]["pain"][2]


def test_each_decision_keeps_the_contract() -> None:
    result = reviewed(played_record(4, Options(round_count=1), random_seat=0), seat=0)
    for d in result["decisions"]:
        assert set(d) == KEYS
        assert d["loss"] >= 0 and d["loss"] == pytest.approx(d["best_points"] - d["chosen_points"], abs=0.011)
        assert d["label"] == label(d["loss"]) and d["label"] in LABELS
        assert (d["chosen"] == d["best"]) == (d["loss"] == 0)
    summary = result["summary"]
    assert summary["decisions"] == 15 == sum(summary[name] for name in LABELS)
    assert summary["mean_loss"] == pytest.approx(sum(d["loss"] for d in result["decisions"]) / 15, abs=0.01)
    losses = sorted((d["loss"] for d in result["decisions"] if d["loss"] > 0), reverse=True)
    assert [d["loss"] for d in summary["costliest"]] == losses[:3]


def test_labels_follow_the_thresholds() -> None:
    (blunder, _), (mistake, _), (inaccuracy, _) = THRESHOLDS
    assert [label(x) for x in (0, inaccuracy - 0.01, inaccuracy, mistake, blunder, 40)] == [
        "good",
        "good",
        "inaccuracy",
        "mistake",
        "blunder",
        "blunder",
    ]


def test_every_legal_option_is_rated_not_only_the_best_few() -> None:
    data = played_record(5, Options(round_count=1))
    game = load_record(data)
    seen = []
    for moment in list(moments(game, 1))[1:4]:
        decision = review_seat_once(moment)
        seen.append(decision.options)
        assert decision.options == len(moment.view.hand)
    assert seen == [14, 13, 12]


def review_seat_once(moment: Any) -> RatedDecision:
    from sticheln.review import rate

    return rate(moment, "test", FAST)


def test_a_pain_choice_outside_hards_candidates_is_still_rated() -> None:
    data = played_record(6, Options(round_count=1), plays=4)
    hand = data["rounds"][0]["hands"][0]
    top = max(hand, key=lambda c: int(c[1:]))  # the highest card: never among the candidates
    rnd = data["rounds"][0]
    if top in rnd["plays"]:  # keep the plays legal: swap the played card for the old pain card
        rnd["plays"][rnd["plays"].index(top)] = rnd["pain"][0]
    rnd["pain"][0] = top
    pain = reviewed(data, seat=0)["decisions"][0]
    assert pain["chosen"] == top and pain["best"] != top and pain["loss"] > 0


def test_two_pain_cards_are_rated_as_a_pair() -> None:
    result = reviewed(played_record(7, Options(round_count=1, twopain=True)), seat=3)
    pain = result["decisions"][0]
    assert pain["kind"] == "pain" and isinstance(pain["chosen"], list) and len(pain["chosen"]) == 2
    assert len(result["decisions"]) == 14


def test_the_same_seed_gives_the_same_review() -> None:
    data = played_record(8, Options(round_count=1), plays=20)
    assert reviewed(data, seat=1, seed=5) == reviewed(data, seat=1, seed=5)


def _swap_unseen(data: dict[str, Any], a: int, b: int) -> dict[str, Any]:
    """The record with a card not yet played swapped between seats ``a`` and ``b`` (pain cards kept)."""
    changed = copy.deepcopy(data)
    rnd = changed["rounds"][-1]
    kept = set(rnd["plays"]) | set(rnd["pain"])
    ca = next(c for c in rnd["hands"][a] if c not in kept)
    cb = next(c for c in rnd["hands"][b] if c not in kept)
    rnd["hands"][a][rnd["hands"][a].index(ca)] = cb
    rnd["hands"][b][rnd["hands"][b].index(cb)] = ca
    return changed


def test_the_review_reads_only_what_the_seat_could_see() -> None:
    data = played_record(9, Options(round_count=1), plays=22)
    changed = _swap_unseen(data, 1, 3)
    load_record(changed)  # every play is still legal
    assert reviewed(changed, seat=0) == reviewed(data, seat=0)
    assert reviewed(changed, seat=1) != reviewed(data, seat=1)  # the seat whose hand changed sees it


def _move_pain(data: dict[str, Any], seat: int) -> dict[str, Any]:
    """The record with ``seat``'s pain card replaced by a card of its hand not yet played, of another colour."""
    changed = copy.deepcopy(data)
    rnd = changed["rounds"][-1]
    old = rnd["pain"][seat]
    new = next(c for c in rnd["hands"][seat] if c not in rnd["plays"] and c[0] != old[0])
    rnd["pain"][seat] = new
    return changed


@pytest.mark.parametrize("hidden", [True, False])
def test_hidden_pain_cards_stay_hidden_from_the_review(hidden: bool) -> None:
    data = played_record(10, Options(round_count=1, hidden=hidden), plays=21)
    changed = _move_pain(data, 2)
    load_record(changed)
    same = reviewed(changed, seat=0) == reviewed(data, seat=0)
    assert same is hidden  # open pain cards are known to every seat and change its review


def test_an_unfinished_record_rates_the_decisions_made() -> None:
    game = load_record(played_record(11, Options(round_count=1), plays=9))
    r = game.round
    in_trick = {(r.leader + i) % 4 for i in range(len(r.current))}  # two full tricks, then one card
    expected = [1 + len(r.tricks) + (s in in_trick) for s in range(4)]
    assert sorted(expected) == [3, 3, 3, 4]
    assert [len(review_seat(game, s, budget=FAST).decisions) for s in range(4)] == expected


def test_a_time_budget_rates_every_decision() -> None:
    game = load_record(played_record(12, Options(round_count=1), plays=12))
    review = review_seat(game, 0, budget=Budget(seconds=0.02))
    assert len(review.decisions) == 4 and all(d.loss >= 0 for d in review.decisions)


def test_the_chosen_card_is_one_of_the_hand() -> None:
    data = played_record(13, Options(round_count=1), plays=8)
    for d in reviewed(data, seat=3)["decisions"][1:]:
        parse_card(d["chosen"], 4)
        assert d["chosen"] in data["rounds"][0]["hands"][3]
