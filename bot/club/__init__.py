"""Club play, a layer above the table service: tournaments, seasons, game history, looking for players,
server settings.

The club uses the :class:`~bot.service.TableService` and never the other way
round: a tournament table is an ordinary table, seated and started through
the service's own operations, and the season ratings are stored in a rated
game's own commit by a listener the club registers
(:meth:`~bot.service.TableService.on_rated`). Its rows are read and written
through the storage in its own words: the queries of
:mod:`bot.storage.club_queries`, no SQL here.

- ``service.py``: the facade the adapters use (every operation checked at the
  door, a database failure refused politely);
- ``tournament.py``: registration, rounds, standings; seating in
  ``pairing.py``, placing points in ``scoring.py``;
- ``seasons.py``: seasons and their ratings (the rules a rated game follows
  are the service's, :mod:`bot.service.rating_rules`);
- ``history.py``: a player's past games, a game's record and running totals;
- ``lfg.py``: calls for players; ``server_settings.py``: a server's own settings.
"""
