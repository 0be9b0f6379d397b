DROP TABLE event_horizon;
DROP INDEX users_leaderboard_idx;
CREATE INDEX users_leaderboard_idx ON users (rating_centi DESC, id) WHERE deleted_at IS NULL AND rated_games > 0;
DROP INDEX games_black_ended_idx;
DROP INDEX games_white_ended_idx;
DROP INDEX games_waiting_idx;
DROP INDEX games_to_move_idx;
