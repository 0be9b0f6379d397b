-- Folds the chunks back into the rows and restores the writer of migration 000007.
UPDATE games g
   SET move_paths = c.paths || g.move_paths, move_times = c.times || g.move_times,
       chunked_plies = 0
  FROM (SELECT game_id,
               array_agg(p ORDER BY first_ply, i) AS paths,
               array_agg(t ORDER BY first_ply, i) AS times
          FROM move_chunks, unnest(paths, times) WITH ORDINALITY AS u (p, t, i)
         GROUP BY game_id) c
 WHERE c.game_id = g.id;

ALTER TABLE games
    DROP CONSTRAINT games_move_list_length,
    DROP COLUMN chunked_plies,
    ADD CONSTRAINT games_move_list_length
        CHECK (cardinality(move_paths) = ply AND cardinality(move_times) = ply);

DROP TABLE move_chunks;

CREATE OR REPLACE FUNCTION write_moves(
    p_games BIGINT[], p_versions BIGINT[], p_movers BIGINT[], p_plies INTEGER[],
    p_positions TEXT[], p_paths TEXT[], p_to_move BIGINT[], p_offers BIGINT[],
    p_nows TIMESTAMPTZ[], p_deadlines TIMESTAMPTZ[], p_white_banks BIGINT[],
    p_black_banks BIGINT[], p_conditional BOOLEAN[],
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
                             p_to_move, p_offers, p_nows, p_deadlines, p_white_banks,
                             p_black_banks, p_conditional, p_event_users, p_event_kinds,
                             p_events)
               WITH ORDINALITY AS b (game, version, mover, ply, position, path, to_move, offer,
                                     now, deadline, white_bank, black_bank, conditional,
                                     event_user, event_kind, event, n)
    ), written AS (
        UPDATE games g
           SET position = b.position, ply = b.ply, updated_at = b.now,
               to_move_id = b.to_move, deadline = b.deadline, deadline_warned = FALSE,
               draw_offer_by = NULLIF(b.offer, 0), turn_started_at = b.now,
               white_bank = b.white_bank, black_bank = b.black_bank,
               move_paths = g.move_paths || b.path, move_times = g.move_times || b.now,
               conditional_plies = CASE WHEN b.conditional THEN g.conditional_plies || b.ply
                                        ELSE g.conditional_plies END
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
