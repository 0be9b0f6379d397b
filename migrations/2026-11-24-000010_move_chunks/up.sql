-- A move's cost no longer grows with the length of the game. The move list lived whole in the
-- game row, so every move rewrote it (TOASTed past about 2 kB: a 300-ply game rewrote 5 kB per
-- move). Now the row keeps only the newest moves (its tail, at most 32), and a full tail moves to
-- a row of `move_chunks` with the next move: a move writes a bounded row, plus a chunk every 32
-- moves. Reading a game is its row plus an index range of ply/32 chunks
-- (service/games/store/read.rs). Games already stored keep their whole list in the tail until
-- their next move, which moves it to one chunk.

CREATE TABLE move_chunks (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    -- The ply of the chunk's first move; the chunk holds the plies first_ply, first_ply + 1, ...
    first_ply INTEGER NOT NULL,
    paths TEXT[] NOT NULL,
    times TIMESTAMPTZ[] NOT NULL,
    PRIMARY KEY (game_id, first_ply),
    CONSTRAINT move_chunks_lengths
        CHECK (cardinality(paths) > 0 AND cardinality(paths) = cardinality(times))
);

-- Plies held in chunks; the row's tail holds the plies after them.
ALTER TABLE games
    ADD COLUMN chunked_plies INTEGER NOT NULL DEFAULT 0,
    DROP CONSTRAINT games_move_list_length,
    ADD CONSTRAINT games_move_list_length
        CHECK (cardinality(move_paths) = ply - chunked_plies
               AND cardinality(move_times) = ply - chunked_plies);

-- Moves as decided in service/games/moves.rs (as in migration 000007), with the tail moved to
-- a chunk when full.
-- Migration 000023 moved the live definition to crates/camelot-server/src/db/replaceable.sql.
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
    ), flushed AS (
        -- Tails that are full move to a chunk: read here (the statement's snapshot holds the
        -- version the move was decided on whenever the update below succeeds).
        SELECT DISTINCT ON (g.id) g.id, g.chunked_plies + 1 AS first_ply, g.move_paths,
               g.move_times
          FROM games g JOIN batch b ON g.id = b.game
         WHERE g.xmin::TEXT::BIGINT = b.version AND cardinality(g.move_paths) >= 32
    ), written AS (
        UPDATE games g
           SET position = b.position, ply = b.ply, updated_at = b.now,
               to_move_id = b.to_move, deadline = b.deadline, deadline_warned = FALSE,
               draw_offer_by = NULLIF(b.offer, 0), turn_started_at = b.now,
               white_bank = b.white_bank, black_bank = b.black_bank,
               move_paths = CASE WHEN cardinality(g.move_paths) >= 32 THEN ARRAY[b.path]
                                 ELSE g.move_paths || b.path END,
               move_times = CASE WHEN cardinality(g.move_times) >= 32 THEN ARRAY[b.now]
                                 ELSE g.move_times || b.now END,
               chunked_plies = CASE WHEN cardinality(g.move_paths) >= 32 THEN g.ply
                                    ELSE g.chunked_plies END,
               conditional_plies = CASE WHEN b.conditional THEN g.conditional_plies || b.ply
                                        ELSE g.conditional_plies END
          FROM batch b
         WHERE g.id = b.game AND g.xmin::TEXT::BIGINT = b.version
           AND (SELECT u.deleted_at IS NULL FROM users u WHERE u.id = b.mover)
        RETURNING b.n, g.id AS game, g.xmin::TEXT::BIGINT AS version, b.event_user,
                  b.event_kind, b.event, b.now
    ), chunked AS (
        INSERT INTO move_chunks (game_id, first_ply, paths, times)
        SELECT f.id, f.first_ply, f.move_paths, f.move_times
          FROM flushed f JOIN written w ON w.game = f.id
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
