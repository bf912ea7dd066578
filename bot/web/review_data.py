"""A seat's stored review as the annotated replay page shows it (issue 30): each decision at its step, the
summary, and the words the page's script needs, in the viewer's language.

The review is read from the ``reviews`` table (:meth:`bot.review.service.ReviewService.stored`), never
computed for a page. Counts are worded here (Fluent picks the plural); words with a name or a place in them
go to the page with placeholders that its script fills in with ``textContent``. The game is over (only a
stored game has a review), so every card in it is public.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import speaking, t
from bot.model.seat_numbers import seat_number
from bot.review.service import StoredReview
from sticheln.review import LABELS, THRESHOLDS

STATES = ("ready", "preparing", "missing", "unavailable")
# The script's words, with the placeholders it fills in itself.
REVIEW_WORDS: dict[str, dict[str, str]] = {
    "web_review_heading": {"name": "{name}", "seat": "{seat}"},
    **{f"web_review_{label}": {} for label in LABELS},
    "web_review_chosen": {},
    "web_review_better": {},
    "web_review_expected": {},
    "web_review_given_away": {},
    "web_review_best_choice": {},
    "web_review_no_decision": {"name": "{name}"},
    "web_review_costliest": {},
    "web_review_flagged": {},
    "web_review_round": {"round": "{round}"},
    "web_pain": {},
    "web_review_jump": {"where": "{where}"},
    "web_labelled": {"label": "{label}", "value": "{value}"},
    "review_none_costly": {},
    "review_where_pain": {"round": "{round}"},
    "review_where_card": {"round": "{round}", "trick": "{trick}"},
}


PREPARING_RELOAD_SECONDS = 3.0  # a review being computed: the page asks again this often (one stored read)


def review_words() -> dict[str, str]:
    return {key: t(key, **params) for key, params in REVIEW_WORDS.items()}


def review_state(stored: StoredReview | None) -> str:
    """ready, preparing (computed now), missing (not asked for yet) or unavailable (no reviews here)."""
    if stored is None:
        return "unavailable"
    if stored.review is not None:
        return "ready"
    return "preparing" if stored.preparing else "missing"


def review_data(lang: str, seat: int, name: str, game_id: int | None, stored: StoredReview | None) -> dict[str, Any]:
    """The page's ``review`` block for ``seat`` (from 0) of a game (``game_id`` None: not a stored game)."""
    state = review_state(stored)
    with speaking(lang):
        data: dict[str, Any] = {"seat": seat, "name": name, "state": state, "words": review_words()}
        if state == "ready" and stored is not None and stored.review is not None:
            data.update(_ready(stored.review))
        elif state == "preparing":
            data["message"] = t("web_review_preparing")
            data["reload_seconds"] = PREPARING_RELOAD_SECONDS
        elif state == "missing":
            data["message"] = t("web_review_missing", game=game_id or 0, seat=seat_number(seat))
        else:
            data["message"] = t("web_review_unavailable")
    return data


def _ready(review: dict[str, Any]) -> dict[str, Any]:
    summary = review["summary"]
    decisions: list[dict[str, Any]] = review["decisions"]
    return {
        "decisions": decisions,
        "costliest": [_index(decisions, d) for d in summary["costliest"]],
        "summary": t("review_summary", count=summary["decisions"], loss=summary["mean_loss"]),
        "counts": t("review_counts", **{label: summary[label] for label in LABELS}),
        "scale": t("review_scale", **{label: least for least, label in THRESHOLDS}),
    }


def _index(decisions: list[dict[str, Any]], costly: dict[str, Any]) -> int:
    """Where a costliest decision is in the list (the same round, trick and kind)."""
    key = (costly["round"], costly["trick"], costly["kind"])
    return next(i for i, d in enumerate(decisions) if (d["round"], d["trick"], d["kind"]) == key)
