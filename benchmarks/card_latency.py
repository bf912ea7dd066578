"""How long after a card is played the table's round message shows it (issue 28: "every card within 3 s").

    python benchmarks/card_latency.py [--games 1] [--think 5] [--only "4 humans"] [--discord-buckets]
                                      [--edit-interval SECONDS]

Whole 5-round games through the real bot on simcord (4 humans, 1 human + 3 AI,
6 humans), with the default settings: the game in a thread of its own, the
AI's cards ``ai_delay`` (1 s) apart, board edits coalesced ``board_edit_interval``
(1 s) apart and within the REST budget (``rest_budget_per_second``, each
channel's ``channel_calls_per_5s``), humans taking ``--think`` seconds of
virtual time per decision. For every card played it takes the virtual time
the service committed it and the virtual time of the first request that made
a message of the table's channel or thread show that card (an edit of the
round's message, the taken trick, or a message posted anew), and prints the
p50, p99 and max of the difference and the count.

Rate limits: simcord answers every request at once; it models no per-route
bucket, no 429 and no stricter limit on editing older messages. What the
figure contains is therefore the bot's own pacing (coalesced edits, its
limiter's channel bucket and global budget, urgent calls first), run on
simcord's virtual clock. ``--discord-buckets`` adds a model of Discord's side
in front of simcord: every message create, edit and delete in a channel shares
one bucket of 5 per 5 s (the commonly observed limit, taken as one bucket:
pessimistic), all bot-token calls share 50 per second, and a request over a
limit waits for its slot, as discord.py does after a 429.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import tempfile
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import simcord
from discord_traffic import play_humans

from bot import Settings, create_bot
from bot.model.events import CardPlayed
from bot.service import TableService

SCENARIOS = {"4 humans": (4, 0), "1 human + 3 AI": (1, 3), "6 humans": (6, 0)}
NAMES = ["ann", "bo", "cy", "di", "ed", "flo"]
CARD = re.compile(r"(?<![A-Za-z0-9])[RYGBOV](?:1[0-4]|[0-9])(?![0-9])")
MESSAGE_ROUTE = re.compile(r"^/channels/(\d+)/messages(?:/(\d+))?$")
TARGET = 3.0  # seconds: issue 28


@dataclass
class Shown:
    """When each message of a channel first showed each card (virtual seconds)."""

    first: dict[tuple[int, str], float] = field(default_factory=dict)  # (message id, card) -> time
    channel_of: dict[int, int] = field(default_factory=dict)  # message id -> channel id

    def saw(self, at: float, channel_id: int, message_id: int, payload: Any) -> None:
        self.channel_of[message_id] = channel_id
        for code in set(CARD.findall(_text(payload))):
            self.first.setdefault((message_id, code), at)

    def earliest(self, code: str, since: float, excluded: set[int]) -> float | None:
        """The first time at or after ``since`` that a message outside ``excluded`` channels began to show ``code``."""
        times = [
            at
            for (message, shown), at in self.first.items()
            if shown == code and at >= since and self.channel_of[message] not in excluded
        ]
        return min(times, default=None)


def _text(payload: Any) -> str:
    """The text of a message payload: its content and every embed's title, description and fields."""
    if not isinstance(payload, dict):
        return ""
    parts = [str(payload.get("content") or "")]
    for embed in payload.get("embeds") or ():
        parts += [str(embed.get("title") or ""), str(embed.get("description") or "")]
        parts += [f"{f.get('name', '')} {f.get('value', '')}" for f in embed.get("fields") or ()]
    return "\n".join(parts)


class DiscordBuckets:
    """Discord's side, modelled: one 5-per-5-s bucket per channel for message routes, 50 per second in all."""

    def __init__(self, clock: Any) -> None:
        self._clock = clock
        self._channels: dict[str, deque[float]] = {}
        self._global: deque[float] = deque()
        self.waited: dict[str, float] = {}  # channel id ("" for other routes) -> seconds held back

    async def slot(self, path: str) -> None:
        found = MESSAGE_ROUTE.match(path.split("?")[0])
        while True:
            now = self._clock()
            wait = self._wait(self._global, 50, 1.0, now)
            if found is not None:
                wait = max(wait, self._wait(self._channels.setdefault(found.group(1), deque()), 5, 5.0, now))
            if wait <= 0:
                break
            channel = found.group(1) if found is not None else ""
            self.waited[channel] = self.waited.get(channel, 0.0) + wait
            await asyncio.sleep(wait)
        self._global.append(self._clock())
        if found is not None:
            self._channels[found.group(1)].append(self._clock())

    @staticmethod
    def _wait(calls: deque[float], limit: int, window: float, now: float) -> float:
        while calls and calls[0] <= now - window:
            calls.popleft()
        return calls[0] + window - now if len(calls) >= limit else 0.0


async def play_game(
    humans: int, ais: int, think: float, seed: int, database: Path, buckets: bool, edit_interval: float | None
) -> list[float]:
    settings = Settings(database=database, shard_count=1)  # the default pacing; simcord needs the count
    if edit_interval is not None:  # to see the figure move with the pacing (a check of the measurement)
        settings = settings.model_copy(update={"board_edit_interval": edit_interval})
    bot = create_bot(settings, service_factory=lambda s: TableService.open(s, seed=seed))
    env = simcord.Env(bot, settle_timeout=30.0)  # patience for the AI's workers on a busy machine
    await env.start()
    try:
        with env.time_context():
            return await _measure(env, humans, ais, think, buckets)
    finally:
        service, bot.service = bot.service, None
        if service is not None:
            await service.close()
        await env.shutdown()


async def _measure(env: Any, humans: int, ais: int, think: float, buckets: bool) -> list[float]:
    def clock() -> float:
        return float(env.now().timestamp())

    committed: list[tuple[float, str]] = []  # (time, card), in commit order
    shown = Shown()
    _watch_commits(env.bot.service, clock, committed)
    discord = DiscordBuckets(clock) if buckets else None
    _watch_requests(env.bot.http, clock, shown, discord)
    guild = env.create_guild("Sticheln")
    channel = guild.create_text_channel("table")
    players = [guild.add_member(env.create_user(name)) for name in NAMES[:humans]]
    for p in players:
        await p.slash(channel, "join")
    for _ in range(ais):
        await players[0].slash(channel, "addbot")
    await players[0].slash(channel, "startnosave" if ais else "start")
    await play_humans(env, channel, players, think)
    await env.advance_time(10)  # the last coalesced edits
    dms = {p.user.dm_channel.id for p in players if p.user.dm_channel is not None}
    latencies = []
    for at, code in committed:
        first = shown.earliest(code, at, dms)
        latencies.append(float("inf") if first is None else first - at)
    if discord is not None:  # how long Discord's modelled buckets held the bot's requests back
        in_dms = sum(v for k, v in discord.waited.items() if k and int(k) in dms)
        print(
            f"  (Discord's modelled buckets held requests back {sum(discord.waited.values()):.2f} s in all, "
            f"{in_dms:.2f} s of it in DMs)"
        )
    return latencies


def _watch_commits(service: TableService, clock: Any, committed: list[tuple[float, str]]) -> None:
    """Note the time each card is committed (under the table's lock, before it is announced)."""
    announcer = service._announcer  # the one place every commit passes (bot.service.announcer)
    original = announcer.committed

    def committed_and_noted(table_id: int, events: list[Any]) -> None:
        committed.extend((clock(), event.card) for _, event in events if isinstance(event, CardPlayed))
        original(table_id, events)

    announcer.committed = committed_and_noted  # type: ignore[method-assign]


def _watch_requests(http: Any, clock: Any, shown: Shown, buckets: DiscordBuckets | None) -> None:
    """Note what each message post or edit showed, when simcord served it (after Discord's buckets, if modelled)."""
    original = http.request

    async def request(route: Any, **kwargs: Any) -> Any:
        path = _path(route)
        if buckets is not None:
            await buckets.slot(path)
        result = await original(route, **kwargs)
        found = MESSAGE_ROUTE.match(path)
        if found is not None and route.method in ("POST", "PATCH"):
            made = result if isinstance(result, dict) else {}  # the message as it now is (a post with a file too)
            message_id = int(found.group(2) or made.get("id", 0))
            shown.saw(clock(), int(found.group(1)), message_id, made or kwargs.get("json"))
        return result

    http.request = request


def _path(route: Any) -> str:
    url: str = route.url
    return "/" + url.split("/api/v", 1)[1].split("/", 1)[1].split("?")[0]


def report(name: str, latencies: list[float]) -> None:
    missing = sum(1 for x in latencies if x == float("inf"))
    seen = sorted(x for x in latencies if x != float("inf"))
    if not seen:
        print(f"{name}: no card was shown ({len(latencies)} played)")
        return
    p99 = seen[min(len(seen) - 1, round(0.99 * (len(seen) - 1)))]
    over = sum(1 for x in seen if x > TARGET)
    print(
        f"{name}: {len(latencies)} cards; commit to shown p50 {statistics.median(seen):.2f} s, "
        f"p99 {p99:.2f} s, max {seen[-1]:.2f} s; over {TARGET:g} s: {over}; never shown: {missing}"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1, help="games per scenario")
    parser.add_argument("--think", type=float, default=5.0, help="seconds a human takes per decision")
    parser.add_argument("--only", choices=list(SCENARIOS), help="one scenario")
    parser.add_argument(
        "--discord-buckets", action="store_true", help="model Discord's rate limits in front of simcord"
    )
    parser.add_argument(
        "--edit-interval", type=float, default=None, help="board_edit_interval (default: the setting's)"
    )
    args = parser.parse_args()
    for name, (humans, ais) in SCENARIOS.items():
        if args.only and name != args.only:
            continue
        latencies: list[float] = []
        for game in range(args.games):
            with tempfile.TemporaryDirectory() as tmp:
                database = Path(tmp) / "bench.db"
                latencies += await play_game(
                    humans, ais, args.think, game, database, args.discord_buckets, args.edit_interval
                )
        report(name, latencies)


if __name__ == "__main__":
    asyncio.run(main())
