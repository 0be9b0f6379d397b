-- Finished games' move lists in a storage format of the server's own: each move's path and
-- the time it was played, LZ4-packed (service/games/store/move_list.rs). Until now a stored
-- list was the text of the game view's `moves` array, so a change to how a move is shown meant
-- storing every finished game's list again; now a view renders a stored list's moves like any
-- other record's. The row keeps the players' names (they never change) and stays whole up to
-- about 8 kB, as migrations 000015 and 000016 found best for reads.
--
-- A new table rather than new contents in the old one, as in migration 000014: a process of
-- the previous version, still running during an upgrade, keeps reading and filling
-- compressed_move_lists, whose rows stay right for it; a later migration drops that table.
CREATE TABLE move_lists (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- How many moves the list holds; a read uses it only while the game's ply is the same.
    plies INTEGER NOT NULL CHECK (plies >= 0),
    -- The packed list (format 1 of move_list.rs).
    moves BYTEA NOT NULL,
    white_name TEXT NOT NULL,
    black_name TEXT NOT NULL
);
ALTER TABLE move_lists ALTER COLUMN moves SET STORAGE EXTERNAL;
ALTER TABLE move_lists SET (toast_tuple_target = 8160);

-- Every finished game is stored again, in the new format, by the background pass.
INSERT INTO move_lists_to_store (game_id)
    SELECT id FROM games WHERE status <> 'active' ON CONFLICT DO NOTHING;
