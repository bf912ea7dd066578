"""The round's message, as a phone shows it: the tricks taken so far, the running totals, the round's breakdown.

One channel message per round (:mod:`bot.discord.table.board`) shows the trick in
progress above these lines; once the round is scored it becomes the round's
result, every seat's score broken down into the cards taken (+1 each), the
pain-colour cards among them (minus their value) and the pain card set aside
(minus its value), as RULES.md scores them.

The phone-width rule: every line defined here is at most :data:`PHONE_WIDTH`
columns at a table of four with names of up to seven characters, where an
emoji takes two columns (as a phone draws it) and markdown stars none. Longer
names or more players may wrap; nothing is cut.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from bot.discord.escape import name
from bot.discord.memory import TrickPoints
from bot.i18n import signed, t
from bot.model.events import Board
from bot.model.tally import RoundTally

PHONE_WIDTH = 40
COLOUR_EMOJI = {"R": "🟥", "Y": "🟨", "G": "🟩", "B": "🟦", "O": "🟧", "V": "🟪"}


def width(line: str) -> int:
    """Columns a line takes on a phone: wide characters (emoji) two, markdown stars and joiners none."""
    columns = 0
    for char in line.replace("**", ""):
        if unicodedata.category(char) in ("Mn", "Cf"):
            continue
        columns += 2 if unicodedata.east_asian_width(char) == "W" else 1
    return columns


def wrap(entries: Sequence[str], separator: str = " · ") -> list[str]:
    """The entries joined on as few lines as fit :data:`PHONE_WIDTH` (an entry is never split)."""
    lines: list[str] = []
    for entry in entries:
        if lines and width(lines[-1] + separator + entry) <= PHONE_WIDTH:
            lines[-1] += separator + entry
        else:
            lines.append(entry)
    return lines


def short_card(code: str) -> str:
    """``🟥R7``: a card without the space, for lists."""
    return COLOUR_EMOJI.get(code[:1], "") + code


def _who(board: Board, seat: int, you: int | None) -> str:
    if seat == you:
        return t("dc_you")
    return name(board.seats[seat].name) if 0 <= seat < len(board.seats) else "?"


def totals_lines(board: Board, round_points: Sequence[int | None] | None, *, you: int | None = None) -> list[str]:
    """``Totals (in brackets: this round's tricks)`` and ``Ann -33 (+7) · Bo 4 (-2)``, wrapped to a phone."""
    running = board.phase == "tricks" and round_points is not None
    entries = []
    for info in board.seats:
        total = board.totals[info.seat]
        points = round_points[info.seat] if round_points is not None and info.seat < len(round_points) else None
        if running and points is not None:
            entries.append(
                t(
                    "tf_total_entry_round",
                    name=_who(board, info.seat, you),
                    total=total + points,
                    points=signed(points, 0),
                )
            )
        else:
            entries.append(t("tf_total_entry", name=_who(board, info.seat, you), total=total))
    return [t("tf_totals_legend_round" if running else "tf_totals_legend"), *wrap(entries)]


def taken_lines(board: Board, tricks: dict[int, TrickPoints], *, you: int | None = None) -> list[str]:
    """``3. Bo +2: 🟥R7 🟨Y3 🟩G9 🟦B2`` for each trick taken this round, in order."""
    lines = []
    for index in sorted(tricks):
        taken = tricks[index]
        cards = " ".join(short_card(c) for c in taken.cards)
        who = _who(board, taken.winner, you)
        if taken.points is None:
            lines.append(t("tf_taken_line_hidden", trick=index + 1, name=who, cards=cards))
        else:
            lines.append(t("tf_taken_line", trick=index + 1, name=who, points=signed(taken.points, 0), cards=cards))
    return [t("tf_taken_header"), *lines] if lines else []


@dataclass(frozen=True)
class SeatScore:
    """One seat's round score in its parts (RULES.md): +1 a card taken, minus the value of a pain-colour card."""

    cards: int  # cards taken not of the seat's pain colour(s), +1 each
    pain_taken: int  # what the pain-colour cards taken cost (0 or less)
    pain_card: int  # what the pain card(s) set aside cost (0 or less)
    pain_cards: tuple[str, ...]  # the pain card(s) set aside
    score: int  # the round's score (as the service scored it)
    total: int  # the standing after the round
    pain_taken_cards: tuple[str, ...] = ()  # the pain-colour cards taken, in the order taken


def breakdown(
    board: Board, tricks: dict[int, TrickPoints], scores: Sequence[int], pain_cards: Sequence[Sequence[str]]
) -> list[SeatScore] | None:
    """Each seat's score in its parts, from the tricks taken; None if a trick's cards are not known."""
    players = len(board.seats)
    tally = RoundTally(players)
    for taken in tricks.values():
        if not taken.cards or not 0 <= taken.winner < players:
            return None
        tally.take(taken.winner, taken.cards)
    totals = board.totals if len(board.totals) == players else tuple(scores)
    out = []
    for seat in range(players):
        parts = tally.breakdown(seat, tuple(pain_cards[seat]) if seat < len(pain_cards) else ())
        out.append(
            SeatScore(
                cards=parts.taken.others,
                pain_taken=parts.taken.penalty,
                pain_card=parts.set_aside_points,
                pain_cards=parts.set_aside,
                score=scores[seat] if seat < len(scores) else parts.score,
                total=totals[seat],
                pain_taken_cards=parts.taken.pain_cards,
            )
        )
    return out


def place_of(scores: Sequence[SeatScore], seat: int) -> int:
    """1 for the highest standing; tied seats share the place."""
    return 1 + sum(s.total > scores[seat].total for s in scores)


def breakdown_lines(board: Board, scores: Sequence[SeatScore], *, you: int | None = None) -> list[str]:
    """Every seat: ``Ann: -6 → -33 (2nd)`` and ``  9 cards +9 · 🟥 -12 · 🟥R3 -3``."""
    lines = [t("tf_breakdown_legend")]
    for seat, score in enumerate(scores):
        lines.append(breakdown_head(board, scores, seat, you=you))
        lines.append(breakdown_parts(score))
    return lines


def breakdown_head(board: Board, scores: Sequence[SeatScore], seat: int, *, you: int | None = None) -> str:
    score = scores[seat]
    return t(
        "tf_breakdown_head",
        name=_who(board, seat, you),
        score=signed(score.score, 0),
        total=score.total,
        place=place_of(scores, seat),
    )


def breakdown_parts(score: SeatScore) -> str:
    colours = "".join(dict.fromkeys(COLOUR_EMOJI.get(c[:1], "") for c in score.pain_cards))
    return t(
        "tf_breakdown_parts",
        count=score.cards,
        cards=signed(score.cards, 0),
        colours=colours,
        taken=signed(score.pain_taken, 0),
        pain=" ".join(short_card(c) for c in score.pain_cards),
        card=signed(score.pain_card, 0),
    )


def places(totals: Sequence[int]) -> list[int]:
    """Each seat's place by total: 1 for the highest; tied seats share the place."""
    return [1 + sum(other > total for other in totals) for total in totals]


def round_table(board: Board, totals: Sequence[int]) -> str:
    """Every seat's score per round and its total, as a monospaced block (names cut to eight characters)."""
    rounds = board.round_scores
    head = "        " + "".join(f"{r + 1:>4}" for r in range(len(rounds))) + "     Σ"
    rows = [head]
    for info in board.seats:
        shown = info.name.replace("`", "'")[:8]
        scores = "".join(f"{_signed_int(r[info.seat]):>4}" if info.seat < len(r) else "   ?" for r in rounds)
        total = totals[info.seat] if info.seat < len(totals) else 0
        rows.append(f"{shown:<8}{scores}{total:>6d}")
    return "```\n" + "\n".join(rows) + "\n```"


def _signed_int(value: int) -> str:
    return f"{value:+d}" if value else "0"
