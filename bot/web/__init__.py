"""The web adapter: the table in the browser (watch live, play by clicking, replay), on the table service.

``sticheln web`` (:mod:`bot.web.command`) plays a game against AI players in the browser; the bot
serves the same pages (:mod:`bot.web.server`). Pages are plain HTML, CSS and JavaScript modules
shipped in ``static/``; live updates arrive over a WebSocket as whole table states
(:mod:`bot.web.snapshot`), built for a spectator from the game's public view only.

Routes (``server.py``), pages (``pages.py``), live connections (``live.py``, and
``bot/storage/table_notices.py`` across processes), moves from a page (``moves.py``), signed links
(``links.py``), the replay (``replay_data.py``, ``export.py``; a seat's review on it, ``review_data.py``
and ``static/review.js``), the viewer's language (``language.py``), ``sticheln web`` (``command.py``).
"""
