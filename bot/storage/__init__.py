"""Storage, below the table service: the one interface to the database and its two backends.

- ``storage.py``: the interface (:class:`~bot.storage.storage.Storage`, a
  locked table's :class:`~bot.storage.storage.TableTx`, the scheduler's port
  :class:`~bot.storage.storage.AiLeases`); ``errors.py`` what it raises,
  ``records.py`` the values it takes and gives besides tables and events,
  ``opening.py`` the one place that opens either backend;
- ``sql.py``: statements written once for both dialects, with named
  parameters compiled per dialect; ``queries.py`` holds the storage's own,
  ``club_queries.py`` the club's; ``standings.py`` (the leaderboard and a
  player's statistics) and ``game_rows.py`` (a game's result as rows) use
  them on either backend; ``change.py`` is what a locked table's change
  collects until its commit, for both;
- SQLite: ``sqlite.py`` (one process; tables cached in memory),
  ``sqlite_writes.py`` (commits grouped into one transaction),
  ``sqlite_file.py`` (the file's lock, checks and backup);
- PostgreSQL: ``postgres.py`` (several processes on one database),
  ``postgres_tx.py`` (a change), ``postgres_leases.py`` (who delivers a
  table's events and who thinks for its AI), ``postgres_save.py`` (the
  statement that writes many tables' rows), ``postgres_writer.py`` (its
  connection), ``postgres_migrate.py``, ``postgres_common.py``;
- ``migrations/``: numbered alike for both backends; ``codec.py``: a table's
  state and events as JSON; ``batching.py``: requests that arrive together
  share one statement.

The storage keeps the value types of :mod:`bot.model` (a table, its events,
the standings) and never reaches the service: dependencies point down.
Hand-written SQL per dialect stays only on the measured hot path (a commit's
row and events, a delivery's mark, a table's load, the leases).
"""
