"""docs/AI.md's table of tournament results is exactly what benchmarks/ai_table.py makes of the committed records."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from sticheln.ai.results import START, current_block, load_records, table_block
from sticheln.ai.tournament import Settings, run_deals, tally

ROOT = Path(__file__).resolve().parents[2]


def test_the_table_in_docs_is_the_one_the_committed_records_give() -> None:
    records = sorted((ROOT / "benchmarks" / "results").glob("*.json"))
    assert records, "benchmarks/results holds the runs the table shows"
    shown = current_block((ROOT / "docs" / "AI.md").read_text())
    assert shown == table_block(load_records(records)), "run: python benchmarks/ai_table.py " + \
        "benchmarks/results/*.json --write docs/AI.md"  # fmt: skip


def test_a_run_record_makes_a_row_with_its_students_t_interval(tmp_path: Path) -> None:
    record = tmp_path / "run.json"
    script = [sys.executable, str(ROOT / "benchmarks" / "ai_tournament.py")]
    arguments = ["easy", "random", "--players", "3", "--deals", "3", "--seed", "2"]
    subprocess.run([*script, *arguments, "--json", str(record)], check=True, capture_output=True, cwd=ROOT)
    saved = json.loads(record.read_text())
    assert saved["arguments"] == arguments and saved["deals_played"] == 3
    results = tally(run_deals(["easy", "random"], 3, 3, seed=2, settings=Settings()), ["easy", "random"])
    assert saved["agents"]["easy"]["deal_means"] == results["easy"].deal_means  # the run's own scores
    doc = tmp_path / "doc.md"
    doc.write_text(f"before\n{START}\nold\n<!-- ai_table: end -->\nafter\n")
    table = [sys.executable, str(ROOT / "benchmarks" / "ai_table.py"), str(record), "--write", str(doc)]
    subprocess.run(table, check=True, capture_output=True, cwd=ROOT)
    text = doc.read_text()
    assert text.startswith("before\n") and text.endswith("\nafter\n") and "old" not in text
    row = text.splitlines()[4]
    diff = [a - b for a, b in zip(results["easy"].deal_means, results["random"].deal_means, strict=True)]
    mean = sum(diff) / 3
    assert row.startswith(f"| 3 players | easy | random | 3 | {mean:+.2f} | [")
    assert row.endswith("`python benchmarks/ai_tournament.py easy random --players 3 --deals 3 --seed 2` |")


def test_a_run_stopped_early_goes_on_from_its_next_deal_to_the_same_record(tmp_path: Path) -> None:
    record = tmp_path / "run.json"
    script = [sys.executable, str(ROOT / "benchmarks" / "ai_tournament.py"), "easy", "random", "--players", "3"]
    subprocess.run([*script, "--deals", "2", "--seed", "5", "--json", str(record)], check=True, capture_output=True)
    resumed = [*script, "--deals", "3", "--seed", "5", "--json", str(record), "--resume"]
    shown = subprocess.run(resumed, check=True, capture_output=True, text=True).stdout
    whole = tally(run_deals(["easy", "random"], 3, 3, seed=5, settings=Settings()), ["easy", "random"])
    saved = json.loads(record.read_text())
    assert saved["deals_played"] == 3 and saved["arguments"][-2:] == ["--seed", "5"]
    assert saved["agents"]["random"]["deal_means"] == whole["random"].deal_means
    assert "with the 2 deals played before: | 3 players | easy | random | 3 |" in shown
    other = [*script, "--deals", "4", "--seed", "6", "--json", str(record), "--resume"]
    refused = subprocess.run(other, capture_output=True, text=True)
    assert refused.returncode == 2 and "records another run" in refused.stderr and "Traceback" not in refused.stderr
    assert json.loads(record.read_text()) == saved  # a refused continuation leaves the record as it was
