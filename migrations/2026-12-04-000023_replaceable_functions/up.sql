-- Functions and triggers leave the migrations: from now on they are defined once, in
-- crates/camelot-server/src/db/replaceable.sql, in the schema `r`, which the server drops and
-- creates again from that file after the migrations, in the same transaction (db/mod.rs). The
-- ones earlier migrations made in `public` go here; the file then creates the triggers again,
-- under the same names, executing its own functions, before anything else can see the tables
-- without them.
DROP TRIGGER events_queue_deliveries ON events;
DROP FUNCTION queue_deliveries();
DROP FUNCTION default_email(TEXT);

DROP TRIGGER games_queue_move_list_on_end ON games;
DROP TRIGGER games_queue_move_list_on_insert ON games;
DROP FUNCTION queue_move_list();

DROP TRIGGER tournament_players_insert_touches ON tournament_players;
DROP TRIGGER tournament_players_update_touches ON tournament_players;
DROP TRIGGER tournament_players_delete_touches ON tournament_players;
DROP TRIGGER tournament_rounds_insert_touches ON tournament_rounds;
DROP TRIGGER tournament_rounds_update_touches ON tournament_rounds;
DROP TRIGGER tournament_rounds_delete_touches ON tournament_rounds;
DROP TRIGGER tournament_pairings_insert_touches ON tournament_pairings;
DROP TRIGGER tournament_pairings_update_touches ON tournament_pairings;
DROP TRIGGER tournament_pairings_delete_touches ON tournament_pairings;
DROP TRIGGER tournament_bye_requests_insert_touches ON tournament_bye_requests;
DROP TRIGGER tournament_bye_requests_update_touches ON tournament_bye_requests;
DROP TRIGGER tournament_bye_requests_delete_touches ON tournament_bye_requests;
DROP TRIGGER tournament_forbidden_pairs_insert_touches ON tournament_forbidden_pairs;
DROP TRIGGER tournament_forbidden_pairs_update_touches ON tournament_forbidden_pairs;
DROP TRIGGER tournament_forbidden_pairs_delete_touches ON tournament_forbidden_pairs;
DROP FUNCTION tournament_touched();

-- public.write_moves (as migration 000010 left it) stays for now: processes of the previous
-- version, still running during an upgrade, call it by that name. This version calls
-- r.write_moves. A later migration drops it.
COMMENT ON FUNCTION write_moves(BIGINT[], BIGINT[], BIGINT[], INTEGER[], TEXT[], TEXT[],
                                BIGINT[], BIGINT[], TIMESTAMPTZ[], TIMESTAMPTZ[], BIGINT[],
                                BIGINT[], BOOLEAN[], BIGINT[], TEXT[], JSONB[])
    IS 'Kept for processes of the version before migration 000023; see r.write_moves.';
