//! The fast paths of the game store: what a process keeps, what it batches, what is rendered
//! ahead of time, and why all of it stays right with several server processes on one database.
//!
//! Each fast path is a shortcut past a plain path that is always right (read the game; or lock
//! its row, decide and write in one transaction). A shortcut is taken only when the database
//! confirms it may be, and otherwise the plain path runs. Processes share nothing but
//! PostgreSQL: what one keeps in memory, the others never see or need.
//!
//! # Batched ([`batches`])
//!
//! Per process, batch workers run the three hottest statements for every request in flight:
//! reading games ([`read::load_for_views`]: the record statement over `games.id = ANY($1)`),
//! reading row versions ([`sql::VERSIONS`]), and writing ordinary moves (`r.write_moves`,
//! db/replaceable.sql: one call, one statement, for the whole batch). A batch is whatever
//! queued while the previous one ran, at most 256 requests; nothing waits on a timer. A batch
//! holds one move per game (a second is sent to the locked path), and a game's moves always go
//! to the same writer. Reads and versions run on a worker's own connection with generic plans
//! (`db::worker_connection`).
//!
//! # Cached ([`recent`])
//!
//! Two bounded maps per process, by game id, forgetting the game used least recently:
//!
//! * the record as this process's last move left it, with the row version (`xmin`) that move
//!   wrote (4096 games, [`GameBatches::recent`]). The next move uses it only when its expected
//!   ply is the record's ply; it is taken out, decided on, and put back after the answer. A
//!   refused write forgets it; an older ply never replaces a newer one.
//! * rendered game views, with the row version they were rendered from (8192 games,
//!   [`GameBatches::view`]): sent again only after a version read says the row is still that
//!   version; otherwise the game is read and rendered again.
//!
//! # Rendered and stored move lists ([`rendered`], [`stored_moves`], [`move_list`])
//!
//! A kept record also keeps the JSON of the moves it has rendered, so answering a move renders
//! one move, not the list: a played move never changes. When a game leaves `active` (however
//! it ends), a trigger queues it (`move_lists_to_store`); a periodic job stores its list once,
//! in a format of the store's own (paths and times, LZ4-packed: [`move_list`]) with the
//! players' names (`move_lists`). Views of finished games then read their moves from that one
//! value instead of from every chunk; a game without a stored list, or whose list does not
//! hold as many moves as the game, is read from its chunks as before. What is stored is what
//! the moves are, not how a view shows them: changing the view changes no stored list.
//!
//! # Why it is safe with several processes
//!
//! * Every update of a game row gives it a new `xmin`: a move, a resignation, a draw offer, a
//!   timeout, and starting or ending leave (which touches each of the player's active games).
//!   A batched move is written only if the row is still the version it was decided on and the
//!   mover's account is alive, checked in the `UPDATE` itself; anything written meanwhile, by
//!   any process, makes it write nothing, and the move takes the locked transaction
//!   (`FOR UPDATE OF games`), which reads, decides and explains again. The expected ply a
//!   client sends is checked against the record the move is decided on.
//! * A kept view is compared with the row's current version before it is sent, and a read
//!   starts after its request arrived: every answer is at least as new as every write committed
//!   before the request.
//! * The move-list job takes queued games with `FOR UPDATE SKIP LOCKED`, so processes share the
//!   queue without taking a game twice; the list is inserted `ON CONFLICT (game_id) DO UPDATE`,
//!   so a repeat is harmless; and a stored list counts only while its `plies` equals the game's
//!   `ply`.
//!
//! # Raw SQL ([`sql`])
//!
//! Every statement of the store written as text is in [`sql`], with why it is raw. They run
//! through `db::prepared::Sql`, which each connection prepares once; that type stays in `db`,
//! because game lists, ratings, events and tournament tables use it too.
//!
//! [`GameBatches::recent`]: batches::GameBatches::recent
//! [`GameBatches::view`]: batches::GameBatches::view

pub mod batches;
pub mod move_list;
pub mod read;
pub mod recent;
pub mod rendered;
pub mod sql;
pub mod stored_moves;

pub use batches::{GameBatches, View};
pub use recent::Recent;
pub use rendered::RenderedMoves;
