"""Shared helpers for the rules-engine tests.

The reference functions here are written straight from RULES.md, working on
card codes, and deliberately share no code with ``sticheln.fast``: the tests
compare the engine against them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from sticheln import Game, Options, Phase, card_code, deck
from sticheln.game import Round

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")


# -- the rules, as RULES.md words them ----------------------------------------


def colour(code: str) -> str:
    return code[0]


def value(code: str) -> int:
    return int(code[1:])


def reference_trick_winner(cards: Sequence[str]) -> int:
    """Index of the card that takes the trick (RULES.md "Who takes the trick")."""
    lead = colour(cards[0])
    counted = [(i, c) for i, c in enumerate(cards) if value(c) != 0]  # zeros never take
    if not counted:
        return 0  # only zeros: the leader takes it
    trumps = [(i, c) for i, c in counted if colour(c) != lead]
    contenders = trumps or counted  # without trumps every counted card is of the lead colour
    best = max(value(c) for _, c in contenders)
    return min(i for i, c in contenders if value(c) == best)  # equal values: played first wins


def reference_score(cards: Sequence[str], pain_cards: Sequence[str]) -> int:
    """RULES.md scoring over a pile of captured cards plus the owner's pain card(s)."""
    pain_colours = {colour(c) for c in pain_cards}
    return sum(-value(c) if colour(c) in pain_colours else 1 for c in [*cards, *pain_cards])


# -- building situations -------------------------------------------------------


def codes(players: int) -> list[str]:
    """The codes of the deck of a table of ``players``."""
    return [card_code(c) for c in deck(players)]


def make_hands(players: int, wanted: Sequence[Sequence[str]]) -> list[list[str]]:
    """Hands in which seat i holds ``wanted[i]``; the rest of the deck fills them up in deck order."""
    fixed = [c for hand in wanted for c in hand]
    assert len(fixed) == len(set(fixed)), "a card is wanted twice"
    rest = [c for c in codes(players) if c not in fixed]
    hands = []
    for seat in range(players):
        hand = list(wanted[seat]) if seat < len(wanted) else []
        need = 15 - len(hand)
        hand += rest[:need]
        rest = rest[need:]
        hands.append(hand)
    return hands


def dealt_game(
    players: int,
    wanted: Sequence[Sequence[str]] = (),
    options: Options | None = None,
) -> Game:
    """An unseeded game whose first round is dealt with :func:`make_hands` (pain cards not chosen yet)."""
    game = Game(NAMES[:players], options)
    game.deal(make_hands(players, wanted))
    return game


def filler_pain(game: Game, seat: int, keep: Sequence[str]) -> list[str]:
    """Pain card(s) for ``seat``: its last hand cards that are not in ``keep``."""
    spare = [c for c in game.hand(seat) if c not in keep]
    return spare[-game.options.pain_per_seat :]


def game_in_tricks(
    players: int,
    wanted: Sequence[Sequence[str]] = (),
    options: Options | None = None,
    pain: Sequence[str | Sequence[str]] | None = None,
) -> Game:
    """A dealt game whose pain cards are chosen (given, or cards outside ``wanted``): ready for the first trick."""
    game = dealt_game(players, wanted, options)
    keep = [c for hand in wanted for c in hand]
    for seat in range(players):
        choice = pain[seat] if pain is not None else filler_pain(game, seat, keep)
        game.choose_pain(seat, choice)
    assert game.phase is Phase.TRICKS
    return game


def play_lowest(game: Game) -> None:
    """Finish the current round: every seat plays its lowest card (by colour, then value)."""
    index = game.round_index
    while game.phase is Phase.TRICKS and game.round_index == index:
        seat = game.turn
        assert seat is not None
        game.play(seat, game.legal_cards(seat)[0])


# -- random play ---------------------------------------------------------------


def random_hands(players: int, rng: random.Random) -> list[list[str]]:
    cards = codes(players)
    rng.shuffle(cards)
    return [cards[i * 15 : (i + 1) * 15] for i in range(players)]


def random_step(game: Game, rng: random.Random) -> None:
    """Take one random legal action (an unseeded game waiting for cards gets a random deal)."""
    if game.phase is Phase.DEAL:
        game.deal(random_hands(game.players, rng))
    elif game.phase is Phase.PAIN:
        seat = rng.choice(game.awaiting)
        chosen = rng.sample(game.legal_cards(seat), game.options.pain_per_seat)
        game.choose_pain(seat, chosen[0] if len(chosen) == 1 else chosen)
    elif game.phase is Phase.TRICKS:
        seat = game.turn
        assert seat is not None
        game.play(seat, rng.choice(game.legal_cards(seat)))
    else:
        raise AssertionError("the game is over")


def play_random(game: Game, rng: random.Random, steps: int | None = None) -> int:
    """Take random legal actions until the game is over (or ``steps`` were taken); returns the count."""
    taken = 0
    while game.phase is not Phase.OVER and (steps is None or taken < steps):
        random_step(game, rng)
        taken += 1
    return taken


def pile_codes(r: Round, seat: int) -> list[str]:
    return [card_code(c) for c in r.captured[seat]]


def pain_codes(r: Round, seat: int) -> list[str]:
    return [card_code(c) for c in r.pain[seat] or ()]
