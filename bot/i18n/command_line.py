"""argparse in the reader's language: its own words ("usage:", "options:", "show this help message and exit",
its error messages) come from the catalogue, in the locale being spoken.

argparse words everything through ``gettext`` (``argparse._`` and ``argparse.ngettext``, looked up when a text
is made), so :class:`LocalParser` lends argparse a translation for as long as it builds, parses or formats,
and gives it back afterwards. argparse's texts are ``%`` templates ("invalid choice: %(value)r"); the catalogue's
message is rendered with the template's placeholders as its values, so the placeholders survive.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn

from bot.i18n import DEFAULT_LOCALE, current_locale, t

# argparse's own texts (Python 3.11) -> (message, its values as placeholders)
WORDS: dict[str, tuple[str, dict[str, str]]] = {
    "usage: ": ("cli_usage", {}),
    "options": ("cli_options", {}),
    "positional arguments": ("cli_positionals", {}),
    "show this help message and exit": ("cli_help_help", {}),
    "the following arguments are required: %s": ("cli_required", {"names": "%s"}),
    "unrecognized arguments: %s": ("cli_unrecognized", {"words": "%s"}),
    "invalid %(type)s value: %(value)r": ("cli_invalid_value", {"value": "%(value)r"}),
    "invalid choice: %(value)r (choose from %(choices)s)": (
        "cli_invalid_choice",
        {"value": "%(value)r", "choices": "%(choices)s"},
    ),
    "expected one argument": ("cli_expected_one", {}),
    "expected at least one argument": ("cli_expected_some", {}),
    "expected at most one argument": ("cli_expected_one", {}),
    "argument %(argument_name)s: %(message)s": (
        "cli_argument_problem",
        {"name": "%(argument_name)s", "problem": "%(message)s"},
    ),
    "ambiguous option: %(option)s could match %(matches)s": (
        "cli_ambiguous",
        {"option": "%(option)s", "matches": "%(matches)s"},
    ),
    "%(prog)s: error: %(message)s\n": ("cli_error", {"prog": "%(prog)s", "message": "%(message)s"}),
}


def local_words(text: str) -> str:
    """argparse's ``text`` in the reader's words (argparse's own English for a text the catalogue lacks)."""
    found = WORDS.get(text)
    if found is None or current_locale() == DEFAULT_LOCALE:
        return text  # English is argparse's own
    key, placeholders = found
    said = t(key, **placeholders)
    return said + " " if text.endswith(": ") else said + ("\n" if text.endswith("\n") else "")


def local_plural(singular: str, plural: str, count: int) -> str:
    if singular == "expected %s argument" and current_locale() != DEFAULT_LOCALE:
        return t("cli_expected_n", count=count).replace(str(count), "%s", 1)
    return singular if count == 1 else plural


@contextmanager
def argparse_speaking() -> Iterator[None]:
    """argparse words its texts from the catalogue inside this block."""
    saved: tuple[Callable[[str], str], Callable[[str, str, int], str]] = (argparse._, argparse.ngettext)  # type: ignore[attr-defined]
    argparse._ = local_words  # type: ignore[attr-defined]
    argparse.ngettext = local_plural  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


class LocalParser(argparse.ArgumentParser):
    """An ArgumentParser that speaks the reader's language, and refuses with one ``error:`` line."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        with argparse_speaking():
            super().__init__(*args, **kwargs)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        with argparse_speaking():
            return super().parse_known_args(args, namespace)

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> argparse.Namespace:
        with argparse_speaking():  # "unrecognized arguments" is worded here, outside parse_known_args
            return super().parse_args(args, namespace)

    def format_usage(self) -> str:
        with argparse_speaking():
            return super().format_usage()

    def format_help(self) -> str:
        with argparse_speaking():
            return super().format_help()

    def error(self, message: str) -> NoReturn:
        """One ``error:`` line that says where help is, instead of argparse's usage block."""
        self.exit(2, t("cli_bad_argument", message=message, prog=self.prog) + "\n")
