"""What an adapter may read of a table: read-only protocols over the table and its game.

The service hands a table to an adapter's read (:class:`bot.model.contract.TableReads`) typed as
:class:`TableReading`, so an adapter can build a view of it but cannot change it: the table's moves
(``join``, ``play``, ...) and its attributes' setters are not part of the protocol, and the type checker
refuses them. The web table reads this way; Discord reads only the service's projections.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bot.model.events import Board, YourHand
from sticheln.game import Round, Trick
from sticheln.view import SeatView


class SeatReading(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def user_id(self) -> int | None: ...


class GameReading(Protocol):
    """The game as the web's frames read it: views, rounds and the last trick."""

    @property
    def players(self) -> int: ...

    @property
    def rounds(self) -> Sequence[Round]: ...

    @property
    def round(self) -> Round: ...

    def view(self, seat: int | None) -> SeatView: ...

    def round_pain(self, round_index: int) -> tuple[tuple[str, ...] | None, ...]: ...

    def last_trick(self) -> Trick | None: ...


class TableReading(Protocol):
    """A table as last committed, for reading only."""

    @property
    def table_id(self) -> int: ...

    @property
    def guild_id(self) -> int | None: ...

    @property
    def games_started(self) -> int: ...

    @property
    def seats(self) -> Sequence[SeatReading]: ...

    @property
    def game(self) -> GameReading | None: ...

    def board(self) -> Board: ...

    def hand(self, seat: int) -> YourHand: ...

    def seat_of(self, user_id: int) -> int | None: ...
