"""Player names and user input made safe to show: no markdown, no mentions, no reply over Discord's limits.

A display name is anything a user typed ("||x|| __y__ <@123>"): in every
sentence it is shown as typed, never rendered as markdown, a spoiler or a
mention pill. Input quoted back in a refusal (an option name, a player asked
for) is clipped, so a 2,500-character argument still gets its answer.
"""

from __future__ import annotations

import discord

from bot.i18n import shown, t
from bot.model.errors import Refusal

MAX_CONTENT = 2000  # characters of a message's content
QUOTE_LIMIT = 100  # characters of user input quoted back
ZERO_WIDTH = "\u200b"


def name(text: str) -> str:
    """A name as typed: markdown escaped, and ``<@id>``, ``<#id>``, ``@everyone`` shown as text.

    An AI seat's stored name is worded here, in the reader's language ("KI 1").
    """
    return _escaped(shown(text))


def _escaped(text: str) -> str:
    escaped = discord.utils.escape_markdown(discord.utils.escape_mentions(text), ignore_links=False)
    return escaped.replace("<", "<" + ZERO_WIDTH)


def names(texts: list[str] | tuple[str, ...]) -> list[str]:
    return [name(x) for x in texts]


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def refusal(err: Refusal) -> str:
    """The refusal's sentence in the reader's language, its names and quoted input escaped and clipped."""
    params: dict[str, object] = {}
    for key, value in err.params.items():
        # quoted input as typed (an AI seat's stored name is worded by the sentence itself)
        params[key] = _escaped(clip(value, QUOTE_LIMIT)) if isinstance(value, str) else value
    try:
        return clip(t(err.key, **params))
    except (KeyError, IndexError, ValueError):
        return clip(str(err))
