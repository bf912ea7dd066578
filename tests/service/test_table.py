"""The pure table state machine: lobby, options, start, moves, votes, peek; every refusal changes nothing."""

from __future__ import annotations

import json

import pytest

from bot.i18n import Phrase, shown
from bot.model.errors import Refusal
from bot.model.events import (
    GameStarted,
    Joined,
    OptionsChanged,
    SeatReclaimed,
    SeatTakenOver,
    TableReset,
    VoteEnded,
    VoteStarted,
    YourHand,
)
from bot.model.seats import Moment
from bot.model.table import Table
from bot.model.table.vote import VOTE_SECONDS

AT = Moment(now=1000.0, pain_seconds=120, card_seconds=90, ai_level="easy")


def ids(n: int) -> list[int]:
    return list(range(1, n + 1))


def lobby(n: int) -> Table:
    table = Table(1, 5, seed=42)
    for uid in ids(n):
        table.join(uid, f"P{uid}", None, AT)
    return table


def refused(key: str, action, table: Table) -> Refusal:
    """``action`` is refused with ``key`` and the table's stored state is unchanged."""
    before = json.dumps(table.to_json(), sort_keys=True)
    with pytest.raises(Refusal) as info:
        action()
    assert info.value.key == key, str(info.value)
    assert json.dumps(table.to_json(), sort_keys=True) == before
    return info.value


def started(n: int = 4, **options: str | None) -> Table:
    table = lobby(n)
    for name, value in options.items():
        table.set_option(1, "P1", name, value)
    table.start(1, True, False, AT)
    return table


def test_join_fills_six_seats_and_refuses_a_seventh() -> None:
    table = lobby(6)
    assert [s.name for s in table.seats] == [f"P{i}" for i in ids(6)]
    err = refused("table_full", lambda: table.join(7, "P7", None, AT), table)
    assert str(err) == "The table is full (6 players)."


def test_joining_twice_is_refused() -> None:
    table = lobby(2)
    refused("already_seated", lambda: table.join(1, "P1", None, AT), table)


def test_leave_in_lobby_but_not_in_game() -> None:
    table = lobby(3)
    table.leave(2)
    assert [s.user_id for s in table.seats] == [1, 3]
    refused("not_seated", lambda: table.leave(2), table)
    table.join(2, "P2", None, AT)
    table.start(1, True, False, AT)
    refused("leave_in_game", lambda: table.leave(2), table)


def test_start_needs_three_seats_and_a_seated_actor() -> None:
    table = lobby(2)
    err = refused("too_few_players", lambda: table.start(1, True, False, AT), table)
    assert "at least 3" in str(err)
    table.join(3, "P3", None, AT)
    refused("not_seated", lambda: table.start(99, True, False, AT), table)
    events = table.start(1, True, False, AT).events
    assert isinstance(events[0], GameStarted)
    assert table.phase == "pain"
    hands = [e for e in events if isinstance(e, YourHand)]
    assert sorted(h.user_id for h in hands) == ids(3)
    assert all(h.prompt == "pain" and len(h.hand) == 15 and h.legal == h.hand for h in hands)
    refused("game_running", lambda: table.join(9, "P9", None, AT), table)


def said(lines: tuple[Phrase, ...]) -> str:
    """What an ``option`` answer says, in English (the service answers with phrases, worded when shown)."""
    return "\n".join(map(str, lines))


def test_options_are_listed_set_and_used() -> None:
    table = lobby(4)
    lines, change = table.set_option(1, "P1", None, None)
    assert "rounds: 5 rounds" in said(lines) and change.events == []
    lines, change = table.set_option(2, "P2", "dm", None)
    events = change.events
    assert said(lines) == "dm: on" and isinstance(events[0], OptionsChanged) and events[0].board.options == ("dm",)
    table.set_option(2, "P2", "start 3", None)  # the third seat (people count from 1): seat id 2
    table.set_option(2, "P2", "hidden", "on")
    table.set_option(2, "P2", "twopain", "yes")
    table.set_option(2, "P2", "rounds", "players")
    assert table.options.words() == ("dm", "hidden", "twopain", "start 3", "rounds players")
    refused("option_unknown", lambda: table.set_option(1, "P1", "turbo", None), table)
    refused("option_bad_start", lambda: table.set_option(1, "P1", "start", "9"), table)
    refused("option_bad_start", lambda: table.set_option(1, "P1", "start", "0"), table)
    refused("option_bad_flag", lambda: table.set_option(1, "P1", "hidden", "maybe"), table)
    refused("not_seated", lambda: table.set_option(50, "X", "dm", None), table)
    table.start(1, True, False, AT)
    game = table.game
    assert game is not None
    assert game.options.rounds == 4 and game.options.start == 2 and game.options.hidden and game.options.twopain
    assert game.round.leader == 2
    refused("game_running", lambda: table.set_option(1, "P1", "dm", None), table)


def test_start_seat_must_exist_at_start() -> None:
    table = lobby(3)
    table.set_option(1, "P1", "start", "4")
    refused("start_seat_too_high", lambda: table.start(1, True, False, AT), table)


def test_host_option_reserves_options_and_start_to_the_first_joiner() -> None:
    table = lobby(3)
    table.set_option(2, "P2", "host", None)
    err = refused("host_only", lambda: table.set_option(2, "P2", "dm", None), table)
    assert str(err) == "Only the host, P1, may do that."
    refused("host_only", lambda: table.start(3, True, False, AT), table)
    table.set_option(1, "P1", "dm", None)
    table.leave(1)  # the next in join order becomes host
    table.join(1, "P1", None, AT)
    table.set_option(2, "P2", "hidden", None)


def test_drawseat_shuffles_the_seats_reproducibly() -> None:
    orders = set()
    for seed in range(6):
        table = Table(1, 5, seed=seed)
        for uid in ids(5):
            table.join(uid, f"P{uid}", None, AT)
        table.set_option(1, "P1", "drawseat", None)
        table.start(1, True, False, AT)
        orders.add(tuple(s.user_id for s in table.seats))
        assert table.game is not None and table.game.names == tuple(s.name for s in table.seats)
    assert len(orders) > 1


def test_add_bot_levels() -> None:
    table = lobby(1)
    events = table.add_bot(1, "hard", AT).events
    assert isinstance(events[0], Joined) and events[0].ai_level == "hard" and shown(events[0].name) == "AI 1"
    table.add_bot(1, None, AT)
    assert table.seats[2].ai_level == "easy" and shown(table.seats[2].name) == "AI 2"
    refused("ai_level_unknown", lambda: table.add_bot(1, "godlike", AT), table)


def test_moves_turns_and_stale_hands() -> None:
    table = started(3)
    game = table.game
    assert game is not None
    hands = {s: table.hand(s) for s in range(3)}
    old = hands[0].decision
    refused("pain_count", lambda: table.choose_pain(1, [], old, AT), table)
    refused("card_not_in_hand", lambda: table.choose_pain(1, [hands[1].hand[0]], old, AT), table)
    refused("not_a_card", lambda: table.choose_pain(1, ["Q9"], old, AT), table)
    refused("not_trick_phase", lambda: table.play(1, hands[0].hand[0], old, AT), table)
    table.choose_pain(1, [hands[0].hand[0].lower()], old, AT)
    refused("stale_action", lambda: table.choose_pain(1, [hands[0].hand[1]], old, AT), table)
    refused("pain_already_chosen", lambda: table.choose_pain(1, [hands[0].hand[1]], None, AT), table)
    table.choose_pain(2, [hands[1].hand[0]], hands[1].decision, AT)
    events = table.choose_pain(3, [hands[2].hand[0]], None, AT).events
    assert table.phase == "tricks" and game.turn == 0
    leader_hand = next(e for e in events if isinstance(e, YourHand) and e.seat == 0)
    assert leader_hand.prompt == "play" and leader_hand.deadline == AT.now + 90
    err = refused("not_your_turn", lambda: table.play(2, table.hand(1).hand[0], None, AT), table)
    assert str(err) == "It is P1's turn."
    refused("card_is_pain", lambda: table.play(1, hands[0].hand[0], None, AT), table)
    refused("not_seated", lambda: table.play(9, "R1", None, AT), table)
    card = leader_hand.hand[0]
    table.play(1, card, leader_hand.decision, AT)
    # the same click twice: stale (and no longer their turn)
    refused("stale_action", lambda: table.play(1, card, leader_hand.decision, AT), table)
    refused("not_your_turn", lambda: table.play(1, leader_hand.hand[1], None, AT), table)


def test_reset_vote_and_moderator() -> None:
    table = started(3)
    events = table.reset(1, "P1", False, AT).events
    assert isinstance(events[0], VoteStarted) and events[0].voters == (1, 2, 3)
    refused("vote_open", lambda: table.reset(2, "P2", False, AT), table)
    refused("not_a_voter", lambda: table.cast(9, True, AT), table)
    refused("already_voted", lambda: table.cast(1, True, AT), table)
    change = table.cast(2, True, AT)
    events = change.events
    assert isinstance(events[0], VoteEnded) and events[0].passed and isinstance(events[1], TableReset)
    assert table.phase == "lobby" and len(table.seats) == 3 and table.last_record is not None
    assert change.ended is not None and not change.ended.finished
    table.start(1, True, False, AT)
    table.reset(1, "P1", False, AT)
    events = table.cast(2, False, AT).events + table.cast(3, False, AT).events
    assert isinstance(events[0], VoteEnded) and not events[0].passed and table.phase == "pain"
    refused("no_vote", lambda: table.cast(3, True, AT), table)
    events = table.reset(50, "Mod", True, AT).events
    assert isinstance(events[0], TableReset) and table.phase == "lobby"


def test_remove_hands_a_seat_to_the_ai_and_join_n_reclaims_it() -> None:
    table = started(4)
    events = table.remove(1, "P1", "p4", AT).events
    assert isinstance(events[0], VoteStarted) and events[0].voters == (1, 2, 3)
    events = table.cast(2, True, AT).events
    assert isinstance(events[1], SeatTakenOver) and events[1].seat == 3
    assert table.seats[3].user_id is None and table.seats[3].ai_level == "easy"
    # still rated: the removed player counts as last (README, "Ratings")
    assert table.seats[3].removed_id == 4 and table.rated_now
    assert any(job.seat == 3 for job in table.ai_jobs("easy"))
    refused("no_such_player", lambda: table.remove(1, "P1", "Nobody", AT), table)
    refused("remove_ai", lambda: table.remove(1, "P1", "P4", AT), table)
    refused("seat_not_ai", lambda: table.join(9, "New", 0, AT), table)
    refused("no_such_seat", lambda: table.join(9, "New", 7, AT), table)
    refused("already_seated", lambda: table.join(1, "P1", 3, AT), table)
    events = table.join(9, "New", 3, AT).events
    assert isinstance(events[0], VoteStarted) and events[0].kind == "reclaim"
    assert events[0].seat == 3 and events[0].newcomer  # P4's seat, asked for by someone new
    table.cast(1, True, AT)
    events = table.cast(2, True, AT).events
    assert isinstance(events[1], SeatReclaimed) and table.seats[3].user_id == 9 and table.seats[3].name == "New"
    assert events[1].newcomer
    assert not table.rated_now  # the seat changed hands
    assert isinstance(events[2], YourHand) and events[2].user_id == 9


def test_peek_only_for_spectators_and_only_when_allowed() -> None:
    table = started(3)
    refused("peek_not_allowed", lambda: table.peek(50, "P2"), table)
    table.allow_peek(2, True)
    granted = table.peek(50, "P2")
    assert granted.user_id == 50 and granted.hand == tuple(table.game.hand(1))  # type: ignore[union-attr]
    refused("peek_seated", lambda: table.peek(1, "P2"), table)
    table.allow_peek(2, False)
    refused("peek_not_allowed", lambda: table.peek(50, "P2"), table)


def test_state_survives_json_round_trip_mid_game() -> None:
    table = started(3, twopain="on", hidden="on")
    table.choose_pain(1, list(table.hand(0).hand[:2]), None, AT)
    table.reset(2, "P2", False, AT)
    copy = Table.from_json(json.loads(json.dumps(table.to_json())))
    assert copy.to_json() == table.to_json()
    assert copy.board() == table.board()
    assert copy.hand(0) == table.hand(0)


def test_a_vote_with_nobody_to_ask_passes_at_once() -> None:
    table = lobby(1)
    table.add_bot(1, "easy", AT)
    table.add_bot(1, "easy", AT)
    table.start(1, True, False, AT)
    events = table.remove(1, "P1", "P1", AT).events  # the only human hands their own seat to the AI
    assert [type(e).__name__ for e in events] == ["VoteStarted", "VoteEnded", "SeatTakenOver"]
    assert table.seats[0].user_id is None and table.vote is None
    events = table.join(1, "P1", 0, AT).events  # and takes it back: no human is left to ask
    assert [type(e).__name__ for e in events][:3] == ["VoteStarted", "VoteEnded", "SeatReclaimed"]
    assert table.seats[0].user_id == 1
    assert not events[0].newcomer and not events[2].newcomer  # their own seat, back (not a computer's taken over)


def test_an_unanswered_vote_lapses_and_no_longer_blocks_a_new_one() -> None:
    table = started(3)
    table.reset(1, "P1", False, AT)
    soon = Moment(now=AT.now + VOTE_SECONDS - 1, pain_seconds=120, card_seconds=90, ai_level="easy")
    err = refused("vote_open", lambda: table.reset(2, "P2", False, soon), table)
    assert "lapses in 1 s" in str(err)
    later = Moment(now=AT.now + VOTE_SECONDS, pain_seconds=120, card_seconds=90, ai_level="easy")
    events = table.reset(2, "P2", False, later).events
    lapsed, opened = events[0], events[1]
    assert isinstance(lapsed, VoteEnded) and not lapsed.passed and lapsed.kind == "reset"
    assert isinstance(opened, VoteStarted) and opened.by == "P2"
    refused("already_voted", lambda: table.cast(2, True, later), table)  # the new vote counts P2's yes
    events = table.cast(3, True, later).events
    assert isinstance(events[0], VoteEnded) and events[0].passed and table.phase == "lobby"
