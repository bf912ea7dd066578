"""A refused setting as one ``error:`` line that names it: an unknown name gets the likely intended one."""

from __future__ import annotations

import base64
import binascii
import difflib
import os
import re
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel
from pydantic_core import ErrorDetails

from bot.i18n import t
from bot.settings import Settings

VALUE_ERROR = "Value error, "
ENV_PREFIX = "STICHELN_"
BASE64URL = re.compile(r"[A-Za-z0-9_-]+")  # pydantic's prefix of a validator's own message, which says it all


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


def token_problem(token: str) -> str | None:
    """Why ``token`` cannot be a Discord bot token, or None: checked before any network use.

    A bot token is three base64url parts joined by dots, the first the bot's user id (digits) in base64;
    the application id, the client secret and the public key, often pasted by mistake, have no dots."""
    parts = token.strip().split(".")
    if len(parts) != 3 or not all(BASE64URL.fullmatch(part) for part in parts):
        return t("dc_cli_token_shape")
    try:
        first = base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4))
    except (binascii.Error, ValueError):
        return t("dc_cli_token_shape")
    if not (first.isascii() and first.isdigit()):
        return t("dc_cli_token_shape")
    return None


def environment_problems(environ: Mapping[str, str] = os.environ) -> list[str]:
    """``STICHELN_*`` variables that look like a misspelled setting (pydantic ignores unknown ones silently).

    A variable close to no setting is left alone: it may be another tool's (the tests' STICHELN_REQUIRE_*)."""
    known = {ENV_PREFIX + name.upper(): ENV_PREFIX + name.upper() for name in Settings.model_fields}
    known[ENV_PREFIX + "TOKEN"] = "DISCORD_TOKEN"  # the token's variable has no prefix
    problems = []
    for variable in sorted(environ):
        upper = variable.upper()
        if not upper.startswith(ENV_PREFIX) or (upper in known and known[upper] == upper):
            continue
        close = difflib.get_close_matches(upper, sorted(known), n=1, cutoff=0.8)
        if close:
            problems.append(t("dc_cli_unknown_variable_close", name=variable, close=known[close[0]]))
    return problems
