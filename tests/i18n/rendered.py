"""Every message rendered as a reader sees it, and what a native reader would stumble on in the output.

Each message is rendered once with realistic values, then once more for each variable swept over its
range: a count over 0, 1, 2, 5 and 21 (and every number a selector names), a word selector over every
word it selects on, a name over names that start with a consonant, a vowel and an h, an AI seat
("IA 2") and an empty subject. The checks read only the rendered text, never the source.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from bot.i18n import ai_seat_name, translate
from bot.i18n.check import messages, variables

COUNTS = (0, 1, 2, 5, 21)
NAMES = ("Bo", "Anna", "Inès", "Hugo", ai_seat_name(2))
NAME_VARIABLES = frozenset({"name", "by", "subject", "caller", "creator", "first", "second", "third", "holder"})
DATES = frozenset({"start", "end", "date"})  # in the club's season and history messages
WORDS = {  # text variables: one realistic value each (names are swept; these are not)
    "path": "partie.json",
    "folder": "parties",
    "target": "copie.db",
    "source": "sticheln.db",
    "problem": "errno 5",
    "reason": "ECONNRESET",
    "error": "line 3",
    "message": "--seat 9",
    "card": "R7",
    "cards": "R7, G3",
    "chosen": "R7",
    "best": "G3",
    "badge": "🟥",
    "colour": "🟥",
    "colours": "🟥 🟩",
    "pain": "🟥",
    "code": "R",
    "close": "rounds",
    "command": "plya",
    "word": "hand",
    "description": "dm: on",
    "entries": "Bo R7, Anna G3",
    "example": "R1 G0",
    "known": "en, de, fr, pt-BR",
    "levels": "easy, normal, hard",
    "link": "https://example.org/t/1",
    "url": "https://example.org/r/1",
    "note": "",
    "options": "dm, hidden",
    "plays": "Bo R7, Anna G3",
    "scores": "Bo 3, Anna -2",
    "totals": "Bo 3, Anna -2",
    "counts": "Bo 3, Anna 2",
    "standings": "Bo 3, Anna -2",
    "seats": "Bo, Anna",
    "server": "Le Cercle",
    "channel": 0,
    "role": 0,
    "mention": "<@123>",
    "when": "<t:1767225600:R>",
    "where": "R2/3",
    "tournament": "Coupe d'hiver",
    "average": "1,5",
    "ai_rounds": "2",
    "language": "Deutsch",
    "host": "127.0.0.1",
    "warning": "⏰",
    "what": "other",
    "table": 1,
}


class _Selectors(Visitor):
    """The variables a message selects on, each with the keys of its variants."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: dict[str, set[object]] = {}

    def visit_SelectExpression(self, node: ftl.SelectExpression) -> None:
        if isinstance(node.selector, ftl.VariableReference):
            keys = self.keys.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                key = variant.key
                keys.add(int(key.value) if isinstance(key, ftl.NumberLiteral) else key.name)
        self.generic_visit(node)


@cache
def selector_keys(key: str) -> dict[str, frozenset[object]]:
    """Every locale's selector keys of message ``key``, by variable."""
    found: dict[str, set[object]] = {}
    for locale in ("en", "de", "fr", "pt-BR"):
        visitor = _Selectors()
        visitor.visit(messages(locale)[key])
        for name, keys in visitor.keys.items():
            found.setdefault(name, set()).update(keys)
    return {name: frozenset(keys) for name, keys in found.items()}


PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})


def is_word_selector(keys: frozenset[object]) -> bool:
    return any(isinstance(k, str) and k not in PLURAL_CATEGORIES for k in keys)


# a variable that is text in one message only: the hint's points come signed and rounded ("+11,5")
TEXT_IN = {("hint_line", "points"): "+11,5", ("dc_standing", "average"): "1,5"}


def base_value(key: str, name: str) -> object:
    if (key, name) in TEXT_IN:
        return TEXT_IN[key, name]
    keys = selector_keys(key).get(name)
    if keys is not None and is_word_selector(keys):
        return sorted(str(k) for k in keys if k != "other")[0] if keys - {"other"} else "other"
    if name in NAME_VARIABLES:
        return "Bo"
    if name == "names":
        return ["Bo", "Anna"]
    if name in DATES and key.startswith("cl_"):
        return dt.date(2026, 3, 1)
    if name in WORDS:
        return WORDS[name]
    return 2


def tournament_named(key: str) -> bool:
    """A message whose ``$name`` is a tournament's, not a player's."""
    return key.startswith("tournament_") or (key.startswith("cl_t_") and key not in PLAYER_NAMED)


PLAYER_NAMED = frozenset({"cl_t_ai_seat", "cl_t_standings_line"})
TOURNAMENTS = ("Open", "Coupe d'été")


def sweep(key: str, name: str) -> tuple[object, ...]:
    """The values variable ``name`` of message ``key`` takes in turn."""
    keys = selector_keys(key).get(name)
    if name == "name" and tournament_named(key):
        return TOURNAMENTS
    if keys is not None and is_word_selector(keys):
        return tuple(sorted(str(k) for k in keys))
    if name in NAME_VARIABLES:
        return (*NAMES, "") if name == "subject" else NAMES
    if name == "names":
        return (["Anna"], ["Bo", "Inès"], [ai_seat_name(1), "Hugo", "Anna"])
    if isinstance(base_value(key, name), int):
        numbered = {k for k in (keys or ()) if isinstance(k, int)}
        return tuple(sorted(set(COUNTS) | numbered))
    return (base_value(key, name),)


@dataclass(frozen=True)
class Rendering:
    locale: str
    key: str
    varied: str | None  # the variable swept, None for the base rendering
    value: object
    text: str

    def __str__(self) -> str:
        return f"{self.locale} {self.key} {self.varied}={self.value!r}: {self.text!r}"


def renderings(locale: str, key: str) -> Iterator[Rendering]:
    names = sorted(variables("en", key))
    base = {name: base_value(key, name) for name in names}
    yield Rendering(locale, key, None, None, translate(locale, key, **base))
    for name in names:
        for value in sweep(key, name):
            yield Rendering(locale, key, name, value, translate(locale, key, **{**base, name: value}))


def rendered(locale: str) -> list[Rendering]:
    return [r for key in sorted(messages("en")) for r in renderings(locale, key)]


def digits_as(text: str, count: int, other: int) -> str:
    return re.sub(rf"(?<!\d)(?<!\d[,.]){count}(?!\d|[,.]\d)", str(other), text)


# ---- what a native reader stumbles on, found in the output ----

ONE_WORDS = {
    "en": r"\b(one|a|an|single)\b",
    "de": r"\b(eine?[nmrs]?|einzige[nmrs]?)\b",
    "fr": r"\b(une?|seule?)\b",
    "pt-BR": r"\b(uma?|único|única|só)\b",
}
ENGLISH_WORDS = frozenset(
    [
        "the",
        "your",
        "you",
        "and",
        "with",
        "seat",
        "seats",
        "trick",
        "tricks",
        "card",
        "cards",
        "round",
        "rounds",
        "player",
        "players",
        "game",
        "games",
        "please",
        "sorry",
        "error",
        "usage",
        "help",
        "show",
        "this",
        "that",
        "exit",
        "which",
        "when",
        "from",
        "not",
        "are",
        "is",
        "of",
        "to",
        "for",
        "optional",
        "positional",
        "required",
        "invalid",
        "choice",
        "expected",
        "argument",
        "unrecognized",
        "record",
        "file",
        "seconds",
        "replay",
        "check",
        "print",
        "their",
        "scores",
    ]
)
NOT_ENGLISH_HERE = {
    "fr": frozenset({"options", "message", "arguments", "points", "scores"}),
    "pt-BR": frozenset({"for"}),  # "quando for a sua vez"
}
# what stays as typed in every language (docs/GLOSSARY.md): option names and values, command and flag names
KEPT = re.compile(
    r"(?m)^ +[a-z]+(?= {2})"  # a listing of commands
    r"|\bplay, replay, review\b|\bsticheln(?:-bot)?(?: [a-z]+)?"  # command names
    r"|(?:/|--?)\w[\w-]*|\b\w+:(?=[^\s:])|\b\w+:(?=[.,;)]|$)"  # /commands, --flags, option:value
    r"|'[^']*'|`[^`]*`"  # what the reader typed, quoted back
    r"|\bround_count\b"  # a game record's option, named as RECORD.md spells it
)
KEPT_WORDS = frozenset(
    [
        "dm",
        "hidden",
        "twopain",
        "drawseat",
        "thread",
        "host",
        "start",
        "rounds",
        "players",
        "default",
        "on",
        "off",
        "yes",
        "no",
        "language",
        "new",
        "action",
        "allowpeek",
        "json",
        "sqlite",
        "postgresql",
        "discord",
        "lfg",
        "toml",
        "unix",
        "help",
        "hand",
        "info",
        "hint",
        "rules",
        "quit",
    ]
)
REGISTERS = {
    "fr": re.compile(r"\b(vous|votre|vos)\b", re.IGNORECASE),
    "de": re.compile(r"\b(Sie|Ihr|Ihre[nmrs]?|Ihnen)\b"),
    "pt-BR": re.compile(r"\b(tu|teu|tua|teus|tuas|contigo|vós|vosso|vossa)\b", re.IGNORECASE),
}
# French elides before a vowel or a mute h: "d'Anna", "l'IA 2", "qu'Inès"; these h are aspirated
ELISION = re.compile(r"(?<!-)\b(de|le|la|que|ne|je|me|te|se|jusque|lorsque|puisque) (?=[aeiouyàâäéèêëîïôöûüh])", re.I)
ASPIRATED = re.compile(r"\b(de|le|la|ne) (haut|hasard|hors|héros|hâte|hausse|honte)", re.I)


# a 0 that is no count: the option rounds at 0 is "one round per player"
ZERO_IS_A_WORD = frozenset({("tf_option_rounds", "rounds")})


def zero_as_one(locale: str, key: str) -> list[str]:
    """A count of 0 worded like a count of 1 (where English words them apart), or with the word for one."""
    out = []
    for name in sorted(variables("en", key)):
        values = sweep(key, name)
        if not all(isinstance(v, int) for v in values) or 0 not in values:
            continue
        base = {n: base_value(key, n) for n in variables("en", key)}

        def say(loc: str, value: int, name: str = name, base: dict[str, object] = base) -> str:
            return translate(loc, key, **{**base, name: value})

        english_apart = digits_as(say("en", 0), 0, 1) != say("en", 1)
        zero, one, five = say(locale, 0), say(locale, 1), say(locale, 5)
        if english_apart and digits_as(zero, 0, 1) == one:
            out.append(f"{locale} {key} {name}=0 reads like {name}=1: {zero!r}")
        says_one = len(re.findall(ONE_WORDS[locale], zero, re.I)) > len(re.findall(ONE_WORDS[locale], five, re.I))
        if says_one and (key, name) not in ZERO_IS_A_WORD:
            out.append(f"{locale} {key} {name}=0 says one: {zero!r}")
    return out


def plural_agreement(locale: str, key: str) -> list[str]:
    """A count of 1 worded like a count of 5 where English words them apart ("1 cards")."""
    out = []
    for name in sorted(variables("en", key)):
        values = sweep(key, name)
        if not all(isinstance(v, int) for v in values):
            continue
        base = {n: base_value(key, n) for n in variables("en", key)}
        one = translate(locale, key, **{**base, name: 1})
        five = translate(locale, key, **{**base, name: 5})
        if locale == "en" and re.search(r"(?<![\d.,])1 (?!s\b)(cards|rounds|games|points|seconds|tricks|wins)\b", one):
            out.append(f"en {key} {name}=1 with a plural noun: {one!r}")
        english = [translate("en", key, **{**base, name: v}) for v in (1, 5)]
        if digits_as(english[0], 1, 5) != english[1] and digits_as(one, 1, 5) == five:
            out.append(f"{locale} {key} {name}=1 reads like {name}=5: {one!r}")
    return out


def text_defects(r: Rendering) -> list[str]:
    """Defects of one rendered text: doubled words, empty parentheses, elision, English, a second register."""
    text, out = r.text, []
    if found := re.search(r"(?<![\w+-])([^\W\d_]{2,}|\d+:) \1(?!\w)", text, re.I):
        out.append(f"doubled {found.group(0)!r}")
    if re.search(r"\(\s*\)|\( |\s\)|\(\s*[,;·]|[,;·]\s*\)", text):
        out.append("empty or open parentheses")
    if re.search(r"[,;:]\s*[,;:.]|(?<!\.)\.\.(?!\.)|\.\s+\.", text):
        out.append("doubled punctuation")
    if r.locale == "fr":
        for found in ELISION.finditer(text):
            if not ASPIRATED.match(text, found.start()):
                out.append(f"no elision: {text[found.start() : found.end() + 6]!r}")
    if r.locale == "pt-BR" and (found := re.search(r"\b(de|em|por) IA \d", text)):
        out.append(f"no article: {found.group(0)!r}")
    if r.locale in REGISTERS and (found := REGISTERS[r.locale].search(text)):
        out.append(f"second register {found.group(0)!r}")
    if r.locale != "en":
        out += [f"English {word!r}" for word in english_words(r.locale, text)]
    return out


def english_words(locale: str, text: str) -> list[str]:
    plain = KEPT.sub(" ", text)
    allowed = NOT_ENGLISH_HERE.get(locale, frozenset()) | KEPT_WORDS
    return sorted({w for w in re.findall(r"[A-Za-z]+", plain) if w.casefold() in ENGLISH_WORDS - allowed})


def defects(locale: str) -> list[str]:
    out = []
    for key in sorted(messages("en")):
        out += zero_as_one(locale, key) + plural_agreement(locale, key)
        seen: set[str] = set()
        for r in renderings(locale, key):
            for problem in text_defects(r):
                if problem not in seen:
                    seen.add(problem)
                    out.append(f"{r}: {problem}")
    return out


if __name__ == "__main__":
    import sys

    for locale in sys.argv[1:] or ["en", "de", "fr", "pt-BR"]:
        for line in defects(locale):
            print(line)
