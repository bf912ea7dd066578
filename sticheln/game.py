"""The game: seats, rounds, the pain-card phase, tricks and scores.

:class:`Game` knows the rules and refuses every illegal action with
:class:`~sticheln.errors.IllegalAction`. A player (human interface or AI)
only ever gets a :class:`~sticheln.view.SeatView` from :meth:`Game.view`.

>>> game = Game(["Ann", "Bo", "Cy"], seed=7)
>>> game.phase
<Phase.PAIN: 'pain'>
>>> for seat in range(3):
...     _ = game.choose_pain(seat, game.legal_cards(seat)[0])
>>> game.phase, game.turn
(<Phase.TRICKS: 'tricks'>, 0)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, NamedTuple

from sticheln.cards import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, Card, CardError, card_code, deck, parse_card
from sticheln.errors import IllegalAction, Reason
from sticheln.fast import COLOUR, score, trick_winner
from sticheln.options import Options
from sticheln.view import SeatView, TrickView

STATE_FORMAT = "sticheln-state/1"


class Phase(StrEnum):
    DEAL = "deal"  # waiting for :meth:`Game.deal` (games without a seed, e.g. replays)
    PAIN = "pain"
    TRICKS = "tricks"
    OVER = "over"


@dataclass(frozen=True)
class Trick:
    """A completed trick: ``index`` (from 0) in round ``round_index``; ``points``: its worth to the taker."""

    leader: int
    cards: tuple[Card, ...]
    winner: int
    round_index: int = 0
    index: int = 0
    points: int = 0

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(card_code(c) for c in self.cards)


@dataclass(frozen=True)
class Outcome:
    """What one accepted action caused, for the caller to announce."""

    card: str | None = None  # the code of the card just played
    revealed: bool = False  # the last pain card was chosen: all choices are now known
    trick: Trick | None = None  # a trick was completed (it names its round and its number)
    round_scores: tuple[int, ...] | None = None  # the trick's round ended with these scores
    game_over: bool = False


class Decision(NamedTuple):
    """What the game waits for: ``seats`` to choose pain cards (``kind`` "pain") or the one seat to play ("play").

    ``number`` counts the game's decisions in the order they are asked (from 0; a
    round's pain choice counts as one), so it names this decision while it is open.
    """

    number: int
    kind: str
    seats: tuple[int, ...]


@dataclass
class Round:
    """One round's state. Hands hold the cards still to play (pain cards removed)."""

    index: int
    dealt: list[list[Card]]
    hands: list[set[Card]]
    pain: list[tuple[Card, ...] | None]
    leader: int
    plays: list[Card] = field(default_factory=list)
    current: list[Card] = field(default_factory=list)
    tricks: list[Trick] = field(default_factory=list)
    trick_views: list[TrickView] = field(default_factory=list)  # the same tricks as codes, built once for views
    dealt_codes: list[list[str]] = field(default_factory=list)  # dealt and plays as codes, kept for to_json
    play_codes: list[str] = field(default_factory=list)
    captured: list[list[Card]] = field(default_factory=list)
    scores: tuple[int, ...] | None = None

    @property
    def revealed(self) -> bool:
        return all(p is not None for p in self.pain)


def deal_hands(players: int, rng: random.Random) -> list[list[Card]]:
    """Shuffle this table's deck with ``rng`` and deal 15 sorted cards to each seat."""
    cards = deck(players)
    rng.shuffle(cards)
    return [sorted(cards[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(players)]


def _round_data(rnd: Round, pain: list[Any]) -> dict[str, Any]:
    """One round as saved by ``to_json`` and ``to_record``: hands, the given pain entries, plays."""
    return {"hands": [list(h) for h in rnd.dealt_codes], "pain": pain, "plays": list(rnd.play_codes)}


def round_rng(seed: int, round_index: int) -> random.Random:
    """The RNG that deals round ``round_index`` of the game with ``seed`` (stable across Python runs)."""
    return random.Random(f"sticheln/{seed}/{round_index}")


class Game:
    """A game of Sticheln at a table of 3 to 6 seats.

    With a ``seed`` every round is dealt automatically from it; without one the
    game waits in :attr:`Phase.DEAL` for :meth:`deal` (used to replay records).
    """

    def __init__(self, players: Sequence[str], options: Options | None = None, seed: int | None = None) -> None:
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
        self.names: tuple[str, ...] = tuple(players)
        self.options = options or Options()
        self.options.check(len(players))
        self._decisions_per_round = 1 + self.options.tricks_per_round * len(players)  # a pain choice, then the cards
        self.seed = seed
        self.rounds: list[Round] = []
        self._phase = Phase.DEAL
        if seed is not None:
            self.deal(deal_hands(self.players, round_rng(seed, 0)))

    # -- reading the state -------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def round(self) -> Round:
        """The current (or, once the game is over, the last) round."""
        return self.rounds[-1]

    @property
    def round_index(self) -> int:
        return len(self.rounds) - 1

    @property
    def turn(self) -> int | None:
        """The seat to play a card, or None outside the trick phase."""
        if self._phase is not Phase.TRICKS:
            return None
        r = self.round
        return (r.leader + len(r.current)) % self.players

    @property
    def awaiting(self) -> tuple[int, ...]:
        """The seats the game is waiting for (several while pain cards are chosen)."""
        decision = self.decision()
        return decision.seats if decision is not None else ()

    def decision(self) -> Decision | None:
        """The decision the game waits for now, or None (the game is over, or the next round is not dealt)."""
        phase = self._phase
        if phase is not Phase.PAIN and phase is not Phase.TRICKS:
            return None
        r = self.rounds[-1]
        first = r.index * self._decisions_per_round  # the decisions of the earlier rounds
        if phase is Phase.PAIN:
            return Decision(first, "pain", tuple(s for s, p in enumerate(r.pain) if p is None))
        return Decision(first + 1 + len(r.plays), "play", ((r.leader + len(r.current)) % len(self.names),))

    @property
    def round_scores(self) -> list[tuple[int, ...]]:
        return [r.scores for r in self.rounds if r.scores is not None]

    @property
    def totals(self) -> tuple[int, ...]:
        return (
            tuple(sum(col) for col in zip(*self.round_scores, strict=True))
            if self.round_scores
            else (0,) * self.players
        )

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats sharing the highest total once the game is over, else ()."""
        if self._phase is not Phase.OVER:
            return ()
        best = max(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == best)

    def hand(self, seat: int) -> list[str]:
        """The codes of the cards ``seat`` still holds, sorted."""
        return [card_code(c) for c in sorted(self.round.hands[seat])] if self.rounds else []

    def legal_cards(self, seat: int) -> list[str]:
        """Cards ``seat`` may name now: a pain card while choosing, a card to play on their turn."""
        return self.hand(seat) if self._is_asked(seat) else []  # no duty to follow colour: every card is legal

    def _is_asked(self, seat: int) -> bool:
        """Whether the game waits for ``seat`` now (its pain choice, or its turn)."""
        if self._phase is Phase.PAIN:
            return self.round.pain[seat] is None
        return self._phase is Phase.TRICKS and self.turn == seat

    def pain_cards(self, seat: int) -> tuple[str, ...]:
        """The codes of ``seat``'s pain card(s) this round, once chosen (else empty)."""
        return tuple(card_code(c) for c in self.round.pain[seat] or ()) if self.rounds else ()

    def round_pain(self, round_index: int) -> tuple[tuple[str, ...] | None, ...]:
        """Every seat's pain card codes in round ``round_index`` (None: not chosen). Secret: not for views."""
        return tuple(None if p is None else tuple(card_code(c) for c in p) for p in self.rounds[round_index].pain)

    def last_trick(self) -> Trick | None:
        """The trick completed last (in this round, or the last trick of the previous one)."""
        finished = [r for r in self.rounds if r.tricks]
        return finished[-1].tricks[-1] if finished else None

    def trick_holder(self) -> int | None:
        """The seat currently taking the trick in progress."""
        r = self.round if self.rounds else None
        if r is None or not r.current:
            return None
        return (r.leader + trick_winner(r.current)) % self.players

    def seat_label(self, seat: int) -> str:
        """``seat 1 (Bo)``, with unprintable characters of the name escaped so a message stays one line."""
        name = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in self.names[seat])
        return f"seat {seat} ({name})"

    # -- actions -------------------------------------------------------------

    def deal(self, hands: Sequence[Sequence[Card | str]]) -> None:
        """Start the next round with these hands (seat order). Only in :attr:`Phase.DEAL`."""
        if self._phase is not Phase.DEAL:
            raise IllegalAction(Reason.WRONG_PHASE, "the cards are already dealt", phase=self._phase.value)
        cards = [[c if isinstance(c, int) else parse_card(c, self.players) for c in h] for h in hands]
        flat = sorted(c for h in cards for c in h)
        if len(cards) != self.players or any(len(h) != HAND_SIZE for h in cards) or flat != deck(self.players):
            raise ValueError("a deal is 15 cards for each seat, together exactly this table's deck")
        index = len(self.rounds)
        self.rounds.append(
            Round(
                index=index,
                dealt=[sorted(h) for h in cards],
                dealt_codes=[[card_code(c) for c in sorted(h)] for h in cards],
                hands=[set(h) for h in cards],
                pain=[None] * self.players,
                leader=(self.options.start + index) % self.players,
                captured=[[] for _ in range(self.players)],
            )
        )
        self._phase = Phase.PAIN

    def choose_pain(self, seat: int, cards: str | Sequence[str]) -> Outcome:
        """Set aside ``seat``'s pain card (two cards with ``twopain``)."""
        codes = [cards] if isinstance(cards, str) else list(cards)
        self._check_phase(seat, Phase.PAIN)
        r = self.round
        if r.pain[seat] is not None:
            raise IllegalAction(Reason.PAIN_ALREADY_CHOSEN, "the pain card is already chosen", seat=seat)
        want = self.options.pain_per_seat
        if len(codes) != want:
            raise IllegalAction(
                Reason.WRONG_PAIN_COUNT,
                f"choose {want} pain card{'s' if want > 1 else ''}, not {len(codes)}",
                seat=seat,
                expected=want,
            )
        chosen = tuple(self._parse(seat, code) for code in codes)
        if len(set(chosen)) != len(chosen):
            raise IllegalAction(Reason.SAME_CARD_TWICE, "the two pain cards must be different cards", seat=seat)
        for card in chosen:
            if card not in r.hands[seat]:
                raise IllegalAction(
                    Reason.NOT_IN_HAND, f"{card_code(card)} is not in their hand", seat=seat, card=card_code(card)
                )
        r.hands[seat].difference_update(chosen)
        r.pain[seat] = chosen
        if not r.revealed:
            return Outcome()
        self._phase = Phase.TRICKS
        return Outcome(revealed=True)

    def play(self, seat: int, card: str) -> Outcome:
        """``seat`` plays ``card`` to the trick."""
        self._check_phase(seat, Phase.TRICKS)
        turn = (self.round.leader + len(self.round.current)) % self.players
        if seat != turn:
            raise IllegalAction(Reason.NOT_YOUR_TURN, f"it is {self.seat_label(turn)}'s turn", seat=seat, turn=turn)
        c = self._parse(seat, card)
        r = self.round
        if c not in r.hands[seat]:
            raise self._missing_card(seat, c)
        r.hands[seat].remove(c)
        r.plays.append(c)
        r.play_codes.append(card_code(c))
        r.current.append(c)
        if len(r.current) < self.players:
            return Outcome(card=r.play_codes[-1])
        return replace(self._finish_trick(), card=r.play_codes[-1])

    def _finish_trick(self) -> Outcome:
        r = self.round
        winner = (r.leader + trick_winner(r.current)) % self.players
        pain = {COLOUR[c] for c in r.pain[winner] or ()}
        points = score(r.current, pain)
        trick = Trick(r.leader, tuple(r.current), winner, round_index=r.index, index=len(r.tricks), points=points)
        r.tricks.append(trick)
        r.trick_views.append(TrickView(trick.leader, tuple(card_code(c) for c in trick.cards), trick.winner))
        r.captured[winner].extend(r.current)
        r.current = []
        r.leader = winner
        if len(r.tricks) < self.options.tricks_per_round:
            return Outcome(trick=trick)
        r.scores = tuple(
            score(r.captured[s] + list(r.pain[s] or ()), {COLOUR[c] for c in r.pain[s] or ()})
            for s in range(self.players)
        )
        if len(self.rounds) == self.options.rounds:
            self._phase = Phase.OVER
            return Outcome(trick=trick, round_scores=r.scores, game_over=True)
        self._phase = Phase.DEAL
        if self.seed is not None:
            self.deal(deal_hands(self.players, round_rng(self.seed, len(self.rounds))))
        return Outcome(trick=trick, round_scores=r.scores)

    def _check_phase(self, seat: int, wanted: Phase) -> None:
        phase = self._phase.value
        if self._phase is Phase.OVER:
            raise IllegalAction(Reason.GAME_OVER, "the game is over", seat=seat, phase=phase)
        if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < self.players):
            raise IllegalAction(Reason.NO_SUCH_SEAT, f"there is no seat {seat}", seat=seat, phase=phase)
        if self._phase is not wanted:
            doing = {
                Phase.PAIN: "the pain cards are being chosen",
                Phase.TRICKS: "the pain cards are already chosen; tricks are being played",
                Phase.DEAL: "the next round is not dealt yet",
            }[self._phase]
            raise IllegalAction(Reason.WRONG_PHASE, f"not now: {doing}", seat=seat, phase=phase)

    def _parse(self, seat: int, code: str) -> Card:
        try:
            return parse_card(code, self.players)
        except (CardError, AttributeError) as err:
            raise IllegalAction(Reason.NOT_A_CARD, str(err), seat=seat, card=str(code)) from None

    def _missing_card(self, seat: int, card: Card) -> IllegalAction:
        r, code = self.round, card_code(card)
        if card in (r.pain[seat] or ()):
            return IllegalAction(Reason.IS_PAIN_CARD, f"{code} is their pain card", seat=seat, card=code)
        if card in r.dealt[seat]:
            return IllegalAction(Reason.ALREADY_PLAYED, f"{code} was already played", seat=seat, card=code)
        return IllegalAction(Reason.NOT_IN_HAND, f"{code} is not in their hand", seat=seat, card=code)

    # -- views ---------------------------------------------------------------

    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` may know (``None``: a spectator, i.e. only public information)."""
        if not self.rounds:
            raise IllegalAction(Reason.WRONG_PHASE, "no cards have been dealt yet", seat=seat, phase=self._phase.value)
        r = self.round
        return self._view(
            seat,
            r,
            phase=self._phase.value,
            pain_open=r.revealed and (r.scores is not None or not self.options.hidden),
            leader=r.leader,
            trick=tuple(card_code(c) for c in r.current),
            holder=self.trick_holder(),
            tricks=tuple(r.trick_views),
            scored=self.rounds if r.scores is not None else self.rounds[:-1],
        )

    def trick_end_view(self, seat: int | None) -> SeatView:
        """What ``seat`` knew the moment the last trick was complete, before it was taken.

        The trick still lies on the table (no turn, its taker holding it), and
        its round is the current one even when that trick ended the round.
        """
        trick = self.last_trick()
        if trick is None:
            return self.view(seat)
        r = self.rounds[trick.round_index]
        return self._view(
            seat,
            r,
            phase=Phase.TRICKS.value,
            pain_open=not self.options.hidden,
            leader=trick.leader,
            trick=tuple(card_code(c) for c in trick.cards),
            holder=trick.winner,
            tricks=tuple(r.trick_views[: trick.index]),
            scored=self.rounds[: trick.round_index],
        )

    def _view(
        self,
        seat: int | None,
        r: Round,
        *,
        phase: str,
        pain_open: bool,
        leader: int,
        trick: tuple[str, ...],
        holder: int | None,
        tricks: tuple[TrickView, ...],
        scored: list[Round],
    ) -> SeatView:
        """A view of round ``r``; ``pain_open``: every pain card is public; ``scored``: the rounds counted so far."""
        current = r is self.round and phase == self._phase.value

        def pain_known(s: int) -> tuple[str, ...] | None:
            p = r.pain[s]
            if p is None or not (pain_open or s == seat):
                return None
            return tuple(card_code(c) for c in p)

        hand = tuple(card_code(c) for c in sorted(r.hands[seat])) if seat is not None else ()
        round_scores = tuple(x.scores for x in scored if x.scores is not None)
        totals = tuple(sum(col) for col in zip(*round_scores, strict=True)) if round_scores else (0,) * self.players
        return SeatView(
            seat=seat,
            names=self.names,
            options=self.options,
            phase=phase,
            round_index=r.index,
            round_count=self.options.rounds,
            hand=hand,
            legal=hand if current and seat is not None and self._is_asked(seat) else (),
            hand_sizes=tuple(len(h) for h in r.hands),
            pain_chosen=tuple(p is not None for p in r.pain),
            pain_cards=tuple(pain_known(s) for s in range(self.players)),
            leader=leader,
            turn=self.turn if current else None,
            trick=trick,
            trick_holder=holder,
            tricks=tricks,
            tricks_per_round=self.options.tricks_per_round,
            round_scores=round_scores,
            totals=totals,
            winners=self.winners if current else (),
        )

    # -- serialisation -------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The whole state, pending (unrevealed) pain choices included, as JSON data."""
        return {
            "format": STATE_FORMAT,
            "players": list(self.names),
            "options": self.options.to_record(),
            "seed": self.seed,
            "rounds": [
                _round_data(r, [None if p is None else [card_code(c) for c in p] for p in r.pain]) for r in self.rounds
            ],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Game:
        """Rebuild exactly the game :meth:`to_json` saved (by replaying its actions)."""
        if data.get("format") != STATE_FORMAT:
            raise ValueError(f"not a {STATE_FORMAT} document")
        game = cls(data["players"], Options(**data.get("options", {})))
        for rnd in data["rounds"]:
            game.deal(rnd["hands"])
            for seat, pain in enumerate(rnd["pain"]):
                if pain is not None:
                    game.choose_pain(seat, pain)
            for card in rnd["plays"]:
                game.play(game.turn, card)  # type: ignore[arg-type]
        game.seed = data.get("seed")
        if game.phase is Phase.DEAL and game.seed is not None:
            game.deal(deal_hands(game.players, round_rng(game.seed, len(game.rounds))))
        return game

    def to_record(self) -> dict[str, Any]:
        """The game record of RECORD.md (rounds whose pain cards are all chosen)."""
        one = not self.options.twopain
        rounds = [
            _round_data(r, [card_code(p[0]) if one else [card_code(c) for c in p] for p in r.pain])  # type: ignore[index,union-attr]
            for r in self.rounds
            if r.revealed
        ]
        record: dict[str, Any] = {"format": "sticheln-record/1", "players": list(self.names)}
        options = self.options.to_record()
        if options:
            record["options"] = options
        record["rounds"] = rounds
        return record
