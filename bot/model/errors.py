"""The one exception the table service raises for a refused operation, and the engine's reasons as its keys."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Phrase, quoted, t
from sticheln import IllegalAction, Reason
from sticheln.cards import COLOURS, DECK_SHAPE


class Refusal(Exception):
    """An operation the table refuses: a message id and raw values, worded when shown.

    ``str()`` is the polite sentence in the language being spoken (:func:`bot.i18n.speaking`),
    so the same refusal reads in German for one player and in French for another.
    ``key`` names the message in ``bot/locales/*.ftl``; nothing changed when this is raised.
    """

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.params = {name: _quoted(value) for name, value in params.items()}
        super().__init__(key)

    def __str__(self) -> str:
        return t(self.key, **self.params)


QUOTE_MAX = 40  # a user's input repeated in a refusal: a short prefix, never the whole of it


def _quoted(value: object) -> object:
    """A text in a refusal (often what the user typed) in one short line: see :func:`bot.i18n.quoted`."""
    return quoted(value, QUOTE_MAX) if isinstance(value, str) else value


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
# each message takes only the values it words (the engine's own English sentence is never passed on)
ENGINE_PARAMS: dict[str, tuple[str, ...]] = {
    "not_your_turn": ("name",),
    "not_a_card": ("card", "players", "colours", "top"),
    "card_not_in_hand": ("card",),
    "card_already_played": ("card",),
    "card_is_pain": ("card",),
    "pain_count": ("count",),
}


def engine_refusal(err: IllegalAction, names: Sequence[str]) -> Refusal:
    """The engine's refusal in the table's words; ``names`` are the seats' names."""
    key = ENGINE_REFUSALS[err.reason]
    if err.reason is Reason.WRONG_PHASE:
        key = WRONG_PHASE_REFUSALS.get(err.phase or "", key)
    turn = err.turn if err.turn is not None else 0
    players = len(names) if len(names) in DECK_SHAPE else 6
    colours, top = DECK_SHAPE[players]
    values: dict[str, object] = {
        "card": (err.card or "").strip(),
        "name": names[turn] if names else "",
        "count": err.expected or 1,
        "players": players,
        "colours": [Phrase("colour_code", code=COLOURS[c]) for c in range(colours)],
        "top": top,
    }
    return Refusal(key, **{name: values[name] for name in ENGINE_PARAMS.get(key, ())})
