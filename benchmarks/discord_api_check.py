"""Every request body of a simcord session checked against Discord's own OpenAPI description of its REST API.

    python benchmarks/discord_api_check.py --spec openapi.json [--requests FOLDER_OR_FILE | --save FOLDER]
        [--routes] [pytest arguments ...]

``--spec`` is ``specs/openapi.json`` of the public repository ``discord/discord-api-spec`` (not kept in this
repository: take the newest). Without ``--requests``, the script runs the simcord tests given (by default a broad
session: whole games in every language, the club's commands, reviews, refusals, threads, closed DMs) with
``STICHELN_RECORD_REQUESTS`` set, so that tests/discord/conftest.py writes every request the bot sends as a JSON
line; with ``--requests`` it reads such lines (a file, or a folder of ``*.jsonl``). Each request is matched to the
document's operation by method and path template, and its JSON body validated against that operation's request
schema (JSON Schema 2020-12, ``jsonschema`` with a ``referencing`` registry over the whole document). It prints
"N requests, M violations" and each violation's route, JSON path and message. One leniency, as Discord's servers
have it: an id may be a JSON integer where the document says a string of digits (see :func:`lenient`).

This is a developer's check, not part of pytest: the suite's own checker (tests/discord/discord_api_rules.py) holds
the same limits plus the documented ones the schema lacks, on every simcord test.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema
import referencing
from referencing.jsonschema import DRAFT202012

SPEC_URI = "urn:discord:openapi"
BROAD_SESSION = [
    "tests/discord/test_table_feel.py",
    "tests/discord/test_discord_game.py",
    "tests/discord/test_discord_commands.py",
    "tests/discord/test_club_commands.py",
    "tests/discord/test_club_languages.py",
    "tests/discord/test_discord_review.py",
    "tests/discord/test_discord_refusals.py",
    "tests/discord/test_discord_closed_dms.py",
    "tests/discord/test_discord_languages.py",
    "tests/discord/test_club_tournament.py",
]
ID = re.compile(r"\d{6,}")


@dataclass(frozen=True)
class Operation:
    template: str  # "/channels/{channel_id}/messages"
    pattern: re.Pattern[str]
    literals: int  # path segments without a parameter: the most literal template wins
    pointer: str  # the request schema's JSON pointer in the document, or "" (no body)


def operations(spec: dict[str, Any]) -> dict[str, list[Operation]]:
    """Per HTTP method, each path template of the document with where its JSON request schema is."""
    found: dict[str, list[Operation]] = {}
    for template, item in spec["paths"].items():
        segments = template.strip("/").split("/")
        pattern = re.compile("/" + "/".join("[^/]+" if s.startswith("{") else re.escape(s) for s in segments))
        literals = sum(not s.startswith("{") for s in segments)
        escaped = template.replace("~", "~0").replace("/", "~1")
        for method, op in item.items():
            if not isinstance(op, dict) or method == "parameters":
                continue
            has_json = "application/json" in (op.get("requestBody") or {}).get("content", {})
            pointer = f"/paths/{escaped}/{method}/requestBody/content/application~1json/schema" if has_json else ""
            found.setdefault(method.upper(), []).append(Operation(template, pattern, literals, pointer))
    return found


def match(ops: dict[str, list[Operation]], method: str, path: str) -> Operation | None:
    candidates = [op for op in ops.get(method, ()) if op.pattern.fullmatch(path.split("?")[0])]
    return max(candidates, key=lambda op: op.literals, default=None)


def requests(source: Path, only: tuple[str, ...] = ()) -> Iterator[dict[str, Any]]:
    """The recorded requests; with ``only``, those of the tests whose id starts with one of these."""
    files = sorted(source.glob("*.jsonl")) if source.is_dir() else [source]
    for file in files:
        with file.open(encoding="utf-8") as lines:
            for line in lines:
                if line.strip():
                    request = json.loads(line)
                    if not only or str(request.get("test", "")).startswith(only):
                        yield request


def record(pytest_args: list[str], folder: Path) -> int:
    """Run the simcord tests with every request written to ``folder``; pytest's exit code."""
    env = {**os.environ, "STICHELN_RECORD_REQUESTS": str(folder)}
    named = any(Path(arg.split("::")[0]).exists() for arg in pytest_args)  # tests named, or only options
    tests = [] if named else BROAD_SESSION
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", *pytest_args, *tests]
    return subprocess.run(command, env=env, check=False).returncode


def lenient(spec: dict[str, Any]) -> dict[str, Any]:
    """The document with a snowflake also accepted as a JSON integer.

    The document types every id as a string of digits; Discord's servers also take the number itself, and
    discord.py sends numbers (``recipient_id`` of a DM, ``allowed_mentions.users``, a new attachment's index
    ``id``), as every bot built on it has done for years. ``--strict-snowflakes`` keeps the document as it is."""
    copied: dict[str, Any] = json.loads(json.dumps(spec))
    snowflake = copied["components"]["schemas"]["SnowflakeType"]
    copied["components"]["schemas"]["SnowflakeType"] = {"anyOf": [snowflake, {"type": "integer", "minimum": 0}]}
    return copied


def check(spec: dict[str, Any], source: Path, only: tuple[str, ...] = ()) -> tuple[int, list[str], Counter[str]]:
    """(requests checked, one line per violation, requests per operation)."""
    registry = referencing.Registry().with_resource(SPEC_URI, DRAFT202012.create_resource(spec))
    ops, validators = operations(spec), {}
    total, problems, routes = 0, list[str](), Counter[str]()
    for request in requests(source, only):
        method, path, body = request["method"], request["path"], request.get("json")
        total += 1
        op = match(ops, method, path)
        if op is None:
            problems.append(f"{method} {path}: no operation in the document")
            continue
        routes[f"{method} {op.template}"] += 1
        if body is None or not op.pointer:
            continue
        if op.pointer not in validators:
            schema = {"$ref": f"{SPEC_URI}#{op.pointer}"}
            validators[op.pointer] = jsonschema.Draft202012Validator(schema, registry=registry)
        error = jsonschema.exceptions.best_match(validators[op.pointer].iter_errors(body))
        if error is not None:
            where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
            problems.append(f"{method} {ID.sub('{id}', path)} {where}: {error.message[:300]}")
    return total, problems, routes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--spec", type=Path, required=True, help="Discord's openapi.json")
    parser.add_argument("--requests", type=Path, help="recorded requests (.jsonl file or folder); else record")
    parser.add_argument("--save", type=Path, help="record into this folder and keep it (for a later --requests)")
    parser.add_argument("--only", action="append", default=[], help="with --requests: only these tests' requests")
    parser.add_argument("--strict-snowflakes", action="store_true", help="ids only as strings, as the document says")
    parser.add_argument("--routes", action="store_true", help="also print the requests per operation")
    args, pytest_args = parser.parse_known_args()
    spec = json.loads(args.spec.read_text(encoding="utf-8"))
    spec = spec if args.strict_snowflakes else lenient(spec)
    with tempfile.TemporaryDirectory() as folder:
        source = args.requests
        if source is None:
            source = args.save or Path(folder)
            source.mkdir(parents=True, exist_ok=True)
            code = record(pytest_args, source)
            print(f"pytest exit code {code} (a failing test still records its requests)")
        total, problems, routes = check(spec, source, tuple(args.only))
    if args.routes:
        for route, count in routes.most_common():
            print(f"{count:6d}  {route}")
    for line in problems:
        print(line)
    version = f"OpenAPI {spec.get('openapi')}, API v{spec['info']['version']}"
    print(f"{total} requests, {len(problems)} violations ({version})")


if __name__ == "__main__":
    main()
