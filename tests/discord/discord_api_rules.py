"""Discord's rules for the request bodies a bot sends, checked on every request of every simcord test (issue 39).

simcord accepts some payloads that Discord refuses with 400 "Invalid Form Body" (50035): a refused command sync
keeps the bot from starting, a refused message loses a board or a hand. :func:`violations` names each broken rule
by route, JSON path and rule; ``tests/discord/conftest.py`` runs it on every request simcord receives and fails
the test that sent one.

Where each limit comes from (docs/DISCORD-LIMITS.md says more): the request schemas of Discord's OpenAPI
document (``discord/discord-api-spec``, ``specs/openapi.json``: lengths, item counts, the integer range), and
the developer documentation's pages where that document is looser (message content 2,000 characters for a bot,
the 6,000 characters of a message's embeds, a command name's pattern and lowercase, the rows of components,
unique custom ids, the locales Discord knows). ``benchmarks/discord_api_check.py`` checks a recorded session
against the OpenAPI document itself.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import emoji

INT53 = 2**53 - 1  # Discord's integers (OpenAPI: Int53Type), the largest a JavaScript number holds exactly
# the locales of name_localizations / description_localizations (developer docs, Reference: Locales)
DISCORD_LOCALES = frozenset(
    [
        "id",
        "da",
        "de",
        "en-GB",
        "en-US",
        "es-ES",
        "es-419",
        "fr",
        "hr",
        "it",
        "lt",
        "hu",
        "nl",
        "no",
        "pl",
        "pt-BR",
        "ro",
        "fi",
        "sv-SE",
        "vi",
        "tr",
        "cs",
        "el",
        "bg",
        "ru",
        "uk",
        "hi",
        "th",
        "zh-CN",
        "ja",
        "zh-TW",
        "ko",
    ]
)
CONTENT_MAX = 2000  # a bot's message content (the OpenAPI schema allows 4,000 on channel messages: Nitro users)
EMBEDS_TOTAL_MAX = 6000  # title, description, field names and values, footer text and author name of all embeds
EMBED_LIMITS = {"title": 256, "description": 4096}
BUTTON, STRING_SELECT, ACTION_ROW, LINK_STYLE = 2, 3, 1, 5
SELECTS = {3, 5, 6, 7, 8}  # string, user, role, mentionable, channel selects
COMMAND_TEXT_MAX = 4000  # a command's names, descriptions and choices, the longest localisation of each
CHAT_INPUT, SUBCOMMAND, SUBCOMMAND_GROUP, STRING, INTEGER, NUMBER = 1, 1, 2, 3, 4, 10
THREAD_ARCHIVE_MINUTES = {60, 1440, 4320, 10080}
# OpenAPI InteractionCallbackTypes: PONG, the message answers, autocomplete, MODAL, LAUNCH_ACTIVITY, and 13
# (SOCIAL_LAYER_SKU_PURCHASE_ELIGIBILITY)
CALLBACK_TYPES = {1, 4, 5, 6, 7, 8, 9, 12, 13}
LAUNCH_ACTIVITY, PRIMARY_ENTRY_POINT = 12, 4
ENTRY_POINT_HANDLERS = {1, 2}  # APP_HANDLER, DISCORD_LAUNCH_ACTIVITY


@dataclass(frozen=True)
class Violation:
    """One broken rule: the request, where in its JSON body, and what Discord demands there."""

    route: str  # "POST /channels/1/messages"
    where: str  # "$.embeds[0].title"
    rule: str  # "at most 256 characters (has 300)"

    def __str__(self) -> str:
        return f"{self.route} {self.where}: {self.rule}"


class _Check:
    """Collects the violations of one request body."""

    def __init__(self, route: str) -> None:
        self.route = route
        self.found: list[Violation] = []

    def fail(self, where: str, rule: str) -> None:
        self.found.append(Violation(self.route, where, rule))

    def length(self, where: str, value: Any, high: int, low: int = 0) -> None:
        if value is None:
            return
        if not isinstance(value, str):
            self.fail(where, f"a string (is {type(value).__name__})")
        elif not low <= len(value) <= high:
            self.fail(where, f"{low}–{high} characters (has {len(value)})")

    def count(self, where: str, items: Any, high: int, low: int = 0) -> list[Any]:
        if items is None:
            return []
        if not isinstance(items, list):
            self.fail(where, f"a list (is {type(items).__name__})")
            return []
        if not low <= len(items) <= high:
            self.fail(where, f"{low}–{high} items (has {len(items)})")
        return items

    def integer(self, where: str, value: Any) -> None:
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or abs(value) > INT53):
            self.fail(where, f"an integer within ±(2^53 − 1) (is {value!r})")


def violations(method: str, path: str, body: Any) -> list[Violation]:
    """Every rule of Discord's that the request ``method path`` with JSON ``body`` breaks (none: ``[]``)."""
    route = f"{method} {path}"
    check = _Check(route)
    for pattern, methods, rules in ROUTES:
        if method in methods and pattern.fullmatch(path):
            if body is not None:
                rules(check, body)
            break
    return check.found


# --- messages -----------------------------------------------------------------------------------------------------


def message(check: _Check, body: Any, where: str = "$") -> None:
    """A message's body: content, embeds and components (create, edit, follow-up, interaction answer)."""
    if not isinstance(body, dict):
        check.fail(where, "an object")
        return
    check.length(f"{where}.content", body.get("content"), CONTENT_MAX)
    nonce = body.get("nonce")
    if isinstance(nonce, str):
        check.length(f"{where}.nonce", nonce, 25)
    embeds(check, body.get("embeds"), where)
    components(check, body.get("components"), where)


def embeds(check: _Check, items: Any, where: str) -> None:
    total = 0
    for i, embed in enumerate(check.count(f"{where}.embeds", items, 10)):
        at = f"{where}.embeds[{i}]"
        for key, high in EMBED_LIMITS.items():
            check.length(f"{at}.{key}", embed.get(key), high)
        footer, author = embed.get("footer") or {}, embed.get("author") or {}
        check.length(f"{at}.footer.text", footer.get("text"), 2048)
        check.length(f"{at}.author.name", author.get("name"), 256)
        texts = [embed.get("title"), embed.get("description"), footer.get("text"), author.get("name")]
        for j, field in enumerate(check.count(f"{at}.fields", embed.get("fields"), 25)):
            check.length(f"{at}.fields[{j}].name", field.get("name"), 256, low=1)
            check.length(f"{at}.fields[{j}].value", field.get("value"), 1024, low=1)
            texts += [field.get("name"), field.get("value")]
        total += sum(len(text) for text in texts if isinstance(text, str))
    if total > EMBEDS_TOTAL_MAX:
        check.fail(f"{where}.embeds", f"at most {EMBEDS_TOTAL_MAX} characters in all embeds (has {total})")


def components(check: _Check, rows: Any, where: str) -> None:
    """Classic components: ≤ 5 action rows; a row holds ≤ 5 buttons or one select; custom ids unique."""
    seen: set[str] = set()
    for i, row in enumerate(check.count(f"{where}.components", rows, 5)):
        at = f"{where}.components[{i}]"
        if row.get("type") != ACTION_ROW:
            check.fail(f"{at}.type", f"an action row (type 1) at the top (is {row.get('type')!r})")
            continue
        children = check.count(f"{at}.components", row.get("components"), 5, low=1)
        if any(c.get("type") in SELECTS for c in children) and len(children) > 1:
            check.fail(f"{at}.components", f"a select alone in its row (the row has {len(children)} components)")
        for j, child in enumerate(children):
            component(check, child, f"{at}.components[{j}]", seen)


def component(check: _Check, child: dict[str, Any], at: str, seen: set[str]) -> None:
    custom_id = child.get("custom_id")
    link = child.get("type") == BUTTON and child.get("style") == LINK_STYLE
    if link:
        if custom_id is not None:
            check.fail(f"{at}.custom_id", "no custom_id on a link button")
        check.length(f"{at}.url", child.get("url"), 512, low=1)
    else:
        check.length(f"{at}.custom_id", custom_id, 100, low=1)
        if custom_id in seen:
            check.fail(f"{at}.custom_id", f"unique within the message ({custom_id!r} is there twice)")
        if isinstance(custom_id, str):
            seen.add(custom_id)
    if child.get("type") == BUTTON:
        check.length(f"{at}.label", child.get("label"), 80)
        component_emoji(check, child.get("emoji"), f"{at}.emoji")
    if child.get("type") in SELECTS:
        check.length(f"{at}.placeholder", child.get("placeholder"), 150)
        for key, low in (("min_values", 0), ("max_values", 1)):
            value = child.get(key)
            if value is not None and not low <= value <= 25:
                check.fail(f"{at}.{key}", f"{low}–25 (is {value!r})")
    if child.get("type") == STRING_SELECT:
        options = check.count(f"{at}.options", child.get("options"), 25, low=1)
        for k, option in enumerate(options):
            check.length(f"{at}.options[{k}].label", option.get("label"), 100, low=1)
            check.length(f"{at}.options[{k}].value", option.get("value"), 100, low=1)
            check.length(f"{at}.options[{k}].description", option.get("description"), 100)
            component_emoji(check, option.get("emoji"), f"{at}.options[{k}].emoji")


def emoji_of(component: dict[str, Any]) -> list[str]:
    """The Unicode emoji a button shows, or each select option's (custom emoji, with an id, left out)."""
    shown = [component.get("emoji")] + [o.get("emoji") for o in component.get("options") or ()]
    return [e.get("name", "") for e in shown if isinstance(e, dict) and not e.get("id")]


def component_emoji(check: _Check, shown: Any, where: str) -> None:
    """A Unicode emoji from Unicode's list, or a custom emoji with its id (Discord refuses the message otherwise)."""
    if shown is None:
        return
    for name in emoji_of({"emoji": shown}):
        if not emoji.is_emoji(name):
            check.fail(where, f"a Unicode emoji or a custom emoji with an id ({name!r} is neither)")


# --- interactions and webhooks --------------------------------------------------------------------------------------


def callback(check: _Check, body: Any) -> None:
    """An interaction's answer: a message (4, 7), a deferral (5, 6), autocomplete choices (8), the Activity (12,
    nothing but its type: LaunchActivityInteractionCallbackRequest)."""
    kind, data = body.get("type"), body.get("data")
    if kind not in CALLBACK_TYPES:
        check.fail("$.type", f"one of {sorted(CALLBACK_TYPES)} (is {kind!r})")
    if kind == LAUNCH_ACTIVITY and set(body) != {"type"}:
        check.fail("$", f"LAUNCH_ACTIVITY has its type only (has {sorted(body)})")
    if kind in (4, 7) and data is not None:
        message(check, data, "$.data")
    if kind == 8 and isinstance(data, dict):
        for i, choice in enumerate(check.count("$.data.choices", data.get("choices"), 25)):
            check.length(f"$.data.choices[{i}].name", choice.get("name"), 100, low=1)
            if isinstance(choice.get("value"), str):
                check.length(f"$.data.choices[{i}].value", choice.get("value"), 100)
            else:
                check.integer(f"$.data.choices[{i}].value", choice.get("value"))


def thread(check: _Check, body: Any) -> None:
    """A new thread (or a thread's edit): its name, its archive time, a forum post's first message."""
    check.length("$.name", body.get("name"), 100, low=1)
    minutes = body.get("auto_archive_duration")
    if minutes is not None and minutes not in THREAD_ARCHIVE_MINUTES:
        check.fail("$.auto_archive_duration", f"one of {sorted(THREAD_ARCHIVE_MINUTES)} (is {minutes!r})")
    if isinstance(body.get("message"), dict):
        message(check, body["message"], "$.message")


# --- application commands -------------------------------------------------------------------------------------------


def command_list(check: _Check, body: Any) -> None:
    """The bulk overwrite of the commands (global or one server's), with every locale's names."""
    commands = check.count("$", body, 200)
    chat = [c for c in commands if c.get("type", CHAT_INPUT) == CHAT_INPUT]
    if len(chat) > 100:
        check.fail("$", f"at most 100 slash commands (has {len(chat)})")
    if sum(1 for c in commands if c.get("type") == PRIMARY_ENTRY_POINT) > 1:
        check.fail("$", "at most one entry point command (type 4)")
    for i, command in enumerate(commands):
        at = f"$[{i}]"
        slash = command.get("type", CHAT_INPUT) == CHAT_INPUT
        named(check, command, at, slash=slash, description=slash)
        options(check, command.get("options"), at)
        handler = command.get("handler")
        if handler is not None and (command.get("type") != PRIMARY_ENTRY_POINT or handler not in ENTRY_POINT_HANDLERS):
            check.fail(f"{at}.handler", f"an entry point's (type 4) only, one of {sorted(ENTRY_POINT_HANDLERS)}")
        total = command_text(command)
        if total > COMMAND_TEXT_MAX:
            check.fail(at, f"at most {COMMAND_TEXT_MAX} characters of names, descriptions and choices (has {total})")


def named(check: _Check, item: dict[str, Any], at: str, *, slash: bool = True, description: bool = True) -> None:
    """A command's or an option's name and description, and their localisations."""
    names = [("name", item.get("name")), *localised(check, item, "name_localizations", at)]
    for where, name in names:
        where = f"{at}.{where}"
        check.length(where, name, 32, low=1)
        if slash and isinstance(name, str) and not command_name(name):
            check.fail(where, f"lowercase letters, digits, '-' or '_' (^[-_\\p{{L}}\\p{{N}}]{{1,32}}$; is {name!r})")
    if description:
        texts = [("description", item.get("description")), *localised(check, item, "description_localizations", at)]
        for where, text in texts:
            check.length(f"{at}.{where}", text, 100, low=1)


def localised(check: _Check, item: dict[str, Any], key: str, at: str) -> list[tuple[str, Any]]:
    table = item.get(key) or {}
    for locale in table:
        if locale not in DISCORD_LOCALES:
            check.fail(f"{at}.{key}", f"a locale Discord knows ({locale!r} is not one)")
    return [(f"{key}[{locale!r}]", text) for locale, text in table.items()]


def command_name(name: str) -> bool:
    """``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, each letter lowercase where it has a lowercase form."""
    return all(
        ch in "-_"
        or unicodedata.category(ch)[0] in "LN"
        or ("\u0900" <= ch <= "\u097f" or "\u0e00" <= ch <= "\u0e7f")  # Devanagari and Thai marks
        for ch in name
    ) and all(ch.lower() == ch for ch in name)


def options(check: _Check, items: Any, at: str) -> None:
    seen_optional = False
    for i, option in enumerate(check.count(f"{at}.options", items, 25)):
        where = f"{at}.options[{i}]"
        named(check, option, where)
        if option.get("required") and seen_optional:
            check.fail(f"{where}.required", "required options before the optional ones")
        seen_optional |= not option.get("required") and option.get("type") not in (SUBCOMMAND, SUBCOMMAND_GROUP)
        if option.get("type") == INTEGER:
            for key in ("min_value", "max_value"):
                check.integer(f"{where}.{key}", option.get(key))
        if option.get("type") == STRING:
            for key, low in (("min_length", 0), ("max_length", 1)):
                value = option.get(key)
                if value is not None and not low <= value <= 6000:
                    check.fail(f"{where}.{key}", f"{low}–6000 (is {value!r})")
        choices(check, option, where)
        options(check, option.get("options"), where)


def choices(check: _Check, option: dict[str, Any], at: str) -> None:
    for i, choice in enumerate(check.count(f"{at}.choices", option.get("choices"), 25)):
        where = f"{at}.choices[{i}]"
        for key, text in [("name", choice.get("name")), *localised(check, choice, "name_localizations", where)]:
            check.length(f"{where}.{key}", text, 100, low=1)
        if option.get("type") == STRING:
            check.length(f"{where}.value", choice.get("value"), 100)
        elif option.get("type") == INTEGER:
            check.integer(f"{where}.value", choice.get("value"))


def command_text(command: dict[str, Any]) -> int:
    """The characters Discord counts towards a command's 4,000: of each text, its longest localisation."""

    def longest(item: dict[str, Any], key: str) -> int:
        texts = [item.get(key) or "", *(item.get(f"{key}_localizations") or {}).values()]
        return max(len(str(text)) for text in texts)

    def walk(item: dict[str, Any]) -> Iterator[int]:
        yield longest(item, "name") + longest(item, "description")
        for choice in item.get("choices") or ():
            yield longest(choice, "name") + len(str(choice.get("value", "")))
        for option in item.get("options") or ():
            yield from walk(option)

    return sum(walk(command))


# --- the routes ------------------------------------------------------------------------------------------------------

Rules = Callable[[_Check, Any], None]
_ID = r"[^/]+"


def _route(template: str) -> re.Pattern[str]:
    return re.compile(template.replace("{id}", _ID))


ROUTES: list[tuple[re.Pattern[str], tuple[str, ...], Rules]] = [
    (_route("/channels/{id}/messages(?:/{id})?"), ("POST", "PATCH"), message),
    (_route("/channels/{id}/threads|/channels/{id}/messages/{id}/threads"), ("POST",), thread),
    (_route("/channels/{id}"), ("PATCH",), thread),  # the bot edits only its game threads (name, archived)
    (_route("/interactions/{id}/{id}/callback"), ("POST",), callback),
    (_route("/webhooks/{id}/{id}(?:/messages/{id})?"), ("POST", "PATCH"), message),
    (_route("/applications/{id}(?:/guilds/{id})?/commands"), ("PUT",), command_list),
]
