-- Game reviews (bot.service.review): one seat of one stored game, computed once and kept.
CREATE TABLE reviews (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    result TEXT NOT NULL,             -- sticheln.review.SeatReview.to_json()
    PRIMARY KEY (game_id, seat)
);
