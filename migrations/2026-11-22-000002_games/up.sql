-- Ratings, challenges, correspondence games, moves, rating history, per-user events and
-- idempotent move submissions.

-- Ratings are exact hundredths of a point (FIDE table values are hundredths, K is an integer).
ALTER TABLE users
    ADD COLUMN rating_centi BIGINT NOT NULL DEFAULT 150000,
    ADD COLUMN peak_rating_centi BIGINT NOT NULL DEFAULT 150000,
    ADD COLUMN rated_games INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN last_rated_at TIMESTAMPTZ;

CREATE INDEX users_leaderboard_idx ON users (rating_centi DESC, id) WHERE deleted_at IS NULL AND rated_games > 0;

CREATE TABLE games (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    white_id BIGINT NOT NULL REFERENCES users (id),
    black_id BIGINT NOT NULL REFERENCES users (id),
    white_rating_centi BIGINT NOT NULL,
    black_rating_centi BIGINT NOT NULL,
    rated BOOLEAN NOT NULL,
    days_per_move SMALLINT NOT NULL CHECK (days_per_move BETWEEN 1 AND 14),
    start_position TEXT NOT NULL,
    position TEXT NOT NULL,
    ply INTEGER NOT NULL DEFAULT 0,
    -- The player whose move it is; NULL once the game is over.
    to_move_id BIGINT REFERENCES users (id),
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'aborted')),
    result TEXT CHECK (result IN ('1-0', '0-1', '1/2-1/2')),
    termination TEXT CHECK (termination IN
        ('castle', 'capture', 'no_moves', 'bare_board', 'resignation', 'agreement', 'claim', 'timeout', 'aborted', 'adjudication', 'forfeit')),
    deadline TIMESTAMPTZ,
    deadline_warned BOOLEAN NOT NULL DEFAULT FALSE,
    draw_offer_by BIGINT REFERENCES users (id),
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL,
    ended_at TIMESTAMPTZ,
    CHECK (white_id <> black_id),
    CHECK ((status = 'active') = (to_move_id IS NOT NULL)),
    CHECK ((status = 'finished') = (result IS NOT NULL))
);

CREATE INDEX games_white_idx ON games (white_id, id DESC);
CREATE INDEX games_black_idx ON games (black_id, id DESC);
CREATE INDEX games_deadline_idx ON games (deadline) WHERE status = 'active';

CREATE TABLE moves (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply INTEGER NOT NULL CHECK (ply >= 1),
    path TEXT NOT NULL,
    played_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE challenges (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    challenger_id BIGINT NOT NULL REFERENCES users (id),
    -- NULL: an open seek anyone may accept.
    opponent_id BIGINT REFERENCES users (id),
    color TEXT NOT NULL CHECK (color IN ('white', 'black', 'random')),
    rated BOOLEAN NOT NULL,
    days_per_move SMALLINT NOT NULL CHECK (days_per_move BETWEEN 1 AND 14),
    min_rating INTEGER,
    max_rating INTEGER,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'declined', 'cancelled')),
    decline_reason TEXT,
    game_id BIGINT REFERENCES games (id),
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    answered_at TIMESTAMPTZ,
    CHECK (opponent_id IS NULL OR opponent_id <> challenger_id)
);

CREATE INDEX challenges_open_idx ON challenges (id) WHERE status = 'open';
CREATE INDEX challenges_challenger_idx ON challenges (challenger_id, id);
CREATE INDEX challenges_opponent_idx ON challenges (opponent_id, id);

-- One row per rated game and player; the unique key makes a rating update happen once.
CREATE TABLE rating_history (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    game_id BIGINT NOT NULL REFERENCES games (id),
    opponent_id BIGINT NOT NULL REFERENCES users (id),
    score_centi INTEGER NOT NULL,
    expected_centi INTEGER NOT NULL,
    k INTEGER NOT NULL,
    before_centi BIGINT NOT NULL,
    after_centi BIGINT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    UNIQUE (user_id, game_id)
);

CREATE INDEX rating_history_user_idx ON rating_history (user_id, id);

-- The per-user event log: append-only, the id is the cursor.
CREATE TABLE events (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    kind TEXT NOT NULL,
    data JSONB NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX events_user_idx ON events (user_id, id);

-- Responses of successful move submissions, replayed for a retry with the same key.
CREATE TABLE idempotency_keys (
    user_id BIGINT NOT NULL REFERENCES users (id),
    key TEXT NOT NULL,
    request_hash BYTEA NOT NULL,
    status SMALLINT NOT NULL,
    body TEXT NOT NULL,
    etag TEXT,
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (user_id, key)
);

CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
