DROP TABLE rate_limits;
DROP TRIGGER events_queue_deliveries ON events;
DROP FUNCTION queue_deliveries();
DROP FUNCTION default_email(TEXT);
DROP TABLE delivery_attempts;
DROP TABLE deliveries;
DROP TABLE webhooks;
DROP TABLE notification_preferences;
DROP TABLE personal_tokens;
DROP INDEX users_calendar_token_idx;
ALTER TABLE users
    DROP COLUMN token_generation, DROP COLUMN email, DROP COLUMN email_verified_at,
    DROP COLUMN pending_email, DROP COLUMN email_token_hash, DROP COLUMN email_token_expires_at,
    DROP COLUMN calendar_token_hash,
    DROP COLUMN last_digest_at;
