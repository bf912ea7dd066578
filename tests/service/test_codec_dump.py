"""The JSON the storages write: what ``json`` would read back, for every value a table's state holds."""

from __future__ import annotations

import json

from bot.storage.codec import dump


def test_dump_reads_back_as_written_with_non_ascii_names_and_int_keys() -> None:
    value = {"name": "🤖1 Jürgen", "seed": 2**62 + 1, "scores": {3: [1, -2]}, "pain": ("R0",), "x": None}
    text = dump(value)
    assert "🤖1 Jürgen" in text and " " not in text.replace("🤖1 Jürgen", "")  # compact, not escaped
    read = {"name": "🤖1 Jürgen", "seed": 2**62 + 1, "scores": {"3": [1, -2]}, "pain": ["R0"], "x": None}
    assert json.loads(text) == read


def test_an_integer_past_64_bits_is_still_written() -> None:
    assert json.loads(dump({"big": 2**70})) == {"big": 2**70}
