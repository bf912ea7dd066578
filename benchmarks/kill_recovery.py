"""Kill -9 one of two bot processes on one PostgreSQL database, again and again, and watch the other take over.

    python benchmarks/kill_recovery.py [--kills 100] [--human-tables 4] [--ai-tables 4] [--database URL]

Two player processes share the tables (humans clicked by both, an AI, a seat
whose clock always runs out, and all-AI tables); one of them is killed with
SIGKILL at a random moment every 0.5 to 3 seconds and started again once the
other has taken over. Printed: how long, per kill, until every table in a
game had changed again (the survivor took over its clocks and AI seats),
whether any acknowledged move is missing from its game's record, and
whether every game ended. Without ``--database`` a throwaway PostgreSQL
server is started (PostgreSQL 15's initdb and pg_ctl must be installed).
Last line: ``kills: N, takeover p50 X s, p95 Y s, max Z s; acks A, lost L; games G, stuck S``.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the repository's test helpers

from tests.postgres_server import PostgresServer
from tests.service import killing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--human-tables", type=int, default=4)
    parser.add_argument("--ai-tables", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database", default=None, help="a postgresql:// URL (default: a throwaway server)")
    args = parser.parse_args()
    server = PostgresServer() if args.database is None else None
    url = args.database or (server.new_database() if server else "")
    try:
        with tempfile.TemporaryDirectory() as folder:
            report = asyncio.run(
                killing.run(
                    url,
                    Path(folder),
                    kills=args.kills,
                    human_tables=args.human_tables,
                    ai_tables=args.ai_tables,
                    seed=args.seed,
                )
            )
    finally:
        if server is not None:
            server.stop()
    print(f"takeover after a kill, seconds: {' '.join(f'{t:.1f}' for t in report.takeovers)}")
    if report.lost:
        print(f"acknowledged moves missing from the records: {report.lost[:5]}")
    print(
        f"kills: {report.kills}, takeover p50 {report.quantile(0.5):.1f} s, p95 {report.quantile(0.95):.1f} s, "
        f"max {max(report.takeovers, default=0):.1f} s; acks {report.acks}, lost {len(report.lost)}; "
        f"games {report.games}, stuck {len(report.stuck)}"
    )


if __name__ == "__main__":
    main()
