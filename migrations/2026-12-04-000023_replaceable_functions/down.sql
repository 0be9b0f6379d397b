-- The functions and triggers as migrations 000008, 000012 and 000013 made them, in `public`.
DROP SCHEMA IF EXISTS r CASCADE;
COMMENT ON FUNCTION write_moves(BIGINT[], BIGINT[], BIGINT[], INTEGER[], TEXT[], TEXT[],
                                BIGINT[], BIGINT[], TIMESTAMPTZ[], TIMESTAMPTZ[], BIGINT[],
                                BIGINT[], BOOLEAN[], BIGINT[], TEXT[], JSONB[]) IS NULL;

CREATE FUNCTION default_email(kind TEXT) RETURNS BOOLEAN LANGUAGE sql IMMUTABLE AS $$
    SELECT kind IN ('opponent_moved', 'deadline_warning', 'email_verification')
$$;

-- Every event a user should hear about gets its deliveries in the same statement that writes
-- it, whichever code path writes it (the move writer is a single SQL statement).
CREATE FUNCTION queue_deliveries() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO deliveries (user_id, event_id, kind, data, channel, webhook_id, next_attempt_at,
                            created_at)
    SELECT e.user_id, e.id, e.kind, e.data, 'webhook', w.id, e.created_at, e.created_at
      FROM new_events e
      JOIN webhooks w ON w.user_id = e.user_id AND w.deleted_at IS NULL
                     AND w.disabled_at IS NULL AND e.kind = ANY (w.events)
      LEFT JOIN notification_preferences p ON p.user_id = e.user_id AND p.kind = e.kind
     WHERE COALESCE(p.webhook, TRUE);
    INSERT INTO deliveries (user_id, event_id, kind, data, channel, next_attempt_at, created_at)
    SELECT e.user_id, e.id, e.kind, e.data, 'email', e.created_at, e.created_at
      FROM new_events e
      JOIN users u ON u.id = e.user_id AND u.email_verified_at IS NOT NULL
                  AND u.deleted_at IS NULL
      LEFT JOIN notification_preferences p ON p.user_id = e.user_id AND p.kind = e.kind
     WHERE COALESCE(p.email, default_email(e.kind));
    IF FOUND THEN
        PERFORM pg_notify('camelot_deliveries', '');
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER events_queue_deliveries AFTER INSERT ON events
    REFERENCING NEW TABLE AS new_events
    FOR EACH STATEMENT EXECUTE FUNCTION queue_deliveries();

CREATE FUNCTION queue_move_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO move_lists_to_store (game_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    RETURN NULL;
END
$$;

CREATE TRIGGER games_queue_move_list_on_end
    AFTER UPDATE OF status ON games FOR EACH ROW
    WHEN (OLD.status = 'active' AND NEW.status <> 'active')
    EXECUTE FUNCTION queue_move_list();

CREATE TRIGGER games_queue_move_list_on_insert
    AFTER INSERT ON games FOR EACH ROW
    WHEN (NEW.status <> 'active')
    EXECUTE FUNCTION queue_move_list();

CREATE FUNCTION tournament_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE tournaments SET revision = revision + 1
     WHERE id IN (SELECT DISTINCT tournament_id FROM changed);
    RETURN NULL;
END
$$;

CREATE TRIGGER tournament_players_insert_touches AFTER INSERT ON tournament_players
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_players_update_touches AFTER UPDATE ON tournament_players
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_players_delete_touches AFTER DELETE ON tournament_players
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_rounds_insert_touches AFTER INSERT ON tournament_rounds
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_rounds_update_touches AFTER UPDATE ON tournament_rounds
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_rounds_delete_touches AFTER DELETE ON tournament_rounds
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_pairings_insert_touches AFTER INSERT ON tournament_pairings
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_pairings_update_touches AFTER UPDATE ON tournament_pairings
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_pairings_delete_touches AFTER DELETE ON tournament_pairings
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_bye_requests_insert_touches AFTER INSERT ON tournament_bye_requests
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_bye_requests_update_touches AFTER UPDATE ON tournament_bye_requests
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_bye_requests_delete_touches AFTER DELETE ON tournament_bye_requests
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_forbidden_pairs_insert_touches AFTER INSERT ON tournament_forbidden_pairs
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_forbidden_pairs_update_touches AFTER UPDATE ON tournament_forbidden_pairs
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
CREATE TRIGGER tournament_forbidden_pairs_delete_touches AFTER DELETE ON tournament_forbidden_pairs
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION tournament_touched();
