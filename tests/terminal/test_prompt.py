"""What the player types at the prompt: commands, unknown words, bad card codes, and what each answer shows."""

from __future__ import annotations

from tests.terminal.helpers import FAST, play_in_process

ARGS = ["--players", "4", "--seed", "1", *FAST]


def errors(transcript: str) -> list[str]:
    return [line for line in transcript.splitlines() if line.startswith("error:")]


def test_unknown_words_are_an_unknown_command():
    played = play_in_process(ARGS, ["hepl", "rule", "R1 please", "quit"])
    assert errors(played.transcript) == [
        "error: unknown command 'hepl'; type help",
        "error: unknown command 'rule'; type help",
        "error: unknown command 'please'; type help",
    ]
    assert "colour letter" not in played.transcript  # no card-code lecture for a word


def test_a_wrong_card_code_gets_the_tables_reason():
    played = play_in_process(ARGS, ["X3", "R15", "R1 R2", "quit"])
    lines = errors(played.transcript)
    assert len(lines) == 3
    assert lines[0].startswith("error: 'X3' is not a card at a 4-player table")
    assert lines[1].startswith("error: 'R15' is not a card at a 4-player table")
    assert lines[2] == "error: Choose exactly one pain card."


def test_one_card_is_asked_for_when_playing():
    played = play_in_process(ARGS, [], quit_after="Your card > ")
    hand = [line for line in played.transcript.splitlines() if line.startswith("Your hand: ")][-1].split()[2:4]
    played = play_in_process(ARGS, [*played.answers[:-1], " ".join(hand), "quit"])
    assert errors(played.transcript) == [f"error: type one card code, e.g. {hand[0]}"]


def test_hand_prints_the_hand_once():
    played = play_in_process(ARGS, ["hand", "quit"])
    lines = played.transcript.splitlines()
    at = lines.index("Your pain card > hand")
    assert lines[at - 1].startswith("Your hand: ") and lines[at + 1] == lines[at - 1]
    assert lines[at + 2] == "Your pain card > quit"  # the prompt again, not the hand a second time


def test_info_shows_the_table_without_a_turn_clock():
    played = play_in_process(ARGS, [], quit_after="Your card > ")
    played = play_in_process(ARGS, [*played.answers[:-1], "info", "quit"])
    info = played.transcript.split("Your card > info\n")[1].split("Your card > quit")[0]
    assert info.startswith("Round 1 of 5, trick ")
    assert "| You " in info and "| AI 3 " in info and "Pain colour" in info
    assert "| 1    | You " in info and "| 4    | AI 3 " in info  # seats numbered from 1
    assert "Due" not in info and " s." not in info


def test_help_and_rules_answer_and_ask_again():
    played = play_in_process(ARGS, ["help", "rules", "", "quit"])
    assert "  hand         your hand again" in played.transcript
    assert "Sticheln in short" in played.transcript and "Zeros never take a trick" in played.transcript
    assert played.transcript.count("Your pain card > ") == 4
    assert errors(played.transcript) == [] and played.status == 0


def _hint_lines(transcript: str, prompt: str) -> tuple[list[str], list[str]]:
    """The hand shown before ``prompt`` + "hint", and the lines the hint printed."""
    before, after = transcript.split(f"{prompt}hint\n", 1)
    hand = [line for line in before.splitlines() if line.startswith("Your hand: ")][-1]
    cards = hand.removeprefix("Your hand: ").split(" (")[0].split()
    return cards, after.split(prompt)[0].splitlines()


def test_hint_shows_the_hard_ais_three_picks_with_their_points():
    played = play_in_process(ARGS, ["hint", "quit"])
    cards, lines = _hint_lines(played.transcript, "Your pain card > ")
    assert lines[0] == "The hard AI's picks for you (from what you can see):"
    picks = lines[1:]
    places = [line.split(".")[0] for line in picks]  # in the order of their points, equal points share a place
    assert places[0] in ("1", "=1") and all(p.lstrip("=") in "123" for p in places)
    assert all(line.endswith(" points expected this round") for line in picks)
    assert len({line.split()[1].rstrip(":") for line in picks}) == 3
    assert all(line.split()[1].rstrip(":") in cards for line in picks)
    assert errors(played.transcript) == [] and played.status == 0
    # and for a card to play, once the pain card is set aside
    played = play_in_process(ARGS, [], quit_after="Your card > ")
    played = play_in_process(ARGS, [*played.answers[:-1], "hint", "quit"])
    cards, lines = _hint_lines(played.transcript, "Your card > ")
    assert len(lines) == 4 and all(line.split()[1].rstrip(":") in cards for line in lines[1:])
