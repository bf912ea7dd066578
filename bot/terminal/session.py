"""The human's seat at the terminal: show the table as it changes, ask for moves, answer commands.

On a terminal the keyboard is read while the AI players move too: ``hand``, ``info``,
``help`` and the like are answered at once, and a card typed before the turn is
refused, never played before the player has seen the trick. Piped input (a script)
is read only at the prompts, one move per line.
"""

from __future__ import annotations

import asyncio
import enum

from rich.text import Text

from bot.i18n import quoted
from bot.model.events import Board, Event, PublicEvent, YourHand
from bot.service import Actor, Refusal, TableService
from bot.terminal.commands import Typed, parse
from bot.terminal.keyboard import Keyboard
from bot.terminal.reader import LineReader, UnreadableLine
from bot.terminal.screen import Screen
from bot.terminal.style import sentence
from bot.terminal.view import TableView


class Ending(enum.Enum):
    OVER = "over"  # the game was played to the end
    QUIT = "quit"  # the player typed quit
    EOF = "eof"  # standard input ended


class Session:
    """Plays ``actor``'s seat at ``table_id`` until the game is over, the player quits or input ends."""

    def __init__(
        self,
        service: TableService,
        table_id: int,
        actor: Actor,
        reader: LineReader,
        screen: Screen,
        view: TableView,
        *,
        echo: bool,
        keyboard: Keyboard | None = None,
    ) -> None:
        self.service = service
        self.table_id = table_id
        self.actor = actor
        self.reader = reader
        self.screen = screen
        self.view = view
        self.echo = echo  # piped input is echoed, so the transcript reads like a session
        self.keyboard = keyboard  # a terminal's: read between turns too
        self._waiting = False
        self._line: asyncio.Task[str | None] | None = None  # the line being read, kept from one wait to the turn

    async def on_event(self, event: Event) -> None:
        """The service's listener: print the event, and keep the thinking line up to date.

        It never awaits, so a batch of events is printed without anything in between.
        """
        self.screen.show(*self.view.render(event))
        if self._waiting and isinstance(event, PublicEvent):
            self.screen.thinking(self.view.waiting(event.board))

    async def play(self) -> Ending:
        try:
            while True:
                board = await self.service.board(self.table_id)
                if board.phase not in ("pain", "tricks"):
                    return Ending.OVER
                hand = await self.service.hand(self.table_id, self.actor)
                if hand.prompt is None:
                    ending = await self._wait_for_the_table(board)
                else:
                    ending = await self._take_a_turn(hand, board)
                if ending is not None:
                    return ending
        finally:
            if self._line is not None:
                self._line.cancel()  # its reading thread is a daemon: nobody waits for it

    def _next_line(self) -> asyncio.Task[str | None]:
        if self._line is None:
            self._line = asyncio.ensure_future(self.reader.readline())
        return self._line

    async def _read(self) -> str | None:
        """The next line (None: input ended); UnreadableLine for a line that cannot be a command."""
        line = self._next_line()
        try:
            return await line
        finally:
            self._line = None

    async def _wait_for_the_table(self, board: Board) -> Ending | None:
        """Until the AI players have moved, with "thinking…" on a terminal; on a terminal, typing is answered."""
        self._waiting = True
        self.screen.thinking(self.view.waiting(board))
        idle = asyncio.ensure_future(self.service.idle())
        try:
            if self.keyboard is None:
                await idle
                return None
            with self.keyboard.quiet():
                while not idle.done():
                    await asyncio.wait((idle, self._next_line()), return_when=asyncio.FIRST_COMPLETED)
                    if self._line is not None and self._line.done():
                        ending = await self._typed_while_waiting()
                        if ending is not None:
                            return ending
            self.keyboard.drop_unfinished()
            return None
        finally:
            idle.cancel()
            self._waiting = False
            self.screen.thinking(None)

    async def _typed_while_waiting(self) -> Ending | None:
        """A line typed while the AI moves: shown, then answered (a card is refused: not the player's turn)."""
        self._waiting = False
        self.screen.thinking(None)
        try:
            line = await self._read()
        except UnreadableLine as bad:
            self.screen.error(sentence(bad.key))
            line = ""
        if line is None:
            self.screen.show(Text(), sentence("term_eof"))
            return Ending.EOF
        if line.strip():
            self.screen.show(Text(line, style="dim"))
        typed = parse(line)
        if typed.kind == "quit":
            return await self._leave()
        if typed.kind == "cards":
            self.screen.error(sentence("term_not_your_turn", cards=" ".join(typed.cards)))
        else:
            await self._answer(typed)
        self._waiting = True
        self.screen.thinking(self.view.waiting(await self.service.board(self.table_id)))
        return None

    async def _take_a_turn(self, hand: YourHand, board: Board) -> Ending | None:
        """Ask until a move is accepted (None), or the player leaves (their Ending)."""
        if hand.prompt == "play" and not board.trick:
            self.screen.show(self.view.trick_line(board))
        self.screen.show(self.view.hand_line(hand))
        if hand.prompt == "pain":
            prompt = (
                sentence("term_pain_prompt2", example=" ".join(hand.legal[:2]))
                if hand.pain_count == 2
                else sentence("term_pain_prompt")
            )
        else:
            prompt = sentence("term_play_prompt")
        while True:
            self.screen.prompt(prompt)
            try:
                line = await self._read()
            except UnreadableLine as bad:
                if self.echo:
                    self.screen.show(Text())  # end the prompt's line, where the line would be echoed
                self.screen.error(sentence(bad.key))
                continue
            if line is None:
                self.screen.show(Text(), sentence("term_eof"))
                return Ending.EOF
            if self.echo:
                self.screen.show(Text(line))
            typed = parse(line)
            if typed.kind == "quit":
                return await self._leave()
            if typed.kind == "cards":
                if await self._move(hand, typed.cards):
                    return None
            else:
                await self._answer(typed)

    async def _leave(self) -> Ending:
        """``quit``: the standings after the rounds finished so far, then goodbye."""
        self.screen.show(self.view.standings(await self.service.board(self.table_id)))
        self.screen.show(sentence("term_bye"))
        return Ending.QUIT

    async def _move(self, hand: YourHand, cards: tuple[str, ...]) -> bool:
        """Send the move. False: refused (said why), ask again; True: done with this hand."""
        try:
            if hand.prompt == "pain":
                await self.service.choose_pain(self.table_id, self.actor, cards, decision=hand.decision, seat=hand.seat)
            elif len(cards) != 1:
                self.screen.error(sentence("term_need_one_card", example=hand.legal[0]))
                return False
            else:
                await self.service.play(self.table_id, self.actor, cards[0], decision=hand.decision, seat=hand.seat)
        except Refusal as refusal:
            if refusal.key == "stale_action":
                return True  # the table moved on (the clock ran out): look at the new hand
            self.screen.error(str(refusal))
            return False
        return True

    async def _answer(self, typed: Typed) -> None:
        """A command word (or a word that is none) answered; an empty line asks nothing."""
        command = typed.kind
        if command == "unknown":
            self.screen.error(sentence("term_unknown_word", word=quoted(typed.word)))
        elif command == "alone":
            self.screen.error(sentence("term_command_alone", word=quoted(typed.word)))
        elif command == "help":
            self.screen.show(sentence("term_help"))
        elif command == "rules":
            self.screen.show(sentence("term_rules"))
        elif command == "hand":
            self.screen.show(self.view.hand_line(await self.service.hand(self.table_id, self.actor)))
        elif command == "info":
            self.screen.show(*self.view.info(await self.service.board(self.table_id)))
        elif command == "hint":
            try:
                self.screen.show(*self.view.hint_lines(await self.service.hint(self.table_id, self.actor)))
            except Refusal as refusal:
                self.screen.error(str(refusal))
