"""``sticheln play``'s arguments: the table size, the AI, the pace, the output, the record and every table option."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn, TextIO

from bot.i18n import LOCALES, from_environment, quoted, supported, t
from bot.i18n.command_line import LocalParser
from sticheln.ai import LEVELS
from sticheln.cards import MAX_PLAYERS, MIN_PLAYERS
from sticheln.options import MAX_ROUNDS

DEFAULT_DELAY = 0.7  # seconds per AI card, as in the bot: slow enough to follow, quick enough not to bore
MAX_DELAY = 10.0  # the most the service's setting ai_delay allows
ARGUMENT_ERROR_MAX = 300  # characters of argparse's complaint, which repeats what was typed
PATH_SHOWN_MAX = 200  # characters of a path named in an error line


@dataclass(frozen=True)
class PlayArguments:
    players: int
    level: str
    seed: int | None
    delay: float
    plain: bool
    record: Path | None
    force: bool  # --record may replace an existing file
    dm: bool
    rounds: str | None  # "players" or a number of rounds, as the table option takes it
    hidden: bool
    twopain: bool
    start: int | None
    lang: str  # the language the table speaks (--lang, else from LANG)

    def table_options(self) -> list[tuple[str, str]]:
        """The BSW ``option`` commands these arguments stand for, in the order they are given to the table."""
        options = [(name, "on") for name in ("dm", "hidden", "twopain") if getattr(self, name)]
        if self.rounds is not None:
            options.append(("rounds", self.rounds))
        if self.start is not None:
            options.append(("start", str(self.start)))
        return options


class _Parser(LocalParser):
    def error(self, message: str) -> NoReturn:
        """One ``error:`` line instead of argparse's usage block."""
        # argparse repeats what was typed: a line of a few hundred characters at most, never a control character
        self.exit(2, t("term_bad_argument", message=quoted(message, ARGUMENT_ERROR_MAX)) + "\n")


def _delay(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= MAX_DELAY:
        raise argparse.ArgumentTypeError(t("term_bad_delay", most=f"{MAX_DELAY:g}", value=text))
    return seconds


def _rounds(text: str) -> str:
    word = text.strip().lower()
    if word in ("players", "player"):
        return "players"
    if word.isdigit() and 1 <= int(word) <= MAX_ROUNDS:
        return str(int(word))
    raise argparse.ArgumentTypeError(t("term_bad_rounds", most=MAX_ROUNDS, value=text))


def parser(
    prog: str = "sticheln play", description: str | None = None, *, plain: bool = True
) -> argparse.ArgumentParser:
    """``sticheln play``'s parser; ``sticheln web`` takes the same table options (without ``--plain``)."""
    p = _Parser(prog=prog, description=description or t("term_play_description"))
    p.add_argument(
        "--players",
        type=int,
        default=4,
        choices=range(MIN_PLAYERS, MAX_PLAYERS + 1),
        metavar="N",
        help=t("term_players_help"),
    )
    p.add_argument("--level", default="normal", choices=LEVELS, help=t("term_level_help"))
    p.add_argument("--seed", type=int, default=None, metavar="S", help=t("term_seed_help"))
    p.add_argument(
        "--delay",
        type=_delay,
        default=DEFAULT_DELAY,
        metavar=t("cli_seconds"),
        help=t("term_delay_help", default=DEFAULT_DELAY),
    )
    if plain:
        p.add_argument("--plain", action="store_true", help=t("term_plain_help"))
    p.add_argument("--record", type=Path, default=None, metavar=t("cli_file"), help=t("term_record_help"))
    p.add_argument("--force", action="store_true", help=t("term_force_help"))
    p.add_argument("--dm", action="store_true", help=t("term_dm_help"))
    p.add_argument("--rounds", type=_rounds, default=None, metavar="N|players", help=t("term_rounds_help"))
    p.add_argument("--hidden", action="store_true", help=t("term_hidden_help"))
    p.add_argument("--twopain", action="store_true", help=t("term_twopain_help"))
    p.add_argument("--start", type=int, default=None, metavar="N", help=t("term_start_help"))
    p.add_argument("--lang", type=lang_argument, default=from_environment(), metavar="LANG", help=t("term_lang_help"))
    return p


def lang_argument(text: str) -> str:
    found = supported(text)
    if found is None:
        raise argparse.ArgumentTypeError(t("term_bad_lang", known=", ".join(LOCALES), value=text))
    return found


def language_asked(argv: list[str]) -> str:
    """The language ``--lang`` asks for (``--lang de`` or ``--lang=de``), else the environment's (LANG):
    read before the parser is built, so its help and its errors speak it too."""
    for index, word in enumerate(argv):
        value = argv[index + 1] if word == "--lang" and index + 1 < len(argv) else None
        if word.startswith("--lang="):
            value = word.split("=", 1)[1]
        if value is not None and (found := supported(value)) is not None:
            return found
    return from_environment()


def parse_arguments(argv: list[str], stderr: TextIO) -> PlayArguments | int:
    """The arguments, or the exit status after ``--help`` (0) or one ``error:`` line (2)."""
    try:
        args = parser().parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    problem = arguments_problem(args)
    if problem is not None:
        print(problem, file=stderr)
        return 2
    return PlayArguments(**vars(args))


def arguments_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with arguments that are each fine alone, before any game starts."""
    if args.start is not None and not 1 <= args.start <= args.players:  # a seat number, from 1 (the option's words)
        return t("term_bad_start", last=args.players, players=args.players, start=args.start)
    if args.dm and args.rounds is not None:  # dm is "4 rounds": the table would quietly take one of them
        return t("term_dm_and_rounds", rounds=args.rounds)
    if args.record is not None:
        try:
            return _record_problem(args.record, args.force)
        except OSError as err:  # a name the system refuses (too long, say): nothing can be written there
            return t("term_record_failed", path=quoted(str(args.record), PATH_SHOWN_MAX), reason=err.strerror or err)
    return None


def _record_problem(record: Path, force: bool) -> str | None:
    path, folder = quoted(str(record), PATH_SHOWN_MAX), record.parent
    if record.is_dir():
        return t("term_record_is_folder", path=path)
    if not folder.is_dir():
        return t("term_record_no_folder", path=path, folder=quoted(str(folder), PATH_SHOWN_MAX))
    if record.exists() and not force:
        return t("term_record_exists", path=path)
    return None
