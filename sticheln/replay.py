"""``sticheln replay FILE...``: check and replay game records (RECORD.md)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import NoReturn, TextIO

from sticheln.game import Game
from sticheln.record import RecordError, load_record, replay_summary

# A 10-round game at 6 players is about 20 kB of compact JSON; a file this large is no record,
# and reading no further keeps ``sticheln replay /dev/zero`` from running forever.
MAX_RECORD_BYTES = 1024 * 1024
# A record's numbers are seat and round counts; far longer digit strings are refused before
# Python converts them (past 4,300 digits that conversion itself raises ValueError).
MAX_NUMBER_DIGITS = 30
# What a shell reports for a program stopped by SIGPIPE, e.g. when ``head`` stops reading.
BROKEN_PIPE_STATUS = 128 + 13


class FileProblem(RecordError):
    """A record file refused, with what a caller needs to word the refusal in another language:
    ``kind`` (cannot_read, not_utf8, too_large, empty, not_json, invalid) and its ``values``; for a record
    refused inside (``invalid``, or a number too long in ``not_json``), ``detail`` is that refusal."""

    def __init__(self, text: str, kind: str, detail: RecordError | None = None, **values: object) -> None:
        super().__init__(text)
        self.kind = kind
        self.detail = detail
        self.values = values


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        """One ``error:`` line, like every other refusal of ``sticheln replay``."""
        self.exit(2, f"error: {message} (see {self.prog} --help)\n")


NAME_SHOWN_MAX = 200  # characters of a file's name in an error line


def _shown(name: str) -> str:
    """A file's name fit for one error line: control characters as "?", a long name cut with an ellipsis."""
    clean = "".join("?" if ord(ch) < 32 or ord(ch) == 127 else ch for ch in name)
    return clean if len(clean) <= NAME_SHOWN_MAX else clean[: NAME_SHOWN_MAX - 1] + "…"


def read_record_text(name: str, stdin: TextIO) -> str:
    """The text of one record file (``-``: standard input), at most :data:`MAX_RECORD_BYTES`."""
    try:
        if name == "-":
            source = getattr(stdin, "buffer", None)  # bytes when there are any, so the size is in bytes
            raw: bytes | str = (source or stdin).read(MAX_RECORD_BYTES + 1)
        else:
            with open(name, "rb") as f:
                raw = f.read(MAX_RECORD_BYTES + 1)
    except OSError as err:
        reason = err.strerror or str(err)
        text = f"{_shown(name)}: cannot read the file ({reason})"
        raise FileProblem(text, "cannot_read", name=name, reason=reason, errno=err.errno or 0) from None
    except UnicodeDecodeError:
        raise FileProblem(f"{_shown(name)}: the file is not UTF-8 text", "not_utf8", name=name) from None
    if len(raw) > MAX_RECORD_BYTES:
        kilobytes = MAX_RECORD_BYTES // 1024
        text = f"{_shown(name)}: the file is larger than {kilobytes} kB; a record is far smaller"
        raise FileProblem(text, "too_large", name=name, kilobytes=kilobytes)
    if isinstance(raw, str):
        return raw
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise FileProblem(f"{_shown(name)}: the file is not UTF-8 text", "not_utf8", name=name) from None


def _bounded_int(digits: str) -> int:
    length = len(digits.lstrip("-"))
    if length > MAX_NUMBER_DIGITS:
        raise RecordError(f"a number of {length} digits, far more than any record holds", "long_number", digits=length)
    return int(digits)


def replay_file(name: str, stdin: TextIO) -> str:
    """The output line for one record file; raises RecordError naming the file."""
    return json.dumps(replay_summary(load_file(name, stdin)), ensure_ascii=False)


def load_file(name: str, stdin: TextIO) -> Game:
    """The game replayed from one record file (``-``: standard input); raises RecordError naming the file."""
    text = read_record_text(name, stdin)
    if not text.strip():
        text = f"{_shown(name)}: the file is empty; a record is the JSON that sticheln play --record writes"
        raise FileProblem(text, "empty", name=name)
    try:
        data = json.loads(text, parse_int=_bounded_int)
    except RecordError as err:
        raise FileProblem(f"{_shown(name)}: {err}", "not_json", err, name=name, reason=str(err)) from None
    except json.JSONDecodeError as err:
        text = f"{_shown(name)}: not valid JSON ({err})"
        raise FileProblem(text, "not_json", name=name, reason=str(err), line=err.lineno, column=err.colno) from None
    except RecursionError as err:
        deep = RecordError("the JSON is nested too deeply for a record", "too_deep")
        raise FileProblem(
            f"{_shown(name)}: not valid JSON ({err})", "not_json", deep, name=name, reason=str(err)
        ) from None
    except ValueError as err:
        raise FileProblem(f"{_shown(name)}: not valid JSON ({err})", "not_json", name=name, reason=str(err)) from None
    try:
        return load_record(data)
    except RecordError as err:
        raise FileProblem(f"{_shown(name)}: {err}", "invalid", err, name=name, reason=str(err)) from None


def run(argv: list[str], stdout: TextIO, stderr: TextIO, stdin: TextIO) -> int:
    """Replay each file in order; stop at the first refused one with status 2."""
    parser = _Parser(prog="sticheln replay", description="Replay Sticheln game records.")
    parser.add_argument("files", nargs="+", metavar="FILE", help="record files; - reads standard input")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    for name in args.files:
        try:
            line = replay_file(name, stdin)
        except RecordError as err:
            print(f"error: {err}", file=stderr)
            return 2
        print(line, file=stdout, flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    try:
        return run(sys.argv[1:] if argv is None else argv, sys.stdout, sys.stderr, sys.stdin)
    except BrokenPipeError:
        # The reader stopped reading (``| head``): nothing is wrong with the records, so say nothing,
        # and point stdout at /dev/null so the interpreter's final flush cannot fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return BROKEN_PIPE_STATUS
