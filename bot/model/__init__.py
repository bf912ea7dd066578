"""The table's value types: what a table is and what happens at it, with no storage, clock or Discord.

- ``table/``: one table's state machine (``facade.py`` is the ``Table``): lobby, moves, votes, clocks, projections;
- ``events.py`` (what happened, as told to the adapters), ``contract.py`` (the operations the adapters call and the
  read projections they get), ``reading.py`` (a table and its game as an adapter may read them: no moves, no
  setters), ``errors.py`` (a refusal as a phrase), ``options.py``, ``seats.py``,
  ``seat_numbers.py``, ``ratings.py`` (OpenSkill as plain numbers), ``tally.py``.

Both :mod:`bot.storage` (which stores tables, events and results) and :mod:`bot.service` (which runs them) import
from here; this package imports only :mod:`sticheln` and :mod:`bot.i18n`.
"""
