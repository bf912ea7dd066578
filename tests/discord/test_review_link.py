"""The link under a /review answer: the annotated replay of the reviewed seat (counted from 1 in the address),
only when the web table has a public address and the server has not switched it off; the title names the seat."""

from __future__ import annotations

from typing import Any

import pytest

from bot.discord import review
from bot.discord.links.web_links import WebLinks
from bot.i18n import t
from bot.review.summary import ReviewSummary
from bot.web.links import Links
from bot.web.server import REVIEW, WebTable

SUMMARY = ReviewSummary(9, 1, "Bo", 15, 0.5, {"good": 15, "inaccuracy": 0, "mistake": 0, "blunder": 0}, ())


class _Service:
    """What a web table needs of a service to make links (no table is read)."""

    shared_storage = False

    def subscribe(self, listener: Any) -> None:
        pass


@pytest.fixture
def site() -> WebTable:
    return WebTable(_Service(), Links(b"link-secret"))  # type: ignore[arg-type]


@pytest.fixture
def links(site: WebTable) -> WebLinks:
    attached = WebLinks()
    attached.attach("https://sticheln.example/", site, None)  # type: ignore[arg-type]  # no stored game is read
    attached.switched_off.add(5)
    return attached


def test_the_link_opens_the_reviewed_seats_replay(site: WebTable, links: WebLinks) -> None:
    button = review.replay_button(links, 77, SUMMARY)
    assert button is not None and button.label == t("dc_review_replay_button")
    path, query = (button.url or "").removeprefix("https://sticheln.example").split("?")
    assert path.startswith("/replay/g/") and query == f"{REVIEW}=2"  # seat 1 of the record is the second seat
    assert site.links.game(path.removeprefix("/replay/g/")) == (77, 9)


def test_no_link_where_the_web_table_is_off(links: WebLinks) -> None:
    assert review.replay_button(links, 5, SUMMARY) is None  # this server switched it off
    assert review.replay_button(WebLinks(), 77, SUMMARY) is None  # no web table attached (no public address)
    site = links.site
    assert site is not None
    links.attach(None, site, None)  # type: ignore[arg-type]  # a web table served, but no public address
    assert review.replay_button(links, 77, SUMMARY) is None


def test_the_title_names_a_seat_asked_for() -> None:
    own = review.summary_text(SUMMARY).splitlines()[0]
    named = review.summary_text(SUMMARY, named_seat=True).splitlines()[0]
    assert own == t("dc_review_title", game=9, name="Bo")
    assert named == t("dc_review_title_seat", game=9, seat=2, name="Bo")
    assert named.startswith("Review of game 9, seat 2 (Bo),")
