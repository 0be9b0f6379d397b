-- Costs that stay flat as the service grows: every list and count reads an index range bounded
-- by the page size or by one player's games, never by the size of the tables
-- (service/games/lists.rs, service/ratings.rs), and old events can be pruned
-- (service/events/mod.rs, EVENT_RETENTION_DAYS).

-- The inbox, part one: a player's active games where it is their move, by deadline. Also the
-- count of games waiting for the player (an index-only range).
CREATE INDEX games_to_move_idx ON games (to_move_id, deadline, id) WHERE status = 'active';

-- The inbox, part two: active games where the player waits for the opponent, by deadline.
CREATE INDEX games_waiting_idx
    ON games ((CASE WHEN to_move_id = white_id THEN black_id ELSE white_id END), deadline, id)
    WHERE status = 'active';

-- The inbox, part three: finished and aborted games, newest first, one index per colour (the
-- list merges both). A move in an active game adds no entry to these.
CREATE INDEX games_white_ended_idx ON games (white_id, ended_at DESC, id DESC)
    WHERE status <> 'active';
CREATE INDEX games_black_ended_idx ON games (black_id, ended_at DESC, id DESC)
    WHERE status <> 'active';

-- The leaderboard's order as one ascending key, so that a page's start (a row-value
-- comparison on the same key) is where the index range begins.
DROP INDEX users_leaderboard_idx;
CREATE INDEX users_leaderboard_idx ON users ((-rating_centi), id)
    WHERE deleted_at IS NULL AND rated_games > 0;

-- Events at or below this id have been pruned (EVENT_RETENTION_DAYS): a cursor below it has
-- lost events and is refused (410 /problems/cursor-expired). One row.
CREATE TABLE event_horizon (
    singleton BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (singleton),
    pruned_through BIGINT NOT NULL
);

INSERT INTO event_horizon (pruned_through) VALUES (0);
