DROP TABLE move_lists;
INSERT INTO move_lists_to_store (game_id)
    SELECT id FROM games WHERE status <> 'active' ON CONFLICT DO NOTHING;
