-- Every change to what a tournament's standings and crosstable are computed from (its players,
-- rounds, pairings and results, requested byes, forbidden pairs) renews the tournament's row:
-- its `revision` grows and its `xmin` changes. Kept tables (service/tournaments/tables.rs) are
-- then checked with one primary-key lookup instead of a pass over all those rows. The triggers
-- are per statement (pairing a round of a thousand boards touches the row once). Every writer
-- already holds the tournament's row lock (load::lock) when it writes these tables, so the
-- update takes no new lock.
ALTER TABLE tournaments ADD COLUMN revision BIGINT NOT NULL DEFAULT 0;

-- Migration 000023 moved the live definition to crates/camelot-server/src/db/replaceable.sql.
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
