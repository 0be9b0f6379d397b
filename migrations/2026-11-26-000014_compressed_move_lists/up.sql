-- Finished games' stored move lists, compressed by the server (LZ4 block, its length first)
-- instead of by PostgreSQL. Kept as text (migration 000013), a list of 140 moves is about
-- 12.5 kB: every read of a game no process kept had PostgreSQL decompress it and send all of
-- it, about a quarter of what such a read cost the database. Stored compressed and never
-- recompressed (STORAGE EXTERNAL), PostgreSQL sends about 3 kB as it is, and the server
-- expands it in a few microseconds (service/games/store/stored_moves.rs).
--
-- A new table rather than a new column: a process of the previous version, still running
-- during an upgrade, keeps reading (and filling) stored_move_lists, whose rows stay right for
-- it; a later migration drops that table, queuing again any game it holds that the new one
-- lacks.

CREATE TABLE compressed_move_lists (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- How many moves the list holds; a read uses it only while the game's ply is the same.
    plies INTEGER NOT NULL CHECK (plies >= 0),
    -- The elements of the JSON array of the game view's `moves`, comma-separated, without the
    -- brackets, as UTF-8, LZ4-compressed with the uncompressed length first (4 bytes, little
    -- endian).
    moves_lz4 BYTEA NOT NULL
);
ALTER TABLE compressed_move_lists ALTER COLUMN moves_lz4 SET STORAGE EXTERNAL;

-- Every list stored so far is stored again in the new form by the background pass.
INSERT INTO move_lists_to_store (game_id)
    SELECT game_id FROM stored_move_lists ON CONFLICT DO NOTHING;
