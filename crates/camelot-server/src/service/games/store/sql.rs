//! Every statement of the game store written as SQL text rather than with diesel's query
//! builder, in one place, each with why it is raw.
//!
//! The common reason: these are the hottest statements of the service, and each text is one of
//! a few fixed ones, so they run through [`crate::db::prepared::Sql`], which each connection
//! prepares once and then only executes (diesel's builder re-sent and re-planned a statement
//! of this shape on every execution; `sql_query` is never cached at all). Their other reasons
//! are given with each. The batched move write is not here: it is one call of the SQL function
//! `r.write_moves` (db/replaceable.sql), made through diesel's typed
//! `define_sql_function!` in `service/games/moves.rs`.
//!
//! Texts name their binds `$1`, `$2`, … (see [`crate::db::prepared`]).

use diesel::pg::{Pg, PgQueryBuilder};
use diesel::prelude::*;
use diesel::query_builder::{QueryBuilder, QueryFragment};

use crate::db::models::Game;
use crate::service::error::ServiceResult;

// Reading records (`super::read`) --------------------------------------------------------------

/// What a record adds to the game's own columns, besides its names and moves. The leaves are
/// those that end after the game's current turn began, one scan of the index per player giving
/// the starts followed by the ends (two scans each cost PostgreSQL about 5 µs more a record,
/// measured over finished games), in active games only (`CASE` runs the scans only when it
/// needs them).
const RECORD_COLUMNS: &str = "games.xmin::text::bigint AS version, \
    CASE WHEN games.status = 'active' THEN \
    (SELECT coalesce(array_agg(l.started_at ORDER BY l.started_at) \
                     || array_agg(l.until ORDER BY l.started_at), '{}') FROM leaves l \
      WHERE l.user_id = games.white_id AND l.until > games.turn_started_at) \
    ELSE '{}' END AS white_leaves, \
    CASE WHEN games.status = 'active' THEN \
    (SELECT coalesce(array_agg(l.started_at ORDER BY l.started_at) \
                     || array_agg(l.until ORDER BY l.started_at), '{}') FROM leaves l \
      WHERE l.user_id = games.black_id AND l.until > games.turn_started_at) \
    ELSE '{}' END AS black_leaves";

/// The players' names, looked up row by row, by primary key (a join would leave the plan to the
/// table statistics, and hash joins cost more to set up than a batch of lookups).
const LOOKED_UP_NAMES: &str = "\
    (SELECT u.username FROM users u WHERE u.id = games.white_id) AS white_name, \
    (SELECT u.username FROM users u WHERE u.id = games.black_id) AS black_name";
/// The names kept with a stored list (migration 000025), else (no list stored) looked up:
/// `coalesce` runs a lookup only when there is no stored name.
const STORED_NAMES: &str = "\
    coalesce(s.white_name, (SELECT u.username FROM users u WHERE u.id = games.white_id)) \
      AS white_name, \
    coalesce(s.black_name, (SELECT u.username FROM users u WHERE u.id = games.black_id)) \
      AS black_name";

/// The game's moves: its chunks in order, then the row's tail.
const MOVE_PATHS: &str = "(ARRAY(SELECT m.item FROM move_chunks c, \
      unnest(c.paths) WITH ORDINALITY AS m (item, i) \
      WHERE c.game_id = games.id ORDER BY c.first_ply, m.i) || games.move_paths)";
const MOVE_TIMES: &str = "(ARRAY(SELECT m.item FROM move_chunks c, \
      unnest(c.times) WITH ORDINALITY AS m (item, i) \
      WHERE c.game_id = games.id ORDER BY c.first_ply, m.i) || games.move_times)";

/// The statement that reads records: `$1` the ids; with `stored_lists`, `$2` the ids whose
/// stored move list (migration 000025) is read instead of their chunks, for a view; with
/// `lock`, `FOR UPDATE OF games` (the locked transaction's read). Raw for the correlated
/// subqueries (moves from their chunks, leaves, names by primary key) and the conditional join,
/// whose plans were measured (see each part above), and to be prepared once per connection:
/// built by diesel's query builder, it took PostgreSQL a parse and a plan on every execution.
/// The game's own columns are the ones [`Game`] selects, written by diesel, so the two cannot
/// drift apart.
pub fn record(lock: bool, stored_lists: bool) -> ServiceResult<String> {
    let mut game_columns = PgQueryBuilder::default();
    Game::as_select().to_sql(&mut game_columns, &Pg)?;
    let (moves_columns, join) = if stored_lists {
        // A stored list counts only while it holds as many moves as the game.
        (
            format!(
                "{STORED_NAMES}, \
                 CASE WHEN s.game_id IS NULL THEN {MOVE_PATHS} ELSE '{{}}' END AS paths, \
                 CASE WHEN s.game_id IS NULL THEN {MOVE_TIMES} ELSE '{{}}' END AS times, \
                 s.moves AS stored_moves"
            ),
            " LEFT JOIN move_lists s ON s.game_id = games.id AND s.plies = games.ply \
              AND games.id = ANY($2)",
        )
    } else {
        (
            format!(
                "{LOOKED_UP_NAMES}, {MOVE_PATHS} AS paths, {MOVE_TIMES} AS times, \
                 NULL::bytea AS stored_moves"
            ),
            "",
        )
    };
    Ok(format!(
        "SELECT {}, {RECORD_COLUMNS}, {moves_columns} FROM games{join} WHERE games.id = ANY($1){}",
        game_columns.finish(),
        if lock { " FOR UPDATE OF games" } else { "" }
    ))
}

/// Each game's row version, 0 for none, in the order of `$1` (the batched version check of
/// cached views). Raw because diesel's builder cannot name `xmin` or aggregate over `unnest ...
/// WITH ORDINALITY`; a statement of its own rather than migration 000005's `game_versions`
/// function, which PL/pgSQL planned afresh on every call.
pub const VERSIONS: &str = "SELECT coalesce(array_agg(coalesce( \
      (SELECT g.xmin::text::bigint FROM games g WHERE g.id = i.id), 0) ORDER BY i.n), '{}') \
      AS versions FROM unnest($1::bigint[]) WITH ORDINALITY AS i (id, n)";

// Storing finished games' move lists (`super::stored_moves`) ------------------------------------
//
// `move_lists_to_store` and `move_lists` are touched by these three statements
// alone (and by the trigger that queues games), so they are not in the diesel schema. STORE has
// to be raw anyway: it inserts from `unnest` of one array bind per column, so its text is the
// same for any number of games and is prepared once, where diesel's multi-row insert binds
// every value and changes its text with the batch size. TAKE and DONE are plain and could be
// built by diesel at no cost in throughput; they stay raw beside STORE, the transaction read as
// one piece.

/// Queued games, taken so that no other process takes them until this transaction ends.
pub const TAKE: &str = "SELECT game_id FROM move_lists_to_store ORDER BY game_id LIMIT $1 \
    FOR UPDATE SKIP LOCKED";

/// Each list goes with its players' names, which never change: a read of the game then needs
/// no lookup in `users`.
pub const STORE: &str = "INSERT INTO move_lists \
    (game_id, plies, moves, white_name, black_name) \
    SELECT * FROM unnest($1::bigint[], $2::integer[], $3::bytea[], $4::text[], $5::text[]) \
    ON CONFLICT (game_id) DO UPDATE SET plies = EXCLUDED.plies, moves = EXCLUDED.moves, \
    white_name = EXCLUDED.white_name, black_name = EXCLUDED.black_name";

/// The games taken, stored or not, leave the queue.
pub const DONE: &str = "DELETE FROM move_lists_to_store WHERE game_id = ANY($1)";
