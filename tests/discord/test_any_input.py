"""Any text typed into a slash command, of any length Discord allows, answered in one line in the player's
language (issue 39, item 3).

A string option without a stated length takes up to 6,000 characters in Discord. The refusal quotes what was typed
short (40 characters, an ellipsis), with line breaks, escape characters and bidirectional overrides shown as "�"
(:func:`bot.i18n.quoted`), so one line stays one line and reads the right way round.
"""

from __future__ import annotations

import pytest

from bot.i18n import quoted, translate
from tests.discord.discord_helpers import make_table, play_out, reply_text, seat_everyone
from tests.discord.test_discord_languages import speaking_users  # noqa: F401  (a fixture)

LONGEST = 6000  # a string option's longest value in Discord
TYPED = {
    "letters": "x" * LONGEST,
    "odd": ("é\u202e\x1b[2J🃏\nשלום\t" * 1000)[:LONGEST],
}


def one_short_line(text: str) -> bool:
    return "\n" not in text and "\u202e" not in text and "\x1b" not in text and 0 < len(text) < 200


@pytest.mark.parametrize("kind", TYPED)
async def test_the_longest_option_text_is_refused_in_one_line(simcord_env, kind):
    typed = TYPED[kind]
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    ann = table.players[0]
    await seat_everyone(table)
    for options in ({"name": typed}, {"name": "hidden", "value": typed}, {"name": "start", "value": typed}):
        result = await ann.slash(table.channel, "option", **options)
        answer = reply_text(result)
        assert result.ephemeral and one_short_line(answer), answer
        assert "…" in answer or kind == "odd"  # (its first word, the option's name, is short)
        if "value" not in options:
            assert answer.endswith("rounds and language."), answer  # the options' list whole, only the typed cut
    for field in ("name", "value"):
        assert await ann.autocomplete(table.channel, "option", field, typed, name=typed) == []
    board = await table.board()
    assert board.phase == "lobby" and "hidden" not in board.options  # nothing changed
    assert (await ann.slash(table.channel, "option", name="hidden", value="on")).ephemeral


async def test_a_french_player_is_answered_in_french(simcord_env, speaking_users):  # noqa: F811
    table = make_table(simcord_env, ["ann", "bo", "cy"])
    ann = table.players[0]
    speaking_users[ann.id] = "fr"
    for player in table.players:
        assert (await player.slash(table.channel, "join")).acknowledged
    answer = reply_text(await ann.slash(table.channel, "option", name="hidden", value=TYPED["odd"]))
    assert one_short_line(answer), answer
    assert answer == translate("fr", "option_bad_flag", name="hidden", value=quoted(TYPED["odd"].strip().lower(), 40))


# Discord's longest display name (32), in wide letters, emoji and right-to-left script; six of them at one table
LONG_NAMES = [("Ärger" * 7)[:32], "🃏" * 32, ("שלום " * 7)[:32], "W" * 32, ("Ünal-Çağrı " * 3)[:32], "x" * 31 + "1"]


async def test_six_longest_names_and_the_longest_notes_keep_within_discords_limits(simcord_env):
    """Every board, hand, lobby, call and listing the bot sends for six players with Discord's longest names and
    the longest texts the commands take: the rules' fixture fails this test on any request Discord would refuse."""
    table = make_table(simcord_env, LONG_NAMES)
    first = table.players[0]
    for player in table.players:
        assert (await player.slash(table.channel, "join")).acknowledged
    assert (await first.slash(table.channel, "lfg", note="n" * 199 + "🃏")).acknowledged
    assert (await first.slash(table.channel, "spielinfo")).acknowledged
    assert (await first.slash(table.channel, "start", dm=True)).acknowledged
    await play_out(table, stop_after=len(LONG_NAMES) + 12)  # the pain cards and two tricks
    for command in ("spielinfo", "hand", "stats", "history", "leaderboard"):
        assert (await first.slash(table.channel, command)).acknowledged
