"""Table votes (BSW's ``accept`` / ``refuse``): reset the table, hand a seat to the AI, give a seat back.

A vote passes with a majority of its voters and fails once a majority can no
longer be reached; one nobody settles lapses after :data:`VOTE_SECONDS` and
then no longer blocks a new one. A moderator resets at once.
"""

from __future__ import annotations

from bot.model.errors import Refusal
from bot.model.events import SeatReclaimed, SeatTakenOver, TableReset, VoteEnded, VoteStarted
from bot.model.seat_numbers import seat_number
from bot.model.seats import Moment
from bot.model.table import clock, projections
from bot.model.table.change import Change, Ended
from bot.model.table.state import TableState
from bot.model.table.vote import VOTE_SECONDS, Vote


def reset(table: TableState, actor_id: int, name: str, moderator: bool, at: Moment) -> Change:
    """Back to the lobby: at once outside a game or for a moderator, else by vote."""
    if not table.playing or moderator:
        return reset_now(table, name)
    table.seat_required(actor_id)
    voters = [s.user_id for s in table.seats if s.user_id is not None]
    return _open(table, Vote("reset", by=name, subject="", voters=voters), actor_id, at)


def reset_now(table: TableState, by: str) -> Change:
    change = Change()
    if table.playing:
        table.last_record = table.current_game().to_record()
        change.ended = Ended.of(table, finished=False)
    table.game = None
    table.vote = None
    table.clock = None
    for s in table.seats:
        s.away = False
    table.version += 1
    change.events.append(TableReset(table.table_id, projections.board(table), by=by))
    return change


def remove(table: TableState, actor_id: int, name: str, target: int | str, at: Moment) -> Change:
    """Open a vote to hand ``target``'s seat to the AI."""
    seat = table.find_seat(target)
    if not table.playing:
        raise Refusal("remove_in_lobby")
    table.seat_required(actor_id)
    s = table.seats[seat]
    if not s.human:
        raise Refusal("remove_ai", name=s.name)
    voters = [x.user_id for x in table.seats if x.user_id is not None and x.user_id != s.user_id]
    return _open(table, Vote("remove", by=name, subject=s.name, voters=voters, seat=seat), actor_id, at)


def reclaim(table: TableState, actor_id: int, name: str, seat: int, at: Moment) -> Change:
    """``join N`` during a game: open a vote to give the AI's seat ``seat`` to the actor."""
    if table.seat_of(actor_id) is not None:
        raise Refusal("already_seated")
    if not 0 <= seat < len(table.seats):
        raise Refusal("no_such_seat", seat=seat_number(seat), last=len(table.seats))  # people count seats from 1
    if table.seats[seat].human:
        raise Refusal("seat_not_ai", seat=seat_number(seat), name=table.seats[seat].name)
    voters = [s.user_id for s in table.seats if s.user_id is not None]
    vote = Vote("reclaim", by=name, subject=name, voters=voters, seat=seat, claimant_id=actor_id, claimant_name=name)
    return _open(table, vote, actor_id, at, newcomer=table.seats[seat].removed_id != actor_id)


def cast(table: TableState, actor_id: int, yes: bool, at: Moment) -> Change:
    """``accept`` / ``refuse``."""
    vote = table.vote
    if vote is None:
        raise Refusal("no_vote")
    if actor_id not in vote.voters:
        raise Refusal("not_a_voter")
    if actor_id in vote.yes or actor_id in vote.no:
        raise Refusal("already_voted")
    (vote.yes if yes else vote.no).append(actor_id)
    table.version += 1
    return _settle(table, at)


def _open(table: TableState, vote: Vote, actor_id: int, at: Moment, *, newcomer: bool = False) -> Change:
    change = Change()
    old = table.vote
    if old is not None:
        waited = at.now - old.opened_at
        if waited < VOTE_SECONDS:
            raise Refusal("vote_open", kind=old.kind, seconds=max(1, round(VOTE_SECONDS - waited)))
        table.vote = None  # nobody settled it in time: it fails
        change.events.append(
            VoteEnded(table.table_id, projections.board(table), kind=old.kind, subject=old.subject, passed=False)
        )
    vote.opened_at = at.now
    if actor_id in vote.voters:
        vote.yes.append(actor_id)
    table.vote = vote
    table.version += 1
    started = VoteStarted(
        table.table_id,
        projections.board(table),
        kind=vote.kind,
        subject=vote.subject,
        by=vote.by,
        voters=tuple(vote.voters),
        seat=vote.seat if vote.kind == "reclaim" else None,
        newcomer=newcomer,
    )
    change.events.append(started)
    return change + _settle(table, at)


def _settle(table: TableState, at: Moment) -> Change:
    vote = table.vote
    if vote is None or not (vote.passed or vote.failed):
        return Change()
    table.vote = None
    table.version += 1
    ended = VoteEnded(
        table.table_id, projections.board(table), kind=vote.kind, subject=vote.subject, passed=vote.passed
    )
    change = Change([ended])
    if not vote.passed:
        return change
    if vote.kind == "reset":
        return change + reset_now(table, vote.by)
    if vote.kind == "remove":
        return change + _take_over(table, vote.seat or 0, at)
    return change + _give_back(table, vote, at)


def _take_over(table: TableState, seat: int, at: Moment) -> Change:
    s = table.seats[seat]
    # the game stays rated: the removed player counts as last (README, rating integrity)
    s.removed_id = s.removed_id or s.user_id
    s.user_id, s.ai_level, s.away, s.allow_peek = None, at.ai_level, False, False
    table.version += 1
    clock.refresh(table, at)
    return Change([SeatTakenOver(table.table_id, projections.board(table), seat=seat, level=at.ai_level)])


def _give_back(table: TableState, vote: Vote, at: Moment) -> Change:
    seat = vote.seat or 0
    s = table.seats[seat]
    if s.human or not table.playing:
        return Change()
    newcomer = s.removed_id != vote.claimant_id
    if newcomer:
        table.ai_seats = True  # the seat changed hands: not rated, like a game with AI seats
    else:
        s.removed_id = None  # back at their own seat: rated as if never removed
    s.user_id, s.name, s.ai_level, s.away = vote.claimant_id, vote.claimant_name, None, False
    table.version += 1
    clock.refresh(table, at)
    return Change(
        [
            SeatReclaimed(table.table_id, projections.board(table), seat=seat, name=s.name, newcomer=newcomer),
            *projections.hands(table, [seat]),
        ]
    )
