//! Correspondence games, one job per file:
//!
//! * [`record`]: the stored game — reading it with its players and moves, locking it, creating
//!   games;
//! * [`moves`]: the one definition of a move — its checks and its effects — and the statement
//!   that writes decided moves;
//! * [`play`]: playing a move, by the batched fast path or the locked transaction;
//! * [`clock`]: the clock decides first: a game whose side to move ran out of time ends on time;
//! * [`conditional`]: conditional moves, and the replies played from them;
//! * [`batches`] and [`recent`]: the batch workers of the hottest reads and writes, and what a
//!   process remembers of the games it wrote;
//! * [`actions`]: resigning, draws and aborts;
//! * [`end`]: the end of a game, with its rating and tournament consequences;
//! * [`deadlines`]: the deadline jobs;
//! * [`lists`] and [`export`]: lists of games, and games for other programs;
//! * [`rendered`]: the moves a kept record has already rendered for its views;
//! * [`stored_moves`]: finished games' move lists, rendered once and stored for their views.
//!
//! Every change runs in one transaction that holds the game row lock, or is a single statement
//! checked against the row version, so racing requests are decided by the database.

pub mod actions;
pub mod batches;
pub mod clock;
pub mod conditional;
pub mod deadlines;
pub mod end;
pub mod export;
pub mod lists;
pub mod moves;
pub mod play;
pub mod public;
pub mod recent;
pub mod record;
pub mod rendered;
pub mod stored_moves;
pub mod views;

pub use actions::{Action, act};
pub use record::{Brief, GameRecord, GameSpec, side_of};
