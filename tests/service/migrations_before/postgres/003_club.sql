-- Club play (issue 14): per-server settings, seasons with their own ratings, tournaments, looking for players,
-- and what the rating rules need to know of each seat of a stored game.
ALTER TABLE game_seats ADD COLUMN moves INTEGER NOT NULL DEFAULT 0;        -- decisions the seat made
ALTER TABLE game_seats ADD COLUMN ai_moves INTEGER NOT NULL DEFAULT 0;     -- of them, made by the AI for it
ALTER TABLE game_seats ADD COLUMN removed_user_id BIGINT;                 -- the human removed from it by vote
CREATE INDEX games_by_guild ON games (guild_id, id);

CREATE TABLE club_settings (
    guild_id BIGINT PRIMARY KEY,
    pain_seconds INTEGER,             -- NULL: the config file's value
    card_seconds INTEGER,
    lfg_role_id BIGINT,              -- the role /lfg pings, if the server opted in
    results_channel_id BIGINT,       -- where every game result is also posted
    monthly_seasons INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE seasons (
    guild_id BIGINT NOT NULL,
    number INTEGER NOT NULL,
    started_at DOUBLE PRECISION NOT NULL,
    planned_end DOUBLE PRECISION,                 -- monthly seasons end at the next month's start
    ended_at DOUBLE PRECISION,                    -- NULL while it is the current season
    PRIMARY KEY (guild_id, number)
);

CREATE TABLE season_ratings (
    guild_id BIGINT NOT NULL,
    season INTEGER NOT NULL,
    user_id BIGINT NOT NULL,
    name TEXT NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    ordinal DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, season, user_id)
);
CREATE INDEX season_ratings_by_ordinal ON season_ratings (guild_id, season, ordinal DESC);

CREATE TABLE tournaments (
    id BIGSERIAL PRIMARY KEY,
    guild_id BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,      -- its tables are threads of this channel
    name TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    table_size INTEGER NOT NULL,
    dm INTEGER NOT NULL,
    rated INTEGER NOT NULL,
    creator_id BIGINT NOT NULL,
    state TEXT NOT NULL,              -- open, running, finished, cancelled
    seed BIGINT NOT NULL,
    created_at DOUBLE PRECISION NOT NULL,
    standings_message_id BIGINT
);
CREATE INDEX tournaments_by_channel ON tournaments (channel_id, state);

CREATE TABLE tournament_players (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    user_id BIGINT NOT NULL,
    name TEXT NOT NULL,
    joined INTEGER NOT NULL,          -- order of registration
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE tournament_tables (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    round INTEGER NOT NULL,           -- from 1
    table_no INTEGER NOT NULL,        -- from 1
    seed BIGINT NOT NULL,            -- the game seed: the same for every table of this size in the round
    table_id BIGINT,                 -- the thread, once created
    PRIMARY KEY (tournament_id, round, table_no)
);
CREATE INDEX tournament_tables_by_table ON tournament_tables (table_id);

CREATE TABLE tournament_seats (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    round INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    user_id BIGINT,                  -- NULL: an AI seat filling a short table
    name TEXT NOT NULL,
    PRIMARY KEY (tournament_id, round, table_no, seat)
);

CREATE TABLE lfg_calls (
    id BIGSERIAL PRIMARY KEY,
    guild_id BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    message_id BIGINT,
    caller_id BIGINT NOT NULL,
    caller_name TEXT NOT NULL,
    players INTEGER NOT NULL,         -- the table size called for, the caller included
    note TEXT NOT NULL,
    created_at DOUBLE PRECISION NOT NULL,
    expires_at DOUBLE PRECISION NOT NULL,
    state TEXT NOT NULL               -- open, full, expired, started
);
CREATE INDEX lfg_calls_open ON lfg_calls (state, expires_at);
