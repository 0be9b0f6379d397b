//! Use-cases: one transaction per request, calling the pure crates and the database. Handlers
//! translate HTTP to these functions and back; no SQL lives in handlers.

pub mod accounts;
pub mod analysis;
pub mod batching;
pub mod boards;
pub mod bot_wake;
pub mod bots;
pub mod challenges;
pub mod error;
pub mod events;
pub mod games;
pub mod idempotency;
pub mod leave;
pub mod notify;
pub mod ratings;
pub mod tokens;
pub mod tournaments;
pub mod tutorial;
