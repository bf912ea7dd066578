"""The viewer's language: ``?lang=`` if it names one we speak, else the best of ``Accept-Language``."""

from __future__ import annotations

from collections.abc import Mapping

from bot.i18n import DEFAULT_LOCALE, supported

HEADER_MAX = 500  # characters of Accept-Language read: a browser sends far fewer


def viewer_language(query: Mapping[str, str], accept_language: str | None, fallback: str = DEFAULT_LOCALE) -> str:
    asked = supported(query.get("lang", ""))
    if asked is not None:
        return asked
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept_language or "")[:HEADER_MAX].split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        found = supported(tag)
        if found is not None and quality > 0:
            ranked.append((-quality, index, found))
    return min(ranked)[2] if ranked else fallback
