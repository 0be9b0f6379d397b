ALTER TABLE webhooks DROP CONSTRAINT webhooks_events_known;
ALTER TABLE personal_tokens DROP CONSTRAINT personal_tokens_scopes_known;
