DROP INDEX IF EXISTS rating_history_game_idx;
DROP INDEX IF EXISTS games_ended_recent_idx;
DROP INDEX IF EXISTS games_active_recent_idx;
