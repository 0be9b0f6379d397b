CREATE FUNCTION game_versions(p_ids BIGINT[]) RETURNS BIGINT[] LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN (SELECT coalesce(array_agg(coalesce((SELECT g.xmin::TEXT::BIGINT FROM games g
                                                 WHERE g.id = i.id), 0) ORDER BY i.n), '{}')
              FROM unnest(p_ids) WITH ORDINALITY AS i (id, n));
END
$$;

-- Empty: a view of a game whose list is not stored is rendered from its moves.
CREATE TABLE stored_move_lists (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    plies INTEGER NOT NULL CHECK (plies >= 0),
    moves_json TEXT NOT NULL
);

ALTER TABLE compressed_move_lists RESET (toast_tuple_target);
