"""The rules of RULES.md, example by example, through sticheln.fast and through whole games."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

from sticheln import Game, IllegalAction, Options, Phase, Reason, TrickView, parse_card
from sticheln.fast import score, trick_winner
from tests.sticheln.engine_helpers import (
    NAMES,
    codes,
    dealt_game,
    game_in_tricks,
    pain_codes,
    play_lowest,
    play_random,
    reference_score,
)


def cards(text: str) -> list[int]:
    return [parse_card(code) for code in text.split()]


def colour_set(letters: str) -> set[int]:
    return {"RYGBOV".index(letter) for letter in letters}


def play_trick(trick: str, options: Options | None = None) -> Game:
    """A game whose first trick is ``trick``, played by the leader and then clockwise."""
    played = trick.split()
    players = len(played)
    options = options or Options()
    leader = options.start % players
    wanted = [[] for _ in range(players)]
    for i, code in enumerate(played):
        wanted[(leader + i) % players].append(code)
    game = game_in_tricks(players, wanted, options)
    for i, code in enumerate(played):
        game.play((leader + i) % players, code)
    return game


# -- Examples from the BSW rule page --------------------------------------------


def test_bsw_red_seven_holds_red_four_red_one_red_seven():
    assert trick_winner(cards("R4 R1 R7")) == 2
    game = play_trick("R4 R1 R7")
    assert game.round.tricks[0].winner == 2


def test_bsw_after_red_4_1_7_any_non_red_non_zero_card_takes_the_trick():
    for code in codes(4):
        if code[0] != "R" and code[1:] != "0":
            assert trick_winner(cards(f"R4 R1 R7 {code}")) == 3, code


def test_bsw_after_red_4_1_7_only_a_zero_or_a_red_below_seven_stays_out():
    for code in codes(4):
        if code in ("R4", "R1", "R7"):
            continue
        stays_out = code[1:] == "0" or (code[0] == "R" and int(code[1:]) < 7)
        assert (trick_winner(cards(f"R4 R1 R7 {code}")) == 2) == stays_out, code


@pytest.mark.parametrize(("fourth", "winner"), [("Y1", 3), ("O11", 3), ("R8", 3), ("G0", 2), ("R0", 2), ("R6", 2)])
def test_bsw_red_4_1_7_example_in_a_game(fourth, winner):
    game = play_trick(f"R4 R1 R7 {fourth}")
    assert game.round.tricks[0].winner == winner
    assert game.turn == winner


def test_bsw_green_three_takes_a_trick_led_with_yellow_three():
    assert trick_winner(cards("Y3 G3")) == 1


def test_bsw_after_yellow_3_green_3_only_a_non_yellow_card_above_three_takes():
    for code in codes(3):
        if code in ("Y3", "G3"):
            continue
        takes = code[0] != "Y" and int(code[1:]) > 3
        assert (trick_winner(cards(f"Y3 G3 {code}")) == 2) == takes, code


@pytest.mark.parametrize(("third", "winner"), [("B3", 1), ("R3", 1), ("Y8", 1), ("B4", 2), ("O8", 2), ("G0", 1)])
def test_bsw_yellow_3_green_3_example_in_a_game(third, winner):
    game = play_trick(f"Y3 G3 {third}")
    assert game.round.tricks[0].winner == winner


def test_bsw_scoring_example_thirteen_minus_zero_two_eight_minus_one_is_two():
    non_red = cards("Y1 Y2 Y3 Y4 Y5 G0 G6 G7 B0 B9 B10 O1 O11")  # 13 cards, zeros included
    captured = non_red + cards("R0 R2 R8")
    pain_card = cards("R1")
    assert len(non_red) == 13
    assert score(captured + pain_card, colour_set("R")) == 13 - (0 + 2 + 8) - 1 == 2


def test_a_zero_of_the_pain_colour_scores_nothing_and_other_zeros_score_one():
    assert score(cards("R0"), colour_set("R")) == 0
    assert score(cards("Y0"), colour_set("R")) == 1


# -- Who takes the trick ----------------------------------------------------------

TRICKS = [
    pytest.param("R4 R1 R7", 2, id="lead-colour-only-highest-takes"),
    pytest.param("R7 R4 R1", 0, id="leader-keeps-with-the-highest-lead-card"),
    pytest.param("R8 Y1 R2", 1, id="any-non-zero-other-colour-is-a-trump"),
    pytest.param("R3 Y7 R9 G2", 1, id="trump-beats-higher-lead-card"),
    pytest.param("R14 Y1 R13 B0 O0", 1, id="lowest-trump-beats-highest-lead-card"),
    pytest.param("R0 Y5 R3", 1, id="zero-led-still-sets-the-lead-colour"),
    pytest.param("R0 R3 R5", 2, id="zero-led-highest-lead-card-takes"),
    pytest.param("R0 Y0 R1", 2, id="zero-led-lead-card-beats-other-zero"),
    pytest.param("R5 Y0 G0", 0, id="other-colour-zeros-are-not-trumps"),
    pytest.param("R1 Y0 G0 B0", 0, id="lowest-lead-card-beats-zeros"),
    pytest.param("R5 R6 Y0", 1, id="zero-does-not-stop-a-lead-card"),
    pytest.param("R0 Y0 G0", 0, id="only-zeros-leader-takes"),
    pytest.param("Y0 R0 G0 B0", 0, id="only-zeros-leader-takes-four-players"),
    pytest.param("B0 B1 G0", 1, id="zero-led-only-nonzero-card-takes"),
    pytest.param("R4 Y7 G7", 1, id="equal-trumps-of-different-colours-first-wins"),
    pytest.param("R4 G7 Y7 B7", 1, id="equal-trumps-three-colours-first-wins"),
    pytest.param("R4 Y8 G3", 1, id="highest-trump-wins-not-the-latest-trump-colour"),
    pytest.param("R8 Y2 G6 B1", 2, id="highest-trump-among-colours"),
    pytest.param("R2 Y5 Y6 R8", 2, id="same-colour-trumps-highest"),
    pytest.param("V3 R14 V14 O14 Y2 G14", 1, id="six-players-equal-14-trumps-first-wins"),
    pytest.param("O0 Y0 G0 B0 R0", 0, id="five-players-only-zeros"),
]


@pytest.mark.parametrize(("trick", "winner"), TRICKS)
def test_trick_winner(trick, winner):
    assert trick_winner(cards(trick)) == winner


@pytest.mark.parametrize(("trick", "winner"), TRICKS)
def test_trick_taken_in_a_game(trick, winner):
    game = play_trick(trick)
    taken = game.round.tricks[0]
    assert taken.leader == 0
    assert taken.winner == winner
    assert sorted(game.round.captured[winner]) == sorted(cards(trick))


@pytest.mark.parametrize(("trick", "winner"), TRICKS)
def test_trick_holder_follows_the_trick_in_progress(trick, winner):
    played = trick.split()
    wanted = [[code] for code in played]
    game = game_in_tricks(len(played), wanted)
    assert game.trick_holder() is None
    for seat, code in enumerate(played[:-1]):
        game.play(seat, code)
        assert game.trick_holder() == trick_winner(cards(" ".join(played[: seat + 1])))
        assert game.view(None).trick_holder == game.trick_holder()


def test_taker_is_counted_from_the_leader_seat():
    game = play_trick("R4 R1 R7", Options(start=1))  # seat 1 leads, seat 0 plays the R7
    assert game.round.tricks[0].leader == 1
    assert game.round.tricks[0].winner == 0


def test_taker_leads_the_next_trick():
    game = play_trick("R4 Y8 G3")
    assert game.turn == 1
    assert game.view(0).leader == 1
    with pytest.raises(IllegalAction) as err:
        game.play(0, game.hand(0)[0])
    assert err.value.reason is Reason.NOT_YOUR_TURN
    game.play(1, game.hand(1)[0])
    assert game.turn == 2


def test_there_is_no_duty_to_follow_colour():
    game = game_in_tricks(3, [["R4"], ["R1", "Y5"], ["R7"]])
    game.play(0, "R4")
    assert game.legal_cards(1) == game.hand(1)
    game.play(1, "Y5")
    assert game.trick_holder() == 1


def test_cards_a_seat_may_name_are_its_hand_on_its_turn_and_nothing_otherwise():
    game = game_in_tricks(3)
    assert game.legal_cards(0) == game.hand(0)
    assert game.legal_cards(1) == []
    assert game.legal_cards(2) == []


# -- Rounds and the game -------------------------------------------------------------


def first_leaders(players: int, options: Options, seed: int = 1) -> list[int]:
    game = Game(NAMES[:players], options, seed=seed)
    play_random(game, random.Random(seed))
    return [r.tricks[0].leader for r in game.rounds]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_round_k_is_led_by_seat_k_mod_n(players):
    assert first_leaders(players, Options(round_count=players + 2)) == [k % players for k in range(players + 2)]


@pytest.mark.parametrize(("players", "start"), [(3, 1), (3, 2), (4, 3), (5, 2), (6, 5)])
def test_round_k_is_led_by_seat_start_plus_k_mod_n(players, start):
    leaders = first_leaders(players, Options(start=start, round_count=players + 1))
    assert leaders == [(start + k) % players for k in range(players + 1)]


def test_the_seat_to_lead_is_known_while_pain_cards_are_chosen():
    game = Game(NAMES[:4], Options(start=2), seed=5)
    assert game.view(0).leader == 2
    for seat in range(4):
        game.choose_pain(seat, game.hand(seat)[0])
    assert game.turn == 2


@pytest.mark.parametrize(
    ("options", "rounds"),
    [
        pytest.param(Options(), 5, id="default-5"),
        pytest.param(Options(dm=True), 4, id="dm-4"),
        pytest.param(Options(round_count=1), 1, id="round_count-1"),
        pytest.param(Options(round_count=3), 3, id="round_count-3"),
        pytest.param(Options(dm=True, round_count=6), 6, id="round_count-overrides-dm"),
    ],
)
def test_game_length(options, rounds):
    game = Game(NAMES[:3], options, seed=11)
    assert game.view(0).round_count == rounds
    play_random(game, random.Random(11))
    assert game.phase is Phase.OVER
    assert len(game.rounds) == rounds
    assert len(game.round_scores) == rounds


def test_totals_add_up_round_scores_and_the_highest_total_wins():
    game = Game(NAMES[:4], Options(round_count=3), seed=4)
    play_random(game, random.Random(4))
    totals = [sum(r.scores[s] for r in game.rounds) for s in range(4)]
    assert list(game.totals) == totals
    assert list(game.winners) == [s for s in range(4) if totals[s] == max(totals)]


def test_no_winners_before_the_game_is_over():
    game = Game(NAMES[:3], Options(round_count=2), seed=2)
    for seat in range(3):
        game.choose_pain(seat, game.hand(seat)[0])
    play_lowest(game)
    assert len(game.round_scores) == 1
    assert game.winners == ()


def test_a_round_is_fourteen_tricks_and_empties_every_hand():
    game = game_in_tricks(4, options=Options(round_count=2))
    play_lowest(game)
    r = game.rounds[0]
    assert len(r.tricks) == 14
    assert all(not hand for hand in r.hands)
    assert game.phase is Phase.DEAL  # unseeded: waiting for the next deal


def test_every_trick_is_led_by_the_taker_of_the_one_before():
    game = game_in_tricks(5, options=Options(round_count=2))
    play_lowest(game)
    leader = 0
    for trick in game.rounds[0].tricks:
        assert trick.leader == leader
        leader = trick.winner


# -- Pain cards and scoring -------------------------------------------------------------


def piles_from_tricks(game: Game, index: int = 0) -> list[list[str]]:
    piles: list[list[str]] = [[] for _ in range(game.players)]
    for trick in game.rounds[index].tricks:
        piles[trick.winner] += [f"{'RYGBOV'[c // 15]}{c % 15}" for c in trick.cards]
    return piles


def test_the_pain_card_leaves_the_hand():
    game = dealt_game(3, [["R1"]])
    game.choose_pain(0, "R1")
    assert "R1" not in game.hand(0)
    assert len(game.hand(0)) == 14
    assert game.view(1).hand_sizes == (14, 15, 15)


def test_several_players_may_share_a_pain_colour():
    game = game_in_tricks(3, [["R1"], ["R2"], ["R3"]], pain=["R1", "R2", "R3"])
    assert [game.view(0).pain_colours(s) for s in range(3)] == [("R",), ("R",), ("R",)]


def test_round_scores_count_captured_cards_and_the_pain_card():
    wanted = [["R1", "R4"], ["Y8", "G2"], ["B5", "O0"]]
    game = game_in_tricks(3, wanted, Options(round_count=2), pain=["R1", "Y8", "O0"])
    play_lowest(game)
    piles = piles_from_tricks(game)
    expected = [reference_score(piles[s], pain_codes(game.rounds[0], s)) for s in range(3)]
    assert list(game.rounds[0].scores) == expected
    assert len(set(expected)) > 1  # the situation tells the seats apart


def test_two_pain_cards_mean_thirteen_tricks():
    game = game_in_tricks(4, options=Options(twopain=True, round_count=2))
    assert all(len(game.hand(s)) == 13 for s in range(4))
    play_lowest(game)
    assert len(game.rounds[0].tricks) == 13
    assert all(not hand for hand in game.rounds[0].hands)


def test_with_two_pain_cards_both_colours_count_negative():
    assert score(cards("R3 Y4 G5"), colour_set("RY")) == -3 - 4 + 1


def test_two_pain_cards_of_one_colour_count_that_colour_once():
    assert score(cards("R2 R3 G5"), colour_set("R")) == -2 - 3 + 1


def test_two_pain_cards_in_a_game():
    pain = [["R1", "Y2"], ["G3", "G4"], ["B5", "O6"]]
    game = game_in_tricks(3, pain, Options(twopain=True, round_count=2), pain=pain)
    play_lowest(game)
    piles = piles_from_tricks(game)
    for seat in (0, 2):  # their piles hold non-zero cards of both pain colours: one colour alone would not do
        for pain_card in pain[seat]:
            assert any(c[0] == pain_card[0] and c[1:] != "0" for c in piles[seat])
    for seat in range(3):
        assert game.rounds[0].scores[seat] == reference_score(piles[seat], pain[seat])
    assert game.rounds[0].scores[1] == reference_score(piles[1], ["G3", "G4"])  # green once, not twice


# -- What each seat sees of the pain cards ------------------------------------------------


def test_pain_choices_are_invisible_to_others_until_all_have_chosen():
    game = dealt_game(3, [["R1"], ["Y2"], ["G3"]])
    game.choose_pain(0, "R1")
    game.choose_pain(1, "Y2")
    assert game.view(0).pain_cards == (("R1",), None, None)
    assert game.view(1).pain_cards == (None, ("Y2",), None)
    assert game.view(2).pain_cards == (None, None, None)
    assert game.view(None).pain_cards == (None, None, None)
    assert game.view(2).pain_chosen == (True, True, False)
    game.choose_pain(2, "G3")
    for seat in (0, 1, 2, None):
        assert game.view(seat).pain_cards == (("R1",), ("Y2",), ("G3",))


def test_the_last_pain_choice_reveals_all():
    game = dealt_game(3, [["R1"], ["Y2"], ["G3"]])
    assert not game.choose_pain(0, "R1").revealed
    assert not game.choose_pain(2, "G3").revealed
    assert game.choose_pain(1, "Y2").revealed
    assert game.phase is Phase.TRICKS


def test_hidden_pain_colours_stay_hidden_from_others_until_the_round_is_scored():
    game = dealt_game(3, [["R1"], ["Y2"], ["G3"]], Options(hidden=True, round_count=2))
    for seat, code in enumerate(["R1", "Y2", "G3"]):
        game.choose_pain(seat, code)
    while game.phase is Phase.TRICKS:
        for seat in (0, 1, 2, None):
            seen = game.view(seat).pain_cards
            assert seen == tuple((code,) if s == seat else None for s, code in enumerate(["R1", "Y2", "G3"]))
        game.play(game.turn, game.hand(game.turn)[0])
    assert game.rounds[0].scores is not None
    for seat in (0, 1, 2, None):
        assert game.view(seat).pain_cards == (("R1",), ("Y2",), ("G3",))


def test_hidden_pain_colours_are_shown_when_the_last_round_ends():
    game = game_in_tricks(3, [["R1"], ["Y2"], ["G3"]], Options(hidden=True, round_count=1), pain=["R1", "Y2", "G3"])
    assert game.view(1).pain_cards[0] is None
    play_lowest(game)
    assert game.phase is Phase.OVER
    assert game.view(1).pain_cards[0] == ("R1",)


def test_a_view_shows_the_tricks_and_the_trick_in_progress():
    game = play_trick("R4 Y8 G3")
    lead = game.hand(1)[0]
    game.play(1, lead)
    view = game.view(2)
    assert view.tricks == (TrickView(0, ("R4", "Y8", "G3"), 1),)
    assert view.trick == (lead,)
    assert view.played() == ("R4", "Y8", "G3", lead)
    assert view.hand_sizes == (13, 12, 13)
    assert (view.leader, view.turn, view.trick_holder) == (1, 2, 1)


def test_a_spectator_sees_no_hand():
    game = game_in_tricks(3)
    view = game.view(None)
    assert (view.hand, view.legal) == ((), ())
    assert view.hand_sizes == (14, 14, 14)


# -- Refused actions ------------------------------------------------------------------------

HANDS = [["R8", "Y1", "G8"], ["R1", "Y2", "G7"], ["R2", "Y3", "G6"]]
PAIN = ["G8", "G7", "G6"]


def in_pain_phase() -> Game:
    return dealt_game(3, HANDS)


def in_pain_phase_twopain() -> Game:
    return dealt_game(3, HANDS, Options(twopain=True))


def pain_chosen_by_seat_0() -> Game:
    game = dealt_game(3, HANDS)
    game.choose_pain(0, "G8")
    return game


def in_tricks() -> Game:
    return game_in_tricks(3, HANDS, pain=PAIN)


def after_first_trick() -> Game:
    game = in_tricks()
    for seat, code in enumerate(["R8", "R1", "R2"]):
        game.play(seat, code)
    assert game.turn == 0
    return game


def between_rounds() -> Game:
    game = game_in_tricks(3, HANDS, Options(round_count=2), pain=PAIN)
    play_lowest(game)
    assert game.phase is Phase.DEAL
    return game


def game_over() -> Game:
    game = Game(NAMES[:3], Options(round_count=1), seed=3)
    play_random(game, random.Random(3))
    return game


REFUSALS = [
    pytest.param(in_tricks, lambda g: g.play(1, "R1"), Reason.NOT_YOUR_TURN, id="not-your-turn"),
    pytest.param(after_first_trick, lambda g: g.play(1, "Y2"), Reason.NOT_YOUR_TURN, id="not-your-turn-after-trick"),
    pytest.param(in_tricks, lambda g: g.play(0, "R1"), Reason.NOT_IN_HAND, id="card-of-another-hand"),
    pytest.param(after_first_trick, lambda g: g.play(0, "R8"), Reason.ALREADY_PLAYED, id="already-played"),
    pytest.param(after_first_trick, lambda g: g.play(0, "r8"), Reason.ALREADY_PLAYED, id="already-played-lowercase"),
    pytest.param(in_tricks, lambda g: g.play(0, "G8"), Reason.IS_PAIN_CARD, id="play-own-pain-card"),
    pytest.param(in_tricks, lambda g: g.play(0, "G7"), Reason.NOT_IN_HAND, id="play-another-pain-card"),
    pytest.param(in_tricks, lambda g: g.play(0, "X3"), Reason.NOT_A_CARD, id="bad-code-colour"),
    pytest.param(in_tricks, lambda g: g.play(0, "R9"), Reason.NOT_A_CARD, id="bad-code-not-in-3p-deck"),
    pytest.param(in_tricks, lambda g: g.play(0, "R01"), Reason.NOT_A_CARD, id="bad-code-leading-zero"),
    pytest.param(in_tricks, lambda g: g.play(0, ""), Reason.NOT_A_CARD, id="bad-code-empty"),
    pytest.param(in_tricks, lambda g: g.play(3, "R8"), Reason.NO_SUCH_SEAT, id="no-such-seat"),
    pytest.param(in_pain_phase, lambda g: g.play(0, "R8"), Reason.WRONG_PHASE, id="play-while-choosing-pain"),
    pytest.param(in_tricks, lambda g: g.choose_pain(0, "Y1"), Reason.WRONG_PHASE, id="pain-while-playing"),
    pytest.param(in_tricks, lambda g: g.deal([[]]), Reason.WRONG_PHASE, id="deal-while-playing"),
    pytest.param(in_pain_phase, lambda g: g.deal([[]]), Reason.WRONG_PHASE, id="deal-while-choosing-pain"),
    pytest.param(between_rounds, lambda g: g.play(0, "R8"), Reason.WRONG_PHASE, id="play-before-next-deal"),
    pytest.param(between_rounds, lambda g: g.choose_pain(0, "R8"), Reason.WRONG_PHASE, id="pain-before-next-deal"),
    pytest.param(pain_chosen_by_seat_0, lambda g: g.choose_pain(0, "Y1"), Reason.PAIN_ALREADY_CHOSEN, id="pain-twice"),
    pytest.param(in_pain_phase, lambda g: g.choose_pain(0, "R1"), Reason.NOT_IN_HAND, id="pain-not-in-hand"),
    pytest.param(in_pain_phase, lambda g: g.choose_pain(0, "V3"), Reason.NOT_A_CARD, id="pain-bad-code"),
    pytest.param(in_pain_phase, lambda g: g.choose_pain(0, ["R8", "Y1"]), Reason.WRONG_PAIN_COUNT, id="two-pain-cards"),
    pytest.param(in_pain_phase, lambda g: g.choose_pain(0, []), Reason.WRONG_PAIN_COUNT, id="no-pain-card"),
    pytest.param(in_pain_phase, lambda g: g.choose_pain(5, "R8"), Reason.NO_SUCH_SEAT, id="pain-no-such-seat"),
    pytest.param(in_pain_phase_twopain, lambda g: g.choose_pain(0, "R8"), Reason.WRONG_PAIN_COUNT, id="twopain-one"),
    pytest.param(
        in_pain_phase_twopain, lambda g: g.choose_pain(0, ["R8", "Y1", "G8"]), Reason.WRONG_PAIN_COUNT, id="twopain-3"
    ),
    pytest.param(
        in_pain_phase_twopain, lambda g: g.choose_pain(0, ["R8", "R8"]), Reason.SAME_CARD_TWICE, id="twopain-same-card"
    ),
    pytest.param(
        in_pain_phase_twopain, lambda g: g.choose_pain(0, ["R8", "r8"]), Reason.SAME_CARD_TWICE, id="twopain-same-code"
    ),
    pytest.param(
        in_pain_phase_twopain, lambda g: g.choose_pain(0, ["R8", "R1"]), Reason.NOT_IN_HAND, id="twopain-not-in-hand"
    ),
    pytest.param(game_over, lambda g: g.play(0, "R1"), Reason.GAME_OVER, id="play-after-game-over"),
    pytest.param(game_over, lambda g: g.choose_pain(0, "R1"), Reason.GAME_OVER, id="pain-after-game-over"),
]


@pytest.mark.parametrize(("setup", "action", "reason"), REFUSALS)
def test_illegal_action_is_refused_with_its_reason(setup: Callable[[], Game], action, reason):
    game = setup()
    with pytest.raises(IllegalAction) as err:
        action(game)
    assert err.value.reason is reason
    assert str(err.value)


@pytest.mark.parametrize(("setup", "action", "reason"), REFUSALS)
def test_refused_action_leaves_the_state_unchanged(setup: Callable[[], Game], action, reason):
    game = setup()
    before = json.dumps(game.to_json())
    views = [game.view(s) for s in range(game.players)]
    phase, turn = game.phase, game.turn
    with pytest.raises(IllegalAction):
        action(game)
    assert json.dumps(game.to_json()) == before
    assert [game.view(s) for s in range(game.players)] == views
    assert (game.phase, game.turn) == (phase, turn)


def test_after_a_refusal_the_game_goes_on():
    game = in_tricks()
    with pytest.raises(IllegalAction):
        game.play(0, "G8")
    game.play(0, "R8")
    assert game.turn == 1


def test_refusal_names_the_card():
    game = after_first_trick()
    with pytest.raises(IllegalAction) as err:
        game.play(0, "R8")
    assert err.value.card == "R8"
    assert "R8" in str(err.value)


def test_a_code_with_a_superscript_digit_is_refused_as_not_a_card():
    game = in_tricks()
    with pytest.raises(IllegalAction) as err:
        game.play(0, "R²")
    assert err.value.reason is Reason.NOT_A_CARD
