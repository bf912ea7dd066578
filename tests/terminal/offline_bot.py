"""``sticheln-bot`` with discord.py's HTTP pointed at a loopback address: ``python -m tests.terminal.offline_bot PORT``.

discord.py has no setting for its API address, so this stand-in for the console script
moves ``Route.BASE`` to ``http://127.0.0.1:PORT`` and then runs ``bot.main.main`` exactly as
the ``sticheln-bot`` script does. Tests never reach the real Discord.
"""

from __future__ import annotations

import sys

import discord.http

from bot.main import main

if __name__ == "__main__":
    discord.http.Route.BASE = f"http://127.0.0.1:{int(sys.argv[1])}/api/v10"
    sys.exit(main(sys.argv[2:]))
