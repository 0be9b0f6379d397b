-- Moves are decided in one place, the server's Rust code (service/games/moves.rs), for both the
-- batched writer and the locked transaction; the SQL only writes what it is handed. Each move is
-- written only if its game row is still the version (xmin) the move was decided on and the
-- mover's account is alive, with the event handed along.
--
-- The arrays are the batch's columns, one element per move; each game appears at most once.
-- Returns, per move in the same order, the row's new version, or 0 when nothing was written.
-- Users with a live stream open somewhere are announced with NOTIFY.
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

DROP FUNCTION play_ordinary_moves(BIGINT[], INTEGER[], BIGINT[], BIGINT[], TEXT[], TEXT[],
                                  TIMESTAMPTZ[], TIMESTAMPTZ[], JSONB[]);

-- Event kinds renamed for the notification channels, and users named by username in event
-- data, as everywhere else in the API.
UPDATE events SET kind = 'game_ended' WHERE kind = 'game_over';
UPDATE events SET kind = 'deadline_warning' WHERE kind = 'deadline_soon';
UPDATE events e
   SET data = (e.data - 'from_id') || jsonb_build_object('from', u.username)
  FROM users u
 WHERE e.kind = 'challenge_received' AND e.data ? 'from_id' AND u.id = (e.data ->> 'from_id')::BIGINT;
UPDATE events e
   SET data = (e.data - 'by_id') || jsonb_build_object('by', u.username)
  FROM users u
 WHERE e.kind = 'challenge_accepted' AND e.data ? 'by_id' AND u.id = (e.data ->> 'by_id')::BIGINT;
UPDATE events e
   SET data = (e.data - 'opponent_id') || jsonb_build_object('opponent', u.username)
  FROM users u
 WHERE e.kind = 'game_started' AND e.data ? 'opponent_id'
   AND u.id = (e.data ->> 'opponent_id')::BIGINT;
