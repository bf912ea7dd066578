"""Check the translation files: ``python -m bot.i18n.check`` (the test suite runs the same checks).

Every locale has exactly English's messages, each with the same variables, and parses without
error; every locale uses the game's own words (``docs/GLOSSARY.md``, see :mod:`bot.i18n.glossary`);
every message the code names exists, and every message exists because the code names it.
The code names a message by a string literal (``t("dc_joined", ...)``, ``Refusal("table_full")``,
``ENGINE_REFUSALS``), or by a prefix in an f-string (``t(f"dc_cmd_{name}")``), so the check reads
the code's string literals rather than running it.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from bot.i18n import glossary
from bot.i18n.catalogue import resource
from bot.i18n.locales import DEFAULT_LOCALE, LOCALES

CODE_ROOT = Path(__file__).resolve().parent.parent  # the bot package
# calls whose first argument is a message id: a literal there must name a message
KEYED_CALLS = frozenset({"t", "translate", "Refusal", "Phrase", "sentence", "styled", "described"})


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.found.add(node.id.name)

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.messages.add(node.id.name)


def messages(locale: str) -> dict[str, ftl.Message]:
    return {e.id.name: e for e in resource(locale).body if isinstance(e, ftl.Message)}


def variables(locale: str, key: str) -> frozenset[str]:
    """The variables message ``key`` of ``locale`` uses, with those of the messages it refers to."""
    found: set[str] = set()
    seen: set[str] = set()
    todo = [key]
    table = messages(locale)
    while todo:
        name = todo.pop()
        if name in seen or name not in table:
            continue
        seen.add(name)
        visitor = _Variables()
        visitor.visit(table[name])
        found |= visitor.found
        todo.extend(visitor.messages)
    return frozenset(found)


def syntax_errors(locale: str) -> list[str]:
    out = []
    for entry in resource(locale).body:
        if isinstance(entry, ftl.Junk):
            notes = "; ".join(str(a.message) for a in entry.annotations)
            out.append(f"{locale}.ftl: cannot read {(entry.content or '').strip()[:60]!r}: {notes}")
        elif isinstance(entry, ftl.Message) and entry.value is None:
            out.append(f"{locale}.ftl: {entry.id.name} has no text")
    return out


def locale_problems(locales: Iterable[str] = LOCALES) -> list[str]:
    """Each locale against English: parse errors, missing or extra messages, different variables."""
    reference = messages(DEFAULT_LOCALE)
    problems = syntax_errors(DEFAULT_LOCALE)
    for locale in locales:
        if locale == DEFAULT_LOCALE:
            continue
        problems += syntax_errors(locale)
        theirs = messages(locale)
        problems += [f"{locale}.ftl lacks {key}" for key in sorted(reference.keys() - theirs.keys())]
        problems += [f"{locale}.ftl has {key}, which English has not" for key in sorted(theirs.keys() - reference)]
        for key in sorted(reference.keys() & theirs.keys()):
            ours, other = variables(DEFAULT_LOCALE, key), variables(locale, key)
            if ours != other:
                problems.append(f"{locale}.ftl {key}: variables {sorted(other)}, English has {sorted(ours)}")
    return problems


def _sources(root: Path) -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(root.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _called(node: ast.Call) -> str:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def code_names(root: Path = CODE_ROOT) -> tuple[set[str], set[str], dict[str, str]]:
    """Every string literal of the code, the prefixes of its f-strings, and the literal message ids
    of keyed calls (with where they are)."""
    literals: set[str] = set()
    prefixes: set[str] = set()
    keyed: dict[str, str] = {}
    for path, tree in _sources(root):
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            elif isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
                prefixes.add(str(node.values[0].value))
            elif isinstance(node, ast.Call) and _called(node) in KEYED_CALLS and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    keyed.setdefault(first.value, f"{path.relative_to(root.parent)}:{node.lineno}")
    return literals, prefixes, keyed


def usage_problems(root: Path = CODE_ROOT) -> list[str]:
    """Messages the code names that English lacks, and English messages no code names."""
    ids = set(messages(DEFAULT_LOCALE))
    literals, prefixes, keyed = code_names(root)
    problems = [f"{where} names {key}, which en.ftl lacks" for key, where in sorted(keyed.items()) if key not in ids]
    for key in sorted(ids):
        if key not in literals and not any(p and key.startswith(p) for p in prefixes if "_" in p):
            problems.append(f"en.ftl has {key}, which no code uses")
    return problems


def glossary_problems(locales: Iterable[str] = LOCALES) -> list[str]:
    """Each locale against docs/GLOSSARY.md: rejected terms, and glossary terms dropped where English uses them."""
    if not glossary.GLOSSARY.exists():
        return []  # an installed package without the repository's docs: nothing to check against
    table = glossary.concepts()
    return glossary.problems(messages(DEFAULT_LOCALE), {locale: messages(locale) for locale in locales}, table)


def problems() -> list[str]:
    return locale_problems() + usage_problems() + glossary_problems()


def main() -> int:
    argparse.ArgumentParser(prog="python -m bot.i18n.check", description=__doc__.split("\n")[0]).parse_args()
    found = problems()
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} problems in bot/locales", file=sys.stderr)
        return 1
    count, names = len(messages(DEFAULT_LOCALE)), ", ".join(LOCALES)
    print(f"bot/locales: {count} messages in {len(LOCALES)} locales ({names}), all complete, in the glossary's words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
