"""A refused setting as one ``error:`` line that names it: an unknown name gets the likely intended one."""

from __future__ import annotations

import difflib
from typing import Any

from pydantic import BaseModel
from pydantic_core import ErrorDetails

from bot.i18n import t
from bot.settings import Settings

VALUE_ERROR = "Value error, "  # pydantic's prefix of a validator's own message, which says it all


def setting_problem(problem: ErrorDetails) -> str:
    """``error: setting 'timers.card_seconds': …``, or ``error: unknown setting 'ai_levle'; did you mean …``."""
    loc = [str(part) for part in problem.get("loc", ())]
    name = ".".join(loc) or "?"
    if problem.get("type") == "extra_forbidden":
        close = difflib.get_close_matches(loc[-1], _known_names(loc[:-1]), n=1) if loc else []
        if close:
            return t("dc_cli_unknown_setting_close", name=name, close=".".join([*loc[:-1], close[0]]))
        return t("dc_cli_unknown_setting", name=name)
    message = str(problem.get("msg", "invalid")).removeprefix(VALUE_ERROR)
    return t("dc_cli_bad_setting", name=name, problem=message)


def _known_names(parents: list[str]) -> list[str]:
    """The setting names allowed where ``parents`` leads (the top level, or a table such as ``timers``)."""
    model: Any = Settings
    for part in parents:
        field = model.model_fields.get(part)
        annotation = field.annotation if field is not None else None
        if not (isinstance(annotation, type) and issubclass(annotation, BaseModel)):
            return []
        model = annotation
    names = list(model.model_fields)
    if model is Settings:
        names.remove("token")  # its name in the file is token, in the environment DISCORD_TOKEN
        names.append("token")
    return names
