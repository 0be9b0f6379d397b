UPDATE events SET kind = 'game_over' WHERE kind = 'game_ended';
UPDATE events SET kind = 'deadline_soon' WHERE kind = 'deadline_warning';
DROP FUNCTION write_moves(BIGINT[], BIGINT[], BIGINT[], INTEGER[], TEXT[], TEXT[], BIGINT[],
                          BIGINT[], TIMESTAMPTZ[], TIMESTAMPTZ[], BIGINT[], TEXT[], JSONB[]);

-- The batched writer of migration 000005.
CREATE FUNCTION play_ordinary_moves(
    p_games BIGINT[], p_plies INTEGER[], p_movers BIGINT[], p_opponents BIGINT[],
    p_positions TEXT[], p_paths TEXT[], p_nows TIMESTAMPTZ[], p_deadlines TIMESTAMPTZ[],
    p_events JSONB[]
) RETURNS BIGINT[] LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
    outcome BIGINT[] := array_fill(-1::BIGINT, ARRAY[cardinality(p_games)]);
    done_n BIGINT[];
    done_offer BIGINT[];
BEGIN
    WITH batch AS (
        SELECT * FROM unnest(p_games, p_plies, p_movers, p_opponents, p_positions, p_paths,
                             p_nows, p_deadlines, p_events)
               WITH ORDINALITY AS b (game, ply, mover, opponent, position, path, now, deadline,
                                     event, n)
    ), written AS (
        UPDATE games g
           SET position = b.position, ply = b.ply + 1, updated_at = b.now,
               to_move_id = b.opponent, deadline = b.deadline, deadline_warned = FALSE,
               draw_offer_by = CASE WHEN g.draw_offer_by = b.mover THEN g.draw_offer_by END,
               move_paths = g.move_paths || b.path, move_times = g.move_times || b.now
          FROM batch b
         -- Only an active game has a player to move (CHECK games_check1), so the mover
         -- being to move says it is active; a status filter would also invite the planner to
         -- scan the partial index of every active game.
         WHERE g.id = b.game AND g.ply = b.ply AND g.to_move_id = b.mover
           AND (SELECT u.deleted_at IS NULL FROM users u WHERE u.id = b.mover)
        RETURNING b.n, COALESCE(g.draw_offer_by, 0) AS offer, b.opponent, b.event, b.now
    ), announced AS (
        INSERT INTO events (user_id, kind, data, created_at)
        SELECT w.opponent, 'opponent_moved', w.event, w.now FROM written w ORDER BY w.n
    )
    SELECT array_agg(w.n), array_agg(w.offer) INTO done_n, done_offer FROM written w;

    FOR i IN 1 .. coalesce(cardinality(done_n), 0) LOOP
        outcome[done_n[i]] := done_offer[i];
    END LOOP;
    -- Identical notifications of one transaction are delivered once.
    PERFORM pg_notify('camelot_events', t.opponent::TEXT)
       FROM unnest(p_opponents, outcome) AS t (opponent, offer)
      WHERE t.offer >= 0
        AND (SELECT TRUE FROM event_listeners l WHERE l.user_id = t.opponent LIMIT 1);
    RETURN outcome;
END
$$;

