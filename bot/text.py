"""Every user-facing sentence of the bot, in one catalogue.

Code names a message by key; ``t(key, **params)`` renders it. The table
service's refusals, the terminal table and the Discord adapter all read from
here, so wording is changed (or translated) in one place.
"""

from __future__ import annotations

from collections.abc import Mapping

# -- table service: refusals and announcements (bot.service) -----------------
SERVICE: Mapping[str, str] = {
    "table_full": "The table is full ({max} players).",
    "already_seated": "You are already seated at this table.",
    "not_seated": "You are not seated at this table.",
    "not_your_turn": "It is {name}'s turn.",
    "stale_action": "That hand is out of date; use the newest one (or /hand).",
}

# -- Discord adapter (bot.discord) -------------------------------------------
DISCORD: Mapping[str, str] = {}

# -- terminal table (bot.terminal) -------------------------------------------
TERMINAL: Mapping[str, str] = {}

CATALOGUE: dict[str, str] = {**SERVICE, **DISCORD, **TERMINAL}


def t(key: str, **params: object) -> str:
    """The message ``key`` with ``params`` filled in."""
    return CATALOGUE[key].format(**params)
