"""A whole game of ``sticheln web`` in real Chromium: played by clicking, watched by a spectator who never
receives a card before it is public, its record downloaded and replayed to the totals the page showed."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.web.browser import screenshot_path, start_web
from tests.web.play import play_to_the_end, seat_totals

CARD = re.compile(r"\b[RYGBOV](?:1[0-4]|[0-9])\b")


def replay(path: Path) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, "-m", "bot.cli", "replay", str(path)], capture_output=True, text=True, check=True
    ).stdout
    return json.loads(out)


def public_cards(state: dict[str, Any], record: dict[str, Any], hidden: bool) -> set[str]:
    """Every card a spectator may know at this frame: the round's cards played so far, the previous round's
    last trick, and the pain cards once they are open (with hidden, once the round is scored)."""
    if state.get("round") is None:
        return set()
    r = state["round"]
    rnd = record["rounds"][r]
    played = sum(len(t["cards"]) for t in state["tricks"]) + len(state["table"])
    allowed = set(rnd["plays"][:played])
    if state.get("previous"):
        allowed |= set(state["previous"]["cards"])  # public since the previous round: checked below
        assert state["previous"]["cards"] == record["rounds"][r - 1]["plays"][-len(state["previous"]["cards"]) :]
    scored = state.get("lastRound")
    if scored is not None:  # a scored round's summary: only once it is scored, when all its cards are public
        assert len(state["roundScores"]) > scored["round"], "a round's summary before it is scored"
        done = record["rounds"][scored["round"]]
        allowed |= set(done["plays"]) | {c for p in done["pain"] for c in ([p] if isinstance(p, str) else p)}
    revealed = len(state["roundScores"]) > r or (not hidden and all(s["painChosen"] for s in state["seats"]))
    if revealed:
        allowed |= {c for pain in rnd["pain"] for c in ([pain] if isinstance(pain, str) else pain)}
    return allowed


@pytest.mark.parametrize("hidden", [False, True], ids=["open-pain", "hidden-pain"])
def test_a_game_clicked_to_the_end_and_watched_without_a_leak(browser: Any, tmp_path: Path, hidden: bool) -> None:
    options = ["--players", "3", "--rounds", "2", "--seed", "11", "--delay", "0"] + (["--hidden"] if hidden else [])
    game = start_web(*options)
    try:
        player_context = browser.new_context(accept_downloads=True)
        watcher_context = browser.new_context()
        player, watcher = player_context.new_page(), watcher_context.new_page()
        frames: list[str] = []
        watcher.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(str(payload))))
        pages: list[str] = []
        watcher.goto(game.watch_url)
        pages.append(watcher.content())
        player.goto(game.play_url)
        moves = play_to_the_end(player, after_move=lambda: pages.append(watcher.content()))
        assert moves == 2 * 15  # a pain card and 14 cards, in each of two rounds

        watcher.wait_for_selector("html[data-phase=over]")
        pages.append(watcher.content())
        totals = seat_totals(player)
        assert seat_totals(watcher) == totals
        for name in ("data-phase", "data-round", "data-trick", "data-turn"):
            assert watcher.get_attribute("html", name) == player.get_attribute("html", name)
        assert player.get_attribute("html", "data-you") == "0"
        assert watcher.get_attribute("html", "data-you") == ""

        with player.expect_download() as download:
            player.click('a[data-action="record"]')
        path = tmp_path / "record.json"
        download.value.save_as(path)
        record = json.loads(path.read_text())
        assert record["format"] == "sticheln-record/1"
        assert replay(path)["totals"] == totals

        assert frames, "the spectator received no live frame"
        for text in frames:
            state = json.loads(text)
            assert "hand" not in state and state.get("you") is None
            leaked = set(CARD.findall(text)) - public_cards(state, record, hidden)
            assert not leaked, f"a spectator frame shows {sorted(leaked)} before they are public"
        for html in pages:
            assert "data-card" not in html  # no hand on a spectator's page
            shown = set(CARD.findall(re.sub(r'<script type="application/json" id="words">.*?</script>', "", html)))
            assert shown <= {c for rnd in record["rounds"] for c in rnd["plays"]} | {
                c for rnd in record["rounds"] for p in rnd["pain"] for c in ([p] if isinstance(p, str) else p)
            }
        if not hidden:
            watcher.set_viewport_size({"width": 1100, "height": 820})
            watcher.screenshot(path=screenshot_path("web-watch.png"), full_page=True)
        player_context.close()
        watcher_context.close()
    finally:
        game.stop()
