"""The table in its channel: the slash commands (``commands.py``) and the actions they run (``actions.py``, seen by
commands and components through the port ``table_actions.py``); the lobby, the round's message and the result
(``board.py``; the messages themselves, edits coalesced, in ``board_message.py``; their sentences about seats and
votes in ``table_news.py``, ``round_message.py``, ``round_board.py``); ``render.py`` turns a board into text and
embeds; ``channels.py`` finds where a table posts (its channel or its game's thread)."""
