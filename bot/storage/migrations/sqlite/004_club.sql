-- Club play (issue 14): per-server settings, seasons with their own ratings, tournaments, looking for players,
-- and what the rating rules need to know of each seat of a stored game.
ALTER TABLE game_seats ADD COLUMN moves INTEGER NOT NULL DEFAULT 0;        -- decisions the seat made
ALTER TABLE game_seats ADD COLUMN ai_moves INTEGER NOT NULL DEFAULT 0;     -- of them, made by the AI for it
ALTER TABLE game_seats ADD COLUMN removed_user_id INTEGER;                 -- the human removed from it by vote
CREATE INDEX games_by_guild ON games (guild_id, id);

CREATE TABLE club_settings (
    guild_id INTEGER PRIMARY KEY,
    pain_seconds INTEGER,             -- NULL: the config file's value
    card_seconds INTEGER,
    lfg_role_id INTEGER,              -- the role /lfg pings, if the server opted in
    results_channel_id INTEGER,       -- where every game result is also posted
    monthly_seasons INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE seasons (
    guild_id INTEGER NOT NULL,
    number INTEGER NOT NULL,
    started_at REAL NOT NULL,
    planned_end REAL,                 -- monthly seasons end at the next month's start
    ended_at REAL,                    -- NULL while it is the current season
    PRIMARY KEY (guild_id, number)
);

CREATE TABLE season_ratings (
    guild_id INTEGER NOT NULL,
    season INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    ordinal REAL NOT NULL,
    PRIMARY KEY (guild_id, season, user_id)
);
CREATE INDEX season_ratings_by_ordinal ON season_ratings (guild_id, season, ordinal DESC);

CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,      -- its tables are threads of this channel
    name TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    table_size INTEGER NOT NULL,
    dm INTEGER NOT NULL,
    rated INTEGER NOT NULL,
    creator_id INTEGER NOT NULL,
    state TEXT NOT NULL,              -- open, running, finished, cancelled
    seed INTEGER NOT NULL,
    created_at REAL NOT NULL,
    standings_message_id INTEGER
);
CREATE INDEX tournaments_by_channel ON tournaments (channel_id, state);

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    user_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    joined INTEGER NOT NULL,          -- order of registration
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE tournament_tables (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round INTEGER NOT NULL,           -- from 1
    table_no INTEGER NOT NULL,        -- from 1
    seed INTEGER NOT NULL,            -- the game seed: the same for every table of this size in the round
    table_id INTEGER,                 -- the thread, once created
    PRIMARY KEY (tournament_id, round, table_no)
);
CREATE INDEX tournament_tables_by_table ON tournament_tables (table_id);

CREATE TABLE tournament_seats (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    user_id INTEGER,                  -- NULL: an AI seat filling a short table
    name TEXT NOT NULL,
    PRIMARY KEY (tournament_id, round, table_no, seat)
);

CREATE TABLE lfg_calls (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER,
    caller_id INTEGER NOT NULL,
    caller_name TEXT NOT NULL,
    players INTEGER NOT NULL,         -- the table size called for, the caller included
    note TEXT NOT NULL,
    created_at REAL NOT NULL,
    expires_at REAL NOT NULL,
    state TEXT NOT NULL               -- open, full, expired, started
);
CREATE INDEX lfg_calls_open ON lfg_calls (state, expires_at);
