//! Camelot Server: correspondence Camelot games, tournaments and Elo ratings over HTTP.
//!
//! The pure rules, pairing and rating logic live in their own crates; this crate wires them to
//! HTTP (actix-web) and PostgreSQL (diesel-async).

pub mod api;
pub mod auth;
pub mod cli;
pub mod clock;
pub mod config;
pub mod db;
pub mod domain;
pub mod engine_pool;
pub mod error;
pub mod http;
pub mod i18n;
pub mod jobs;
#[cfg(test)]
mod layering;
pub mod listener;
pub mod metrics;
pub mod ratelimit;
pub mod service;
pub mod startup;
pub mod state;
pub mod telemetry;
pub mod views;
pub mod webui;
