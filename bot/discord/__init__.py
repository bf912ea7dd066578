"""The Discord adapter: slash commands, hands by DM, the trick board in the channel (discord.py 2.x), by feature.

- ``table/``: the table in its channel (commands, the actions they run, the board and its messages);
- ``hands/``: hands by DM, their menus and buttons, closed DMs and away players;
- ``club/``: club play's commands, the tournament desk, LFG calls, the results channel and the chart;
- ``review.py``: ``/review`` and the result's "Review my game" button;
- ``links/``: the web table in the bot's process and its links in Discord.

Shared by the features: ``client.py`` builds them and is imported by none of them (they reach their collaborators
through the protocol in ``collaborators.py``); ``dispatch.py`` routes the service's events to their handlers;
``safe.py`` is the one wrapper around Discord calls, ``limiter.py`` keeps the process within its REST budget,
``memory.py`` is what the adapter remembers (kept in the database by ``stored_memory.py``, each post once by
``posted_once.py``), ``escape.py`` makes names and quoted input safe to show, ``language.py`` and
``translator.py`` speak the reader's language, ``id_button.py`` is the persistent buttons' base.
"""

from bot.discord.client import StichelnBot, create_bot

__all__ = ["StichelnBot", "create_bot"]
