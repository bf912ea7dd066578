"""The facade of a table: every operation, each delegated to the module of its responsibility.

Every operation either raises :class:`~bot.model.errors.Refusal` having
changed nothing, or changes the table and returns a
:class:`~bot.model.table.change.Change` (the events to announce and the game
it ended, if any). Pure and synchronous: the service around it stores the
table and runs the clocks and AI players; the table only records deadlines it
is given a time for. The responsibilities: the lobby (:mod:`.lobby`), the
moves (:mod:`.moves`), votes (:mod:`.votes`), the turn clock (:mod:`.clock`)
and what the table shows (:mod:`.projections`).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Phrase
from bot.model.errors import Refusal
from bot.model.events import Board, PeekGranted, YourHand
from bot.model.seats import Moment
from bot.model.table import clock, hint, lobby, moves, projections, votes
from bot.model.table.change import Change
from bot.model.table.hint import HintRequest
from bot.model.table.moves import AIJob
from bot.model.table.state import TableState


class Table(TableState):
    """A table in one channel, with everything that can be done at it."""

    def board(self) -> Board:
        return projections.board(self)

    def hand(self, seat: int) -> YourHand:
        return projections.hand(self, seat)

    def ai_jobs(self, ai_level: str) -> list[AIJob]:
        return moves.ai_jobs(self, ai_level)

    def hint_request(self, actor_id: int) -> HintRequest:
        return hint.hint_request(self, actor_id)

    # -- operations (see the modules for what each does) --------------------------

    def join(self, actor_id: int, name: str, seat: int | None, at: Moment) -> Change:
        return lobby.join(self, actor_id, name, seat, at)

    def add_bot(self, actor_id: int, level: str | None, at: Moment) -> Change:
        return lobby.add_bot(self, actor_id, level, at)

    def leave(self, actor_id: int) -> Change:
        return lobby.leave(self, actor_id)

    def set_option(
        self, actor_id: int, actor_name: str, name: str | None, value: str | None
    ) -> tuple[tuple[Phrase, ...], Change]:
        return lobby.set_option(self, actor_id, actor_name, name, value)

    def start(self, actor_id: int, rated: bool, dm: bool, at: Moment, seed: int | None = None) -> Change:
        return lobby.start(self, actor_id, rated, dm, at, seed)

    def choose_pain(
        self, actor_id: int, cards: Sequence[str], decision: int | None, at: Moment, *, seat: int | None = None
    ) -> Change:
        return moves.choose_pain(self, actor_id, cards, decision, at, seat)

    def play(self, actor_id: int, card: str, decision: int | None, at: Moment, *, seat: int | None = None) -> Change:
        return moves.play(self, actor_id, card, decision, at, seat)

    def ai_move(self, job: AIJob, choice: Sequence[str], at: Moment) -> Change:
        return moves.ai_move(self, job, choice, at)

    def warn(self, decision: int, at: Moment) -> Change:
        return clock.warn(self, decision, at)

    def expire(self, decision: int, at: Moment) -> Change:
        return clock.expire(self, decision, at)

    def come_back(self, actor_id: int, at: Moment) -> Change:
        return clock.come_back(self, actor_id, at)

    def reset(self, actor_id: int, name: str, moderator: bool, at: Moment) -> Change:
        return votes.reset(self, actor_id, name, moderator, at)

    def remove(self, actor_id: int, name: str, target: int | str, at: Moment) -> Change:
        return votes.remove(self, actor_id, name, target, at)

    def cast(self, actor_id: int, yes: bool, at: Moment) -> Change:
        return votes.cast(self, actor_id, yes, at)

    def allow_peek(self, actor_id: int, allow: bool) -> Change:
        self.seats[self.seat_required(actor_id)].allow_peek = allow
        self.version += 1
        return Change()

    def peek(self, actor_id: int, target: int | str) -> PeekGranted:
        """A spectator looks at a seated human's hand, if they allow it."""
        if self.game is None or not self.playing:
            raise Refusal("no_game")
        if self.seat_of(actor_id) is not None:
            raise Refusal("peek_seated")
        seat = self.find_seat(target)
        s = self.seats[seat]
        if not (s.human and s.allow_peek):
            raise Refusal("peek_not_allowed", name=s.name)
        return PeekGranted(self.table_id, actor_id, seat=seat, name=s.name, hand=tuple(self.game.hand(seat)))
