"""Where the AI thinks: quick levels at once, the hard search in a worker process."""

from __future__ import annotations

from bot.service.table import AIJob
from bot.service.thinking import Thinker
from sticheln import Game


def a_turn_view():
    game = Game(["Ann", "Bo", "Cy", "Di"], seed=5)
    for seat in range(4):
        game.choose_pain(seat, game.legal_cards(seat)[0])
    return game.view(game.turn)


async def test_hard_decides_a_legal_card_in_a_worker_process() -> None:
    view = a_turn_view()
    thinker = Thinker()
    try:
        card = await thinker.decide(AIJob(view.seat, "play", "hard", 1, seed=3), view)
        assert card[0] in view.legal
        assert thinker._pool is not None  # the search ran in the worker pool, not on the event loop
    finally:
        thinker.close()
    assert thinker._pool is None


async def test_easy_and_normal_decide_without_starting_workers() -> None:
    view = a_turn_view()
    thinker = Thinker()
    for level in ("easy", "normal"):
        assert (await thinker.decide(AIJob(view.seat, "play", level, 1, seed=3), view))[0] in view.legal
    assert thinker._pool is None
