"""The web adapter: the table in the browser (watch live, play by clicking, replay), on the table service.

``sticheln web`` (:mod:`bot.web.command`) plays a game against AI players in the browser; the bot
serves the same pages (:mod:`bot.web.server`). Pages are plain HTML, CSS and JavaScript modules
shipped in ``static/``; live updates arrive over a WebSocket as whole table states
(:mod:`bot.web.snapshot`), built for a spectator from the game's public view only.
"""
