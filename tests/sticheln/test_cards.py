"""Cards, card codes and the deck of each table size (RULES.md, "The deck")."""

from __future__ import annotations

import re

import pytest

from sticheln.cards import COLOURS, CardError, card_code, deck, parse_card

ALL_CODES = [f"{c}{v}" for c in "RYGBOV" for v in range(15)]

# RULES.md's table: players -> (colours used, highest value, number of cards)
DECKS = {
    3: ("RYGBO", 8, 45),
    4: ("RYGBO", 11, 60),
    5: ("RYGBO", 14, 75),
    6: ("RYGBOV", 14, 90),
}
COLOUR_NAMES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "O": "orange", "V": "violet"}


def test_colour_letters_are_red_yellow_green_blue_orange_violet():
    assert COLOURS == "RYGBOV"


def test_there_are_90_distinct_codes_from_r0_to_v14():
    cards = [parse_card(code) for code in ALL_CODES]
    assert len(set(cards)) == 90
    assert [card_code(c) for c in cards] == ALL_CODES


@pytest.mark.parametrize("code", ["R0", "Y7", "V14", "O8", "G11", "B3"])
def test_card_code_round_trips(code):
    assert card_code(parse_card(code)) == code


@pytest.mark.parametrize(
    ("text", "code"),
    [("r7", "R7"), ("v14", "V14"), ("Y0", "Y0"), ("  g3 ", "G3"), ("\tb12\n", "B12"), ("o5", "O5")],
)
def test_input_is_case_insensitive_and_surrounding_blanks_are_ignored(text, code):
    assert card_code(parse_card(text)) == code


@pytest.mark.parametrize("players", sorted(DECKS))
def test_deck_size_matches_fifteen_cards_per_player(players):
    size = DECKS[players][2]
    cards = deck(players)
    assert len(cards) == size == 15 * players
    assert len(set(cards)) == size


@pytest.mark.parametrize("players", sorted(DECKS))
def test_deck_uses_the_colours_and_values_of_the_rules_table(players):
    colours, top, _ = DECKS[players]
    codes = {card_code(c) for c in deck(players)}
    assert codes == {f"{c}{v}" for c in colours for v in range(top + 1)}


def test_violet_only_at_six_players():
    for players in (3, 4, 5):
        assert not any(card_code(c).startswith("V") for c in deck(players))
    assert sum(card_code(c).startswith("V") for c in deck(6)) == 15


@pytest.mark.parametrize("players", [2, 7, 0])
def test_no_deck_outside_three_to_six_players(players):
    with pytest.raises(CardError):
        deck(players)


@pytest.mark.parametrize("players", sorted(DECKS))
def test_every_card_of_the_deck_is_accepted_at_its_table(players):
    for card in deck(players):
        assert parse_card(card_code(card), players) == card


@pytest.mark.parametrize(
    ("text", "players"),
    [
        ("R9", 3),  # values stop at 8 with three players
        ("Y12", 4),  # ... at 11 with four
        ("V1", 5),  # violet only with six players
        ("R15", 6),
        ("X3", 6),  # no such colour
        ("R", 6),  # no value
        ("7", 6),  # no colour
        ("R01", 6),  # leading zero
        ("R-1", 6),
        ("", 6),
        ("RR7", 6),
    ],
)
def test_unknown_codes_are_refused(text, players):
    with pytest.raises(CardError):
        parse_card(text, players)


def _valid_range(message: str, top: int) -> bool:
    return re.search(rf"\b0\s*(to|-|–|\.\.)\s*{top}\b", message) is not None


@pytest.mark.parametrize(
    ("text", "players"),
    [("R9", 3), ("X3", 3), ("R12", 4), ("R", 4), ("V1", 5), ("R01", 5), ("R15", 6), ("X3", 6)],
)
def test_refusal_lists_the_valid_colours_and_value_range_of_the_table(text, players):
    colours, top, _ = DECKS[players]
    with pytest.raises(CardError) as err:
        parse_card(text, players)
    message = str(err.value)
    for letter in colours:
        assert COLOUR_NAMES[letter] in message
        assert re.search(rf"\b{letter}\b", message)
    if "V" not in colours:
        assert "violet" not in message
    assert _valid_range(message, top), message


def test_refusal_quotes_what_was_typed():
    with pytest.raises(CardError) as err:
        parse_card(" q5 ", 4)
    assert "q5" in str(err.value)


@pytest.mark.parametrize("text", ["R²", "Y①"])
def test_unicode_digits_that_int_cannot_read_are_refused_as_card_errors(text):
    with pytest.raises(CardError):
        parse_card(text, 6)
