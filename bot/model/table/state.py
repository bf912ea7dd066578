"""One table's state: its seats, options, game, clock and vote, stored as one JSON document.

:class:`TableState` holds the state and answers questions about it; what
changes it lives in the modules of :mod:`bot.model.table` (the lobby, the
moves, the votes, the clock), and :class:`~bot.model.table.facade.Table`
is the facade the service uses.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Self

from bot.model.errors import Refusal
from bot.model.options import TableOptions
from bot.model.seats import Seat
from bot.model.table.turn_clock import TurnClock
from bot.model.table.vote import Vote
from sticheln import Game

TABLE_FORMAT = "sticheln-table/2"
OLD_TABLE_FORMAT = "sticheln-table/1"  # the clock as four fields and a hand version per seat: read, never written
# A decision number is the game's count of decisions plus this much for each game the table started
# (a game asks for at most 10 rounds x (1 + 14 x 6) = 850 decisions).
DECISIONS_PER_GAME = 1000
DUE_NOW = 0.0  # "the AI owes a move": due at once, and the same value however many moves it makes


class Awaited(NamedTuple):
    """The decision a table waits for: its ``number`` (unique at the table), ``kind`` and the ``seats`` asked."""

    number: int
    kind: str
    seats: tuple[int, ...]


class TableState:
    """A table in one channel: a lobby until ``start``, then a game, then the result (phase ``over``)."""

    def __init__(self, table_id: int, guild_id: int | None, seed: int) -> None:
        self.table_id = table_id
        self.guild_id = guild_id
        self.seed = seed
        self.seats: list[Seat] = []
        self.options = TableOptions()
        self.game: Game | None = None
        self.rated = True
        self.ai_seats = False  # an AI held a seat during this game: it is not rated
        self.version = 0  # increases with every accepted change
        self.games_started = 0
        self.clock: TurnClock | None = None
        self.vote: Vote | None = None
        self.last_record: dict[str, Any] | None = None

    # -- reading -----------------------------------------------------------------

    @property
    def phase(self) -> str:
        """``lobby``, ``pain``, ``tricks`` or ``over``."""
        return "lobby" if self.game is None else self.game.phase.value

    @property
    def playing(self) -> bool:
        return self.phase in ("pain", "tricks")

    @property
    def rated_now(self) -> bool:
        return self.rated and not self.ai_seats

    @property
    def host(self) -> int | None:
        """With the ``host`` option, the first human to have joined (still seated)."""
        if not self.options.host:
            return None
        return next((s.user_id for s in self.seats if s.human), None)

    def awaited(self) -> Awaited | None:
        """The decision the game waits for, numbered uniquely at this table, or None."""
        decision = self.game.decision() if self.game is not None else None
        if decision is None:
            return None
        return Awaited(self.games_started * DECISIONS_PER_GAME + decision.number, decision.kind, decision.seats)

    @property
    def decision_number(self) -> int | None:
        """The number of the decision the game waits for (hands, clocks and AI jobs name it), or None."""
        awaited = self.awaited()
        return awaited.number if awaited is not None else None

    def seat_of(self, user_id: int) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.user_id == user_id), None)

    def seat_required(self, actor_id: int) -> int:
        """The actor's seat; refused when they hold none."""
        seat = self.seat_of(actor_id)
        if seat is None:
            raise Refusal("not_seated")
        return seat

    def find_seat(self, target: int | str) -> int:
        """A seat by user id or (case-insensitive) name."""
        for i, s in enumerate(self.seats):
            if (isinstance(target, int) and s.user_id == target) or (
                isinstance(target, str) and s.name.casefold() == target.strip().casefold()
            ):
                return i
        raise Refusal("no_such_player", name=str(target))

    def current_game(self) -> Game:
        """The game at this table (running or just over); refused when there is none."""
        if self.game is None:
            raise Refusal("no_game")
        return self.game

    def seat_in_game(self, actor_id: int) -> int:
        """The actor's seat in the table's game; refused without a game or a seat."""
        self.current_game()
        return self.seat_required(actor_id)

    def attention_at(self) -> float | None:
        """When the scheduler must next look at this table: at once if the AI owes a move, else at its
        clock's warning or deadline, else never.

        "At once" is :data:`DUE_NOW`, the same moment move after move: the stored
        value then does not change while the AI plays, and the database can
        update the row in place (its index on the moment stays untouched).
        """
        awaited = self.awaited()
        if awaited is not None and any(self.seats[s].ai_controlled for s in awaited.seats):
            return DUE_NOW
        return self.clock.next_at if self.clock is not None else None

    def waiting_humans(self, awaited: Awaited | None = None) -> list[int]:
        """The seats the game waits for (``awaited``, if already known) that a human plays."""
        awaited = awaited or self.awaited()
        return [s for s in awaited.seats if not self.seats[s].ai_controlled] if awaited is not None else []

    # -- storage -----------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": TABLE_FORMAT,
            "table_id": self.table_id,
            "guild_id": self.guild_id,
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "options": self.options.to_json(),
            "game": self.game.to_json() if self.game is not None else None,
            "rated": self.rated,
            "ai_seats": self.ai_seats,
            "version": self.version,
            "games_started": self.games_started,
            "clock": self.clock.to_json() if self.clock is not None else None,
            "vote": self.vote.to_json() if self.vote is not None else None,
            "last_record": self.last_record,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        old_clock = None
        if data.get("format") == OLD_TABLE_FORMAT:
            data, old_clock = _upgraded(data)
        if data.get("format") != TABLE_FORMAT:
            raise ValueError(f"not a {TABLE_FORMAT} document")
        table = cls(data["table_id"], data["guild_id"], data["seed"])
        table.seats = [Seat.from_json(s) for s in data["seats"]]
        table.options = TableOptions.from_json(data["options"])
        table.game = Game.from_json(data["game"]) if data["game"] is not None else None
        table.vote = Vote.from_json(data["vote"]) if data["vote"] is not None else None
        table.clock = TurnClock.from_json(data["clock"])
        for key in ("rated", "ai_seats", "version", "games_started", "last_record"):
            setattr(table, key, data[key])
        number = table.decision_number
        if old_clock is not None and number is not None:  # the old clock ran for the decision now awaited
            table.clock = TurnClock(number, *old_clock)
        return table


def _upgraded(data: dict[str, Any]) -> tuple[dict[str, Any], tuple[float, float, bool] | None]:
    """A sticheln-table/1 document as /2, and its old clock (deadline, warn_at, warned) if it had one."""
    clock_fields = ("deadline", "warn_at", "deadline_key", "warned")
    upgraded = {k: v for k, v in data.items() if k not in clock_fields}
    upgraded["format"], upgraded["clock"] = TABLE_FORMAT, None
    if data.get("deadline") is None:
        return upgraded, None
    return upgraded, (float(data["deadline"]), float(data["warn_at"]), bool(data["warned"]))
