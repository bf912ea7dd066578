"""Skill ratings: openskill's Plackett–Luce model over a game's final ranking; equal totals share a place."""

from __future__ import annotations

from collections.abc import Sequence

from openskill.models import PlackettLuce

Rating = tuple[float, float]  # (mu, sigma)

MODEL = PlackettLuce()


def places(totals: Sequence[int]) -> list[int]:
    """1 for the highest total; equal totals share a place (competition ranking: 1, 1, 3)."""
    return [1 + sum(other > mine for other in totals) for mine in totals]


def rate(before: Sequence[Rating | None], totals: Sequence[int]) -> list[Rating]:
    """Everyone's rating after a game with these ``totals``; None is a newcomer's default rating."""
    return rate_places(before, places(totals))


def rate_places(before: Sequence[Rating | None], ranks: Sequence[int]) -> list[Rating]:
    """Everyone's rating after a game in which they took these places (1 is best; equal places tie)."""
    teams = [[MODEL.rating() if r is None else MODEL.rating(mu=r[0], sigma=r[1])] for r in before]
    after = MODEL.rate(teams, ranks=[float(p) for p in ranks])
    return [(team[0].mu, team[0].sigma) for team in after]


def newcomer() -> Rating:
    """The rating of a player before their first rated game."""
    r = MODEL.rating()
    return (r.mu, r.sigma)


def ordinal(rating: Rating | None) -> float:
    """The displayed skill: a conservative estimate, mu - 3 sigma."""
    r = MODEL.rating() if rating is None else MODEL.rating(mu=rating[0], sigma=rating[1])
    return float(r.ordinal())
