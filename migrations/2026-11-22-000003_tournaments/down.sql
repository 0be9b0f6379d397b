ALTER TABLE games DROP COLUMN tournament_round, DROP COLUMN tournament_id;
DROP TABLE tournament_audit;
DROP TABLE tournament_forbidden_pairs;
DROP TABLE tournament_bye_requests;
DROP TABLE tournament_pairings;
DROP TABLE tournament_rounds;
DROP TABLE tournament_players;
DROP TABLE tournaments;
