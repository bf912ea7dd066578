"""The round's one channel message as an embed: while it is played, and once it is scored."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discord.escape import name
from bot.discord.memory import TrickPoints
from bot.discord.table import render, round_board
from bot.i18n import signed, t
from bot.model.events import Board


def board_embed(board: Board, tricks: dict[int, TrickPoints]) -> discord.Embed:
    """The round's message while it is played: the trick in progress, the tricks taken so far, the totals."""
    points = render.round_points(tricks, len(board.seats)) if board.phase == "tricks" else None
    return render.board_embed(board, points, round_board.taken_lines(board, tricks) if board.phase == "tricks" else ())


def scored_embed(
    board: Board,
    round_index: int,
    tricks: dict[int, TrickPoints],
    scores: Sequence[int],
    pain_cards: Sequence[Sequence[str]],
) -> discord.Embed:
    """The round's message once scored: the tricks taken, then every seat's score in its parts and standing."""
    lines = round_board.taken_lines(board, tricks)
    parts = round_board.breakdown(board, tricks, scores, pain_cards)
    if parts is not None:
        lines += ["", *round_board.breakdown_lines(board, parts)]
    else:  # a trick recorded without its cards (an older version's note): the scores alone
        totals = board.totals if len(board.totals) == len(board.seats) else tuple(scores)
        lines.append("")
        for seat, info in enumerate(board.seats):
            place = 1 + sum(v > totals[seat] for v in totals)
            score = signed(scores[seat], 0)
            lines.append(t("tf_breakdown_head", name=name(info.name), score=score, total=totals[seat], place=place))
    title = t("dc_round_over", round=round_index + 1, rounds=board.round_count or "?")
    return discord.Embed(title=title, description=render.clip("\n".join(lines), 4000), colour=render.EMBED_COLOUR)
