-- Computer opponents and engine analysis.
--
-- A bot is an account like any other (it plays rated games and has a rating) with a level;
-- nobody can sign in as one (its password hash matches no password). One bot per level, made
-- here; their names are reserved for new registrations (`camelot-bot-` prefix). Should a person
-- already hold one of the names, that level simply has no bot.
ALTER TABLE users ADD COLUMN bot_level SMALLINT CHECK (bot_level BETWEEN 1 AND 8);
CREATE UNIQUE INDEX users_bot_level_idx ON users (bot_level) WHERE bot_level IS NOT NULL;

INSERT INTO users (username, password_hash, roles, rating_centi, peak_rating_centi)
SELECT 'camelot-bot-' || level, '!bot', ARRAY['player'], rating * 100, rating * 100
FROM (VALUES (1, 700), (2, 900), (3, 1100), (4, 1300), (5, 1500), (6, 1700), (7, 1900), (8, 2100))
     AS bots (level, rating)
ON CONFLICT DO NOTHING;
UPDATE users SET bot_level = substring(username FROM 13)::SMALLINT
WHERE password_hash = '!bot' AND username LIKE 'camelot-bot-_';

-- Each search a bot's move needs: the game, the ply at which the bot is to move (so a move is
-- made once per position), and a lease. A worker of any replica takes a due job with
-- `FOR UPDATE SKIP LOCKED` and holds the lease while it searches; a replica that dies
-- mid-search lets its lease lapse and another takes the job over. Jobs are taken in order of
-- the game's deadline.
CREATE TABLE bot_moves (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply INT NOT NULL,
    due_at TIMESTAMPTZ NOT NULL,
    leased_until TIMESTAMPTZ,
    attempts INT NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, ply)
);
CREATE INDEX bot_moves_due_idx ON bot_moves (due_at);

-- Computer analysis of finished games: asked for once, done by the same workers, stored once.
CREATE TABLE game_analyses (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done')),
    requested_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    requested_at TIMESTAMPTZ NOT NULL,
    leased_until TIMESTAMPTZ,
    finished_at TIMESTAMPTZ,
    result JSONB
);
CREATE INDEX game_analyses_queued_idx ON game_analyses (requested_at) WHERE status <> 'done';
