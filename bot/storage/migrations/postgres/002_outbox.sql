-- The outbox: PostgreSQL's first schema (001_initial.sql) has it already; nothing to do here.
-- (One numbering for both backends: SQLite added it as its second migration.)
SELECT 1;
