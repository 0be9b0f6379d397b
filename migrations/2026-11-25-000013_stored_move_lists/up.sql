-- A finished game's move list, stored as its views show it. The moves of a finished game never
-- change, yet a read of one that no process had rendered lately read every chunk of its moves
-- and rendered each move's JSON again: on a big server, where most finished games are read
-- seldom, that was most of what such a read cost (two to three times a read of a game whose
-- view a process keeps). A background pass (service/games/store/stored_moves.rs) renders the list
-- once, after the game ends; reads of game views use it (service/games/store/read.rs).

CREATE TABLE stored_move_lists (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- How many moves the list holds; a read uses it only while the game's ply is the same.
    plies INTEGER NOT NULL CHECK (plies >= 0),
    -- The elements of the JSON array of the game view's `moves`, comma-separated, without the
    -- brackets.
    moves_json TEXT NOT NULL
);

-- Games whose list is still to be stored: every game that leaves 'active', however it ends
-- (a move, a resignation, an agreed draw, time, an abort, a withdrawal), and a game inserted
-- already over. The pass takes them with FOR UPDATE SKIP LOCKED, so several processes share it.
CREATE TABLE move_lists_to_store (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE
);

-- Migration 000023 moved the live definition to crates/camelot-server/src/db/replaceable.sql.
CREATE FUNCTION queue_move_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO move_lists_to_store (game_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    RETURN NULL;
END
$$;

CREATE TRIGGER games_queue_move_list_on_end
    AFTER UPDATE OF status ON games FOR EACH ROW
    WHEN (OLD.status = 'active' AND NEW.status <> 'active')
    EXECUTE FUNCTION queue_move_list();

CREATE TRIGGER games_queue_move_list_on_insert
    AFTER INSERT ON games FOR EACH ROW
    WHEN (NEW.status <> 'active')
    EXECUTE FUNCTION queue_move_list();

-- Games that ended before this migration.
INSERT INTO move_lists_to_store (game_id) SELECT id FROM games WHERE status <> 'active';
