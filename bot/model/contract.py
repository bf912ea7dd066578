"""What the table service offers its adapters (Discord, terminal): the operations.

Every operation is a coroutine that either succeeds (and emits events to the
subscribers after the change is committed) or raises
:class:`~bot.model.errors.Refusal` having changed nothing. Identities are
plain ids and names; nothing here knows discord.py.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from bot.i18n import Phrase
from bot.model.events import Board, Event, Hints, PeekGranted, YourHand
from bot.model.reading import TableReading

R = TypeVar("R")


@dataclass(frozen=True)
class Actor:
    """Who asks: a user id, the name to show, and whether they moderate this server."""

    user_id: int
    name: str
    moderator: bool = False


@dataclass(frozen=True)
class Standing:
    place: int
    user_id: int
    name: str
    rating: float  # the displayed skill (openskill ordinal)
    games: int
    wins: int
    average_round: float


@dataclass(frozen=True)
class Leaderboard:
    top: tuple[Standing, ...]  # the best ten
    me: Standing | None  # the asker's own place, if they have played a rated game


@dataclass(frozen=True)
class PlayerStats:
    user_id: int
    name: str
    games: int  # every finished game, practice and AI tables included
    wins: int
    rating: float | None  # None before the first rated game
    average_round: float | None
    favourite_pain_colour: str | None  # colour letter chosen most often
    best_round: int | None


Listener = Callable[[Event], Awaitable[None]]


@dataclass(frozen=True)
class Told:
    """The event a listener is being told: its table and its number there.

    The same at every delivery of the event, in every process and after every
    restart (the outbox's numbering), unlike the event itself: two events of
    one commit show the same board. A listener whose effect players can see
    keys it on this to make that effect once (:mod:`bot.service.announcer`).
    """

    table_id: int
    seq: int


_TOLD: ContextVar[Told | None] = ContextVar("sticheln_told", default=None)


def told() -> Told | None:
    """While a listener is told an event: which one; None outside a delivery.

    Read it when the listener is called: a task the listener starts copies the
    value, and outlives the event it names."""
    return _TOLD.get()


@contextmanager
def telling(table_id: int, seq: int) -> Iterator[None]:
    """The announcer's side of :func:`told`: around the call of each listener."""
    token = _TOLD.set(Told(table_id, seq))
    try:
        yield
    finally:
        _TOLD.reset(token)


class TableOperations(Protocol):
    def subscribe(self, listener: Listener) -> None:
        """Call ``listener`` with every event, in order, after it is committed."""

    async def join(self, table_id: int, guild_id: int | None, actor: Actor, seat: int | None = None) -> None:
        """Take a seat in the lobby; during a game, ``seat`` asks to reclaim that seat from the AI (a vote)."""

    async def leave(self, table_id: int, actor: Actor) -> None:
        """Give up one's lobby seat."""

    async def add_bot(self, table_id: int, guild_id: int | None, actor: Actor, level: str | None = None) -> None:
        """Seat an AI player in the lobby."""

    async def set_option(
        self, table_id: int, actor: Actor, name: str | None = None, value: str | None = None
    ) -> tuple[Phrase, ...]:
        """BSW ``option``: set one (host only once a host is set); with no name, describe the current options.

        The answer is its lines as phrases, worded by the adapter in its reader's language."""

    async def start(self, table_id: int, actor: Actor, rated: bool = True, dm: bool = False) -> None:
        """Start the game (``rated=False``: ``startnosave``)."""

    async def board(self, table_id: int) -> Board:
        """The table's public state (``spielinfo``)."""

    async def hand(self, table_id: int, actor: Actor) -> YourHand:
        """The actor's current hand with what they are asked to do and the decision it answers."""

    async def come_back(self, table_id: int, actor: Actor) -> YourHand:
        """An away actor plays their own cards again (the AI stops playing for them); their hand as it is now."""

    async def choose_pain(
        self, table_id: int, actor: Actor, cards: Sequence[str], decision: int | None = None, *, seat: int | None = None
    ) -> None:
        """Set aside one's pain card(s).

        ``decision`` (the hand's) is refused as stale once the game has moved on;
        ``seat`` (the hand's) is refused unless it is the actor's.
        """

    async def play(
        self, table_id: int, actor: Actor, card: str, decision: int | None = None, *, seat: int | None = None
    ) -> None:
        """Play a card to the trick (``decision`` and ``seat`` as for :meth:`choose_pain`)."""

    async def hint(self, table_id: int, actor: Actor) -> Hints:
        """The three choices the ``hard`` AI rates best for the actor's decision, with the points it expects,
        from the actor's own view; refused in rated games (only ``startnosave`` games give hints)."""

    async def reset(self, table_id: int, actor: Actor) -> None:
        """Back to the lobby: at once after a game or for a moderator; during a game it opens a vote."""

    async def remove(self, table_id: int, actor: Actor, target: int | str) -> None:
        """Open a vote to hand ``target``'s seat (user id or name) to the AI."""

    async def vote(self, table_id: int, actor: Actor, yes: bool) -> None:
        """``accept`` / ``refuse`` the open vote."""

    async def allow_peek(self, table_id: int, actor: Actor, allow: bool) -> None:
        """``allowpeek yes|no``: whether spectators may see one's hand."""

    async def peek(self, table_id: int, actor: Actor, target: int | str) -> PeekGranted:
        """A spectator sees a seated player's hand, if that player allows it."""

    async def export(self, table_id: int) -> dict[str, Any]:
        """The game record (RECORD.md) of the table's last game."""

    async def leaderboard(self, guild_id: int | None, user_id: int) -> Leaderboard:
        """Top ten of this server and the asker's place."""

    async def stats(self, guild_id: int | None, user_id: int) -> PlayerStats:
        """One player's record on this server."""


class TableReads(Protocol):
    async def read(self, table_id: int, read: Callable[[TableReading | None], R], *, cached: bool = False) -> R:
        """``read`` the table as last committed (None if never stored), read-only; nothing is changed or stored.

        ``cached``: this process's copy will do (it may lag other processes' moves by a moment)."""
        ...


class WebTables(TableOperations, TableReads, Protocol):
    """What the web table needs of the service: the operations Discord uses, and reads of a table."""

    @property
    def shared_storage(self) -> bool:
        """Other processes share the storage (their moves reach this one as notifications)."""
        ...

    def resting_guild(self, table_id: int) -> int | None:
        """The table's server as this process last saw it, at once (for links drawn in a message)."""
        ...

    async def seat_in_game(self, table_id: int, user_id: int) -> tuple[int, int] | None:
        """The user's seat in the table's game now and that game's number (from 1); None if they hold none."""
        ...
