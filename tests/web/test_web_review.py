"""The annotated replay (issue 30): a seat's stored review on the replay page, each decision at its step, the
summary whose costliest decisions jump to their step; at a phone's width and by keyboard; in the viewer's
language; a review not stored yet, a seat the game lacks and a running game refused politely."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web

from bot.i18n import speaking, t
from bot.review.service import ReviewService, StoredReview
from bot.service import Actor, TableService
from bot.settings import Settings, Timers
from bot.storage.review_queries import RECORD
from bot.storage.sql import Query
from bot.web import review_data
from bot.web.links import Links
from bot.web.replay_data import replay_data
from bot.web.server import WebTable
from tests.service.helpers import GUILD, TABLE, actor, play_out
from tests.web.browser import screenshot_path
from tests.web.served import http_get

RUNNING = TABLE + 1  # a table whose game is still running
REVIEWED = 1  # the seat whose review is stored (from 0)
HOSTILE = "<img src=x onerror=pwned=1><b>B"  # a player's name in another game: shown as text, never as HTML
HOSTILE_TABLE = TABLE + 2
PHONE = {"width": 390, "height": 844}


@dataclass
class Reviewed:
    base: str
    site: WebTable
    game_id: int
    record: dict[str, Any]
    review: dict[str, Any]  # the stored review of seat REVIEWED (sticheln.review JSON)
    hostile_game_id: int  # a finished game whose first player has a hostile name, not reviewed
    preparing: set[int]  # seats whose review the next request finds being computed (then stored)

    def url(self, seat: int = REVIEWED, lang: str = "en") -> str:
        return f"{self.base}{self.site.review_path(GUILD, self.game_id, seat)}&lang={lang}"

    def steps(self) -> dict[int, int]:
        """The replay step (as the page counts them) of each of the review's decisions, by decision."""
        rounds = replay_data(self.record)["rounds"]
        firsts = [sum(1 + len(r["tricks"]) for r in rounds[:i]) for i in range(len(rounds))]
        return {i: firsts[d["round"] - 1] + d["trick"] for i, d in enumerate(self.review["decisions"])}


async def _prepare(folder: Path) -> tuple[TableService, ReviewService, int, dict[str, Any], dict[str, Any], int]:
    settings = Settings(
        database=folder / "review.db",
        ai_delay=0,
        review_iterations=4,
        timers=Timers(pain_seconds=3600, card_seconds=3600),
    )
    service = await TableService.open(settings, seed=11)
    await service.resume()
    humans = [actor(0), actor(1), actor(2)]
    for a in humans:
        await service.join(TABLE, GUILD, a)
    await service.set_option(TABLE, humans[0], "rounds", "2")
    await service.start(TABLE, humans[0], rated=False)
    await play_out(service, humans)  # each plays its first legal card: decisions to review
    reviews = ReviewService(service)
    summary = await reviews.review(GUILD, TABLE, humans[REVIEWED])
    rows = await service.storage.fetch(RECORD(game=summary.game_id, guild=GUILD))
    stored = await reviews.stored(GUILD, summary.game_id, REVIEWED)
    assert stored.review is not None
    for a in humans:
        await service.join(RUNNING, GUILD, a)
    await service.start(RUNNING, humans[0], rated=False)
    others = [Actor(200, HOSTILE), actor(3), actor(4)]
    for a in others:
        await service.join(HOSTILE_TABLE, GUILD, a)
    await service.set_option(HOSTILE_TABLE, others[0], "rounds", "1")
    await service.start(HOSTILE_TABLE, others[0], rated=False)
    await play_out(service, others, HOSTILE_TABLE)
    hostile = await service.storage.fetch(Query("SELECT MAX(id) FROM games")())
    return service, reviews, summary.game_id, json.loads(rows[0][0]), stored.review, int(hostile[0][0])


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Reviewed]:
    """The service and its web table in a thread of their own (the browser's API is synchronous)."""
    loop = asyncio.new_event_loop()
    ready: Future[Reviewed] = Future()
    stop = asyncio.Event()
    folder = tmp_path_factory.mktemp("review")

    async def main() -> None:
        service, reviews, game_id, record, review, hostile_game_id = await _prepare(folder)

        async def stored_record(guild_id: int, game: int) -> dict[str, Any] | None:
            rows = await service.storage.fetch(RECORD(game=game, guild=guild_id))
            return json.loads(rows[0][0]) if rows else None

        preparing: set[int] = set()

        async def stored_review(guild_id: int, game: int, seat: int) -> StoredReview:
            if seat in preparing:
                preparing.discard(seat)
                return StoredReview(None, preparing=True)
            return await reviews.stored(guild_id, game, seat)

        site = WebTable(service, Links(b"review-secret"), stored_record=stored_record, stored_review=stored_review)
        runner = web.AppRunner(site.app, handle_signals=False, access_log=None)
        await runner.setup()
        tcp = web.TCPSite(runner, "127.0.0.1", 0)
        await tcp.start()
        port = tcp._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        base = f"http://127.0.0.1:{port}"
        ready.set_result(Reviewed(base, site, game_id, record, review, hostile_game_id, preparing))
        await stop.wait()
        await runner.cleanup()
        await service.close()

    thread = threading.Thread(target=loop.run_until_complete, args=(main(),), daemon=True)
    thread.start()
    try:
        yield ready.result(timeout=120)
    finally:
        loop.call_soon_threadsafe(stop.set)
        thread.join(timeout=30)
        loop.close()


def _watching(page: Any) -> list[str]:
    problems: list[str] = []
    page.on("pageerror", lambda err: problems.append(str(err)))
    page.on("console", lambda m: problems.append(m.text) if "Content Security Policy" in m.text else None)
    return problems


def _face(code: str) -> str:
    return code[1:] + code[0]  # a card face shows its value, then its colour's letter


def _codes(value: str | list[str]) -> list[str]:
    return [value] if isinstance(value, str) else value


def _check_step(page: Any, reviewed: Reviewed, at_step: dict[int, int]) -> None:
    """The note shows the decision of this step (label, choice made, better choice), the legend the step's totals."""
    step = int(page.get_attribute("html", "data-step"))
    note = page.locator(".review-note")
    totals = page.eval_on_selector_all("#app [data-seat]", "ns => ns.map(n => n.dataset.total)")
    legend = page.eval_on_selector_all(
        ".legend [data-seat-total]", "ns => ns.map(n => n.textContent.split(': ').pop())"
    )
    assert legend == totals, f"step {step}: the legend shows {legend}, the table {totals}"
    if step not in at_step:
        assert note.get_attribute("data-decision") is None
        return
    i = at_step[step]
    d = reviewed.review["decisions"][i]
    assert note.get_attribute("data-decision") == str(i) and note.get_attribute("data-label") == d["label"]
    chosen = page.eval_on_selector_all(".review-note tr.chosen .card", "cs => cs.map(c => c.textContent)")
    assert chosen == [_face(c) for c in _codes(d["chosen"])]
    better = page.eval_on_selector_all(".review-note tr.better .card", "cs => cs.map(c => c.textContent)")
    if d["label"] == "good":
        assert better == [] and "quiet" in (note.get_attribute("class") or "")  # a good decision shows quietly
    else:
        assert better == [_face(c) for c in _codes(d["best"])]
        assert page.inner_text(".review-note .review-label span:last-child") == t(f"web_review_{d['label']}")
    if d["kind"] == "card":  # the seat's card in the trick shown is the one the note names
        marked = page.eval_on_selector(".centre .trick li.reviewed", "li => li.querySelector('.card').textContent")
        assert marked == _face(d["chosen"])
        assert page.inner_text(".centre .trick li.reviewed .by") == reviewed.review["name"]


def test_each_decision_shows_at_its_step_and_the_costliest_jump_there(browser: Any, reviewed: Reviewed) -> None:
    decisions = reviewed.review["decisions"]
    steps = reviewed.steps()
    at_step = {step: i for i, step in steps.items()}
    assert len(decisions) == 30 and len(at_step) == 30  # a pain choice and 14 cards per round, each at its own step
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    problems = _watching(page)
    page.goto(reviewed.url())
    page.wait_for_selector(".review-summary .review-counts")
    assert page.get_attribute("html", "data-review") == str(REVIEWED)
    assert page.get_attribute("html", "data-review-state") == "ready"
    last = int(page.get_attribute("html", "data-step"))
    _check_step(page, reviewed, at_step)
    for _ in range(max(steps.values())):  # every step by the arrow key
        page.keyboard.press("ArrowRight")
        assert int(page.get_attribute("html", "data-step")) == last + 1
        last += 1
        _check_step(page, reviewed, at_step)
    summary = reviewed.review["summary"]
    counts = page.eval_on_selector_all(".review-summary .review-counts", "ps => ps.map(p => p.textContent)")
    assert counts[0].startswith("30 decisions, on average") and len(counts) == 2
    links = page.locator(".review-summary .costliest a")
    assert links.count() == len(summary["costliest"]) > 0, "first-card play gives points away somewhere"
    for n, costly in enumerate(summary["costliest"]):
        i = next(i for i, d in enumerate(decisions) if d == costly)
        links.nth(n).click()
        assert int(page.get_attribute("html", "data-step")) == steps[i]
        assert page.get_attribute(".review-note", "data-label") == costly["label"]
        assert page.evaluate("document.activeElement.classList.contains('review-note')")
        _check_step(page, reviewed, at_step)
    flagged = [i for i, d in enumerate(decisions) if d["label"] != "good"]  # listed round by round
    chips = page.locator(".review-summary .flagged a")
    assert chips.count() == len(flagged)
    assert chips.evaluate_all("as => as.map(a => Number(a.dataset.step))") == [steps[i] for i in flagged]
    chips.last.click()
    assert int(page.get_attribute("html", "data-step")) == steps[flagged[-1]]
    assert chips.evaluate_all("as => as.map(a => a.getAttribute('aria-current'))")[-1] == "step"
    _check_step(page, reviewed, at_step)
    cards = [n for n, costly in enumerate(summary["costliest"]) if costly["kind"] == "card"]
    links.nth(cards[0] if cards else 0).click()  # the docs show a trick, with the seat's card marked in it
    page.screenshot(path=screenshot_path("web-review.png"), full_page=True)
    assert problems == []
    page.close()


def test_at_a_phone_width_by_keyboard_and_in_german(browser: Any, reviewed: Reviewed) -> None:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    problems = _watching(page)
    page.goto(reviewed.url(lang="de") + "#step-3")  # an address may name the step to open at
    page.wait_for_selector(".review-summary .costliest a")
    assert page.get_attribute("html", "data-step") == "3"
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], "wider than the phone"
    with speaking("de"):
        heading = t("web_review_heading", name=reviewed.review["name"], seat=REVIEWED + 1)
    assert page.inner_text(".review-summary h2") == heading
    target = page.get_attribute(".review-summary .costliest a", "data-step")
    for _ in range(40):  # Tab from the top to the first costliest decision
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.matches('.costliest a')"):
            break
    assert page.evaluate("document.activeElement.dataset.step") == target
    page.keyboard.press("Enter")
    assert page.get_attribute("html", "data-step") == target
    assert page.evaluate("document.activeElement.classList.contains('review-note')")
    page.keyboard.press("ArrowLeft")
    assert page.get_attribute("html", "data-step") == str(int(target) - 1)
    page.keyboard.press("ArrowRight")
    page.evaluate("window.scrollTo(0, 0)")  # the docs show the top: the step, its note, the table
    page.screenshot(path=screenshot_path("web-review-phone.png"))
    assert problems == []
    context.close()


def test_a_review_not_stored_yet_a_seat_the_game_lacks_and_a_running_game(browser: Any, reviewed: Reviewed) -> None:
    page = browser.new_page()
    problems = _watching(page)
    page.goto(reviewed.url(seat=2))  # the third seat: never reviewed
    page.wait_for_selector(".review-note .review-message")
    assert page.get_attribute("html", "data-review-state") == "missing"
    message = t("web_review_missing", game=reviewed.game_id, seat=3)
    assert page.inner_text(".review-note") == message and page.locator(".review-summary .costliest").count() == 0
    page.keyboard.press("End")  # the replay itself still works
    assert page.get_attribute("html", "data-trick") == "14"
    assert problems == []
    replay = f"{reviewed.base}{reviewed.site.replay_path(GUILD, reviewed.game_id)}"
    for asked in ("0", "4", "x", "%C2%B2", "-1", "1" * 30, ""):  # %C2%B2: "²", a digit to str.isdigit
        status, body = http_get(f"{replay}?review={asked}")
        assert status == 404 and t("web_review_no_seat") in body and "Traceback" not in body
    finished = reviewed.site.links.table_token(TABLE)  # a table's last game: no stored review there, politely
    status, body = http_get(f"{reviewed.base}/replay/t/{finished}?review=2")
    assert status == 200 and 'data-review-state="unavailable"' in body
    assert json.dumps(t("web_review_unavailable"), ensure_ascii=False)[1:-1] in body
    running = reviewed.site.links.table_token(RUNNING)  # a running game: no replay, no review, no record
    for path in (f"/replay/t/{running}?review=1", f"/replay/t/{running}", f"/record/t/{running}"):
        status, body = http_get(reviewed.base + path)
        assert status == 404 and t("web_not_over") in body, path
    page.close()


def test_a_review_being_prepared_shows_itself_once_stored(
    browser: Any, reviewed: Reviewed, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the page asks again after 2 s: at 0.5 s a loaded machine (three test workers on two cores) reloaded it
    # before the test had read the "preparing" state
    monkeypatch.setattr(review_data, "PREPARING_RELOAD_SECONDS", 2.0)
    reviewed.preparing.add(REVIEWED)
    page = browser.new_page()
    problems = _watching(page)
    page.goto(reviewed.url())
    assert page.get_attribute("html", "data-review-state") == "preparing"
    assert page.inner_text(".review-note") == t("web_review_preparing")
    page.keyboard.press("ArrowRight")  # the replay still works meanwhile, and its step is kept
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('html[data-review-state="ready"]', timeout=10_000)  # no click: the page asked again
    assert page.get_attribute("html", "data-step") == "2"
    assert page.locator(".review-summary .costliest").count() == 1
    assert problems == []
    page.close()


def test_a_hostile_name_is_shown_as_text(browser: Any, reviewed: Reviewed) -> None:
    page = browser.new_page()
    problems = _watching(page)
    page.goto(f"{reviewed.base}{reviewed.site.review_path(GUILD, reviewed.hostile_game_id, 0)}")
    page.wait_for_selector(".review-summary h2")
    assert page.inner_text(".review-summary h2") == t("web_review_heading", name=HOSTILE, seat=1)
    assert page.eval_on_selector_all("#app img, #app b", "nodes => nodes.length") == 0
    assert page.evaluate("typeof window.pwned") == "undefined" and problems == []
    page.close()


def test_a_replay_without_review_is_unchanged(browser: Any, reviewed: Reviewed) -> None:
    page = browser.new_page()
    page.goto(f"{reviewed.base}{reviewed.site.replay_path(GUILD, reviewed.game_id)}")
    page.wait_for_selector("#app [data-seat]")
    assert page.get_attribute("html", "data-review") is None
    assert page.locator(".review-note, .review-summary").count() == 0
    page.close()


def test_the_review_data_block_holds_only_the_review_and_words(reviewed: Reviewed) -> None:
    status, body = http_get(reviewed.url())
    assert status == 200
    block = body.split('<script type="application/json" id="review">', 1)[1].split("</script>", 1)[0]
    data = json.loads(block)
    assert data["decisions"] == reviewed.review["decisions"] and data["state"] == "ready"
    assert set(data) == {"seat", "name", "state", "words", "decisions", "costliest", "summary", "counts", "scale"}
