"""``sticheln play``: a whole game in the terminal against AI seats, through the table service.

It uses the same service as the Discord bot, on a temporary SQLite file, and
reads the human's moves from standard input (so it can be scripted by piping).
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path
from typing import TextIO

from bot.service import Actor, Refusal, TableService
from bot.service.events import (
    CardPlayed,
    Event,
    GameOver,
    GameStarted,
    PainConfirmed,
    PainRevealed,
    RoundScored,
    RoundStarted,
    SeatAway,
    TrickTaken,
)
from bot.settings import Settings, Timers
from bot.text import t
from sticheln.ai import LEVELS
from sticheln.cards import MAX_PLAYERS, MIN_PLAYERS

TABLE_ID = 1
ME = Actor(user_id=1, name="You")
QUIT, EOF = "quit", "eof"


class Terminal:
    """Prints the table's public events and asks the human for their moves."""

    def __init__(self, service: TableService, stdin: TextIO, stdout: TextIO) -> None:
        self.service = service
        self.stdin = stdin
        self.stdout = stdout

    def say(self, text: str, end: str = "\n") -> None:
        self.stdout.write(text + end)
        self.stdout.flush()

    async def on_event(self, event: Event) -> None:
        line = describe(event)
        if line:
            self.say(line)

    async def run(self) -> int:
        """Play until the game is over (0), the human quits (0) or input ends (1)."""
        while True:
            await self.service.idle()
            board = await self.service.board(TABLE_ID)
            if board.phase not in ("pain", "tricks"):
                return 0
            hand = await self.service.hand(TABLE_ID, ME)
            if hand.prompt is None:
                continue
            if hand.prompt == "pain":
                key = "term_pain_prompt2" if hand.pain_count == 2 else "term_pain_prompt"
                prompt = t(key, hand=" ".join(hand.hand))
            else:
                trick = " ".join(board.trick) or t("term_empty_trick")
                prompt = t("term_play_prompt", trick=trick, hand=" ".join(hand.hand))
            answer = await self.ask(prompt)
            if answer in (QUIT, EOF):
                self.say(t("term_bye") if answer == QUIT else t("term_eof"))
                return 0 if answer == QUIT else 1
            codes = answer.replace(",", " ").split()
            if not codes:
                continue
            try:
                if hand.prompt == "pain":
                    await self.service.choose_pain(TABLE_ID, ME, codes, decision=hand.decision)
                elif len(codes) != 1:
                    self.say(t("term_error", message=t("term_need_cards", n=1, example=hand.legal[0])))
                else:
                    await self.service.play(TABLE_ID, ME, codes[0], decision=hand.decision)
            except Refusal as refusal:
                self.say(t("term_error", message=refusal))

    async def ask(self, prompt: str) -> str:
        """The next move line; commands (help, hand, info) are answered here."""
        while True:
            self.say(prompt, end="")
            line = await asyncio.to_thread(self.stdin.readline)
            if not line:
                self.say("")
                return EOF
            word = line.strip()
            if not self.stdin.isatty():
                self.say(word)  # echo piped input so the transcript reads like a session
            command = word.lower()
            if command in ("quit", "exit", "q"):
                return QUIT
            if command in ("help", "?"):
                self.say(t("term_help"))
            elif command == "info":
                self.say(await self.service.spielinfo(TABLE_ID))
            elif command == "hand":
                hand = await self.service.hand(TABLE_ID, ME)
                self.say(" ".join(hand.hand))
            else:
                return word


def describe(event: Event) -> str | None:
    """One line for a public event worth showing at the terminal."""
    if isinstance(event, GameStarted):
        seats = ", ".join(f"{s.seat} {s.name}" for s in event.board.seats)
        return t("term_seating", seats=seats)
    if isinstance(event, RoundStarted):
        return t("term_round", round=(event.board.round_index or 0) + 1, of=event.board.round_count)
    name = _namer(event)
    if isinstance(event, CardPlayed):
        return t("term_played", name=name(event.seat), card=event.card)
    if isinstance(event, PainConfirmed):
        return t("term_pain_confirmed", cards=" ".join(event.cards))
    if isinstance(event, PainRevealed):
        if event.hidden:
            return t("term_revealed_hidden")
        colours = ", ".join(f"{s.name} {''.join(s.pain_colours or ())}" for s in event.board.seats)
        return t("term_revealed", colours=colours)
    if isinstance(event, TrickTaken):
        points = t("term_points", points=event.points) if event.points is not None else ""
        return t("term_trick", name=name(event.winner), cards=" ".join(event.cards), points=points)
    if isinstance(event, RoundScored):
        return t("term_round_scores", scores=_per_seat(event, event.scores))
    if isinstance(event, GameOver):
        winners = ", ".join(name(s) for s in event.winners)
        return t("term_game_over", totals=_per_seat(event, event.totals), winners=winners)
    if isinstance(event, SeatAway):
        return t("term_away", name=name(event.seat))
    return None


def _namer(event: Event):  # type: ignore[no-untyped-def]
    seats = event.board.seats if hasattr(event, "board") else ()
    return lambda seat: seats[seat].name if seat < len(seats) else str(seat)


def _per_seat(event: GameOver | RoundScored, values: tuple[int, ...]) -> str:
    return ", ".join(f"{s.name} {v}" for s, v in zip(event.board.seats, values, strict=True))


async def play(players: int, level: str, seed: int | None, stdin: TextIO, stdout: TextIO) -> int:
    """Seat the human and ``players - 1`` AI players on a temporary database and play one game."""
    with tempfile.TemporaryDirectory(prefix="sticheln-") as folder:
        settings = Settings(
            database=Path(folder) / "table.db",
            ai_delay=0,
            ai_level=level,
            timers=Timers(pain_seconds=3600, card_seconds=3600),  # no hurry at the terminal
        )
        service = await TableService.open(settings, seed=seed)
        terminal = Terminal(service, stdin, stdout)
        try:
            await service.resume()
            service.subscribe(terminal.on_event)
            terminal.say(t("term_welcome", n=players - 1, level=level))
            await service.join(TABLE_ID, None, Actor(ME.user_id, t("term_you")))
            for _ in range(players - 1):
                await service.add_bot(TABLE_ID, None, ME, level)
            await service.start(TABLE_ID, ME, rated=False)
            return await terminal.run()
        finally:
            await service.close()


def main(argv: list[str], stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    parser = argparse.ArgumentParser(prog="sticheln play", description=t("term_play_description"))
    parser.add_argument(
        "--players",
        type=int,
        default=4,
        choices=range(MIN_PLAYERS, MAX_PLAYERS + 1),
        metavar="N",
        help=t("term_players_help"),
    )
    parser.add_argument("--level", default="normal", choices=LEVELS, help=t("term_level_help"))
    parser.add_argument("--seed", type=int, default=None, help=t("term_seed_help"))
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    try:
        return asyncio.run(play(args.players, args.level, args.seed, stdin, stdout))
    except KeyboardInterrupt:
        stdout.write("\n" + t("term_bye") + "\n")
        return 130
