"""A move sent from a player's page: checked, then made through the table service like a click in Discord.

The message names the decision it answers (the hand's decision number), so a
click made after the game moved on (the same choice made in the DM, the clock
ran out) is refused as stale and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

import orjson

from bot.model.contract import WebTables
from bot.model.reading import TableReading
from bot.service import Actor, Refusal
from bot.web.live import SeatKey, holds

CARD_MAX = 4  # a card code: "V14"


@dataclass(frozen=True)
class Move:
    kind: str  # "pain" or "play"
    cards: tuple[str, ...]
    decision: int


def parse_move(text: str) -> Move | None:
    """The move a page sent, or None if the message is not one."""
    try:
        data = orjson.loads(text)
    except orjson.JSONDecodeError:
        return None
    if not isinstance(data, dict):
        return None
    kind, decision = data.get("action"), data.get("decision")
    cards = data.get("cards")
    if kind not in ("pain", "play") or type(decision) is not int or not 0 <= decision < 2**62:
        return None
    if not isinstance(cards, list) or not 1 <= len(cards) <= 2:
        return None
    if not all(isinstance(c, str) and 0 < len(c) <= CARD_MAX for c in cards):
        return None
    if kind == "play" and len(cards) != 1:
        return None
    return Move(kind, tuple(cards), decision)


async def make_move(service: WebTables, table_id: int, key: SeatKey, move: Move) -> None:
    """Make the move for the link's seat; Refusal (nothing changed) if the table refuses it or the link expired."""
    seat, user_id, _ = key
    name = await service.read(table_id, lambda tb: _holder(tb, key), cached=True)
    if name is None:
        raise Refusal("web_link_refused")
    actor = Actor(user_id, name)
    if move.kind == "pain":
        await service.choose_pain(table_id, actor, move.cards, decision=move.decision, seat=seat)
    else:
        await service.play(table_id, actor, move.cards[0], decision=move.decision, seat=seat)


def _holder(table: TableReading | None, key: SeatKey) -> str | None:
    return table.seats[key[0]].name if table is not None and holds(table, key) else None
