-- Correspondence clocks (service/games/timeout.rs, domain/time_control.rs): time controls per game,
-- challenge and tournament; each side's bank; leave; conditional moves.

-- A time control is either `per_move` (days_per_move) or `fischer` (the three fischer_*
-- columns), never both.
ALTER TABLE games
    DROP CONSTRAINT games_days_per_move_check,
    ALTER COLUMN days_per_move DROP NOT NULL,
    ADD COLUMN fischer_initial_days SMALLINT,
    ADD COLUMN fischer_increment_days SMALLINT,
    ADD COLUMN fischer_max_days SMALLINT,
    -- When the side to move began its turn, and each side's bank (seconds) at the start of its
    -- current or next turn. The deadline column is when the side to move runs out of time
    -- without leave: a lower bound of the true deadline, which leave can only push out; the
    -- deadline job raises it when it finds leave behind it.
    ADD COLUMN turn_started_at TIMESTAMPTZ,
    ADD COLUMN white_bank BIGINT,
    ADD COLUMN black_bank BIGINT,
    -- Whether the players' leave stops this game's clocks (tournaments may say no).
    ADD COLUMN allow_leave BOOLEAN NOT NULL DEFAULT TRUE,
    -- A conditional move set waits for the next move (conditional_moves): the move then takes
    -- the locked path, which plays the reply.
    ADD COLUMN has_conditionals BOOLEAN NOT NULL DEFAULT FALSE,
    -- The plies played automatically from a conditional move set.
    ADD COLUMN conditional_plies INTEGER[] NOT NULL DEFAULT '{}';

UPDATE games
   SET turn_started_at = COALESCE(move_times[cardinality(move_times)], created_at),
       white_bank = days_per_move::BIGINT * 86400,
       black_bank = days_per_move::BIGINT * 86400;

ALTER TABLE games
    ALTER COLUMN turn_started_at SET NOT NULL,
    ALTER COLUMN white_bank SET NOT NULL,
    ALTER COLUMN black_bank SET NOT NULL,
    ADD CONSTRAINT games_time_control CHECK (
        (days_per_move BETWEEN 1 AND 60 AND fischer_initial_days IS NULL
         AND fischer_increment_days IS NULL AND fischer_max_days IS NULL)
        OR (days_per_move IS NULL AND fischer_initial_days BETWEEN 1 AND 60
            AND fischer_increment_days BETWEEN 0 AND 60 AND fischer_max_days BETWEEN 1 AND 60
            AND fischer_increment_days <= fischer_max_days
            AND fischer_initial_days <= fischer_max_days));

ALTER TABLE challenges
    DROP CONSTRAINT challenges_days_per_move_check,
    ALTER COLUMN days_per_move DROP NOT NULL,
    ADD COLUMN fischer_initial_days SMALLINT,
    ADD COLUMN fischer_increment_days SMALLINT,
    ADD COLUMN fischer_max_days SMALLINT,
    ADD CONSTRAINT challenges_time_control CHECK (
        (days_per_move BETWEEN 1 AND 60 AND fischer_initial_days IS NULL
         AND fischer_increment_days IS NULL AND fischer_max_days IS NULL)
        OR (days_per_move IS NULL AND fischer_initial_days BETWEEN 1 AND 60
            AND fischer_increment_days BETWEEN 0 AND 60 AND fischer_max_days BETWEEN 1 AND 60
            AND fischer_increment_days <= fischer_max_days
            AND fischer_initial_days <= fischer_max_days));

ALTER TABLE tournaments
    DROP CONSTRAINT tournaments_days_per_move_check,
    ALTER COLUMN days_per_move DROP NOT NULL,
    ADD COLUMN fischer_initial_days SMALLINT,
    ADD COLUMN fischer_increment_days SMALLINT,
    ADD COLUMN fischer_max_days SMALLINT,
    ADD COLUMN allow_leave BOOLEAN NOT NULL DEFAULT TRUE,
    ADD CONSTRAINT tournaments_time_control CHECK (
        (days_per_move BETWEEN 1 AND 60 AND fischer_initial_days IS NULL
         AND fischer_increment_days IS NULL AND fischer_max_days IS NULL)
        OR (days_per_move IS NULL AND fischer_initial_days BETWEEN 1 AND 60
            AND fischer_increment_days BETWEEN 0 AND 60 AND fischer_max_days BETWEEN 1 AND 60
            AND fischer_increment_days <= fischer_max_days
            AND fischer_initial_days <= fischer_max_days));

-- Leave (vacation): while a player is on leave, their clock stands still in every game that
-- allows it. `until` is the planned end, replaced by the actual end when the leave is ended
-- early; `days` is what the leave is charged against the year of `started_at`. A user's leaves
-- never overlap (starting one locks the user's row and checks).
CREATE TABLE leaves (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    started_at TIMESTAMPTZ NOT NULL,
    until TIMESTAMPTZ NOT NULL,
    days SMALLINT NOT NULL CHECK (days >= 1),
    CHECK (until > started_at)
);

CREATE INDEX leaves_user_idx ON leaves (user_id, until);

-- A player's conditional moves in a game ("if he plays X, I play Y"): lines of canonical paths
-- alternating the opponent's move and the owner's reply, starting with the opponent's move at
-- `ply` (the game's ply when they apply).
CREATE TABLE conditional_moves (
    game_id BIGINT PRIMARY KEY REFERENCES games (id),
    owner_id BIGINT NOT NULL REFERENCES users (id),
    ply INTEGER NOT NULL,
    lines JSONB NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);

-- Moves as decided in service/games/moves.rs, now with the clock: the turn's start, both banks,
-- and whether the move was played from a conditional move set.
DROP FUNCTION write_moves(BIGINT[], BIGINT[], BIGINT[], INTEGER[], TEXT[], TEXT[], BIGINT[],
                          BIGINT[], TIMESTAMPTZ[], TIMESTAMPTZ[], BIGINT[], TEXT[], JSONB[]);

CREATE FUNCTION write_moves(
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
