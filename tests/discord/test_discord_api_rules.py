"""The checker of Discord's rules (tests/discord/discord_api_rules.py): each rule refuses a payload that breaks it
and accepts one that keeps it; and the simcord fixture holds every request of every test to it (issue 39, item 1)."""

from __future__ import annotations

import copy
from typing import Any

import discord
import pytest

from tests.discord.discord_api_rules import DISCORD_LOCALES, INT53, Violation, violations
from tests.discord.discord_helpers import make_table, reply_text
from tests.discord.rules_watch import RulesWatch

MESSAGE = "POST /channels/1/messages"
EDIT = "PATCH /channels/1/messages/2"
CALLBACK = "POST /interactions/3/tok/callback"
FOLLOW_UP = "POST /webhooks/4/tok"
ORIGINAL = "PATCH /webhooks/4/tok/messages/@original"
THREAD = "POST /channels/1/threads"
SYNC = "PUT /applications/5/commands"
GUILD_SYNC = "PUT /applications/5/guilds/6/commands"


def button(custom_id: str = "st:v1:join", **more: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": "Join", "custom_id": custom_id, **more}


def select(options: int = 3, **more: Any) -> dict[str, Any]:
    choices = [{"label": f"R{i}", "value": f"R{i}", "emoji": {"name": "🟥"}} for i in range(options)]
    return {"type": 3, "custom_id": "st:v1:play:1", "placeholder": "Play a card", "options": choices, **more}


def good_message() -> dict[str, Any]:
    return {
        "content": "Round 1 of 5",
        "embeds": [
            {
                "title": "Table",
                "description": "ann leads",
                "fields": [{"name": "Totals", "value": "ann 0", "inline": True}],
                "footer": {"text": "Sticheln"},
                "author": {"name": "ann"},
            }
        ],
        "components": [
            {"type": 1, "components": [button(), {"type": 2, "style": 5, "label": "Watch", "url": "https://x.test"}]},
            {"type": 1, "components": [select()]},
        ],
    }


def good_command() -> dict[str, Any]:
    return {
        "type": 1,
        "name": "history",
        "description": "Your games",
        "name_localizations": {"de": "verlauf", "fr": "historique", "pt-BR": "histórico"},
        "description_localizations": {"de": "Deine Spiele", "fr": "Tes parties", "pt-BR": "Suas partidas"},
        "options": [
            {"type": 6, "name": "player", "description": "Whose", "required": False},
            {"type": 4, "name": "game", "description": "Game number", "min_value": 1, "max_value": INT53},
            {"type": 3, "name": "name", "description": "Option", "choices": [{"name": "Hidden", "value": "hidden"}]},
        ],
    }


def broken(route: str, body: Any) -> list[str]:
    method, path = route.split(" ", 1)
    return [f"{v.where}: {v.rule}" for v in violations(method, path, body)]


@pytest.mark.parametrize("route", [MESSAGE, EDIT, FOLLOW_UP, ORIGINAL])
def test_a_good_message_passes_on_every_message_route(route):
    assert broken(route, good_message()) == []


def test_good_answers_threads_and_commands_pass():
    assert broken(CALLBACK, {"type": 4, "data": good_message()}) == []
    assert broken(CALLBACK, {"type": 7, "data": good_message()}) == []
    assert broken(CALLBACK, {"type": 6}) == []
    assert broken(CALLBACK, {"type": 8, "data": {"choices": [{"name": "on", "value": "on"}] * 25}}) == []
    assert broken(THREAD, {"name": "Game 12", "auto_archive_duration": 1440, "type": 11}) == []
    assert broken(SYNC, [good_command()]) == []
    assert broken(GUILD_SYNC, [good_command(), {"type": 3, "name": "Review game"}]) == []  # a message command
    assert broken("POST /users/@me/channels", {"recipient_id": "7"}) == []
    assert broken(CALLBACK, {"type": 12}) == []  # LAUNCH_ACTIVITY
    entry_point = {"type": 4, "name": "launch", "description": "Launch", "handler": 2, "integration_types": [0, 1]}
    assert broken(SYNC, [good_command(), entry_point]) == []


def test_launch_activity_and_the_entry_point_are_checked():
    assert broken(CALLBACK, {"type": 12, "data": {"content": "x"}}) == [
        "$: LAUNCH_ACTIVITY has its type only (has ['data', 'type'])"
    ]
    assert broken(CALLBACK, {"type": 10}) == ["$.type: one of [1, 4, 5, 6, 7, 8, 9, 12, 13] (is 10)"]
    entry_point = {"type": 4, "name": "launch", "description": "Launch", "handler": 2}
    assert broken(SYNC, [entry_point, {**entry_point, "name": "start"}]) == [
        "$: at most one entry point command (type 4)"
    ]
    assert broken(SYNC, [{**entry_point, "handler": 3}]) and broken(SYNC, [{**good_command(), "handler": 1}])


def changed(edit: Any) -> dict[str, Any]:
    message = good_message()
    edit(message)
    return message


MESSAGE_RULES = {
    "content 2,000": (lambda m: m.update(content="x" * 2001), "$.content: 0–2000 characters (has 2001)"),
    "title 256": (lambda m: m["embeds"][0].update(title="t" * 257), "$.embeds[0].title: 0–256 characters"),
    "description 4,096": (lambda m: m["embeds"][0].update(description="d" * 4097), "$.embeds[0].description"),
    "field name 256": (lambda m: m["embeds"][0]["fields"][0].update(name="n" * 257), "fields[0].name: 1–256"),
    "field value 1,024": (lambda m: m["embeds"][0]["fields"][0].update(value="v" * 1025), "fields[0].value: 1–1024"),
    "field value empty": (lambda m: m["embeds"][0]["fields"][0].update(value=""), "fields[0].value: 1–1024"),
    "25 fields": (lambda m: m["embeds"][0].update(fields=[{"name": "n", "value": "v"}] * 26), "fields: 0–25 items"),
    "footer 2,048": (lambda m: m["embeds"][0].update(footer={"text": "f" * 2049}), "footer.text: 0–2048"),
    "author 256": (lambda m: m["embeds"][0].update(author={"name": "a" * 257}), "author.name: 0–256"),
    "embeds 6,000": (
        lambda m: m.update(embeds=[{"description": "d" * 4000}, {"description": "d" * 2001}]),
        "$.embeds: at most 6000 characters in all embeds (has 6001)",
    ),
    "10 embeds": (lambda m: m.update(embeds=[{"title": "t"}] * 11), "$.embeds: 0–10 items"),
    "label 80": (lambda m: m["components"][0]["components"][0].update(label="l" * 81), "label: 0–80 characters"),
    "custom_id 100": (
        lambda m: m["components"][0]["components"][0].update(custom_id="c" * 101),
        "custom_id: 1–100 characters",
    ),
    "custom_id empty": (lambda m: m["components"][0]["components"][0].update(custom_id=""), "custom_id: 1–100"),
    "custom_id unique": (
        lambda m: m["components"][1].update(components=[select(custom_id="st:v1:join")]),
        "unique within the message ('st:v1:join' is there twice)",
    ),
    "25 options": (lambda m: m["components"][1].update(components=[select(26)]), "options: 1–25 items (has 26)"),
    "no options": (lambda m: m["components"][1].update(components=[select(0)]), "options: 1–25 items (has 0)"),
    "option label 100": (
        lambda m: m["components"][1]["components"][0]["options"][0].update(label="o" * 101),
        "options[0].label: 1–100",
    ),
    "option value 100": (
        lambda m: m["components"][1]["components"][0]["options"][0].update(value="o" * 101),
        "options[0].value: 1–100",
    ),
    "option description 100": (
        lambda m: m["components"][1]["components"][0]["options"][0].update(description="o" * 101),
        "options[0].description: 0–100",
    ),
    "placeholder 150": (
        lambda m: m["components"][1]["components"][0].update(placeholder="p" * 151),
        "placeholder: 0–150",
    ),
    "5 rows": (lambda m: m.update(components=[{"type": 1, "components": [button(f"b{i}")]} for i in range(6)]), "0–5"),
    "5 buttons a row": (
        lambda m: m["components"][0].update(components=[button(f"b{i}") for i in range(6)]),
        "components[0].components: 1–5 items (has 6)",
    ),
    "select alone": (
        lambda m: m["components"][1]["components"].append(button("other")),
        "a select alone in its row",
    ),
    "rows at the top": (lambda m: m.update(components=[button()]), "an action row (type 1) at the top"),
    "button emoji": (
        lambda m: m["components"][0]["components"][0].update(emoji={"name": "🂠"}),
        "a Unicode emoji or a custom emoji with an id ('🂠' is neither)",
    ),
    "option emoji": (
        lambda m: m["components"][1]["components"][0]["options"][0].update(emoji={"name": "R"}),
        "options[0].emoji: a Unicode emoji",
    ),
    "link without custom_id": (
        lambda m: m["components"][0]["components"][1].update(custom_id="x"),
        "no custom_id on a link button",
    ),
    "nonce 25": (lambda m: m.update(nonce="n" * 26), "$.nonce: 0–25 characters"),
}


@pytest.mark.parametrize("rule", MESSAGE_RULES)
def test_each_message_rule_refuses_what_breaks_it(rule):
    edit, said = MESSAGE_RULES[rule]
    for route in (MESSAGE, EDIT, FOLLOW_UP, ORIGINAL):
        found = broken(route, changed(edit))
        assert any(said in line for line in found), (route, found)
    answer = broken(CALLBACK, {"type": 4, "data": changed(edit)})
    inside = said.replace("$.", "$.data.", 1)
    assert any(inside in line and line.startswith("$.data") for line in answer), answer


def test_a_custom_emoji_with_an_id_passes():
    message = changed(lambda m: m["components"][0]["components"][0].update(emoji={"name": "card", "id": "123"}))
    assert broken(MESSAGE, message) == []


def command_with(edit: Any) -> list[dict[str, Any]]:
    command = good_command()
    edit(command)
    return [command]


def option(command: dict[str, Any], index: int) -> dict[str, Any]:
    found: dict[str, Any] = command["options"][index]
    return found


COMMAND_RULES = {
    "name pattern": (lambda c: c.update(name="my command"), "$[0].name: lowercase letters, digits"),
    "name lowercase": (lambda c: c.update(name="History"), "$[0].name: lowercase"),
    "name 32": (lambda c: c.update(name="h" * 33), "$[0].name: 1–32 characters"),
    "localised name": (lambda c: c["name_localizations"].update(de="Verlauf"), "name_localizations['de']"),
    "option name": (lambda c: option(c, 0).update(name="Player"), "options[0].name: lowercase"),
    "description 100": (lambda c: c.update(description="d" * 101), "$[0].description: 1–100"),
    "description empty": (lambda c: c.update(description=""), "$[0].description: 1–100"),
    "option description": (lambda c: option(c, 1).update(description="d" * 101), "options[1].description: 1–100"),
    "localised description": (
        lambda c: c["description_localizations"].update(fr="d" * 101),
        "description_localizations['fr']: 1–100",
    ),
    "unknown locale": (lambda c: c["name_localizations"].update(en="history"), "a locale Discord knows ('en'"),
    "unknown locale pt": (lambda c: c["description_localizations"].update(pt="x"), "('pt' is not one)"),
    "max_value 2^53": (lambda c: option(c, 1).update(max_value=2**53), "max_value: an integer within ±(2^53 − 1)"),
    "min_value -2^53": (lambda c: option(c, 1).update(min_value=-(2**53)), "min_value: an integer within"),
    "25 choices": (
        lambda c: option(c, 2).update(choices=[{"name": f"c{i}", "value": f"c{i}"} for i in range(26)]),
        "choices: 0–25 items",
    ),
    "choice name 100": (lambda c: option(c, 2)["choices"][0].update(name="c" * 101), "choices[0].name: 1–100"),
    "choice value 100": (lambda c: option(c, 2)["choices"][0].update(value="c" * 101), "choices[0].value: 0–100"),
    "25 options": (
        lambda c: c.update(options=[{"type": 5, "name": f"o{i}", "description": "d"} for i in range(26)]),
        "$[0].options: 0–25 items",
    ),
    "required first": (lambda c: option(c, 2).update(required=True), "required options before the optional ones"),
    "4,000 characters": (
        lambda c: (
            c.update(
                options=[{"type": 3, "name": f"o{i}", "description": "d" * 100, "choices": []} for i in range(25)],
                description_localizations={"de": "d" * 100},
                name_localizations={},
            )
            or option(c, 0).update(choices=[{"name": "c" * 100, "value": "v" * 100}] * 25)
        ),
        "at most 4000 characters",
    ),
}


@pytest.mark.parametrize("rule", COMMAND_RULES)
def test_each_command_rule_refuses_what_breaks_it(rule):
    edit, said = COMMAND_RULES[rule]
    for route in (SYNC, GUILD_SYNC):
        found = broken(route, command_with(edit))
        assert any(said in line for line in found), (route, found)


def test_every_locale_discord_knows_passes_and_a_name_in_any_script():
    every = {locale: "история" for locale in sorted(DISCORD_LOCALES)}
    assert broken(SYNC, command_with(lambda c: c.update(name_localizations=every))) == []
    assert broken(SYNC, command_with(lambda c: c.update(name="spiel-2_ärger"))) == []


def test_interaction_answers_threads_and_autocomplete_are_checked():
    assert "$.data.choices: 0–25 items (has 26)" in broken(
        CALLBACK, {"type": 8, "data": {"choices": [{"name": "c", "value": "c"}] * 26}}
    )
    assert broken(THREAD, {"name": ""}) == ["$.name: 1–100 characters (has 0)"]
    assert broken(THREAD, {"name": "t" * 101})
    assert broken(THREAD, {"name": "Game", "auto_archive_duration": 30})
    assert broken("PATCH /channels/1", {"name": "t" * 101})
    assert broken("POST /channels/1/messages/2/threads", {"name": "t" * 101})


def test_a_violation_names_the_route_the_json_path_and_the_rule():
    [violation] = violations("POST", "/channels/1/messages", {"content": "x" * 2001})
    assert str(violation) == "POST /channels/1/messages $.content: 0–2000 characters (has 2001)"


def test_the_bots_own_command_sync_keeps_the_rules():
    """Every command in every locale, as the bot syncs them, without simcord: the checker's view of the tree."""
    from discord import app_commands

    from bot.discord.translator import CatalogueTranslator

    async def payloads() -> list[dict[str, Any]]:
        from bot import Settings, create_bot

        bot = create_bot(Settings(database=":memory:"))
        await bot.tree.set_translator(CatalogueTranslator())
        return [
            await command.get_translated_payload(bot.tree, bot.tree.translator) for command in bot.tree.get_commands()
        ]

    import asyncio

    assert isinstance(CatalogueTranslator(), app_commands.Translator)
    synced = asyncio.run(payloads())
    assert len(synced) > 20
    assert broken(SYNC, copy.deepcopy(synced)) == []
    game_options = [o for c in synced for o in c.get("options", ()) if o.get("name") == "game" and o["type"] == 4]
    assert game_options and all(o["max_value"] == INT53 for o in game_options)


# --- the fixture: every request of every simcord test is held to the rules -----------------------------------------


async def test_a_request_that_breaks_a_rule_is_refused_as_discord_does(simcord_env, discord_rules):
    table = make_table(simcord_env, ["ann"])
    channel = simcord_env.bot.get_channel(table.channel.id)
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send("x" * 2001)
    assert (refused.value.status, refused.value.code) == (400, 50035)
    assert [str(v) for v in discord_rules] == [
        f"POST /channels/{table.channel.id}/messages $.content: 0–2000 characters (has 2001)"
    ]
    discord_rules.clear()  # (this test wanted it; any other test would fail at its end)
    await channel.send("x" * 2000)
    assert discord_rules == []
    assert reply_text(await table.players[0].slash(table.channel, "rules"))


def test_a_test_that_sent_a_bad_request_fails_at_its_end_naming_it():
    watch = RulesWatch()
    watch.finish()  # nothing found: the test goes on
    watch.found.append(Violation("POST /channels/1/messages", "$.embeds[0].title", "0–256 characters (has 300)"))
    with pytest.raises(pytest.fail.Exception) as failed:
        watch.finish()
    assert str(failed.value) == (
        "requests Discord would refuse:\nPOST /channels/1/messages $.embeds[0].title: 0–256 characters (has 300)"
    )


@pytest.mark.parametrize("command", ["history", "export", "review"])
async def test_the_largest_game_number_discord_sends_is_answered_politely(simcord_env, backend, command):
    """2^53 − 1 is the largest number Discord lets a player type into ``game`` (simcord refuses more, as Discord's
    client does); the bot answers it with a polite private line, on either storage."""
    from simcord import OptionError

    table = make_table(simcord_env, ["ann"])
    ann = table.players[0]
    result = await ann.slash(table.channel, command, game=INT53)
    assert result.ephemeral
    assert reply_text(result) == f"No game number {INT53} is stored on this server."
    with pytest.raises(OptionError):
        await ann.slash(table.channel, command, game=INT53 + 1)
