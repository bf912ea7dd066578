"""The web pages' scripts put no words of their own on the page: every text, title and label they write comes
from the words the server sends in the reader's language (issue 42). Read from the scripts' source: each
expression that reaches a text (``text:``, ``textContent``, ``title``, ``aria-label``) may hold no string literal
with a letter in it, nor punctuation that a language spaces its own way ("Anna: 12" is "Anna : 12" in French);
and each word a script asks for is one the server sends."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.web.activity import WORDS as ACTIVITY_WORDS
from bot.web.pages import PAGE_WORDS
from bot.web.review_data import REVIEW_WORDS
from bot.web.static_files import STATIC

SCRIPTS = sorted(STATIC.glob("*.js"))  # the vendored SDK lives below, in vendor/
SINK = re.compile(r"""(?:\btext|\btextContent|"aria-label"|\btitle)\s*(?::|=(?!=))\s*""")
KEY_CALL = re.compile(r"""(?:\bword|\bsay|\bwaitLine)\(\s*$|\bwords\[\s*$|[=!]==\s*$""")
MESSAGE_KEY = re.compile(r"[a-z]+(?:_[a-z0-9]+)+_?")  # web_connected: a key chosen by a condition, never a text
LETTER = re.compile(r"[^\W\d_]")
SPACED_PUNCTUATION = re.compile(r"[:;!?«»](?=\s|$)")
SENT_WORDS = set(PAGE_WORDS) | set(REVIEW_WORDS) | set(ACTIVITY_WORDS) | {"review_where_pain", "review_where_card"}
SENT_PREFIXES = ("colour_", "letter_", "web_review_", "web_rank_")


@dataclass(frozen=True)
class Literal:
    line: int
    raw: str  # a template literal with its ${…} parts
    static: str  # what the script writes itself: the literal without its ${…} parts
    before: str  # the source just before it, to tell a message key from a text


def _literal_end(source: str, start: int) -> int:
    """The index after the string literal starting at ``start`` (its ``${…}`` parts skipped whole)."""
    quote, i = source[start], start + 1
    while source[i] != quote:
        if source[i] == "\\":
            i += 2
        elif quote == "`" and source.startswith("${", i):
            i = _expression_end(source, i + 2, closing="}") + 1
        else:
            i += 1
    return i + 1


def _expression_end(source: str, start: int, closing: str = ",;)}\n") -> int:
    """The index where the expression starting at ``start`` ends: at a ``closing`` character outside brackets."""
    depth, i = 0, start
    while i < len(source):
        c = source[i]
        if c in "\"'`":
            i = _literal_end(source, i)
            continue
        if depth == 0 and c in closing:
            return i
        depth += 1 if c in "([{" else -1 if c in ")]}" else 0
        i += 1
    return i


def literals(source: str, start: int, end: int) -> list[Literal]:
    found, i = [], start
    while i < end:
        if source[i] in "\"'`":
            stop = _literal_end(source, i)
            raw = source[i + 1 : stop - 1]
            static = re.sub(r"\$\{.*?\}", "", raw) if source[i] == "`" else raw
            found.append(Literal(source.count("\n", 0, i) + 1, raw, static, source[max(0, i - 20) : i]))
            inner = [m.start() for m in re.finditer(r"\$\{", raw)] if source[i] == "`" else []
            for at in inner:  # a template's ${…} parts are expressions of the text too
                begin = i + 1 + at + 2
                found += literals(source, begin, _expression_end(source, begin, closing="}"))
            i = stop
        else:
            i += 1
    return found


def written_literals(source: str) -> list[Literal]:
    """The string literals in every expression that becomes a text, a title or a label on the page."""
    found = []
    for sink in SINK.finditer(source):
        found += literals(source, sink.end(), _expression_end(source, sink.end()))
    return found


def own_words(source: str) -> list[str]:
    """What a script would write itself: each literal that is not a message key or a compared value."""
    problems = []
    for literal in written_literals(source):
        if KEY_CALL.search(literal.before) or MESSAGE_KEY.fullmatch(literal.static):
            continue
        if LETTER.search(literal.static):
            problems.append(f"line {literal.line}: words of its own: {literal.raw!r}")
        elif SPACED_PUNCTUATION.search(literal.raw):
            problems.append(f"line {literal.line}: punctuation a language spaces its own way: {literal.raw!r}")
    return problems


def test_no_page_script_writes_words_or_spaced_punctuation_of_its_own() -> None:
    assert SCRIPTS
    found = {path.name: own_words(path.read_text(encoding="utf-8")) for path in SCRIPTS}
    assert {name: problems for name, problems in found.items() if problems} == {}


def test_the_check_finds_an_english_word_and_a_colon_in_a_script() -> None:
    script = """
      parts.status.textContent = "Waiting for players";
      el("span", { class: "who", text: `${name(s)}: ${totals[s]}` });
      el("p", { title: seat === you ? "You" : word("web_takes", { name }) });
      el("td", { text: word(`colour_${c}`), "aria-label": state.phase === "over" ? word("web_phase_over") : "" });
      clock.textContent = labelled(word("web_time_left"), `${minutes}:${seconds}`);
    """
    assert own_words(script) == [
        "line 2: words of its own: 'Waiting for players'",
        "line 3: punctuation a language spaces its own way: '${name(s)}: ${totals[s]}'",
        "line 4: words of its own: 'You'",
    ]


def test_every_word_a_page_script_asks_for_is_sent_by_the_server() -> None:
    asked = set()
    for path in SCRIPTS:
        source = path.read_text(encoding="utf-8")
        asked |= {(path.name, key) for key in re.findall(r"""\b(?:word|say|waitLine)\(\s*["'`]([\w]+)""", source)}
        asked |= {(path.name, key) for key in re.findall(r"""\bwords\.(\w+)""", source)}
    missing = {
        (name, key)
        for name, key in asked
        if key not in SENT_WORDS and not any(key.startswith(prefix) for prefix in SENT_PREFIXES)
    }
    assert len(asked) > 40
    assert missing == set()
