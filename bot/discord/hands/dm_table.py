"""What a player's DM says about the table around their hand, in lines that fit a phone.

The finished trick (who led, each card, who took it, why, and what it was worth
to the taker), the round's scores for every seat in place order with the
reader's own breakdown, the running score (round and game, the reader's own
pain card counted from the start), the pain colours named in words as well as
emoji (🟥 and 🟧 look alike to many colour-blind players), and whom the table
waits for. Pure functions over the public :class:`~bot.model.events.Board`
and what the adapter recorded of the round's tricks; the reader's own pain
card comes from their hand. Every line here is at most
:data:`~bot.discord.table.round_board.PHONE_WIDTH` columns at a table of four with
short names (the whole-game test reads them in every language).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.discord.escape import name
from bot.discord.memory import TrickPoints
from bot.discord.table import round_board
from bot.discord.table.round_board import SeatScore, short_card, wrap
from bot.i18n import number, signed, t
from bot.model.events import Board, RatingChange
from bot.model.tally import colour, value


def who(board: Board, seat: int, you: int | None) -> str:
    if seat == you:
        return t("dc_you")
    return name(board.seats[seat].name) if 0 <= seat < len(board.seats) else "?"


def colour_word(code: str) -> str:
    """``🟥 red``: the emoji and the colour's name in the reader's language."""
    return f"{round_board.COLOUR_EMOJI.get(code, '')} {t('colour', code=code)}".strip()


# -- the finished trick -------------------------------------------------------------


def finished_trick(board: Board, index: int, taken: TrickPoints, you: int | None) -> list[str]:
    """Trick ``index`` complete: who led, each card in play order, who took it and why, its worth to the taker."""
    players = len(board.seats)
    if not taken.cards or not 0 <= taken.leader < players:
        return []
    leader = who(board, taken.leader, you)
    head = t("dh_trick_done_you" if taken.leader == you else "dh_trick_done", trick=index + 1, name=leader)
    plays = [
        t("dc_trick_entry", name=who(board, (taken.leader + i) % players, you), card=short_card(code))
        for i, code in enumerate(taken.cards)
    ]
    lines = [head, *wrap(plays)]
    taker = who(board, taken.winner, you)
    last = index + 1 == (13 if "twopain" in board.options else 14)
    if taken.winner == you:
        if taken.points is None:
            lines.append(t("tf_you_took_hidden", trick=index + 1))
        elif last:  # told with the round's scores: the round's last trick leads to no hand of its own
            lines.append(t("dh_took_last_you", points=signed(taken.points, 0)))
        else:
            lines.append(t("tf_you_took", trick=index + 1, points=signed(taken.points, 0)))
    elif taken.points is None:
        lines.append(t("dh_took_hidden", name=taker, count=len(taken.cards)))
    else:
        lines.append(t("dh_took", name=taker, points=signed(taken.points, 0)))
    lines.append(why(taken.cards, taken.leader, taken.winner, players))
    return lines


def why(cards: Sequence[str], leader: int, winner: int, players: int) -> str:
    """Why the taker took it (RULES.md): a trump (a non-zero card off the led colour), the led colour's highest,
    or only zeros (the leader)."""
    if all(value(c) == 0 for c in cards):
        return t("dh_why_zeros")
    card = cards[(winner - leader) % players]
    if colour(card) != colour(cards[0]):
        return t("dh_why_trump", card=short_card(card))
    return t("dh_why_led", card=short_card(card), colour=t("colour", code=colour(card)))


# -- the round's scores -----------------------------------------------------------


def running_score(
    board: Board, round_points: Sequence[int | None] | None, *, you: int | None, own_pain: Sequence[str] = ()
) -> list[str]:
    """``Round (game):`` then two seats a line, ``you -15 (-37) · bo +4 (12)``; the reader's own round score
    counts their pain card set aside from the start. Between rounds, the game's totals alone."""
    if board.phase not in ("pain", "tricks") or len(board.totals) != len(board.seats):
        return []
    running = board.phase == "tricks" and round_points is not None and len(round_points) == len(board.seats)
    if not running and not any(board.totals):
        return []
    entries = []
    for info in board.seats:
        total = board.totals[info.seat]
        label = who(board, info.seat, you)
        points = round_points[info.seat] if running and round_points is not None else None
        if points is None:
            entries.append(t("tf_total_entry", name=label, total=total))
            continue
        if info.seat == you:
            points -= sum(value(c) for c in own_pain)
        entries.append(t("dh_score_entry", name=label, round=signed(points, 0), total=total + points))
    rows = [" · ".join(entries[i : i + 2]) for i in range(0, len(entries), 2)]  # a fixed two a line
    return [t("dh_score_legend" if running else "tf_totals_legend"), *rows]


def round_end(last_board: Board, scores: Sequence[SeatScore], round_index: int, you: int) -> list[str]:
    """The round scored: every seat's round score and total in place order, then the reader's own breakdown."""
    order = sorted(range(len(scores)), key=lambda s: (round_board.place_of(scores, s), s))
    lines = [t("tf_round_yours", round=round_index + 1), t("dh_round_legend")]
    for seat in order:
        lines.append(
            t(
                "dh_round_seat",
                place=round_board.place_of(scores, seat),
                name=who(last_board, seat, you),
                score=signed(scores[seat].score, 0),
                total=scores[seat].total,
            )
        )
    if 0 <= you < len(scores):
        lines += own_breakdown(scores[you])
    return lines


def own_breakdown(score: SeatScore) -> list[str]:
    """``You: 9 cards +9``, the pain-colour cards taken with what they cost, the pain card set aside."""
    lines = [t("dh_you_cards", count=score.cards, points=signed(score.cards, 0))]
    taken = score.pain_taken_cards
    if taken:
        lines.append(t("dh_you_pain_taken", count=len(taken), points=signed(score.pain_taken, 0)))
        lines += wrap([short_card(c) for c in taken], " ")
    else:
        lines.append(t("dh_you_pain_none"))
    cards = " ".join(short_card(c) for c in score.pain_cards)
    lines.append(t("dh_you_set_aside", cards=cards, points=signed(score.pain_card, 0)))
    return lines


# -- colours, waiting, the end -----------------------------------------------------


def pain_lines(board: Board, *, you: int | None) -> list[str]:
    """Every pain colour revealed, each colour named in words where it first appears."""
    if board.phase != "tricks":
        return []
    named: set[str] = set()
    entries = []
    for info in board.seats:
        if not info.pain_colours:
            continue
        shown = []
        for code in info.pain_colours:
            shown.append(round_board.COLOUR_EMOJI.get(code, code) if code in named else colour_word(code))
            named.add(code)
        entries.append(t("dc_pain_entry", name=who(board, info.seat, you), colours=" ".join(shown)))
    if not entries:
        return [t("dc_pain_hidden")] if any(s.pain_chosen for s in board.seats) else []
    return [t("dh_pain_legend"), *wrap(entries)]


def own_pain_line(cards: Sequence[str]) -> str:
    """``Your pain card: 🟥R2 (red) -2``."""
    colours = ", ".join(t("colour", code=c) for c in dict.fromkeys(colour(card) for card in cards))
    shown = " ".join(short_card(c) for c in cards)
    points = signed(-sum(value(c) for c in cards), 0)
    return t("dh_own_pain", count=len(cards), cards=shown, colours=colours, points=points)


def waiting_line(board: Board | None, *, you: int) -> str | None:
    """Whom the table waits for now, and until when (the turn clock, as Discord shows a time in each reader's
    own words)."""
    if board is None:
        return None
    when = f"<t:{int(board.deadline)}:R>" if board.deadline else None
    if board.phase == "tricks" and board.turn is not None and board.turn != you:
        names = who(board, board.turn, you)
    elif board.phase == "pain":
        waiting = [who(board, s.seat, you) for s in board.seats if not s.pain_chosen and s.seat != you]
        if not waiting or not board.seats[you].pain_chosen:
            return None
        names = ", ".join(waiting)
    else:
        return None
    return t("dh_waiting_when", names=names, when=when) if when else t("dh_waiting", names=names)


def places(board: Board, totals: Sequence[int], you: int) -> list[str]:
    """The game's end: every seat in place order with its total."""
    ranks = round_board.places(totals)
    order = sorted(range(len(totals)), key=lambda s: (ranks[s], s))
    return [t("dh_place_line", place=ranks[s], name=who(board, s, you), total=totals[s]) for s in order]


def rating_lines(change: RatingChange) -> list[str]:
    """The rating change, and what it is for a player who knows BSW's rating (places, not points)."""
    return [
        t(
            "dh_rating",
            before=number(change.before, 1),
            after=number(change.after, 1),
            delta=signed(change.after - change.before),
        ),
        t("dh_rating_explain"),
    ]
