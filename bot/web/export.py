"""``sticheln replay --html RECORD -o game.html``: the replay page as one file that opens offline.

The served page loads its script and style from the server (its Content-Security-Policy allows nothing
inline); this file has no server, so the same style and script are written into it, the script
modules joined into one. The game is a JSON data block, as on the served page.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import NoReturn, TextIO

from bot.i18n import from_environment, t
from bot.web.pages import document
from bot.web.replay_data import replay_data
from bot.web.static_files import STATIC
from sticheln.record import RecordError
from sticheln.replay import read_record_text

IMPORT = re.compile(r"^import .*?;\n", re.MULTILINE | re.DOTALL)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message} (see {self.prog} --help)\n")


def offline_page(record: dict[str, object], lang: str) -> str:
    style = (STATIC / "table.css").read_text(encoding="utf-8")
    parts = [(STATIC / name).read_text(encoding="utf-8") for name in ("common.js", "review.js", "replay.js")]
    joined = "\n".join(IMPORT.sub("", part).replace("export function", "function") for part in parts)
    module = joined.replace("export const", "const").replace("</", "<\\/")
    head = f"<style>{style}</style>"
    page = document("replay", lang, {}, head, replay_data(record))
    return page.replace("</body>", f'<script type="module">{module}</script></body>')


def main(argv: list[str], stdin: TextIO = sys.stdin, stderr: TextIO = sys.stderr) -> int:
    """Write the offline replay page; ``error:`` and status 2 for a bad record or an unwritable file."""
    parser = _Parser(prog="sticheln replay --html", description=t("term_replay_html_help"))
    parser.add_argument("--html", required=True, metavar="RECORD", help=t("term_replay_html_help"))
    parser.add_argument("-o", "--output", required=True, type=Path, metavar="FILE")
    parser.add_argument("--lang", default=from_environment(), metavar="LANG")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    try:
        text = read_record_text(args.html, stdin)
    except RecordError as err:
        print(f"error: {err}", file=stderr)
        return 2
    try:
        page = offline_page(json.loads(text), args.lang)
    except (RecordError, ValueError, RecursionError) as err:
        print(f"error: {args.html}: {err}", file=stderr)
        return 2
    try:
        args.output.write_text(page, encoding="utf-8")
    except OSError as err:
        print(f"error: {args.output}: {err.strerror or err}", file=stderr)
        return 2
    return 0
