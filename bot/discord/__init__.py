"""The Discord adapter: slash commands, hands by DM, the trick board in the channel (discord.py 2.x).

- Slash commands (``commands.py``) and persistent components (``components.py``) call the table's actions
  (``actions.py``, seen through the port ``table_actions.py``) and reach the bot's other collaborators through one
  protocol (``collaborators.py``), never by importing the client (``client.py``, which builds them).
- Service events reach their handlers through ``dispatch.py``: the lobby, the round's message and the result in
  the channel (``board.py``; the messages themselves, edits coalesced, in ``board_message.py``; its sentences about
  seats and votes in ``table_news.py``, ``round_message.py``, ``round_board.py``), hands by DM (``delivery.py``,
  ``dm_hands.py``, ``hand_context.py``, ``closed_dms.py``, ``away_notice.py``, whose text is ``hand_text.py``).
- A click on a hand is answered with the hand it leads to (``clicks.py``, ``interaction_hook.py``).
- ``render.py`` turns state into text and embeds, ``escape.py`` makes names and quoted input safe to show,
  ``limiter.py`` keeps the process within its REST budget, ``memory.py`` is what the adapter remembers (kept in the
  database by ``stored_memory.py``), ``safe.py`` is the one wrapper around Discord calls, ``web_host.py`` and
  ``web_links.py`` the web table in the bot's process.
- ``club/``: club play's commands, the tournament desk, LFG calls, the results channel and the chart.
"""

from bot.discord.client import StichelnBot, create_bot

__all__ = ["StichelnBot", "create_bot"]
