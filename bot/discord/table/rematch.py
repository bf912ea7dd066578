"""A rematch gathers the table: the players of the last game are mentioned and answer "I'm in" or "I'm out".

The one who asks is in. The game starts as soon as every other seated player
is in, or, after :data:`REMATCH_SECONDS`, with those who are (the silent ones
give up their seats); "I'm out" gives up one's seat at once. The call's
message is the table's lobby message, with these two buttons instead of Join
and Start: the seated are never offered a seat they hold. Computer players stay
seated and need not answer.

An open call (one per table) is kept in the adapter's memory, in the service's
database (SQLite or PostgreSQL): after a restart its buttons still answer, and its
deadline is waited for again (:meth:`bot.discord.table.actions.Actions.resume_rematches`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.discord.escape import name
from bot.i18n import t
from bot.model.events import Board

REMATCH_SECONDS = 120  # how long a call waits for the silent before it starts with those who are in


@dataclass
class RematchCall:
    """Who asked, who is in, and whom the call still waits for (user id -> name)."""

    by: int
    by_name: str
    ins: dict[int, str]
    waiting: dict[int, str]
    deadline: float  # unix time the call starts with those who are in

    @classmethod
    def open(cls, board: Board, by: int, by_name: str, now: float) -> RematchCall:
        humans = {s.user_id: s.name for s in board.seats if s.user_id is not None and not s.ai_level}
        ins = {by: humans.get(by, by_name)}
        waiting = {uid: who for uid, who in humans.items() if uid != by}
        return cls(by, by_name, ins, waiting, now + REMATCH_SECONDS)

    @classmethod
    def load(cls, data: dict[str, Any]) -> RematchCall:
        """From its JSON data (:meth:`dump`), where the user ids became strings."""
        ins = {int(uid): str(who) for uid, who in data["ins"].items()}
        waiting = {int(uid): str(who) for uid, who in data["waiting"].items()}
        return cls(int(data["by"]), str(data["by_name"]), ins, waiting, float(data["deadline"]))

    def dump(self) -> dict[str, Any]:
        return {
            "by": self.by,
            "by_name": self.by_name,
            "ins": self.ins,
            "waiting": self.waiting,
            "deadline": self.deadline,
        }

    def answer(self, user_id: int, yes: bool) -> bool:
        """Record an answer; False if the user is not one of the call's players."""
        who = self.waiting.pop(user_id, None) or self.ins.pop(user_id, None)
        if who is None:
            return False
        if yes:
            self.ins[user_id] = who
        return True

    def asks(self, user_id: int) -> bool:
        return user_id in self.waiting or user_id in self.ins

    @property
    def settled(self) -> bool:
        """Everyone answered: the game can start."""
        return not self.waiting


def call_text(call: RematchCall) -> str:
    """The call: who asks, a mention of everyone it waits for, who is in, and until when it waits."""
    lines = []
    if call.waiting:
        mentions = " ".join(f"<@{uid}>" for uid in call.waiting)
        lines.append(t("dh_rematch_call", name=name(call.by_name), mentions=mentions))
    lines.append(t("dh_rematch_status", ins=", ".join(name(n) for n in call.ins.values())))
    if call.waiting:
        names = ", ".join(name(n) for n in call.waiting.values())
        lines.append(t("dh_rematch_waiting", names=names, when=f"<t:{int(call.deadline)}:R>"))
    return "\n".join(lines)
