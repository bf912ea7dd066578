"""A player's private hand message: everything the decision needs, without switching to the channel.

Its first line is the call to action, as the notification shows it ("Your
turn: trick 5, Bo holds it with 🟥 R9"); then which table it is (server,
channel and a link to the board, for someone at two tables), the round and
trick with the deadline, the trick so far with who played each card and who
holds it, every pain colour revealed, the running totals, and the hand.
Pure functions: the hand is the owner's :class:`~bot.model.events.YourHand`,
everything else comes from the public :class:`~bot.model.events.Board`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.discord.escape import MAX_CONTENT, clip
from bot.discord.hands import dm_table
from bot.discord.memory import TrickPoints
from bot.discord.table import render, round_board
from bot.discord.table.channels import Place
from bot.i18n import t
from bot.model.events import Board, RatingChange, YourHand


@dataclass(frozen=True)
class Played:
    """What the player just chose with the click this message answers."""

    kind: str  # "pain" or "play"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class HandContext:
    """Where the hand's table is and what the board does not say."""

    place: Place
    link: str | None  # to the board message, or the game's channel
    round_points: render.RoundPoints = None
    last_trick: tuple[int, TrickPoints] | None = None  # the trick just finished (by index), shown complete
    last_round: LastRound | None = None  # the round scored last, for the next hand (or the result) to explain


@dataclass(frozen=True)
class LastRound:
    """A scored round's breakdown, for every seat."""

    round_index: int
    board: Board
    scores: tuple[round_board.SeatScore, ...]


def asks(hand: YourHand) -> bool:
    return hand.prompt is not None and bool(hand.legal)


def headline(hand: YourHand, board: Board | None, played: Played | None = None) -> str:
    """The first line: what is asked now, or else what was just done."""
    rnd, rounds = hand.round_index + 1, _rounds(board)
    if asks(hand) and hand.prompt == "pain":
        return t("dh_head_pain", count=hand.pain_count, round=rnd, rounds=rounds)
    trick = _trick(board)
    if asks(hand):
        if board is None or not board.trick:
            return t("dc_head_lead", trick=trick)
        holder = board.trick_holder
        if holder is not None and board.leader is not None:
            code = board.trick[(holder - board.leader) % len(board.seats)]
            card = round_board.short_card(code)
            return t("dh_head_holds", trick=trick, name=render.seat_name(board, holder), card=card)
        return t("dc_head_turn", trick=trick)
    if played is not None and played.kind == "play":
        return t("dc_head_played", card=render.card(played.cards[0]))
    if played is not None:
        return t("dc_head_pain_set", count=len(played.cards), cards=" ".join(render.card(c) for c in played.cards))
    if board is not None and board.phase == "tricks" and board.turn is not None:
        return t("dc_head_waiting", trick=trick, name=render.seat_name(board, board.turn))
    if board is not None and board.phase == "pain":
        return t("dc_head_waiting_pain", round=rnd)
    return t("dc_head_hand", round=rnd)


def hand_message(
    hand: YourHand,
    board: Board | None,
    context: HandContext,
    *,
    played: Played | None = None,
    note: str | None = None,
) -> str:
    """The hand message: the call to action, the trick just finished, the round just scored, the table, the hand.

    Over Discord's 2,000 characters (six long names), the score lines go first, then the colours."""
    lines = ["**" + headline(hand, board, played) + "**"]
    if note:
        lines.append(note)
    if played is not None and played.kind == "play" and asks(hand):  # the headline is the next decision
        lines.append(t("dc_hand_you_played", card=render.card(played.cards[0])))
    lines += _explained(hand, board, context)
    lines += _table_lines(hand.seat, hand.deadline if asks(hand) else None, board)
    pains = dm_table.pain_lines(board, you=hand.seat) if board is not None else []
    score = _score(hand.seat, hand.own_pain, board, context)
    tail = []
    if not asks(hand):
        tail.append(dm_table.waiting_line(board, you=hand.seat) or "")
    cards = _hand_lines(hand.hand)
    if cards:
        tail += [t("dc_hand_cards"), *cards]
    if hand.own_pain:
        tail.append(dm_table.own_pain_line(hand.own_pain))
    tail.append(_place(context))
    for shown in ((pains, score), (pains, []), ([], [])):  # the least needed lines go first when it is too long
        text = "\n".join(line for line in [*lines, *shown[0], *shown[1], *tail] if line)
        if len(text) <= MAX_CONTENT:
            break
    return clip(text)


def _explained(hand: YourHand, board: Board | None, context: HandContext) -> list[str]:
    """The trick just finished, the round just scored, what a pain card does (in round 1 only)."""
    lines = []
    last = context.last_trick
    if last is not None and board is not None:
        lines += dm_table.finished_trick(board, last[0], last[1], hand.seat)
    if board is not None and board.phase == "pain":
        lines += round_lines(hand.seat, context, hand.round_index - 1)
    if hand.prompt == "pain" and asks(hand) and hand.round_index == 0:
        lines.append(t("dh_rules"))
    return lines


def round_lines(seat: int, context: HandContext, round_index: int) -> list[str]:
    """Round ``round_index`` scored, if it is the round scored last: every seat, then the player's breakdown."""
    last = context.last_round
    if last is None or last.round_index != round_index or not 0 <= seat < len(last.scores):
        return []
    return dm_table.round_end(last.board, last.scores, last.round_index, seat)


def _hand_lines(cards: Sequence[str]) -> list[str]:
    """One line per colour, ``🟥 R1 R4 R7``, wrapped to a phone's width."""
    by_colour: dict[str, list[str]] = {}
    for code in cards:
        by_colour.setdefault(code[0], []).append(code)
    lines = []
    for letter in sorted(by_colour, key="RYGBOV".index):
        lines += round_board.wrap([render.COLOUR_EMOJI[letter], *by_colour[letter]], " ")
    return lines


def away_message(seat: int, board: Board | None, context: HandContext) -> str:
    """The one DM an away player gets: the computer plays for them until they press the button."""
    if board is not None and board.phase == "tricks":
        head = t("dc_head_away", trick=_trick(board))
    else:
        head = t("dc_head_away_pain")
    lines = ["**" + head + "**", *_table_lines(seat, None, board), *_score(seat, (), board, context)]
    lines += [t("dc_away_how"), _place(context)]
    return clip("\n".join(line for line in lines if line))


def over_message(
    seat: int,
    board: Board,
    totals: Sequence[int],
    winners: Sequence[int],
    context: HandContext,
    changes: Sequence[RatingChange] = (),
) -> str:
    """The player's game-over DM: the result, every seat in place order, their rating, the last round scored."""
    total = totals[seat] if seat < len(totals) else 0
    if seat in winners:
        head = t("dc_head_over_won", total=total)
    else:
        head = t("dh_head_over", names=[render.seat_name(board, w) for w in winners], total=total)
    lines = ["**" + head + "**"]
    last = context.last_trick
    if last is not None:
        lines += dm_table.finished_trick(board, last[0], last[1], seat)
    if context.last_round is not None:
        lines += round_lines(seat, context, context.last_round.round_index)
    if seat < len(totals):
        lines.append(t("tf_over_place", place=round_board.places(totals)[seat], count=len(totals)))
        lines += dm_table.places(board, totals, seat)
    for change in changes:
        if change.seat == seat:
            lines += dm_table.rating_lines(change)
    lines.append(_place(context))
    return clip("\n".join(lines))


def reset_message(context: HandContext) -> str:
    return clip("\n".join(["**" + t("dc_head_reset") + "**", _place(context)]))


def ping_text(hand: YourHand, board: Board | None, mention: str, warning: str | None = None) -> str:
    """The channel mention for a player whose DMs are closed: the call to action, and where to play."""
    what = headline(hand, board)
    if warning:
        return clip(t("dc_ping_warning", mention=mention, warning=warning, what=what))
    return clip(t("dc_ping", mention=mention, what=what))


def _place(context: HandContext) -> str:
    """Which table (the board's link is a button under the message)."""
    place = context.place
    return t("dc_hand_place", server=render.name(place.server), channel=render.name(place.channel))


def _table_lines(seat: int, deadline: float | None, board: Board | None) -> list[str]:
    """Round and trick (and the deadline of a decision), the trick so far."""
    if board is None or board.phase not in ("pain", "tricks"):
        return []
    rnd = (board.round_index or 0) + 1
    due = ["⏰ " + t("dc_due", when=f"<t:{int(deadline)}:R>")] if deadline else []
    if board.phase == "pain":
        return [t("dc_hand_round_pain", round=rnd, rounds=_rounds(board)), *due]
    tricks = 13 if "twopain" in board.options else 14
    head = t("dh_round", round=rnd, rounds=_rounds(board), trick=_trick(board), tricks=tricks)
    return [head, *due, *_trick_now(board, seat)]


def _score(seat: int, own_pain: Sequence[str], board: Board | None, context: HandContext) -> list[str]:
    if board is None:
        return []
    return dm_table.running_score(board, context.round_points, you=seat, own_pain=own_pain)


def _trick_now(board: Board, you: int) -> list[str]:
    """``Trick 5: ann 🟨Y3 · bo 🟥R9 (holds it)``: who played each card of the trick in progress."""
    if board.leader is None or not board.trick:
        return []
    n, entries = len(board.seats), []
    for i, code in enumerate(board.trick):
        seat = (board.leader + i) % n
        key = "dc_trick_entry"
        if seat == board.trick_holder:
            key = "tf_trick_entry_holds_you" if seat == you else "dc_trick_entry_holds"
        entries.append(t(key, name=dm_table.who(board, seat, you), card=round_board.short_card(code)))
    entries[0] = t("dh_trick_now", trick=_trick(board)) + " " + entries[0]
    return round_board.wrap(entries)


def _rounds(board: Board | None) -> int | str:
    return board.round_count if board is not None and board.round_count else "?"


def _trick(board: Board | None) -> int:
    return (board.trick_index or 0) + 1 if board is not None else 1
