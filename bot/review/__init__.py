"""Game reviews of stored games, a layer above the table service (as club play is): each decision of a
seat rated by ``hard``'s search (:mod:`sticheln.review`), computed on the AI's worker processes through
:meth:`~bot.service.TableService.compute_review`, stored once in the ``reviews`` table.

- ``service.py``: :class:`ReviewService`, what the adapters ask (a seat's review, computed once; a stored
  review for the web table's annotated replay, never computed on a page request);
- ``summary.py``: a review's summary as the adapters word it (ids, numbers and card codes only).

Below it are :mod:`bot.service` and :mod:`bot.storage` (its statements are
:mod:`bot.storage.review_queries`); above it the adapters (``/review`` in
:mod:`bot.discord.review`, the annotated replay in :mod:`bot.web`).
"""
