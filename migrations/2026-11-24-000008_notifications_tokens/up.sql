-- Reaching players (service/notify/): e-mail addresses, per-kind preferences, webhooks, a
-- delivery outbox filled in the same transaction as the events it delivers, calendar feeds;
-- revocable tokens (a per-user token generation, personal access tokens) and rate limits kept
-- in the database so that they hold across replicas.

-- Access tokens carry the generation of their user; bumping it (password change, logout
-- everywhere, account deletion) refuses every token issued before.
ALTER TABLE users
    ADD COLUMN token_generation INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN email TEXT,
    ADD COLUMN email_verified_at TIMESTAMPTZ,
    -- An address being verified, and the hash of the token mailed to it.
    ADD COLUMN pending_email TEXT,
    ADD COLUMN email_token_hash BYTEA,
    ADD COLUMN email_token_expires_at TIMESTAMPTZ,
    -- The secret of the calendar feed URL (its hash).
    ADD COLUMN calendar_token_hash BYTEA,
    ADD COLUMN last_digest_at TIMESTAMPTZ;

CREATE UNIQUE INDEX users_calendar_token_idx ON users (calendar_token_hash)
    WHERE calendar_token_hash IS NOT NULL;

-- Personal access tokens for apps and bots: stored hashed, with their scopes.
CREATE TABLE personal_tokens (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    name TEXT NOT NULL,
    token_hash BYTEA NOT NULL UNIQUE,
    scopes TEXT[] NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ,
    last_used_at TIMESTAMPTZ,
    revoked_at TIMESTAMPTZ
);

CREATE INDEX personal_tokens_user_idx ON personal_tokens (user_id, id);

-- Which channels fire for which kind of event, where a user chose other than the default.
CREATE TABLE notification_preferences (
    user_id BIGINT NOT NULL REFERENCES users (id),
    kind TEXT NOT NULL,
    email BOOLEAN NOT NULL,
    webhook BOOLEAN NOT NULL,
    PRIMARY KEY (user_id, kind)
);

CREATE TABLE webhooks (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    url TEXT NOT NULL,
    -- The signing key (the secret shown once is `whsec_` + base64 of it).
    secret BYTEA NOT NULL,
    events TEXT[] NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    -- Since when every attempt has failed; null after a success.
    failing_since TIMESTAMPTZ,
    disabled_at TIMESTAMPTZ,
    deleted_at TIMESTAMPTZ
);

CREATE INDEX webhooks_user_idx ON webhooks (user_id) WHERE deleted_at IS NULL;

-- The outbox: one row per message to deliver (a webhook request, or an e-mail), written in the
-- transaction of the event it carries (by the trigger below), delivered by workers on any
-- replica (`FOR UPDATE SKIP LOCKED`), retried on a growing schedule. Its id is the message id
-- a receiver sees on every attempt.
CREATE TABLE deliveries (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    event_id BIGINT,
    kind TEXT NOT NULL,
    data JSONB NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
    webhook_id BIGINT REFERENCES webhooks (id),
    status TEXT NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'delivered', 'failed', 'abandoned')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ NOT NULL,
    -- A worker sending it holds it until then; a worker that died lets it go.
    leased_until TIMESTAMPTZ,
    last_attempt_at TIMESTAMPTZ,
    last_status_code INTEGER,
    last_error TEXT,
    created_at TIMESTAMPTZ NOT NULL,
    delivered_at TIMESTAMPTZ,
    CHECK ((channel = 'webhook') = (webhook_id IS NOT NULL))
);

CREATE INDEX deliveries_due_idx ON deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX deliveries_webhook_idx ON deliveries (webhook_id, id) WHERE webhook_id IS NOT NULL;
CREATE INDEX deliveries_user_idx ON deliveries (user_id, channel, status);

CREATE TABLE delivery_attempts (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    delivery_id BIGINT NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
    attempted_at TIMESTAMPTZ NOT NULL,
    status_code INTEGER,
    error TEXT,
    duration_ms INTEGER NOT NULL
);

CREATE INDEX delivery_attempts_delivery_idx ON delivery_attempts (delivery_id, id);

-- Migration 000023 moved the live definition to crates/camelot-server/src/db/replaceable.sql.
-- The channels a kind of event fires when its user chose nothing: e-mail for the digest of
-- games waiting for a move and for deadline warnings; webhooks for everything they subscribe
-- to.
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

-- Fixed-window counters of the rate limits, shared by every replica.
CREATE UNLOGGED TABLE rate_limits (
    key TEXT PRIMARY KEY,
    window_start TIMESTAMPTZ NOT NULL,
    hits INTEGER NOT NULL
);
