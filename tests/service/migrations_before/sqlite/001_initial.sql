-- Tables (one per channel), finished and abandoned games, per-seat results, ratings.
CREATE TABLE tables (
    id INTEGER PRIMARY KEY,           -- the channel (or thread) id
    guild_id INTEGER,
    in_game INTEGER NOT NULL DEFAULT 0,
    state TEXT NOT NULL,              -- Table.to_json()
    updated_at REAL NOT NULL
);
CREATE INDEX tables_in_game ON tables (in_game) WHERE in_game = 1;

CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id INTEGER NOT NULL,
    guild_id INTEGER NOT NULL,        -- 0 outside a server
    finished INTEGER NOT NULL,
    rated INTEGER NOT NULL,
    ended_at REAL NOT NULL,
    record TEXT NOT NULL              -- sticheln-record/1
);
CREATE INDEX games_by_table ON games (table_id, id);

CREATE TABLE game_seats (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    user_id INTEGER,                  -- NULL for an AI seat
    name TEXT NOT NULL,
    total INTEGER NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_seats_by_user ON game_seats (user_id);

CREATE TABLE round_scores (
    game_id INTEGER NOT NULL REFERENCES games (id),
    round INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    user_id INTEGER,
    score INTEGER NOT NULL,
    pain TEXT NOT NULL,               -- pain colour letter(s)
    PRIMARY KEY (game_id, round, seat)
);
CREATE INDEX round_scores_by_user ON round_scores (user_id);

CREATE TABLE ratings (
    guild_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    ordinal REAL NOT NULL,            -- the displayed skill
    PRIMARY KEY (guild_id, user_id)
);
CREATE INDEX ratings_by_ordinal ON ratings (guild_id, ordinal DESC);
