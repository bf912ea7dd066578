"""A whole game with the table as a Discord Activity, in real Chromium, Discord played by simcord and a fake
parent frame.

The bot runs whole on simcord, built as ``sticheln-bot`` builds it, its own web table serving the Activity
(tests/web/activity_served.py). Two players play in the Activity (each page framed by a fake Discord client
at https://discord.com that answers the Embedded App SDK's handshake, AUTHORIZE and AUTHENTICATE), two in
their hand DMs (clicking the menus simcord shows them), and a spectator watches in the Activity too. Every
move must be counted once everywhere: the stored record replays with ``sticheln replay`` to the totals every
page, the channel's game-over message and the DM players' hands show, every card once per round, and it holds
exactly the moves made on both sides.
"""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.discord.conftest import discord_rules, drop_cancelled_fallbacks, fast_settle
from tests.discord.discord_helpers import dm_hand
from tests.web.activity_served import SECRET, ActivityServed, activity_served
from tests.web.browser import CHROMIUM
from tests.web.fake_discord import CLIENT_ID, received, resolver_rules
from tests.web.play import seat_totals
from tests.web.test_web_game import CARD, public_cards

TIMEOUT = 20_000  # ms: bounds a broken run only
# simcord as every simcord test has it: its requests held to Discord's rules, quick settles
pytestmark = pytest.mark.usefixtures(discord_rules.__name__, fast_settle.__name__, drop_cancelled_fallbacks.__name__)


@contextmanager
def chromium(rules: str) -> Iterator[Any]:
    """The system's Chromium with the fake hosts mapped to loopback (as the web tests launch it otherwise)."""
    assert Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM}"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", f"--host-resolver-rules={rules}"]
        )
        try:
            yield browser
        finally:
            browser.close()


def open_activity(browser: Any, served: ActivityServed, user: int, frames: list[str] | None = None) -> Any:
    """The fake Discord client of ``user``, loading the Activity in its frame (recording every live frame
    its page receives in ``frames``, if given)."""
    page = browser.new_context(ignore_https_errors=True).new_page()
    if frames is not None:
        page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(str(payload))))
    where = f"user={user}&guild={served.guild}&channel={served.channel}&lang=en"
    page.goto(f"https://discord.com/channels/activity?{where}")
    return page


def activity_frame(page: Any) -> Any:
    """The Activity's frame once it shows the table."""
    frame = page.wait_for_selector("#activity").content_frame()
    frame.wait_for_selector("html[data-phase]", timeout=TIMEOUT)
    return frame


ENABLED = "#app button[data-card]:enabled"


def activity_move(frame: Any, phase: str) -> None:
    """This seat's decision in the Activity, once its page asks for it: the first legal pain card, the last
    legal card of a trick."""
    frame.wait_for_selector(f"html[data-phase={phase}] {ENABLED}", timeout=TIMEOUT)
    codes = frame.eval_on_selector_all(ENABLED, "buttons => buttons.map((b) => b.dataset.card)")
    code = codes[0] if phase == "pain" else codes[-1]
    frame.locator(f'#app button[data-card="{code}"]').click()
    gone = "c => !document.querySelector(`#app button[data-card='${c}']:enabled`)"
    frame.wait_for_function(gone, arg=code, timeout=TIMEOUT, polling=10)


def waiting(board: Any) -> list[int]:
    """The user ids whose decision the table waits for."""
    return [
        s.user_id
        for s in board.seats
        if (board.phase == "pain" and not s.pain_chosen) or (board.phase == "tricks" and s.seat == board.turn)
    ]


def play_out(served: ActivityServed, frames: dict[int, Any]) -> dict[int, dict[str, int]]:
    """Every decision until the game is over, made where its player plays: a page of ``frames`` (user id →
    Activity frame) or a hand DM; the Activity's moves by user and phase."""
    made = {user: {"pain": 0, "tricks": 0} for user in frames}
    players = {p.id: p for p in served.table.players}
    for _ in range(400):
        board = served.run(served.table.board)
        if board.phase == "over":
            return made
        user = waiting(board)[0]
        if user in frames:
            activity_move(frames[user], board.phase)
            made[user][board.phase] += 1
            served.run(lambda b=board: until_past(served, b.version))
        else:
            served.run(lambda u=user: served.dm_move(players[u]))
    raise AssertionError("the game did not end")


async def until_past(served: ActivityServed, version: int) -> None:
    """The page's move reached the table (it runs outside simcord's bookkeeping)."""
    for _ in range(1000):
        if (await served.table.board()).version > version:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("a page's move never reached the table")


def framed_elsewhere(browser: Any, served: ActivityServed) -> list[str]:
    """A page at another site (example.org) framing the Activity: the browser refuses, by frame-ancestors."""
    page = browser.new_context(ignore_https_errors=True).new_page()
    refused: list[str] = []
    page.on("console", lambda message: refused.append(message.text) if "frame-ancestors" in message.text else None)
    user = served.table.players[0].id
    page.goto(f"https://example.org/channels/activity?user={user}&guild={served.guild}&channel={served.channel}")
    page.wait_for_function("() => true", timeout=TIMEOUT)
    for _ in range(100):
        if refused:
            break
        page.wait_for_timeout(20)
    frame = page.wait_for_selector("#activity").content_frame()
    assert frame.query_selector("html[data-phase]") is None
    return refused


GAME_TOTAL = re.compile(r"total (-?\d+)")
DM_TOTAL = re.compile(r"Game over: (?:you won with|.* won; you have) (-?\d+)")  # the hand's head line, won or not


async def told_on_discord(served: ActivityServed, dm_players: list[Any]) -> tuple[dict[str, int], dict[str, int]]:
    """The totals Discord shows: each player's in the channel's game-over message, and each DM player's in their
    hand DM, by name."""
    over = next(
        m.embeds[0] for m in reversed(served.table.channel.history()) if m.embeds and m.embeds[0].title == "Game over"
    )
    channel = {}
    for line in over.fields:
        found = GAME_TOTAL.search(str(line.value))
        assert found, line.value
        channel[str(line.name).split()[-1]] = int(found.group(1))
    dms = {}
    for player in dm_players:
        message = dm_hand(player)
        found = DM_TOTAL.search(message.content if message is not None else "")
        assert found, message and message.content
        dms[player.name] = int(found.group(1))
    return channel, dms


def replayed(served: ActivityServed, tmp_path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    record = served.run(lambda: served.env.bot.service.export(served.channel))
    path = tmp_path / "activity-game.json"
    path.write_text(json.dumps(record))
    out = subprocess.run(
        [sys.executable, "-m", "bot.cli", "replay", str(path)], capture_output=True, text=True, check=True
    ).stdout
    return record, json.loads(out)


def assert_signed_in(users: tuple[int, ...], talks: list[list[dict[str, Any]]]) -> None:
    """The SDK's handshake and sign-in of each user's Activity, as Discord's client saw them."""
    for user, talk in zip(users, talks, strict=True):
        handshake = next(m["data"] for m in talk if m["opcode"] == 0)
        assert handshake["client_id"] == str(CLIENT_ID) and handshake["frame_id"] == f"frame-{user}"
        authorize = next(m["data"]["args"] for m in talk if m["cmd"] == "AUTHORIZE")
        assert authorize["scope"] == ["identify", "guilds"] and authorize["response_type"] == "code"
        assert authorize["prompt"] == "none"
        authenticate = next(m["data"]["args"] for m in talk if m["cmd"] == "AUTHENTICATE")
        assert authenticate == {"access_token": f"token-{user}"}


def test_two_activity_players_and_two_dm_players_play_a_whole_game_each_move_once(tmp_path: Path) -> None:
    with activity_served(tmp_path, ["ann", "bo", "cy", "dee"], spectators=1) as served:
        ann, bo, cy, dee, eve = served.table.players
        with chromium(resolver_rules(served.activity_port, served.discord_port)) as browser:
            frames: list[str] = []  # every live frame the spectator's Activity receives
            page_a, page_b = (open_activity(browser, served, p.id) for p in (ann, bo))
            page_s = open_activity(browser, served, eve.id, frames)
            frame_a, frame_b, frame_s = (activity_frame(page) for page in (page_a, page_b, page_s))
            # each player's own seat, with their hand; the spectator none
            assert [frame_a.get_attribute("html", "data-you"), frame_b.get_attribute("html", "data-you")] == ["0", "1"]
            frame_a.wait_for_selector("#app button[data-card]", timeout=TIMEOUT)
            assert frame_s.get_attribute("html", "data-you") == ""
            assert frame_s.query_selector("#app button[data-card]") is None
            made = play_out(served, {ann.id: frame_a, bo.id: frame_b})
            for frame in (frame_a, frame_b, frame_s):
                frame.wait_for_selector("html[data-phase=over]", timeout=TIMEOUT)

            shown = [seat_totals(f) for f in (frame_a, frame_b, frame_s)]
            spectator_html = frame_s.content()
            talks = [received(p) for p in (page_a, page_b, page_s)]
            frame_a.click('a[data-action="replay"]')  # the finished game's replay, inside Discord's frame too
            frame_a.wait_for_selector("html[data-kind=replay]", timeout=TIMEOUT)
            refused = framed_elsewhere(browser, served)
        record, result = replayed(served, tmp_path)
        on_discord = served.run(lambda: told_on_discord(served, [cy, dee]))
    assert not served.errors, served.errors
    codes = [f"code-{p.id}" for p in (ann, bo, eve)]
    assert_signed_in((ann.id, bo.id, eve.id), talks)
    assert sorted(served.discord.exchanges) == sorted(codes)
    assert set(served.discord.secrets) == {SECRET} and SECRET not in spectator_html
    assert refused and sorted(served.discord.exchanges) == sorted(codes)
    # every move once: the record replays to the totals every page shows, each card once per round, and it
    # holds exactly the moves made, in the Activity and in the DMs
    totals = result["totals"]
    assert shown == [totals, totals, totals]
    by_name = dict(zip(result["players"], totals, strict=True))
    assert result["players"] == ["ann", "bo", "cy", "dee"]
    assert on_discord == (by_name, {"cy": by_name["cy"], "dee": by_name["dee"]})
    rounds = record["rounds"]
    for played in rounds:
        assert len(played["plays"]) == len(set(played["plays"]))
    dm = {
        user: {phase: served.dm_moves.count((user, phase)) for phase in ("pain", "tricks")} for user in (cy.id, dee.id)
    }
    moves = [*made.values(), *dm.values()]
    assert sum(len(r["plays"]) for r in rounds) == sum(m["tricks"] for m in moves)
    assert len(rounds) * 4 == sum(m["pain"] for m in moves)
    assert all(m["tricks"] > 0 and m["pain"] == len(rounds) for m in moves)
    # the spectator's Activity is sent exactly what a web spectator may see: no card before it is public
    assert frames
    for text in frames:
        state = json.loads(text)
        assert "hand" not in state and state.get("you") is None
        leaked = set(CARD.findall(text)) - public_cards(state, record, hidden=False)
        assert not leaked, f"a spectator frame shows {sorted(leaked)} before they are public"
