"""The one place where a database failure becomes a polite refusal, for the table service and the club alike.

A read that fails is refused with ``not_read``, a change with ``not_saved``;
either way nothing changed, and the log says what failed.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import TypeVar

from bot.model.errors import Refusal
from bot.storage.errors import StorageError, without_frames

log = logging.getLogger(__name__)
R = TypeVar("R")


async def asking(question: Awaitable[R], what: str = "a read") -> R:
    """The answer to ``question``; a database failure is refused as ``not_read``."""
    return await _refusing(question, "not_read", what)


async def saving(change: Awaitable[R], what: str = "a change") -> R:
    """The result of ``change``; a database failure is refused as ``not_saved``."""
    return await _refusing(change, "not_saved", what)


async def _refusing(work: Awaitable[R], key: str, what: str) -> R:
    try:
        return await work
    except StorageError as err:
        raise refused(key, err, what) from None


def refused(key: str, err: StorageError, what: str) -> Refusal:
    """The refusal for a database failure (logged): raise it ``from None``, the player needs no traceback."""
    log.warning("the database failed %s: %s", what, err)
    without_frames(err)  # the refusal keeps it as its context: no frames (nor the table they hold) with it
    return Refusal(key)
