"""What the table service asks of one table for a seated user: their hand as they come back, what a hint needs,
their seat in the game (functions on the table, run by :class:`bot.service.service.TableService`)."""

from __future__ import annotations

from collections.abc import Callable

from bot.model.contract import Actor
from bot.model.errors import Refusal
from bot.model.events import YourHand
from bot.model.seats import Moment
from bot.model.table import Change, Table
from bot.model.table.hint import HintRequest

HandOp = Callable[[Table, Moment], tuple[YourHand, Change]]


def seat_and_game(table: Table | None, user_id: int) -> tuple[int, int] | None:
    """The user's seat in the table's game now and that game's number (from 1); None without either."""
    if table is None or table.game is None:
        return None
    seats = [index for index, seat in enumerate(table.seats) if seat.user_id == user_id]
    return (seats[0], table.games_started) if seats else None


def back_with_hand(actor: Actor) -> HandOp:
    """The actor's hand, once they are back from being away (if they were)."""

    def op(tb: Table, at: Moment) -> tuple[YourHand, Change]:
        seat = tb.seat_in_game(actor.user_id)
        back = tb.come_back(actor.user_id, at)
        return tb.hand(seat), back

    return op


def hint_request(tb: Table | None, actor: Actor) -> HintRequest:
    """What the AI needs to hint the actor's move; refused without a game."""
    if tb is None:
        raise Refusal("no_game")
    return tb.hint_request(actor.user_id)
