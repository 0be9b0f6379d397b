-- One login attempt's rate-limit count, exactly as ratelimit.rs sends it: one upsert of the
-- client-address key and the username key (1,000 addresses, 100,000 usernames).
\set ip random(1, 1000)
\set user random(1, 100000)
INSERT INTO rate_limits (key, window_start, hits)
SELECT k, now(), 1 FROM unnest(ARRAY['login:ip:10.0.' || :ip, 'login:user:u' || :user]) AS k
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN rate_limits.window_start <= now() - interval '1 minute'
              THEN 1 ELSE rate_limits.hits + 1 END,
  window_start = CASE WHEN rate_limits.window_start <= now() - interval '1 minute'
                      THEN now() ELSE rate_limits.window_start END
RETURNING key, hits, window_start;
