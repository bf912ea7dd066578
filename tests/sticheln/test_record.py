"""Game records (RECORD.md): every kind of breakage is refused, early stops are accepted."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from sticheln import Game, Options, Phase, card_code
from sticheln.record import RecordError, load_record, replay_summary
from tests.sticheln.engine_helpers import (
    NAMES,
    game_in_tricks,
    make_hands,
    play_lowest,
    play_random,
    random_step,
    reference_trick_winner,
)


def finished(players: int = 3, options: Options | None = None, seed: int = 1) -> tuple[Game, dict[str, Any]]:
    """A game played to the end with random legal moves, and its record."""
    game = Game(NAMES[:players], options or Options(round_count=2), seed=seed)
    play_random(game, random.Random(seed))
    return game, game.to_record()


def refused(record: dict[str, Any]) -> str:
    """The message of the RecordError that ``record`` (sent through JSON text) is refused with."""
    with pytest.raises(RecordError) as err:
        load_record(json.loads(json.dumps(record)))
    return str(err.value)


def play_index(game: Game, round_index: int, trick: int, seat: int) -> int:
    """Where in the round's ``plays`` ``seat`` played in ``trick`` (counted from 1)."""
    t = game.rounds[round_index].tricks[trick - 1]
    return (trick - 1) * game.players + (seat - t.leader) % game.players


def card_played(game: Game, round_index: int, trick: int, seat: int) -> str:
    t = game.rounds[round_index].tricks[trick - 1]
    return card_code(t.cards[(seat - t.leader) % game.players])


def test_a_finished_game_record_is_accepted():
    game, record = finished()
    replayed = load_record(record)
    assert replayed.phase is Phase.OVER
    assert replayed.round_scores == game.round_scores


# -- the document ---------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["sticheln-record/2", "sticheln-state/1", None, 1])
def test_wrong_format_string_is_refused(fmt):
    _, record = finished()
    record["format"] = fmt
    assert "format" in refused(record)


def test_missing_format_is_refused():
    _, record = finished()
    del record["format"]
    assert "format" in refused(record)


@pytest.mark.parametrize("document", [[], "sticheln-record/1", None, 3])
def test_a_record_that_is_not_an_object_is_refused(document):
    with pytest.raises(RecordError):
        load_record(document)


@pytest.mark.parametrize(
    "players",
    [["Ann", "Bo"], [*NAMES, "Gus"], [], ["Ann", "Bo", 3], "Ann Bo Cy", None],
    ids=["two", "seven", "none", "not-a-string", "not-a-list", "null"],
)
def test_players_must_be_three_to_six_names(players):
    _, record = finished()
    record["players"] = players
    assert "players" in refused(record)


def test_unknown_option_key_is_refused():
    _, record = finished()
    record["options"] = {"round_count": 2, "speed": "fast"}
    assert "speed" in refused(record)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("round_count", 0),
        ("round_count", 11),
        ("round_count", "2"),
        ("round_count", 2.5),
        ("round_count", True),
        ("start", 3),  # three seats: 0, 1, 2
        ("start", -1),
        ("start", True),
        ("dm", 1),
        ("dm", "yes"),
        ("hidden", None),
        ("twopain", 0),
    ],
)
def test_bad_option_values_are_refused(key, value):
    _, record = finished()
    record["options"] = {"round_count": 2, key: value}
    assert key in refused(record)


def test_options_must_be_an_object():
    _, record = finished()
    record["options"] = ["dm"]
    assert "options" in refused(record)


def test_more_rounds_than_the_game_has_are_refused():
    _, record = finished(options=Options(round_count=2))
    record["options"] = {"round_count": 1}
    message = refused(record)
    assert "2 rounds" in message


def test_more_rounds_than_a_dm_game_has_are_refused():
    _, record = finished(options=Options())  # 5 rounds
    record["options"] = {"dm": True}
    assert "5" in refused(record)


@pytest.mark.parametrize("rounds", [None, {}, "R1"])
def test_rounds_must_be_a_list(rounds):
    _, record = finished()
    record["rounds"] = rounds
    assert "rounds" in refused(record)


def test_a_round_must_have_hands_pain_and_plays():
    _, record = finished()
    del record["rounds"][1]["pain"]
    assert "round 2" in refused(record)


# -- hands ---------------------------------------------------------------------------------


def test_wrong_number_of_hands_is_refused():
    _, record = finished()
    del record["rounds"][1]["hands"][2]
    assert "round 2" in refused(record)


def test_a_hand_of_fourteen_cards_is_refused():
    _, record = finished()
    record["rounds"][0]["hands"][2].pop()
    message = refused(record)
    assert "round 1, seat 2 (Cy)" in message
    assert "14" in message


def test_a_card_dealt_twice_is_refused():
    _, record = finished()
    hands = record["rounds"][1]["hands"]
    twice = hands[0][3]
    hands[2][5] = twice
    message = refused(record)
    assert "round 2, seat 2 (Cy)" in message
    assert twice in message


def test_a_card_twice_in_one_hand_is_refused():
    _, record = finished()
    hand = record["rounds"][0]["hands"][1]
    hand[1] = hand[0]
    message = refused(record)
    assert "round 1, seat 1 (Bo)" in message
    assert hand[0] in message


@pytest.mark.parametrize("code", ["X3", "R", "R01", "", "R-2"])
def test_an_invalid_code_in_a_hand_is_refused(code):
    _, record = finished()
    record["rounds"][0]["hands"][1][4] = code
    message = refused(record)
    assert "round 1, seat 1 (Bo)" in message
    assert repr(code) in message or code in message


def test_a_non_string_in_a_hand_is_refused():
    _, record = finished()
    record["rounds"][0]["hands"][1][4] = 7
    assert "round 1, seat 1 (Bo)" in refused(record)


@pytest.mark.parametrize(("players", "code"), [(5, "V3"), (4, "R12"), (3, "O9"), (6, "V15")])
def test_a_card_of_another_deck_is_refused(players, code):
    _, record = finished(players)
    record["rounds"][1]["hands"][0][0] = code
    message = refused(record)
    assert "round 2, seat 0 (Ann)" in message
    assert code in message


def test_hands_are_read_case_insensitively():
    game, record = finished()
    record["rounds"][0]["hands"] = [[c.lower() for c in hand] for hand in record["rounds"][0]["hands"]]
    assert load_record(record).round_scores == game.round_scores


# -- pain cards ------------------------------------------------------------------------------


def test_a_pain_card_not_in_the_seats_hand_is_refused():
    _, record = finished()
    rnd = record["rounds"][0]
    foreign = rnd["hands"][0][0]
    rnd["pain"][2] = foreign
    message = refused(record)
    assert "round 1, seat 2 (Cy)" in message
    assert foreign in message


def test_a_pain_card_of_another_deck_is_refused():
    _, record = finished()
    record["rounds"][1]["pain"][1] = "V1"
    message = refused(record)
    assert "round 2, seat 1 (Bo)" in message
    assert "V1" in message


def test_a_missing_pain_entry_is_refused():
    _, record = finished()
    record["rounds"][0]["pain"].pop()
    assert "round 1" in refused(record)


def test_a_list_as_a_single_pain_entry_is_refused():
    _, record = finished()
    rnd = record["rounds"][0]
    rnd["pain"][1] = [rnd["pain"][1]]
    assert "round 1, seat 1 (Bo)" in refused(record)


def twopain_record() -> dict[str, Any]:
    _, record = finished(options=Options(twopain=True, round_count=2))
    return record


@pytest.mark.parametrize(
    "entry",
    [
        pytest.param(lambda hand, pain: pain[0], id="a-single-code"),
        pytest.param(lambda hand, pain: pain[:1], id="one-card"),
        pytest.param(lambda hand, pain: [pain[0], pain[0]], id="same-card-twice"),
        pytest.param(lambda hand, pain: [pain[0], pain[0].lower()], id="same-card-other-case"),
        pytest.param(lambda hand, pain: [*pain, next(c for c in hand if c not in pain)], id="three-cards"),
        pytest.param(lambda hand, pain: [], id="no-card"),
    ],
)
def test_twopain_entry_must_be_a_list_of_two_different_cards(entry):
    record = twopain_record()
    rnd = record["rounds"][1]
    rnd["pain"][2] = entry(rnd["hands"][2], rnd["pain"][2])
    assert "round 2, seat 2 (Cy)" in refused(record)


def test_twopain_card_not_in_the_seats_hand_is_refused():
    record = twopain_record()
    rnd = record["rounds"][0]
    foreign = rnd["hands"][1][0]
    rnd["pain"][0] = [rnd["pain"][0][0], foreign]
    message = refused(record)
    assert "round 1, seat 0 (Ann)" in message
    assert foreign in message


# -- plays ----------------------------------------------------------------------------------


def test_a_card_not_in_the_players_hand_is_refused():
    game, record = finished(4)
    i = play_index(game, 1, 5, 1)
    foreign = next(card_code(c) for c in game.rounds[1].dealt[3])
    record["rounds"][1]["plays"][i] = foreign
    message = refused(record)
    assert f"round 2, trick 5, seat 1 (Bo): {foreign} is not in their hand" in message


def test_a_card_already_played_is_refused():
    game, record = finished()
    seat = game.rounds[0].tricks[3].leader  # leads trick 4 ...
    again = card_played(game, 0, 2, seat)  # ... with the card it played in trick 2
    record["rounds"][0]["plays"][play_index(game, 0, 4, seat)] = again
    message = refused(record)
    assert f"round 1, trick 4, {game.seat_label(seat)}" in message
    assert again in message and "already" in message


def test_playing_ones_pain_card_is_refused():
    game, record = finished()
    seat = game.rounds[1].tricks[2].winner
    pain = record["rounds"][1]["pain"][seat]
    record["rounds"][1]["plays"][play_index(game, 1, 4, seat)] = pain  # the taker of trick 3 leads trick 4
    message = refused(record)
    assert f"round 2, trick 4, {game.seat_label(seat)}" in message
    assert pain in message and "pain" in message


@pytest.mark.parametrize("card", [7, None, ["R1"]])
def test_a_play_that_is_not_a_code_is_refused(card):
    game, record = finished()
    record["rounds"][0]["plays"][1] = card
    assert f"round 1, trick 1, {game.seat_label(1)}" in refused(record)


def test_an_invalid_code_played_is_refused():
    game, record = finished()
    record["rounds"][0]["plays"][2] = "R9"  # three players: values 0 to 8
    message = refused(record)
    assert f"round 1, trick 1, {game.seat_label(2)}" in message
    assert "R9" in message


def test_too_many_plays_in_a_round_are_refused():
    game, record = finished()
    record["rounds"][0]["plays"].append(record["rounds"][0]["plays"][0])
    message = refused(record)
    assert f"round 1, trick 15, {game.seat_label(game.rounds[0].tricks[-1].winner)}" in message
    assert "43 plays" in message


def test_too_many_plays_in_the_last_round_are_refused():
    _, record = finished(options=Options(twopain=True, round_count=2))
    record["rounds"][1]["plays"].append("R0")
    assert "round 2" in refused(record)


def test_an_unfinished_round_before_the_last_is_refused():
    _, record = finished()
    record["rounds"][0]["plays"].pop()
    message = refused(record)
    assert "round 1" in message
    assert "round 2" not in message


def test_an_unfinished_round_before_the_last_is_refused_even_without_plays():
    _, record = finished(options=Options(round_count=3))
    record["rounds"][1]["plays"] = []
    assert "round 2" in refused(record)


def test_a_code_with_a_superscript_digit_is_refused_as_a_record_error():
    _, record = finished()
    record["rounds"][0]["plays"][0] = "R²"
    assert "round 1, trick 1" in refused(record)


# -- records that stop early ----------------------------------------------------------------


def stopped(players: int, options: Options, steps: int, seed: int = 2) -> Game:
    game = Game(NAMES[:players], options, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        random_step(game, rng)
    return game


def test_a_record_whose_last_round_stops_mid_trick_is_accepted():
    game = stopped(3, Options(round_count=3), steps=3 + 42 + 3 + 10)  # round 2: pain cards and ten plays
    summary = replay_summary(load_record(game.to_record()))
    assert len(summary["rounds"]) == 2
    assert summary["rounds"][0]["scores"] == list(game.rounds[0].scores)
    assert summary["rounds"][1]["scores"] is None
    assert len(summary["rounds"][1]["tricks"]) == 3  # the fourth trick is unfinished: not listed
    assert summary["totals"] == list(game.rounds[0].scores)
    assert summary["finished"] is False
    assert summary["winners"] == []


def test_a_record_with_fewer_rounds_than_the_game_is_accepted():
    game = stopped(4, Options(), steps=2 * (4 + 56))  # two whole rounds of five
    record = game.to_record()
    assert len(record["rounds"]) == 2
    summary = replay_summary(load_record(record))
    assert [r["scores"] for r in summary["rounds"]] == [list(s) for s in game.round_scores]
    assert summary["totals"] == [a + b for a, b in zip(*game.round_scores, strict=True)]
    assert summary["finished"] is False
    assert summary["winners"] == []


def test_a_record_without_rounds_is_accepted():
    record = {"format": "sticheln-record/1", "players": ["Ann", "Bo", "Cy"], "rounds": []}
    summary = replay_summary(load_record(record))
    assert summary["rounds"] == []
    assert summary["totals"] == [0, 0, 0]
    assert (summary["finished"], summary["winners"]) == (False, [])


def test_a_record_without_options_plays_five_rounds():
    _, record = finished(options=Options())
    assert "options" not in record
    assert replay_summary(load_record(record))["finished"] is True
    record["rounds"].pop()
    assert replay_summary(load_record(record))["finished"] is False


# -- the replay summary ---------------------------------------------------------------------


def small_record(plays: list[str], options: dict[str, Any] | None = None) -> dict[str, Any]:
    hands = make_hands(3, [["R4", "Y2"], ["R1", "B0"], ["R7", "O5", "G2"]])
    return {
        "format": "sticheln-record/1",
        "players": ["Ann", "Bo", "Cy"],
        "options": options or {},
        "rounds": [{"hands": hands, "pain": ["Y2", "B0", "O5"], "plays": plays}],
    }


def test_summary_of_recordmd_example():
    summary = replay_summary(load_record(small_record(["R4", "R1", "R7", "G2"])))
    assert summary == {
        "players": ["Ann", "Bo", "Cy"],
        "rounds": [
            {
                "pain_colours": ["Y", "B", "O"],
                "tricks": [{"leader": 0, "cards": ["R4", "R1", "R7"], "winner": 2}],
                "scores": None,
            }
        ],
        "totals": [0, 0, 0],
        "finished": False,
        "winners": [],
    }


def test_summary_first_leader_follows_the_start_option():
    hands = small_record([])["rounds"][0]["hands"]
    seat_of = {c: s for s, hand in enumerate(hands) for c in hand}
    assert seat_of["R1"] == 1
    summary = replay_summary(load_record(small_record(["R1", "R7", "R4"], {"start": 1})))
    assert summary["rounds"][0]["tricks"] == [{"leader": 1, "cards": ["R1", "R7", "R4"], "winner": 2}]


def test_summary_lists_every_trick_with_leader_and_winner():
    _, record = finished(5, Options(round_count=2, start=3))
    summary = replay_summary(load_record(record))
    for k, rnd in enumerate(summary["rounds"]):
        leader = (3 + k) % 5
        assert len(rnd["tricks"]) == 14
        for trick in rnd["tricks"]:
            assert trick["leader"] == leader
            leader = (leader + reference_trick_winner(trick["cards"])) % 5
            assert trick["winner"] == leader
        assert [c for t in rnd["tricks"] for c in t["cards"]] == record["rounds"][k]["plays"]


def test_summary_pain_colours_with_two_pain_cards_keep_the_records_order():
    pain = [["Y2", "R4"], ["B0", "B1"], ["O5", "G3"]]
    game = game_in_tricks(3, pain, Options(twopain=True, round_count=1), pain=pain)
    record = game.to_record()
    assert record["rounds"][0]["pain"] == pain
    summary = replay_summary(load_record(record))
    assert summary["rounds"][0]["pain_colours"] == [["Y", "R"], ["B", "B"], ["O", "G"]]
    play_lowest(game)
    summary = replay_summary(load_record(game.to_record()))
    assert summary["rounds"][0]["pain_colours"] == [["Y", "R"], ["B", "B"], ["O", "G"]]
    assert len(summary["rounds"][0]["tricks"]) == 13
    assert summary["finished"] is True


def test_summary_of_a_finished_game():
    game, record = finished(4, Options(dm=True))
    summary = replay_summary(load_record(record))
    assert summary["players"] == list(NAMES[:4])
    assert [r["scores"] for r in summary["rounds"]] == [list(s) for s in game.round_scores]
    assert summary["totals"] == [sum(r["scores"][s] for r in summary["rounds"]) for s in range(4)]
    assert summary["finished"] is True
    best = max(summary["totals"])
    assert summary["winners"] == [s for s, t in enumerate(summary["totals"]) if t == best]
    assert json.loads(json.dumps(summary)) == summary


def test_summary_winners_share_the_highest_total():
    for seed in range(300):
        game, record = finished(3, Options(round_count=1), seed=seed)
        if len(game.winners) > 1:
            break
    else:
        pytest.fail("no game with a shared win among 300 seeds")
    summary = replay_summary(load_record(record))
    best = max(summary["totals"])
    assert summary["winners"] == [s for s, t in enumerate(summary["totals"]) if t == best]
    assert len(summary["winners"]) >= 2


def test_loading_does_not_change_the_record():
    _, record = finished()
    before = copy.deepcopy(record)
    load_record(record)
    assert record == before
