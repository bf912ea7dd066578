-- Tables (one per channel), the outbox, finished and abandoned games, per-seat results, ratings.
-- Several bot processes share this database: a table is changed under pg_advisory_xact_lock(id),
-- and the lease columns say which process delivers a table's events and which thinks for its AI.
CREATE TABLE tables (
    id BIGINT PRIMARY KEY,            -- the channel (or thread) id
    guild_id BIGINT,
    in_game BOOLEAN NOT NULL DEFAULT FALSE,
    state TEXT NOT NULL,              -- Table.to_json()
    version BIGINT NOT NULL,          -- Table.version: a process's cached copy is current while it matches
    updated_at DOUBLE PRECISION NOT NULL,
    due_at DOUBLE PRECISION,          -- when the scheduler must look at the table next
    event_seq BIGINT NOT NULL DEFAULT 0,      -- the table's last event in the outbox
    delivered_seq BIGINT NOT NULL DEFAULT 0,  -- the last one delivered
    deliverer TEXT,                   -- the process delivering the table's events, until deliver_until
    deliver_until DOUBLE PRECISION,
    ai_owner TEXT,                    -- the process thinking for the table's AI, until ai_until
    ai_until DOUBLE PRECISION
);
CREATE INDEX tables_in_game ON tables (id) WHERE in_game;
CREATE INDEX tables_due ON tables (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX tables_undelivered ON tables (id) WHERE event_seq > delivered_seq;

CREATE TABLE outbox (
    table_id BIGINT NOT NULL,
    seq BIGINT NOT NULL,
    event TEXT NOT NULL,              -- bot.service.codec
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE games (
    id BIGSERIAL PRIMARY KEY,
    table_id BIGINT NOT NULL,
    guild_id BIGINT NOT NULL,         -- 0 outside a server
    finished INTEGER NOT NULL,
    rated INTEGER NOT NULL,
    ended_at DOUBLE PRECISION NOT NULL,
    record TEXT NOT NULL              -- sticheln-record/1
);
CREATE INDEX games_by_table ON games (table_id, id);

CREATE TABLE game_seats (
    game_id BIGINT NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    user_id BIGINT,                   -- NULL for an AI seat
    name TEXT NOT NULL,
    total INTEGER NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_seats_by_user ON game_seats (user_id);

CREATE TABLE round_scores (
    game_id BIGINT NOT NULL REFERENCES games (id),
    round INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    user_id BIGINT,
    score INTEGER NOT NULL,
    pain TEXT NOT NULL,               -- pain colour letter(s)
    PRIMARY KEY (game_id, round, seat)
);
CREATE INDEX round_scores_by_user ON round_scores (user_id);

CREATE TABLE ratings (
    guild_id BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    name TEXT NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    ordinal DOUBLE PRECISION NOT NULL,  -- the displayed skill
    PRIMARY KEY (guild_id, user_id)
);
CREATE INDEX ratings_by_ordinal ON ratings (guild_id, ordinal DESC);
