"""``sticheln play``: a whole game in the terminal against AI players, through the bot's table service."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path
from typing import TextIO

from bot.i18n import Phrase, speaking, t
from bot.service import Actor, Refusal, TableService
from bot.terminal import lobby
from bot.terminal.arguments import PlayArguments, language_asked, parse_arguments
from bot.terminal.keyboard import Keyboard
from bot.terminal.reader import LineReader
from bot.terminal.record import finished_rounds, record_so_far, write_record
from bot.terminal.screen import Screen, is_terminal
from bot.terminal.session import Ending, Session
from bot.terminal.style import sentence
from bot.terminal.view import TableView

HUMAN_ID = 1
# the player's seat name in table state and in --record files: data, the same in every language
# (RECORD.md); the screen shows the reader's word for it ("Du", "Toi")
HUMAN_NAME = "You"
STATUS = {Ending.OVER: 0, Ending.QUIT: 0, Ending.EOF: 1}
INTERRUPTED = 130  # 128 + SIGINT, what a shell reports for Ctrl-C


def main(argv: list[str], stdin: TextIO, stdout: TextIO, stderr: TextIO, *, open_app: lobby.OpenApp) -> int:
    """Parse the arguments and play, in the language of ``--lang`` or LANG; Ctrl-C ends the game (status 130)."""
    with speaking(language_asked(argv)):
        return _main(argv, stdin, stdout, stderr, open_app)


def _main(argv: list[str], stdin: TextIO, stdout: TextIO, stderr: TextIO, open_app: lobby.OpenApp) -> int:
    args = parse_arguments(argv, stderr)
    if isinstance(args, int):
        return args
    screen = Screen(stdout, plain=args.plain)
    try:
        return asyncio.run(play(args, stdin, screen, stderr, open_app))
    except KeyboardInterrupt:
        screen.show(sentence("term_bye"))
        return INTERRUPTED


async def play(args: PlayArguments, stdin: TextIO, screen: Screen, stderr: TextIO, open_app: lobby.OpenApp) -> int:
    """One game on a temporary database; the record (``--record``) is written however the game ends."""
    human = Actor(HUMAN_ID, HUMAN_NAME)
    view = TableView(HUMAN_ID, plain=screen.plain)
    with tempfile.TemporaryDirectory(prefix="sticheln-") as folder:
        service = await lobby.open_service(
            open_app, Path(folder) / "table.db", level=args.level, delay=args.delay, seed=args.seed
        )
        terminal = is_terminal(stdin)
        keyboard = Keyboard(stdin) if terminal else None
        session = Session(
            service, lobby.TABLE_ID, human, LineReader(stdin), screen, view, echo=not terminal, keyboard=keyboard
        )
        started, saved = False, True
        try:
            options = args.table_options()
            await lobby.seat(service, human, ai_players=args.players - 1, level=args.level, options=options)
            service.subscribe(session.on_event)
            screen.show(sentence("term_welcome", n=args.players - 1, level=Phrase("ai_level", level=args.level)))
            await lobby.start(service, human)
            started = True
            status = STATUS[await session.play()]
        except asyncio.CancelledError:  # Ctrl-C: end the prompt's line before anything more is said
            screen.show("")
            raise
        except lobby.OptionRefused as refused:
            print(t("term_bad_option", name=refused.name, value=refused.value, reason=refused.reason), file=stderr)
            return 2
        finally:
            if started and args.record is not None:
                saved = await save_record(service, args.record, view.rounds_scored, screen, stderr)
            await service.close()
        return status if saved else 1


async def save_record(service: TableService, path: Path, rounds: int, screen: Screen, stderr: TextIO) -> bool:
    """Write the finished rounds' record to ``path``; False (and one ``error:`` line) if that fails.

    A record of no round is never written over a file that exists (``--force`` with a game
    left at once): the file is kept as it was.
    """
    if rounds == 0 and path.exists():
        screen.show(sentence("term_record_kept", path=str(path)))
        return True
    try:
        record = await record_so_far(service, lobby.TABLE_ID)
        write_record(path, finished_rounds(record, rounds))
    except OSError as err:
        print(t("term_record_failed", path=path, reason=err.strerror or err), file=stderr)
        return False
    except Refusal as refusal:  # no game was started: nothing to record
        print(t("term_record_failed", path=path, reason=refusal), file=stderr)
        return False
    screen.show(sentence("term_record_written", path=str(path)))
    return True
