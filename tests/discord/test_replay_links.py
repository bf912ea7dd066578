"""The links field of /history: whole links only, as many as fit in an embed field."""

from __future__ import annotations

from bot.discord.club.embeds import replay_links


def test_games_without_a_link_are_left_out_and_the_rest_joined_in_order() -> None:
    assert replay_links([(3, "https://x/3"), (2, None), (1, "https://x/1")]) == "[#3](https://x/3) · [#1](https://x/1)"
    assert replay_links([(2, None)]) == ""


def test_a_link_that_does_not_fit_is_left_out_whole() -> None:
    url = "https://example.org/replay/g/" + "a" * 70
    games = [(n, url) for n in range(20, 0, -1)]
    text = replay_links(games)
    assert len(text) <= 1024 and text.count("[#") == text.count(")") == 9  # 9 whole links of about 105 characters
    assert text.endswith(f"[#12]({url})")
