"""Issue 39, item 5: the ways to keep the bot running, checked without a container engine or a systemd host.

``compose.yaml``, the ``Dockerfile`` and ``deploy/sticheln-bot.service`` are read as data: every name they
give the bot must be a setting it knows, every file they copy must exist, the database URL must reach the
database service they start. When ``systemd-analyze`` is on the machine the unit is verified by it too.
"""

from __future__ import annotations

import configparser
import re
import shlex
import shutil
import subprocess
import tomllib
from pathlib import Path
from urllib.parse import urlsplit

import yaml

from bot.discord.invite import REQUIRED_PERMISSIONS
from bot.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
UNIT = ROOT / "deploy" / "sticheln-bot.service"


def compose() -> dict:
    return yaml.safe_load((ROOT / "compose.yaml").read_text())


def substituted(value: str) -> str:
    """A compose value with its ``${NAME:?message}`` and ``${NAME}`` variables replaced by NAME."""
    return re.sub(r"\$\{([A-Z_]+)(?::[?-][^}]*)?\}", r"\1", value)


def test_compose_runs_the_bot_on_its_postgres_service():
    services = compose()["services"]
    assert set(services) == {"bot", "postgres"}
    bot, postgres = services["bot"], services["postgres"]
    assert bot["build"] == "." and bot["restart"] == "unless-stopped"
    assert bot["depends_on"]["postgres"]["condition"] == "service_healthy"
    assert postgres["image"].startswith("postgres:") and int(postgres["image"].split(":")[1]) >= 15
    url = urlsplit(substituted(bot["environment"]["STICHELN_DATABASE"]))
    db = postgres["environment"]
    assert url.scheme == "postgresql" and url.hostname == "postgres" and url.port == 5432
    assert url.username == db["POSTGRES_USER"] and url.path == f"/{db['POSTGRES_DB']}"
    assert url.password == "POSTGRES_PASSWORD" and substituted(db["POSTGRES_PASSWORD"]) == "POSTGRES_PASSWORD"
    assert "pg_isready" in " ".join(postgres["healthcheck"]["test"])


def test_compose_gives_the_bot_only_settings_it_knows():
    environment = compose()["services"]["bot"]["environment"]
    assert "DISCORD_TOKEN" in environment
    for name in environment:
        if name != "DISCORD_TOKEN":
            assert name.startswith("STICHELN_") and name.removeprefix("STICHELN_").lower() in Settings.model_fields
    commented = re.findall(r"#\s*(STICHELN_[A-Z_]+):", (ROOT / "compose.yaml").read_text())
    assert all(name.removeprefix("STICHELN_").lower() in Settings.model_fields for name in commented)


def test_compose_keeps_the_database_in_a_named_volume():
    document = compose()
    [mount] = document["services"]["postgres"]["volumes"]
    volume, target = mount.split(":")
    assert target == "/var/lib/postgresql/data" and volume in document["volumes"]


def dockerfile() -> list[tuple[str, str]]:
    """The Dockerfile's instructions (continued lines joined), as (INSTRUCTION, arguments)."""
    text = re.sub(r"\\\n", " ", (ROOT / "Dockerfile").read_text())
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("#")]
    return [(line.split(None, 1)[0].upper(), line.split(None, 1)[1]) for line in lines]


def test_the_image_copies_what_exists_and_runs_sticheln_bot():
    instructions = dockerfile()
    [base] = [args for op, args in instructions if op == "FROM"]
    wanted = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"]
    assert base.startswith("python:3.") and int(base.split(".")[1].split("-")[0]) >= int(wanted.split(".")[1])
    for op, args in instructions:
        if op == "COPY":
            *sources, _ = shlex.split(args)
            for source in sources:
                assert (ROOT / source).exists(), f"COPY {source}: no such file"
    ignored = (ROOT / ".dockerignore").read_text().splitlines()
    copied = {source for op, args in instructions if op == "COPY" for source in shlex.split(args)[:-1]}
    assert all(f"!{source}" in ignored for source in copied), "the .dockerignore leaves out a file the image copies"
    assert dict(instructions)["CMD"] == '["sticheln-bot"]'
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["sticheln-bot"] == "bot.main:main"
    assert dict(instructions)["STOPSIGNAL"] == "SIGINT"  # the bot closes cleanly on SIGINT
    assert dict(instructions)["USER"] != "root"


def unit() -> configparser.RawConfigParser:
    parser = configparser.RawConfigParser(strict=True, interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # systemd's keys are case-sensitive
    parser.read_string(UNIT.read_text())
    return parser


def test_the_systemd_unit_restarts_the_bot_on_failure_only():
    service = unit()["Service"]
    command = shlex.split(service["ExecStart"])
    assert Path(command[0]).name == "sticheln-bot" and command[0].startswith("/")
    assert command[1:] == ["--config", "/etc/sticheln/config.toml"]
    assert service["Restart"] == "on-failure"
    assert service["RestartPreventExitStatus"] == "2"  # a refusal at start is not retried
    assert service["KillSignal"] == "SIGINT" and service["SuccessExitStatus"] == "130"
    assert service["User"] != "root"
    assert unit()["Install"]["WantedBy"] == "multi-user.target"
    assert "network-online.target" in unit()["Unit"]["After"]


def test_the_systemd_unit_verifies_where_systemd_is_installed(tmp_path):
    """``systemd-analyze verify`` on the unit with ExecStart pointing at this installation's ``sticheln-bot``;
    without systemd only the parsing above stands (this test's other checks run everywhere)."""
    program = shutil.which("sticheln-bot")
    assert program is not None, "the package is installed (pip install -e .)"
    text = UNIT.read_text().replace("/opt/sticheln/venv/bin/sticheln-bot", program)
    for name in ("User", "Group", "EnvironmentFile"):
        text = re.sub(rf"^{name}=.*$", "", text, flags=re.MULTILINE)  # this machine has no sticheln user
    copy = tmp_path / "sticheln-bot.service"
    copy.write_text(text)
    assert unit()["Service"]["ExecStart"].split()[0] in UNIT.read_text()
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        return
    result = subprocess.run(
        [analyze, "verify", "--man=no", str(copy)], capture_output=True, text=True, timeout=60, check=False
    )
    problems = [line for line in result.stderr.splitlines() if "sticheln-bot.service" in line]
    assert result.returncode == 0 and not problems, result.stderr


def test_the_readme_invite_asks_for_the_permissions_the_bot_checks():
    readme = (ROOT / "README.md").read_text()
    assert f"permissions={REQUIRED_PERMISSIONS.value}" in readme
    assert "docs/DEPLOY.md" in readme
    deploy = (ROOT / "docs" / "DEPLOY.md").read_text()
    for name in ("View Channel", "Send Messages", "Send Messages in Threads", "Create Public Threads", "Embed Links"):
        assert name in deploy
