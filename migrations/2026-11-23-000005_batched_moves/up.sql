-- Ordinary moves are written in batches: each server process collects the moves submitted at
-- the same moment and writes them with one statement and one commit (service/games/store/batches.rs).
-- Each move is still checked on its own row, exactly as play_ordinary_move checked it.
--
-- The arrays are the batch's columns, one element per move, and each game appears at most once.
-- Returns, per move in the same order: -1 when nothing was written (the game moved on, ended,
-- or the mover's account is gone), else the draw offer left standing (0 for none). Opponents
-- with a live stream open somewhere are announced with NOTIFY.
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

-- The player to move and the player offering a draw are players of the game: checked on the
-- row itself, where the foreign keys they replace took a lock on a users row on every move.
ALTER TABLE games
    DROP CONSTRAINT games_to_move_id_fkey,
    DROP CONSTRAINT games_draw_offer_by_fkey,
    ADD CONSTRAINT games_to_move_is_player CHECK (to_move_id IN (white_id, black_id)),
    ADD CONSTRAINT games_draw_offer_by_player CHECK (draw_offer_by IN (white_id, black_id));

-- The current row version of each game (its xmin: every update writes a new one), 0 where there
-- is no such game; in the order asked. A process keeps the rendered views of games it served
-- and re-sends one only while its version is unchanged (service/games/store/batches.rs; since
-- migration 000015, which drops this function, service/games/store/read.rs reads the versions with a
-- statement of its own). One primary-key lookup per game whatever the statistics say.
CREATE FUNCTION game_versions(p_ids BIGINT[]) RETURNS BIGINT[] LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN (SELECT coalesce(array_agg(coalesce((SELECT g.xmin::TEXT::BIGINT FROM games g
                                                 WHERE g.id = i.id), 0) ORDER BY i.n), '{}')
              FROM unnest(p_ids) WITH ORDINALITY AS i (id, n));
END
$$;

-- Superseded by play_ordinary_moves.
DROP FUNCTION play_ordinary_move(BIGINT, INTEGER, BIGINT, BIGINT, TEXT, TEXT, TIMESTAMPTZ,
                                 TIMESTAMPTZ, JSONB);
