//! Correspondence games, one job per file:
//!
//! * [`record`]: the stored game — what a game record says, and creating games;
//! * [`store`]: the fast paths of the game store — reading records, the batch workers of the
//!   hottest reads and writes, what a process keeps of the games it wrote or showed, and
//!   finished games' move lists stored for their views (its module page explains them);
//! * [`moves`]: the one definition of a move — its checks and its effects — and the statement
//!   that writes decided moves;
//! * [`play`]: playing a move, by the batched fast path or the locked transaction;
//! * [`clock`]: the clock decides first: a game whose side to move ran out of time ends on time;
//! * [`conditional`]: conditional moves, and the replies played from them;
//! * [`actions`]: resigning, draws and aborts;
//! * [`end`]: the end of a game, with its rating and tournament consequences;
//! * [`deadlines`]: the deadline jobs;
//! * [`views`]: reading a game for a view, never as playable once its time ran out;
//! * [`lists`], [`public`] and [`export`]: lists of games, and games for other programs.
//!
//! Every change runs in one transaction that holds the game row lock, or is a single statement
//! checked against the row version, so racing requests are decided by the database.

pub mod actions;
pub mod conditional;
pub mod deadlines;
pub mod end;
pub mod export;
pub mod lists;
pub mod moves;
pub mod play;
pub mod public;
pub mod record;
pub mod store;
pub mod timeout;
pub mod views;

pub use actions::{Action, act};
pub use record::{Brief, GameRecord, GameSpec, side_of};
// Short paths for the store's parts named outside `games` (the API's views and tests).
pub use store::{rendered, stored_moves};
