"""The moves of a game: pain cards and cards, by humans and by the AI, and the events they cause.

The engine judges every move; the table checks only what the engine cannot
know: that the hand clicked is the actor's own and not out of date.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.model.errors import Refusal, engine_refusal
from bot.model.events import (
    CardPlayed,
    Event,
    GameOver,
    PainChosen,
    PainConfirmed,
    PainRevealed,
    RoundScored,
    TrickTaken,
)
from bot.model.seats import Moment, derive_seed
from bot.model.table import clock, lobby, projections
from bot.model.table.change import Change, Ended
from bot.model.table.state import TableState
from sticheln import IllegalAction, Outcome, Phase


@dataclass(frozen=True)
class AIJob:
    """A move the AI owes for ``seat``: the answer to decision number ``decision``, or nothing if it is late."""

    seat: int
    kind: str  # "pain" or "play"
    level: str
    decision: int
    seed: int


def ai_jobs(table: TableState, ai_level: str) -> list[AIJob]:
    """The moves the AI owes now: for AI seats and away humans the game is waiting for."""
    awaited = table.awaited()
    if awaited is None or table.game is None:
        return []
    number, seed = awaited.number, table.game.seed
    return [
        AIJob(seat, awaited.kind, table.seats[seat].ai_level or ai_level, number, derive_seed(seed, number, seat))
        for seat in awaited.seats
        if table.seats[seat].ai_controlled
    ]


def choose_pain(
    table: TableState, actor_id: int, cards: Sequence[str], decision: int | None, at: Moment, seat: int | None
) -> Change:
    """Set aside the actor's pain card(s). ``decision``: the number the hand showed (stale once it moved on)."""
    mine = _move_seat(table, actor_id, seat, decision)
    game = table.current_game()
    return clock.back(table, mine) + _judged(table, lambda: game.choose_pain(mine, tuple(cards)), mine, at)


def play(table: TableState, actor_id: int, card: str, decision: int | None, at: Moment, seat: int | None) -> Change:
    """Play the actor's card. ``seat``: the seat the hand was for (another seat's hand is refused)."""
    mine = _move_seat(table, actor_id, seat, decision)
    game = table.current_game()
    return clock.back(table, mine) + _judged(table, lambda: game.play(mine, card), mine, at)


def ai_move(table: TableState, job: AIJob, choice: Sequence[str], at: Moment) -> Change:
    """Apply the AI's answer to ``job`` if the table still waits for exactly that decision from that seat."""
    game, awaited = table.game, table.awaited()
    if game is None or awaited is None or awaited.number != job.decision or job.seat not in awaited.seats:
        return Change()  # late: the table no longer waits for this answer
    if not table.seats[job.seat].ai_controlled:
        return Change()
    if job.kind == "pain":
        return _judged(table, lambda: game.choose_pain(job.seat, tuple(choice)), job.seat, at)
    return _judged(table, lambda: game.play(job.seat, choice[0]), job.seat, at)


def _move_seat(table: TableState, actor_id: int, seat: int | None, decision: int | None) -> int:
    """The actor's seat for a move: refused for another seat's hand, or for a hand that is out of date."""
    if seat is not None and not (0 <= seat < len(table.seats) and table.seats[seat].user_id == actor_id):
        raise Refusal("not_your_hand")
    mine = table.seat_required(actor_id)
    table.current_game()
    awaited = table.awaited()
    moved_on = awaited is None or decision != awaited.number
    chose_already = awaited is not None and awaited.kind == "pain" and mine not in awaited.seats
    if decision is not None and (moved_on or chose_already):
        raise Refusal("stale_action")
    return mine


def _judged(table: TableState, move: Callable[[], Outcome], seat: int, at: Moment) -> Change:
    """Let the engine judge and make ``move`` by ``seat``; then the events it caused."""
    game = table.current_game()
    choosing = game.phase is Phase.PAIN
    try:
        outcome = move()
    except IllegalAction as err:
        raise engine_refusal(err, game.names) from None
    table.version += 1
    _count(table, seat)
    clock.refresh(table, at)
    return _pain_chosen(table, seat, outcome) if choosing else _card_played(table, seat, outcome)


def _count(table: TableState, seat: int) -> None:
    """One more decision of ``seat``, and whether the AI made it (the rating rules need the share)."""
    s = table.seats[seat]
    s.moves += 1
    s.ai_moves += s.ai_controlled


def _pain_chosen(table: TableState, seat: int, outcome: Outcome) -> Change:
    game, board = table.current_game(), projections.board(table)
    events: list[Event] = [PainChosen(table.table_id, board, seat=seat)]
    user = table.seats[seat].user_id
    if user is not None:
        events += [
            PainConfirmed(table.table_id, user, seat=seat, cards=game.pain_cards(seat)),
            projections.hand(table, seat),
        ]
    if outcome.revealed:
        events.append(PainRevealed(table.table_id, board, hidden=game.options.hidden))
        events += projections.hands(table, range(len(table.seats)))
    return Change(events)


def _card_played(table: TableState, seat: int, outcome: Outcome) -> Change:
    game, trick, card = table.current_game(), outcome.trick, outcome.card or ""
    if trick is None:
        return Change(
            [CardPlayed(table.table_id, projections.board(table), seat=seat, card=card), *_next_hands(table, seat)]
        )
    board, complete, scored = projections.board(table), projections.trick_end_board(table), outcome.round_scores
    taken = TrickTaken(
        table.table_id,
        board,
        cards=trick.codes,
        leader=trick.leader,
        winner=trick.winner,
        points=trick.points if scored is not None or not game.options.hidden else None,
        round_index=trick.round_index,
        trick_index=trick.index,
        complete=complete,
    )
    change = Change([CardPlayed(table.table_id, complete, seat=seat, card=card), taken])
    if scored is None:
        return change + _next_hands(table, seat)
    pains = tuple(p or () for p in game.round_pain(trick.round_index))
    change.events.append(
        RoundScored(table.table_id, board, scores=scored, pain_cards=pains, round_index=trick.round_index)
    )
    if not outcome.game_over:
        return change + lobby.round_started(table)
    table.last_record = game.to_record()
    table.vote = None
    change.ended = Ended.of(table, finished=True)
    change.events.append(GameOver(table.table_id, board, totals=game.totals, winners=game.winners))
    return change


def _next_hands(table: TableState, seat: int) -> list[Event]:
    """After a card: the hands of its player and of the seat to play next."""
    turn = table.current_game().turn
    return projections.hands(table, [seat] if turn is None else [seat, turn])
