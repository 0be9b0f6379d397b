-- Accounts: users with roles, and rotating refresh tokens grouped in families.

CREATE TABLE users (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    username TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    roles TEXT[] NOT NULL DEFAULT ARRAY['player']::TEXT[],
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    password_changed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    deleted_at TIMESTAMPTZ,
    CONSTRAINT users_username_format CHECK (username ~ '^[A-Za-z0-9_-]{3,32}$'),
    CONSTRAINT users_roles_known CHECK (roles <@ ARRAY['player', 'organizer', 'admin']::TEXT[])
);

-- Usernames are unique whatever their case; a deleted account keeps its name reserved so old
-- games never change hands.
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));

CREATE TABLE refresh_tokens (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- Every rotation stays in the family of the login that started it; reuse of a spent token
    -- revokes the whole family.
    family_id UUID NOT NULL,
    token_hash BYTEA NOT NULL UNIQUE,
    issued_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at TIMESTAMPTZ,
    revoked_at TIMESTAMPTZ
);

CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
