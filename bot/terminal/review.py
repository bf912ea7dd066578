"""``sticheln review RECORD``: every decision of a finished game rated by the hard AI (:mod:`sticheln.review`).

A readable report in the reader's language by default, one JSON object with ``--json``. The record is
read and checked exactly as ``sticheln replay`` reads it, and refused the same way (status 2, one
``error:`` line).
"""

from __future__ import annotations

import argparse
import json
import math
from typing import NoReturn, TextIO

from bot.i18n import LOCALES, speaking, supported, t
from bot.i18n.command_line import LocalParser
from bot.model.seat_numbers import seat_id, seat_number
from bot.terminal.arguments import language_asked
from bot.terminal.replay import record_problem
from sticheln.game import Game
from sticheln.record import RecordError
from sticheln.replay import load_file
from sticheln.review import DEFAULT_ITERATIONS, THRESHOLDS, Budget, RatedDecision, SeatReview, review_seat

MAX_SECONDS = 60.0  # per decision: a 75-decision review would otherwise run for hours
MAX_ITERATIONS = 1_000_000


class _BadArgument(Exception):
    """An argument the parser refused; the message is the whole ``error:`` line."""


class _Parser(LocalParser):
    def error(self, message: str) -> NoReturn:
        """One ``error:`` line instead of argparse's usage block (printed by :func:`main` to its stderr)."""
        raise _BadArgument(t("review_bad_argument", message=message))


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not 0 < seconds <= MAX_SECONDS:  # also refuses nan
        raise argparse.ArgumentTypeError(t("review_bad_budget", most=f"{MAX_SECONDS:g}", value=text))
    return seconds


def _iterations(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= MAX_ITERATIONS:
        raise argparse.ArgumentTypeError(t("review_bad_iterations", most=MAX_ITERATIONS, value=text))
    return int(text)


def _lang(text: str) -> str:
    found = supported(text)
    if found is None:
        raise argparse.ArgumentTypeError(t("term_bad_lang", known=", ".join(LOCALES), value=text))
    return found


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="sticheln review", description=t("review_description"))
    p.add_argument("record", metavar=t("cli_record"), help=t("review_record_help"))
    p.add_argument("--seat", type=int, default=None, metavar="N", help=t("review_seat_help"))
    p.add_argument("--budget", type=_seconds, default=None, metavar=t("cli_seconds"), help=t("review_budget_help"))
    p.add_argument(
        "--iterations",
        type=_iterations,
        default=DEFAULT_ITERATIONS,
        metavar="N",
        help=t("review_iterations_help", default=DEFAULT_ITERATIONS),
    )
    p.add_argument("--seed", type=int, default=0, metavar="S", help=t("review_seed_help"))
    p.add_argument("--json", action="store_true", help=t("review_json_help"))
    p.add_argument("--lang", type=_lang, default=None, metavar="LANG", help=t("review_lang_help"))
    return p


def main(argv: list[str], stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    """Review a record in the language of ``--lang`` or LANG; 0, or 2 after one ``error:`` line."""
    with speaking(language_asked(argv)):
        return _main(argv, stdin, stdout, stderr)


def _main(argv: list[str], stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    try:
        args = parser().parse_args(argv)
    except _BadArgument as err:
        print(err, file=stderr)
        return 2
    except SystemExit as exit_:  # --help
        return int(exit_.code or 0)
    try:
        game = load_file(args.record, stdin)
    except RecordError as err:
        print(t("term_error", message=record_problem(err)), file=stderr)
        return 2
    if args.seat is not None and not 1 <= args.seat <= game.players:  # a seat number, from 1; --json keeps ids
        print(t("review_bad_seat", seat=args.seat, last=game.players), file=stderr)
        return 2
    seats = range(game.players) if args.seat is None else [seat_id(args.seat)]
    budget = Budget(iterations=args.iterations, seconds=args.budget)
    reviews = [review_seat(game, s, seed=args.seed, budget=budget) for s in seats]
    if args.json:
        print(json.dumps({"seats": [r.to_json() for r in reviews]}, ensure_ascii=False), file=stdout)
    else:
        print(report(game, reviews), file=stdout)
    return 0


def report(game: Game, reviews: list[SeatReview]) -> str:
    """The readable report of ``reviews``, in the language being spoken."""
    limits = {name: least for least, name in THRESHOLDS}
    lines = [
        t("review_title", rounds=len(game.rounds)),
        t("review_scale", inaccuracy=limits["inaccuracy"], mistake=limits["mistake"], blunder=limits["blunder"]),
    ]
    for review in reviews:
        counts = review.counts()
        lines += [
            "",
            t("review_seat_heading", name=review.name, seat=seat_number(review.seat)),
            t("review_summary", count=len(review.decisions), loss=review.mean_loss),
            t("review_counts", **counts),
        ]
        costliest = review.costliest()
        if costliest:
            lines.append(t("review_costliest"))
            lines += ["  " + decision_line(d) for d in costliest]
        else:
            lines.append(t("review_none_costly"))
        lines.append(t("review_every_decision"))
        lines += ["  " + decision_line(d) for d in review.decisions]
    return "\n".join(lines)


def decision_line(d: RatedDecision) -> str:
    """One decision: where, what was chosen and what it was worth, and the better choice when there was one."""
    where = (
        t("review_where_pain", round=d.round)
        if d.kind == "pain"
        else t("review_where_card", round=d.round, trick=d.trick)
    )
    chosen, best = " ".join(d.chosen), " ".join(d.best)
    if d.chosen == d.best:
        return t("review_line_best", where=where, chosen=chosen, points=d.chosen_points)
    return t(
        "review_line",
        where=where,
        chosen=chosen,
        points=d.chosen_points,
        best=best,
        best_points=d.best_points,
        loss=d.loss,
        label=d.label,
    )
