-- Finished games' stored move lists are kept in their table's own rows, and what nothing reads
-- any more goes.
--
-- A packed list is about 3 kB. PostgreSQL moves a value out of a row once the row passes about
-- 2 kB (the TOAST threshold), and a list stored out of line (STORAGE EXTERNAL, migration
-- 000014) took every read of a game no process kept a second index lookup and two more tuple
-- fetches. With the table's toast_tuple_target at its largest, a row stays whole up to about
-- 8 kB; only a list longer than that (a game of some 400 moves or more) still goes out of line.
-- The lists stored so far are stored again by the background pass, which writes them whole;
-- until then they are read as before.
ALTER TABLE compressed_move_lists SET (toast_tuple_target = 8160);
INSERT INTO move_lists_to_store (game_id)
    SELECT game_id FROM compressed_move_lists ON CONFLICT DO NOTHING;

-- Migration 000013's text lists: no process of the previous version reads them (it reads
-- compressed_move_lists). A game held there but not yet packed is queued first.
INSERT INTO move_lists_to_store (game_id)
    SELECT o.game_id FROM stored_move_lists o
     WHERE NOT EXISTS (SELECT 1 FROM compressed_move_lists c WHERE c.game_id = o.game_id)
    ON CONFLICT DO NOTHING;
DROP TABLE stored_move_lists;

-- Migration 000005's row-version function: the versions are read by a statement of their own
-- (service/games/store/read.rs).
DROP FUNCTION game_versions(BIGINT[]);
