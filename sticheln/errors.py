"""The exception the engine raises for an action the rules do not allow."""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    """Why an action was refused; adapters map these to their own wording."""

    GAME_OVER = "game_over"
    WRONG_PHASE = "wrong_phase"  # ``IllegalAction.phase`` says what the game is doing instead
    NO_SUCH_SEAT = "no_such_seat"
    NOT_YOUR_TURN = "not_your_turn"  # ``IllegalAction.turn`` is the seat to play
    NOT_A_CARD = "not_a_card"
    NOT_IN_HAND = "not_in_hand"
    ALREADY_PLAYED = "already_played"
    IS_PAIN_CARD = "is_pain_card"
    PAIN_ALREADY_CHOSEN = "pain_already_chosen"
    WRONG_PAIN_COUNT = "wrong_pain_count"  # ``IllegalAction.expected`` is how many to choose
    SAME_CARD_TWICE = "same_card_twice"


class IllegalAction(ValueError):
    """An action the rules refuse. ``reason`` and the fields are machine-readable, ``str()`` is for people.

    ``card``: the card code concerned (as given, for a code that names no card);
    ``phase``: the game's phase when it was refused; ``turn``: the seat whose
    turn it is; ``expected``: the number of pain cards to choose.
    """

    def __init__(
        self,
        reason: Reason,
        message: str,
        *,
        seat: int | None = None,
        card: str | None = None,
        phase: str | None = None,
        turn: int | None = None,
        expected: int | None = None,
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.seat = seat
        self.card = card
        self.phase = phase
        self.turn = turn
        self.expected = expected
