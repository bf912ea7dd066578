"""A refused game record in the reader's words: the game library's fault codes (:class:`sticheln.record.RecordError`)
worded from the catalogue, where it is (round, trick, seat) before what is wrong."""

from __future__ import annotations

import json

from bot.i18n import Phrase, t
from sticheln.cards import COLOURS, DECK_SHAPE
from sticheln.record import Place, RecordError

VALUE_MAX = 40  # a record's value repeated in a refusal: a short prefix, as the library cuts it


def record_fault(err: RecordError) -> str:
    """``Runde 2, Stich 3, Platz 0 (Bo): …`` in the language being spoken."""
    fault = _fault(err)
    place = _place(err.place)
    return t("record_fault_at", place=place, fault=fault) if place else fault


def _place(place: Place) -> str:
    if place.round is None:
        return ""
    if place.seat is None:
        return t("record_place_round", round=place.round)
    if place.trick is None:
        return t("record_place_seat", round=place.round, seat=place.seat, name=place.name)
    return t("record_place_trick", round=place.round, trick=place.trick, seat=place.seat, name=place.name)


def _fault(err: RecordError) -> str:
    values = dict(err.values)
    if err.code == "not_a_card":
        players = int(str(values["players"]))
        colours, top = DECK_SHAPE[players]
        shown = [Phrase("colour_code", code=COLOURS[c]) for c in range(colours)]
        return t("not_a_card", card=values["card"], players=players, colours=shown, top=top)
    if err.code == "options":
        option_values = dict(values["option_values"])  # type: ignore[call-overload]
        if "name" in option_values:
            option_values["option"] = option_values.pop("name")
        return t("record_options", problem=t(f"record_option_{values['option_code']}", **option_values))
    if err.code == "dealt_twice_to":
        other = values.pop("other")
        assert isinstance(other, Place)
        values.update(seat=other.seat, name=other.name)
    for name in ("found", "value"):
        if name in values:
            values[name] = _shown(values[name])
    return t(f"record_{err.code}", **values)


def _shown(value: object) -> str:
    """A JSON value as the refusal quotes it: lists and objects by kind, the rest as JSON, cut short."""
    if isinstance(value, list):
        return t("record_json_list")
    if isinstance(value, dict):
        return t("record_json_object")
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= VALUE_MAX else text[: VALUE_MAX - 1] + "…"
