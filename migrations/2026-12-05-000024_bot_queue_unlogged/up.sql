-- The bot move queue is derived data: every row says "a bot is to move at this ply of this
-- game", which the games table says too, and the bot worker's poll inserts again whatever is
-- missing (service/bots.rs, enqueue_moves). So it needs no write-ahead log: its inserts,
-- leases and deletes (three commits per bot move) no longer wait for a WAL flush or, in a
-- cluster, for the synchronous standby. What an unlogged table costs is that PostgreSQL
-- empties it after a crash and a standby sees it empty after a failover: the next poll of any
-- replica fills it again from the games, and a move is made at most once either way (it is
-- written with its expected ply).
ALTER TABLE bot_moves SET UNLOGGED;
