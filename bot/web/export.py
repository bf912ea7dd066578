"""``sticheln replay --html RECORD -o game.html``: the replay page as one file that opens offline.

The served page loads its script and style from the server (its Content-Security-Policy allows nothing
inline); this file has no server, so the same style and script are written into it, the script
modules joined into one. The game is a JSON data block, as on the served page.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import TextIO

from bot.i18n import from_environment, speaking, t
from bot.i18n.command_line import LocalParser
from bot.terminal.arguments import lang_argument, language_asked
from bot.terminal.record_faults import record_fault
from bot.terminal.replay import record_problem
from bot.web.pages import document
from bot.web.replay_data import replay_data
from bot.web.static_files import STATIC
from sticheln.record import RecordError
from sticheln.replay import read_record_text

IMPORT = re.compile(r"^import .*?;\n", re.MULTILINE | re.DOTALL)


def offline_page(record: dict[str, object], lang: str) -> str:
    style = (STATIC / "table.css").read_text(encoding="utf-8")
    parts = [(STATIC / name).read_text(encoding="utf-8") for name in ("common.js", "review.js", "replay.js")]
    joined = "\n".join(IMPORT.sub("", part).replace("export function", "function") for part in parts)
    module = joined.replace("export const", "const").replace("</", "<\\/")
    head = f"<style>{style}</style>"
    page = document("replay", lang, {}, head, replay_data(record))
    return page.replace("</body>", f'<script type="module">{module}</script></body>')


def main(argv: list[str], stdin: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Write the offline replay page; ``error:`` and status 2 for a bad record or an unwritable file. Its help
    and refusals speak the page's language (``--lang``, else LANG)."""
    with speaking(language_asked(argv)):  # the streams of the moment, not those of import time
        return _main(argv, stdin or sys.stdin, stderr or sys.stderr)


def _main(argv: list[str], stdin: TextIO, stderr: TextIO) -> int:
    parser = LocalParser(prog="sticheln replay --html", description=t("term_replay_html_help"))
    parser.add_argument("--html", required=True, metavar=t("cli_record"), help=t("term_replay_html_help"))
    parser.add_argument("-o", "--output", required=True, type=Path, metavar=t("cli_file"), help=t("replay_output_help"))
    parser.add_argument(
        "--lang", type=lang_argument, default=from_environment(), metavar="LANG", help=t("replay_lang_help")
    )
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    try:
        text = read_record_text(args.html, stdin)
    except RecordError as err:
        print(t("term_error", message=record_problem(err)), file=stderr)
        return 2
    try:
        record = json.loads(text)
    except json.JSONDecodeError as err:
        problem = t(
            "replay_not_json", name=args.html, reason=t("replay_json_position", line=err.lineno, column=err.colno)
        )
        print(t("term_error", message=problem), file=stderr)
        return 2
    except RecursionError:
        print(t("term_error", message=t("replay_not_json", name=args.html, reason=t("record_too_deep"))), file=stderr)
        return 2
    try:
        page = offline_page(record, args.lang)
    except RecordError as err:
        print(t("term_error", message=t("replay_invalid", name=args.html, reason=record_fault(err))), file=stderr)
        return 2
    except (ValueError, RecursionError) as err:
        print(t("term_error", message=t("replay_invalid", name=args.html, reason=str(err))), file=stderr)
        return 2
    try:
        args.output.write_text(page, encoding="utf-8")
    except OSError as err:
        print(
            t("term_error", message=t("replay_cannot_write", name=str(args.output), reason=err.strerror or str(err))),
            file=stderr,
        )
        return 2
    return 0
