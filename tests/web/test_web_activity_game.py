"""A whole game with the table as a Discord Activity, in real Chromium, Discord played by a fake parent frame.

Two players play in the Activity (each page framed by a fake Discord client at https://discord.com that
answers the Embedded App SDK's handshake, AUTHORIZE and AUTHENTICATE), two through the table service
directly (as the DM menus do: simcord and the browser in one test would need two event loops driving one
bot, so the DM side is the service's own call here), and a spectator watches in the Activity too. Every
move must be counted once: the stored record replays with ``sticheln replay`` to the totals the pages show,
every card once per round.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.web.activity_served import GUILD, SECRET, TABLE, ActivityServed, activity_served
from tests.web.browser import CHROMIUM
from tests.web.fake_discord import CLIENT_ID, received, resolver_rules
from tests.web.play import seat_totals
from tests.web.test_web_game import CARD, public_cards

TIMEOUT = 20_000  # ms: bounds a broken run only
SPECTATOR = 105


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


def open_activity(browser: Any, user: int, frames: list[str]) -> Any:
    """The fake Discord client of ``user``, loading the Activity in its frame (a spectator's, 105, records
    every live frame its page receives)."""
    page = browser.new_context(ignore_https_errors=True).new_page()
    if user == SPECTATOR:
        page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(str(payload))))
    page.goto(f"https://discord.com/channels/activity?user={user}&guild={GUILD}&channel={TABLE}&lang=en")
    return page


def activity_frame(page: Any) -> Any:
    """The Activity's frame once it shows the table."""
    frame = page.wait_for_selector("#activity").content_frame()
    frame.wait_for_selector("html[data-phase]", timeout=TIMEOUT)
    return frame


ASKED = """() => {
  const phase = document.documentElement.dataset.phase;
  const codes = [...document.querySelectorAll("#app button[data-card]:enabled")].map((b) => b.dataset.card);
  return [phase, codes];
}"""


def step(frame: Any) -> str | None:
    """Make this seat's move if it is asked for one now (the first legal pain card, the last legal card)."""
    phase, codes = frame.evaluate(ASKED)
    if phase not in ("pain", "tricks") or not codes:
        return None
    code = codes[0] if phase == "pain" else codes[-1]
    frame.locator(f'#app button[data-card="{code}"]').click()
    gone = "c => !document.querySelector(`#app button[data-card='${c}']:enabled`)"
    frame.wait_for_function(gone, arg=code, timeout=TIMEOUT, polling=10)
    return phase


def play_both(frames: list[Any], page: Any) -> list[dict[str, int]]:
    """Answer both Activity seats' decisions until the game is over; the moves each made, by phase."""
    made = [{"pain": 0, "tricks": 0} for _ in frames]
    for _ in range(2000):
        if all(f.get_attribute("html", "data-phase") == "over" for f in frames):
            return made
        moved = False
        for index, frame in enumerate(frames):
            phase = step(frame)
            if phase is not None:
                made[index][phase] += 1
                moved = True
        if not moved:
            page.wait_for_timeout(20)
    raise AssertionError("the game did not end")


def framed_elsewhere(browser: Any) -> list[str]:
    """A page at another site (example.org) framing the Activity: the browser refuses, by frame-ancestors."""
    page = browser.new_context(ignore_https_errors=True).new_page()
    refused: list[str] = []
    page.on("console", lambda message: refused.append(message.text) if "frame-ancestors" in message.text else None)
    page.goto(f"https://example.org/channels/activity?user=101&guild={GUILD}&channel={TABLE}")
    page.wait_for_function("() => true", timeout=TIMEOUT)
    for _ in range(100):
        if refused:
            break
        page.wait_for_timeout(20)
    frame = page.wait_for_selector("#activity").content_frame()
    assert frame.query_selector("html[data-phase]") is None
    return refused


def replayed(served: ActivityServed, tmp_path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    record = served.run(lambda: served.service.export(TABLE))
    path = tmp_path / "activity-game.json"
    path.write_text(json.dumps(record))
    out = subprocess.run(
        [sys.executable, "-m", "bot.cli", "replay", str(path)], capture_output=True, text=True, check=True
    ).stdout
    return record, json.loads(out)


def test_two_activity_players_and_two_service_players_play_a_whole_game_each_move_once(tmp_path: Path) -> None:
    activity_players = {101: "Ada", 102: "Bea"}
    with activity_served(tmp_path, activity_players, {103: "Cy", 104: "Dan"}, spectators={105: "Eve"}) as served:
        with chromium(resolver_rules(served.activity_port, served.discord_port)) as browser:
            frames: list[str] = []  # every live frame the spectator's Activity receives
            page_a, page_b, page_s = (open_activity(browser, user, frames) for user in (101, 102, 105))
            frame_a, frame_b, frame_s = (activity_frame(page) for page in (page_a, page_b, page_s))
            # each player's own seat, with their hand; the spectator none
            assert [frame_a.get_attribute("html", "data-you"), frame_b.get_attribute("html", "data-you")] == ["0", "1"]
            frame_a.wait_for_selector("#app button[data-card]", timeout=TIMEOUT)
            assert frame_s.get_attribute("html", "data-you") == ""
            assert frame_s.query_selector("#app button[data-card]") is None
            made = play_both([frame_a, frame_b], page_a)
            frame_s.wait_for_selector("html[data-phase=over]", timeout=TIMEOUT)

            shown = [seat_totals(f) for f in (frame_a, frame_b, frame_s)]
            spectator_html = frame_s.content()
            talks = [received(p) for p in (page_a, page_b, page_s)]
            frame_a.click('a[data-action="replay"]')  # the finished game's replay, inside Discord's frame too
            frame_a.wait_for_selector("html[data-kind=replay]", timeout=TIMEOUT)
            refused = framed_elsewhere(browser)
        record, result = replayed(served, tmp_path)
    # the SDK's handshake and sign-in, as Discord's client sees them
    for user, talk in zip((101, 102, 105), talks, strict=True):
        handshake = next(m["data"] for m in talk if m["opcode"] == 0)
        assert handshake["client_id"] == str(CLIENT_ID) and handshake["frame_id"] == f"frame-{user}"
        authorize = next(m["data"]["args"] for m in talk if m["cmd"] == "AUTHORIZE")
        assert authorize["scope"] == ["identify", "guilds"] and authorize["response_type"] == "code"
        assert authorize["prompt"] == "none"
        authenticate = next(m["data"]["args"] for m in talk if m["cmd"] == "AUTHENTICATE")
        assert authenticate == {"access_token": f"token-{user}"}
    assert sorted(served.discord.exchanges) == ["code-101", "code-102", "code-105"]
    assert set(served.discord.secrets) == {SECRET} and SECRET not in spectator_html
    assert refused and sorted(served.discord.exchanges) == ["code-101", "code-102", "code-105"]
    # every move once: the record replays, each card once per round, and holds exactly the moves made
    totals = result["totals"]
    assert shown == [totals, totals, totals]
    rounds = record["rounds"]
    for played in rounds:
        assert len(played["plays"]) == len(set(played["plays"]))
    service_plays = sum(1 for _, kind, _ in served.service_moves if kind == "play")
    service_pains = sum(1 for _, kind, _ in served.service_moves if kind == "pain")
    assert sum(len(r["plays"]) for r in rounds) == made[0]["tricks"] + made[1]["tricks"] + service_plays
    assert len(rounds) * 4 == made[0]["pain"] + made[1]["pain"] + service_pains
    assert made[0]["tricks"] > 0 and made[1]["tricks"] > 0 and service_plays > 0
    # the spectator's Activity is sent exactly what a web spectator may see: no card before it is public
    assert frames
    for text in frames:
        state = json.loads(text)
        assert "hand" not in state and state.get("you") is None
        leaked = set(CARD.findall(text)) - public_cards(state, record, hidden=False)
        assert not leaked, f"a spectator frame shows {sorted(leaked)} before they are public"
