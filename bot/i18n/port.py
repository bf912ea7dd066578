"""Move ``str.format`` sentences into Fluent: ``python -m bot.i18n.port MODULE:NAME``.

It prints, for a dict of English templates such as ``{"club_joined": "{name} joins {league}."}``,
the same messages in Fluent syntax (``club_joined = { $name } joins { $league }.``), ready to
append to ``bot/locales/en.ftl``; then translate them into every other locale's file and run
``python -m bot.i18n.check``. ``{x!r}`` becomes ``'{ $x }'`` and ``{x:+d}`` ``{ SIGNED($x) }``;
any other format spec is left for the translator to write as ``NUMBER(...)`` options.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Mapping
from string import Formatter

SPECIAL_AT_LINE_START = ("[", "*", ".")


def placeable(field: str, spec: str, conversion: str | None) -> str:
    if spec == "+d":
        return "{ SIGNED($" + field + ") }"
    if spec.startswith(".") and spec.endswith("f"):
        return "{ NUMBER($" + field + ", maximumFractionDigits: " + spec[1:-1] + ") }"
    text = "{ $" + field + " }"
    return f"'{text}'" if conversion == "r" else text


def pattern(template: str) -> str:
    """One ``str.format`` template as a Fluent pattern (the text after ``id =``)."""
    out = []
    for literal, field, spec, conversion in Formatter().parse(template):
        out.append(literal.replace("{", '{"{"}').replace("}", '{"}"}'))
        if field is not None:
            out.append(placeable(field, spec or "", conversion))
    text = "".join(out)
    lines = text.split("\n")
    fixed = []
    for line in lines:
        if line.startswith(" "):
            stripped = line.lstrip(" ")
            line = '{"' + line[: len(line) - len(stripped)] + '"}' + stripped
        if line.startswith(SPECIAL_AT_LINE_START):
            line = '{"' + line[0] + '"}' + line[1:]
        if line.endswith(" "):
            stripped = line.rstrip(" ")
            line = stripped + '{"' + line[len(stripped) :] + '"}'
        fixed.append(line)
    if len(fixed) == 1:
        return fixed[0]
    return "\n" + "\n".join(("    " + line) if line else "" for line in fixed)


def messages(catalogue: Mapping[str, str]) -> str:
    return "\n".join(f"{key} = {pattern(value)}" for key, value in catalogue.items()) + "\n"


def main(argv: list[str]) -> int:
    usage = "usage: python -m bot.i18n.port MODULE:NAME  (e.g. bot.text:CLUB)"
    if argv in (["-h"], ["--help"]):
        print(usage)
        return 0
    if len(argv) != 1 or ":" not in argv[0]:
        print(usage, file=sys.stderr)
        return 2
    module, name = argv[0].split(":", 1)
    sys.stdout.write(messages(getattr(importlib.import_module(module), name)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
