"""One property for the whole surface: for random games, options (``hidden``, ``twopain``) and moments, every
viewer sees exactly what the rules allow them then (RULES.md) and nothing more.

Viewers and what each receives: a spectator (the web page's frame, the channel's board message, ``spielinfo``,
``/export``), each seat (its web frame, its hand as the service gives it and as its DM shows it, the private
events sent to it), and everybody (the public events). Allowed: one's own hand and own pain cards, the cards
played this round, and the pain cards once revealed (at once when all are chosen; with ``hidden`` only when the
round is scored). A card code names the same card in every round (the whole deck is dealt each round), so the
text of a surface is searched for codes in the first round only; later rounds are checked field by field."""

from __future__ import annotations

import asyncio
import json
import random
import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.discord.hands.hand_text import HandContext, hand_message
from bot.discord.table import render
from bot.discord.table.channels import UNKNOWN
from bot.model.events import Board, Event, PrivateEvent, YourHand
from bot.model.table import Table
from bot.service import Actor, Refusal, TableService
from bot.web.snapshot import public_state, seat_state
from tests.service.conftest import Databases
from tests.service.helpers import GUILD, open_service
from tests.service.test_events_no_leak import check_public_stream

CARD = re.compile(r"\b[RYGBOV]\d{1,2}\b")


class Truth:
    """The game as the engine holds it (read by the test only): what each viewer may see at this moment."""

    def __init__(self, table: Table) -> None:
        game = table.game
        assert game is not None
        self.phase = table.phase
        self.first_round = game.round_index == 0
        self.players = len(table.seats)
        self.hands = [tuple(game.hand(s)) for s in range(self.players)]
        self.pains = [game.pain_cards(s) for s in range(self.players)]
        rnd = game.round
        self.trick = tuple(rnd.play_codes[len(rnd.play_codes) - len(rnd.current) :])
        self.played = set(rnd.play_codes)
        all_chosen = all(self.pains)
        self.pain_public = all_chosen and table.phase == "tricks" and not game.options.hidden

    def public_pain(self, seat: int) -> list[str] | None:
        return list(self.pains[seat]) if self.pain_public else None

    def allowed(self, viewer: int | None) -> set[str]:
        """The card codes ``viewer`` (None: a spectator) may see anywhere now."""
        cards = set(self.played)
        if self.pain_public:
            cards |= {c for p in self.pains for c in p}
        if viewer is not None:
            cards |= set(self.hands[viewer]) | set(self.pains[viewer])
        return cards

    def text_shows_only_allowed(self, text: str, viewer: int | None, where: str) -> None:
        if self.first_round:
            extra = set(CARD.findall(text)) - self.allowed(viewer)
            assert not extra, f"{where} shows {sorted(extra)} to viewer {viewer}"


def check_frame(state: dict[str, Any], truth: Truth, viewer: int | None) -> None:
    """A web frame shows exactly: the trick, each seat's pain cards as the viewer may know them, and the
    viewer's own hand (a spectator none)."""
    assert tuple(state["table"]) == truth.trick
    for seat in state["seats"]:  # one's own pain card is shown in one's hand's part only
        assert seat.get("pain") == truth.public_pain(seat["seat"]), (viewer, seat)
    if viewer is None:
        assert "hand" not in state
    else:
        assert tuple(state["hand"]["cards"]) == truth.hands[viewer]
        assert tuple(state["hand"]["ownPain"]) == truth.pains[viewer]
    truth.text_shows_only_allowed(json.dumps(state), viewer, "web frame")


def check_board(board: Board, truth: Truth) -> None:
    """The channel's board: the pain colours only once public, nothing of a hand."""
    for seat in board.seats:
        pain = truth.public_pain(seat.seat)
        assert bool(seat.pain_colours) == (pain is not None), (seat.seat, seat.pain_colours)
    truth.text_shows_only_allowed(repr(board), None, "board")
    embed = json.dumps(render.board_embed(board).to_dict(), ensure_ascii=False)
    truth.text_shows_only_allowed(embed, None, "board message")


async def check_moment(service: TableService, table_id: int, seats: list[Actor], events: list[Event]) -> None:
    table = await service.read(table_id, lambda tb: tb)
    assert table is not None and table.game is not None
    truth = Truth(table)
    check_frame(public_state(table, 0.0), truth, None)
    board = await service.board(table_id)
    check_board(board, truth)
    truth.text_shows_only_allowed(await service.spielinfo(table_id), None, "spielinfo")
    if truth.phase in ("pain", "tricks"):
        try:
            await service.export(table_id)
            raise AssertionError("a running game's record was exported")
        except Refusal as refusal:
            assert refusal.key == "export_running"
    for seat, actor in enumerate(seats):
        check_frame(seat_state(table, seat, 0.0), truth, seat)
        hand = await service.hand(table_id, actor)
        assert hand.hand == truth.hands[seat] and hand.own_pain == truth.pains[seat]
        dm = hand_message(hand, board, HandContext(UNKNOWN, None))
        truth.text_shows_only_allowed(dm, seat, "hand DM")
    for event in events:
        if isinstance(event, PrivateEvent) and isinstance(event, YourHand):
            assert event.user_id == seats[event.seat].user_id  # a hand goes to its own seat only


async def one_game(
    service: TableService, table_id: int, rng: random.Random, players: int, options: dict[str, str], moves: int
) -> list[Event]:
    seen: list[Event] = []

    async def listen(event: Event) -> None:
        if event.table_id == table_id:
            seen.append(event)

    service.subscribe(listen)
    seats = [Actor(200 + i, f"P{i}") for i in range(players)]
    for actor in seats:
        await service.join(table_id, GUILD, actor)
    for name, value in {"rounds": "2", **options}.items():
        await service.set_option(table_id, seats[0], name, value)
    await service.start(table_id, seats[0], rated=False)
    for _ in range(moves):
        board = await service.board(table_id)
        if board.phase not in ("pain", "tricks"):
            break
        waiting = [s.seat for s in board.seats if (board.phase == "pain" and not s.pain_chosen)]
        seat = rng.choice(waiting) if board.phase == "pain" else board.turn
        assert seat is not None
        hand = await service.hand(table_id, seats[seat])
        if hand.prompt == "pain":
            await service.choose_pain(table_id, seats[seat], rng.sample(hand.legal, hand.pain_count), hand.decision)
        else:
            await service.play(table_id, seats[seat], rng.choice(hand.legal), hand.decision)
    await service.idle()
    await check_moment(service, table_id, seats, seen)
    check_public_stream(seen, hidden="hidden" in options)
    return seen


def test_every_viewer_sees_exactly_what_the_rules_allow(db: Databases) -> None:
    url = db("visibility")
    tables = iter(range(5000, 6000))

    examples = 3 if url.startswith("postgres") else 6  # a service opened per example costs more on PostgreSQL

    @settings(max_examples=examples, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(
        seed=st.integers(0, 2**32),
        players=st.sampled_from([3, 4]),
        hidden=st.booleans(),
        twopain=st.booleans(),
        moves=st.integers(0, 70),
    )
    def one(seed: int, players: int, hidden: bool, twopain: bool, moves: int) -> None:
        options = {name: "on" for name, on in (("hidden", hidden), ("twopain", twopain)) if on}

        async def run() -> None:
            service, _ = await open_service(url, seed=seed)
            try:
                await one_game(service, next(tables), random.Random(seed), players, options, moves)
            finally:
                await service.close()

        asyncio.run(run())

    one()
