"""The reference SO-ISMCTS (written from the paper) plays by the rules, and the ``ismcts`` baseline is as strong.

The baseline must not flatter ``hard``: at equal iterations it plays within noise of an independent
implementation of the published algorithm. A larger run of the same comparison is
``python benchmarks/ai_tournament.py ismcts@300it reference@300it --players 4 --deals 40 --seed 4401``.
"""

from __future__ import annotations

import random

from sticheln.ai.reference import EXPLORATION, InformationSet, ReferencePlayer, so_ismcts
from sticheln.ai.tournament import Settings, make_agent, mean_ci, run_deals, tally
from sticheln.game import Game
from sticheln.options import Options
from tests.sticheln.ai_positions import position

# A difference this large (points per round) is what the test must rule out: the issue's own baseline
# read about 4.8 points weaker than a held-out re-creation of the same algorithm.
LARGE = 4.0


def _difference(first: str, second: str, players: int, deals: int, iterations: int) -> tuple[float, float, float]:
    results = tally(run_deals([first, second], players, deals, seed=44, settings=Settings(iterations=iterations)),
                    [first, second])  # fmt: skip
    diff = [a - b for a, b in zip(results[first].deal_means, results[second].deal_means, strict=True)]
    mean, half = mean_ci(diff)
    return mean, mean - half, mean + half


def test_the_baseline_is_as_strong_as_the_reference_at_equal_iterations() -> None:
    _, low, high = _difference("ismcts", "reference", players=4, deals=16, iterations=40)
    assert low < 0 < high  # no difference shown
    assert low > -LARGE and high < LARGE  # and a large one ruled out
    # the check has the power to see a weaker baseline: at an eighth of the iterations it fails
    _, low, high = _difference("ismcts@5it", "reference", players=4, deals=16, iterations=40)
    assert high < 0 and low <= -LARGE


def test_the_reference_plays_legal_moves_reproducibly_in_every_variant() -> None:
    for players, options in [(3, Options(round_count=2)), (5, Options(round_count=1, hidden=True)),
                             (4, Options(round_count=1, twopain=True))]:  # fmt: skip
        totals = []
        for _ in range(2):
            game = Game([f"p{s}" for s in range(players)], options, seed=players)
            bots = [ReferencePlayer(s, iterations=20) for s in range(players)]
            while game.phase != "over":
                if game.phase == "pain":
                    for s in range(players):
                        game.choose_pain(s, bots[s].choose_pain(game.view(s)))  # the engine refuses an illegal one
                while game.turn is not None:
                    s = game.turn
                    game.play(s, bots[s].choose_card(game.view(s)))
            totals.append(game.totals)
        assert totals[0] == totals[1]


def test_a_determinization_deals_exactly_the_unseen_cards_keeping_hand_sizes() -> None:
    game = position(4, seed=3, plays=9)
    view = game.view(game.turn)
    info = InformationSet(view)
    for seed in range(20):
        deal = info.determinize(random.Random(seed))
        others = [c for s, h in enumerate(deal.hands) if s != view.seat for c in h]
        assert sorted(others) == sorted(info.unseen)  # pain cards are shown: nothing else is unseen
        assert [len(h) for h in deal.hands] == list(view.hand_sizes)
        assert sorted(deal.hands[view.seat]) == sorted(info.hand)


def test_visits_and_availability_follow_the_paper() -> None:
    """At the root every card is legal in every deal. The paper adds an availability in the update to every
    compatible sibling, a new child included, so a child added in iteration i (from 0) has iterations - i."""
    game = position(4, seed=3, plays=4)
    view = game.view(game.turn)
    for iterations in (3, 40):
        root = so_ismcts(view, random.Random(1), iterations=iterations)
        assert sum(c.n for c in root.children.values()) == iterations
        added = list(root.children.values())  # in the order they were added, one per iteration at first
        assert [c.avail for c in added] == [iterations - i for i in range(len(added))]
    assert EXPLORATION == 0.7


def test_the_tournament_agent_reference_is_the_reference_player() -> None:
    assert isinstance(make_agent("reference", seed=1), ReferencePlayer)
    assert make_agent("reference@30it", seed=1).iterations == 30  # type: ignore[attr-defined]
