"""A table's state as the page shows it, as JSON data: the public part for everyone, a hand for its seat.

The public part is built from the board and the game's spectator view only
(:meth:`sticheln.Game.view` with no seat), so a hidden card cannot reach a
spectator; a player's state adds that seat's hand and nothing of any other.
The page shows the current round's cards (the trick in progress, the tricks
taken this round, the previous round's last trick until the new round has one)
and earlier rounds as scores only.
"""

from __future__ import annotations

from typing import Any

from bot.i18n.names import unmistakable
from bot.model.reading import TableReading
from bot.web.replay_data import own_seat
from bot.web.round_facts import last_scored, round_points, scored_round, trick_worth, why
from sticheln.view import SeatView


def public_state(table: TableReading | None, now: float) -> dict[str, Any]:
    """What anyone may see of the table now."""
    if table is None:
        return {"phase": "lobby", "seats": [], "now": now}
    board = table.board()
    state: dict[str, Any] = {
        "phase": board.phase,
        "round": board.round_index,
        "rounds": board.round_count,
        "trick": board.trick_index,
        "turn": board.turn,
        "leader": board.leader,
        "holder": board.trick_holder,
        "table": list(board.trick),
        "deadline": board.deadline,
        "now": now,
        "options": list(board.options),
        "version": board.version,
        "totals": list(board.totals),
        "roundScores": [list(r) for r in board.round_scores],
        "seats": [
            {
                "seat": s.seat,
                "name": unmistakable(s.name),  # the AI badge comes from "ai", the seat's kind
                "ai": s.ai_level is not None,
                "away": s.away,
                "painChosen": s.pain_chosen,
                "total": board.totals[s.seat] if board.totals else 0,
            }
            for s in board.seats
        ],
        "tricks": [],
        "previous": None,
        "lastRound": None,
        "winners": [],
        "namedYou": own_seat([s.name for s in board.seats]),  # a `sticheln web` player's seat, "You" to spectators too
    }
    if table.game is not None:
        _add_round(state, table.game.view(None), table)
    return state


def _add_round(state: dict[str, Any], view: SeatView, table: TableReading) -> None:
    """The round's public cards: open pain cards, taken tricks (with why and, where known, their worth), each
    seat's running round score where its pain is known, the previous round's last trick and the scored round."""
    players = view.players
    for seat in state["seats"]:
        pain = view.pain_cards[seat["seat"]]
        seat["pain"] = list(pain) if pain is not None else None
        seat["cards"] = view.hand_sizes[seat["seat"]]
    state["tricks"] = [
        {
            "leader": t.leader,
            "cards": list(t.cards),
            "winner": t.winner,
            "points": trick_worth(t.cards, view.pain_cards[t.winner]),
            "why": why(t.cards, t.leader, t.winner, players),
        }
        for t in view.tricks
    ]
    state["roundPoints"] = round_points(state["tricks"], view.pain_cards, players)
    state["winners"] = list(view.winners)
    game = table.game
    if game is None:
        return
    last = game.last_trick()
    if not view.tricks and last is not None and last.round_index < view.round_index:
        state["previous"] = {
            "leader": last.leader,
            "cards": list(last.codes),
            "winner": last.winner,
            "points": last.points,  # its round is scored: every pain card is open
            "why": why(last.codes, last.leader, last.winner, players),
        }
    scored = last_scored(game)
    if scored is not None:
        state["lastRound"] = scored_round(game, scored)


def seat_state(table: TableReading | None, seat: int, now: float) -> dict[str, Any]:
    """What the player of ``seat`` sees: the public state and their own hand, with what may be chosen now."""
    state = public_state(table, now)
    state["you"] = seat
    if table is None or table.game is None:
        return state
    hand = table.hand(seat)
    state["hand"] = {
        "cards": list(hand.hand),
        "legal": list(hand.legal),
        "prompt": hand.prompt,
        "painCount": hand.pain_count,
        "ownPain": list(hand.own_pain),
        "decision": hand.decision,
    }
    if hand.own_pain and state.get("roundPoints") is not None:
        _own_points(state, seat, hand.own_pain)
    return state


def _own_points(state: dict[str, Any], seat: int, own_pain: tuple[str, ...]) -> None:
    """The player knows their own pain cards: their tricks' worth and their round score, hidden or not."""
    for trick in state["tricks"]:
        if trick["winner"] == seat:
            trick["points"] = trick_worth(trick["cards"], own_pain)
    pain = [list(s["pain"]) if s["pain"] is not None else None for s in state["seats"]]
    pain[seat] = list(own_pain)
    state["roundPoints"][seat] = round_points(state["tricks"], pain, len(pain))[seat]
