"""What the leaderboard embed shows: the top ten, and the asker's own place only when it is not among them."""

from bot.discord.render import leaderboard_embed
from bot.service.contract import Leaderboard, Standing


def standing(place: int, user_id: int, name: str) -> Standing:
    return Standing(place, user_id, name, rating=20.0 - place, games=3, wins=1, average_round=2.5)


def test_the_askers_place_is_added_below_the_top_only_when_missing_from_it() -> None:
    top = (standing(1, 10, "Anna"), standing(2, 11, "Ben_"))
    outside = leaderboard_embed(Leaderboard(top, standing(14, 12, "Cleo")))
    assert "Anna" in outside.description and "Ben\\_" in outside.description  # names are markdown-escaped
    assert [f.name for f in outside.fields] == ["Your place"]
    assert "Cleo" in outside.fields[0].value and "14" in outside.fields[0].value
    inside = leaderboard_embed(Leaderboard(top, top[1]))
    assert inside.fields == []
