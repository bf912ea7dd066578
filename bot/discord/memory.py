"""What the Discord adapter remembers between events: ids and tokens, behind one async interface.

Everything here must survive a restart and be shared by every bot process
(a DM click reaches shard 0's process, the table's events may be rendered by
another): the board message of each table and its thread, each player's live
hand message, the users whose DMs are closed, DM channel ids, the interaction
tokens kept for later edits, the language of each user, the turn pings of players without DMs, the
points of this round's tricks (for the running totals), and each table's open rematch call. Only ids, strings and
the service's plain event values are stored, never discord.py objects: any
process renders from them through partial messages or the interaction's
webhook. :class:`InMemory` is the default (one process); a database
implementation of :class:`AdapterMemory` shares it between processes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol, TypeVar

from bot.discord.table.rematch import RematchCall
from bot.model.events import YourHand

Where = Literal["dm", "ephemeral"]  # a hand by DM, or the private reply to "Show my hand" and /hand
K = TypeVar("K")
V = TypeVar("V")
TOKEN_LIFETIME = 14 * 60  # an interaction token edits for 15 minutes; keep a margin


@dataclass(frozen=True)
class Grant:
    """An interaction token: it edits and deletes its message through the interaction's webhook.

    Those calls do not count against the bot token's global rate limit.
    """

    token: str
    at: float  # unix time the interaction arrived

    def fresh(self, now: float) -> bool:
        return now - self.at < TOKEN_LIFETIME


@dataclass(frozen=True)
class BoardMessage:
    """The channel message that shows a table's trick in progress (or its pain choice)."""

    channel_id: int  # the table's channel, or its thread
    message_id: int
    digest: str  # of what it shows: an edit to the same content is skipped


@dataclass(frozen=True)
class HandMessage:
    """A player's live hand at one table: what it shows and how to reach it."""

    hand: YourHand | None  # the newest hand delivered (what the message shows, unless ``away``)
    digest: str  # of what matters in it (the hand, the decision, the menu): an edit that changes none is skipped
    channel_id: int | None = None  # the DM channel (None for an ephemeral hand)
    message_id: int | None = None  # the DM message (None for an ephemeral hand)
    grant: Grant | None = None  # the interaction that owns the message (the last click on it, or /hand)
    away: bool = False  # it is the away notice with its "I'm back" button

    def newer_than(self, hand: YourHand) -> bool:
        """It shows a later decision than ``hand`` (an older hand told again after a restart)."""
        return self.hand is not None and self.hand.decision > hand.decision

    @property
    def asks(self) -> bool:
        """It carries a menu for the decision it names."""
        return self.hand is not None and self.hand.prompt is not None and bool(self.hand.legal) and not self.away


@dataclass(frozen=True)
class Ping:
    """A channel message mentioning a player whose DMs are closed: it is their turn (deleted once they played)."""

    channel_id: int
    message_id: int
    decision: int  # the decision it announces


@dataclass(frozen=True)
class PostedResult:
    """A game's result posted (:mod:`bot.discord.posted_once`): the game's last board version, the message."""

    version: int
    message_id: int


@dataclass(frozen=True)
class EventPosts:
    """The newest event of a table that posted, and where (:func:`bot.discord.posted_once.post_for_event`)."""

    seq: int  # its number at the table (:class:`bot.model.contract.Told`)
    places: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "places", tuple(self.places))  # a list when read back from JSON


@dataclass(frozen=True)
class TrickPoints:
    winner: int
    points: int | None  # None while the taker's pain colour is hidden
    cards: tuple[str, ...] = ()  # in play order (empty in a note an older version stored)
    leader: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(self.cards))  # a list when read back from JSON


class AdapterMemory(Protocol):
    """The adapter's shared state. Every method is a small read or write; none needs a transaction."""

    # -- a table's channel side ------------------------------------------------------
    async def board(self, table_id: int) -> BoardMessage | None:
        """The board message of the trick in progress, if one is posted."""

    async def set_board(self, table_id: int, board: BoardMessage | None) -> None: ...

    async def thread(self, table_id: int) -> int | None:
        """The thread the table's running game is posted in (option ``thread``)."""

    async def set_thread(self, table_id: int, thread_id: int | None) -> None: ...

    async def record_trick(self, table_id: int, round_index: int, trick_index: int, taken: TrickPoints) -> None:
        """A trick taken (idempotent: the same trick recorded twice counts once)."""

    async def tricks(self, table_id: int, round_index: int) -> dict[int, TrickPoints]:
        """This round's taken tricks by index."""

    async def result_posted(self, table_id: int, place: str) -> PostedResult | None:
        """The table's last game result posted to ``place``."""

    async def set_result_posted(self, table_id: int, place: str, posted: PostedResult) -> None: ...

    async def event_posts(self, table_id: int) -> EventPosts | None:
        """The newest of the table's events that made a post, and where (one note per table, replaced)."""

    async def set_event_posts(self, table_id: int, posts: EventPosts) -> None: ...

    # -- a player at a table ----------------------------------------------------------
    async def hand(self, table_id: int, user_id: int, where: Where) -> HandMessage | None:
        """The player's live hand by DM, or their ephemeral hand."""

    async def set_hand(self, table_id: int, user_id: int, where: Where, hand: HandMessage | None) -> None: ...

    async def ping(self, table_id: int, user_id: int) -> Ping | None:
        """The channel mention telling a player without DMs it is their turn."""

    async def set_ping(self, table_id: int, user_id: int, ping: Ping | None) -> None: ...

    async def forget_table(self, table_id: int) -> None:
        """A new game or a reset: drop the hands, pings and tricks of the table (not its board or thread)."""

    async def rematch(self, table_id: int) -> RematchCall | None:
        """The table's open rematch call (:mod:`bot.discord.table.rematch`), or None."""

    async def set_rematch(self, table_id: int, call: RematchCall | None) -> None: ...

    async def rematches(self) -> dict[int, RematchCall]:
        """Every open rematch call, by table (to wait for their deadlines again after a restart)."""

    # -- a user ---------------------------------------------------------------------------
    async def dm_channel(self, user_id: int) -> int | None:
        """The id of the user's DM channel, once opened."""

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None: ...

    async def dms_closed(self, user_id: int) -> float | None:
        """When a DM to the user was last refused (unix time), or None."""

    async def set_dms_closed(self, user_id: int, at: float | None) -> None: ...

    async def locale(self, user_id: int) -> str | None:
        """The language the user's Discord speaks (their last interaction's locale), for DMs sent later."""

    async def set_locale(self, user_id: int, locale: str) -> None: ...


class InMemory:
    """:class:`AdapterMemory` in this process's memory: for one process (lost at a restart)."""

    def __init__(self) -> None:
        self._boards: dict[int, BoardMessage] = {}
        self._threads: dict[int, int] = {}
        self._tricks: dict[tuple[int, int], dict[int, TrickPoints]] = {}
        self._hands: dict[tuple[int, int, Where], HandMessage] = {}
        self._pings: dict[tuple[int, int], Ping] = {}
        self._dm_channels: dict[int, int] = {}
        self._closed: dict[int, float] = {}
        self._locales: dict[int, str] = {}
        self._results: dict[tuple[int, str], PostedResult] = {}
        self._event_posts: dict[int, EventPosts] = {}
        self._rematches: dict[int, RematchCall] = {}

    async def board(self, table_id: int) -> BoardMessage | None:
        return self._boards.get(table_id)

    async def set_board(self, table_id: int, board: BoardMessage | None) -> None:
        _put(self._boards, table_id, board)

    async def thread(self, table_id: int) -> int | None:
        return self._threads.get(table_id)

    async def set_thread(self, table_id: int, thread_id: int | None) -> None:
        _put(self._threads, table_id, thread_id)

    async def record_trick(self, table_id: int, round_index: int, trick_index: int, taken: TrickPoints) -> None:
        self._tricks.setdefault((table_id, round_index), {})[trick_index] = taken

    async def tricks(self, table_id: int, round_index: int) -> dict[int, TrickPoints]:
        return dict(self._tricks.get((table_id, round_index), {}))

    async def result_posted(self, table_id: int, place: str) -> PostedResult | None:
        return self._results.get((table_id, place))

    async def set_result_posted(self, table_id: int, place: str, posted: PostedResult) -> None:
        self._results[(table_id, place)] = posted

    async def event_posts(self, table_id: int) -> EventPosts | None:
        return self._event_posts.get(table_id)

    async def set_event_posts(self, table_id: int, posts: EventPosts) -> None:
        self._event_posts[table_id] = posts

    async def hand(self, table_id: int, user_id: int, where: Where) -> HandMessage | None:
        return self._hands.get((table_id, user_id, where))

    async def set_hand(self, table_id: int, user_id: int, where: Where, hand: HandMessage | None) -> None:
        _put(self._hands, (table_id, user_id, where), hand)

    async def ping(self, table_id: int, user_id: int) -> Ping | None:
        return self._pings.get((table_id, user_id))

    async def set_ping(self, table_id: int, user_id: int, ping: Ping | None) -> None:
        _put(self._pings, (table_id, user_id), ping)

    async def forget_table(self, table_id: int) -> None:
        self._hands = {k: v for k, v in self._hands.items() if k[0] != table_id}
        self._pings = {k: v for k, v in self._pings.items() if k[0] != table_id}
        self._tricks = {k: v for k, v in self._tricks.items() if k[0] != table_id}

    async def rematch(self, table_id: int) -> RematchCall | None:
        return self._rematches.get(table_id)

    async def set_rematch(self, table_id: int, call: RematchCall | None) -> None:
        _put(self._rematches, table_id, call)

    async def rematches(self) -> dict[int, RematchCall]:
        return dict(self._rematches)

    async def dm_channel(self, user_id: int) -> int | None:
        return self._dm_channels.get(user_id)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        self._dm_channels[user_id] = channel_id

    async def dms_closed(self, user_id: int) -> float | None:
        return self._closed.get(user_id)

    async def set_dms_closed(self, user_id: int, at: float | None) -> None:
        _put(self._closed, user_id, at)

    async def locale(self, user_id: int) -> str | None:
        return self._locales.get(user_id)

    async def set_locale(self, user_id: int, locale: str) -> None:
        self._locales[user_id] = locale


def _put(store: dict[K, V], key: K, value: V | None) -> None:
    if value is None:
        store.pop(key, None)
    else:
        store[key] = value
