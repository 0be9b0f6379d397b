//! Use-cases: one transaction per request, calling the pure crates and the database. Handlers
//! translate HTTP to these functions and back; no SQL lives in handlers.

pub mod accounts;
