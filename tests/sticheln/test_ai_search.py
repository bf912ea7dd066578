"""Hard's search engine: its deals keep what is known, its tree counts availability as the baseline's does."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from sticheln.ai.determinize import orders
from sticheln.ai.knowledge import knowledge
from sticheln.ai.search import Search, Style
from sticheln.options import Options
from tests.sticheln.ai_positions import position


def test_orders_put_every_card_everywhere_alone_and_in_pairs_as_a_shuffle_would() -> None:
    cards = list(range(10, 52))
    draws = orders(cards, random.Random(3))
    firsts: Counter[int] = Counter()
    together: Counter[bool] = Counter()
    for _ in range(42_000):
        order = next(draws)
        assert sorted(order) == cards
        firsts[order[0]] += 1
        together[order.index(10) < 14 and order.index(11) < 14] += 1  # both in the first "hand" of 14
    assert len(firsts) == 42 and max(firsts.values()) < 1150 and min(firsts.values()) > 850  # 1,000 each
    # P(both in 14 of 42) = 14/42 * 13/41 = 0.1057
    assert together[True] / 42_000 == pytest.approx(14 / 42 * 13 / 41, abs=0.006)
    assert next(orders([], random.Random(1))) == b""


@pytest.mark.parametrize("options", [Options(round_count=1), Options(round_count=1, hidden=True)])
def test_deals_keep_the_hand_sizes_and_deal_exactly_the_unseen_cards(options: Options) -> None:
    game = position(4, seed=2, plays=9, options=options)
    k = knowledge(game.view(game.turn))
    search = Search(k, random.Random(1))
    for _ in range(50):
        hands, pts, tables, base = search._deal()
        assert sorted(hands[k.me]) == sorted(k.hand)
        assert [len(h) for h in hands] == list(k.hand_sizes)
        dealt = [c for s in range(4) if s != k.me for c in hands[s]]
        assert len(set(dealt)) == len(dealt) and set(dealt) <= set(k.pool)
        assert len(pts) == len(tables) == len(base) == 4


def test_weighted_deals_follow_the_evidence() -> None:
    """A seat whose pain colour is known holds more of that colour, and fewer cards below its pain card."""
    game = position(4, seed=4, plays=0)
    k = knowledge(game.view(0))
    search = Search(k, random.Random(2))
    assert search.weighted
    uniform = Search(k, random.Random(2), Style(infer=False))
    assert not uniform.weighted
    seat = 1
    (pain,) = k.pain_cards[seat]  # type: ignore[misc]
    from sticheln.fast import COLOUR, VALUE

    def share_of_pain_colour(s: Search) -> float:
        held = total = 0
        for _ in range(2000):
            hands = s._deal()[0]
            held += sum(1 for c in hands[seat] if COLOUR[c] == COLOUR[pain] and VALUE[c] > VALUE[pain])
            total += len(hands[seat])
        return held / total

    assert share_of_pain_colour(search) > 1.15 * share_of_pain_colour(uniform)


def test_this_seats_own_children_share_one_availability_count() -> None:
    """Every card of this seat's hand is legal in every deal, so after the first m iterations (one child
    each) every iteration selects among all m: each child's availability is 1 + the node's selections."""
    game = position(4, seed=3, plays=4)
    k = knowledge(game.view(game.turn))
    m = len(k.hand)
    for style in (Style(tree="full"), Style(tree="own", rollout="random", reward="normalised")):
        search = Search(k, random.Random(5), style)
        search.run(iterations=6 * m)
        children = search.root.children
        assert len(children) == m and sum(c.visits for c in children.values()) == 6 * m
        assert search.root.selections == 5 * m
        assert {c.avail for c in children.values()} == {1}  # not counted child by child


def test_the_others_children_count_availability_in_selection() -> None:
    game = position(4, seed=7, plays=40)  # four cards each: the others' nodes fill up quickly
    k = knowledge(game.view(game.turn))
    search = Search(k, random.Random(6), Style(tree="full"))
    search.run(iterations=3000)
    for child in search.root.children.values():
        below = child.children
        if not below:
            continue
        # a reply is legal only in the deals that give it to the next seat: at most as available as visited plus
        # the times its siblings were selected, and never less than its own visits
        assert all(1 <= grand.visits <= grand.avail for grand in below.values())
        assert all(grand.player == (k.me + 1) % 4 for grand in below.values())


def test_the_tree_holds_only_this_seats_moves_in_an_open_loop() -> None:
    game = position(4, seed=7, plays=41)
    k = knowledge(game.view(game.turn))
    search = Search(k, random.Random(6), Style(tree="own"))
    search.run(iterations=2000)
    stack = list(search.root.children.values())
    depth = 0
    while stack:
        assert {node.player for node in stack} == {k.me}
        stack = [c for node in stack for c in node.children.values()]
        depth += 1
    assert depth >= 2  # this seat's next move is in the tree too
