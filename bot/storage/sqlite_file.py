"""Opening an SQLite database file safely, and backing it up while the bot runs.

A file is used by one bot process at a time (a lock file next to it, released
by the kernel when the process ends, however it ends). A new database is
built under a temporary name and renamed into place, so an empty file is never
one of ours and is refused, like a corrupt file, a schema newer than this bot,
or a file or folder the bot cannot write. Each refusal is one line naming the
file and the problem (:class:`~bot.storage.storage.StorageUnavailable`).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import sqlite3
import tempfile
from pathlib import Path

from bot.i18n import t
from bot.storage import migrations as numbered
from bot.storage.errors import StorageUnavailable

LOCK_SUFFIX = ".lock"
SQLITE_IOERR, SQLITE_FULL = 10, 13  # SQLite's result codes for an I/O error and a full disk
NEARLY_FULL = 2**20  # bytes left on a disk that is as good as full


def migrations() -> list[tuple[int, str]]:
    """The numbered scripts for SQLite (:mod:`bot.storage.migrations`), in order."""
    return numbered.scripts("sqlite")


class FileLock:
    """This process's claim on a database file: ``<file>.lock``, held with flock until :meth:`release`."""

    def __init__(self, path: Path) -> None:
        self.path = Path(f"{path}{LOCK_SUFFIX}")
        try:
            self._fd: int | None = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as err:
            raise unavailable("db_cannot_open", path, err.strerror or err, err) from None
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            other = os.read(self._fd, 32).decode(errors="replace").strip() or "?"
            os.close(self._fd)
            raise StorageUnavailable(t("db_in_use", path=path, pid=other)) from None
        try:
            os.ftruncate(self._fd, 0)
            os.write(self._fd, str(os.getpid()).encode())
        except OSError as err:  # a full disk
            self.release()
            raise unavailable("db_cannot_open", path, err.strerror or err, err) from None

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the file releases the flock
            self._fd = None


def unavailable(key: str, path: Path, problem: object, err: BaseException) -> StorageUnavailable:
    """The refusal ``key`` naming ``problem``, unless the disk is full: then that, whichever step met it."""
    if disk_full(err, path):
        return StorageUnavailable(t("db_disk_full", path=path, problem=problem))
    return StorageUnavailable(t(key, path=path, problem=problem))


def disk_full(err: BaseException, path: Path) -> bool:
    """SQLite's "database or disk is full", the system's "no space left on device", or an I/O error (SQLite's
    shared memory file cannot grow, say) on a disk with next to nothing left."""
    if getattr(err, "sqlite_errorcode", None) == SQLITE_FULL or getattr(err, "errno", None) == errno.ENOSPC:
        return True
    if getattr(err, "sqlite_errorcode", 0) & 0xFF != SQLITE_IOERR:
        return False
    try:
        room = os.statvfs(path.parent if str(path.parent) else ".")
    except OSError:
        return False
    return room.f_bavail * room.f_frsize < NEARLY_FULL


def check_path(path: Path) -> None:
    """Refuse a path that can hold no database of ours: no folder, a folder itself, an empty file."""
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise StorageUnavailable(t("db_no_folder", path=path))
    if path.is_dir():
        raise StorageUnavailable(t("db_is_folder", path=path))
    if path.exists() and path.stat().st_size == 0:
        raise StorageUnavailable(t("db_empty", path=path))
    if not path.exists() and not _can_create_in(folder):
        raise StorageUnavailable(t("db_folder_not_writable", path=path, folder=folder))


def _can_create_in(folder: Path) -> bool:
    """A file can be made in ``folder`` (tried: permissions alone say yes to root, and /proc refuses anyone)."""
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".sticheln-", suffix=".probe"):
            return True
    except OSError:
        return False


def create(path: Path) -> None:
    """A new database, built under a temporary name and renamed into place (so it is never an empty file)."""
    if path.exists():
        return
    fresh = path.with_name(path.name + ".new")
    try:
        with contextlib.closing(sqlite3.connect(fresh, isolation_level=None)) as conn:
            conn.execute("PRAGMA journal_mode=WAL").fetchall()
            migrate(conn, path)
        fresh.rename(path)
    except (sqlite3.Error, OSError) as err:
        with contextlib.suppress(OSError):
            fresh.unlink()
        raise unavailable("db_cannot_open", path, err, err) from None


def migrate(conn: sqlite3.Connection, path: Path) -> int:
    """Apply the migrations newer than the file's ``user_version``; refuse a newer schema. The schema version."""
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    known = migrations()
    newest = known[-1][0] if known else 0
    if version > newest:
        raise StorageUnavailable(t("db_newer", path=path, version=version, newest=newest))
    for number, script in known:
        if number > version:
            conn.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")
            version = number
    return version


def verify(path: Path) -> None:
    """Bring the database up to date, refusing one that is no database, corrupt, newer, or read-only.

    Synchronous, at start-up, before the bot's own connections open.
    """
    try:
        with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as conn:
            problems = [row[0] for row in conn.execute("PRAGMA quick_check").fetchall()]
            if problems != ["ok"]:
                raise StorageUnavailable(t("db_corrupt", path=path, problem=problems[0]))
            version = migrate(conn, path)
            try:
                conn.execute(f"PRAGMA user_version = {version}")  # rewrites the header: fails if nothing may be written
            except sqlite3.OperationalError as err:
                raise unavailable("db_read_only", path, err, err) from None
    except sqlite3.DatabaseError as err:  # not a database at all, or damaged beyond a check (or a full disk)
        raise unavailable("db_corrupt", path, err, err) from None


def backup(source: Path, target: Path) -> int:
    """A consistent copy of ``source`` in ``target`` (SQLite's online backup: safe while the bot writes).

    The number of pages copied. The bot's lock is not needed: the backup only reads.
    """
    if not source.is_file() or source.stat().st_size == 0:
        raise StorageUnavailable(t("db_no_file", path=source))
    if target.exists():
        raise StorageUnavailable(t("db_backup_exists", path=target))
    try:
        with (
            contextlib.closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True)) as src,
            contextlib.closing(sqlite3.connect(target)) as dst,
        ):
            src.backup(dst)
            return int(dst.execute("PRAGMA page_count").fetchone()[0])
    except sqlite3.Error as err:
        with contextlib.suppress(OSError):
            target.unlink()
        raise StorageUnavailable(t("db_cannot_open", path=source, problem=err)) from None
