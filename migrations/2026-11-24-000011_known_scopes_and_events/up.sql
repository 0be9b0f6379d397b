-- Stored scopes and webhook event kinds are the known spellings (auth/scopes.rs,
-- service/events/mod.rs EventKind), as roles are (users_roles_known): a value the server cannot
-- read is refused on write instead of being skipped when read. A spelling the server stops
-- using needs a migration that rewrites the rows holding it.
ALTER TABLE personal_tokens ADD CONSTRAINT personal_tokens_scopes_known
    CHECK (scopes <@ ARRAY['game:read', 'game:play', 'challenge:write', 'tournament:write',
                           'account:read', 'account:write']::TEXT[]);

ALTER TABLE webhooks ADD CONSTRAINT webhooks_events_known
    CHECK (events <@ ARRAY['challenge_received', 'challenge_accepted', 'challenge_declined',
                           'challenge_cancelled', 'game_started', 'opponent_moved',
                           'draw_offered', 'draw_declined', 'game_ended', 'deadline_warning',
                           'tournament_started', 'round_paired', 'tournament_finished',
                           'opponent_on_leave', 'webhook_disabled']::TEXT[]);
