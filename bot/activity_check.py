"""``sticheln-bot``'s start check of the Discord Activity's settings: what is missing, in one line.

The Activity is on once either of its own settings is given; it then needs both, and the web table's
server (``web_listen``), its public address (``web_base_url``: the Developer Portal's URL mapping points
there) and a lasting ``web_secret`` (sign-ins and seats' links must outlive a restart and hold in every
process).
"""

from __future__ import annotations

from bot.i18n import t
from bot.settings import Settings


def activity_problem(settings: Settings) -> str | None:
    """The one ``error:`` line naming what the Activity still needs, or None (complete, or not asked for)."""
    if settings.activity_client_id is None and settings.activity_client_secret is None:
        return None
    needed = {
        "activity_client_id": settings.activity_client_id,
        "activity_client_secret": settings.activity_client_secret,
        "web_listen": settings.web_listen,
        "web_base_url": settings.web_base_url,
        "web_secret": settings.web_secret,
    }
    missing = [name for name, value in needed.items() if value is None]
    return t("cli_activity_incomplete", missing=", ".join(missing)) if missing else None
