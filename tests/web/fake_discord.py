"""Discord's part of an Activity, played on loopback: the client's frame and its OAuth2 endpoints.

- The *parent page* stands in for Discord's client at ``https://discord.com``: it frames the Activity at
  ``https://<client id>.discordsays.com/`` with the query Discord adds (``frame_id``, ``instance_id``,
  ``platform``, ``guild_id``, ``channel_id``) and answers the Embedded App SDK's postMessage protocol
  (opcodes HANDSHAKE 0, FRAME 1, CLOSE 2): the READY event after the handshake, then the commands
  AUTHORIZE (a code naming the user) and AUTHENTICATE (that user), and any other command with null.
  It keeps every message it got in ``window.received`` for the test to read.
- The *OAuth2 stand-in* answers ``POST /oauth2/token`` (a code ``code-<user id>`` gives the access token
  ``token-<user id>``), ``GET /users/@me`` and ``GET /users/@me/guilds`` for the users it is given, and
  counts the exchanges.

The browser reaches both hosts through Chromium's ``--host-resolver-rules`` (no DNS, loopback only) over
TLS with a certificate made for the test, so the page's origins, its frame-ancestors and the SDK's origin
checks are the real ones.
"""

from __future__ import annotations

import json
import ssl
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import web

CLIENT_ID = 1234567890123
ACTIVITY_HOST = f"{CLIENT_ID}.discordsays.com"
DISCORD_HOST = "discord.com"

PARENT = """<!doctype html><html><head><meta charset="utf-8"><title>Discord</title></head><body>
<iframe id="activity" style="width:1000px;height:900px" src="%(src)s"></iframe>
<script>
const user = %(user)s;
const activity = "https://%(host)s";
window.received = [];
const frame = () => document.getElementById("activity").contentWindow;
const answer = (payload) => frame().postMessage([1, payload], activity);
window.addEventListener("message", (event) => {
  if (event.origin !== activity || !Array.isArray(event.data)) return;
  const [opcode, data] = event.data;
  window.received.push({ opcode, cmd: data && data.cmd, data });
  if (opcode === 0) {
    answer({ cmd: "DISPATCH", evt: "READY", nonce: null, data: { v: 1, config: { api_endpoint: "//discord.com/api",
      environment: "production", cdn_host: "cdn.discordapp.com" }, user: { id: user.id, username: user.username,
      discriminator: "0" } } });
  } else if (opcode === 1 && data.cmd === "AUTHORIZE") {
    answer({ cmd: "AUTHORIZE", evt: null, nonce: data.nonce, data: { code: "code-" + user.id } });
  } else if (opcode === 1 && data.cmd === "AUTHENTICATE") {
    if (data.args.access_token !== "token-" + user.id) {
      answer({ cmd: "AUTHENTICATE", evt: "ERROR", nonce: data.nonce, data: { code: 4009, message: "bad token" } });
      return;
    }
    answer({ cmd: "AUTHENTICATE", evt: null, nonce: data.nonce, data: { access_token: data.args.access_token,
      user: { id: user.id, username: user.username, discriminator: "0", public_flags: 0 },
      scopes: ["identify", "guilds"], expires: "2100-01-01T00:00:00.000Z",
      application: { id: "%(client)s", name: "Sticheln", description: "" } } });
  } else if (opcode === 1) {
    answer({ cmd: data.cmd, evt: null, nonce: data.nonce, data: null });
  }
});
</script></body></html>"""


@dataclass
class FakeDiscord:
    """The users Discord knows (id → name, and their servers), and what it was asked."""

    users: dict[int, str]
    guilds: dict[int, list[int]]
    exchanges: list[str] = field(default_factory=list)
    secrets: list[str] = field(default_factory=list)

    async def parent_page(self, request: web.Request) -> web.Response:
        user_id = int(request.query["user"])
        query = (
            f"frame_id=frame-{user_id}&instance_id=i-1&platform=desktop&guild_id={request.query['guild']}"
            f"&channel_id={request.query['channel']}&lang={request.query.get('lang', 'en')}"
        )
        values = {
            "src": f"https://{ACTIVITY_HOST}/?{query}",
            "user": json.dumps({"id": str(user_id), "username": self.users[user_id]}),
            "host": ACTIVITY_HOST,
            "client": CLIENT_ID,
        }
        return web.Response(text=PARENT % values, content_type="text/html")

    async def token(self, request: web.Request) -> web.Response:
        form = await request.post()
        self.exchanges.append(str(form.get("code")))
        self.secrets.append(str(form.get("client_secret")))
        code = str(form.get("code", ""))
        user = code.removeprefix("code-")
        if form.get("grant_type") != "authorization_code" or not user.isdigit() or int(user) not in self.users:
            return web.json_response({"error": "invalid_grant"}, status=400)
        return web.json_response({"access_token": f"token-{user}", "token_type": "Bearer", "scope": "identify guilds"})

    def _user(self, request: web.Request) -> int | None:
        bearer = request.headers.get("Authorization", "").removeprefix("Bearer token-")
        return int(bearer) if bearer.isdigit() and int(bearer) in self.users else None

    async def me(self, request: web.Request) -> web.Response:
        user = self._user(request)
        if user is None:
            return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        return web.json_response({"id": str(user), "username": self.users[user], "discriminator": "0"})

    async def my_guilds(self, request: web.Request) -> web.Response:
        user = self._user(request)
        if user is None:
            return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        return web.json_response([{"id": str(g), "name": f"server {g}"} for g in self.guilds.get(user, [])])

    def app(self) -> web.Application:
        app = web.Application()
        app.add_routes(
            [
                web.get("/channels/activity", self.parent_page),
                web.post("/api/v10/oauth2/token", self.token),
                web.get("/api/v10/users/@me", self.me),
                web.get("/api/v10/users/@me/guilds", self.my_guilds),
            ]
        )
        return app


def make_certificate(folder: Path) -> ssl.SSLContext:
    """A self-signed certificate for the two hosts (the browser is told to accept it), as a server context."""
    key, cert = folder / "key.pem", folder / "cert.pem"
    subprocess.run(
        [
            "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", str(key), "-out", str(cert), "-days", "2", "-subj", "/CN=discordsays.com",
            "-addext", f"subjectAltName=DNS:{ACTIVITY_HOST},DNS:{DISCORD_HOST}",
        ],
        check=True,
        capture_output=True,
    )  # fmt: skip
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    return context


def resolver_rules(activity_port: int, discord_port: int) -> str:
    """Chromium's host mapping: the two public hosts (port 443) to the loopback servers standing in for them,
    and example.org to the fake client too (a site that is not Discord, framing the Activity); any other host is
    not found, so the page can reach nothing but loopback."""
    return (
        f"MAP {ACTIVITY_HOST} 127.0.0.1:{activity_port}, MAP {DISCORD_HOST} 127.0.0.1:{discord_port}, "
        f"MAP example.org 127.0.0.1:{discord_port}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"
    )


def received(page: Any) -> list[dict[str, Any]]:
    """What the fake client got from the Activity's SDK, in order."""
    found: list[dict[str, Any]] = page.evaluate("() => window.received")
    return found
