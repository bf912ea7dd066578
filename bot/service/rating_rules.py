"""Rating integrity (README, "Ratings"): who is rated by a game, in which place, and who may not gain from it.

- A game started with AI seats is not rated (as before), nor one in which a
  seat changed hands (someone else took over a removed player's seat).
- A player removed by vote counts as last: behind every player still seated,
  sharing the last place with anyone else removed.
- A player whose seat the AI played for more than half of its decisions (they
  were away) is rated with the others, but does not gain: a rise of their
  displayed rating is not applied, a fall is.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from bot.model.ratings import Rating, newcomer, ordinal, places, rate_places
from bot.model.seats import Seat


@dataclass(frozen=True)
class Rated:
    """One seat of a rated game: the player who answers for it, their place, and whether they may gain."""

    user_id: int
    place: int
    may_gain: bool


Outcome = tuple[list[Rated], dict[int, Rating], list[Rating]]  # who is rated, their ratings before and after


async def rate_game(
    seats: Sequence[Seat], totals: Sequence[int], read: Callable[[list[int]], Awaitable[dict[int, Rating]]]
) -> Outcome | None:
    """A finished rated game's effect on its players' ratings, their current ones read by ``read(user_ids)``;
    None if the game cannot be rated (:func:`rated_seats`)."""
    rated = rated_seats(seats, totals)
    if rated is None:
        return None
    before = await read([r.user_id for r in rated])
    return rated, before, new_ratings([before.get(r.user_id) for r in rated], rated)


def rated_seats(seats: Sequence[Seat], totals: Sequence[int]) -> list[Rated] | None:
    """The seats' players, places and gains allowed; None if the game cannot be rated (an AI or unknown seat)."""
    players = [s.removed_id if s.removed_id is not None else s.user_id for s in seats]
    if any(p is None for p in players) or len(set(players)) != len(players):
        return None
    removed = [s.removed_id is not None for s in seats]
    return [
        Rated(player or 0, place, may_gain=not (gone or mostly_ai(seat)))
        for player, place, gone, seat in zip(players, places_removed_last(totals, removed), removed, seats, strict=True)
    ]


def mostly_ai(seat: Seat) -> bool:
    """The AI made more than half of the seat's decisions."""
    return 2 * seat.ai_moves > seat.moves


def places_removed_last(totals: Sequence[int], removed: Sequence[bool]) -> list[int]:
    """Places by total among the seated (ties shared); every removed player shares the place after them."""
    kept = [total for total, gone in zip(totals, removed, strict=True) if not gone]
    kept_places = iter(places(kept))
    last = len(kept) + 1
    return [last if gone else next(kept_places) for gone in removed]


def new_ratings(before: Sequence[Rating | None], rated: Sequence[Rated]) -> list[Rating]:
    """Everyone's rating after the game; a player who may not gain keeps theirs if it would rise."""
    after = rate_places(before, [r.place for r in rated])
    return [
        new if r.may_gain or ordinal(new) <= ordinal(old) else (old if old is not None else newcomer())
        for old, new, r in zip(before, after, rated, strict=True)
    ]
