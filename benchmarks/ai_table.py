"""The table of tournament results in docs/AI.md, made from the runs' JSON records.

    python benchmarks/ai_tournament.py hard@0.01 ismcts@1.0 --players 4 --deals 16 --seed 77 --cpu-time \
        --json benchmarks/results/hard0.01-ismcts1-4p-77.json
    python benchmarks/ai_table.py benchmarks/results/*.json --write docs/AI.md

Without ``--write`` the block is printed. The records are listed in the order given (the shell sorts the
glob by name). ``tests/sticheln/test_ai_results.py`` checks that docs/AI.md holds this command's block.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sticheln.ai.results import load_records, replace_block, table_block


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("records", nargs="+", type=Path, help="JSON records of ai_tournament.py --json")
    parser.add_argument("--write", type=Path, help="replace the marked block of this Markdown file")
    args = parser.parse_args(argv)
    block = table_block(load_records(sorted(args.records)))
    if args.write is None:
        print(block)
        return 0
    text = args.write.read_text()
    try:
        args.write.write_text(replace_block(text, block))
    except ValueError:
        print(f"error: {args.write} has no ai_table block to replace", file=sys.stderr)
        return 1
    print(f"wrote {len(args.records)} runs into {args.write}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
