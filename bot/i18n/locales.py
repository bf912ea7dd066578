"""The languages the bot speaks, and how a locale tag from Discord or the environment maps onto one of them."""

from __future__ import annotations

import os
from collections.abc import Mapping

DEFAULT_LOCALE = "en"
LOCALES = ("en", "de", "fr", "pt-BR")  # one file each in bot/locales/
# each language in its own words, for /option language and the README
NATIVE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "pt-BR": "Português (Brasil)"}
# a bare language (Discord's "de", "fr"; a POSIX "pt_PT") goes to the one variant written for it
BY_LANGUAGE = {"en": "en", "de": "de", "fr": "fr", "pt": "pt-BR"}


def supported(tag: object) -> str | None:
    """The locale we speak for ``tag`` (``de-AT`` -> ``de``, ``pt_BR.UTF-8`` -> ``pt-BR``, ``en-US`` -> ``en``),
    or None for a language we do not speak (``es-ES``) or something that is no tag at all."""
    if not isinstance(tag, str):
        tag = str(tag) if tag is not None else ""
    tag = tag.split(".", 1)[0].split("@", 1)[0].replace("_", "-").strip()
    if not tag or tag in ("C", "POSIX"):
        return None
    for known in LOCALES:
        if tag.casefold() == known.casefold():
            return known
    return BY_LANGUAGE.get(tag.split("-", 1)[0].casefold())


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The terminal's language, as gettext would choose it: LANGUAGE (a list), then LC_ALL, LC_MESSAGES, LANG."""
    env = os.environ if environ is None else environ
    candidates = [*env.get("LANGUAGE", "").split(":"), env.get("LC_ALL", ""), env.get("LC_MESSAGES", "")]
    candidates.append(env.get("LANG", ""))
    for candidate in candidates:
        if candidate:
            found = supported(candidate)
            if found is not None:
                return found
            if candidate in ("C", "POSIX") or candidate.startswith(("C.", "POSIX.")):
                return DEFAULT_LOCALE  # the C locale asks for no translation
    return DEFAULT_LOCALE
