"""What the leaderboard embed shows: the top ten, and the asker's own place only when it is not among them."""

from bot.discord.table.render import leaderboard_embed
from bot.model.contract import Leaderboard, Standing


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


def test_the_leaderboard_prints_signs_cleanly_and_orders_by_the_rating_it_shows() -> None:
    top = (
        Standing(1, 10, "Anna", rating=4.84, games=3, wins=2, average_round=0.04),
        Standing(2, 11, "Ben", rating=4.86, games=3, wins=1, average_round=-1.25),  # stored behind Anna, shown ahead
        Standing(3, 12, "Cy", rating=-4.8, games=2, wins=0, average_round=-2.5),
    )
    lines = leaderboard_embed(Leaderboard(top, None)).description.splitlines()
    assert lines == [
        "1. Ben: rating 4.9 (3 games, 1 win, -1.2 per round)",
        "2. Anna: rating 4.8 (3 games, 2 wins, 0.0 per round)",
        "3. Cy: rating -4.8 (2 games, 0 wins, -2.5 per round)",
    ]
    one = Standing(1, 10, "Anna", rating=1.0, games=1, wins=1, average_round=1.0)
    single = leaderboard_embed(Leaderboard((one,), None)).description
    assert single == "1. Anna: rating 1.0 (1 game, 1 win, +1.0 per round)"
    tied = (standing(1, 10, "Anna"), Standing(2, 11, "Ben", rating=19.04, games=1, wins=0, average_round=1.0))
    assert [line.split(".")[0] for line in leaderboard_embed(Leaderboard(tied, None)).description.splitlines()] == [
        "1",
        "1",
    ]  # equal as shown (19.0): an equal place


def test_a_hand_message_with_six_long_names_keeps_its_cards_within_discords_limit(monkeypatch) -> None:
    from bot.discord.hands import hand_text
    from bot.discord.hands.hand_text import HandContext, hand_message
    from bot.discord.table.channels import Place
    from bot.model.events import Board, SeatInfo, YourHand

    name = "_*~|" * 8  # 32 characters (Discord's longest name), each of them escaped
    seats = tuple(SeatInfo(s, name, 100 + s, pain_colours=("R",), pain_chosen=True) for s in range(6))
    board = Board(1, "tricks", seats, (), 2, 5, 4, 0, ("R1", "Y2", "G3", "B4", "O5"), 4, 5, None, (), (0,) * 6)
    cards = tuple(f"V{v}" for v in range(1, 15))
    hand = YourHand(1, 105, 5, cards, cards, "play", decision=9, round_index=2)
    context = HandContext(Place(7, "S" * 100, "c" * 100), "https://discord.com/channels/7/1/2", (3,) * 6)
    text = hand_message(hand, board, context)
    assert len(text) <= 2000 and "Round (game):" in text and "Pain colours:" in text
    monkeypatch.setattr(hand_text, "MAX_CONTENT", len(text) - 10)  # longer than allowed: what goes first
    shorter = hand_message(hand, board, context)
    assert "Round (game):" not in shorter and "Pain colours:" in shorter
    assert shorter.startswith("**Your turn: trick 5, ") and all(code in shorter.split() for code in cards)
