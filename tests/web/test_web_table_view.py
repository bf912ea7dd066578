"""The live table seen whole: the completed trick with its caption, every seat's round score across the next
deal, the result at the top, whom the table waits for, the connection's state, focus kept in the hand, one live
region, the page's own words (German here) and a phone's width with a long name; light and dark themes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.web.browser import scratch_path, screenshot_path
from tests.web.served import served

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1100, "height": 820}
LONG_NAME = "Maximiliane-Theodora Wittelsbach"  # 32 characters, one hyphenated word
TIMEOUT = 15_000
DOCS_SHOTS = {"web-light-desktop.png", "web-dark-phone.png"}  # the others are for looking at, in a scratch folder
ENABLED = "#app button[data-card]:enabled"
CHOSEN = "c => !document.querySelector(`#app button[data-card='${c}']:enabled`)"  # the card counted: no longer open


def choose_last(page: Any) -> str:
    """Choose the last card that may be chosen now (a pain card or a card to play); wait until it counted.

    The page is brought to the front first, as a person looks at the page they click: Chromium runs a page behind
    another of its window at one animation frame a second, and a click waits for two frames in which the card is
    still (a second or two per card, a minute a game)."""
    page.bring_to_front()
    page.wait_for_selector(ENABLED, timeout=TIMEOUT)
    code = page.eval_on_selector_all(ENABLED, "bs => bs.at(-1).dataset.card")
    page.click(f'#app button[data-card="{code}"]')
    page.wait_for_function(CHOSEN, arg=code)
    return code


def focus_in_hand(page: Any) -> bool:
    return page.evaluate("document.querySelector('.hand').contains(document.activeElement)")


def no_side_scroll(page: Any) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def round_end_scores(page: Any) -> list[tuple[str, int]]:
    return page.eval_on_selector_all(
        ".round-end:not([hidden]) .round-table tbody tr",
        "rows => rows.map(r => [r.querySelector('.who').textContent, +r.querySelector('.score').dataset.roundScore])",
    )


def test_a_german_phone_sees_the_whole_trick_round_and_result(browser: Any, tmp_path: Path) -> None:
    with served(tmp_path, [LONG_NAME], ai_players=3, options={"rounds": "2"}) as table:
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, locale="de-DE")
        page, watcher = context.new_page(), context.new_page()  # the spectator sees the long name in full
        page.goto(table.play_url(0) + "?lang=de")
        watcher.goto(table.watch_url() + "?lang=de")
        page.wait_for_selector(ENABLED, timeout=TIMEOUT)
        assert LONG_NAME in watcher.inner_text('[data-seat="0"] .name') and no_side_scroll(watcher)

        # the page's own words: the own seat is "Du", the corner letters are German (gelb Ge, grün Gr)
        assert page.inner_text('[data-seat="0"] .name') == "Du"
        letters = page.eval_on_selector_all(
            ".card[class*='c-'] .letter",
            "ls => ls.map(l => [l.parentElement.className.match(/c-(.)/)[1], l.textContent])",
        )
        expected = {"R": "R", "Y": "Ge", "G": "Gr", "B": "B", "O": "O"}
        assert letters and all(text == expected[colour] for colour, text in letters), letters
        live = page.eval_on_selector_all("[aria-live], [role=alert], [role=log]", "ns => ns.map(n => n.className)")
        assert live == ["status"], f"live regions: {live}"
        assert no_side_scroll(page)

        choose_last(page)  # the pain card
        assert focus_in_hand(page), "focus left the hand after the pain card"
        choose_last(page)  # seat 0 leads the first trick; the three AI seats answer at once
        completed = page.wait_for_selector(".completed .trick.complete", timeout=2_000)
        assert len(completed.query_selector_all("li")) == 4
        caption = page.inner_text(".completed .taker")
        assert re.fullmatch(r"(Du nimmst den Stich|.+ nimmt den Stich) \([+-]\d+\)", caption), caption
        why = page.inner_text(".completed .why")
        assert re.match(r"(Höchster Trumpf|Höchste Karte der Ausspielfarbe): \w+ \d+|Nur Nullen", why), why
        assert focus_in_hand(page), "focus left the hand after a card"

        for _ in range(13):
            choose_last(page)
            assert focus_in_hand(page)
        # the round is scored and the next one dealt: every seat's round score, best first, and the own breakdown
        page.wait_for_selector(".round-end:not([hidden])", timeout=TIMEOUT)
        assert page.get_attribute("html", "data-round") == "1" and page.get_attribute("html", "data-phase") == "pain"
        shown = round_end_scores(page)
        scores = table.run(lambda: table.service.board(7)).round_scores[0]
        assert sorted(score for _, score in shown) == sorted(scores)
        assert [score for _, score in shown] == sorted(scores, reverse=True)
        assert {name for name, _ in shown} == {"Du", "KI 1", "KI 2", "KI 3"}
        assert page.inner_text(".round-end .breakdown").count("Abgelegt") == 1
        assert no_side_scroll(page), "the round's summary widens the phone page"
        watcher.wait_for_selector(".round-end:not([hidden])", timeout=TIMEOUT)
        assert no_side_scroll(watcher), "the round's summary with a long name widens the phone page"
        assert not watcher.query_selector(".round-end .breakdown"), "a spectator has no own breakdown"
        page.screenshot(path=screenshot_path("web-round-end-phone.png"), full_page=True)

        choose_last(page)  # the next round's pain card: the round's summary stays until its first card
        page.wait_for_function("document.documentElement.dataset.phase === 'tricks'", timeout=TIMEOUT)
        page.wait_for_selector(".round-end", state="hidden", timeout=TIMEOUT)

        while page.get_attribute("html", "data-phase") != "over":
            page.wait_for_selector(f"html[data-phase=over], {ENABLED}", timeout=TIMEOUT)
            if page.get_attribute("html", "data-phase") != "over":
                choose_last(page)
        result = page.wait_for_selector(".result:not([hidden])", timeout=TIMEOUT)
        box = result.bounding_box()
        assert box is not None and 0 <= box["y"] <= 60, f"the result is not at the top of the view: {box}"
        totals = table.run(lambda: table.service.board(7)).totals
        places = page.eval_on_selector_all(".result .places li .game", "gs => gs.map(g => Number(g.textContent))")
        assert places == sorted(totals, reverse=True)
        assert page.inner_text(".result .winners").startswith("Gewonnen: ")
        assert page.get_attribute('.result a[data-action="replay"]', "href")
        assert no_side_scroll(page)
        watcher.wait_for_selector(".result:not([hidden])", timeout=TIMEOUT)
        assert no_side_scroll(watcher), "the result with a long name widens the phone page"
        page.screenshot(path=scratch_path("web-over-phone.png"))
        watcher.screenshot(path=scratch_path("web-over-watch-phone.png"), full_page=True)
        context.close()


def test_waiting_is_said_and_a_lost_connection_disables_the_hand(browser: Any, tmp_path: Path) -> None:
    with served(tmp_path, ["Anna", "Bo"], ai_players=2) as table:
        context = browser.new_context(viewport=DESKTOP)
        anna, bo = context.new_page(), context.new_page()
        anna.goto(table.play_url(0) + "?lang=en")
        bo.goto(table.play_url(1) + "?lang=en")
        choose_last(bo)
        waiting = bo.inner_text(".status")
        assert re.fullmatch(r"Waiting for the pain cards of Anna until \d{1,2}:\d{2}( [AP]M)?\.", waiting), waiting
        choose_last(anna)
        choose_last(anna)  # Anna leads; Bo is next
        bo.wait_for_selector(ENABLED, timeout=TIMEOUT)
        assert re.fullmatch(r"Waiting for Bo until \d{1,2}:\d{2}( [AP]M)?\.", anna.inner_text(".status"))
        assert anna.inner_text(".bar .link") == "Connected"

        table.outage()
        bo.wait_for_selector("html[data-connected=false]", timeout=TIMEOUT)
        assert bo.eval_on_selector_all("#app button[data-card]", "bs => bs.every(b => b.disabled)")
        assert bo.inner_text(".status") == "Connection lost; trying again…"
        assert bo.inner_text(".bar .link") == "Offline"

        table.back()
        bo.wait_for_selector(ENABLED, timeout=TIMEOUT)  # reconnected: the hand can play again
        assert bo.inner_text(".status") == "Your turn: play a card."
        bo.focus(ENABLED)
        first = bo.evaluate("document.activeElement.dataset.card")
        bo.keyboard.press("ArrowRight")
        assert bo.evaluate("document.activeElement.dataset.card") != first, "→ does not move within the hand"
        bo.keyboard.press("ArrowLeft")
        assert bo.evaluate("document.activeElement.dataset.card") == first
        context.close()


def background_luminance(page: Any) -> float:
    rgb = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    r, g, b = (int(v) / 255 for v in re.findall(r"\d+", rgb)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_light_and_dark_themes_follow_the_system(browser: Any, tmp_path: Path) -> None:
    with served(tmp_path, ["Anna"], ai_players=2) as table:
        for scheme in ("light", "dark"):
            for name, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
                context = browser.new_context(viewport=viewport, color_scheme=scheme)
                page = context.new_page()
                page.goto(table.play_url(0) + "?lang=en")
                page.wait_for_selector(ENABLED, timeout=TIMEOUT)
                luminance = background_luminance(page)
                assert (luminance > 0.8) if scheme == "light" else (luminance < 0.35), (scheme, luminance)
                shot = f"web-{scheme}-{name}.png"
                path = screenshot_path(shot) if shot in DOCS_SHOTS else scratch_path(shot)
                page.screenshot(path=path, full_page=True)
                context.close()


def test_hidden_pain_cards_are_shown_once_the_round_is_scored(browser: Any, tmp_path: Path) -> None:
    with served(tmp_path, ["Anna"], ai_players=2, options={"hidden": "on", "rounds": "2"}) as table:
        context = browser.new_context(viewport=DESKTOP)
        page = context.new_page()
        page.goto(table.play_url(0) + "?lang=en")
        choose_last(page)  # the pain card
        choose_last(page)
        # while the round runs: the own round score (the set-aside card counted), the others' unknown
        assert page.query_selector('[data-seat="0"] [data-round-points]') is not None
        assert page.query_selector('[data-seat="1"] [data-round-points]') is None
        assert page.query_selector('[data-seat="1"] .pain .card.back') is not None
        for _ in range(13):
            choose_last(page)
        page.wait_for_selector(".round-end:not([hidden])", timeout=TIMEOUT)
        pain = page.eval_on_selector_all(
            ".round-end .round-table tbody tr", "rs => rs.map(r => r.querySelectorAll('.pain .card').length)"
        )
        assert pain == [1, 1, 1], "every seat's pain card is open once the round is scored"
        context.close()


def hand_boxes(page: Any) -> list[tuple[float, float]]:
    return page.eval_on_selector_all(
        "#app button[data-card]", "bs => bs.map(b => { const r = b.getBoundingClientRect(); return [r.x, r.y]; })"
    )


def test_the_hand_stays_put_when_a_held_trick_gives_way(browser: Any, tmp_path: Path) -> None:
    """The completed trick is held in the middle for a moment while the next one is played. When it gives way the
    cards of the hand must not move (a finger on its way to a card would land beside it), and a card pressed
    before and released after still counts (the render must not take the pressed card out of the page)."""
    with served(tmp_path, [LONG_NAME], ai_players=3, options={"rounds": "1"}) as table:
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, locale="de-DE")
        page = context.new_page()
        page.goto(table.play_url(0) + "?lang=de")
        choose_last(page)  # the pain card
        seen = 0
        while seen < 2 and page.get_attribute("html", "data-trick") != "13":
            choose_last(page)
            page.wait_for_selector(".completed", timeout=TIMEOUT)  # the trick of this card, taken
            if page.inner_text(".completed li.wins .by") == "Du":
                continue  # seat 0 leads the next trick: the trick stays until its card
            page.wait_for_selector(ENABLED, timeout=TIMEOUT)  # the AI seats lead at once, while the trick is held
            if not page.query_selector(".completed"):
                continue
            code = page.eval_on_selector_all(ENABLED, "bs => bs.at(-1).dataset.card")
            box = page.locator(f'#app button[data-card="{code}"]').bounding_box()
            page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            page.mouse.down()
            before = hand_boxes(page)  # the card under the pointer is lifted a little (hover)
            page.wait_for_selector(".completed", state="detached", timeout=TIMEOUT)
            assert hand_boxes(page) == before, "the hand moved when the held trick gave way"
            page.mouse.up()
            page.wait_for_function(CHOSEN, arg=code, timeout=5_000)  # a card pressed while the page rendered counts
            seen += 1
        assert seen, "no trick was held while seat 0 was to play"
        context.close()
