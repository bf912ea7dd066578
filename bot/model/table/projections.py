"""What a table shows: the public board and one seat's hand. Pure reads: nothing here changes the table.

The board is built from the game's spectator view only, so no hidden card can
reach a public message; a hand is for its owner alone.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.model.events import Board, Event, SeatInfo, YourHand
from bot.model.table.state import TableState
from sticheln.view import SeatView


def board(table: TableState) -> Board:
    """The table now: the lobby, or the game's public state."""
    if table.game is None:
        seats = tuple(SeatInfo(i, s.name, s.user_id, s.ai_level, s.away) for i, s in enumerate(table.seats))
        return Board(
            table.table_id,
            table.phase,
            seats,
            table.options.words(),
            rated=table.rated_now,
            version=table.version,
            language=table.options.language,
        )
    deadline = table.clock.deadline if table.clock is not None else None
    return _game_board(table, table.game.view(None), deadline)


def trick_end_board(table: TableState) -> Board:
    """The board the moment the last trick lay complete, before it was taken (its round, its taker holding it)."""
    assert table.game is not None
    return _game_board(table, table.game.trick_end_view(None), deadline=None)


def _game_board(table: TableState, v: SeatView, deadline: float | None) -> Board:
    seats = tuple(
        SeatInfo(i, s.name, s.user_id, s.ai_level, s.away, pain_colours=v.pain_colours(i), pain_chosen=v.pain_chosen[i])
        for i, s in enumerate(table.seats)
    )
    return Board(
        table.table_id,
        v.phase,
        seats,
        table.options.words(),
        round_index=v.round_index,
        round_count=v.round_count,
        trick_index=len(v.tricks) if v.phase == "tricks" else None,
        leader=v.leader,
        trick=v.trick,
        trick_holder=v.trick_holder,
        turn=v.turn,
        deadline=deadline,
        round_scores=v.round_scores,
        totals=v.totals,
        rated=table.rated_now,
        version=table.version,
        language=table.options.language,
    )


def hand(table: TableState, seat: int) -> YourHand:
    """``seat``'s hand and what it is asked to do now; ``decision`` names the decision a choice answers."""
    game, s = table.current_game(), table.seats[seat]
    awaited = table.awaited()
    prompt = awaited.kind if awaited is not None and seat in awaited.seats else None
    deadline = table.clock.deadline if prompt and table.clock is not None and not s.away else None
    return YourHand(
        table.table_id,
        s.user_id or 0,
        seat=seat,
        hand=tuple(game.hand(seat)),
        legal=tuple(game.legal_cards(seat)) if prompt else (),
        prompt=prompt,
        pain_count=game.options.pain_per_seat,
        own_pain=game.pain_cards(seat),
        decision=awaited.number if awaited is not None else 0,
        deadline=deadline,
        round_index=game.round_index,
    )


def hands(table: TableState, seats: Iterable[int]) -> list[Event]:
    """The hands of the humans among ``seats``, as they are now."""
    return [hand(table, s) for s in seats if table.seats[s].human]
