-- The public list of games (GET /api/v1/games): games being played, the most recently moved
-- first, and finished games, the most recently ended first. Each list reads one index in its
-- own order, so a page costs the same on a table of any size. A finished game's view shows the
-- rating change it brought, read by game.
CREATE INDEX games_active_recent_idx ON games (turn_started_at DESC, id DESC) WHERE status = 'active';
CREATE INDEX games_ended_recent_idx ON games (ended_at DESC, id DESC) WHERE status <> 'active';
CREATE INDEX rating_history_game_idx ON rating_history (game_id);
