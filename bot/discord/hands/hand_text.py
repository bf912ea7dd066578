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
    last_trick: tuple[int, TrickPoints] | None = None  # this round's latest trick taken, by index
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
        return t("dc_head_pain", count=hand.pain_count, round=rnd, rounds=rounds)
    trick = _trick(board)
    if asks(hand):
        if board is None or not board.trick:
            return t("dc_head_lead", trick=trick)
        holder = board.trick_holder
        if holder is not None and board.leader is not None:
            code = board.trick[(holder - board.leader) % len(board.seats)]
            return t("dc_head_holds", trick=trick, name=render.seat_name(board, holder), card=render.card(code))
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
    """The hand message. Over Discord's 2,000 characters (six long names), the totals go first, then the colours."""
    lines = ["**" + headline(hand, board, played) + "**"]
    if note:
        lines.append(note)
    if played is not None and played.kind == "play" and asks(hand):  # the headline is the next decision
        lines.append(t("dc_hand_you_played", card=render.card(played.cards[0])))
    lines += _explained(hand, board, context)
    lines.append(_place(context))
    lines += _table_lines(hand.seat, hand.deadline if asks(hand) else None, board, context)
    cards = render.hand_lines(hand.hand)
    if cards:
        lines += [t("dc_hand_cards"), cards]
    if hand.own_pain:
        lines.append(
            t("dc_hand_own_pain", count=len(hand.own_pain), cards=" ".join(render.card(c) for c in hand.own_pain))
        )
    if board is not None:  # the least needed lines go first when it is too long
        for line in (
            render.totals_line(board, context.round_points, you=hand.seat),
            render.pain_line(board, you=hand.seat),
        ):
            if len("\n".join(lines)) > MAX_CONTENT and line in lines:
                lines.remove(line)
    return clip("\n".join(line for line in lines if line))


def _explained(hand: YourHand, board: Board | None, context: HandContext) -> list[str]:
    """What the player's last trick was worth to them, the round just scored, what a pain card does."""
    lines = []
    last = context.last_trick
    if last is not None and _took_last_trick(hand, board, last):
        index, taken = last
        if taken.points is None:
            lines.append(t("tf_you_took_hidden", trick=index + 1))
        else:
            lines.append(t("tf_you_took", trick=index + 1, points=render.signed(taken.points, 0)))
    if hand.prompt == "pain" and asks(hand):
        lines += round_lines(hand.seat, context, hand.round_index - 1)
        lines.append(t("tf_pain_explain"))
    return lines


def _took_last_trick(hand: YourHand, board: Board | None, last: tuple[int, TrickPoints]) -> bool:
    """The player took the trick just before the one in progress (so this hand is their first since)."""
    if board is None or board.phase != "tricks" or board.round_index != hand.round_index:
        return False
    return last[1].winner == hand.seat and board.trick_index == last[0] + 1


def round_lines(seat: int, context: HandContext, round_index: int) -> list[str]:
    """The player's own breakdown of round ``round_index``, if that is the round scored last."""
    last = context.last_round
    if last is None or last.round_index != round_index or not 0 <= seat < len(last.scores):
        return []
    return [
        t("tf_round_yours", round=last.round_index + 1),
        round_board.breakdown_head(last.board, last.scores, seat, you=seat),
        round_board.breakdown_parts(last.scores[seat]),
    ]


def away_message(seat: int, board: Board | None, context: HandContext) -> str:
    """The one DM an away player gets: the computer plays for them until they press the button."""
    if board is not None and board.phase == "tricks":
        head = t("dc_head_away", trick=_trick(board))
    else:
        head = t("dc_head_away_pain")
    lines = ["**" + head + "**", _place(context), *_table_lines(seat, None, board, context)]
    lines.append(t("dc_away_how"))
    return clip("\n".join(line for line in lines if line))


def over_message(
    seat: int,
    board: Board,
    totals: Sequence[int],
    winners: Sequence[int],
    context: HandContext,
    changes: Sequence[RatingChange] = (),
) -> str:
    """The player's last hand message of a game: the result (their place, their rating), instead of an empty hand."""
    total = totals[seat] if seat < len(totals) else 0
    if seat in winners:
        head = t("dc_head_over_won", total=total)
    else:
        head = t("dc_head_over", names=[render.seat_name(board, w) for w in winners], total=total)
    lines = ["**" + head + "**"]
    if seat < len(totals):
        lines.append(t("tf_over_place", place=round_board.places(totals)[seat], count=len(totals)))
    lines += [render.rating_text(c) for c in changes if c.seat == seat]
    lines.append(_place(context))
    if context.last_round is not None:
        lines += round_lines(seat, context, context.last_round.round_index)
    final = render.totals_line(board, you=seat)
    if final:
        lines.append(final)
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
    place = context.place
    server, channel = render.name(place.server), render.name(place.channel)
    if context.link:
        return t("dc_hand_place_link", server=server, channel=channel, link=context.link)
    return t("dc_hand_place", server=server, channel=channel)


def _table_lines(seat: int, deadline: float | None, board: Board | None, context: HandContext) -> list[str]:
    """Round and trick (and the deadline of a decision), the trick so far, the pain colours, the totals."""
    if board is None or board.phase not in ("pain", "tricks"):
        return []
    rnd = (board.round_index or 0) + 1
    due = render.deadline_text(deadline)
    if board.phase == "pain":
        return [t("dc_hand_round_pain", round=rnd, rounds=_rounds(board)) + due]
    tricks = 13 if "twopain" in board.options else 14
    lines = [t("dc_hand_round", round=rnd, rounds=_rounds(board), trick=_trick(board), tricks=tricks) + due]
    for line in (
        render.trick_line(board, you=seat),
        render.pain_line(board, you=seat),
        render.totals_line(board, context.round_points, you=seat),
    ):
        if line:
            lines.append(line)
    return lines


def _rounds(board: Board | None) -> int | str:
    return board.round_count if board is not None and board.round_count else "?"


def _trick(board: Board | None) -> int:
    return (board.trick_index or 0) + 1 if board is not None else 1
