DROP FUNCTION write_moves(BIGINT[], BIGINT[], BIGINT[], INTEGER[], TEXT[], TEXT[], BIGINT[],
                          BIGINT[], TIMESTAMPTZ[], TIMESTAMPTZ[], BIGINT[], BIGINT[], BOOLEAN[],
                          BIGINT[], TEXT[], JSONB[]);
DROP TABLE conditional_moves;
DROP TABLE leaves;
DELETE FROM games WHERE days_per_move IS NULL;
DELETE FROM challenges WHERE days_per_move IS NULL;
ALTER TABLE tournaments
    DROP CONSTRAINT tournaments_time_control,
    DROP COLUMN fischer_initial_days, DROP COLUMN fischer_increment_days,
    DROP COLUMN fischer_max_days, DROP COLUMN allow_leave;
ALTER TABLE challenges
    DROP CONSTRAINT challenges_time_control,
    DROP COLUMN fischer_initial_days, DROP COLUMN fischer_increment_days,
    DROP COLUMN fischer_max_days;
ALTER TABLE games
    DROP CONSTRAINT games_time_control,
    DROP COLUMN fischer_initial_days, DROP COLUMN fischer_increment_days,
    DROP COLUMN fischer_max_days, DROP COLUMN turn_started_at, DROP COLUMN white_bank,
    DROP COLUMN black_bank, DROP COLUMN allow_leave, DROP COLUMN has_conditionals,
    DROP COLUMN conditional_plies;
-- The writer of migration 000006.
CREATE FUNCTION write_moves(
    p_games BIGINT[], p_versions BIGINT[], p_movers BIGINT[], p_plies INTEGER[],
    p_positions TEXT[], p_paths TEXT[], p_to_move BIGINT[], p_offers BIGINT[],
    p_nows TIMESTAMPTZ[], p_deadlines TIMESTAMPTZ[],
    p_event_users BIGINT[], p_event_kinds TEXT[], p_events JSONB[]
) RETURNS BIGINT[] LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
    outcome BIGINT[] := array_fill(0::BIGINT, ARRAY[cardinality(p_games)]);
    done_n BIGINT[];
    done_version BIGINT[];
BEGIN
    WITH batch AS (
        SELECT * FROM unnest(p_games, p_versions, p_movers, p_plies, p_positions, p_paths,
                             p_to_move, p_offers, p_nows, p_deadlines, p_event_users,
                             p_event_kinds, p_events)
               WITH ORDINALITY AS b (game, version, mover, ply, position, path, to_move, offer,
                                     now, deadline, event_user, event_kind, event, n)
    ), written AS (
        UPDATE games g
           SET position = b.position, ply = b.ply, updated_at = b.now,
               to_move_id = b.to_move, deadline = b.deadline, deadline_warned = FALSE,
               draw_offer_by = NULLIF(b.offer, 0),
               move_paths = g.move_paths || b.path, move_times = g.move_times || b.now
          FROM batch b
         WHERE g.id = b.game AND g.xmin::TEXT::BIGINT = b.version
           AND (SELECT u.deleted_at IS NULL FROM users u WHERE u.id = b.mover)
        RETURNING b.n, g.xmin::TEXT::BIGINT AS version, b.event_user, b.event_kind, b.event,
                  b.now
    ), announced AS (
        INSERT INTO events (user_id, kind, data, created_at)
        SELECT w.event_user, w.event_kind, w.event, w.now FROM written w ORDER BY w.n
    )
    SELECT array_agg(w.n), array_agg(w.version) INTO done_n, done_version FROM written w;

    FOR i IN 1 .. coalesce(cardinality(done_n), 0) LOOP
        outcome[done_n[i]] := done_version[i];
    END LOOP;
    -- Identical notifications of one transaction are delivered once.
    PERFORM pg_notify('camelot_events', t.u::TEXT)
       FROM unnest(p_event_users, outcome) AS t (u, version)
      WHERE t.version <> 0
        AND (SELECT TRUE FROM event_listeners l WHERE l.user_id = t.u LIMIT 1);
    RETURN outcome;
END
$$;

