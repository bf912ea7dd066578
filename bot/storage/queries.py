"""The storage's own statements that read the same on SQLite and PostgreSQL (named parameters, see
:mod:`bot.storage.sql`): stored games and ratings, the statistics, the adapters' notes, the outbox's reading.

Written by hand per backend, on the measured hot path, are only the
statements every action makes: storing a table's row with its events and
marking events delivered (``bot.storage.sqlite_writes``,
``bot.storage.postgres_save``), loading a table and the PostgreSQL leases.
"""

from __future__ import annotations

from bot.storage.sql import Query

UNFINISHED = Query("SELECT id FROM tables WHERE in_game ORDER BY id")
LAST_RECORD = Query("SELECT record FROM games WHERE table_id = :table ORDER BY id DESC LIMIT 1")
PENDING_EVENTS = Query("SELECT seq, event FROM outbox WHERE table_id = :table AND seq > :after ORDER BY seq")

# -- a game's result ----------------------------------------------------------

RATINGS = Query(
    sqlite="SELECT user_id, mu, sigma FROM ratings WHERE guild_id = :guild "
    "AND user_id IN (SELECT value FROM json_each(:users))",
    postgres="SELECT user_id, mu, sigma FROM ratings WHERE guild_id = :guild AND user_id = ANY(:users::bigint[])",
)
INSERT_GAME = Query(
    "INSERT INTO games (table_id, guild_id, finished, rated, ended_at, record) "
    "VALUES (:table, :guild, :finished, :rated, :ended_at, :record) RETURNING id"
)
INSERT_SEAT = Query(
    "INSERT INTO game_seats (game_id, seat, user_id, name, total, won, moves, ai_moves, removed_user_id) "
    "VALUES (:game, :seat, :user, :name, :total, :won, :moves, :ai_moves, :removed)"
)
INSERT_ROUND = Query(
    "INSERT INTO round_scores (game_id, round, seat, user_id, score, pain) "
    "VALUES (:game, :round, :seat, :user, :score, :pain)"
)
STORE_RATING = Query(
    "INSERT INTO ratings (guild_id, user_id, name, mu, sigma, ordinal) "
    "VALUES (:guild, :user, :name, :mu, :sigma, :ordinal) "
    "ON CONFLICT (guild_id, user_id) DO UPDATE SET name = excluded.name, mu = excluded.mu, "
    "sigma = excluded.sigma, ordinal = excluded.ordinal"
)

# -- the leaderboard and a player's statistics (bot.storage.standings) ------------

BOARD_TOP = Query(
    "SELECT user_id, name, ordinal FROM ratings WHERE guild_id = :guild ORDER BY ordinal DESC, user_id LIMIT :size"
)
RATING_OF = Query("SELECT name, ordinal FROM ratings WHERE guild_id = :guild AND user_id = :user")
PLACES_AHEAD = Query("SELECT COUNT(*) FROM ratings WHERE guild_id = :guild AND ordinal > :ordinal")
PAINS_OF = Query(
    "SELECT r.pain FROM round_scores r JOIN games g ON g.id = r.game_id "
    "WHERE g.guild_id = :guild AND g.finished = 1 AND r.user_id = :user"
)
_GAMES_OF = (
    "SELECT COUNT(*), COALESCE(SUM(s.won), 0) FROM game_seats s JOIN games g ON g.id = s.game_id "
    "WHERE g.guild_id = :guild AND g.finished = 1 AND s.user_id = :user"
)
_ROUNDS_OF = (
    "SELECT AVG(r.score), MAX(r.score) FROM round_scores r JOIN games g ON g.id = r.game_id "
    "WHERE g.guild_id = :guild AND g.finished = 1 AND r.user_id = :user"
)
GAMES_OF, RATED_GAMES_OF = Query(_GAMES_OF), Query(_GAMES_OF + " AND g.rated = 1")
ROUNDS_OF, RATED_ROUNDS_OF = Query(_ROUNDS_OF), Query(_ROUNDS_OF + " AND g.rated = 1")
LAST_NAME = Query(
    "SELECT s.name FROM game_seats s JOIN games g ON g.id = s.game_id WHERE g.guild_id = :guild "
    "AND s.user_id = :user ORDER BY g.id DESC LIMIT 1"
)

# -- an adapter's notes -------------------------------------------------------------

ALL_NOTES = Query("SELECT kind, key, value FROM notes")
NOTE = Query("SELECT value FROM notes WHERE kind = :kind AND key = :key")
NOTES = Query("SELECT key, value FROM notes WHERE kind = :kind AND substr(key, 1, :length) = :prefix")
SET_NOTE = Query(
    "INSERT INTO notes (kind, key, value) VALUES (:kind, :key, :value) "
    "ON CONFLICT (kind, key) DO UPDATE SET value = excluded.value"
)
DELETE_NOTE = Query("DELETE FROM notes WHERE kind = :kind AND key = :key")
FORGET_NOTES = Query(
    sqlite="DELETE FROM notes WHERE kind IN (SELECT value FROM json_each(:kinds)) "
    "AND substr(key, 1, :length) = :prefix",
    postgres="DELETE FROM notes WHERE kind = ANY(:kinds::text[]) AND substr(key, 1, :length) = :prefix",
)
