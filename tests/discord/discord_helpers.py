"""Driving whole games through simcord: slash commands in a channel, clicks on DM hands."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import dataclass, field
from typing import Any

import discord

from bot import Settings, create_bot
from bot.storage.sql import Query

CARD_RE = re.compile(r"(?<![A-Za-z0-9])[RYGBOV](?:1[0-4]|[0-9])(?![0-9])")


@dataclass
class Table:
    env: Any
    guild: Any
    channel: Any
    players: list[Any]  # MemberActor, in join order
    ephemeral: dict[int, Any] = field(default_factory=dict)  # user id -> latest ephemeral hand (ResponseMessage)
    asked: int = 0  # times a closed-DM player had to open their hand again
    reused: int = 0  # times the ephemeral hand had been brought up to date by the bot

    @property
    def bot(self) -> Any:
        return self.env.bot

    async def board(self) -> Any:
        return await self.bot.service.board(self.channel.id)


def on_backend(settings: Settings, backend: str, postgres: Any) -> Settings:
    """The bot's settings on ``backend`` (``"sqlite"``: as given; ``"postgres"``: a fresh database of the test server).

    One process on PostgreSQL: its watcher for other processes' tables looks as seldom as allowed, since each settle
    waits for the timers due within its horizon (conftest.patient_settle)."""
    if backend != "postgres":
        return settings
    return settings.model_copy(update={"database": postgres.new_database(), "takeover_seconds": 60})


# the events delivered leave the outbox into a copy, so that they can be put back
KEEP_DELIVERED = {
    "sqlite": [
        "CREATE TABLE outbox_copy (table_id BIGINT, seq BIGINT, event TEXT)",
        "CREATE TRIGGER copy_outbox BEFORE DELETE ON outbox"
        " BEGIN INSERT INTO outbox_copy VALUES (OLD.table_id, OLD.seq, OLD.event); END",
    ],
    "postgres": [
        "CREATE TABLE outbox_copy (table_id BIGINT, seq BIGINT, event TEXT)",
        "CREATE FUNCTION copy_outbox() RETURNS trigger LANGUAGE plpgsql AS"
        " $$ BEGIN INSERT INTO outbox_copy VALUES (OLD.table_id, OLD.seq, OLD.event); RETURN OLD; END $$",
        "CREATE TRIGGER copy_outbox BEFORE DELETE ON outbox FOR EACH ROW EXECUTE FUNCTION copy_outbox()",
    ],
}
DROP_TRIGGER = {"sqlite": "DROP TRIGGER copy_outbox", "postgres": "DROP TRIGGER copy_outbox ON outbox"}
OUTBOX_ROWS = Query("SELECT count(*) FROM outbox WHERE table_id = :table")


@dataclass(frozen=True)
class DeliveryWindow:
    """A crash after events were told and before their marks of delivery are stored (issue 33, item 2).

    From :meth:`open` on, triggers in the database keep what is delivered from leaving for good (the outbox
    rows are copied as they go); :meth:`crash` puts the table back as a process killed then leaves it: those
    events undelivered, its mark of delivery where it was. The bot restarted on the database tells them again."""

    backend: str  # "sqlite" or "postgres"
    table_id: int
    mark: int  # the table's mark of delivery when the window opened

    @classmethod
    async def open(cls, storage: Any, backend: str, table_id: int) -> DeliveryWindow:
        [(mark,)] = await storage.fetch(Query("SELECT delivered_seq FROM tables WHERE id = :table")(table=table_id))
        await storage.execute([Query(sql)() for sql in KEEP_DELIVERED[backend]])
        return cls(backend, table_id, mark)

    async def crash(self, storage: Any) -> int:
        """Undo the delivery since :meth:`open` (then stop the service); how many events are undelivered now."""
        await storage.execute(
            [
                Query(DROP_TRIGGER[self.backend])(),
                Query("UPDATE tables SET delivered_seq = :mark WHERE id = :table")(mark=self.mark, table=self.table_id),
                Query("INSERT INTO outbox SELECT * FROM outbox_copy WHERE table_id = :table AND seq > :mark")(
                    mark=self.mark, table=self.table_id
                ),
            ]
        )
        [(behind,)] = await storage.fetch(OUTBOX_ROWS(table=self.table_id))
        return int(behind)


def make_bot(settings: Settings) -> Any:
    """The complete bot exactly as ``sticheln-bot`` builds it."""
    return create_bot(settings)


async def close_service(bot: Any) -> None:
    service, bot.service = bot.service, None
    if service is not None:
        await service.close()


def make_table(env: Any, names: list[str]) -> Table:
    guild = env.create_guild("Sticheln")
    channel = guild.create_text_channel("table")
    players = [guild.add_member(env.create_user(name)) for name in names]
    return Table(env, guild, channel, players)


async def seat_everyone(table: Table) -> None:
    for p in table.players:
        result = await p.slash(table.channel, "join")
        assert result.acknowledged
        assert "You have a seat" in _text(result), _text(result)


def _text(result: Any) -> str:
    parts = []
    if result.response is not None:
        parts.append(result.response.content)
    parts += [f.content for f in result.followups]
    return " | ".join(parts)


def reply_text(result: Any) -> str:
    return _text(result)


def hand_select(message: discord.Message | None) -> discord.SelectMenu | None:
    """The pain or play menu on a hand message, if it has one."""
    if message is None:
        return None
    for row in message.components:
        for child in getattr(row, "children", ()):
            if isinstance(child, discord.SelectMenu) and child.custom_id and child.custom_id.startswith("st:v1:"):
                return child
    return None


def dm_hand(player: Any) -> discord.Message | None:
    return player.user.dm_channel.last_message


def pick(select: discord.SelectMenu) -> list[str]:
    """A deterministic choice: the first card(s) offered."""
    return [o.value for o in select.options[: select.min_values or 1]]


async def play_out(table: Table, *, max_clicks: int = 2000, on_step: Any = None, stop_after: int | None = None) -> int:
    """Click through the game via DM hands (or ephemeral hands for closed DMs) until it is over."""
    clicks = 0
    while clicks < max_clicks:
        if stop_after is not None and clicks >= stop_after:
            return clicks
        board = await table.board()
        if board.phase in ("over", "lobby"):
            return clicks
        moved = False
        waiting = {
            s.user_id
            for s in board.seats
            if (board.phase == "pain" and not s.pain_chosen) or (board.phase == "tricks" and s.seat == board.turn)
        }
        for p in table.players:
            if p.id not in waiting:
                continue  # (a menu left over after a failed edit is out of date: only the awaited move)
            if p.id in table.ephemeral:
                moved |= await _ephemeral_move(table, p)
            else:
                message = dm_hand(p)
                select = hand_select(message)
                if select is None:
                    continue
                result = await p.user.select(message, pick(select), custom_id=select.custom_id)
                assert result.acknowledged
                assert not result.followups, reply_text(result)
                moved = True
            if moved:
                clicks += 1
                if on_step is not None:
                    await on_step()
                break
        if not moved:
            raise AssertionError(f"nobody can move; board: {board}")
    raise AssertionError("too many clicks")


async def _ephemeral_move(table: Table, p: Any) -> bool:
    shown = table.ephemeral.get(p.id)
    board = await table.board()
    seat = next(s for s in board.seats if s.user_id == p.id)
    my_turn = (board.phase == "pain" and not seat.pain_chosen) or (board.phase == "tricks" and board.turn == seat.seat)
    if not my_turn:
        return False
    select = _select_of(shown) if shown is not None else None
    if select is None or not select["custom_id"].endswith(f":{await hand_version(table, p)}"):
        # the ephemeral hand was not brought up to date (or never shown): open it again,
        # alternately with /hand and with the board's "Show my hand" button
        table.asked += 1
        if table.asked % 2:
            result = await p.slash(table.channel, "hand")
        else:
            board_message = max((m for m in table.channel.history() if _has_hand_button(m)), key=lambda m: m.id)
            result = await p.click(board_message, label="Show my hand")
        shown = result.response
        table.ephemeral[p.id] = shown
    else:
        table.reused += 1
    select = _select_of(shown)
    assert select is not None, shown.content
    values = [o["value"] for o in select["options"][: select.get("min_values") or 1]]
    result = await p.select(shown, values, custom_id=select["custom_id"])
    assert result.acknowledged
    assert not result.followups, reply_text(result)
    # the ephemeral message is edited in place; keep the handle (the result's response is the same message)
    table.ephemeral[p.id] = result.response or shown
    return True


async def hand_version(table: Table, p: Any) -> int:
    from bot.model.contract import Actor

    return (await table.bot.service.hand(table.channel.id, Actor(p.id, p.name))).decision


def _has_hand_button(message: discord.Message) -> bool:
    return any(
        getattr(child, "custom_id", "") and child.custom_id.startswith("st:v1:hand:")
        for row in message.components
        for child in getattr(row, "children", ())
    )


def _select_of(shown: Any) -> dict[str, Any] | None:
    for row in shown.components:
        for child in row.get("components", ()):
            if child.get("type") == 3 and str(child.get("custom_id", "")).startswith("st:v1:"):
                return child
    return None


def replay(record: dict[str, Any]) -> dict[str, Any]:
    """``sticheln replay -`` on the record, as a subprocess."""
    proc = subprocess.run(
        [sys.executable, "-m", "sticheln", "replay", "-"],
        input=json.dumps(record),
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.splitlines()[0])


async def export_record(table: Table, player: Any) -> dict[str, Any]:
    result = await player.slash(table.channel, "export")
    files = [a for m in [result.response, *result.followups] if m is not None for a in m.attachments]
    assert files, reply_text(result)
    return json.loads(await files[0].read())


def public_texts(env: Any, channels: list[Any], start: int = 0) -> list[str]:
    """Every public text the bot produced since request ``start``.

    Each post or edit through the channel routes (intermediate states included), and every
    interaction answer or follow-up not flagged ephemeral.
    """
    ids = {c.id for c in channels}
    out = []
    for entry in env.http_requests[start:]:
        if entry.method not in ("POST", "PATCH") or not isinstance(entry.json, dict):
            continue
        payload, path = entry.json, entry.path
        if path.startswith("/interactions/"):
            if payload.get("type") not in (4, 5) or (payload.get("data") or {}).get("flags", 0) & 64:
                continue
            payload = payload.get("data") or {}
        elif path.startswith("/webhooks/"):
            if entry.method != "POST" or (payload.get("flags") or 0) & 64:
                continue
        elif not any(path.startswith(f"/channels/{cid}/") for cid in ids):
            continue
        out.append(_text_of(payload))
    return out


def _text_of(payload: dict[str, Any]) -> str:
    return json.dumps({k: payload.get(k) for k in ("content", "embeds", "components")}, ensure_ascii=False)


ROUND_RE = re.compile(r"Round (\d+) of")


class LeakWatch:
    """After each step: no public text may name a card that is still secret.

    A card of round r is secret while it is in a hand, or set aside as a pain card
    that is not yet revealed (revealed: every pain chosen and no ``hidden`` option,
    or the round scored). Texts about a round (board, taken trick, round score) say
    so in their title; others are checked against the current round.
    """

    def __init__(self, table: Table) -> None:
        self.table = table
        self.cursor = len(table.env.http_requests)  # this game only
        self.checked = 0
        self.steps = 0

    async def __call__(self) -> None:
        env = self.table.env
        texts = public_texts(env, [self.table.channel], self.cursor)
        self.cursor = len(env.http_requests)
        self.steps += 1
        state = await self.table.bot.service.read(
            self.table.channel.id, lambda tb: tb.game.to_json() if tb is not None and tb.game is not None else None
        )
        if state is None:
            return
        hidden = bool(state["options"].get("hidden"))
        secrets = [self._secrets(rnd, index, state, hidden) for index, rnd in enumerate(state["rounds"])]
        for text in texts:
            found = ROUND_RE.search(text)
            r = int(found.group(1)) - 1 if found else len(secrets) - 1
            if not 0 <= r < len(secrets):
                continue
            leaked = set(CARD_RE.findall(text)) & secrets[r]
            assert not leaked, f"secret cards {sorted(leaked)} in public text: {text}"
            self.checked += 1

    @staticmethod
    def _secrets(rnd: dict[str, Any], index: int, state: dict[str, Any], hidden: bool) -> set[str]:
        dealt = {c for hand in rnd["hands"] for c in hand}
        played = set(rnd["plays"])
        pains = [p for p in rnd["pain"]]
        all_chosen = all(p is not None for p in pains)
        tricks = 13 if state["options"].get("twopain") else 14
        scored = len(rnd["plays"]) == tricks * len(rnd["hands"])
        public_pain: set[str] = set()
        if scored or (all_chosen and not hidden):
            public_pain = {c for p in pains if p is not None for c in p}
        return dealt - played - public_pain


@dataclass(frozen=True)
class Sent:
    """One request the bot made that carries text: where to, and what it showed."""

    method: str
    path: str
    payload: dict[str, Any]

    @property
    def interaction(self) -> bool:
        """An interaction route (callback or the interaction's webhook): outside the bot token's budget."""
        return self.path.startswith(("/interactions/", "/webhooks/"))

    @property
    def text(self) -> str:
        return _text_of(self.payload.get("data") or {} if self.path.startswith("/interactions/") else self.payload)

    def menus(self) -> list[str]:
        """The custom ids of the hand menus (pain or play) it offers."""
        body = self.payload.get("data") or {} if self.path.startswith("/interactions/") else self.payload
        return [
            c.get("custom_id", "")
            for row in body.get("components") or ()
            for c in row.get("components", ())
            if str(c.get("custom_id", "")).startswith(("st:v1:pain:", "st:v1:play:"))
        ]


def sent(env: Any, start: int = 0) -> list[Sent]:
    """Every request with a body since request ``start``: posts, edits, interaction answers and webhook calls."""
    return [
        Sent(e.method, e.path, e.json)
        for e in env.http_requests[start:]
        if e.method in ("POST", "PATCH") and isinstance(e.json, dict)
    ]


def bot_token_calls(env: Any, start: int = 0) -> list[Any]:
    """Requests under the bot token's global limit since request ``start`` (interaction routes excluded)."""
    return [e for e in env.http_requests[start:] if not e.path.startswith(("/interactions/", "/webhooks/"))]


def menu_of(message: Any) -> Any:
    """The hand menu of a DM message or of an ephemeral reply, as (custom_id, values offered)."""
    if isinstance(message, discord.Message):
        select = hand_select(message)
        return None if select is None else (select.custom_id, [o.value for o in select.options])
    shown = _select_of(message)
    return None if shown is None else (shown["custom_id"], [o["value"] for o in shown["options"]])
