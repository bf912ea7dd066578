"""``sticheln replay FILE...``: check and replay game records (RECORD.md)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TextIO

from sticheln.record import RecordError, load_record, replay_summary


def replay_file(name: str, stdin: TextIO) -> str:
    """The output line for one record file; raises RecordError naming the file."""
    try:
        if name == "-":
            text = stdin.read()
        else:
            with open(name, encoding="utf-8") as f:
                text = f.read()
    except OSError as err:
        raise RecordError(f"{name}: cannot read the file ({err.strerror or err})") from None
    except UnicodeDecodeError:
        raise RecordError(f"{name}: the file is not UTF-8 text") from None
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as err:
        raise RecordError(f"{name}: not valid JSON ({err})") from None
    try:
        game = load_record(data)
    except RecordError as err:
        raise RecordError(f"{name}: {err}") from None
    return json.dumps(replay_summary(game), ensure_ascii=False)


def run(argv: list[str], stdout: TextIO, stderr: TextIO, stdin: TextIO) -> int:
    """Replay each file in order; stop at the first refused one with status 2."""
    parser = argparse.ArgumentParser(prog="sticheln replay", description="Replay Sticheln game records.")
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
    return run(sys.argv[1:] if argv is None else argv, sys.stdout, sys.stderr, sys.stdin)
