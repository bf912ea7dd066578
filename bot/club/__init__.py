"""Club play on top of the table service: tournaments, seasons, game history, looking for players, server settings.

Plain functions and small classes over :class:`~bot.storage.storage.Storage`,
in the SQL both storages share (``?`` placeholders), one idea per module;
:mod:`bot.club.service` is the facade the adapters use. A tournament
table is an ordinary table, seated and started through the
:class:`~bot.service.TableService`'s own operations.
"""
