"""The pages' HTML: a static skeleton, the viewer's words as JSON data, and nothing of the game.

The game itself arrives over the live connection (or, for a replay, as JSON
data); a page's script puts names and every other text in with
``textContent``. Data blocks are JSON with ``<`` escaped, so no text can end the
block; served pages load their script and style from ``/static/`` only (the
Content-Security-Policy allows nothing inline), the offline replay file inlines
them (:mod:`bot.web.export`).
"""

from __future__ import annotations

import html
import json
from typing import Any

from bot.i18n import LOCALES, speaking, t
from sticheln.cards import COLOURS

# Messages the page's script shows, and the placeholders it fills in itself (with textContent).
PAGE_WORDS: dict[str, dict[str, str]] = {
    "web_round": {"round": "{round}", "count": "{count}"},
    "web_trick": {"trick": "{trick}"},
    "web_phase_lobby": {},
    "web_phase_pain": {},
    "web_phase_over": {},
    "web_prompt_pain": {},
    "web_prompt_pain2": {},
    "web_prompt_play": {},
    "web_wait_for": {"name": "{name}"},
    "web_wait_pain": {},
    "web_confirm": {},
    "web_your_hand": {},
    "web_you": {},
    "web_ai": {},
    "web_away": {},
    "web_pain": {},
    "web_pain_chosen": {},
    "web_pain_hidden": {},
    "web_cards_left": {},
    "web_round_tricks": {},
    "web_previous_trick": {},
    "web_takes": {"name": "{name}"},
    "web_you_take": {},
    "web_scores": {},
    "web_total": {},
    "web_winners": {"names": "{names}"},
    "web_record": {},
    "web_replay": {},
    "web_live_lost": {},
    "web_time_left": {},
    "web_replay_start": {},
    "web_replay_back": {},
    "web_replay_next": {},
    "web_replay_end": {},
    "web_replay_step": {"round": "{round}", "trick": "{trick}", "count": "{count}"},
    "web_replay_dealt": {"round": "{round}"},
    "web_chart": {},
    "ai_name": {"n": "{n}"},
    "web_you_name": {},
    "web_why_trump": {"card": "{card}"},
    "web_why_lead": {"card": "{card}"},
    "web_why_zeros": {},
    "web_round_points": {},
    "web_game_points": {},
    "web_round_scored": {"round": "{round}"},
    "web_bd_title": {},
    "web_bd_others": {},
    "web_bd_pain_taken": {},
    "web_bd_none": {},
    "web_bd_set_aside": {},
    "web_dismiss": {},
    "web_wait_for_until": {"name": "{name}", "time": "{time}"},
    "web_wait_pain_for": {"names": "{names}"},
    "web_wait_pain_for_until": {"names": "{names}", "time": "{time}"},
    "web_connected": {},
    "web_offline": {},
    "web_labelled": {"label": "{label}", "value": "{value}"},
    "web_rank_1": {},  # a finishing rank: the first three have words of their own in some languages (1st, 1er)
    "web_rank_2": {},
    "web_rank_3": {},
    "web_rank": {"place": "{place}"},
}
TITLES = {"play": "web_title_play", "watch": "web_title_watch", "replay": "web_title_replay"}
ICON = '<link rel="icon" href="/favicon.ico" type="image/svg+xml">'  # served pages only (not the offline file)


def words(lang: str) -> dict[str, str]:
    """The page's messages in ``lang``, with the colour names and the AI seats' names."""
    with speaking(lang):
        found = {key: t(key, **params) for key, params in PAGE_WORDS.items()}
        found.update({f"colour_{c}": t("colour", code=c) for c in COLOURS})
        found.update({f"letter_{c}": t("web_colour_letter", code=c) for c in COLOURS})
    return found


def data_block(element_id: str, value: Any) -> str:
    """JSON in a non-script data block: ``<``, ``>`` and ``&`` escaped, so nothing in it can close the block."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    text = text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f'<script type="application/json" id="{element_id}">{text}</script>'


def page(
    kind: str,
    lang: str,
    attributes: dict[str, str],
    data: dict[str, Any] | None = None,
    review: dict[str, Any] | None = None,
) -> str:
    """A served page: ``kind`` is play, watch or replay; ``attributes`` go on the root element.

    ``review``: a replay's annotations (:func:`bot.web.review_data.review_data`), as a data block of its own.
    """
    script = "replay.js" if kind == "replay" else "table.js"
    head = (
        f'{ICON}<link rel="stylesheet" href="/static/table.css"><script type="module" src="/static/{script}"></script>'
    )
    return document(kind, lang, attributes, head, data, review)


def document(
    kind: str,
    lang: str,
    attributes: dict[str, str],
    head: str,
    data: dict[str, Any] | None,
    review: dict[str, Any] | None = None,
) -> str:
    lang = lang if lang in LOCALES else "en"
    with speaking(lang):
        title = t(TITLES[kind])
    attrs = "".join(f' {name}="{html.escape(value)}"' for name, value in attributes.items())
    blocks = data_block("words", words(lang)) + (data_block("game", data) if data is not None else "")
    blocks += data_block("review", review) if review is not None else ""
    return (
        f'<!doctype html><html lang="{lang}" data-kind="{kind}"{attrs}><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape(title)}</title>{head}</head>"
        f'<body><main id="app"></main>{blocks}</body></html>'
    )


def refusal_page(lang: str, message_key: str) -> str:
    """A clear page for a refused request: a title and one sentence, no detail of what failed."""
    lang = lang if lang in LOCALES else "en"
    with speaking(lang):
        title, sentence = t("web_refused_title"), t(message_key)
    return (
        f'<!doctype html><html lang="{lang}" data-kind="refused"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>{html.escape(title)}</title>{ICON}<link rel="stylesheet" href="/static/table.css"></head>'
        f'<body><main class="refused"><h1>{html.escape(title)}</h1>'
        f'<p id="refusal">{html.escape(sentence)}</p></main></body></html>'
    )
