"""A finished game's record as the replay page shows it: per round the pain cards, every trick with its taker
and worth, the round's scores, and the running totals. Built by replaying the record, so the page shows what
``sticheln replay`` computes; a record that breaks the rules raises RecordError."""

from __future__ import annotations

from typing import Any

from bot.i18n.names import ai_number, unmistakable
from sticheln.cards import card_code
from sticheln.game import Trick
from sticheln.record import load_record

# how `sticheln play` and `sticheln web` name the player's own seat in a record (bot.terminal.command.HUMAN_NAME):
# that seat reads in the second person ("You take it"), as the player's own seat does on the live page
OWN_SEAT_NAME = "You"


def own_seat(names: list[str]) -> int | None:
    """The seat of a game played in the terminal or ``sticheln web`` that was the player's own (named "You",
    every other seat the AI's). At any other table a player named "You" is someone else: third person."""
    found = [seat for seat, name in enumerate(names) if name == OWN_SEAT_NAME]
    others_ai = all(ai_number(name) is not None for seat, name in enumerate(names) if seat not in found)
    return found[0] if len(found) == 1 and others_ai else None


def replay_data(record: dict[str, Any]) -> dict[str, Any]:
    game = load_record(record)
    rounds: list[dict[str, Any]] = []
    running = [0] * game.players
    for r in game.rounds:
        if r.scores is not None:
            running = [a + b for a, b in zip(running, r.scores, strict=True)]
        rounds.append(
            {
                "pain": [[card_code(c) for c in p] if p is not None else [] for p in r.pain],
                "tricks": [
                    {
                        "leader": t.leader,
                        "cards": [card_code(c) for c in t.cards],
                        "winner": t.winner,
                        "points": t.points,
                    }
                    for t in r.tricks
                ],
                "scores": list(r.scores) if r.scores is not None else None,
                "totals": list(running),
            }
        )
    return {
        "players": [unmistakable(name) for name in game.names],
        "you": own_seat(list(game.names)),
        "rounds": rounds,
        "totals": list(game.totals),
        "winners": list(game.winners),
    }


def _trick(trick: Trick) -> dict[str, Any]:
    return {"leader": trick.leader, "cards": list(trick.codes), "winner": trick.winner, "points": trick.points}
