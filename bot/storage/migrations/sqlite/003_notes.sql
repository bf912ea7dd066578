-- Notes an adapter keeps about tables and users (message ids, tokens), shared by restarts:
-- the service stores them as it finds them and reads nothing into them.
CREATE TABLE notes (
    kind TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (kind, key)
) WITHOUT ROWID;
