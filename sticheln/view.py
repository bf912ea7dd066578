"""What one seat may know: the only thing players and interfaces ever see.

A :class:`SeatView` is built by :meth:`sticheln.game.Game.view`. It never
holds another seat's hand or a pain card its owner has not revealed, so an AI
or a user interface that only reads views cannot cheat or leak.
"""

from __future__ import annotations

from dataclasses import dataclass

from sticheln.options import Options


@dataclass(frozen=True)
class TrickView:
    """A completed trick: who led, the cards in play order, who took it."""

    leader: int
    cards: tuple[str, ...]
    winner: int


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of the game. Cards are codes such as ``"R7"``.

    Fields:
        seat: this seat's number, or None for a spectator (public information only).
        names: display names in seat order; ``len(names)`` is the table size.
        options: the game's options (``options.hidden``, ``options.twopain``, ...).
        phase: ``"pain"`` (choosing pain cards), ``"tricks"``, ``"over"`` or ``"deal"``.
        round_index, round_count: current round (from 0) and the game's length.
        hand: this seat's cards still in hand, sorted (pain cards already removed).
        legal: what this seat may name right now: any hand card when choosing a
            pain card or on its turn (there is no duty to follow colour), else ().
        hand_sizes: how many cards each seat still holds.
        pain_chosen: per seat, whether it has chosen its pain card(s).
        pain_cards: per seat, its pain card(s) when this seat may know them: its
            own once chosen; the others' once all are chosen, or, with the hidden
            option, once the round is scored. Otherwise None.
        leader: the seat that led (or will lead) the trick in progress.
        turn: the seat to play, or None outside the trick phase.
        trick: the cards of the trick in progress, from the leader on.
        trick_holder: the seat currently taking the trick in progress, or None.
        tricks: this round's completed tricks.
        tricks_per_round: 14 (13 with two pain cards).
        round_scores: the scores of every finished round; totals: their sums.
        winners: the seats sharing the highest total once the game is over.
    """

    seat: int | None
    names: tuple[str, ...]
    options: Options
    phase: str
    round_index: int
    round_count: int
    hand: tuple[str, ...]
    legal: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    pain_chosen: tuple[bool, ...]
    pain_cards: tuple[tuple[str, ...] | None, ...]
    leader: int
    turn: int | None
    trick: tuple[str, ...]
    trick_holder: int | None
    tricks: tuple[TrickView, ...]
    tricks_per_round: int
    round_scores: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]

    @property
    def players(self) -> int:
        return len(self.names)

    def pain_colours(self, seat: int) -> tuple[str, ...] | None:
        """Colour letters of ``seat``'s pain card(s), when known to this view."""
        cards = self.pain_cards[seat]
        return None if cards is None else tuple(c[0] for c in cards)

    def played(self) -> tuple[str, ...]:
        """Every card played this round, in order (completed tricks, then the one in progress)."""
        return tuple(c for t in self.tricks for c in t.cards) + self.trick
