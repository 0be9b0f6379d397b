DROP FUNCTION game_versions(BIGINT[]);
DROP FUNCTION play_ordinary_moves(BIGINT[], INTEGER[], BIGINT[], BIGINT[], TEXT[], TEXT[], TIMESTAMPTZ[],
                                  TIMESTAMPTZ[], JSONB[]);

ALTER TABLE games
    DROP CONSTRAINT games_to_move_is_player,
    DROP CONSTRAINT games_draw_offer_by_player,
    ADD CONSTRAINT games_to_move_id_fkey FOREIGN KEY (to_move_id) REFERENCES users (id),
    ADD CONSTRAINT games_draw_offer_by_fkey FOREIGN KEY (draw_offer_by) REFERENCES users (id);

-- An ordinary move (the game goes on), already checked by the rules engine against the state
-- read at ply p_ply: written only if the game is still active, at that ply, with p_mover to
-- move. The UPDATE's row lock decides a race; the loser writes nothing. A draw offer by the
-- opponent lapses. Returns -1 when nothing was written, else the draw offer left standing
-- (0 for none). The opponent's event is announced if they have a live stream open. One round
-- trip, atomic, and PL/pgSQL keeps the statements' plans.
CREATE FUNCTION play_ordinary_move(
    p_game BIGINT, p_ply INTEGER, p_mover BIGINT, p_opponent BIGINT, p_position TEXT,
    p_path TEXT, p_now TIMESTAMPTZ, p_deadline TIMESTAMPTZ, p_event JSONB
) RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
    offer BIGINT;
BEGIN
    UPDATE games
       SET position = p_position, ply = p_ply + 1, updated_at = p_now, to_move_id = p_opponent,
           deadline = p_deadline, deadline_warned = FALSE,
           draw_offer_by = CASE WHEN draw_offer_by = p_mover THEN draw_offer_by END,
           move_paths = move_paths || p_path, move_times = move_times || p_now
     WHERE id = p_game AND ply = p_ply AND status = 'active' AND to_move_id = p_mover
    RETURNING draw_offer_by INTO offer;
    IF NOT FOUND THEN
        RETURN -1;
    END IF;
    INSERT INTO events (user_id, kind, data, created_at)
         VALUES (p_opponent, 'opponent_moved', p_event, p_now);
    IF EXISTS (SELECT 1 FROM event_listeners WHERE user_id = p_opponent) THEN
        PERFORM pg_notify('camelot_events', p_opponent::text);
    END IF;
    RETURN COALESCE(offer, 0);
END
$$;
