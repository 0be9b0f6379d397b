ALTER TABLE compressed_move_lists DROP COLUMN white_name, DROP COLUMN black_name;
