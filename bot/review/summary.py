"""A seat's review as the adapters show it: ids, numbers and card codes only (the adapters word it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sticheln.review import LABELS


@dataclass(frozen=True)
class CostlyDecision:
    round: int
    trick: int  # 0: the pain choice
    kind: str  # "pain" or "card"
    chosen: str  # card codes, space-separated (two for a twopain pain choice)
    best: str
    chosen_points: float
    best_points: float
    loss: float
    label: str


@dataclass(frozen=True)
class ReviewSummary:
    """The summary of one seat's review; ``seat`` counts from 0 as in the game record."""

    game_id: int
    seat: int
    name: str
    decisions: int
    mean_loss: float
    counts: dict[str, int]  # per label (sticheln.review.LABELS)
    costliest: tuple[CostlyDecision, ...]


def _codes(value: str | list[str]) -> str:
    return value if isinstance(value, str) else " ".join(value)


def summary_of(game_id: int, review: dict[str, Any]) -> ReviewSummary:
    """A review's JSON (sticheln.review.SeatReview.to_json) as a summary."""
    s = review["summary"]
    costliest = tuple(
        CostlyDecision(
            d["round"],
            d["trick"],
            d["kind"],
            _codes(d["chosen"]),
            _codes(d["best"]),
            d["chosen_points"],
            d["best_points"],
            d["loss"],
            d["label"],
        )
        for d in s["costliest"]
    )
    counts = {name: int(s[name]) for name in LABELS}
    return ReviewSummary(
        game_id, int(review["seat"]), str(review["name"]), int(s["decisions"]), float(s["mean_loss"]), counts, costliest
    )
