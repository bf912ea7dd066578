"""Table votes (BSW's ``accept`` / ``refuse``): reset the table, hand a seat to the AI, give a seat back.

A vote passes with a majority of its voters and fails once a majority can no
longer be reached; one nobody settles lapses after :data:`VOTE_SECONDS` and
then no longer blocks a new one. A moderator resets at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.service.errors import Refusal
from bot.service.events import SeatReclaimed, SeatTakenOver, TableReset, VoteEnded, VoteStarted
from bot.service.seats import Moment
from bot.service.table import clock, projections
from bot.service.table.change import Change, Ended

if TYPE_CHECKING:
    from bot.service.table.state import Table

VOTE_SECONDS = 120


@dataclass
class Vote:
    """An open vote: ``reset``, ``remove`` (hand ``seat`` to the AI) or ``reclaim`` (give ``seat`` to a claimant)."""

    kind: str
    by: str
    subject: str
    voters: list[int]
    yes: list[int] = field(default_factory=list)
    no: list[int] = field(default_factory=list)
    seat: int | None = None
    claimant_id: int | None = None
    claimant_name: str = ""
    opened_at: float = 0.0  # wall-clock time; an unanswered vote lapses after VOTE_SECONDS

    @property
    def passed(self) -> bool:
        """A majority of the voters said yes (with nobody to ask, it passes)."""
        return 2 * len(self.yes) > len(self.voters) or not self.voters

    @property
    def failed(self) -> bool:
        """A majority can no longer be reached."""
        return 2 * len(self.no) >= len(self.voters) and bool(self.voters)

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)  # flat fields: cheaper than asdict's deep copy

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Vote:
        return cls(**data)


def reset(table: Table, actor_id: int, name: str, moderator: bool, at: Moment) -> Change:
    """Back to the lobby: at once outside a game or for a moderator, else by vote."""
    if not table.playing or moderator:
        return reset_now(table, name)
    table.seat_required(actor_id)
    voters = [s.user_id for s in table.seats if s.user_id is not None]
    return _open(table, Vote("reset", by=name, subject="", voters=voters), actor_id, at)


def reset_now(table: Table, by: str) -> Change:
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
    change.events.append(TableReset(table.table_id, table.board(), by=by))
    return change


def remove(table: Table, actor_id: int, name: str, target: int | str, at: Moment) -> Change:
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


def reclaim(table: Table, actor_id: int, name: str, seat: int, at: Moment) -> Change:
    """``join N`` during a game: open a vote to give the AI's seat ``seat`` to the actor."""
    if table.seat_of(actor_id) is not None:
        raise Refusal("already_seated")
    if not 0 <= seat < len(table.seats):
        raise Refusal("no_such_seat", seat=seat, last=len(table.seats) - 1)
    if table.seats[seat].human:
        raise Refusal("seat_not_ai", seat=seat, name=table.seats[seat].name)
    voters = [s.user_id for s in table.seats if s.user_id is not None]
    vote = Vote("reclaim", by=name, subject=name, voters=voters, seat=seat, claimant_id=actor_id, claimant_name=name)
    return _open(table, vote, actor_id, at)


def cast(table: Table, actor_id: int, yes: bool, at: Moment) -> Change:
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


def _open(table: Table, vote: Vote, actor_id: int, at: Moment) -> Change:
    change = Change()
    old = table.vote
    if old is not None:
        waited = at.now - old.opened_at
        if waited < VOTE_SECONDS:
            raise Refusal("vote_open", kind=old.kind, seconds=max(1, round(VOTE_SECONDS - waited)))
        table.vote = None  # nobody settled it in time: it fails
        change.events.append(VoteEnded(table.table_id, table.board(), kind=old.kind, subject=old.subject, passed=False))
    vote.opened_at = at.now
    if actor_id in vote.voters:
        vote.yes.append(actor_id)
    table.vote = vote
    table.version += 1
    started = VoteStarted(
        table.table_id, table.board(), kind=vote.kind, subject=vote.subject, by=vote.by, voters=tuple(vote.voters)
    )
    change.events.append(started)
    return change + _settle(table, at)


def _settle(table: Table, at: Moment) -> Change:
    vote = table.vote
    if vote is None or not (vote.passed or vote.failed):
        return Change()
    table.vote = None
    table.version += 1
    ended = VoteEnded(table.table_id, table.board(), kind=vote.kind, subject=vote.subject, passed=vote.passed)
    change = Change([ended])
    if not vote.passed:
        return change
    if vote.kind == "reset":
        return change + reset_now(table, vote.by)
    if vote.kind == "remove":
        return change + _take_over(table, vote.seat or 0, at)
    return change + _give_back(table, vote, at)


def _take_over(table: Table, seat: int, at: Moment) -> Change:
    s = table.seats[seat]
    s.user_id, s.ai_level, s.away, s.allow_peek = None, at.ai_level, False, False
    table.ai_seats = True
    table.version += 1
    clock.refresh(table, at)
    return Change([SeatTakenOver(table.table_id, table.board(), seat=seat, level=at.ai_level)])


def _give_back(table: Table, vote: Vote, at: Moment) -> Change:
    seat = vote.seat or 0
    s = table.seats[seat]
    if s.human or not table.playing:
        return Change()
    s.user_id, s.name, s.ai_level, s.away = vote.claimant_id, vote.claimant_name, None, False
    table.version += 1
    clock.refresh(table, at)
    return Change(
        [SeatReclaimed(table.table_id, table.board(), seat=seat, name=s.name), *projections.hands(table, [seat])]
    )
