"""Game records (``sticheln-record/1``, RECORD.md): reading with exact checks, and replaying.

:func:`load_record` turns a record into a :class:`~sticheln.game.Game` by
replaying it through the rules engine, so a record is accepted exactly when
the engine accepts every action in it. A broken record raises
:class:`RecordError`, whose message names the round, trick and seat.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sticheln.cards import COLOURS, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, Card, CardError, card_code, parse_card
from sticheln.errors import IllegalAction
from sticheln.game import Game, Phase
from sticheln.options import Options, OptionsError

RECORD_FORMAT = "sticheln-record/1"


@dataclass(frozen=True)
class Place:
    """Where in a record a fault is: ``round`` and ``trick`` count from 1, ``seat`` is the record's index."""

    round: int | None = None
    trick: int | None = None
    seat: int | None = None
    name: str = ""

    def text(self) -> str:
        """``round 2, trick 3, seat 0 (Bo)``, the parts there are."""
        parts = [f"round {self.round}"] if self.round is not None else []
        parts += [f"trick {self.trick}"] if self.trick is not None else []
        parts += [f"seat {self.seat} ({self.name})"] if self.seat is not None else []
        return ", ".join(parts)


class RecordError(ValueError):
    """A record that breaks RECORD.md; the message says where and what, in English.

    For a caller that words the refusal itself, the same fault as data: ``code`` (a stable name, see
    :data:`RECORD_CODES`), its ``values`` and its ``place``.
    """

    def __init__(self, message: str, code: str = "invalid", place: Place | None = None, **values: object) -> None:
        super().__init__(message)
        self.code = code
        self.place = place or Place()
        self.values = values


# Each code with the values it carries (a caller's words for it take exactly these).
RECORD_CODES: dict[str, tuple[str, ...]] = {
    "not_object": (),
    "format_missing": ("expected",),
    "format_wrong": ("expected", "found"),
    "players": ("least", "most"),
    "options": ("option_code", "option_values"),
    "rounds_not_list": (),
    "too_many_rounds": ("count", "rounds"),
    "round_shape": (),
    "round_ended": ("tricks", "most", "count"),
    "round_unfinished": ("count", "most"),
    "hands_count": ("count", "players"),
    "hand_size": ("count", "size"),
    "hand_not_list": ("size",),
    "dealt_twice": ("card",),
    "dealt_twice_to": ("card", "other"),
    "pain_count": ("count", "players"),
    "pain_shape": ("twopain",),
    "not_card_code": ("value",),
    "not_a_card": ("card", "players"),
    "illegal_pain": ("reason", "card"),
    "illegal_play": ("reason", "card"),
    "long_number": ("digits",),
    "too_deep": (),
}


def _refuse(place: Place, code: str, detail: str, **values: object) -> RecordError:
    where = place.text()
    return RecordError(f"{where}: {detail}" if where else detail, code, place, **values)


def load_record(data: Any) -> Game:
    """Replay a record (parsed JSON) into a game, refusing anything RECORD.md forbids."""
    nowhere = Place()
    if not isinstance(data, dict):
        raise _refuse(nowhere, "not_object", "a record is a JSON object")
    expected = json_text(RECORD_FORMAT)
    if "format" not in data:
        raise _refuse(nowhere, "format_missing", f"format is missing; it must be {expected}", expected=RECORD_FORMAT)
    if data["format"] != RECORD_FORMAT:
        found = json_text(data["format"])
        raise _refuse(
            nowhere,
            "format_wrong",
            f"format must be {expected}, not {found}",
            expected=RECORD_FORMAT,
            found=data["format"],
        )
    players = data.get("players")
    if (
        not isinstance(players, list)
        or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS
        or not all(isinstance(p, str) for p in players)
    ):
        detail = f"players must be a list of {MIN_PLAYERS} to {MAX_PLAYERS} names"
        raise _refuse(nowhere, "players", detail, least=MIN_PLAYERS, most=MAX_PLAYERS)
    try:
        options = Options.from_record(data.get("options", {}), len(players))
    except OptionsError as err:
        raise _refuse(nowhere, "options", f"options: {err}", option_code=err.code, option_values=err.values) from None
    rounds = data.get("rounds")
    if not isinstance(rounds, list):
        raise _refuse(nowhere, "rounds_not_list", "rounds must be a list")
    if len(rounds) > options.rounds:
        detail = f"the record has {len(rounds)} rounds, but this game has {options.rounds}"
        raise _refuse(nowhere, "too_many_rounds", detail, count=len(rounds), rounds=options.rounds)
    game = Game(players, options)
    for index, rnd in enumerate(rounds):
        _replay_round(game, index, rnd, last=index == len(rounds) - 1)
    return game


def _seat(game: Game, round_number: int, seat: int, trick: int | None = None) -> Place:
    name = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in game.names[seat])  # one line, as seat_label
    return Place(round_number, trick, seat, name)


def _replay_round(game: Game, index: int, rnd: Any, *, last: bool) -> None:
    number = index + 1
    if not isinstance(rnd, dict) or not all(isinstance(rnd.get(k), list) for k in ("hands", "pain", "plays")):
        detail = "a round is an object with the lists hands, pain and plays"
        raise _refuse(Place(number), "round_shape", detail)
    game.deal(_read_hands(game, number, rnd["hands"]))
    for seat, pain in enumerate(_read_pain(game, number, rnd["pain"])):
        try:
            game.choose_pain(seat, pain)
        except IllegalAction as err:
            place = _seat(game, number, seat)
            raise _refuse(
                place, "illegal_pain", f"pain card: {err}", reason=err.reason.value, card=err.card or ""
            ) from None
    _replay_plays(game, number, rnd["plays"])
    most = game.options.tricks_per_round * game.players
    if not last and game.round.scores is None:
        detail = f"is unfinished ({len(rnd['plays'])} of {most} plays) but it is not the record's last round"
        raise RecordError(
            f"round {number} {detail}", "round_unfinished", Place(number), count=len(rnd["plays"]), most=most
        )


def _replay_plays(game: Game, number: int, plays: list[Any]) -> None:
    most = game.options.tricks_per_round * game.players
    for card in plays:
        trick = len(game.round.tricks) + 1
        if game.round.scores is not None:  # the round is over, yet the record plays on
            place = _seat(game, number, game.round.leader, trick)
            detail = f"the round ended after {trick - 1} tricks ({most} plays), but the record has {len(plays)} plays"
            raise _refuse(place, "round_ended", detail, tricks=trick - 1, most=most, count=len(plays))
        mover = game.turn
        assert mover is not None
        place = _seat(game, number, mover, trick)
        if not isinstance(card, str):
            raise _refuse(place, "not_card_code", f"{json_text(card)} is not a card code", value=card)
        try:
            game.play(mover, card)
        except IllegalAction as err:
            raise _refuse(place, "illegal_play", str(err), reason=err.reason.value, card=err.card or card) from None


def _read_hands(game: Game, number: int, hands: list[Any]) -> list[list[Card]]:
    if len(hands) != game.players:
        detail = f"{len(hands)} hands for {game.players} players"
        raise _refuse(Place(number), "hands_count", detail, count=len(hands), players=game.players)
    dealt: dict[Card, int] = {}
    result = []
    for seat, hand in enumerate(hands):
        place = _seat(game, number, seat)
        if not isinstance(hand, list):
            raise _refuse(place, "hand_not_list", f"the hand has no cards, not {HAND_SIZE}", size=HAND_SIZE)
        if len(hand) != HAND_SIZE:
            detail = f"the hand has {len(hand)} cards, not {HAND_SIZE}"
            raise _refuse(place, "hand_size", detail, count=len(hand), size=HAND_SIZE)
        cards = []
        for code in hand:
            card = _card(place, "", code, game.players)
            if card in dealt:
                code_text = card_code(card)
                if dealt[card] == seat:
                    raise _refuse(place, "dealt_twice", f"{code_text} is dealt twice", card=code_text)
                other = game.seat_label(dealt[card])
                detail = f"{code_text} is dealt twice (also dealt to {other})"
                raise _refuse(place, "dealt_twice_to", detail, card=code_text, other=_seat(game, number, dealt[card]))
            dealt[card] = seat
            cards.append(card)
        result.append(cards)
    return result  # 15 distinct cards of this deck per seat: together exactly the deck


def _read_pain(game: Game, number: int, pain: list[Any]) -> list[Sequence[str]]:
    if len(pain) != game.players:
        detail = f"{len(pain)} pain entries for {game.players} players"
        raise _refuse(Place(number), "pain_count", detail, count=len(pain), players=game.players)
    want = game.options.pain_per_seat
    chosen: list[Sequence[str]] = []
    twopain = game.options.twopain
    for seat, entry in enumerate(pain):
        place = _seat(game, number, seat)
        codes = entry if twopain else [entry]
        if not isinstance(codes, list) or len(codes) != want:
            shape = "a list of two different cards (twopain)" if twopain else "one card code"
            raise _refuse(place, "pain_shape", f"the pain entry must be {shape}", twopain="yes" if twopain else "no")
        chosen.append([card_code(_card(place, "pain card: ", c, game.players)) for c in codes])
    return chosen


def _card(place: Place, prefix: str, code: Any, players: int) -> Card:
    if not isinstance(code, str):
        raise _refuse(place, "not_card_code", f"{prefix}{json_text(code)} is not a card code", value=code)
    try:
        return parse_card(code, players)
    except CardError as err:
        raise _refuse(place, "not_a_card", f"{prefix}{err}", card=code.strip(), players=players) from None


def json_text(value: Any) -> str:
    """A JSON value as a message shows it: ``null``, ``true``, ``3``, ``"R1"``; lists and objects by kind.

    Long strings are cut, so a message stays one short line whatever the record holds.
    """
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:39] + "…"


def replay_summary(game: Game) -> dict[str, Any]:
    """The one-line JSON result of ``sticheln replay`` (RECORD.md) for a replayed game."""
    twopain = game.options.twopain
    rounds = []
    for r in game.rounds:
        colours = [[COLOURS[c // 15] for c in p] for p in r.pain]  # type: ignore[union-attr]
        rounds.append(
            {
                "pain_colours": colours if twopain else [c[0] for c in colours],
                "tricks": [
                    {"leader": t.leader, "cards": [card_code(c) for c in t.cards], "winner": t.winner} for t in r.tricks
                ],
                "scores": list(r.scores) if r.scores is not None else None,
            }
        )
    return {
        "players": list(game.names),
        "rounds": rounds,
        "totals": list(game.totals),
        "finished": game.phase is Phase.OVER,
        "winners": list(game.winners),
    }
