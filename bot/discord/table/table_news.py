"""What the table's channel is told when its seats change hands or a vote opens and ends, as sentences.

Pure: each function words one event in the language being spoken (the board
speaks the table's). Seats are named by their number from 1, as people count
(:mod:`bot.model.seat_numbers`).
"""

from __future__ import annotations

from bot.discord.escape import name
from bot.discord.table import render
from bot.i18n import Phrase, t
from bot.model import events as ev
from bot.model.seat_numbers import seat_number

SeatNews = ev.SeatAway | ev.SeatBack | ev.SeatTakenOver | ev.SeatReclaimed
VOTE_KEYS = {"reset": "dc_vote_reset", "remove": "dc_vote_remove", "reclaim": "dc_vote_reclaim"}


def joined(event: ev.Joined) -> str:
    if event.ai_level:
        level = Phrase("ai_level", level=event.ai_level)
        return t("dc_joined_ai", name=name(event.name), seat=seat_number(event.seat), level=level)
    return t("dc_joined", name=name(event.name), seat=seat_number(event.seat))


def seat_news(event: SeatNews) -> str:
    """Away, back, handed to the computer, or taken (back) from it."""
    if isinstance(event, ev.SeatReclaimed):
        if event.newcomer:  # a computer's seat someone new takes over: not "has their seat back"
            return t("tf_seat_taken", name=name(event.name), seat=seat_number(event.seat))
        return t("dc_seat_reclaimed", name=name(event.name))
    who = render.seat_name(event.board, event.seat)
    if isinstance(event, ev.SeatTakenOver):
        return t("dc_seat_taken_over", name=who, level=Phrase("ai_level", level=event.level))
    return t("dc_seat_away" if isinstance(event, ev.SeatAway) else "dc_seat_back", name=who)


def vote_started(event: ev.VoteStarted) -> str:
    """What the vote is about, how to vote, and a mention of each voter."""
    if event.kind == "reclaim" and event.newcomer and event.seat is not None:
        text = t("tf_vote_take_seat", subject=name(event.subject), seat=seat_number(event.seat))
    else:
        text = t(VOTE_KEYS.get(event.kind, "dc_vote_reset"), by=name(event.by), subject=name(event.subject))
    mentions = " ".join(f"<@{uid}>" for uid in event.voters)
    return text + "\n" + t("dc_vote_how") + (f"\n{mentions}" if mentions else "")


def vote_ended(event: ev.VoteEnded) -> str:
    key = "dc_vote_passed" if event.passed else "dc_vote_failed"
    return t(key, kind=event.kind, subject=name(event.subject))
