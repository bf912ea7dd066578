"""Computer players. Every agent implements :class:`Player` over a seat view.

Built-in levels (:func:`player`):

- ``easy`` (:mod:`sticheln.ai.easy`): a casual player's rules of thumb, with
  the occasional careless (never absurd) card. Instant.
- ``normal`` (:mod:`sticheln.ai.normal`): scores every card by its expected
  worth for the trick; benchmarked pain choice (:mod:`sticheln.ai.pain`). Instant.
- ``hard`` (:mod:`sticheln.ai.hard`): ISMCTS over every seat's moves with
  rules-of-thumb playouts, crediting each seat its score less the others' mean
  (at 5 and 6 players among the four cards ``normal`` rates best); the pain
  card by simulating each candidate (:mod:`sticheln.ai.pain_search`); 1 s per
  decision by default.
- ``ismcts`` (:mod:`sticheln.ai.baseline`, benchmarks only): a re-creation of
  the Trickster's Table Stick 'Em bot, the baseline ``hard`` is measured against.

Writing an outside agent
------------------------

An agent is any object with ``choose_pain(view)`` and ``choose_card(view)``
(see :class:`Player`). ``view`` is a :class:`sticheln.view.SeatView`, the only
thing an agent ever gets; it holds exactly what its seat may know:

- ``seat``: the agent's seat; ``names``: one name per seat (``players`` = table size);
  play goes from seat ``i`` to seat ``(i + 1) % players``.
- ``options``: ``hidden`` (pain colours stay secret until the round is scored),
  ``twopain`` (two pain cards, 13 tricks), ``rounds``, ``start``.
- ``phase``: ``"pain"`` while pain cards are chosen, ``"tricks"`` while playing.
- ``hand``: the agent's own cards (codes like ``"R7"``: colour letter of
  ``RYGBOV`` + value), pain cards already removed.
- ``legal``: the codes the agent may name now (any hand card: there is no duty
  to follow colour).
- ``hand_sizes``: cards left in each seat's hand; ``pain_chosen``: who has chosen.
- ``pain_cards``: per seat, its pain card(s) when this seat may know them (its
  own once chosen; the others' once all are revealed, unless ``hidden``), else None.
  ``pain_colours(seat)`` gives their colour letters.
- ``leader``, ``turn``, ``trick`` (cards of the trick in progress, from the
  leader on), ``trick_holder`` (who takes it so far).
- ``tricks``: this round's completed tricks (``leader``, ``cards``, ``winner``);
  ``played()``: every card played this round, in order.
- ``tricks_per_round``, ``round_index``, ``round_count``, ``round_scores``,
  ``totals``, ``winners``.

No other seat's hand is ever in a view. :mod:`sticheln.ai.knowledge` turns a
view into card integers for agents that compute, and
``python benchmarks/ai_tournament.py normal mymodule:factory`` measures an
outside agent against the built-in ones.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from sticheln.ai.hint import Hint, hints
from sticheln.view import SeatView

LEVELS = ("easy", "normal", "hard")  # every built-in level, weakest first
SEARCH_LEVELS = frozenset({"hard"})  # the levels that search for a time budget (slow: not on an event loop)
__all__ = ["LEVELS", "SEARCH_LEVELS", "Hint", "Player", "RandomPlayer", "hints", "player"]


@runtime_checkable
class Player(Protocol):
    """An agent. It sees only a :class:`~sticheln.view.SeatView` of its own seat.

    ``choose_pain`` returns one card code from ``view.legal`` (with the
    ``twopain`` option, a sequence of two different codes); ``choose_card``
    returns one code from ``view.legal``.
    """

    def choose_pain(self, view: SeatView) -> str | Sequence[str]: ...

    def choose_card(self, view: SeatView) -> str: ...


class RandomPlayer:
    """Any legal card, uniformly at random."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose_pain(self, view: SeatView) -> str | Sequence[str]:
        if view.options.twopain:
            return self.rng.sample(view.legal, 2)
        return self.rng.choice(view.legal)

    def choose_card(self, view: SeatView) -> str:
        return self.rng.choice(view.legal)


def player(level: str = "normal", seed: int | None = None, time_budget: float | None = None) -> Player:
    """A built-in player: ``easy``, ``normal`` or ``hard``.

    ``seed`` fixes its choices (``hard`` is then reproducible only up to its
    time budget; see :class:`sticheln.ai.hard.HardPlayer` for an iteration
    count). ``time_budget`` is seconds per move for ``hard`` (default 1, at most
    2); the other levels are instant and ignore it.
    """
    if level == "easy":
        from sticheln.ai.easy import EasyPlayer

        return EasyPlayer(seed)
    if level == "normal":
        from sticheln.ai.normal import NormalPlayer

        return NormalPlayer(seed)
    if level == "hard":
        from sticheln.ai.hard import HardPlayer

        return HardPlayer(seed, time_budget=time_budget)
    raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
