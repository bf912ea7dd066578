"""BSW's ``spielinfo``: a table's public state as plain text, for any adapter."""

from __future__ import annotations

from bot.i18n import Phrase, shown, t
from bot.model.events import Board, SeatInfo
from bot.model.seat_numbers import seat_number


def spielinfo(board: Board, now: float | None = None) -> str:
    """Phase, seats (with pain colours once revealed and totals), the trick, whose turn and until when."""
    lines = [_headline(board)]
    if board.options:
        lines.append(t("info_options", options=", ".join(board.options)))
    if not board.rated and board.phase != "lobby":
        lines.append(t("info_unrated"))
    if not board.seats:
        lines.append(t("info_empty"))
    lines += [_seat_line(board, s) for s in board.seats]
    if board.trick:
        holder = shown(board.seats[board.trick_holder].name) if board.trick_holder is not None else "?"
        lines.append(t("info_trick", cards=" ".join(board.trick), holder=holder))
    if board.turn is not None:
        lines.append(t("info_turn", name=shown(board.seats[board.turn].name)))
    elif board.phase == "pain":
        waiting = [shown(s.name) for s in board.seats if not s.pain_chosen]
        lines.append(t("info_pain_waiting", names=waiting))
    if board.deadline is not None:
        left = max(0, round(board.deadline - now)) if now is not None else None
        lines.append(t("info_deadline", seconds=left) if left is not None else t("info_deadline_at", at=board.deadline))
    for index, scores in enumerate(board.round_scores):
        lines.append(t("info_round_scores", round=index + 1, scores=" / ".join(map(str, scores))))
    return "\n".join(lines)


def _headline(board: Board) -> str:
    if board.phase == "lobby":
        return t("info_lobby", count=len(board.seats))
    if board.phase == "over":
        return t("info_over")
    rounds = t("info_round", round=(board.round_index or 0) + 1, of=board.round_count)
    if board.phase == "pain":
        return t("info_phase_pain", rounds=rounds)
    return t("info_phase_tricks", rounds=rounds, trick=(board.trick_index or 0) + 1)


def _seat_line(board: Board, seat: SeatInfo) -> str:
    who = shown(seat.name)
    if seat.ai_level:
        who = t("info_ai", name=who, level=Phrase("ai_level", level=seat.ai_level))
    parts = [t("info_seat", seat=seat_number(seat.seat), name=who)]
    if seat.away:
        parts.append(t("info_away"))
    if seat.pain_colours:
        parts.append(t("info_pain", colours="".join(seat.pain_colours)))
    if board.phase != "lobby" and board.totals:
        parts.append(t("info_total", total=board.totals[seat.seat]))
    return " — ".join(parts)
