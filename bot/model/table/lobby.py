"""The lobby: seats, BSW's table options, computer players, and the start of a game."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.i18n import Phrase, ai_seat_name
from bot.model.errors import Refusal
from bot.model.events import Event, GameStarted, Joined, Left, OptionsChanged, RoundStarted
from bot.model.options import apply, change, describe
from bot.model.seat_numbers import seat_number
from bot.model.seats import Moment, Seat, derive_seed
from bot.model.table import clock, projections, votes
from bot.model.table.change import Change
from bot.model.table.state import TableState
from sticheln import Game
from sticheln.ai import LEVELS
from sticheln.cards import MAX_PLAYERS, MIN_PLAYERS


def join(table: TableState, actor_id: int, name: str, seat: int | None, at: Moment) -> Change:
    """Take a seat in the lobby; during a game, ``seat`` asks for an AI's seat (a vote)."""
    if table.playing:
        if seat is None:
            raise Refusal("game_running")
        return votes.reclaim(table, actor_id, name, seat, at)
    if seat is not None:
        raise Refusal("seat_in_lobby")
    if table.seat_of(actor_id) is not None:
        raise Refusal("already_seated")
    _check_room(table)
    _to_lobby(table)
    table.seats.append(Seat(name=name, user_id=actor_id))
    table.version += 1
    return Change([Joined(table.table_id, projections.board(table), seat=len(table.seats) - 1, name=name)])


def add_bot(table: TableState, actor_id: int, level: str | None, at: Moment) -> Change:
    _check_lobby(table)
    _check_host(table, actor_id)
    level = (level or at.ai_level).strip().lower()
    if level not in LEVELS:
        raise Refusal("ai_level_unknown", level=level, levels=", ".join(LEVELS))
    _check_room(table)
    _to_lobby(table)
    taken = {s.name for s in table.seats}
    name = next(n for k in range(1, 8) if (n := ai_seat_name(k)) not in taken)  # worded when shown
    table.seats.append(Seat(name=name, ai_level=level))
    table.version += 1
    return Change(
        [Joined(table.table_id, projections.board(table), seat=len(table.seats) - 1, name=name, ai_level=level)]
    )


def leave(table: TableState, actor_id: int) -> Change:
    seat = table.seat_required(actor_id)
    if table.playing:
        raise Refusal("leave_in_game")
    _to_lobby(table)
    name = table.seats.pop(seat).name
    table.version += 1
    return Change([Left(table.table_id, projections.board(table), name=name)])


def set_option(
    table: TableState, actor_id: int, actor_name: str, name: str | None, value: str | None
) -> tuple[tuple[Phrase, ...], Change]:
    """BSW ``option``: with no name, describe the options; else set one (host only, once there is a host)."""
    if name is None or not name.strip():
        return describe(table.options), Change()
    _check_lobby(table)
    _check_member(table, actor_id)
    _check_host(table, actor_id)
    options, key = apply(table.options, name, value)
    _to_lobby(table)
    table.options = options
    table.version += 1
    event = OptionsChanged(table.table_id, projections.board(table), by=actor_name, option=key)
    return (change(options, key),), Change([event])


def start(table: TableState, actor_id: int, rated: bool, dm: bool, at: Moment, seed: int | None = None) -> Change:
    """Start the game; ``seed`` (a tournament's duplicate deal) replaces the table's own game seed."""
    _check_lobby(table)
    _check_member(table, actor_id)
    _check_host(table, actor_id)
    if len(table.seats) < MIN_PLAYERS:
        raise Refusal("too_few_players", min=MIN_PLAYERS, count=len(table.seats))
    table_options = replace(table.options, dm=True) if dm else table.options
    if table_options.start is not None and table_options.start >= len(table.seats):
        raise Refusal("start_seat_too_high", seat=seat_number(table_options.start), count=len(table.seats))
    table.games_started += 1
    game_seed = seed if seed is not None else derive_seed(table.seed, "game", table.games_started)
    if table_options.drawseat:
        random.Random(derive_seed(game_seed, "seats")).shuffle(table.seats)
    for s in table.seats:
        s.away, s.moves, s.ai_moves, s.removed_id = False, 0, 0, None
    table.game = Game([s.name for s in table.seats], table_options.game_options(len(table.seats)), seed=game_seed)
    table.rated = rated
    table.ai_seats = any(not s.human for s in table.seats)
    table.vote = None
    table.version += 1
    clock.refresh(table, at)
    return Change([GameStarted(table.table_id, projections.board(table)), *round_started(table)])


def round_started(table: TableState) -> list[Event]:
    """A new deal: the board, and every human's new hand."""
    return [RoundStarted(table.table_id, projections.board(table)), *projections.hands(table, range(len(table.seats)))]


def _check_room(table: TableState) -> None:
    if len(table.seats) >= MAX_PLAYERS:
        raise Refusal("table_full", max=MAX_PLAYERS)


def _check_lobby(table: TableState) -> None:
    if table.playing:
        raise Refusal("game_running")


def _check_host(table: TableState, actor_id: int) -> None:
    host = table.host
    if host is not None and host != actor_id:
        raise Refusal("host_only", name=table.seats[table.seat_of(host) or 0].name)


def _check_member(table: TableState, actor_id: int) -> None:
    """Only seated players run the lobby; an all-AI table (an exhibition) is anyone's."""
    if any(s.human for s in table.seats):
        table.seat_required(actor_id)


def _to_lobby(table: TableState) -> None:
    """Leave the result of the last game behind: the seats stay, the game goes."""
    if table.game is not None and not table.playing:
        table.game = None
        table.clock = None
