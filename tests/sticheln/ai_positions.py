"""Positions for the AI tests: games where ``normal`` chose the pain cards and played the first cards."""

from __future__ import annotations

from sticheln.ai.normal import NormalPlayer
from sticheln.game import Game
from sticheln.options import Options


def position(players: int, seed: int, plays: int, options: Options | None = None) -> Game:
    """A game where ``normal`` chose every pain card and then played ``plays`` cards."""
    game = Game(list("abcdef"[:players]), options or Options(round_count=1), seed=seed)
    for s in range(players):
        game.choose_pain(s, NormalPlayer(s).choose_pain(game.view(s)))
    for _ in range(plays):
        game.play(game.turn, NormalPlayer(0).choose_card(game.view(game.turn)))
    return game
