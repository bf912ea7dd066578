-- A table's row changes at every move. Let most of those changes be HOT updates (a new row version
-- on the same page, no index touched): room on every page, and no index on a column every move
-- changes. Tables with undelivered events are found through the outbox instead, and due_at keeps
-- the moment since which a table has been due (see PostgresTx._save), so it stays put while the
-- AI plays move after move.
DROP INDEX tables_undelivered;
ALTER TABLE tables SET (fillfactor = 50);
