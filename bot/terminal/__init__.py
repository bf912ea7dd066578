"""``sticheln play``: the terminal table, a whole game against AI players through the bot's table service.

One idea per module: ``arguments`` (the command line), ``lobby`` (the service and the
table's set-up), ``session`` (the human's seat: prompts and commands), ``view`` (what is
shown for each event), ``tally`` (the round's bookkeeping), ``style`` and ``screen``
(colour or plain output), ``reader`` (standard input), ``record`` (``--record``).
"""

from bot.terminal.command import main, play

__all__ = ["main", "play"]
