"""What a storage raises: a read or write refused, a conflict with another process, a database unusable."""

from __future__ import annotations

from typing import TypeVar

E = TypeVar("E", bound=BaseException)


class StorageError(Exception):
    """The database refused or failed a read or a write (full disk, locked, gone); nothing was stored."""


def without_frames(error: E) -> E:
    """``error`` and the errors it came from, their tracebacks dropped: kept or raised again, it holds no frame.

    A failed write's error is kept in futures and raised again through frames
    that hold those futures (the writer's batch, the change's commit, the
    scheduler's task); each raise adds those frames to its traceback, closing
    a reference cycle around the table's state that only a full collection
    frees, and the bot's collector thresholds make those rare
    (``bot.runtime``). Code that stores a database error or retries after one
    drops its frames first (the message is all that is logged).
    ``benchmarks/soak.py``: a disk-full minute left ~10 MiB of tables in
    such cycles (docs/OPERATIONS.md).
    """
    seen: set[int] = set()
    waiting: list[BaseException | None] = [error]
    while waiting:
        link = waiting.pop()
        if link is not None and id(link) not in seen:
            seen.add(id(link))
            link.__traceback__ = None
            waiting += [link.__cause__, link.__context__]
    return error


class StorageConflict(StorageError):
    """Another process changed the table since the copy a change was computed from; compute it again."""


class StorageUnavailable(Exception):
    """The database cannot be used at all (corrupt, newer than this bot, read-only, in use by another process).

    ``str()`` is one line naming the database and the problem.
    """
