"""BSW's ``option`` command: the table options a lobby may set before the start.

``option dm``, ``option drawseat``, ``option host``, ``option start N`` (seat N
leads the first round, numbered from 1 as people count; stored as the seat id),
``option rounds players`` (or ``rounds N``, 1 to 10), ``option hidden``,
``option twopain``, ``option thread`` (an adapter's: each game in a
thread of its own, so the channel is not flooded; the game itself does not
change) and ``option language de`` (the language of the table's public
messages: en, de, fr, pt-BR; ``default`` for the server's). A flag without a
value toggles; ``on``/``off`` (``yes``/``no``) set it. Numbers are ASCII
digits only. What is said about options is a :class:`~bot.i18n.Phrase`,
worded by whoever shows it, in their reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from bot.i18n import LOCALES, NATIVE_NAMES, Phrase, supported
from bot.model.errors import Refusal
from bot.model.seat_numbers import seat_id, seat_number
from sticheln.cards import MAX_PLAYERS
from sticheln.options import MAX_ROUNDS, Options

FLAGS = ("dm", "drawseat", "host", "hidden", "twopain", "thread")
NAMES = (*FLAGS, "start", "rounds", "language")
TRUE, FALSE = {"on", "yes", "true", "1"}, {"off", "no", "false", "0"}


@dataclass(frozen=True)
class TableOptions:
    """What the lobby has set. ``start``: the seat id that leads the first round (None: seat id 0);
    ``rounds_players``: one round per player; ``round_count``: that many rounds (else 5, or 4 with ``dm``)."""

    dm: bool = False
    drawseat: bool = False
    host: bool = False
    start: int | None = None
    rounds_players: bool = False
    round_count: int | None = None
    hidden: bool = False
    twopain: bool = False
    thread: bool = False  # each game in its own thread (the Discord adapter's; not a rule of the game)
    language: str | None = None  # the public messages' locale (None: the server's, else English)

    def words(self) -> tuple[str, ...]:
        """The active options in BSW words as people type them, e.g. ``("dm", "start 2")`` (seat id 1 leads)."""
        out = [f for f in FLAGS if getattr(self, f)]
        if self.start is not None:
            out.append(f"start {seat_number(self.start)}")
        if self.rounds_players:
            out.append("rounds players")
        elif self.round_count is not None:
            out.append(f"rounds {self.round_count}")
        if self.language is not None:
            out.append(f"language {self.language}")
        return tuple(out)

    def game_options(self, players: int) -> Options:
        """The engine's options for a game of ``players`` seats."""
        return Options(
            dm=self.dm,
            round_count=players if self.rounds_players else self.round_count,
            start=self.start or 0,
            hidden=self.hidden,
            twopain=self.twopain,
        )

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableOptions:
        return cls(**data)

    @classmethod
    def from_words(cls, words: tuple[str, ...]) -> TableOptions:
        """The options :meth:`words` describes (a board carries its options as words)."""
        options = cls()
        for word in words:
            options, _ = apply(options, word, None)
        return options


def language_name(language: str | None) -> Phrase:
    """The table's language as its option listing shows it: in its own words, or "the server's"."""
    if language is None:
        return Phrase("option_language_default")
    return Phrase("option_language_named", name=NATIVE_NAMES.get(language, language))


def describe(options: TableOptions) -> tuple[Phrase, ...]:
    """``option`` without arguments: the current settings, one per line."""
    flags = ("drawseat", "host", "hidden", "twopain", "thread")
    return (
        Phrase("option_list_rounds", rounds=_rounds(options)),
        Phrase("option_list_start", seat=seat_number(options.start or 0)),
        *(Phrase("option_list_flag", name=f, state=_onoff(getattr(options, f))) for f in flags),
        Phrase("option_list_language", language=language_name(options.language)),
    )


def _rounds(options: TableOptions) -> Phrase:
    if options.rounds_players:
        return Phrase("option_rounds_players")
    return Phrase("option_rounds_n", n=options.round_count or (4 if options.dm else 5))


def _onoff(flag: bool) -> str:
    return "on" if flag else "off"  # a selector value: each locale words it


def change(options: TableOptions, key: str) -> Phrase:
    """What setting option ``key`` to its value in ``options`` did, in one line."""
    if key in FLAGS:
        return Phrase("option_set_flag", name=key, state=_onoff(getattr(options, key)))
    if key == "start":
        return Phrase("option_set_start", seat=seat_number(options.start or 0))
    if key == "language":
        return Phrase("option_set_language", language=language_name(options.language))
    return Phrase("option_set_rounds", rounds=_rounds(options))


def apply(options: TableOptions, name: str, value: str | None) -> tuple[TableOptions, str]:
    """Set one option; returns the new options and the option's name (:func:`change` says what it did).

    ``name`` may carry the value too (``"start 2"``), as typed after BSW's ``option``.
    """
    parts = name.strip().lower().split()
    if not parts:
        raise Refusal("option_unknown", name=name, known=NAMES)  # a list: never cut like a typed text
    key, rest = parts[0], " ".join(parts[1:])
    raw = (value if value is not None else rest).strip().lower() or None
    if key in FLAGS:
        flag: bool = not getattr(options, key) if raw is None else _bool(key, raw)
        return replace(options, **{key: flag}), key  # type: ignore[arg-type]  # every flag is a bool
    if key == "start":
        return replace(options, start=_seat(raw)), key
    if key == "rounds":
        return _set_rounds(options, raw), key
    if key == "language":
        return replace(options, language=_language(raw)), key
    raise Refusal("option_unknown", name=key, known=NAMES)


def _language(raw: str | None) -> str | None:
    if raw is None or raw in ("default", "off"):
        return None
    found: str | None = supported(raw)
    if found is None:
        raise Refusal("option_bad_language", value=raw, known=" / ".join((*LOCALES, "default")))
    return found


def _bool(name: str, raw: str) -> bool:
    if raw in TRUE:
        return True
    if raw in FALSE:
        return False
    raise Refusal("option_bad_flag", name=name, value=raw)


def _set_rounds(options: TableOptions, raw: str | None) -> TableOptions:
    if raw in (None, "players", "player"):
        players = raw is not None or not options.rounds_players
        return replace(options, rounds_players=players, round_count=None)
    if raw in ("default", "normal", "off", "no"):
        return replace(options, rounds_players=False, round_count=None)
    count = _number(raw, 1, MAX_ROUNDS)
    if count is None:
        raise Refusal("option_bad_rounds", value=raw, most=MAX_ROUNDS)
    return replace(options, rounds_players=False, round_count=count)


def _seat(raw: str | None) -> int | None:
    """``start N``'s seat id: N is a seat number from 1 (whether the table has that many seats is checked at start)."""
    if raw is None or raw in ("off", "default"):
        return None
    number = _number(raw, 1, MAX_PLAYERS)
    if number is None:
        raise Refusal("option_bad_start", value=raw, last=MAX_PLAYERS)
    return seat_id(number)


def _number(raw: str, low: int, high: int) -> int | None:
    """``raw`` as a whole number from ``low`` to ``high``: ASCII digits only (``int`` would take "²" or "③")."""
    if not (raw.isascii() and raw.isdigit()) or len(raw) > len(str(high)):
        return None
    number = int(raw)
    return number if low <= number <= high else None
