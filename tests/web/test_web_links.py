"""Personal links and what a page shows: a forged, altered or expired link is refused with a clear page and
changes nothing; a hostile name is shown as text; the page's Content-Security-Policy allows nothing inline."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.web.links import Links, Seat
from tests.web.served import TABLE, http_get, served

HOSTILE = "<img src=x onerror=pwned=1><b>B"  # 31 characters: a name is kept to 32


def altered(url: str) -> list[str]:
    """The link with its signature changed, its seat changed, cut short, and its signature dropped."""
    base, token = url.rsplit("/", 1)
    fields, signature = token.rsplit(".", 1)
    flipped = ("A" if signature[0] != "A" else "B") + signature[1:]
    seat_fields = fields.split("-")
    seat_fields[1] = str(1 - int(seat_fields[1]))
    return [
        f"{base}/{fields}.{flipped}",
        f"{base}/{'-'.join(seat_fields)}.{signature}",
        f"{base}/{token[:-3]}",
        f"{base}/{fields}",
    ]


def test_a_forged_or_altered_link_is_refused_with_a_page_and_changes_nothing(browser: Any, tmp_path: Path) -> None:
    with served(tmp_path, ["Ann", "Bo"], ai_players=1) as table:
        good = table.play_url(0)
        before = table.version()
        page = browser.new_page()
        for url in altered(good):
            response = page.goto(url)
            assert response is not None and response.status == 403
            assert "does not work" in page.inner_text("#refusal")
            live = url.replace("/play/", "/live/play/")
            status, body = http_get(live)
            assert status == 403 and "Traceback" not in body
        assert table.version() == before
        expired = Seat(TABLE, 0, 1, 1, expires=1000)
        status, _ = http_get(f"{table.base}/play/{table.site.links.seat_token(expired)}")
        assert status == 403
        other_secret = Links(b"another-secret").seat_token(Seat(TABLE, 0, 1, 1, expires=4_000_000_000))
        status, _ = http_get(f"{table.base}/play/{other_secret}")
        assert status == 403
        assert http_get(f"{table.base}/watch/{TABLE}.forged")[0] == 404
        assert http_get(f"{table.base}/record/t/{table.site.links.table_token(TABLE)}")[0] == 404  # not over yet
        assert http_get(f"{table.base}/nowhere")[0] == 404
        response = page.goto(good)
        assert response is not None and response.status == 200
        page.wait_for_selector("#app button[data-card]:enabled")
        assert table.version() == before
        page.close()


def test_a_link_expires_with_its_game(browser: Any, tmp_path: Path) -> None:
    with served(tmp_path, ["Ann", "Bo"], ai_players=1) as table:
        url = table.play_url(0)
        assert http_get(url)[0] == 200
        from bot.service import Actor

        table.run(lambda: table.service.reset(TABLE, Actor(1, "Ann", moderator=True)))
        status, body = http_get(url)
        assert status == 403 and "does not work" in body


def test_a_hostile_name_is_shown_as_text(browser: Any, tmp_path: Path) -> None:
    with served(tmp_path, ["Ann", HOSTILE], ai_players=1) as table:
        page = browser.new_page()
        violations: list[str] = []
        page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
        page.goto(table.play_url(0))
        page.wait_for_selector("#app [data-seat='1'] .name")
        assert page.inner_text("#app [data-seat='1'] .name") == HOSTILE
        assert page.eval_on_selector_all("#app img, #app b", "nodes => nodes.length") == 0
        assert page.evaluate("window.pwned") is None
        assert violations == []
        page.close()


@pytest.mark.parametrize("lang, expected", [("de", "Dein Blatt"), ("fr", "Ta main")])
def test_the_page_speaks_the_viewers_language(browser: Any, tmp_path: Path, lang: str, expected: str) -> None:
    with served(tmp_path, ["Ann", "Bo"], ai_players=1) as table:
        context = browser.new_context(locale=lang)
        page = context.new_page()
        page.goto(table.play_url(0))
        page.wait_for_selector("#app .hand h2")
        assert page.inner_text("#app .hand h2") == expected
        page.goto(table.play_url(0) + "?lang=pt-BR")
        page.wait_for_selector("#app .hand h2")
        assert page.inner_text("#app .hand h2") == "Sua mão"
        context.close()


def test_a_page_reconnects_after_its_connection_drops(browser: Any, tmp_path: Path) -> None:
    with served(tmp_path, ["Ann", "Bo"], ai_players=1) as table:
        page = browser.new_page()
        page.goto(table.play_url(0))
        page.wait_for_selector("#app button[data-card]:enabled")
        table.run(table.site.live.closing)  # the server drops every live connection
        page.wait_for_selector("html[data-connected=false]")  # the page says so, and no card can be chosen meanwhile
        assert page.inner_text(".status").startswith("Connection lost")
        page.wait_for_selector("#app button[data-card]:enabled", timeout=15_000)  # live again
        code = page.eval_on_selector("#app button[data-card]:enabled", "b => b.dataset.card")
        page.click(f'#app button[data-card="{code}"]')  # the move is made
        page.wait_for_function("c => !document.querySelector(`#app button[data-card='${c}']`)", arg=code)
        assert table.version() > 0
        page.close()
