"""Discord REST traffic of whole games, on simcord: bot-token calls per trick, by route.

    python benchmarks/discord_traffic.py [--games 1] [--think 5] [--only "4 humans"]

Each scenario (4 humans, 1 human + 3 AI, 6 humans) plays whole 5-round games
through the real bot on simcord's simulated Discord, with the default pacing
(``ai_delay`` 1 s, ``board_edit_interval`` 1 s) and every human taking
``--think`` seconds (virtual time) per pain card and per card (the pain
cards one after the other). It counts every
request the bot made: bot-token calls (under Discord's global 50 requests/s)
per trick and by route, and interaction calls (callbacks and the interaction
webhook, which do not count) separately. The last figure is how many such
tables one token sustains: 50 requests/s over the calls one table makes per
second of (virtual) playing time.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import simcord

from bot import Settings, create_bot
from bot.app import App

GLOBAL_LIMIT = 50  # Discord's global requests per second for one bot token
SCENARIOS = {"4 humans": (4, 0), "1 human + 3 AI": (1, 3), "6 humans": (6, 0)}
NAMES = ["ann", "bo", "cy", "di", "ed", "flo"]
ID = re.compile(r"\d{6,}")
TOKEN = re.compile(r"^(/(?:interactions|webhooks)/[^/]+)/[^/]+")


@dataclass
class Traffic:
    tricks: int = 0
    seconds: float = 0.0  # virtual playing time
    bot: Counter[str] = field(default_factory=Counter)  # route -> calls
    interaction: Counter[str] = field(default_factory=Counter)

    def add(self, other: Traffic) -> None:
        self.tricks += other.tricks
        self.seconds += other.seconds
        self.bot.update(other.bot)
        self.interaction.update(other.interaction)


def route(method: str, path: str, names: dict[str, str]) -> str:
    """``PATCH /channels/{table}/messages/{id}``: ids replaced by what they are."""
    path = path.split("?")[0]
    for raw, name in names.items():
        path = path.replace(f"/{raw}/", f"/{{{name}}}/").replace(f"/{raw}", f"/{{{name}}}")
    path = TOKEN.sub(r"\1/{token}", path)
    return f"{method} {ID.sub('{id}', path)}"


async def play_game(humans: int, ais: int, think: float, seed: int, database: Path) -> Traffic:
    settings = Settings(database=database, shard_count=1)  # the default pacing; simcord needs the count
    bot = create_bot(settings, opening=lambda s: App.open(s, seed=seed))  # the same deals each run
    env = simcord.Env(bot, settle_timeout=0.9)  # sleeps of the bot's pacing wait for advance_time
    await env.start()
    try:
        with env.time_context():
            return await _drive(env, humans, ais, think)
    finally:
        service, bot.service = bot.service, None
        if service is not None:
            await service.close()
        await env.shutdown()


async def _drive(env: Any, humans: int, ais: int, think: float) -> Traffic:
    guild = env.create_guild("Sticheln")
    channel = guild.create_text_channel("table")
    players = [guild.add_member(env.create_user(name)) for name in NAMES[:humans]]
    for p in players:
        await p.slash(channel, "join")
    for _ in range(ais):
        await players[0].slash(channel, "addbot")
    start, began = len(env.http_requests), env.now()
    await players[0].slash(channel, "startnosave" if ais else "start")
    board = await play_humans(env, channel, players, think)
    await env.advance_time(2)  # the last coalesced edits
    traffic = Traffic(tricks=len(board.round_scores) * 14, seconds=(env.now() - began).total_seconds())
    names = {str(channel.id): "table"} | {str(p.user.dm_channel.id): "dm" for p in players}
    names |= {str(p.id): "user" for p in players}
    for entry in env.http_requests[start:]:
        kind = traffic.interaction if entry.path.startswith(("/interactions/", "/webhooks/")) else traffic.bot
        kind[route(entry.method, entry.path, names)] += 1
    return traffic


async def play_humans(env: Any, channel: Any, players: list[Any], think: float) -> Any:
    """Play the channel's game to its end, each human clicking ``think`` seconds after their turn comes; the
    board at the end."""
    service = env.bot.service
    while (board := await service.board(channel.id)).phase in ("pain", "tricks"):
        waiting = {
            s.user_id
            for s in board.seats
            if s.user_id is not None
            and not s.ai_level
            and ((board.phase == "pain" and not s.pain_chosen) or (board.phase == "tricks" and s.seat == board.turn))
        }
        if not waiting:
            await env.advance_time(0.25)  # the AI plays
            continue
        player = next(p for p in players if p.id in waiting)
        await env.advance_time(think)  # (pain cards too, one after the other: every timer due fires in between)
        await _click(player)
    return board


async def _click(player: Any) -> None:
    message = player.user.dm_channel.last_message
    for row in message.components if message is not None else ():
        for child in getattr(row, "children", ()):
            if getattr(child, "custom_id", "").startswith(("st:v1:pain:", "st:v1:play:")):
                values = [o.value for o in child.options[: child.min_values or 1]]
                await player.user.select(message, values, custom_id=child.custom_id)
                return
    raise AssertionError(f"{player.name} has no menu to play from")


def report(name: str, traffic: Traffic) -> None:
    per_trick = sum(traffic.bot.values()) / traffic.tricks
    per_second = sum(traffic.bot.values()) / traffic.seconds
    print(f"{name}: {per_trick:.1f} bot-token calls per trick ({traffic.tricks} tricks)")
    for key, count in traffic.bot.most_common():
        print(f"    {count / traffic.tricks:5.2f}  {key}")
    interaction = sum(traffic.interaction.values())
    print(f"  interaction calls (not under the global limit): {interaction / traffic.tricks:.1f} per trick")
    for key, count in traffic.interaction.most_common():
        print(f"    {count / traffic.tricks:5.2f}  {key}")
    print(f"  one token sustains {GLOBAL_LIMIT / per_second:.0f} such tables ({per_second:.2f} calls/s per table)")
    budget = Settings().rest_budget_per_second
    print(f"  within the default rest_budget_per_second ({budget:g}/s): {budget / per_second:.0f} tables per process")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1, help="games per scenario")
    parser.add_argument("--think", type=float, default=5.0, help="seconds a human takes per decision")
    parser.add_argument("--only", choices=list(SCENARIOS), help="one scenario")
    args = parser.parse_args()
    for name, (humans, ais) in SCENARIOS.items():
        if args.only and name != args.only:
            continue
        total = Traffic()
        for game in range(args.games):
            with tempfile.TemporaryDirectory() as tmp:
                total.add(await play_game(humans, ais, args.think, game, Path(tmp) / "bench.db"))
        report(name, total)


if __name__ == "__main__":
    asyncio.run(main())
