"""The turn clock: one value per table, for the decision the table waits for from its humans.

Half time brings a reminder (once), time up marks the late humans away and
the AI moves for them until they are back. A warning or an expiry for another
decision than the clock's is late and does nothing.
"""

from __future__ import annotations

from dataclasses import replace

from bot.model.events import SeatAway, SeatBack, TurnWarning
from bot.model.seats import Moment
from bot.model.table import projections
from bot.model.table.change import Change
from bot.model.table.state import TableState
from bot.model.table.turn_clock import TurnClock


def refresh(table: TableState, at: Moment) -> None:
    """A new clock when the table starts waiting for a human on a new decision; none for the AI."""
    awaited = table.awaited()
    if awaited is None or not table.waiting_humans(awaited):
        table.clock = None
        return
    if table.clock is None or table.clock.decision != awaited.number:
        seconds = at.pain_seconds if awaited.kind == "pain" else at.card_seconds
        table.clock = TurnClock.start(awaited.number, at.now, seconds)


def warn(table: TableState, decision: int, at: Moment) -> Change:
    """Half time on the clock of ``decision``: remind every human the table waits for."""
    clock = table.clock
    if clock is None or clock.decision != decision or clock.warned:
        return Change()
    table.clock = replace(clock, warned=True)
    table.version += 1
    left = max(0, round(clock.deadline - at.now))
    board = projections.board(table)
    return Change(
        [
            TurnWarning(table.table_id, board, seat=s, user_id=table.seats[s].user_id or 0, seconds_left=left)
            for s in table.waiting_humans()
        ]
    )


def expire(table: TableState, decision: int, at: Moment) -> Change:
    """The clock of ``decision`` ran out: the humans still owing a move are away; the AI moves for them."""
    if table.clock is None or table.clock.decision != decision:
        return Change()
    late = table.waiting_humans()
    for s in late:
        table.seats[s].away = True
    table.version += 1
    refresh(table, at)
    board = projections.board(table)
    return Change([SeatAway(table.table_id, board, seat=s) for s in late])


def back(table: TableState, seat: int) -> Change:
    """An away human acts again: the AI stops playing for them."""
    s = table.seats[seat]
    if not s.away:
        return Change()
    s.away = False
    table.version += 1
    return Change([SeatBack(table.table_id, projections.board(table), seat=seat)])


def come_back(table: TableState, actor_id: int, at: Moment) -> Change:
    """An away human shows up (asks for their hand): back, with a clock and their hand."""
    seat = table.seat_of(actor_id)
    if seat is None or not table.playing:
        return Change()
    change = back(table, seat)
    if change.events:
        refresh(table, at)
        change += projections.hands(table, [seat])
    return change
