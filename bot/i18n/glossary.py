"""The game's own words in every locale (``docs/GLOSSARY.md``), checked against every message.

The glossary's table is the check's data: a term in backticks is checked, several in one cell
are alternatives. Two rules, each explained in the glossary:

- a *dropped term*: the English message contains an English term of a concept (longer terms
  first, so "tournament round" is not also a "round"), and another locale's message contains
  none of that locale's terms for it;
- a *rejected term*: a locale's message contains a word the glossary says not to use.

Matching is on words, case-insensitive: ``*`` at a word's end is any ending, at its start any
beginning, and ``…`` up to :data:`GAP` words in between.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

GLOSSARY = Path(__file__).resolve().parent.parent.parent / "docs" / "GLOSSARY.md"
COLUMNS = ("concept", "en", "de", "fr", "pt-BR", "not to use")
LANGUAGE_NAMES = {"en": "English", "de": "German", "fr": "French", "pt-BR": "Brazilian Portuguese"}
GAP = 6  # words a "…" may stand for (German separable verbs: "spielt in der ersten Runde aus")
_WORD = re.compile(r"\w+")
_TERM_PART = re.compile(r"\*?\w+\*?|…")
_CODE = re.compile(r"`([^`]+)`")


@dataclass(frozen=True)
class Term:
    """One glossary term as written (``Ärgerfarbe*``), matched word by word."""

    text: str

    @cached_property
    def parts(self) -> tuple[str, ...]:
        return tuple(_TERM_PART.findall(self.text.casefold()))

    def __len__(self) -> int:
        return len([p for p in self.parts if p != "…"])

    def find(self, words: Sequence[str | None]) -> tuple[int, int] | None:
        """Where the term is in ``words`` (start, end), or None; ``None`` words never match."""
        parts = self.parts
        first = parts[0] if parts and parts[0] != "…" else None
        for start in range(len(words)):
            if first is not None and not _word_matches(first, words[start]):
                continue  # the term cannot start here: most words of a message (the check asks a million times)
            end = _match(parts, words, start)
            if end is not None:
                return start, end
        return None


def _word_matches(part: str, word: str | None) -> bool:
    if word is None:
        return False
    core = part.strip("*")
    if part.startswith("*") and part.endswith("*"):
        return core in word
    if part.startswith("*"):
        return word.endswith(core)
    if part.endswith("*"):
        return word.startswith(core)
    return word == core


def _match(parts: Sequence[str], words: Sequence[str | None], at: int) -> int | None:
    if not parts:
        return at
    head, rest = parts[0], parts[1:]
    if head == "…":
        for skip in range(GAP + 1):
            end = _match(rest, words, at + skip)
            if end is not None:
                return end
        return None
    if at < len(words) and _word_matches(head, words[at]):
        return _match(rest, words, at + 1)
    return None


@dataclass(frozen=True)
class Concept:
    name: str
    terms: dict[str, tuple[Term, ...]]  # locale -> alternatives
    rejected: dict[str, tuple[Term, ...]]  # locale -> words not to use

    @property
    def short(self) -> str:
        """The concept's name without its explanation: "game round" for "game round (one deal of 15 cards)"."""
        return self.name.split(" (", 1)[0]


def _terms(cell: str) -> tuple[Term, ...]:
    return tuple(Term(found) for found in _CODE.findall(cell))


def _rejected(cell: str) -> dict[str, tuple[Term, ...]]:
    """``de `Schmerz*`; fr `piège*`, `x``` -> {"de": (...), "fr": (...)}."""
    out: dict[str, tuple[Term, ...]] = {}
    for part in cell.split(";"):
        locale, _, terms = part.strip().partition(" ")
        if terms:
            out[locale] = _terms(terms)
    return out


def parse(text: str) -> list[Concept]:
    """The concepts of the glossary's table (the first table whose header starts with COLUMNS)."""
    rows = [line for line in text.splitlines() if line.startswith("|")]
    cells = [[c.strip() for c in row.strip().strip("|").split("|")] for row in rows]
    header = next((i for i, row in enumerate(cells) if tuple(row[: len(COLUMNS)]) == COLUMNS), None)
    if header is None:
        raise ValueError(f"the glossary has no table with the columns {', '.join(COLUMNS)}")
    concepts = []
    for row in cells[header + 2 :]:
        named = dict(zip(COLUMNS, row, strict=False))
        terms = {locale: _terms(named.get(locale, "")) for locale in COLUMNS[1:5]}
        concepts.append(Concept(named["concept"], terms, _rejected(named.get("not to use", ""))))
    return concepts


@cache
def concepts() -> tuple[Concept, ...]:
    return tuple(parse(GLOSSARY.read_text(encoding="utf-8")))


class _Text(Visitor):
    """A message's own words: every variant of its selectors, without placeables' values."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def visit_TextElement(self, node: ftl.TextElement) -> None:
        self.parts.append(node.value)

    def visit_Placeable(self, node: ftl.Placeable) -> None:
        self.parts.append(" ")
        self.generic_visit(node)
        self.parts.append(" ")

    def visit_Variant(self, node: ftl.Variant) -> None:
        self.parts.append("\n")
        self.generic_visit(node)
        self.parts.append("\n")


def words(message: ftl.Message) -> list[str | None]:
    visitor = _Text()
    if message.value is not None:
        visitor.visit(message.value)
    return list(_WORD.findall("".join(visitor.parts).casefold()))


def english_concepts(
    text: Sequence[str | None], table: Iterable[Concept], kept: Sequence[str | None] = ()
) -> list[tuple[Concept, Term]]:
    """The concepts an English message uses, each with the term it uses; longer terms take their words first.

    A term the translation ``kept`` word for word is a name there (the option ``rounds``, the command
    ``/leaderboard``), not the concept."""
    left = list(text)
    found: list[tuple[Concept, Term]] = []
    pairs = [(concept, term) for concept in table for term in concept.terms.get("en", ())]
    for concept, term in sorted(pairs, key=lambda pair: -len(pair[1])):
        while (where := term.find(left)) is not None:
            start, end = where
            named = Term(" ".join(w for w in left[start:end] if w)).find(kept) is not None
            left[start:end] = [None] * (end - start)
            if not named and all(seen is not concept for seen, _ in found):
                found.append((concept, term))
    return found


def _names(terms: Iterable[Term]) -> str:
    return " or ".join(term.text for term in terms)


def problems(
    english: dict[str, ftl.Message], others: dict[str, dict[str, ftl.Message]], table: Sequence[Concept]
) -> list[str]:
    """Dropped and rejected terms, one line each: locale, message, the term found, the term expected."""
    out = []
    for locale, messages in others.items():
        language = LANGUAGE_NAMES.get(locale, locale)
        for key, message in messages.items():
            text = words(message)
            for concept in table:
                for bad in concept.rejected.get(locale, ()):
                    if (where := bad.find(text)) is not None:
                        found = " ".join(w for w in text[where[0] : where[1]] if w)
                        expected = _names(concept.terms.get(locale, ())) or "another word"
                        out.append(
                            f'{locale}.ftl {key}: "{found}" is a rejected term ({bad.text}, {concept.short});'
                            f" use {expected}"
                        )
            if locale == "en" or key not in english:
                continue
            for concept, used in english_concepts(words(english[key]), table, text):
                wanted = concept.terms.get(locale, ())
                if wanted and all(term.find(text) is None for term in wanted):
                    out.append(
                        f'{locale}.ftl {key}: English "{used.text.rstrip("*")}" ({concept.short}) needs'
                        f" {_names(wanted)} in {language}; none found"
                    )
    return out
