"""Typed events the table service emits after every committed change.

Adapters (Discord, terminal) render them. A :class:`PublicEvent` goes to the
table's channel and carries a :class:`Board`, built only from the game's
public view, so a hidden card can never reach a public message. A
:class:`PrivateEvent` is for one user only.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    name: str
    user_id: int | None  # None for an AI seat
    ai_level: str | None = None  # "easy" / "normal" / "hard" for AI seats
    away: bool = False  # a human seat the AI is currently playing for
    pain_colours: tuple[str, ...] | None = None  # revealed pain colour letters, else None
    pain_chosen: bool = False


@dataclass(frozen=True)
class Board:
    """Everything public about a table at one moment (the trick board)."""

    table_id: int
    phase: str  # "lobby", "pain", "tricks", "over"
    seats: tuple[SeatInfo, ...]
    options: tuple[str, ...]  # active options in BSW words, e.g. ("dm", "hidden")
    round_index: int | None = None  # from 0
    round_count: int | None = None
    trick_index: int | None = None  # from 0, the trick in progress or just taken
    leader: int | None = None
    trick: tuple[str, ...] = ()  # cards of the trick in progress, from the leader on
    trick_holder: int | None = None
    turn: int | None = None
    deadline: float | None = None  # unix time the current move is due
    round_scores: tuple[tuple[int, ...], ...] = ()
    totals: tuple[int, ...] = ()
    rated: bool = True
    version: int = 0  # increases with every accepted action
    language: str | None = None  # the table's option language (None: the server's, else English)


@dataclass(frozen=True)
class PublicEvent:
    table_id: int
    board: Board


@dataclass(frozen=True)
class PrivateEvent:
    table_id: int
    user_id: int


# -- lobby -------------------------------------------------------------------


@dataclass(frozen=True)
class Joined(PublicEvent):
    seat: int
    name: str
    ai_level: str | None = None


@dataclass(frozen=True)
class Left(PublicEvent):
    name: str


@dataclass(frozen=True)
class OptionsChanged(PublicEvent):
    by: str
    option: str = ""  # the option set, e.g. "dm"; its new value is in the board's options (worded when shown)


@dataclass(frozen=True)
class TableReset(PublicEvent):
    by: str


# -- the game ----------------------------------------------------------------


@dataclass(frozen=True)
class GameStarted(PublicEvent):
    pass  # the board has the seating, options and whether the game is rated


@dataclass(frozen=True)
class RoundStarted(PublicEvent):
    pass


@dataclass(frozen=True)
class PainChosen(PublicEvent):
    seat: int  # who has chosen, never what


@dataclass(frozen=True)
class PainRevealed(PublicEvent):
    hidden: bool  # True with the hidden option: colours stay secret until scoring


@dataclass(frozen=True)
class CardPlayed(PublicEvent):
    seat: int
    card: str


@dataclass(frozen=True)
class TrickTaken(PublicEvent):
    """Trick ``trick_index`` of round ``round_index`` (both from 0) is taken.

    ``board`` is the table afterwards (the next trick, or already the next
    deal); ``complete`` the table the moment the trick lay complete.
    """

    cards: tuple[str, ...]  # in play order
    leader: int
    winner: int
    points: int | None  # what it was worth to the taker, None while their pain colour is hidden
    round_index: int
    trick_index: int
    complete: Board


@dataclass(frozen=True)
class RoundScored(PublicEvent):
    """Round ``round_index`` is scored; the board may already show the next deal."""

    scores: tuple[int, ...]
    pain_cards: tuple[tuple[str, ...], ...]  # every seat's pain card(s), now open
    round_index: int


@dataclass(frozen=True)
class RatingChange:
    seat: int
    name: str
    before: float
    after: float


@dataclass(frozen=True)
class GameOver(PublicEvent):
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    rating_changes: tuple[RatingChange, ...] = ()  # empty for unrated games


@dataclass(frozen=True)
class TurnWarning(PublicEvent):
    seat: int
    user_id: int
    seconds_left: int


@dataclass(frozen=True)
class SeatAway(PublicEvent):
    seat: int  # timed out: the AI plays for this seat until its human acts again


@dataclass(frozen=True)
class SeatBack(PublicEvent):
    seat: int


@dataclass(frozen=True)
class SeatTakenOver(PublicEvent):
    seat: int  # removed by vote; an AI now holds it
    level: str


@dataclass(frozen=True)
class SeatReclaimed(PublicEvent):
    seat: int
    name: str
    newcomer: bool = False  # the seat was a computer's the player never held (else their own, back)


@dataclass(frozen=True)
class VoteStarted(PublicEvent):
    kind: str  # "reset", "remove", "reclaim"
    subject: str  # who is to be removed / who wants the seat back / "" for reset
    by: str
    voters: tuple[int, ...]  # user ids entitled to vote
    seat: int | None = None  # reclaim: the seat asked for
    newcomer: bool = False  # reclaim: a computer's seat the claimant never held (else their own, back)


@dataclass(frozen=True)
class VoteEnded(PublicEvent):
    kind: str
    subject: str
    passed: bool


# -- private -------------------------------------------------------------------


@dataclass(frozen=True)
class YourHand(PrivateEvent):
    """A seat's hand. ``prompt`` says what it is asked to do now.

    ``decision`` is the table's decision number when the hand was shown; it must
    come back with the choice (in a component's custom_id), and a choice made
    after the game moved on (another decision, or this seat already chose) is
    refused as stale.
    """

    seat: int
    hand: tuple[str, ...]  # sorted by colour and value
    legal: tuple[str, ...]  # what may be chosen now (empty when nothing is asked)
    prompt: str | None  # "pain", "play" or None (just showing the hand)
    pain_count: int = 1  # cards to choose with prompt "pain" (2 with twopain)
    own_pain: tuple[str, ...] = ()  # this seat's pain card(s) once chosen
    decision: int = 0
    deadline: float | None = None
    round_index: int = 0


@dataclass(frozen=True)
class PainConfirmed(PrivateEvent):
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class PeekGranted(PrivateEvent):
    """A spectator's view of a player's hand (the player said ``allowpeek yes``)."""

    seat: int
    name: str
    hand: tuple[str, ...]


@dataclass(frozen=True)
class HintLine:
    """One choice ``hard`` suggests: the card to play or the pain card(s), and the round score it expects."""

    cards: tuple[str, ...]
    points: float
    rank: str = "1"  # its place by the points as shown: "2", or "=2" when shared (sticheln.ai.hint.ranks)


@dataclass(frozen=True)
class Hints(PrivateEvent):
    """``hard``'s best choices for the asker's decision, best first, from their own view only (practice games)."""

    seat: int
    prompt: str  # "pain" or "play"
    hints: tuple[HintLine, ...]
    decision: int


Event = PublicEvent | PrivateEvent
