"""``sticheln replay FILE...`` in the reader's language: the game library's replay (:mod:`sticheln.replay`),
its help, its argparse words and its refusals worded from the catalogue (the library itself speaks English)."""

from __future__ import annotations

import errno
import os
import sys
from typing import TextIO

from bot.i18n import quoted, t
from bot.i18n.command_line import LocalParser
from bot.terminal.arguments import PATH_SHOWN_MAX
from bot.terminal.record_faults import record_fault
from sticheln.record import RecordError
from sticheln.replay import BROKEN_PIPE_STATUS, FileProblem, replay_file

OS_REASONS = {
    "ENOENT": "os_no_such_file",
    "EACCES": "os_no_permission",
    "EISDIR": "os_is_folder",
    "ENOTDIR": "os_no_folder",
    "ENAMETOOLONG": "os_name_too_long",
}


def record_problem(err: RecordError) -> str:
    """The refusal of a record file in the reader's words, down to the record's inner fault."""
    if not isinstance(err, FileProblem):
        return record_fault(err)
    values = dict(err.values)
    if "name" in values:  # a file's name as typed, fit for one line
        values["name"] = quoted(str(values["name"]), PATH_SHOWN_MAX)
    if err.detail is not None:
        values["reason"] = record_fault(err.detail)
    code = errno.errorcode.get(int(str(values.pop("errno", 0))), "")
    if code in OS_REASONS:
        values["reason"] = t(OS_REASONS[code])  # the system's reason is English whatever LANG says
    if "line" in values:  # Python's JSON parser says where in English: the place is enough
        values["reason"] = t("replay_json_position", line=values.pop("line"), column=values.pop("column"))
    return t(f"replay_{err.kind}", **values)


def run(argv: list[str], stdout: TextIO, stderr: TextIO, stdin: TextIO) -> int:
    """Replay each file in order; stop at the first refused one with status 2."""
    parser = LocalParser(prog="sticheln replay", description=t("replay_description"))
    parser.add_argument("files", nargs="+", metavar=t("cli_file"), help=t("replay_files_help"))
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    for name in args.files:
        try:
            line = replay_file(name, stdin)
        except RecordError as err:
            print(t("term_error", message=record_problem(err)), file=stderr)
            return 2
        print(line, file=stdout, flush=True)
    return 0


def main(argv: list[str]) -> int:
    try:
        return run(argv, sys.stdout, sys.stderr, sys.stdin)
    except BrokenPipeError:  # the reader stopped reading (``| head``): say nothing, as the library's replay does
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return BROKEN_PIPE_STATUS
