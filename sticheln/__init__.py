"""Sticheln as a pure library: cards, rules, game state, records and AI players.

No Discord, no database, no clock; randomness only from a seed passed in.
"""

from sticheln.cards import COLOURS, Card, CardError, card_code, deck, parse_card
from sticheln.errors import IllegalAction, Reason
from sticheln.game import Game, Outcome, Phase, Trick
from sticheln.options import Options, OptionsError
from sticheln.view import SeatView, TrickView

__all__ = [
    "COLOURS",
    "Card",
    "CardError",
    "Game",
    "IllegalAction",
    "Options",
    "OptionsError",
    "Outcome",
    "Phase",
    "Reason",
    "SeatView",
    "Trick",
    "TrickView",
    "card_code",
    "deck",
    "parse_card",
]
