"""The replay page: ``sticheln replay --html`` writes one file that opens offline, stepped through with the
buttons and the arrow keys to the totals ``sticheln replay`` computes; the served replay of a finished table."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.web.browser import screenshot_path, start_web
from tests.web.play import play_to_the_end

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "game.json"


def sticheln(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True)


def test_the_offline_replay_steps_through_the_whole_game(browser: Any, tmp_path: Path) -> None:
    out = tmp_path / "game.html"
    done = sticheln("replay", "--html", str(EXAMPLE), "-o", str(out))
    assert done.returncode == 0, done.stderr
    summary = json.loads(sticheln("replay", str(EXAMPLE)).stdout)
    context = browser.new_context(viewport={"width": 1100, "height": 900}, offline=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(out.as_uri())
    page.wait_for_selector("[data-seat]")
    assert page.get_attribute("html", "data-round") == "0" and page.get_attribute("html", "data-trick") == "0"
    page.click('[data-action="next"]')
    first = summary["rounds"][0]["tricks"][0]
    assert page.get_attribute("html", "data-trick") == "1"
    shown = page.eval_on_selector_all(".centre .trick li .card", "cs => cs.map(c => c.textContent)")
    assert shown == [c[1:] + c[0] for c in first["cards"]]
    page.keyboard.press("ArrowRight")
    assert page.get_attribute("html", "data-trick") == "2"
    page.keyboard.press("ArrowLeft")
    assert page.get_attribute("html", "data-trick") == "1"
    steps = sum(1 + len(r["tricks"]) for r in summary["rounds"])
    for _ in range(steps):  # to the end by the arrow key alone
        page.keyboard.press("ArrowRight")
    assert page.get_attribute("html", "data-step") == str(steps - 1)
    assert page.is_disabled('[data-action="next"]')
    totals = page.eval_on_selector_all("[data-seat]", "ns => ns.map(n => Number(n.dataset.total))")
    assert totals == summary["totals"]
    rows = page.eval_on_selector_all(".scores tbody tr", "rs => rs.length")
    assert rows == len(summary["rounds"]) + 1  # a row per round and the total
    assert page.eval_on_selector_all(".chart polyline", "ps => ps.length") == len(summary["players"])
    page.keyboard.press("Home")
    assert page.get_attribute("html", "data-step") == "0"
    page.keyboard.press("End")
    page.keyboard.press("ArrowLeft")
    page.screenshot(path=screenshot_path("web-replay.png"), full_page=True)
    assert errors == []
    context.close()


def test_a_broken_record_is_refused_with_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "sticheln-record/1", "players": ["A"], "rounds": []}')
    done = sticheln("replay", "--html", str(bad), "-o", str(tmp_path / "x.html"))
    assert done.returncode == 2 and done.stderr.startswith("error: ") and done.stderr.count("\n") == 1
    assert not (tmp_path / "x.html").exists()


def test_the_served_replay_of_a_finished_table(browser: Any) -> None:
    game = start_web("--players", "3", "--rounds", "1", "--seed", "6", "--delay", "0")
    try:
        page = browser.new_page()
        violations: list[str] = []
        page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
        page.goto(game.play_url)
        play_to_the_end(page)
        page.click('a[data-action="replay"]')
        page.wait_for_selector("html[data-kind=replay] [data-seat]")
        page.keyboard.press("End")
        assert page.get_attribute("html", "data-trick") == "14"
        takers = page.eval_on_selector_all(".taken-list .taker", "ts => ts.map(t => t.textContent)")
        # the player of `sticheln web` is "You" in the record: their tricks read in the second person
        assert "You take it" in takers and not any("You takes" in t for t in takers), takers
        assert violations == []
        page.close()
    finally:
        game.stop()


def test_the_legend_shows_the_totals_of_the_step_shown(browser: Any, tmp_path: Path) -> None:
    out = tmp_path / "game.html"
    assert sticheln("replay", "--html", str(EXAMPLE), "-o", str(out)).returncode == 0
    summary = json.loads(sticheln("replay", str(EXAMPLE)).stdout)
    page = browser.new_page()
    page.goto(out.as_uri())
    page.wait_for_selector(".legend [data-seat-total]")
    steps = sum(1 + len(r["tricks"]) for r in summary["rounds"])
    seen = set()
    for step in range(steps):
        table = page.eval_on_selector_all("#app [data-seat]", "ns => ns.map(n => n.dataset.total)")
        legend = page.eval_on_selector_all(".legend [data-seat-total]", "ns => ns.map(n => n.textContent)")
        names = page.eval_on_selector_all("#app [data-seat] .name", "ns => ns.map(n => n.textContent)")
        assert legend == [f"{n}: {v}" for n, v in zip(names, table, strict=True)], f"step {step}"
        seen.add(tuple(table))
        page.keyboard.press("ArrowRight")
    assert [int(v) for v in table] == summary["totals"]
    assert len(seen) == len(summary["rounds"]) + 1  # zeros, then the totals after each round
    page.close()


def test_the_french_offline_replay_spaces_its_colon_as_french_does(browser: Any, tmp_path: Path) -> None:
    """The legend's "name : total" has French's narrow no-break space before the colon (issue 42)."""
    out = tmp_path / "partie.html"
    assert sticheln("replay", "--html", str(EXAMPLE), "-o", str(out), "--lang", "fr").returncode == 0
    page = browser.new_page()
    page.goto(out.as_uri())
    page.wait_for_selector(".legend [data-seat-total]")
    legend = page.eval_on_selector_all(".legend [data-seat-total]", "ns => ns.map(n => n.textContent)")
    names = page.eval_on_selector_all("#app [data-seat] .name", "ns => ns.map(n => n.textContent)")
    assert legend == [f"{n}\u202f: 0" for n in names]
    assert "IA 1\u202f: 0" in legend  # the AI seats named in French too
    page.close()
