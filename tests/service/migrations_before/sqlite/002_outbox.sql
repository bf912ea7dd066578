-- The outbox: events stored with the change that caused them, delivered afterwards.
-- When the scheduler must look at a table next (a clock, or now for the AI).
ALTER TABLE tables ADD COLUMN due_at REAL;
ALTER TABLE tables ADD COLUMN event_seq INTEGER NOT NULL DEFAULT 0;      -- the table's last event stored
ALTER TABLE tables ADD COLUMN delivered_seq INTEGER NOT NULL DEFAULT 0;  -- the last one delivered
CREATE INDEX tables_due ON tables (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX tables_undelivered ON tables (id) WHERE event_seq > delivered_seq;

CREATE TABLE outbox (
    table_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    event TEXT NOT NULL,              -- bot.service.codec
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
