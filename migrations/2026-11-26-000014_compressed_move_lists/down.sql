DROP TABLE compressed_move_lists;
