-- A finished game's stored list keeps its players' names beside it. A read of a game no
-- process kept looked both names up in users, one index descent and one row each: two of the
-- eight pages such a read found outside PostgreSQL's cache on a database of a million games.
-- Names never change (a deleted account keeps its name, reserved), so the names stored with
-- the list stay right for good.
--
-- Nullable: a list stored without them (by a process of the previous version during an
-- upgrade, or before the background pass stores it again) is read with the names looked up,
-- as before.
ALTER TABLE compressed_move_lists ADD COLUMN white_name TEXT, ADD COLUMN black_name TEXT;

-- The lists stored so far get their names from the background pass, in its small batches,
-- rather than from one statement here rewriting every row of the table at once.
INSERT INTO move_lists_to_store (game_id)
    SELECT game_id FROM compressed_move_lists ON CONFLICT DO NOTHING;
