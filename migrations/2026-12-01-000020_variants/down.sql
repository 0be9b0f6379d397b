DROP TABLE IF EXISTS user_ratings;
DROP INDEX IF EXISTS rating_history_user_variant_idx;
ALTER TABLE rating_history DROP COLUMN IF EXISTS variant;
ALTER TABLE tournaments DROP COLUMN IF EXISTS variant;
ALTER TABLE challenges DROP COLUMN IF EXISTS variant;
ALTER TABLE games DROP COLUMN IF EXISTS variant;
