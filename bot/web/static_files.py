"""The pages' scripts, style and icon, served from memory: a name that is not one of them is refused with the
same page as any other refusal (aiohttp's own static files answer a missing one with an empty 404)."""

from __future__ import annotations

import hashlib
from importlib import resources
from importlib.abc import Traversable

from aiohttp import web

STATIC = resources.files("bot.web") / "static"
TYPES = {".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml"}


class StaticFile:
    def __init__(self, body: bytes, content_type: str) -> None:
        self.body, self.content_type = body, content_type
        self.etag = '"' + hashlib.sha256(body).hexdigest()[:20] + '"'

    def response(self, request: web.Request) -> web.Response:
        headers = {"ETag": self.etag, "Cache-Control": "no-cache"}  # asked again each time; unchanged: 304
        if request.headers.get("If-None-Match") == self.etag:
            return web.Response(status=304, headers=headers)
        return web.Response(body=self.body, content_type=self.content_type, charset=None, headers=headers)


def static_files(folder: Traversable = STATIC, prefix: str = "") -> dict[str, StaticFile]:
    """Every file of the folder and its subfolders with a known type, by its path below the folder
    (``vendor/…`` for the vendored Discord SDK)."""
    found: dict[str, StaticFile] = {}
    for entry in folder.iterdir():
        suffix = "." + entry.name.rsplit(".", 1)[-1]
        if entry.is_dir():
            found |= static_files(entry, f"{prefix}{entry.name}/")
        elif entry.is_file() and suffix in TYPES:
            found[prefix + entry.name] = StaticFile(entry.read_bytes(), TYPES[suffix])
    return found
