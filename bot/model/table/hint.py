"""What a hint may be computed from: the asker's own view of the decision the table waits for.

Only practice games (``startnosave``) give hints; a rated game refuses them, so a
rated result is always the player's own. The view is the seat's
:class:`~sticheln.view.SeatView`, the same an AI seat gets: its hand, the cards
played and the pain cards revealed to it, never another hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.model.errors import Refusal
from bot.model.seats import derive_seed
from bot.model.table.state import TableState
from sticheln.view import SeatView


@dataclass(frozen=True)
class HintRequest:
    """A hint to compute: for ``seat``'s decision number ``decision`` (``prompt`` "pain" or "play")."""

    seat: int
    prompt: str
    decision: int
    view: SeatView
    seed: int  # the same hint for the same decision, in every process


def hint_request(table: TableState, actor_id: int) -> HintRequest:
    """The actor's view for a hint; refused without a running game, in a rated one, or when not asked to move."""
    seat = table.seat_in_game(actor_id)
    game = table.current_game()
    if not table.playing:
        raise Refusal("no_game")
    if table.rated:
        raise Refusal("hint_rated")
    awaited = table.awaited()
    view = game.view(seat)
    if awaited is None or seat not in awaited.seats or not view.legal:
        raise Refusal("hint_not_asked")
    return HintRequest(seat, awaited.kind, awaited.number, view, derive_seed(game.seed, awaited.number, seat, "hint"))
