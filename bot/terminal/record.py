"""``--record FILE``: the game's record (RECORD.md) as the table service exports it, cut to the finished rounds."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.model.table import Table
from bot.service import Refusal, TableService


async def record_so_far(service: TableService, table_id: int) -> dict[str, Any]:
    """The record of the table's game as it stands, running or not (the service's ``export`` gives a finished
    game's only): the terminal's one human keeps the rounds they played. Never for anyone else."""
    record = await service.read(table_id, _so_far)
    if record is None:
        raise Refusal("no_record")
    return record


def _so_far(table: Table | None) -> dict[str, Any] | None:
    if table is None:
        return None
    return table.game.to_record() if table.game is not None else table.last_record


def finished_rounds(record: dict[str, Any], rounds: int) -> dict[str, Any]:
    """The record with only its first ``rounds`` rounds: a quit game keeps the rounds played to the end.

    The unfinished round is left out: its pain cards were never shown (with ``hidden``,
    not even their colours), and a record may stop after any finished round.
    """
    return {**record, "rounds": list(record.get("rounds", []))[:rounds]}


def record_text(record: dict[str, Any]) -> str:
    """The record as JSON a person can read: one line per hand, per pain list and per round's plays."""
    fields = [f"  {_json(key)}: {_json(value)}" for key, value in record.items() if key != "rounds"]
    rounds = [_round_text(r) for r in record.get("rounds", [])]
    fields.append('  "rounds": [' + (",".join(rounds) + "\n  ]" if rounds else "]"))
    return "{\n" + ",\n".join(fields) + "\n}\n"


def _round_text(rnd: dict[str, Any]) -> str:
    parts = []
    for key, value in rnd.items():
        if key == "hands" and isinstance(value, list):
            rows = ",\n".join(f"        {_json(hand)}" for hand in value)
            parts.append(f"      {_json(key)}: [\n{rows}\n      ]")
        else:
            parts.append(f"      {_json(key)}: {_json(value)}")
    return "\n    {\n" + ",\n".join(parts) + "\n    }"


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def write_record(path: Path, record: dict[str, Any]) -> None:
    """Write ``record`` to ``path``; raises OSError if the file cannot be written."""
    path.write_text(record_text(record), encoding="utf-8")
