DROP TRIGGER games_queue_move_list_on_insert ON games;
DROP TRIGGER games_queue_move_list_on_end ON games;
DROP FUNCTION queue_move_list();
DROP TABLE move_lists_to_store;
DROP TABLE stored_move_lists;
