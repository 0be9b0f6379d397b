//! Black-box API tests: the real application on a random port, talking HTTP to a real
//! PostgreSQL (one database per test).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

mod accounts;
mod analysis;
mod boards;
mod bots;
mod calendar;
mod challenges;
mod clocks;
mod concurrency;
mod conditional;
mod deadlines;
mod email;
mod errors;
mod events;
mod games;
mod languages;
mod leave;
mod lessons;
mod notifications;
mod openapi;
mod ops;
mod outage;
mod peers;
mod processes;
mod ratings;
mod replaceable;
mod session;
mod spectators;
mod stored_moves;
mod tokens;
mod tournament_players;
mod tournaments;
mod tutorial;
mod variants;
mod webui;
mod worker_connection;
