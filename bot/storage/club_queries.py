"""The club's questions to the storage (:mod:`bot.club`), each written once for SQLite and PostgreSQL.

Named parameters (:mod:`bot.storage.sql`); the club calls ``QUERY(name=value)``
and hands the statement to the storage's ``fetch`` or ``execute``, so no SQL
text lives outside this package.
"""

from __future__ import annotations

from typing import NamedTuple

from bot.storage.rows import Select
from bot.storage.sql import Query

# -- the rows the club reads, typed (bot.storage.rows) --------------------------------


class SettingsRow(NamedTuple):
    pain_seconds: int | None
    card_seconds: int | None
    lfg_role_id: int | None
    results_channel_id: int | None
    monthly_seasons: bool


class GuildSettingsRow(NamedTuple):
    guild_id: int
    pain_seconds: int | None
    card_seconds: int | None
    lfg_role_id: int | None
    results_channel_id: int | None
    monthly_seasons: bool


class Flag(NamedTuple):
    value: bool


class Number(NamedTuple):
    value: int


class MaybeNumber(NamedTuple):
    value: float | None


class SeasonRow(NamedTuple):
    number: int
    started_at: float
    planned_end: float | None
    ended_at: float | None


class RatingRow(NamedTuple):
    user_id: int
    mu: float
    sigma: float


class BoardRow(NamedTuple):
    user_id: int
    name: str
    ordinal: float


class GamesWon(NamedTuple):
    games: int
    wins: int


class PastGameRow(NamedTuple):
    game_id: int
    ended_at: float
    table_id: int
    finished: bool
    total: int
    place: int
    players: int
    tournament: str | None
    tournament_round: int | None
    seat: int


class Text(NamedTuple):
    value: str


class RoundScoreRow(NamedTuple):
    round: int
    seat: int
    score: int


class CallRow(NamedTuple):
    id: int
    guild_id: int
    channel_id: int
    message_id: int | None
    caller_id: int
    caller_name: str
    players: int
    note: str
    created_at: float
    expires_at: float
    state: str


class TournamentRow(NamedTuple):
    id: int
    guild_id: int
    channel_id: int
    name: str
    rounds: int
    table_size: int
    dm: bool
    rated: bool
    creator_id: int
    state: str
    seed: int
    created_at: float
    standings_message_id: int | None


class PlayerRow(NamedTuple):
    user_id: int
    name: str


class RoundTableRow(NamedTuple):
    round: int
    table_no: int
    seed: int
    table_id: int | None


class RoundSeatRow(NamedTuple):
    round: int
    table_no: int
    seat: int
    user_id: int | None
    name: str


class GameSeatRow(NamedTuple):
    seat: int
    total: int
    moves: int
    ai_moves: int


# -- server settings ---------------------------------------------------------------

SETTINGS_FIELDS = ("pain_seconds", "card_seconds", "lfg_role_id", "results_channel_id", "monthly_seasons")
_FIELDS = ", ".join(SETTINGS_FIELDS)

SETTINGS = Select(SettingsRow, f"SELECT {_FIELDS} FROM club_settings WHERE guild_id = :guild")
EVERY_SETTINGS = Select(GuildSettingsRow, f"SELECT guild_id, {_FIELDS} FROM club_settings ORDER BY guild_id")
STORE_SETTINGS = Query(
    f"INSERT INTO club_settings (guild_id, {_FIELDS}) VALUES (:guild, {', '.join(':' + f for f in SETTINGS_FIELDS)}) "
    f"ON CONFLICT (guild_id) DO UPDATE SET {', '.join(f'{f} = excluded.{f}' for f in SETTINGS_FIELDS)}"
)
MONTHLY = Select(Flag, "SELECT monthly_seasons FROM club_settings WHERE guild_id = :guild")

# -- seasons -----------------------------------------------------------------------

_SEASON = "SELECT number, started_at, planned_end, ended_at FROM seasons WHERE guild_id = :guild"
LATEST_SEASON = Select(SeasonRow, f"{_SEASON} ORDER BY number DESC LIMIT 1")
SEASON = Select(SeasonRow, f"{_SEASON} AND number = :number")
SEASONS = Select(SeasonRow, f"{_SEASON} ORDER BY number")
FIRST_GAME = Select(MaybeNumber, "SELECT MIN(ended_at) FROM games WHERE guild_id = :guild")
INSERT_SEASON = Query(
    "INSERT INTO seasons (guild_id, number, started_at, planned_end) "
    "VALUES (:guild, :number, :started_at, :planned_end) "
    "ON CONFLICT (guild_id, number) DO NOTHING"
)
CLOSE_SEASON = Query(
    "UPDATE seasons SET ended_at = :at WHERE guild_id = :guild AND number = :number AND ended_at IS NULL"
)
PLAN_SEASON_END = Query("UPDATE seasons SET planned_end = :end WHERE guild_id = :guild AND number = :number")
SEASON_RATINGS = Select(
    RatingRow,
    sqlite="SELECT user_id, mu, sigma FROM season_ratings WHERE guild_id = :guild AND season = :season "
    "AND user_id IN (SELECT value FROM json_each(:users))",
    postgres="SELECT user_id, mu, sigma FROM season_ratings WHERE guild_id = :guild AND season = :season "
    "AND user_id = ANY(:users::bigint[])",
)
STORE_SEASON_RATING = Query(
    "INSERT INTO season_ratings (guild_id, season, user_id, name, mu, sigma, ordinal) "
    "VALUES (:guild, :season, :user, :name, :mu, :sigma, :ordinal) ON CONFLICT (guild_id, season, user_id) DO UPDATE "
    "SET name = excluded.name, mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal"
)
SEASON_BOARD = Select(
    BoardRow,
    "SELECT user_id, name, ordinal FROM season_ratings WHERE guild_id = :guild AND season = :season "
    "ORDER BY ordinal DESC, user_id",
)
SEASON_RATING_OF = Select(
    MaybeNumber, "SELECT ordinal FROM season_ratings WHERE guild_id = :guild AND season = :season AND user_id = :user"
)
_IN_SEASON = "g.guild_id = :guild AND g.finished = 1 AND g.rated = 1 AND g.ended_at >= :since AND g.ended_at < :until"
SEASON_GAMES_OF = Select(
    GamesWon,
    "SELECT COUNT(*), COALESCE(SUM(s.won), 0) FROM game_seats s JOIN games g ON g.id = s.game_id "
    f"WHERE {_IN_SEASON} AND s.user_id = :user",
)
SEASON_ROUNDS_OF = Select(
    MaybeNumber,
    "SELECT AVG(r.score) FROM round_scores r JOIN games g ON g.id = r.game_id "
    f"WHERE {_IN_SEASON} AND r.user_id = :user",
)

# -- history -------------------------------------------------------------------------

RECENT_GAMES = Select(
    PastGameRow,
    "SELECT g.id, g.ended_at, g.table_id, g.finished, s.total, "
    "(SELECT COUNT(*) FROM game_seats o WHERE o.game_id = g.id AND o.total > s.total) + 1, "
    "(SELECT COUNT(*) FROM game_seats o WHERE o.game_id = g.id), t.name, tt.round, s.seat "
    "FROM game_seats s JOIN games g ON g.id = s.game_id "
    "LEFT JOIN tournament_tables tt ON tt.table_id = g.table_id "
    "LEFT JOIN tournaments t ON t.id = tt.tournament_id "
    "WHERE g.guild_id = :guild AND (s.user_id = :user OR s.removed_user_id = :user) ORDER BY g.id DESC LIMIT :size",
)
LAST_TABLE_GAME = Select(MaybeNumber, "SELECT MAX(id) FROM games WHERE table_id = :table")
GAME_RECORD = Select(Text, "SELECT record FROM games WHERE id = :game AND guild_id = :guild")
GAME_NAMES = Select(
    Text,
    "SELECT s.name FROM game_seats s JOIN games g ON g.id = s.game_id WHERE g.id = :game AND g.guild_id = :guild "
    "ORDER BY s.seat",
)
GAME_ROUNDS = Select(
    RoundScoreRow, "SELECT round, seat, score FROM round_scores WHERE game_id = :game ORDER BY round, seat"
)

# -- looking for players ----------------------------------------------------------------

LFG_COLUMNS = (
    "id, guild_id, channel_id, message_id, caller_id, caller_name, players, note, created_at, expires_at, state"
)
INSERT_CALL = Select(
    CallRow,
    "INSERT INTO lfg_calls (guild_id, channel_id, caller_id, caller_name, players, note, created_at, expires_at, "
    "state) VALUES (:guild, :channel, :caller, :name, :players, :note, :now, :expires, 'open') "
    f"RETURNING {LFG_COLUMNS}",
)
# an open call closes; with ``from_full`` a full one too (a full table may still start)
CLOSE_CALL = Select(
    CallRow,
    "UPDATE lfg_calls SET state = :state WHERE id = :call "
    f"AND (state = 'open' OR (state = 'full' AND :from_full)) RETURNING {LFG_COLUMNS}",
)
SET_CALL_MESSAGE = Query("UPDATE lfg_calls SET message_id = :message WHERE id = :call")
CALL = Select(CallRow, f"SELECT {LFG_COLUMNS} FROM lfg_calls WHERE id = :call")
OPEN_CALL_IN = Select(
    CallRow,
    f"SELECT {LFG_COLUMNS} FROM lfg_calls WHERE channel_id = :channel AND state = 'open' ORDER BY id DESC LIMIT 1",
)
OPEN_CALLS = Select(CallRow, f"SELECT {LFG_COLUMNS} FROM lfg_calls WHERE state = 'open' ORDER BY expires_at")

# -- tournaments -------------------------------------------------------------------------

TOURNAMENT_COLUMNS = (
    "id, guild_id, channel_id, name, rounds, table_size, dm, rated, creator_id, state, seed, created_at, "
    "standings_message_id"
)
TOURNAMENT = Select(TournamentRow, f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = :id")
TOURNAMENT_IN = Select(
    TournamentRow,
    f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE channel_id = :channel "
    "ORDER BY state IN ('open', 'running') DESC, id DESC LIMIT 1",
)
TOURNAMENT_OF_TABLE = Select(
    Number, "SELECT tournament_id FROM tournament_tables WHERE table_id = :table ORDER BY tournament_id DESC LIMIT 1"
)
RUNNING_TOURNAMENTS = Select(
    TournamentRow, f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE state = 'running' ORDER BY id"
)
INSERT_TOURNAMENT = Select(
    Number,
    "INSERT INTO tournaments (guild_id, channel_id, name, rounds, table_size, dm, rated, creator_id, state, seed, "
    "created_at) VALUES (:guild, :channel, :name, :rounds, :table_size, :dm, :rated, :creator, 'open', :seed, :now) "
    "RETURNING id",
)
JOIN_TOURNAMENT = Query(
    "INSERT INTO tournament_players (tournament_id, user_id, name, joined) VALUES (:tournament, :user, :name, "
    "(SELECT COUNT(*) FROM tournament_players WHERE tournament_id = :tournament))"
)
LEAVE_TOURNAMENT = Select(
    Number, "DELETE FROM tournament_players WHERE tournament_id = :tournament AND user_id = :user RETURNING user_id"
)
TOURNAMENT_PLAYERS = Select(
    PlayerRow, "SELECT user_id, name FROM tournament_players WHERE tournament_id = :tournament ORDER BY joined, user_id"
)
SET_TOURNAMENT_STATE = Query("UPDATE tournaments SET state = :state WHERE id = :id")
START_TOURNAMENT = Query("UPDATE tournaments SET state = 'running' WHERE id = :id AND state = 'open'")
SET_STANDINGS_MESSAGE = Query("UPDATE tournaments SET standings_message_id = :message WHERE id = :id")
BIND_ROUND_TABLE = Select(
    Number,
    "UPDATE tournament_tables SET table_id = :table WHERE tournament_id = :tournament AND round = :round "
    "AND table_no = :table_no AND table_id IS NULL RETURNING table_no",
)
ROUND_TABLES = Select(
    RoundTableRow,
    "SELECT round, table_no, seed, table_id FROM tournament_tables WHERE tournament_id = :tournament "
    "ORDER BY round, table_no",
)
ROUND_SEATS = Select(
    RoundSeatRow,
    "SELECT round, table_no, seat, user_id, name FROM tournament_seats WHERE tournament_id = :tournament "
    "ORDER BY round, table_no, seat",
)
INSERT_ROUND_TABLE = Query(
    "INSERT INTO tournament_tables (tournament_id, round, table_no, seed) "
    "VALUES (:tournament, :round, :table_no, :seed) "
    "ON CONFLICT (tournament_id, round, table_no) DO NOTHING"
)
INSERT_ROUND_SEAT = Query(
    "INSERT INTO tournament_seats (tournament_id, round, table_no, seat, user_id, name) "
    "VALUES (:tournament, :round, :table_no, :seat, :user, :name) "
    "ON CONFLICT (tournament_id, round, table_no, seat) DO NOTHING"
)
FIRST_FINISHED_GAME = Select(
    Number, "SELECT id FROM games WHERE table_id = :table AND finished = 1 ORDER BY id LIMIT 1"
)
GAME_SEATS = Select(
    GameSeatRow, "SELECT seat, total, moves, ai_moves FROM game_seats WHERE game_id = :game ORDER BY seat"
)
