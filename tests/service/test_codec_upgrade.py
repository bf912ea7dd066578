"""An event an older version left in the outbox is still read after the upgrade."""

from __future__ import annotations

import json

from bot.model import events
from bot.model.events import Board, OptionsChanged
from bot.storage import codec


def test_an_options_event_with_the_old_worded_description_is_read() -> None:
    board = Board(1, "lobby", (), ("dm",))
    text = codec.encode(OptionsChanged(1, board, by="Ann", option="dm"))
    old = json.loads(text)
    del old["option"]
    old["description"] = "dm: on"  # what the English-only version stored
    event = codec.decode(json.dumps(old))
    assert isinstance(event, events.OptionsChanged) and event.by == "Ann" and event.option == ""
    assert codec.decode(text) == OptionsChanged(1, board, by="Ann", option="dm")
