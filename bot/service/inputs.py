"""The service's door: every argument of an operation is checked (and a name cleaned) before it is used.

Wrong input is a :class:`~bot.model.errors.Refusal` naming what was wrong,
never an exception from deep inside, and nothing that could not be stored
gets in: ids are whole numbers that fit a signed 64-bit column, names are
trimmed, free of control characters and unpaired surrogates, and at most 32
characters long (Discord's limit), free text is bounded.
:func:`checked` applies the checks of :data:`PARAMETERS` by parameter name.
"""

from __future__ import annotations

import functools
import inspect
import unicodedata
from collections.abc import Callable, Coroutine
from typing import Annotated, Any, ParamSpec, TypeVar

from pydantic import Field, Strict, TypeAdapter, ValidationError

from bot.i18n.names import without_ai_mark
from bot.model.contract import Actor
from bot.model.errors import Refusal

P = ParamSpec("P")
R = TypeVar("R")

ID_MAX = 2**63 - 1  # a signed 64-bit column; Discord's snowflakes fit
NAME_MAX = 32  # Discord's longest display name
TEXT_MAX = 200  # an option name or value, a player's name to look for
# control, format (bidi overrides, zero-width spaces), surrogate, private-use and unassigned characters
HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
ZERO_WIDTH_JOINER = "\u200d"  # kept: it joins emoji such as families and flags

_id: TypeAdapter[Any] = TypeAdapter(Annotated[int, Strict(), Field(gt=0, le=ID_MAX)])
_guild: TypeAdapter[Any] = TypeAdapter(Annotated[int, Strict(), Field(gt=0, le=ID_MAX)] | None)
# a seat id, maybe from a number a person typed (bot.model.seat_numbers): any whole number Discord sends
# (within 2**53); the table refuses one it has no seat for with the seats' range, in words
_seat: TypeAdapter[Any] = TypeAdapter(Annotated[int, Strict(), Field(ge=-(2**53), le=2**53)] | None)
_flag: TypeAdapter[Any] = TypeAdapter(Annotated[bool, Strict()])
_card: TypeAdapter[Any] = TypeAdapter(Annotated[str, Strict(), Field(max_length=8)])
_cards: TypeAdapter[Any] = TypeAdapter(
    Annotated[list[Annotated[str, Strict(), Field(max_length=8)]], Field(max_length=2)]
)
_text: TypeAdapter[Any] = TypeAdapter(Annotated[str, Strict()] | None)
_level: TypeAdapter[Any] = TypeAdapter(Annotated[str, Strict(), Field(max_length=20)] | None)
_decision: TypeAdapter[Any] = TypeAdapter(Annotated[int, Strict(), Field(ge=0, le=ID_MAX)] | None)
_target: TypeAdapter[Any] = TypeAdapter(
    Annotated[int, Strict(), Field(gt=0, le=ID_MAX)]
    | Annotated[str, Strict(), Field(min_length=1, max_length=TEXT_MAX)]
)


def clean_name(name: object) -> str:
    """A display name as it is stored and shown: no control characters or unpaired surrogates, trimmed, capped."""
    if not isinstance(name, str):
        raise Refusal("bad_input", what="name")
    name = name[:NAME_MAX]  # cut first: the scan below then costs the same for any input, however long
    kept = "".join(ch for ch in name if ch == ZERO_WIDTH_JOINER or unicodedata.category(ch) not in HIDDEN)
    kept = " ".join(kept.split())  # every run of white space one space, none at the ends
    if not kept:
        raise Refusal("bad_name")
    return without_ai_mark(kept)  # only the AI's own seats carry its mark


def _actor(actor: object) -> Actor:
    if not isinstance(actor, Actor):
        raise Refusal("bad_input", what="actor")
    try:
        user_id, moderator = _id.validate_python(actor.user_id), _flag.validate_python(actor.moderator)
    except ValidationError:
        raise Refusal("bad_input", what="user") from None
    return Actor(user_id, clean_name(actor.name), moderator)


def _adapted(adapter: TypeAdapter[Any], what: str) -> Callable[[object], Any]:
    def check(value: object) -> Any:
        try:
            return adapter.validate_python(value)
        except ValidationError:
            raise Refusal("bad_input", what=what) from None

    return check


def _title(value: object) -> str:
    """A tournament's name: cleaned like a display name."""
    try:
        return clean_name(value)
    except Refusal:
        raise Refusal("bad_input", what="name") from None


def _clipped(text: str | None) -> str | None:
    """Free text past :data:`TEXT_MAX` is cut: no option or name is that long, and its refusal quotes a prefix."""
    return text[:TEXT_MAX] if text is not None else None


def _cards_tuple(value: object) -> tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise Refusal("bad_input", what="cards")
    return tuple(_adapted(_cards, "cards")(list(value)))


# parameter name -> its check (the value returned is the one used)
PARAMETERS: dict[str, Callable[[object], Any]] = {
    "table_id": _adapted(_id, "table"),
    "guild_id": _adapted(_guild, "server"),
    "user_id": _adapted(_id, "user"),
    "actor": _actor,
    "seat": _adapted(_seat, "seat"),
    "rated": _adapted(_flag, "rated"),
    "dm": _adapted(_flag, "dm"),
    "yes": _adapted(_flag, "vote"),
    "allow": _adapted(_flag, "allow"),
    "card": _adapted(_card, "card"),
    "cards": _cards_tuple,
    "name": lambda value: _clipped(_adapted(_text, "option")(value)),
    "value": lambda value: _clipped(_adapted(_text, "value")(value)),
    "level": _adapted(_level, "level"),
    "target": _adapted(_target, "player"),
    "decision": _adapted(_decision, "hand"),
    "seed": _adapted(_decision, "seed"),
    # the club layer (bot.club)
    "channel_id": _adapted(_id, "channel"),
    "game_id": _adapted(_id, "game"),
    "review_game": _adapted(_guild, "game"),  # bot.review: a game number, or None for the last one
    "call_id": _adapted(_id, "call"),
    "message_id": _adapted(_id, "message"),
    "role_id": _adapted(_guild, "role"),
    "results_channel_id": _adapted(_guild, "channel"),
    "title": _title,
    "rounds": _adapted(TypeAdapter(Annotated[int, Strict(), Field(ge=1, le=10)]), "number of rounds"),
    "table_size": _adapted(TypeAdapter(Annotated[int, Strict(), Field(ge=3, le=6)]), "table size"),
    "players": _adapted(TypeAdapter(Annotated[int, Strict(), Field(ge=3, le=6)] | None), "number of players"),
    "note": lambda value: _clipped(_adapted(_text, "note")(value)),
    "season": _adapted(TypeAdapter(Annotated[int, Strict(), Field(ge=1, le=100_000)] | None), "season"),
    "pain_seconds": _adapted(TypeAdapter(Annotated[int, Strict(), Field(ge=10, le=3600)] | None), "turn clock"),
    "card_seconds": _adapted(TypeAdapter(Annotated[int, Strict(), Field(ge=10, le=3600)] | None), "turn clock"),
    "monthly": _adapted(TypeAdapter(Annotated[bool, Strict()] | None), "monthly"),
}


def _wrong_call(signature: inspect.Signature, kwargs: dict[str, Any]) -> Refusal:
    """The refusal of arguments that do not fit the operation: the first unknown name, else a wrong count."""
    unknown = [name for name in kwargs if name not in signature.parameters]
    return Refusal("bad_argument", name=unknown[0]) if unknown else Refusal("bad_arguments")


def checked(operation: Callable[P, Coroutine[Any, Any, R]]) -> Callable[P, Coroutine[Any, Any, R]]:
    """Check (and clean) every argument of ``operation`` named in :data:`PARAMETERS` before it runs."""
    signature = inspect.signature(operation)
    names = [name for name in signature.parameters if name in PARAMETERS]

    @functools.wraps(operation)
    async def run(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            bound = signature.bind(*args, **kwargs)
        except TypeError:
            raise _wrong_call(signature, kwargs) from None
        bound.apply_defaults()
        for name in names:
            bound.arguments[name] = PARAMETERS[name](bound.arguments[name])
        return await operation(*bound.args, **bound.kwargs)

    return run
