"""Seat numbers for people: a seat is an id from 0 in the data, a number from 1 in every text.

The service, its events, the game record (RECORD.md) and the web page's ``data-seat``
contract keep seat ids 0..n-1. Wherever a person reads or types a seat (the lobby,
``/join seat:``, ``option start N``, ``--start``, ``--seat``, every sentence naming a
seat) it is numbered 1..n. These two functions are the only place the two meet: the
service words its own sentences and reads the option's text with them, and each adapter
converts what people type at its edge.
"""

from __future__ import annotations


def seat_number(seat: int) -> int:
    """The number people read for seat id ``seat``."""
    return seat + 1


def seat_id(number: int) -> int:
    """The seat id of the number a person typed (any int: an id out of range is refused where it is used)."""
    return number - 1
