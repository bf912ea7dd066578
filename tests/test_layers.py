"""The house's floors, written down once: every import points down or stays on its floor, and no files import
each other in a circle. README's Layout is made from the same table (``python -m tests.test_layers --write``).

An import counts wherever it stands: at the top, inside a function, or under ``TYPE_CHECKING`` (a type the checker
needs from above is a dependency all the same).
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"

# From the ground up: (packages or modules on the floor, what the floor is). A module may import its own floor and
# the floors below it, never one above.
LAYERS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("sticheln",), "the game as a pure library: cards, rules, records, replay, review and the AI players"),
    (("bot.i18n", "bot.locales", "bot.settings", "bot.runtime"), "words in four languages, settings, the event loop"),
    (("bot.model",), "the table's value types: the table's state machine, events, the contract, ratings"),
    (("bot.storage",), "SQLite and PostgreSQL behind one interface, all SQL, typed rows"),
    (("bot.service",), "the table service: one path for every change, clocks, AI players, results, announcements"),
    (("bot.club", "bot.review"), "club play (tournaments, seasons, history, LFG) and game reviews, on the service"),
    (("bot.terminal", "bot.web", "bot.discord", "bot.setting_errors"), "the adapters: thin, clicks in, views out"),
    (("bot.app", "bot.main", "bot.cli", "bot"), "the composition root and the commands that start it"),
)
ADAPTERS = ("bot.discord", "bot.web", "bot.terminal")
# deliberate, each for a stated reason; anything else between adapters is a mistake
ALLOWED_BETWEEN_ADAPTERS = {
    ("bot.discord.links.web_host", "bot.web"),  # the bot serves the web table in its own process
    ("bot.discord.app_parts", "bot.web"),  # ... which the composition root builds and hands the client
    ("bot.discord.links.web_links", "bot.web"),  # ... and signs its links
    ("bot.discord.activity_launch", "bot.web"),  # ... and the personal link /play falls back to
    ("bot.web.command", "bot.terminal"),  # `sticheln web` seats its table and writes its record as `sticheln play`
    ("bot.web.export", "bot.terminal"),  # `sticheln replay --html` reads its arguments and records as `sticheln replay`
}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def source_files() -> Iterator[Path]:
    for top in ("sticheln", "bot"):
        yield from sorted((ROOT / top).rglob("*.py"))


def known_modules() -> set[str]:
    return {module_name(p) for p in source_files()}


def imported(path: Path, known: set[str] | None = None) -> set[str]:
    """Every module ``path`` imports, at the top, inside a function or for the type checker only.

    ``from package import name`` is an import of ``package.name`` where that is a module of this tree (a package's
    face hands names on; the module is what is used)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            submodules = {f"{node.module}.{a.name}" for a in node.names} & (known or set())
            names |= submodules
            if len(submodules) < len(node.names):
                names.add(node.module)
    return names


def graph() -> dict[str, set[str]]:
    known = known_modules()
    return {module_name(p): imported(p, known) & known for p in source_files()}


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def floor(module: str) -> int:
    """The floor of ``module``: the most specific package named in LAYERS that holds it."""
    best, depth = -1, -1
    for number, (members, _) in enumerate(LAYERS):
        for member in members:
            if within(module, member) and member.count(".") > depth:
                best, depth = number, member.count(".")
    assert best >= 0, f"{module} stands on no floor: add it to LAYERS"
    return best


def upward_imports(edges: dict[str, set[str]]) -> list[str]:
    return [
        f"{module} (floor {floor(module)}) imports {name} (floor {floor(name)})"
        for module, names in sorted(edges.items())
        for name in sorted(names)
        if floor(name) > floor(module)
    ]


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in edges.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_every_module_stands_on_a_floor() -> None:
    for module in known_modules():
        floor(module)


def test_no_import_runs_back_up() -> None:
    assert upward_imports(graph()) == []


def test_no_files_import_each_other_in_a_circle() -> None:
    assert circles(graph()) == []


def test_the_game_library_imports_nothing_of_the_bot() -> None:
    edges = graph()
    assert [
        f"{m} imports {n}" for m, ns in edges.items() if within(m, "sticheln") for n in ns if within(n, "bot")
    ] == []


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_an_adapter_imports_no_other_adapter(adapter: str) -> None:
    others = tuple(a for a in ADAPTERS if a != adapter)
    found = [
        f"{module} imports {name}"
        for module, names in graph().items()
        if within(module, adapter)
        for name in sorted(names)
        for other in others
        if within(name, other) and (module, other) not in ALLOWED_BETWEEN_ADAPTERS
    ]
    assert found == []


def test_the_check_sees_an_import_that_runs_up_and_a_circle() -> None:
    """The storage once imported the service's table while the service imported the storage: both are named."""
    edges = {"bot.storage.change": {"bot.service.table"}, "bot.service.table": {"bot.storage.change"}}
    assert upward_imports(edges) == ["bot.storage.change (floor 3) imports bot.service.table (floor 4)"]
    assert circles(edges) == [["bot.service.table", "bot.storage.change"]]


def test_the_check_sees_imports_in_functions_and_for_the_type_checker(tmp_path: Path) -> None:
    source = tmp_path / "collaborators.py"
    source.write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.discord.client import StichelnBot\n"
        "def f():\n    import bot.web.links\nfrom bot.service import results, TableService\n"
    )
    known = {"bot.discord.client", "bot.web.links", "bot.service.results", "bot.service"}
    assert imported(source, known) == {
        "typing",
        "bot.discord.client",
        "bot.web.links",
        "bot.service.results",
        "bot.service",
    }


# -- README's Layout, made from LAYERS -------------------------------------------------------------------------------

BEGIN, END = "<!-- layout: python -m tests.test_layers --write -->", "<!-- /layout -->"


def layout() -> str:
    rows = ["| floor | packages | what lives there |", "|---|---|---|"]
    for number, (members, what) in reversed(list(enumerate(LAYERS))):
        shown = ", ".join(f"`{m.replace('.', '/')}`" for m in members)
        rows.append(f"| {number + 1} | {shown} | {what} |")
    return "\n".join([BEGIN, *rows, END])


def readme_layout() -> str:
    text = README.read_text(encoding="utf-8")
    match = re.search(re.escape(BEGIN) + r".*?" + re.escape(END), text, re.S)
    return match.group(0) if match else ""


def test_readme_layout_is_made_from_the_layers() -> None:
    assert readme_layout() == layout(), "run: python -m tests.test_layers --write"


if __name__ == "__main__" and "--write" in sys.argv:
    text = README.read_text(encoding="utf-8")
    README.write_text(text.replace(readme_layout(), layout()) if readme_layout() else text, encoding="utf-8")


# -- rooms a newcomer can read -----------------------------------------------------------------------------------------

LONGEST_FILE, LONGEST_FUNCTION = 400, 60
SEARCH = ("sticheln/ai/",)  # the AI's search loops are long on purpose: one pass, no calls in the hot path


def long_functions(path: Path) -> list[str]:
    return [
        f"{path.relative_to(ROOT)}:{node.lineno} {node.name} ({node.end_lineno - node.lineno + 1} lines)"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and node.end_lineno is not None
        and node.end_lineno - node.lineno + 1 > LONGEST_FUNCTION
    ]


def test_no_file_of_the_bot_is_over_400_lines() -> None:
    long = [
        f"{p.relative_to(ROOT)} ({n})"
        for p in (ROOT / "bot").rglob("*.py")
        if (n := len(p.read_text().splitlines())) > LONGEST_FILE
    ]
    assert long == []


def test_no_function_is_over_60_lines_outside_the_ai_search() -> None:
    found = [f for p in source_files() if not str(p.relative_to(ROOT)).startswith(SEARCH) for f in long_functions(p)]
    assert found == []
