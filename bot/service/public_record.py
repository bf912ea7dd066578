"""The game record anyone may have: a finished game's, its finished rounds only, never a running game's.

A record holds every hand dealt and every pain card, so it is public only once
nothing in it is still secret. The decision and the record are taken from one
copy of the table (one read): deciding "no game runs" from one copy and
building the record from another (a later, fresher read) served a running
game's hands when another process had started it in between.
"""

from __future__ import annotations

from typing import Any

from bot.model.table import Table

RUNNING = "running"  # the answer while the table's game runs: no record


def public_record(table: Table | None) -> dict[str, Any] | str | None:
    """The table's last game's public record, :data:`RUNNING` while a game runs, None if it has none."""
    if table is None:
        return None
    if table.playing:
        return RUNNING
    record = table.game.to_record() if table.game is not None else table.last_record
    return played_rounds(record) if record is not None else None


def played_rounds(record: dict[str, Any]) -> dict[str, Any]:
    """The record without a round left unfinished (a game reset or abandoned in it): that round's hands were
    never played out and its pain cards (with ``hidden``, even their colours) never shown."""
    rounds = list(record.get("rounds") or [])
    players = len(record.get("players") or [])
    twopain = bool((record.get("options") or {}).get("twopain"))
    plays = (13 if twopain else 14) * players
    kept = [r for r in rounds if isinstance(r, dict) and len(r.get("plays") or []) >= plays]
    return record if len(kept) == len(rounds) else {**record, "rounds": kept}
