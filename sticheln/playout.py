"""Random legal games on the integer fast path (the playout benchmark and the engine cross-checks).

Every card is legal at every turn (no duty to follow colour), so a random
game is just a random permutation of the deck: seat ``s`` is dealt positions
``15*s .. 15*s+14``, sets aside the last of them as its pain card and plays the
others in order, trick ``t`` taking card ``t`` of every hand. No per-move
random call and no objects per card: a deal is a ``bytes`` of card codes, so
trick ``t`` is the slice ``dealt[t::15]`` and its bids are one
``bytes.translate``, both done in C.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Sequence

from sticheln.cards import HAND_SIZE, deck
from sticheln.fast import CARD_POINTS, COLOUR, take_tricks

# A translation table for bytes.translate: LOSS[pain colour][card] is 14 minus the card's points to
# a player of that pain colour (fast.CARD_POINTS), kept in 0..28 to fit a byte:
# a pile of k cards scores 14*k - sum(pile.translate(LOSS[pain colour])).
_PAD = bytes(256 - len(COLOUR))
LOSS = tuple(bytes(14 - p for p in points) + _PAD for points in CARD_POINTS)
# The top two bytes of a float in [1, 2): exponent 0x3ff, then four mantissa bits
# that here number the permutation.
_MAX_BATCH = 16
_EXPONENT_LOW_AND_BATCH = tuple(bytes([0xF0 | k]) for k in range(_MAX_BATCH))
_EXPONENT_HIGH = b"\x3f" * (len(COLOUR) * _MAX_BATCH)


def random_permutation(cards: Sequence[int], rng: random.Random) -> bytes:
    """``cards`` (each < 256) in uniformly random order."""
    return random_permutations(cards, 1, rng)[0]


def random_permutations(cards: Sequence[int], count: int, rng: random.Random) -> list[bytes]:
    """``count`` (1 to 16) independent, uniformly random orders of ``cards`` (each < 256).

    Each card becomes a float in [1 + k/16, 1 + (k+1)/16) for permutation k:
    40 random bits above the card's own byte, so keys never tie, and k in the
    top four mantissa bits. One plain float sort, all in C, then orders every
    permutation at once: about 2.5 times faster than ``rng.shuffle``.
    """
    if not 1 <= count <= _MAX_BATCH:
        raise ValueError(f"between 1 and {_MAX_BATCH} permutations per call, not {count}")
    n = len(cards)
    total = n * count
    raw = bytearray(rng.getrandbits(64 * total).to_bytes(8 * total, "little"))
    raw[0::8] = bytes(cards) * count  # lowest mantissa byte: which card
    raw[6::8] = b"".join(_EXPONENT_LOW_AND_BATCH[k] * n for k in range(count))
    raw[7::8] = _EXPONENT_HIGH[:total]
    keys = memoryview(raw).cast("d").tolist()
    keys.sort()
    ordered = array("d", keys).tobytes()[0::8]
    return [ordered[start : start + n] for start in range(0, total, n)] if n else [b""] * count


def play_out(dealt: bytes, players: int, leader: int, pains: bytes) -> list[int]:
    """Play every hand of ``dealt`` (seat s: ``dealt[15*s : 15*s+14]``) in order; round scores.

    ``pains[s]`` is seat s's pain card, already out of its hand.
    """
    won = [bytearray((p,)) for p in pains]
    take_tricks(dealt, HAND_SIZE, HAND_SIZE - 1, leader, won)
    return [14 * len(pile) - sum(pile.translate(LOSS[COLOUR[pain]])) for pile, pain in zip(won, pains, strict=True)]


def random_game(players: int, rng: random.Random, rounds: int = 5, start: int = 0) -> list[int]:
    """A whole random game; returns the totals. Up to 16 rounds are dealt by one sort."""
    cards = deck(players)
    totals = [0] * players
    for first in range(0, rounds, _MAX_BATCH):
        deals = random_permutations(cards, min(_MAX_BATCH, rounds - first), rng)
        for k, dealt in enumerate(deals, start=first):
            for seat, points in enumerate(_play_dealt(dealt, players, (start + k) % players)):
                totals[seat] += points
    return totals


def _play_dealt(dealt: bytes, players: int, leader: int) -> list[int]:
    """Each hand's last card is its pain card; the others are played in order."""
    return play_out(dealt, players, leader, dealt[HAND_SIZE - 1 :: HAND_SIZE])
