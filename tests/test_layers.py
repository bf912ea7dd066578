"""The direction of imports (README, Layout): the game library at the bottom, the adapters at the top, and an
adapter never reaching into another one, except where one hosts the other on purpose."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ADAPTERS = ("bot.discord", "bot.web", "bot.terminal")
# deliberate, each for a stated reason; anything else between adapters is a mistake
ALLOWED_BETWEEN_ADAPTERS = {
    ("bot.discord.web_host", "bot.web"),  # the bot serves the web table in its own process
    ("bot.discord.web_links", "bot.web"),  # ... and signs its links
    ("bot.web.command", "bot.terminal"),  # `sticheln web` seats its table and writes its record as `sticheln play`
}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path) -> set[str]:
    """Every module ``path`` imports, at the top or inside a function."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def modules(package: str) -> list[tuple[str, set[str]]]:
    folder = ROOT.joinpath(*package.split("."))
    return [(module_name(p), imported(p)) for p in sorted(folder.rglob("*.py"))]


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def offending(package: str, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{module} imports {name}"
        for module, names in modules(package)
        for name in sorted(names)
        if any(within(name, f) for f in forbidden)
    ]


def test_the_game_library_imports_nothing_of_the_bot() -> None:
    assert offending("sticheln", ("bot",)) == []


@pytest.mark.parametrize("package", ["bot.service", "bot.club", "bot.storage", "bot.i18n"])
def test_the_floors_below_the_adapters_import_no_adapter(package: str) -> None:
    assert offending(package, ADAPTERS) == []


def test_the_table_service_imports_no_club_play() -> None:
    assert offending("bot.service", ("bot.club",)) == []


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_an_adapter_imports_no_other_adapter(adapter: str) -> None:
    others = tuple(a for a in ADAPTERS if a != adapter)
    found = [
        f"{module} imports {name}"
        for module, names in modules(adapter)
        for name in sorted(names)
        for other in others
        if within(name, other) and (module, other) not in ALLOWED_BETWEEN_ADAPTERS
    ]
    assert found == []


def test_the_check_sees_an_import_between_adapters(tmp_path: Path) -> None:
    """The round message once imported the terminal's tally: the check would have named it."""
    source = tmp_path / "round_board.py"
    source.write_text("from bot.terminal.tally import RoundTally\n\ndef f():\n    import bot.web.links\n")
    assert imported(source) == {"bot.terminal.tally", "bot.web.links"}
