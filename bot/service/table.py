"""One table's state machine: lobby, options, seats, votes, peek and away flags around a sticheln Game.

Pure and synchronous: every operation either raises :class:`Refusal` having
changed nothing, or changes the table and returns the events to announce. The
service around it stores the table (``to_json``/``from_json``) and runs clocks
and AI players; the table only records deadlines it is given a time for.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.service.errors import Refusal
from bot.service.events import (
    Board,
    CardPlayed,
    Event,
    GameOver,
    GameStarted,
    Joined,
    Left,
    OptionsChanged,
    PainChosen,
    PainConfirmed,
    PainRevealed,
    PeekGranted,
    RoundScored,
    RoundStarted,
    SeatAway,
    SeatBack,
    SeatInfo,
    SeatReclaimed,
    SeatTakenOver,
    TableReset,
    TrickTaken,
    TurnWarning,
    VoteEnded,
    VoteStarted,
    YourHand,
)
from bot.service.options import TableOptions, apply, describe
from bot.service.seats import VOTE_SECONDS, Moment, Seat, Vote, derive_seed
from bot.text import t
from sticheln import Game, IllegalAction, Phase, Reason, card_code
from sticheln.ai import LEVELS
from sticheln.cards import MAX_PLAYERS, MIN_PLAYERS, CardError, parse_card
from sticheln.fast import COLOUR, card_points

TABLE_FORMAT = "sticheln-table/1"

# engine reasons -> SERVICE message keys
ENGINE_REFUSALS = {
    Reason.NOT_A_CARD: "not_a_card",
    Reason.NOT_IN_HAND: "card_not_in_hand",
    Reason.ALREADY_PLAYED: "card_already_played",
    Reason.IS_PAIN_CARD: "card_is_pain",
    Reason.PAIN_ALREADY_CHOSEN: "pain_already_chosen",
    Reason.SAME_CARD_TWICE: "pain_same_card",
}


@dataclass(frozen=True)
class Ended:
    """A game that just ended (``finished``) or was abandoned by a reset: for the service to store."""

    game: Game
    finished: bool
    rated: bool
    user_ids: tuple[int | None, ...]  # per seat, the human holding it at the end
    names: tuple[str, ...]


@dataclass(frozen=True)
class AIJob:
    """A move the AI owes for ``seat``; ``token`` says which decision, so a late answer is dropped."""

    seat: int
    kind: str  # "pain" or "play"
    level: str
    token: str
    seed: int


class Table:
    """A table in one channel: a lobby until ``start``, then a game, then the result (phase ``over``)."""

    def __init__(self, table_id: int, guild_id: int | None, seed: int) -> None:
        self.table_id = table_id
        self.guild_id = guild_id
        self.seed = seed
        self.seats: list[Seat] = []
        self.options = TableOptions()
        self.game: Game | None = None
        self.rated = True
        self.ai_seats = False  # an AI held a seat during this game: it is not rated
        self.version = 0
        self.games_started = 0
        self.deadline: float | None = None
        self.warn_at: float | None = None
        self.deadline_key: str | None = None
        self.warned = False
        self.vote: Vote | None = None
        self.last_record: dict[str, Any] | None = None
        self.ended: list[Ended] = []  # transient: taken by the service in the same transaction

    # -- reading -----------------------------------------------------------------

    @property
    def phase(self) -> str:
        """``lobby``, ``pain``, ``tricks`` or ``over``."""
        return "lobby" if self.game is None else self.game.phase.value

    @property
    def playing(self) -> bool:
        return self.phase in ("pain", "tricks")

    @property
    def host(self) -> int | None:
        """With the ``host`` option, the first human to have joined (still seated)."""
        if not self.options.host:
            return None
        return next((s.user_id for s in self.seats if s.human), None)

    def seat_of(self, user_id: int) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.user_id == user_id), None)

    def board(self) -> Board:
        """The public snapshot: built from the game's spectator view only, so no hidden card can leak."""
        if self.game is None:
            seats = tuple(SeatInfo(i, s.name, s.user_id, s.ai_level, s.away) for i, s in enumerate(self.seats))
            return Board(
                self.table_id, self.phase, seats, self.options.words(), rated=self.rated_now, version=self.version
            )
        v = self.game.view(None)
        seats = tuple(
            SeatInfo(
                i, s.name, s.user_id, s.ai_level, s.away, pain_colours=v.pain_colours(i), pain_chosen=v.pain_chosen[i]
            )
            for i, s in enumerate(self.seats)
        )
        return Board(
            self.table_id,
            v.phase,
            seats,
            self.options.words(),
            round_index=v.round_index,
            round_count=v.round_count,
            trick_index=len(v.tricks) if v.phase == "tricks" else None,
            leader=v.leader,
            trick=v.trick,
            trick_holder=v.trick_holder,
            turn=v.turn,
            deadline=self.deadline,
            round_scores=v.round_scores,
            totals=v.totals,
            rated=self.rated_now,
            version=self.version,
        )

    @property
    def rated_now(self) -> bool:
        return self.rated and not self.ai_seats

    def hand(self, seat: int, *, issue: bool = False) -> YourHand:
        """``seat``'s hand and what it is asked to do. ``issue``: a new hand whose version replaces the old one."""
        game, s = self._game(), self.seats[seat]
        if issue:
            s.hand_version = self.version
        pain_phase = game.phase is Phase.PAIN and game.round.pain[seat] is None
        prompt = "pain" if pain_phase else "play" if game.turn == seat else None
        own = tuple(card_code(c) for c in game.round.pain[seat] or ())
        return YourHand(
            self.table_id,
            s.user_id or 0,
            seat=seat,
            hand=tuple(game.hand(seat)),
            legal=tuple(game.legal_cards(seat)) if prompt else (),
            prompt=prompt,
            pain_count=game.options.pain_per_seat,
            own_pain=own,
            version=s.hand_version,
            deadline=self.deadline if prompt and not s.away else None,
            round_index=game.round_index,
        )

    def ai_jobs(self, ai_level: str) -> list[AIJob]:
        """The moves the AI owes now: for AI seats and away humans the game is waiting for."""
        if not self.playing:
            return []
        game = self._game()
        kind = "pain" if game.phase is Phase.PAIN else "play"
        jobs = []
        for seat in game.awaiting:
            s = self.seats[seat]
            if s.ai_controlled:
                token = self._decision(seat)
                jobs.append(AIJob(seat, kind, s.ai_level or ai_level, token, derive_seed(game.seed, token)))
        return jobs

    def _decision(self, seat: int) -> str:
        game = self._game()
        return f"{self.games_started}/{game.round_index}/{game.phase.value}/{len(game.round.plays)}/{seat}"

    def _game(self) -> Game:
        if self.game is None:
            raise Refusal("no_game")
        return self.game

    # -- lobby -------------------------------------------------------------------

    def join(self, actor_id: int, name: str, seat: int | None, at: Moment) -> list[Event]:
        if self.playing:
            if seat is None:
                raise Refusal("game_running")
            return self._ask_reclaim(actor_id, name, seat, at)
        if self.seat_of(actor_id) is not None:
            raise Refusal("already_seated")
        self._check_room()
        self._to_lobby()
        self.seats.append(Seat(name=name, user_id=actor_id))
        self.version += 1
        return [Joined(self.table_id, self.board(), seat=len(self.seats) - 1, name=name)]

    def add_bot(self, actor_id: int, level: str | None, at: Moment) -> list[Event]:
        self._check_lobby()
        self._check_host(actor_id)
        level = (level or at.ai_level).strip().lower()
        if level not in LEVELS:
            raise Refusal("ai_level_unknown", level=level, levels=", ".join(LEVELS))
        self._check_room()
        self._to_lobby()
        taken = {s.name for s in self.seats}
        name = next(n for k in range(1, 8) if (n := t("ai_name", n=k)) not in taken)
        self.seats.append(Seat(name=name, ai_level=level))
        self.version += 1
        return [Joined(self.table_id, self.board(), seat=len(self.seats) - 1, name=name, ai_level=level)]

    def leave(self, actor_id: int) -> list[Event]:
        seat = self._seat(actor_id)
        if self.playing:
            raise Refusal("leave_in_game")
        self._to_lobby()
        name = self.seats.pop(seat).name
        self.version += 1
        return [Left(self.table_id, self.board(), name=name)]

    def set_option(
        self, actor_id: int, actor_name: str, name: str | None, value: str | None
    ) -> tuple[str, list[Event]]:
        if name is None or not name.strip():
            return describe(self.options), []
        self._check_lobby()
        self._check_member(actor_id)
        self._check_host(actor_id)
        options, text = apply(self.options, name, value)
        self._to_lobby()
        self.options = options
        self.version += 1
        return text, [OptionsChanged(self.table_id, self.board(), by=actor_name, description=text)]

    def _check_room(self) -> None:
        if len(self.seats) >= MAX_PLAYERS:
            raise Refusal("table_full", max=MAX_PLAYERS)

    def _check_lobby(self) -> None:
        if self.playing:
            raise Refusal("game_running")

    def _check_host(self, actor_id: int) -> None:
        host = self.host
        if host is not None and host != actor_id:
            raise Refusal("host_only", name=self.seats[self.seat_of(host) or 0].name)

    def _check_member(self, actor_id: int) -> None:
        """Only seated players run the lobby; an all-AI table (an exhibition) is anyone's."""
        if any(s.human for s in self.seats):
            self._seat(actor_id)

    def _seat(self, actor_id: int) -> int:
        seat = self.seat_of(actor_id)
        if seat is None:
            raise Refusal("not_seated")
        return seat

    def _to_lobby(self) -> None:
        """Leave the result of the last game behind: the seats stay, the game goes."""
        if self.game is not None and not self.playing:
            self.game = None
            self.deadline = self.warn_at = self.deadline_key = None

    # -- starting ----------------------------------------------------------------

    def start(self, actor_id: int, rated: bool, dm: bool, at: Moment) -> list[Event]:
        self._check_lobby()
        self._check_member(actor_id)
        self._check_host(actor_id)
        if len(self.seats) < MIN_PLAYERS:
            raise Refusal("too_few_players", min=MIN_PLAYERS, count=len(self.seats))
        table_options = replace(self.options, dm=True) if dm else self.options
        if table_options.start is not None and table_options.start >= len(self.seats):
            raise Refusal("start_seat_too_high", seat=table_options.start, count=len(self.seats))
        self.games_started += 1
        game_seed = derive_seed(self.seed, "game", self.games_started)
        if table_options.drawseat:
            random.Random(derive_seed(game_seed, "seats")).shuffle(self.seats)
        for s in self.seats:
            s.away = False
        self.game = Game([s.name for s in self.seats], table_options.game_options(len(self.seats)), seed=game_seed)
        self.rated = rated
        self.ai_seats = any(not s.human for s in self.seats)
        self.vote = None
        self.version += 1
        self._refresh_deadline(at)
        return [GameStarted(self.table_id, self.board()), *self._round_started()]

    def _round_started(self) -> list[Event]:
        board = self.board()
        return [RoundStarted(self.table_id, board), *self._hands(range(len(self.seats)))]

    def _hands(self, seats: Sequence[int] | range) -> list[Event]:
        """New hands for the humans among ``seats`` (their previous hands become stale)."""
        return [self.hand(s, issue=True) for s in seats if self.seats[s].human]

    # -- moves -------------------------------------------------------------------

    def choose_pain(self, actor_id: int, cards: Sequence[str], version: int | None, at: Moment) -> list[Event]:
        seat = self._seat(actor_id)
        game = self._game()
        if game.phase is not Phase.PAIN:
            raise Refusal("not_pain_phase")
        self._check_version(seat, version)
        if game.round.pain[seat] is not None:
            raise Refusal("pain_already_chosen")
        self._check_pain(seat, cards)
        back = self._back(seat)
        return back + self._apply_pain(seat, cards, at)

    def play(self, actor_id: int, card: str, version: int | None, at: Moment) -> list[Event]:
        seat = self._seat(actor_id)
        game = self._game()
        if game.phase is not Phase.TRICKS:
            raise Refusal("not_trick_phase" if game.phase is Phase.PAIN else "no_game")
        self._check_version(seat, version)
        if game.turn != seat:
            raise Refusal("not_your_turn", name=self.seats[game.turn or 0].name)
        code = self._check_card(seat, card)
        back = self._back(seat)
        return back + self._apply_play(seat, code, at)

    def ai_move(self, job: AIJob, choice: str | Sequence[str], at: Moment) -> list[Event]:
        """Apply the AI's answer to ``job`` if the table still waits for exactly that decision."""
        if not self.playing or not self.seats[job.seat].ai_controlled or self._decision(job.seat) != job.token:
            return []
        if job.seat not in self._game().awaiting:
            return []
        if job.kind == "pain":
            cards = [choice] if isinstance(choice, str) else list(choice)
            return self._apply_pain(job.seat, cards, at)
        return self._apply_play(job.seat, str(choice), at)

    def _check_version(self, seat: int, version: int | None) -> None:
        if version is not None and version != self.seats[seat].hand_version:
            raise Refusal("stale_action")

    def _check_pain(self, seat: int, cards: Sequence[str]) -> None:
        """Check a pain choice before the engine sees it: the count, every card in hand, no card twice."""
        game = self._game()
        want = game.options.pain_per_seat
        if len(cards) != want:
            raise Refusal("pain_count", count="two different pain cards" if want == 2 else "one pain card")
        codes = [self._check_card(seat, c) for c in cards]
        if len(set(codes)) != len(codes):
            raise Refusal("pain_same_card")

    def _check_card(self, seat: int, card: str) -> str:
        """The canonical code of ``card`` if ``seat`` holds it; else the engine's reason as a Refusal."""
        game = self._game()
        try:
            code = card_code(parse_card(str(card), game.players))
        except CardError as err:
            raise Refusal("not_a_card", detail=str(err)) from None
        if code not in game.hand(seat):
            r = game.round
            parsed = parse_card(code, game.players)
            if parsed in (r.pain[seat] or ()):
                raise Refusal("card_is_pain", card=code)
            if parsed in r.dealt[seat]:
                raise Refusal("card_already_played", card=code)
            raise Refusal("card_not_in_hand", card=code)
        return code

    def _engine(self, action: Any) -> Any:
        try:
            return action()
        except IllegalAction as err:
            key = ENGINE_REFUSALS.get(err.reason)
            if key is None:
                raise Refusal("illegal", detail=err.message) from None
            raise Refusal(key, card=err.card or "", detail=err.message) from None

    def _apply_pain(self, seat: int, cards: Sequence[str], at: Moment) -> list[Event]:
        game = self._game()
        outcome = self._engine(lambda: game.choose_pain(seat, list(cards)))
        self.version += 1
        self._refresh_deadline(at)
        board = self.board()
        events: list[Event] = [PainChosen(self.table_id, board, seat=seat)]
        s = self.seats[seat]
        if s.human:
            chosen = tuple(card_code(c) for c in game.round.pain[seat] or ())
            events += [PainConfirmed(self.table_id, s.user_id or 0, seat=seat, cards=chosen), *self._hands([seat])]
        if outcome.revealed:
            events.append(PainRevealed(self.table_id, board, hidden=game.options.hidden))
            events += self._hands(range(len(self.seats)))
        return events

    def _apply_play(self, seat: int, code: str, at: Moment) -> list[Event]:
        game = self._game()
        before = self.board() if len(game.round.current) == game.players - 1 else None  # for the full trick
        outcome = self._engine(lambda: game.play(seat, code))
        self.version += 1
        self._refresh_deadline(at)
        if outcome.trick is None or before is None:
            return [CardPlayed(self.table_id, self.board(), seat=seat, card=code), *self._hands([seat, game.turn or 0])]
        trick = outcome.trick
        cards = tuple(card_code(c) for c in trick.cards)
        shown = replace(before, trick=cards, turn=None, trick_holder=trick.winner, version=self.version, deadline=None)
        events: list[Event] = [CardPlayed(self.table_id, shown, seat=seat, card=code)]
        scored = game.rounds[-2] if outcome.round_scores and not outcome.game_over else game.round
        board = self.board()
        events.append(
            TrickTaken(
                self.table_id,
                board,
                cards=cards,
                leader=trick.leader,
                winner=trick.winner,
                points=self._trick_points(scored, trick.winner, trick.cards),
            )
        )
        if outcome.round_scores is None:
            return [*events, *self._hands([seat, game.turn or 0])]
        pains = tuple(tuple(card_code(c) for c in p or ()) for p in scored.pain)
        events.append(RoundScored(self.table_id, board, scores=outcome.round_scores, pain_cards=pains))
        if not outcome.game_over:
            return events + self._round_started()
        self.last_record = game.to_record()
        self.vote = None
        self.ended.append(self._ended(finished=True))
        events.append(GameOver(self.table_id, board, totals=game.totals, winners=game.winners))
        return events

    def _trick_points(self, rnd: Any, winner: int, cards: Sequence[int]) -> int | None:
        """What the trick is worth to its taker, while their pain colour is public."""
        if self._game().options.hidden and rnd.scores is None:
            return None
        pain = {COLOUR[c] for c in rnd.pain[winner] or ()}
        return sum(card_points(c, pain) for c in cards)

    def _ended(self, *, finished: bool) -> Ended:
        game = self._game()
        return Ended(
            game, finished, self.rated_now, tuple(s.user_id for s in self.seats), tuple(s.name for s in self.seats)
        )

    # -- clocks and away seats ---------------------------------------------------

    def _refresh_deadline(self, at: Moment) -> None:
        """A new turn clock when the table starts waiting for a human on a new decision; none for the AI."""
        game = self.game
        waiting = [s for s in game.awaiting if not self.seats[s].ai_controlled] if game and self.playing else []
        if not waiting or game is None:
            self.deadline = self.warn_at = self.deadline_key = None
            self.warned = False
            return
        pain = game.phase is Phase.PAIN
        key = f"{self.games_started}/{game.round_index}/" + ("pain" if pain else str(len(game.round.plays)))
        if key != self.deadline_key or self.deadline is None:
            seconds = at.pain_seconds if pain else at.card_seconds
            self.deadline, self.warn_at = at.now + seconds, at.now + seconds / 2
            self.deadline_key, self.warned = key, False

    def waiting_humans(self) -> list[int]:
        game = self.game
        if game is None or not self.playing:
            return []
        return [s for s in game.awaiting if not self.seats[s].ai_controlled]

    def warn(self, key: str, at: Moment) -> list[Event]:
        """Half time on the clock ``key``: warn every human the table waits for."""
        if key != self.deadline_key or self.warned or self.deadline is None:
            return []
        self.warned = True
        self.version += 1
        left = max(0, round(self.deadline - at.now))
        board = self.board()
        return [
            TurnWarning(self.table_id, board, seat=s, user_id=self.seats[s].user_id or 0, seconds_left=left)
            for s in self.waiting_humans()
        ]

    def expire(self, key: str, at: Moment) -> list[Event]:
        """The clock ``key`` ran out: the humans still owing a move are away; the AI moves for them."""
        if key != self.deadline_key:
            return []
        late = self.waiting_humans()
        for s in late:
            self.seats[s].away = True
        self.version += 1
        self._refresh_deadline(at)
        board = self.board()
        return [SeatAway(self.table_id, board, seat=s) for s in late]

    def _back(self, seat: int) -> list[Event]:
        s = self.seats[seat]
        if not s.away:
            return []
        s.away = False
        self.version += 1
        return [SeatBack(self.table_id, self.board(), seat=seat)]

    def come_back(self, actor_id: int, at: Moment) -> list[Event]:
        """An away human shows up again (asks for their hand): the AI stops playing for them."""
        seat = self.seat_of(actor_id)
        if seat is None or not self.playing:
            return []
        events = self._back(seat)
        if events:
            self._refresh_deadline(at)
            events += self._hands([seat])
        return events

    # -- votes, reset, remove, reclaim ------------------------------------------

    def reset(self, actor_id: int, name: str, moderator: bool, at: Moment) -> list[Event]:
        if not self.playing or moderator:
            return self._reset(name)
        self._seat(actor_id)
        voters = [s.user_id for s in self.seats if s.user_id is not None]
        return self._open_vote(Vote("reset", by=name, subject="", voters=voters), actor_id, at)

    def _reset(self, by: str) -> list[Event]:
        if self.playing:
            game = self._game()
            self.last_record = game.to_record()
            self.ended.append(self._ended(finished=False))
        self.game = None
        self.vote = None
        self.deadline = self.warn_at = self.deadline_key = None
        for s in self.seats:
            s.away = False
        self.version += 1
        return [TableReset(self.table_id, self.board(), by=by)]

    def remove(self, actor_id: int, name: str, target: int | str, at: Moment) -> list[Event]:
        seat = self._find(target)
        if not self.playing:
            raise Refusal("remove_in_lobby")
        self._seat(actor_id)
        s = self.seats[seat]
        if not s.human:
            raise Refusal("remove_ai", name=s.name)
        voters = [x.user_id for x in self.seats if x.user_id is not None and x.user_id != s.user_id]
        return self._open_vote(Vote("remove", by=name, subject=s.name, voters=voters, seat=seat), actor_id, at)

    def _ask_reclaim(self, actor_id: int, name: str, seat: int, at: Moment) -> list[Event]:
        if self.seat_of(actor_id) is not None:
            raise Refusal("already_seated")
        if not 0 <= seat < len(self.seats):
            raise Refusal("no_such_seat", seat=seat, last=len(self.seats) - 1)
        if self.seats[seat].human:
            raise Refusal("seat_not_ai", seat=seat, name=self.seats[seat].name)
        voters = [s.user_id for s in self.seats if s.user_id is not None]
        vote = Vote(
            "reclaim", by=name, subject=name, voters=voters, seat=seat, claimant_id=actor_id, claimant_name=name
        )
        return self._open_vote(vote, actor_id, at)

    def _open_vote(self, vote: Vote, actor_id: int, at: Moment) -> list[Event]:
        events: list[Event] = []
        if self.vote is not None:
            waited = at.now - self.vote.opened_at
            if waited < VOTE_SECONDS:
                raise Refusal("vote_open", kind=self.vote.kind, seconds=max(1, round(VOTE_SECONDS - waited)))
            lapsed, self.vote = self.vote, None  # nobody settled it in time: it fails
            board = self.board()
            events.append(VoteEnded(self.table_id, board, kind=lapsed.kind, subject=lapsed.subject, passed=False))
        vote.opened_at = at.now
        if actor_id in vote.voters:
            vote.yes.append(actor_id)
        self.vote = vote
        self.version += 1
        events.append(
            VoteStarted(
                self.table_id, self.board(), kind=vote.kind, subject=vote.subject, by=vote.by, voters=tuple(vote.voters)
            )
        )
        return events + self._settle(at)

    def cast(self, actor_id: int, yes: bool, at: Moment) -> list[Event]:
        vote = self.vote
        if vote is None:
            raise Refusal("no_vote")
        if actor_id not in vote.voters:
            raise Refusal("not_a_voter")
        if actor_id in vote.yes or actor_id in vote.no:
            raise Refusal("already_voted")
        (vote.yes if yes else vote.no).append(actor_id)
        self.version += 1
        return self._settle(at)

    def _settle(self, at: Moment) -> list[Event]:
        vote = self.vote
        if vote is None or not (vote.passed or vote.failed):
            return []
        self.vote = None
        self.version += 1
        ended = VoteEnded(self.table_id, self.board(), kind=vote.kind, subject=vote.subject, passed=vote.passed)
        if not vote.passed:
            return [ended]
        if vote.kind == "reset":
            return [ended, *self._reset(vote.by)]
        if vote.kind == "remove":
            return [ended, *self._take_over(vote.seat or 0, at)]
        return [ended, *self._reclaim(vote, at)]

    def _take_over(self, seat: int, at: Moment) -> list[Event]:
        s = self.seats[seat]
        s.user_id, s.ai_level, s.away, s.allow_peek = None, at.ai_level, False, False
        self.ai_seats = True
        self.version += 1
        self._refresh_deadline(at)
        return [SeatTakenOver(self.table_id, self.board(), seat=seat, level=at.ai_level)]

    def _reclaim(self, vote: Vote, at: Moment) -> list[Event]:
        seat = vote.seat or 0
        s = self.seats[seat]
        if s.human or not self.playing:
            return []
        s.user_id, s.name, s.ai_level, s.away = vote.claimant_id, vote.claimant_name, None, False
        self.version += 1
        self._refresh_deadline(at)
        return [SeatReclaimed(self.table_id, self.board(), seat=seat, name=s.name), *self._hands([seat])]

    def _find(self, target: int | str) -> int:
        """A seat by user id or (case-insensitive) name."""
        for i, s in enumerate(self.seats):
            if (isinstance(target, int) and s.user_id == target) or (
                isinstance(target, str) and s.name.casefold() == target.strip().casefold()
            ):
                return i
        raise Refusal("no_such_player", name=str(target))

    # -- peek --------------------------------------------------------------------

    def allow_peek(self, actor_id: int, allow: bool) -> None:
        self.seats[self._seat(actor_id)].allow_peek = allow
        self.version += 1

    def peek(self, actor_id: int, target: int | str) -> PeekGranted:
        game = self.game
        if game is None or not self.playing:
            raise Refusal("no_game")
        if self.seat_of(actor_id) is not None:
            raise Refusal("peek_seated")
        seat = self._find(target)
        s = self.seats[seat]
        if not (s.human and s.allow_peek):
            raise Refusal("peek_not_allowed", name=s.name)
        return PeekGranted(self.table_id, actor_id, seat=seat, name=s.name, hand=tuple(game.hand(seat)))

    # -- storage -----------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": TABLE_FORMAT,
            "table_id": self.table_id,
            "guild_id": self.guild_id,
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "options": self.options.to_json(),
            "game": self.game.to_json() if self.game is not None else None,
            "rated": self.rated,
            "ai_seats": self.ai_seats,
            "version": self.version,
            "games_started": self.games_started,
            "deadline": self.deadline,
            "warn_at": self.warn_at,
            "deadline_key": self.deadline_key,
            "warned": self.warned,
            "vote": self.vote.to_json() if self.vote is not None else None,
            "last_record": self.last_record,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Table:
        if data.get("format") != TABLE_FORMAT:
            raise ValueError(f"not a {TABLE_FORMAT} document")
        table = cls(data["table_id"], data["guild_id"], data["seed"])
        table.seats = [Seat.from_json(s) for s in data["seats"]]
        table.options = TableOptions.from_json(data["options"])
        table.game = Game.from_json(data["game"]) if data["game"] is not None else None
        table.vote = Vote.from_json(data["vote"]) if data["vote"] is not None else None
        for key in (
            "rated",
            "ai_seats",
            "version",
            "games_started",
            "deadline",
            "warn_at",
            "deadline_key",
            "warned",
            "last_record",
        ):
            setattr(table, key, data[key])
        return table
