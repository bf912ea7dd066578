"""The table view: what the terminal shows after each public event, and when the player asks.

:class:`TableView` is pure: it turns events into renderables and keeps only what
public events (and the player's own pain card) have told it. With the ``hidden``
option the events carry no pain colours before scoring, so nor does the view.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from bot.i18n import shown, signed, t
from bot.model.events import (
    Board,
    CardPlayed,
    Event,
    GameOver,
    GameStarted,
    Hints,
    PainConfirmed,
    PainRevealed,
    RoundScored,
    RoundStarted,
    SeatAway,
    SeatBack,
    TrickTaken,
    TurnWarning,
    YourHand,
)
from bot.model.seat_numbers import seat_number
from bot.model.tally import RoundTally, colour, value, worth
from bot.terminal import style
from bot.terminal.style import sentence
from sticheln.options import Options


class TableView:
    """Renders one game for the human with ``user_id``; ``plain``: tables in plain characters."""

    def __init__(self, user_id: int, *, plain: bool) -> None:
        self.user_id = user_id
        self.box = box.ASCII if plain else box.ROUNDED
        self.me: int | None = None
        self.seats: tuple[str, ...] = ()
        self.two_pain = False
        self.tricks = Options().tricks_per_round
        self.round = 0
        self.round_count = 0
        self.tally = RoundTally(0)
        self.own_pain: tuple[str, ...] = ()
        self.pain_colours: list[tuple[str, ...] | None] = []  # per seat, once revealed this round
        self.totals_before: tuple[int, ...] = ()
        self.rounds_scored = 0

    # -- events ----------------------------------------------------------------------

    def render(self, event: Event) -> list[RenderableType]:
        """What to print for ``event`` (nothing for events the terminal does not show)."""
        if isinstance(event, GameStarted):
            return self._game_started(event.board)
        if isinstance(event, RoundStarted):
            return self._round_started(event.board)
        if isinstance(event, PainConfirmed) and event.user_id == self.user_id:
            return [self._set_aside(event.cards)]
        if isinstance(event, PainRevealed):
            return [self._revealed(event)]
        if isinstance(event, CardPlayed):
            return [self.trick_line(event.board)]
        if isinstance(event, TrickTaken):
            self.tally.take(event.winner, event.cards)
            return [self._taken(event), self._running(), Text()]
        if isinstance(event, RoundScored):
            self.rounds_scored += 1
            return [self._scored(event)]
        if isinstance(event, GameOver):
            return self._game_over(event)
        return self._seat_news(event)

    def _game_started(self, board: Board) -> list[RenderableType]:
        self.seats = tuple(s.name for s in board.seats)
        self.me = next((s.seat for s in board.seats if s.user_id == self.user_id), None)
        self.two_pain = "twopain" in board.options
        self.tricks = Options(twopain=self.two_pain).tricks_per_round
        seats = style.listing(
            sentence("term_seat", seat=seat_number(i), name=self.name(i)) for i in range(len(self.seats))
        )
        lines: list[RenderableType] = [sentence("term_seating", seats=seats)]
        if board.options:
            lines.append(sentence("term_options", options=", ".join(board.options)))
        return lines

    def _round_started(self, board: Board) -> list[RenderableType]:
        players = len(board.seats)
        self.round = (board.round_index or 0) + 1
        self.round_count = board.round_count or 0
        self.tally = RoundTally(players)
        self.own_pain = ()
        self.pain_colours = [None] * players
        self.totals_before = board.totals or (0,) * players
        header = sentence("term_round", round=self.round, of=self.round_count)
        header.stylize(style.HEADLINE)
        leader = board.leader if board.leader is not None else 0
        lead = (
            sentence("term_round_leader_you")
            if leader == self.me
            else sentence("term_round_leader", name=self.name(leader))
        )
        return [Text(), header, lead]

    def _set_aside(self, cards: Sequence[str]) -> Text:
        self.own_pain = tuple(cards)
        letters = tuple(dict.fromkeys(colour(c) for c in cards))
        points = -sum(value(c) for c in cards)
        named = style.listing((style.colour_name(c) for c in letters), conjunction=True)  # "red", "rot", "rouge"
        if len(cards) == 1:
            return sentence("term_pain_set_aside", card=style.card(cards[0]), colour=named, value=points)
        key = "term_pain_set_aside2" if len(letters) == 2 else "term_pain_set_aside2_one"
        return sentence(key, cards=style.cards(cards), colours=named, colour=named, value=points)

    def _revealed(self, event: PainRevealed) -> Text:
        if event.hidden:
            return sentence("term_revealed_hidden")
        self.pain_colours = [s.pain_colours for s in event.board.seats]
        pairs = (
            sentence("term_seat_colours", name=self.name(s.seat), colours=style.colours(s.pain_colours or ()))
            for s in event.board.seats
        )
        return sentence("term_revealed", colours=style.listing(pairs))

    def trick_line(self, board: Board) -> Text:
        """The trick so far with who played what, who holds it with which card, and whose turn it is."""
        players = len(board.seats)
        leader = board.leader or 0
        trick = (board.trick_index or 0) + 1
        if not board.trick:
            if board.turn == self.me:
                return sentence("term_you_lead", round=self.round, trick=trick, tricks=self.tricks)
            return sentence("term_to_play", name=self.name(board.turn or 0))
        holder = board.trick_holder
        pairs = []
        for i, code in enumerate(board.trick):
            pair = sentence("term_play_pair", name=self.name((leader + i) % players), card=style.card(code))
            if holder is not None and (leader + i) % players == holder:
                pair.stylize(style.HOLDER)
            pairs.append(pair)
        parts = [
            sentence("term_trick_so_far", round=self.round, trick=trick, tricks=self.tricks, plays=style.listing(pairs))
        ]
        if holder is not None:
            card = style.card(board.trick[(holder - leader) % players])
            parts.append(
                sentence("term_holds_you", card=card)
                if holder == self.me
                else sentence("term_holds", name=self.name(holder), card=card)
            )
        if board.turn is not None and len(board.trick) < players:  # a complete trick: its taker is said next
            parts.append(
                sentence("term_your_turn")
                if board.turn == self.me
                else sentence("term_to_play", name=self.name(board.turn))
            )
        return Text(" ").join(parts)

    def _known_pain(self, seat: int) -> tuple[str, ...] | None:
        if seat == self.me and self.own_pain:
            return tuple(dict.fromkeys(colour(c) for c in self.own_pain))
        return self.pain_colours[seat] if seat < len(self.pain_colours) else None

    def _taken(self, event: TrickTaken) -> Text:
        seat, count = event.winner, len(event.cards)
        pain = self._known_pain(seat)
        if pain is None:
            key = "term_taken_hidden_you" if seat == self.me else "term_taken_hidden"  # "You take", not "You takes"
            line = sentence(key, name=self.name(seat), count=count)
        else:
            part = worth(event.cards, pain)
            kind = "pain" if part.pain_cards else "clean"
            key = (
                f"term_taken_{kind}" + ("_two" if len(pain) == 2 else "") + ("_you" if seat == self.me else "")
            )  # "1 point", "-1 point", "2 points": the plural is the translation file's
            line = sentence(
                key,
                name=self.name(seat),
                points=part.points,
                count=count,
                others=part.others,
                penalty=part.penalty,
                cards=style.cards(part.pain_cards),
            )
        line.stylize(style.TAKEN)
        return line

    def _running(self) -> Text:
        """Running totals: the round's points from tricks (cards taken, while pain colours are hidden)."""
        seats = range(len(self.seats))
        known = [self._known_pain(s) for s in seats]
        if all(p is not None for p in known):
            points = [f"{self.tally.points(s, known[s] or ()):+d}" for s in seats]
            parts = [sentence("term_running", points=self._per_seat(points))]
        else:
            counts = [str(len(self.tally.taken[s])) for s in seats]
            parts = [sentence("term_running_hidden", counts=self._per_seat(counts))]
            if self.me is not None and known[self.me] is not None:
                parts.append(sentence("term_running_yours", points=self.tally.points(self.me, known[self.me] or ())))
        if self.round > 1:
            parts.append(sentence("term_running_totals", totals=self._per_seat([str(v) for v in self.totals_before])))
        return Text(" ").join(parts)

    def _scored(self, event: RoundScored) -> Table:
        """Each player's round score broken down: cards taken, pain cards taken, the pain card set aside."""
        table = self._table(sentence("term_scored", round=self.round, of=self.round_count))
        for key in ("term_col_player", "term_col_pain"):
            table.add_column(sentence(key))
        for key in ("term_col_others", "term_col_pain_taken", "term_col_set_aside", "term_col_round", "term_col_total"):
            table.add_column(sentence(key), justify="right")
        totals = event.board.totals or tuple(b + s for b, s in zip(self.totals_before, event.scores, strict=True))
        for seat, pain_cards in enumerate(event.pain_cards):
            parts = self.tally.breakdown(seat, pain_cards)
            taken = (
                sentence(
                    "term_cell_cards_points", cards=style.cards(parts.taken.pain_cards), points=parts.taken.penalty
                )
                if parts.taken.pain_cards
                else sentence("term_cell_none")
            )
            table.add_row(
                self.name(seat),
                style.colours(parts.pain_colours),
                sentence("term_cell_count_points", count=parts.taken.others, points=parts.taken.others),
                taken,
                sentence("term_cell_cards_points", cards=style.cards(pain_cards), points=parts.set_aside_points),
                f"{event.scores[seat]:+d}",
                str(totals[seat]),
            )
        return table

    def _game_over(self, event: GameOver) -> list[RenderableType]:
        totals = self._per_seat([str(v) for v in event.totals])
        winners = style.listing((self.name(s) for s in event.winners), conjunction=True)
        result = sentence("term_winner" if len(event.winners) == 1 else "term_winners", names=winners)
        result.stylize(style.HEADLINE)
        return [Text(), sentence("term_game_over", rounds=self.rounds_scored, totals=totals), result]

    def _seat_news(self, event: Event) -> list[RenderableType]:
        if isinstance(event, SeatAway):
            you = event.seat == self.me
            return [sentence("term_away_you") if you else sentence("term_away", name=self.name(event.seat))]
        if isinstance(event, SeatBack) and event.seat == self.me:
            return [sentence("term_back_you")]
        if isinstance(event, TurnWarning) and event.user_id == self.user_id:
            return [sentence("term_turn_warning", seconds=event.seconds_left)]
        return []

    # -- asked for ---------------------------------------------------------------------

    def hand_line(self, hand: YourHand) -> Text:
        if hand.own_pain:
            pain = style.cards(hand.own_pain)
            return sentence("term_hand_with_pain", count=len(hand.own_pain), cards=style.cards(hand.hand), pain=pain)
        return sentence("term_hand", cards=style.cards(hand.hand))

    def hint_lines(self, found: Hints) -> list[RenderableType]:
        """The hard AI's picks for the player's move (``hint``), best first, with the points each expects."""
        lines: list[RenderableType] = [sentence("term_hint_title")]
        for h in found.hints:  # in the order of their points, ties ranked alike (sticheln.ai.hint.ranks)
            lines.append(sentence("hint_line", rank=h.rank, cards=style.cards(h.cards), points=signed(h.points)))
        return lines

    def info(self, board: Board) -> list[RenderableType]:
        """The table now (``info``): round and trick, options, each seat's pain colour, points and total."""
        if board.phase == "tricks":
            head = sentence(
                "term_info_tricks",
                round=self.round,
                of=self.round_count,
                trick=(board.trick_index or 0) + 1,
                tricks=self.tricks,
            )
        elif board.phase == "pain":
            head = sentence("term_info_pain", round=self.round, of=self.round_count)
        else:
            head = sentence("term_info_over")
        lines: list[RenderableType] = [head]
        if board.options:
            lines.append(sentence("term_options", options=", ".join(board.options)))
        table = self._table(None)
        for key in ("term_col_seat", "term_col_player", "term_col_pain"):
            table.add_column(sentence(key))
        for key in ("term_col_taken", "term_col_trick_points", "term_col_total"):
            table.add_column(sentence(key), justify="right")
        for seat in range(len(board.seats)):
            pain = self._known_pain(seat)
            if pain is not None:
                shown, points = style.colours(pain), f"{self.tally.points(seat, pain):+d}"
            else:
                hidden = board.phase == "tricks" and "hidden" in board.options
                shown = sentence("term_cell_hidden" if hidden else "term_cell_unknown")
                points = str(sentence("term_cell_unknown"))
            taken = len(self.tally.taken[seat]) if seat < len(self.tally.taken) else 0
            total = board.totals[seat] if board.totals else 0
            table.add_row(str(seat_number(seat)), self.name(seat), shown, str(taken), points, str(total))
        lines.append(table)
        if board.phase == "tricks":
            lines.append(self.trick_line(board))
        return lines

    def standings(self, board: Board) -> Text:
        """Where each seat stands after the rounds finished so far (the player left): best total first."""
        totals = board.totals or (0,) * len(board.seats)
        order = sorted(range(len(totals)), key=lambda seat: -totals[seat])
        ranked = style.listing(sentence("term_seat_value", name=self.name(s), value=str(totals[s])) for s in order)
        return sentence("term_left_standings", rounds=self.rounds_scored, standings=ranked)

    def waiting(self, board: Board) -> Text | None:
        """The transient line while the AI is to move: who is thinking, or whose pain cards are awaited."""
        if board.phase == "tricks" and board.turn is not None and board.turn != self.me:
            return sentence("term_thinking", name=self.name(board.turn))
        if board.phase == "pain":
            waiting = [s.seat for s in board.seats if not s.pain_chosen and s.seat != self.me]
            if waiting:
                return sentence(
                    "term_waiting_pain", names=style.listing((self.name(s) for s in waiting), conjunction=True)
                )
        return None

    # -- helpers -------------------------------------------------------------------------

    def name(self, seat: int) -> Text:
        """A seat's name in the reader's words: the player's own seat is "You" ("Du", "Toi"), an AI's "KI 1"."""
        if seat == self.me:
            return Text(t("term_you"), style=style.YOU)
        return Text(shown(self.seats[seat]) if seat < len(self.seats) else str(seat))

    def _per_seat(self, values: Sequence[str]) -> Text:
        return style.listing(sentence("term_seat_value", name=self.name(s), value=v) for s, v in enumerate(values))

    def _table(self, title: Text | None) -> Table:
        return Table(title=title, title_justify="left", box=self.box, header_style="bold", show_edge=True)
