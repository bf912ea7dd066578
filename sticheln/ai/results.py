"""Tournament results as JSON, and the table of docs/AI.md made from them, so no figure is copied by hand.

``benchmarks/ai_tournament.py --json FILE`` writes a run's record (:func:`run_record`) after every deal,
so a run stopped early still leaves what it played. ``benchmarks/ai_table.py FILE... --write docs/AI.md``
replaces the block between :data:`START` and :data:`END` with :func:`table_block` of the records; a test
checks that docs/AI.md holds exactly the block the committed records give.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sticheln.ai.tournament import AgentResult, mean_ci, percentile

START = "<!-- ai_table: start (made by benchmarks/ai_table.py from benchmarks/results/*.json; do not edit) -->"
END = "<!-- ai_table: end -->"


def run_record(arguments: Sequence[str], requested: int, results: dict[str, AgentResult]) -> dict[str, Any]:
    """A run as JSON: its arguments, the deals asked for and played, each agent's mean score per deal."""
    first = next(iter(results.values()))
    return {
        "arguments": list(arguments),
        "deals_requested": requested,
        "deals_played": len(first.deal_means),
        "agents": {
            name: {
                "deal_means": r.deal_means,
                "mean_move_ms": round(1000 * statistics.fmean(r.move_times or [0]), 2),
                "p95_move_ms": round(1000 * percentile(r.move_times, 0.95), 2),
            }
            for name, r in results.items()
        },
    }


def continued(earlier: dict[str, Any], later: dict[str, Any]) -> dict[str, Any]:
    """One record of a run stopped early (``earlier``) and its continuation from the next deal (``later``).

    Every agent makes the same number of moves in every deal, so the mean move time is the deal-weighted
    mean; the p95 of the whole is not recoverable from two p95s, so the larger one is kept.
    """
    before, after = earlier["deals_played"], later["deals_played"]
    agents = {}
    for name, late in later["agents"].items():
        early = earlier["agents"][name]
        mean = (early["mean_move_ms"] * before + late["mean_move_ms"] * after) / max(1, before + after)
        agents[name] = {
            "deal_means": early["deal_means"] + late["deal_means"],
            "mean_move_ms": round(mean, 2),
            "p95_move_ms": max(early["p95_move_ms"], late["p95_move_ms"]),
        }
    return {**later, "deals_played": before + after, "agents": agents}


def write_record(path: Path, record: dict[str, Any]) -> None:
    temporary = path.with_suffix(path.suffix + ".part")
    temporary.write_text(json.dumps(record, indent=1) + "\n")
    temporary.replace(path)  # a reader never sees half a file


def _option(arguments: Sequence[str], name: str, default: str) -> str:
    return arguments[arguments.index(name) + 1] if name in arguments else default


def table_row(record: dict[str, Any]) -> str:
    """One run: the table, the agents, the deals played, the first agent less the second with its interval."""
    arguments = record["arguments"]
    first, second = list(record["agents"])[:2]
    diff = [
        a - b
        for a, b in zip(record["agents"][first]["deal_means"], record["agents"][second]["deal_means"], strict=True)
    ]
    mean, half = mean_ci(diff)
    played, requested = record["deals_played"], record["deals_requested"]
    deals = str(played) if played == requested else f"{played} of {requested}"
    interval = f"[{mean - half:+.2f}, {mean + half:+.2f}]" if played > 1 else "-"
    players = _option(arguments, "--players", "4")
    return (
        f"| {players} players | {first} | {second} | {deals} | {mean:+.2f} | {interval} | "
        f"`python benchmarks/ai_tournament.py {' '.join(arguments)}` |"
    )


def table_block(records: Sequence[dict[str, Any]]) -> str:
    """The marked block of docs/AI.md: a table of every record, in the order given."""
    lines = [
        START,
        "| table | first | second | deals | first - second | 95% interval (Student's t) | command |",
        "|---|---|---|---|---|---|---|",
        *(table_row(r) for r in records),
        END,
    ]
    return "\n".join(lines)


def load_records(paths: Sequence[Path]) -> list[dict[str, Any]]:
    return [json.loads(p.read_text()) for p in paths]


def replace_block(text: str, block: str) -> str:
    """``text`` with its marked block replaced by ``block`` (which carries the markers)."""
    start = text.index(START)
    end = text.index(END, start) + len(END)
    return text[:start] + block + text[end:]


def current_block(text: str) -> str:
    start = text.index(START)
    return text[start : text.index(END, start) + len(END)]
