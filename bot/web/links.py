"""Signed links: a personal link acts for one seat of one game, a watch link shows one table.

A link carries its fields in the clear and an HMAC-SHA256 of them under the settings' secret, so
guessing one is infeasible and altering any field breaks it; signatures are compared in constant
time. A personal link names the game (the table's count of started games) and expires with it:
once the table starts another game, or the link's time is up, it is refused.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass

SIGNATURE_BYTES = 18  # 144 bits: far beyond guessing, and a short link
PLAY_DAYS = 2  # a personal link also ends this long after it was made, whatever the table does
FIELD_MAX = 24  # digits of one field: a user id is 20 at most; anything longer is not ours


@dataclass(frozen=True)
class Seat:
    """What a personal link stands for: a seat of a table's game, held by a user, until ``expires``."""

    table_id: int
    seat: int
    user_id: int
    game: int  # the table's games_started when the link was made
    expires: int  # unix seconds


class Links:
    """Makes and checks the signed parts of the web table's links."""

    def __init__(self, secret: bytes | str | None = None) -> None:
        if secret is None:
            secret = secrets.token_bytes(32)  # a process of its own (sticheln web): links die with it
        self._key = secret.encode() if isinstance(secret, str) else secret

    def _sign(self, kind: str, fields: tuple[int, ...]) -> str:
        message = (kind + ":" + ":".join(str(f) for f in fields)).encode()
        digest = hmac.new(self._key, message, hashlib.sha256).digest()[:SIGNATURE_BYTES]
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def _token(self, kind: str, fields: tuple[int, ...]) -> str:
        return "-".join(str(f) for f in fields) + "." + self._sign(kind, fields)

    def _fields(self, kind: str, token: str, count: int) -> tuple[int, ...] | None:
        text, _, signature = token.rpartition(".")
        parts = text.split("-")
        if len(parts) != count or not all(p.isascii() and p.isdigit() and len(p) <= FIELD_MAX for p in parts):
            return None
        fields = tuple(int(p) for p in parts)
        if not hmac.compare_digest(self._sign(kind, fields).encode(), signature.encode("utf-8", "replace")):
            return None
        return fields

    def seat_token(self, seat: Seat) -> str:
        return self._token("play", (seat.table_id, seat.seat, seat.user_id, seat.game, seat.expires))

    def seat(self, token: str, now: float) -> Seat | None:
        """The seat a personal link stands for, or None if it is forged, altered or expired."""
        fields = self._fields("play", token, 5)
        if fields is None:
            return None
        found = Seat(*fields)
        return found if found.expires > now else None

    def table_token(self, table_id: int) -> str:
        return self._token("watch", (table_id,))

    def table(self, token: str) -> int | None:
        """The table a watch link shows, or None if it is not one of ours."""
        fields = self._fields("watch", token, 1)
        return fields[0] if fields is not None else None

    def game_token(self, guild_id: int, game_id: int) -> str:
        return self._token("replay", (guild_id, game_id))

    def game(self, token: str) -> tuple[int, int] | None:
        """The server and stored game a replay link shows, or None if it is not one of ours."""
        fields = self._fields("replay", token, 2)
        return (fields[0], fields[1]) if fields is not None else None

    def member_token(self, member: Member) -> str:
        """An Activity's sign-in: a Discord user, checked to be in the server, at one channel's table."""
        return self._token("member", (member.channel_id, member.guild_id, member.user_id, member.expires))

    def member(self, token: str, now: float) -> Member | None:
        """The signed-in user an Activity's token stands for, or None if it is forged, altered or expired."""
        fields = self._fields("member", token, 4)
        if fields is None:
            return None
        found = Member(*fields)
        return found if found.expires > now else None


@dataclass(frozen=True)
class Member:
    """A Discord user signed in to the Activity of a channel of a server (0: none), until ``expires``."""

    channel_id: int
    guild_id: int
    user_id: int
    expires: int  # unix seconds


def play_expiry(now: float) -> int:
    """At least :data:`PLAY_DAYS` from now, on a day boundary: a hand shown again the same day gets the same
    link (so its message need not change)."""
    return (int(now) // 86400 + PLAY_DAYS + 1) * 86400
