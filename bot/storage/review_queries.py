"""The game reviews' statements (bot.review): a seat's stored game and record, and the stored reviews."""

from __future__ import annotations

from bot.storage.sql import Query

SEAT_AND_RECORD = Query(
    "SELECT s.seat, g.record FROM games g JOIN game_seats s ON s.game_id = g.id "
    "WHERE g.id = :game AND g.guild_id = :guild AND (s.user_id = :user OR s.removed_user_id = :user)"
)
RECORD = Query("SELECT record FROM games WHERE id = :game AND guild_id = :guild")
_AT_TABLE = (
    "SELECT g.id FROM games g JOIN game_seats s ON s.game_id = g.id WHERE g.table_id = :table "
    "AND g.guild_id = :guild AND (s.user_id = :user OR s.removed_user_id = :user)"
)
LAST_AT_TABLE = Query(_AT_TABLE + " ORDER BY g.id DESC LIMIT 1")
LAST_AT_TABLE_BY = Query(_AT_TABLE + " AND g.ended_at <= :by ORDER BY g.id DESC LIMIT 1")
LAST_GAME = Query(
    "SELECT MAX(s.game_id) FROM game_seats s JOIN games g ON g.id = s.game_id "
    "WHERE g.guild_id = :guild AND (s.user_id = :user OR s.removed_user_id = :user)"
)
GAME_EXISTS = Query("SELECT id FROM games WHERE id = :game AND guild_id = :guild")
STORED = Query("SELECT result FROM reviews WHERE game_id = :game AND seat = :seat")
STORED_IN_SERVER = Query(
    "SELECT r.result FROM reviews r JOIN games g ON g.id = r.game_id "
    "WHERE r.game_id = :game AND r.seat = :seat AND g.guild_id = :guild"
)
STORE = Query("INSERT INTO reviews (game_id, seat, result) VALUES (:game, :seat, :result) ON CONFLICT DO NOTHING")
