"""The web table from Discord: served in the bot's own process (``web_host.py``) and linked from boards, hands and
results (``web_links.py``)."""
