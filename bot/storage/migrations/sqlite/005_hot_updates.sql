-- HOT updates are PostgreSQL's (see its 005_hot_updates.sql); SQLite's rows need nothing here.
-- (One numbering for both backends.)
SELECT 1;
