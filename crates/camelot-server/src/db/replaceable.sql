-- The database's functions and triggers: the one place they are defined.
--
-- Tables, columns, indexes and data are history, written once in migrations/ and never changed.
-- Code is not: every function and trigger lives here, in the schema `r` ("replaceable"), and
-- is dropped and created again from this file after the migrations, in their transaction
-- (db/mod.rs, `run_migrations`: at every start of the server and by `camelot-server migrate`).
-- To change one, edit it here; no migration is needed. A migration that needs a function while
-- it runs defines its own and drops it.
--
-- The triggers sit on the service's tables but execute functions of `r`, so dropping `r`
-- (CASCADE) drops them too. Functions are called schema-qualified (`r.write_moves`); inside
-- them, tables are named as in the migrations, unqualified. The schema carries a
-- fingerprint of this file and of the notification defaults (its comment, written by
-- db/mod.rs); the server replaces the schema only when the fingerprint differs, so that a
-- restart takes no lock on the tables whose triggers it would otherwise drop and create again.

DROP SCHEMA IF EXISTS r CASCADE;
CREATE SCHEMA r;


-- Moves ----------------------------------------------------------------------------------------

-- Writes a batch of ordinary moves, as decided by the server's Rust code
-- (service/games/moves.rs, `decide`), for both the batched writer (service/games/store/batches.rs)
-- and the locked transaction (service/games/play.rs): the SQL decides nothing. Each move is
-- written only if its game row is still the version (xmin) the move was decided on and the
-- mover's account is alive, with the event handed along. The row keeps only the newest moves
-- (its tail, at most 32); a full tail moves to a row of `move_chunks` with the next move, so a
-- move's cost does not grow with the length of the game.
--
-- The arrays are the batch's columns, one element per move; each game appears at most once.
-- Returns, per move in the same order, the row's new version, or 0 when nothing was written.
-- Users with a live event stream open somewhere (`event_listeners`) are announced with NOTIFY.
CREATE FUNCTION r.write_moves(
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


-- Notifications --------------------------------------------------------------------------------

-- The channels each kind of event fires when its user chose nothing (no row in
-- `notification_preferences`). Filled by the server right after this file, in the same
-- transaction, from `default_channels` in service/notify/preferences.rs: that function is the
-- one definition of the defaults, and this table is its copy for the trigger below.
CREATE TABLE r.notification_defaults (
    kind TEXT PRIMARY KEY,
    email BOOLEAN NOT NULL,
    webhook BOOLEAN NOT NULL
);

-- Every event a user should hear about gets its deliveries (rows of the outbox `deliveries`,
-- sent by service/notify/outbox/mod.rs) in the same statement that writes it, whichever code path writes it (`r.write_moves` is a
-- single statement): one per webhook of the user subscribed to the kind, and an e-mail if the
-- user has a verified address, each where the user's preference, else the default, says so.
-- Delivery workers are woken with NOTIFY.
CREATE FUNCTION r.queue_deliveries() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO deliveries (user_id, event_id, kind, data, channel, webhook_id,
                                   next_attempt_at, created_at)
    SELECT e.user_id, e.id, e.kind, e.data, 'webhook', w.id, e.created_at, e.created_at
      FROM new_events e
      JOIN webhooks w ON w.user_id = e.user_id AND w.deleted_at IS NULL
                            AND w.disabled_at IS NULL AND e.kind = ANY (w.events)
      LEFT JOIN notification_preferences p ON p.user_id = e.user_id AND p.kind = e.kind
      LEFT JOIN r.notification_defaults d ON d.kind = e.kind
     WHERE COALESCE(p.webhook, d.webhook, FALSE);
    INSERT INTO deliveries (user_id, event_id, kind, data, channel, next_attempt_at,
                                   created_at)
    SELECT e.user_id, e.id, e.kind, e.data, 'email', e.created_at, e.created_at
      FROM new_events e
      JOIN users u ON u.id = e.user_id AND u.email_verified_at IS NOT NULL
                         AND u.deleted_at IS NULL
      LEFT JOIN notification_preferences p ON p.user_id = e.user_id AND p.kind = e.kind
      LEFT JOIN r.notification_defaults d ON d.kind = e.kind
     WHERE COALESCE(p.email, d.email, FALSE);
    IF FOUND THEN
        PERFORM pg_notify('camelot_deliveries', '');
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER events_queue_deliveries AFTER INSERT ON events
    REFERENCING NEW TABLE AS new_events
    FOR EACH STATEMENT EXECUTE FUNCTION r.queue_deliveries();


-- Finished games' move lists -------------------------------------------------------------------

-- Queues a game whose move list is to be stored (`move_lists_to_store`): every game that
-- leaves 'active', however it ends (a move, a resignation, an agreed draw, time, an abort, a
-- withdrawal), and a game inserted already over. The background pass
-- (service/games/store/stored_moves.rs) takes them with FOR UPDATE SKIP LOCKED and stores each list
-- once, in `move_lists`.
CREATE FUNCTION r.queue_move_list() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO move_lists_to_store (game_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    RETURN NULL;
END
$$;

CREATE TRIGGER games_queue_move_list_on_end
    AFTER UPDATE OF status ON games FOR EACH ROW
    WHEN (OLD.status = 'active' AND NEW.status <> 'active')
    EXECUTE FUNCTION r.queue_move_list();

CREATE TRIGGER games_queue_move_list_on_insert
    AFTER INSERT ON games FOR EACH ROW
    WHEN (NEW.status <> 'active')
    EXECUTE FUNCTION r.queue_move_list();


-- Tournament revisions -------------------------------------------------------------------------

-- Every change to what a tournament's standings and crosstable are computed from (its players,
-- rounds, pairings and results, requested byes, forbidden pairs) renews the tournament's row:
-- its `revision` grows and its `xmin` changes. Kept tables (service/tournaments/tables.rs) are
-- then checked with one primary-key lookup instead of a pass over all those rows. The triggers
-- are per statement (pairing a round of a thousand boards touches the row once). Every writer
-- already holds the tournament's row lock (service/tournaments/load.rs, `lock`) when it writes
-- these tables, so the update takes no new lock.
CREATE FUNCTION r.tournament_touched() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    UPDATE tournaments SET revision = revision + 1
     WHERE id IN (SELECT DISTINCT tournament_id FROM changed);
    RETURN NULL;
END
$$;

-- Three triggers (insert, update, delete) on each of the five tables.
CREATE TRIGGER tournament_players_insert_touches AFTER INSERT ON tournament_players
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();
CREATE TRIGGER tournament_players_update_touches AFTER UPDATE ON tournament_players
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();
CREATE TRIGGER tournament_players_delete_touches AFTER DELETE ON tournament_players
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();

CREATE TRIGGER tournament_rounds_insert_touches AFTER INSERT ON tournament_rounds
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();
CREATE TRIGGER tournament_rounds_update_touches AFTER UPDATE ON tournament_rounds
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();
CREATE TRIGGER tournament_rounds_delete_touches AFTER DELETE ON tournament_rounds
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();

CREATE TRIGGER tournament_pairings_insert_touches AFTER INSERT ON tournament_pairings
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();
CREATE TRIGGER tournament_pairings_update_touches AFTER UPDATE ON tournament_pairings
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();
CREATE TRIGGER tournament_pairings_delete_touches AFTER DELETE ON tournament_pairings
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();

CREATE TRIGGER tournament_bye_requests_insert_touches AFTER INSERT ON tournament_bye_requests
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();
CREATE TRIGGER tournament_bye_requests_update_touches AFTER UPDATE ON tournament_bye_requests
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();
CREATE TRIGGER tournament_bye_requests_delete_touches AFTER DELETE ON tournament_bye_requests
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();

CREATE TRIGGER tournament_forbidden_pairs_insert_touches
    AFTER INSERT ON tournament_forbidden_pairs
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();
CREATE TRIGGER tournament_forbidden_pairs_update_touches
    AFTER UPDATE ON tournament_forbidden_pairs
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();
CREATE TRIGGER tournament_forbidden_pairs_delete_touches
    AFTER DELETE ON tournament_forbidden_pairs
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION r.tournament_touched();
