-- The Camelot family: every game, challenge and tournament names its variant (the rules
-- crate's names), and each variant is a rating pool of its own. Rows written before are
-- Camelot's, and so is a request that names no variant.
ALTER TABLE games ADD COLUMN variant TEXT NOT NULL DEFAULT 'camelot'
    CONSTRAINT games_variant_known CHECK (variant IN ('camelot', 'camette', 'cam', 'chivalry',
        'river', 'anti', 'anti-camette', 'anti-cam', 'anti-chivalry', 'anti-river'));
ALTER TABLE challenges ADD COLUMN variant TEXT NOT NULL DEFAULT 'camelot'
    CONSTRAINT challenges_variant_known CHECK (variant IN ('camelot', 'camette', 'cam',
        'chivalry', 'river', 'anti', 'anti-camette', 'anti-cam', 'anti-chivalry', 'anti-river'));
ALTER TABLE tournaments ADD COLUMN variant TEXT NOT NULL DEFAULT 'camelot'
    CONSTRAINT tournaments_variant_known CHECK (variant IN ('camelot', 'camette', 'cam',
        'chivalry', 'river', 'anti', 'anti-camette', 'anti-cam', 'anti-chivalry', 'anti-river'));

-- A rating change belongs to the pool of its game's variant; existing ones are Camelot's. The
-- history of one pool is read in order per player.
ALTER TABLE rating_history ADD COLUMN variant TEXT NOT NULL DEFAULT 'camelot'
    CONSTRAINT rating_history_variant_known CHECK (variant IN ('camelot', 'camette', 'cam',
        'chivalry', 'river', 'anti', 'anti-camette', 'anti-cam', 'anti-chivalry', 'anti-river'));
CREATE INDEX rating_history_user_variant_idx ON rating_history (user_id, variant, id);

-- Ratings in the other nine pools. Camelot's stay in `users` (rating_centi, peak_rating_centi,
-- rated_games, last_rated_at), where every existing read finds them; a row here is made by a
-- player's first rated game in that variant (before it, the player has the initial rating).
-- Updated under a row lock in the transaction that ends the game, like `users` for Camelot.
CREATE TABLE user_ratings (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    variant TEXT NOT NULL CONSTRAINT user_ratings_variant_known CHECK (variant IN ('camette',
        'cam', 'chivalry', 'river', 'anti', 'anti-camette', 'anti-cam', 'anti-chivalry',
        'anti-river')),
    rating_centi BIGINT NOT NULL DEFAULT 150000,
    peak_rating_centi BIGINT NOT NULL DEFAULT 150000,
    rated_games INTEGER NOT NULL DEFAULT 0,
    last_rated_at TIMESTAMPTZ,
    PRIMARY KEY (user_id, variant)
);
-- A variant's leaderboard reads this index in its own order (as users_leaderboard_idx does).
CREATE INDEX user_ratings_leaderboard_idx ON user_ratings (variant, (-rating_centi), user_id)
    WHERE rated_games > 0;
