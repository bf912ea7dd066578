"""Tournament scoring: placing points per table, summed over the rounds; ties broken by total game points.

At a table of n seats the places score n, n-2, n-3, ..., 1, 0: 6/4/3/2/1/0
at six, 4/2/1/0 at four, 3/1/0 at three (the winner's bonus point rewards
winning over merely placing well). Players on equal totals share the places
they cover: two tied for first at four seats get (4 + 2) / 2 = 3 each. AI
seats take places like anyone (they are the table's opponents) but score
nothing in the tournament. The standings order is points, then total game
points, then name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from bot.model.ratings import places


def ladder(seats: int) -> list[int]:
    """The points of places 1..n at a table of ``seats``."""
    return [seats, *range(seats - 2, -1, -1)]


def placing_points(totals: Sequence[int]) -> list[Fraction]:
    """Each seat's placing points for these totals; equal totals share the points of the places they cover."""
    points = ladder(len(totals))
    ranks = places(totals)
    return [Fraction(sum(points[rank - 1 : rank - 1 + ranks.count(rank)]), ranks.count(rank)) for rank in ranks]


@dataclass(frozen=True)
class TableResult:
    """One round's result of one player: where they sat, placed and scored."""

    round: int
    table_no: int
    place: int
    points: Fraction
    total: int
    ai_played: bool  # the AI made most of the seat's decisions (the player was away or removed)


@dataclass
class Entry:
    """One player's line of the standings."""

    user_id: int
    name: str
    points: Fraction = Fraction(0)
    total: int = 0
    results: list[TableResult] = field(default_factory=list)
    place: int = 0

    @property
    def ai_rounds(self) -> list[int]:
        return [r.round for r in self.results if r.ai_played]


@dataclass(frozen=True)
class PlayedTable:
    """A finished tournament table: its seats' players (None for an AI seat), totals and AI-played seats."""

    round: int
    table_no: int
    players: tuple[int | None, ...]
    totals: tuple[int, ...]
    ai_played: tuple[bool, ...]


def standings(players: Sequence[tuple[int, str]], tables: Sequence[PlayedTable]) -> list[Entry]:
    """Every registered player's line, best first, numbered by place (equal points and totals share a place)."""
    entries = {uid: Entry(uid, name) for uid, name in players}
    for table in tables:
        ranks, points = places(table.totals), placing_points(table.totals)
        for seat, uid in enumerate(table.players):
            entry = entries.get(uid) if uid is not None else None
            if entry is None:
                continue
            entry.points += points[seat]
            entry.total += table.totals[seat]
            entry.results.append(
                TableResult(
                    table.round, table.table_no, ranks[seat], points[seat], table.totals[seat], table.ai_played[seat]
                )
            )
    ordered = sorted(entries.values(), key=lambda e: (-e.points, -e.total, e.name.casefold(), e.user_id))
    for i, entry in enumerate(ordered):
        same = i > 0 and (ordered[i - 1].points, ordered[i - 1].total) == (entry.points, entry.total)
        entry.place = ordered[i - 1].place if same else i + 1
    return ordered
