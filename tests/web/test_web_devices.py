"""The same game at a phone's width by touch, by the keyboard alone, and with two pain cards each."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.web.browser import screenshot_path, start_web
from tests.web.play import play_to_the_end, seat_totals

PHONE = {"width": 390, "height": 844}


def shot(page: Any, name: str, *, when: int, moves: list[int] = []) -> None:  # noqa: B006 (a counter)
    """A screenshot for the docs after the ``when``-th move (a trick in progress, a hand in the middle)."""
    moves.append(1)
    if len(moves) == when:
        page.screenshot(path=screenshot_path(name))


def record_totals(page: Any, tmp_path: Path) -> list[int]:
    with page.expect_download() as download:
        page.click('a[data-action="record"]')
    path = tmp_path / "record.json"
    download.value.save_as(path)
    out = subprocess.run([sys.executable, "-m", "bot.cli", "replay", str(path)], capture_output=True, text=True)
    return json.loads(out.stdout)["totals"]


def test_a_phone_plays_by_touch(browser: Any, tmp_path: Path) -> None:
    game = start_web("--players", "4", "--rounds", "1", "--seed", "4", "--delay", "0")
    try:
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, accept_downloads=True)
        page = context.new_page()
        page.goto(game.play_url)
        page.wait_for_selector("#app button[data-card]:enabled")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"], "the page is wider than the phone"
        page.screenshot(path=screenshot_path("web-play-phone.png"))
        code = page.eval_on_selector("#app button[data-card]:enabled", "b => b.dataset.card")
        page.tap(f'#app button[data-card="{code}"]')
        page.wait_for_function("c => !document.querySelector(`#app button[data-card='${c}']`)", arg=code)
        play_to_the_end(page)
        assert record_totals(page, tmp_path) == seat_totals(page)
        context.close()
    finally:
        game.stop()


def test_a_game_by_keyboard_only(browser: Any, tmp_path: Path) -> None:
    game = start_web("--players", "3", "--rounds", "1", "--seed", "8", "--delay", "0")
    try:
        context = browser.new_context(viewport={"width": 1100, "height": 820}, accept_downloads=True)
        page = context.new_page()
        page.goto(game.play_url)
        page.wait_for_selector("#app button[data-card]:enabled")
        for _ in range(40):  # Tab reaches the hand: every card is a button in the tab order
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement?.dataset?.card !== undefined"):
                break
        assert page.evaluate("document.activeElement.matches('button[data-card]:enabled')")
        code = page.evaluate("document.activeElement.dataset.card")
        page.keyboard.press("Enter")
        page.wait_for_function("c => !document.querySelector(`#app button[data-card='${c}']`)", arg=code)
        moves = play_to_the_end(page, keyboard=True, after_move=lambda: shot(page, "web-play.png", when=6))
        assert moves == 14
        assert record_totals(page, tmp_path) == seat_totals(page)
        context.close()
    finally:
        game.stop()


def test_two_pain_cards_are_selected_then_confirmed(browser: Any, tmp_path: Path) -> None:
    game = start_web("--players", "3", "--rounds", "1", "--seed", "2", "--delay", "0", "--twopain")
    try:
        context = browser.new_context(viewport={"width": 1100, "height": 820}, accept_downloads=True)
        page = context.new_page()
        page.goto(game.play_url)
        page.wait_for_selector("#app button[data-card]:enabled")
        confirm = page.locator('[data-action="confirm"]')
        assert confirm.is_visible() and confirm.is_disabled()
        first, second = page.eval_on_selector_all(
            "#app button[data-card]:enabled", "bs => bs.slice(0, 2).map(b => b.dataset.card)"
        )
        page.click(f'#app button[data-card="{first}"]')
        assert confirm.is_disabled()
        page.click(f'#app button[data-card="{second}"]')
        assert page.get_attribute(f'#app button[data-card="{second}"]', "aria-pressed") == "true"
        page.screenshot(path=screenshot_path("web-play-twopain.png"))
        confirm.click()
        page.wait_for_function("c => !document.querySelector(`#app button[data-card='${c}']`)", arg=first)
        assert page.get_attribute("html", "data-phase") == "tricks"
        assert play_to_the_end(page) == 13
        assert record_totals(page, tmp_path) == seat_totals(page)
        context.close()
    finally:
        game.stop()
