"""A player on a phone sees the whole table in their DMs (issue 41): a whole 4-player game read DM by DM.

Four players, each in their own language, play a two-round game by DM clicks.
Every version of every DM (the posts, the answers to clicks, the edits) is read
as its player reads it and checked against the game itself (the service's
record, the rule book's trick winner): the finished trick in the next hand
with its taker and worth, every seat's round score in every round-end DM, the
pain card set aside in the running score, the line saying whom the table waits
for, the game-over DM with its buttons, the rematch call, and the phone width.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from bot.discord.table.rematch import REMATCH_SECONDS
from bot.discord.table.round_board import PHONE_WIDTH, short_card, width
from bot.i18n import signed, speaking, t
from bot.model.tally import worth
from sticheln.cards import parse_card
from sticheln.fast import trick_winner
from tests.discord.discord_helpers import make_table, play_out, reply_text
from tests.discord.test_discord_languages import TOKENS, speaking_users  # noqa: F401  (a fixture)

LANGUAGES = ("en", "de", "fr", "pt-BR")
TIME = re.compile(r"<t:\d+:R>")
SHOWN_TIME = "dans 10 minutes"  # the longest way a reader's Discord shows a time <t:…:R> (French)


@dataclass(frozen=True)
class Version:
    """One version of a DM the player saw: a new message (it notifies) or an edit (silent)."""

    new: bool
    text: str
    buttons: tuple[str, ...]

    @property
    def lines(self) -> list[str]:
        return TIME.sub(SHOWN_TIME, self.text).splitlines()


@dataclass(frozen=True)
class Trick:
    round: int
    index: int
    leader: int
    cards: tuple[str, ...]
    winner: int
    points: int


def versions(env: Any, player: Any, start: int) -> list[Version]:
    """Every DM version the player got since request ``start``, in order."""
    channel = player.user.dm_channel
    out = []
    for e in env.http_requests[start:]:
        if e.method not in ("POST", "PATCH") or not isinstance(e.json, dict):
            continue
        in_dm = e.path.startswith(f"/channels/{channel.id}/messages")
        parts = e.path.split("/")
        token = parts[3] if e.path.startswith(("/interactions/", "/webhooks/")) and len(parts) > 3 else ""
        if not in_dm and TOKENS.get(token) != player.id:
            continue
        body = e.json.get("data") if e.path.startswith("/interactions/") else e.json
        if not isinstance(body, dict) or not body.get("content") or body.get("flags", 0) & 64:
            continue  # an ephemeral reply to a click is no DM
        buttons = tuple(c.get("label") or "" for row in body.get("components") or () for c in row["components"])
        out.append(Version(in_dm and e.method == "POST", body["content"], buttons))
    return out


def tricks_of(state: dict[str, Any]) -> list[Trick]:
    """Every trick of the game from its record, each taker by the rule book's trick winner (sticheln)."""
    players, out = len(state["players"]), []
    for r, rnd in enumerate(state["rounds"]):
        leader, plays = r % players, rnd["plays"]
        for index in range(len(plays) // players):
            cards = tuple(plays[index * players : (index + 1) * players])
            winner = (leader + trick_winner([parse_card(c, players) for c in cards])) % players
            pain = {c[0] for c in rnd["pain"][winner]}
            out.append(Trick(r, index, leader, cards, winner, worth(cards, pain).points))
            leader = winner
    return out


def who(seat: int, you: int, names: list[str]) -> str:
    return t("dc_you") if seat == you else names[seat]


def trick_lines(trick: Trick, you: int, names: list[str]) -> list[str]:
    """What the finished trick must say: who led, each card, who took it for how much."""
    key = "dh_trick_done_you" if trick.leader == you else "dh_trick_done"
    head = t(key, trick=trick.index + 1, name=names[trick.leader])
    plays = [f"{who((trick.leader + i) % len(names), you, names)} {short_card(c)}" for i, c in enumerate(trick.cards)]
    if trick.winner == you and trick.index == 13:  # the round's last: told with its scores
        taker = t("dh_took_last_you", points=signed(trick.points, 0))
    elif trick.winner == you:
        taker = t("tf_you_took", trick=trick.index + 1, points=signed(trick.points, 0))
    else:
        taker = t("dh_took", name=names[trick.winner], points=signed(trick.points, 0))
    return [head, *plays, taker]


def in_order(text: str, parts: list[str]) -> bool:
    at = 0
    for part in parts:
        at = text.find(part, at)
        if at < 0:
            return False
        at += len(part)
    return True


async def test_a_whole_game_in_four_languages_shows_each_player_the_whole_table(
    simcord_env,
    speaking_users,  # noqa: F811
) -> None:
    env = simcord_env
    table = make_table(env, ["ann", "bo", "cy", "di"])
    speaking_users.update({p.id: lang for p, lang in zip(table.players, LANGUAGES, strict=True)})
    for p in table.players:
        assert (await p.slash(table.channel, "join")).acknowledged
    await table.players[0].slash(table.channel, "option", name="rounds", value="2")
    start = len(env.http_requests)
    await table.players[0].slash(table.channel, "start")
    await play_out(table)
    board = await table.board()
    assert board.phase == "over"
    state = await table.bot.service.read(table.channel.id, lambda tb: tb.game.to_json())
    tricks, names = tricks_of(state), [s.name for s in board.seats]
    assert len(tricks) == 28
    seat_of = {s.user_id: s.seat for s in board.seats}

    for p, language in zip(table.players, LANGUAGES, strict=True):
        you, seen = seat_of[p.id], versions(env, p, start)
        with speaking(language):
            _finished_tricks_in_the_next_hand(seen, tricks, you, names)
            _every_round_for_everyone(seen, board, state, you, names)
            _waiting_after_each_move(seen)
            _game_over_pings(seen, board, you, names)
            _rules_once(seen)
        too_wide = {line for v in seen for line in v.lines if width(line) > PHONE_WIDTH}
        assert not too_wide, (language, sorted(too_wide))

    await _rematch_gathers_the_table(env, table)


def _finished_tricks_in_the_next_hand(seen: list[Version], tricks: list[Trick], you: int, names: list[str]) -> None:
    """Each hand of trick k shows trick k-1 complete; the round's last trick, the next round's first DM."""
    texts = [v.text for v in seen]
    for trick in tricks:
        expected = trick_lines(trick, you, names)
        assert any(in_order(text, expected) for text in texts), expected
        later = t("dh_round", round=trick.round + 1, rounds=2, trick=trick.index + 2, tricks=14)
        for text in texts:
            if later in text:  # a hand of the next trick: it starts with this one, complete, after the headline
                assert in_order(text, expected), (later, expected, text)
                assert text.index(expected[0]) < text.index(later)


def _every_round_for_everyone(
    seen: list[Version], board: Any, state: dict[str, Any], you: int, names: list[str]
) -> None:
    """Each round's end: every seat's round score and total in place order; the reader's set-aside card; the
    running score of the next hands counting that card from the start."""
    totals = [0] * len(names)
    for r, scores in enumerate(board.round_scores):
        totals = [a + b for a, b in zip(totals, scores, strict=True)]
        places = [1 + sum(o > m for o in totals) for m in totals]
        order = sorted(range(len(names)), key=lambda s: (places[s], s))
        expected = [t("tf_round_yours", round=r + 1)] + [
            t("dh_round_seat", place=places[s], name=who(s, you, names), score=signed(scores[s], 0), total=totals[s])
            for s in order
        ]
        pain = state["rounds"][r]["pain"][you]
        cost = -sum(int(c[1:]) for c in pain)
        expected.append(t("dh_you_set_aside", cards=" ".join(short_card(c) for c in pain), points=signed(cost, 0)))
        assert any(in_order(v.text, expected) for v in seen), expected
        # the round's first trick, before anything is taken: one's own round score is the set-aside card alone
        before = totals[you] - scores[you]
        first = t("dh_round", round=r + 1, rounds=2, trick=1, tricks=14)
        own = t("dh_score_entry", name=t("dc_you"), round=signed(cost, 0), total=before + cost)
        hands = [v.text for v in seen if first in v.text]
        assert hands and all(own in text for text in hands), (own, hands)


def _waiting_after_each_move(seen: list[Version]) -> None:
    """After each card, the clicked hand (an edit: no notification) says whom the table waits for, until when."""
    played = re.escape(t("dc_head_played", card="XX")).replace("XX", ".+")
    after = [v for v in seen if re.match(r"\*\*" + played + r"\*\*", v.text)]
    assert len(after) > 10
    waiting = re.escape(t("dh_waiting_when", names="XX", when="YY")).replace("XX", ".+").replace("YY", r"<t:\d+:R>")
    for v in after:
        assert not v.new and re.search(waiting, v.text), v.text


def _game_over_pings(seen: list[Version], board: Any, you: int, names: list[str]) -> None:
    """The result is a new DM: places in order, the rating explained, Rematch and Review."""
    last = seen[-1]
    assert last.new and t("tf_rematch") in last.buttons and t("dc_review_button") in last.buttons
    places = [1 + sum(o > m for o in board.totals) for m in board.totals]
    order = sorted(range(len(names)), key=lambda s: (places[s], s))
    lines = [t("dh_place_line", place=places[s], name=who(s, you, names), total=board.totals[s]) for s in order]
    assert in_order(last.text, lines), (lines, last.text)
    assert t("dh_rating_explain") in last.text


def _rules_once(seen: list[Version]) -> None:
    """The rules line (each pain-colour card costs its own value) comes once: the first pain choice."""
    with_rules = [v for v in seen if v.new and t("dh_rules") in v.text]
    assert len(with_rules) == 1 and t("dh_head_pain", count=1, round=1, rounds=2) in with_rules[0].text


async def _rematch_gathers_the_table(env: Any, table: Any) -> None:
    """Rematch from the result's DM: one post that mentions the other three, I'm in / I'm out and no Join; the
    game starts with the ones in once the call's time is up."""
    ann, bo, cy, di = table.players
    result = ann.user.dm_channel.last_message
    start = len(env.http_requests)
    opened = await ann.user.click(result, label=t("tf_rematch"))
    assert opened.acknowledged, reply_text(opened)
    posts = [
        e
        for e in env.http_requests[start:]
        if e.method == "POST" and e.path == f"/channels/{table.channel.id}/messages"
    ]
    assert len(posts) == 1
    call = table.channel.last_message
    assert all(f"<@{p.id}>" in call.content for p in (bo, cy, di)) and f"<@{ann.id}>" not in call.content
    labels = [b.label for row in call.components for b in row.children]
    assert labels == ["I'm in", "I'm out"] and "Join" not in labels
    assert (await bo.click(call, label="I'm in")).acknowledged
    assert (await cy.click(table.channel.last_message, label="I'm in")).acknowledged
    assert (await table.board()).phase in ("lobby", "over")  # di has not answered
    await env.advance_time(REMATCH_SECONDS + 1)
    started = await table.board()
    assert started.phase == "pain" and sorted(s.name for s in started.seats) == ["ann", "bo", "cy"]
