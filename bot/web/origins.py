"""Which pages may open a live connection: the WebSocket ``Origin`` the server accepts.

A browser sends the ``Origin`` of the page that opens a WebSocket, and a page of
another site could otherwise play with a visitor's personal link. Accepted: the
origin of ``web_base_url`` (the address the links use), and the server's own
address as the request names it (``sticheln web`` and a server without a public
address). Another origin (an embedding such as Discord's Activity proxy,
``https://<application id>.discordsays.com``) is added in :func:`allowed_origins`.
"""

from __future__ import annotations

from urllib.parse import urlsplit


def origin_of(url: str) -> str | None:
    """``scheme://host[:port]`` of ``url``, lower case, as a browser sends it; None if it has none."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    return f"{parts.scheme}://{parts.netloc}".lower()


def allowed_origins(base_url: str | None, *extra: str) -> frozenset[str]:
    """The origins allowed besides the server's own: ``web_base_url``'s and any ``extra`` one."""
    found = (origin_of(url) for url in (base_url, *extra) if url)
    return frozenset(origin for origin in found if origin is not None)


def origin_allowed(origin: str | None, host: str | None, allowed: frozenset[str]) -> bool:
    """Whether a live connection from a page of ``origin`` to the server named ``host`` is accepted.

    No ``Origin`` (not a browser: a script, a test, a benchmark) is accepted: the link decides then.
    """
    if origin is None:
        return True
    origin = origin.strip().lower()
    if origin in allowed:
        return True
    own = host.strip().lower() if host else None
    return own is not None and origin in (f"http://{own}", f"https://{own}")
