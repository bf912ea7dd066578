"""Live connections within limits: pages per table and per address, message size and rate; a spectator cannot
play; a malformed or stale move changes nothing; a move from the page counts once, like a click in the DM."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import aiohttp

from bot.service import Actor
from bot.web.live import Limits
from tests.web.served import TABLE, Served, served


def live(url: str) -> str:
    return url.replace("http://", "ws://").replace("/play/", "/live/play/").replace("/watch/", "/live/watch/")


async def next_frame(socket: aiohttp.ClientWebSocketResponse, kind: str) -> dict[str, Any]:
    while True:
        message = await asyncio.wait_for(socket.receive(), 10)
        assert message.type is aiohttp.WSMsgType.TEXT, message
        data = json.loads(message.data)
        if data["type"] == kind:
            return data


async def test_pages_per_table_and_per_address_are_limited(tmp_path: Path) -> None:
    with served(tmp_path, ["Ann", "Bo"], ai_players=1, limits=Limits(per_table=3, per_address=2)) as table:
        async with aiohttp.ClientSession() as http:
            first = await http.ws_connect(live(table.watch_url()))
            second = await http.ws_connect(live(table.play_url(0)))
            refused = await http.ws_connect(live(table.watch_url()))  # the page is told why, then closed
            said = await next_frame(refused, "refused")
            assert said["message"].startswith("Too many pages open from your address")
            assert (await refused.receive()).type is aiohttp.WSMsgType.CLOSE and refused.close_code == 4429
            async with http.get(table.watch_url().replace("/watch/", "/live/watch/")) as response:
                assert response.status == 429 and "Too many pages" in await response.text()
            await first.close()
            await asyncio.sleep(0.1)
            third = await http.ws_connect(live(table.watch_url()))  # a closed page frees its place
            await third.close()
            await second.close()


async def test_a_huge_message_closes_the_page_and_changes_nothing(tmp_path: Path) -> None:
    """Beyond the frame limit (64 KiB) a message is not even read: the connection is closed."""
    with served(tmp_path, ["Ann", "Bo"], ai_players=1) as table:
        before = table.version()
        async with aiohttp.ClientSession() as http:
            socket = await http.ws_connect(live(table.play_url(0)))
            await next_frame(socket, "state")
            pad = "x" * (Limits().frame_bytes + 1)
            await socket.send_str(json.dumps({"action": "pain", "cards": ["R1"], "decision": 0, "pad": pad}))
            message = await asyncio.wait_for(socket.receive(), 10)
            assert message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING)
        assert table.version() == before


async def test_a_flood_is_slowed_and_bad_moves_change_nothing(tmp_path: Path) -> None:
    with served(tmp_path, ["Ann", "Bo"], ai_players=1) as table:
        before = table.version()
        async with aiohttp.ClientSession() as http:
            watcher = await http.ws_connect(live(table.watch_url()))
            await next_frame(watcher, "state")
            await watcher.send_str(json.dumps({"action": "pain", "cards": ["R1"], "decision": 1000}))
            assert "cannot play" in (await next_frame(watcher, "refused"))["message"]
            player = await http.ws_connect(live(table.play_url(0)))
            state = await next_frame(player, "state")
            for garbage in ("not json", "[]", '{"action": "play", "cards": ["R1"], "decision": "1"}'):
                await player.send_str(garbage)
                assert "I cannot use those cards" in (await next_frame(player, "refused"))["message"]
            for _ in range(40):
                await player.send_str("{}")
            said = [(await next_frame(player, "refused"))["message"] for _ in range(40)]
            assert any("slow down" in m for m in said)
            assert state["hand"]["prompt"] == "pain"
        assert table.version() == before


async def test_a_choice_made_in_the_dm_first_makes_the_pages_click_stale(tmp_path: Path) -> None:
    with served(tmp_path, ["Ann", "Bo"], ai_players=1) as table:
        async with aiohttp.ClientSession() as http:
            player = await http.ws_connect(live(table.play_url(0)))
            hand = (await next_frame(player, "state"))["hand"]
            card, decision = hand["legal"][0], hand["decision"]
            run_in(table, lambda: table.service.choose_pain(TABLE, Actor(1, "Ann"), [card], decision, seat=0))
            after_dm = table.version()
            await player.send_str(json.dumps({"action": "pain", "cards": [hand["legal"][1]], "decision": decision}))
            while True:  # the page is shown the hand the DM's choice led to, and nothing more changes
                state = await next_frame(player, "state")
                if state["hand"]["ownPain"]:
                    break
            assert state["hand"]["ownPain"] == [card]
            assert table.version() == after_dm


def run_in(table: Served, make: Any) -> Any:
    return table.run(make)


async def test_any_text_is_answered_in_one_line_in_the_pages_language(tmp_path: Path) -> None:
    """Issue 39, item 3: a page's message of any characters, within the size limit or beyond it, is refused in
    one sentence of the page's language and changes nothing; the game goes on."""
    with served(tmp_path, ["Ann", "Bo"], ai_players=1) as table:
        before = table.version()
        async with aiohttp.ClientSession() as http:
            player = await http.ws_connect(live(table.play_url(0)) + "?lang=de")
            state = await next_frame(player, "state")
            texts = ["x" * 1000, "é\u202e\x1b[2J🃏\nשלום\t" * 40, json.dumps({"action": "play", "cards": ["\n" * 4]})]
            for text in texts:
                assert len(text.encode()) <= Limits().message_bytes
                await player.send_str(text)
                said = (await next_frame(player, "refused"))["message"]
                assert said.startswith("Entschuldige") and "\n" not in said, said
            for text in ("x" * 1025, "🃏" * 5000, json.dumps({"action": "play", "cards": ["G5"] * 300})):
                assert len(text.encode()) > Limits().message_bytes
                await player.send_str(text)  # too long to be a move: answered in one line, the page stays open
                said = (await next_frame(player, "refused"))["message"]
                assert said.startswith("Diese Nachricht ist zu lang") and "\n" not in said, said
            assert table.version() == before
            hand = state["hand"]
            move = {"action": "pain", "cards": hand["legal"][:1], "decision": hand["decision"]}
            await player.send_str(json.dumps(move))
            await next_frame(player, "state")
        assert table.version() > before
