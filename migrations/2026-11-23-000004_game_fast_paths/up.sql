-- A game's move list lives in its row: reading a game is one index lookup, and an ordinary
-- move is one row update plus the opponent's event (it was a row per move in `moves`, which
-- made both the hottest read and the hottest write touch dozens of rows).
ALTER TABLE games
    ADD COLUMN move_paths TEXT[] NOT NULL DEFAULT '{}',
    ADD COLUMN move_times TIMESTAMPTZ[] NOT NULL DEFAULT '{}',
    -- Plies are the positions in the list, so the list always has `ply` entries.
    ADD CONSTRAINT games_move_list_length
        CHECK (cardinality(move_paths) = ply AND cardinality(move_times) = ply);

UPDATE games g
   SET move_paths = m.paths, move_times = m.times
  FROM (SELECT game_id,
               array_agg(path ORDER BY ply) AS paths,
               array_agg(played_at ORDER BY ply) AS times
          FROM moves GROUP BY game_id) m
 WHERE m.game_id = g.id;

DROP TABLE moves;

-- When each event row was written (the clock, not the transaction's start). Event ids are
-- handed out before commit, so a transaction can commit a higher id while another still holds
-- a lower one; readers only return events written before every transaction still writing
-- began (see service/events/mod.rs), so a cursor never steps over an event that commits late.
ALTER TABLE events ADD COLUMN inserted_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp();

-- Users with a live event stream open, and the LISTEN session (backend pid) of the server
-- process serving it. Events are announced with NOTIFY only to these users: a notifying
-- transaction holds a database-wide lock through its commit, which would serialise every move.
CREATE TABLE event_listeners (
    user_id BIGINT NOT NULL,
    listener_pid INTEGER NOT NULL,
    PRIMARY KEY (user_id, listener_pid)
);

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
