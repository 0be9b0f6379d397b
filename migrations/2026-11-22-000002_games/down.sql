DROP TABLE idempotency_keys;
DROP TABLE events;
DROP TABLE rating_history;
DROP TABLE challenges;
DROP TABLE moves;
DROP TABLE games;
ALTER TABLE users DROP COLUMN rating_centi, DROP COLUMN peak_rating_centi, DROP COLUMN rated_games, DROP COLUMN last_rated_at;
