-- A table's row changes at every move. Let most of those changes be HOT updates (a new row version
-- on the same page, no index touched): room on every page, and no index on a column every move
-- changes. Tables with undelivered events are found through the outbox instead, and a table the
-- AI owes a move is due at DUE_NOW (bot/service/table/state.py), the same value move after move.
DROP INDEX tables_undelivered;
ALTER TABLE tables SET (fillfactor = 50);
