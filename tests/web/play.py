"""Playing a page the way a person does: wait until the table asks, then click (or press keys)."""

from __future__ import annotations

from typing import Any

ASKED = "html[data-phase=over], #app button[data-card]:enabled"
TIMEOUT = 15_000  # ms: a move and its answer take milliseconds; this only bounds a broken run


def play_to_the_end(page: Any, *, keyboard: bool = False, pain_count: int = 1, after_move: Any = None) -> int:
    """Answer every decision of the page's seat until the game is over (clicks, or Tab and Enter); the moves made."""
    moves = 0
    while True:
        page.wait_for_selector(ASKED, timeout=TIMEOUT)
        if page.get_attribute("html", "data-phase") == "over":
            return moves
        phase = page.get_attribute("html", "data-phase")
        codes = page.eval_on_selector_all("#app button[data-card]:enabled", "bs => bs.map(b => b.dataset.card)")
        chosen = codes[:pain_count] if phase == "pain" else codes[-1:]
        for code in chosen:
            button = page.locator(f'#app button[data-card="{code}"]')
            if keyboard:
                button.focus()  # set by the test only to choose which card; the key press plays it
                page.keyboard.press("Enter")
            else:
                button.click()
        if phase == "pain" and pain_count == 2:
            confirm = page.locator('[data-action="confirm"]')
            if keyboard:
                confirm.focus()
                page.keyboard.press("Enter")
            else:
                confirm.click()
        gone = "codes => codes.every(c => !document.querySelector(`#app button[data-card='${c}']:enabled`))"
        try:
            page.wait_for_function(gone, arg=chosen, timeout=TIMEOUT)
        except Exception as error:
            raise AssertionError(f"{chosen} chosen in phase {phase}, still there: {page_state(page)}") from error
        moves += 1
        if after_move is not None:
            after_move()


def seat_totals(page: Any) -> list[int]:
    return page.eval_on_selector_all(
        "[data-seat]", "ns => ns.sort((a, b) => a.dataset.seat - b.dataset.seat).map(n => Number(n.dataset.total))"
    )


def page_state(page: Any) -> dict[str, Any]:
    """What the page shows of its state, for a test's failure message."""
    return page.evaluate(
        """() => ({ ...document.documentElement.dataset,
            enabled: [...document.querySelectorAll('#app button[data-card]:enabled')].map(b => b.dataset.card),
            status: document.querySelector('.status')?.textContent,
            notice: document.querySelector('.notice')?.textContent,
            link: document.querySelector('.link')?.dataset.connection, visible: document.visibilityState })"""
    )
