"""BSW's ``option`` command: the table options a lobby may set before the start.

``option dm``, ``option drawseat``, ``option host``, ``option start N``,
``option rounds players`` (or ``rounds N``, 1 to 10), ``option hidden``,
``option twopain``, and ``option thread`` (an adapter's: each game in a
thread of its own, so the channel is not flooded; the game itself does not
change). A flag without a value toggles; ``on``/``off`` (``yes``/``no``) set
it. Numbers are ASCII digits only.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from bot.service.errors import Refusal
from bot.text import t
from sticheln.cards import MAX_PLAYERS
from sticheln.options import MAX_ROUNDS, Options

FLAGS = ("dm", "drawseat", "host", "hidden", "twopain", "thread")
NAMES = (*FLAGS, "start", "rounds")
TRUE, FALSE = {"on", "yes", "true", "1"}, {"off", "no", "false", "0"}


@dataclass(frozen=True)
class TableOptions:
    """What the lobby has set. ``start`` None: seat 0 leads; ``rounds_players``: one round per player;
    ``round_count``: that many rounds (else 5, or 4 with ``dm``)."""

    dm: bool = False
    drawseat: bool = False
    host: bool = False
    start: int | None = None
    rounds_players: bool = False
    round_count: int | None = None
    hidden: bool = False
    twopain: bool = False
    thread: bool = False  # each game in its own thread (the Discord adapter's; not a rule of the game)

    def words(self) -> tuple[str, ...]:
        """The active options in BSW words, e.g. ``("dm", "start 2")``."""
        out = [f for f in FLAGS if getattr(self, f)]
        if self.start is not None:
            out.append(f"start {self.start}")
        if self.rounds_players:
            out.append("rounds players")
        elif self.round_count is not None:
            out.append(f"rounds {self.round_count}")
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


def describe(options: TableOptions) -> str:
    """``option`` without arguments: the current settings, one per line."""
    lines = [
        t("option_list_rounds", rounds=_rounds(options)),
        t("option_list_start", seat=options.start if options.start is not None else 0),
        t("option_list_flag", name="drawseat", state=_onoff(options.drawseat)),
        t("option_list_flag", name="host", state=_onoff(options.host)),
        t("option_list_flag", name="hidden", state=_onoff(options.hidden)),
        t("option_list_flag", name="twopain", state=_onoff(options.twopain)),
        t("option_list_flag", name="thread", state=_onoff(options.thread)),
    ]
    return "\n".join(lines)


def _rounds(options: TableOptions) -> str:
    if options.rounds_players:
        return t("option_rounds_players")
    return t("option_rounds_n", n=options.round_count or (4 if options.dm else 5))


def _onoff(flag: bool) -> str:
    return t("option_on") if flag else t("option_off")


def apply(options: TableOptions, name: str, value: str | None) -> tuple[TableOptions, str]:
    """Set one option; returns the new options and a one-line description of the change.

    ``name`` may carry the value too (``"start 2"``), as typed after BSW's ``option``.
    """
    parts = name.strip().lower().split()
    if not parts:
        raise Refusal("option_unknown", name=name, known=", ".join(NAMES))
    key, rest = parts[0], " ".join(parts[1:])
    raw = (value if value is not None else rest).strip().lower() or None
    if key in FLAGS:
        flag = not getattr(options, key) if raw is None else _bool(key, raw)
        new = replace(options, **{key: flag})
        return new, t("option_set_flag", name=key, state=_onoff(flag))
    if key == "start":
        seat = _seat(raw)
        return replace(options, start=seat), t("option_set_start", seat=seat if seat is not None else 0)
    if key == "rounds":
        new = _set_rounds(options, raw)
        return new, t("option_set_rounds", rounds=_rounds(new))
    raise Refusal("option_unknown", name=key, known=", ".join(NAMES))


def _bool(name: str, raw: str) -> bool:
    if raw in TRUE:
        return True
    if raw in FALSE:
        return False
    raise Refusal("option_bad_value", name=name, value=raw, expected="on / off")


def _set_rounds(options: TableOptions, raw: str | None) -> TableOptions:
    if raw in (None, "players", "player"):
        players = raw is not None or not options.rounds_players
        return replace(options, rounds_players=players, round_count=None)
    if raw in ("default", "normal", "off", "no"):
        return replace(options, rounds_players=False, round_count=None)
    count = _number(raw, 1, MAX_ROUNDS)
    if count is None:
        raise Refusal("option_bad_value", name="rounds", value=raw, expected=f"players / default / 1-{MAX_ROUNDS}")
    return replace(options, rounds_players=False, round_count=count)


def _seat(raw: str | None) -> int | None:
    if raw is None or raw in ("off", "default"):
        return None
    seat = _number(raw, 0, MAX_PLAYERS - 1)
    if seat is None:
        expected = f"a seat number from 0 to {MAX_PLAYERS - 1}"
        raise Refusal("option_bad_value", name="start", value=raw, expected=expected)
    return seat


def _number(raw: str, low: int, high: int) -> int | None:
    """``raw`` as a whole number from ``low`` to ``high``: ASCII digits only (``int`` would take "²" or "③")."""
    if not (raw.isascii() and raw.isdigit()) or len(raw) > len(str(high)):
        return None
    number = int(raw)
    return number if low <= number <= high else None
