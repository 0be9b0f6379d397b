DROP TABLE game_analyses;
DROP TABLE bot_moves;
DELETE FROM users WHERE password_hash = '!bot' AND bot_level IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM games WHERE white_id = users.id OR black_id = users.id);
DROP INDEX users_bot_level_idx;
ALTER TABLE users DROP COLUMN bot_level;
