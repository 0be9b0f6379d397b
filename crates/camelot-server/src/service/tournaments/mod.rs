//! Tournaments: Berger round robins and FIDE Dutch Swiss events whose games are ordinary
//! correspondence games.
//!
//! Lock order, everywhere: game rows, then user rows (ratings), then the tournament row. A game
//! that ends takes its tournament's row lock before recording the result, so results of one
//! tournament are processed one at a time, and the next round is paired exactly once (the
//! round's primary key backs this up).

pub mod access;
pub mod actions;
pub mod audit;
pub mod load;
pub mod model;
pub mod pairing_job;
pub mod progress;
pub mod queries;
pub mod setup;
pub mod standings;
pub mod tables;

pub use load::Loaded;
