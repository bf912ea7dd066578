"""Game records (``sticheln-record/1``, RECORD.md): reading with exact checks, and replaying.

:func:`load_record` turns a record into a :class:`~sticheln.game.Game` by
replaying it through the rules engine, so a record is accepted exactly when
the engine accepts every action in it. A broken record raises
:class:`RecordError`, whose message names the round, trick and seat.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sticheln.cards import COLOURS, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, Card, CardError, card_code, parse_card
from sticheln.errors import IllegalAction
from sticheln.game import Game, Phase
from sticheln.options import Options, OptionsError

RECORD_FORMAT = "sticheln-record/1"


class RecordError(ValueError):
    """A record that breaks RECORD.md; the message says where and what."""


def load_record(data: Any) -> Game:
    """Replay a record (parsed JSON) into a game, refusing anything RECORD.md forbids."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if "format" not in data:
        raise RecordError(f"format is missing; it must be {json_text(RECORD_FORMAT)}")
    if data["format"] != RECORD_FORMAT:
        raise RecordError(f"format must be {json_text(RECORD_FORMAT)}, not {json_text(data['format'])}")
    players = data.get("players")
    if (
        not isinstance(players, list)
        or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS
        or not all(isinstance(p, str) for p in players)
    ):
        raise RecordError(f"players must be a list of {MIN_PLAYERS} to {MAX_PLAYERS} names")
    try:
        options = Options.from_record(data.get("options", {}), len(players))
    except (OptionsError, TypeError) as err:
        raise RecordError(f"options: {err}") from None
    rounds = data.get("rounds")
    if not isinstance(rounds, list):
        raise RecordError("rounds must be a list")
    if len(rounds) > options.rounds:
        raise RecordError(f"the record has {len(rounds)} rounds, but this game has {options.rounds}")
    game = Game(players, options)
    for index, rnd in enumerate(rounds):
        _replay_round(game, index, rnd, last=index == len(rounds) - 1)
    return game


def _replay_round(game: Game, index: int, rnd: Any, *, last: bool) -> None:
    where = f"round {index + 1}"
    if not isinstance(rnd, dict) or not all(isinstance(rnd.get(k), list) for k in ("hands", "pain", "plays")):
        raise RecordError(f"{where}: a round is an object with the lists hands, pain and plays")
    game.deal(_read_hands(game, where, rnd["hands"]))
    for seat, pain in enumerate(_read_pain(game, where, rnd["pain"])):
        try:
            game.choose_pain(seat, pain)
        except IllegalAction as err:
            raise RecordError(f"{where}, {game.seat_label(seat)}: pain card: {err}") from None
    most = game.options.tricks_per_round * game.players
    for card in rnd["plays"]:
        trick = len(game.round.tricks) + 1
        if game.round.scores is not None:  # the round is over, yet the record plays on
            raise RecordError(
                f"{where}, trick {trick}, {game.seat_label(game.round.leader)}: the round ended after "
                f"{trick - 1} tricks ({most} plays), but the record has {len(rnd['plays'])} plays"
            )
        mover = game.turn
        assert mover is not None
        try:
            if not isinstance(card, str):
                raise RecordError(
                    f"{where}, trick {trick}, {game.seat_label(mover)}: {json_text(card)} is not a card code"
                )
            game.play(mover, card)
        except IllegalAction as err:
            raise RecordError(f"{where}, trick {trick}, {game.seat_label(mover)}: {err}") from None
    if not last and game.round.scores is None:
        raise RecordError(
            f"{where} is unfinished ({len(rnd['plays'])} of {most} plays) but it is not the record's last round"
        )


def _read_hands(game: Game, where: str, hands: list[Any]) -> list[list[Card]]:
    if len(hands) != game.players:
        raise RecordError(f"{where}: {len(hands)} hands for {game.players} players")
    dealt: dict[Card, int] = {}
    result = []
    for seat, hand in enumerate(hands):
        label = f"{where}, {game.seat_label(seat)}"
        if not isinstance(hand, list) or len(hand) != HAND_SIZE:
            size = len(hand) if isinstance(hand, list) else "no"
            raise RecordError(f"{label}: the hand has {size} cards, not {HAND_SIZE}")
        cards = []
        for code in hand:
            card = _card(label, code, game.players)
            if card in dealt:
                other = "" if dealt[card] == seat else f" (also dealt to {game.seat_label(dealt[card])})"
                raise RecordError(f"{label}: {card_code(card)} is dealt twice{other}")
            dealt[card] = seat
            cards.append(card)
        result.append(cards)
    return result  # 15 distinct cards of this deck per seat: together exactly the deck


def _read_pain(game: Game, where: str, pain: list[Any]) -> list[Sequence[str]]:
    if len(pain) != game.players:
        raise RecordError(f"{where}: {len(pain)} pain entries for {game.players} players")
    want = game.options.pain_per_seat
    chosen: list[Sequence[str]] = []
    for seat, entry in enumerate(pain):
        label = f"{where}, {game.seat_label(seat)}"
        codes = entry if game.options.twopain else [entry]
        if not isinstance(codes, list) or len(codes) != want:
            shape = "a list of two different cards (twopain)" if game.options.twopain else "one card code"
            raise RecordError(f"{label}: the pain entry must be {shape}")
        chosen.append([card_code(_card(f"{label}: pain card", c, game.players)) for c in codes])
    return chosen


def _card(label: str, code: Any, players: int) -> Card:
    if not isinstance(code, str):
        raise RecordError(f"{label}: {json_text(code)} is not a card code")
    try:
        return parse_card(code, players)
    except CardError as err:
        raise RecordError(f"{label}: {err}") from None


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
