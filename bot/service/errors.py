"""The one exception the table service raises for a refused operation, and the engine's reasons as its keys."""

from __future__ import annotations

from collections.abc import Sequence

from bot.text import t
from sticheln import IllegalAction, Reason


class Refusal(Exception):
    """An operation the table refuses. ``str()`` is the polite sentence to show the user.

    ``key`` names the message in :mod:`bot.text`; nothing changed when this is raised.
    """

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.params = {name: _quoted(value) for name, value in params.items()}
        super().__init__(t(key, **self.params))


QUOTE_MAX = 40  # a user's input repeated in a refusal: a short prefix, never the whole of it


def _quoted(value: object) -> object:
    if isinstance(value, str) and len(value) > QUOTE_MAX:
        return value[: QUOTE_MAX - 1] + "…"
    return value


# The engine is the only judge of moves: each of its reasons is one message.
ENGINE_REFUSALS: dict[Reason, str] = {
    Reason.GAME_OVER: "no_game",
    Reason.NO_SUCH_SEAT: "not_seated",
    Reason.NOT_YOUR_TURN: "not_your_turn",
    Reason.NOT_A_CARD: "not_a_card",
    Reason.NOT_IN_HAND: "card_not_in_hand",
    Reason.ALREADY_PLAYED: "card_already_played",
    Reason.IS_PAIN_CARD: "card_is_pain",
    Reason.PAIN_ALREADY_CHOSEN: "pain_already_chosen",
    Reason.WRONG_PAIN_COUNT: "pain_count",
    Reason.SAME_CARD_TWICE: "pain_same_card",
    Reason.WRONG_PHASE: "not_pain_phase",  # a pain card while tricks are played; see WRONG_PHASE_REFUSALS
}
# a wrong phase is worded by what the game is doing instead
WRONG_PHASE_REFUSALS: dict[str, str] = {"pain": "not_trick_phase"}


def engine_refusal(err: IllegalAction, names: Sequence[str]) -> Refusal:
    """The engine's refusal in the table's words; ``names`` are the seats' names."""
    key = ENGINE_REFUSALS[err.reason]
    if err.reason is Reason.WRONG_PHASE:
        key = WRONG_PHASE_REFUSALS.get(err.phase or "", key)
    turn = err.turn if err.turn is not None else 0
    count = t("pain_count_two" if err.expected == 2 else "pain_count_one")
    return Refusal(key, card=err.card or "", detail=err.message, name=names[turn] if names else "", count=count)
