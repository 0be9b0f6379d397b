//! Tournament engine for Camelot: FIDE Berger round robins, the FIDE Dutch Swiss system,
//! C.07 tie-breaks and standings, and TRF-2026 files.
//!
//! Everything here is pure computation on a [`Tournament`] value: no I/O (except in the
//! `camelot-pairing` binary), no async, no database. The server builds a [`Tournament`] from
//! its rows; the CLI reads one from a TRF file with [`Tournament::from_trf`].

mod error;
mod model;
mod options;
mod round;
mod standings;

pub mod berger;
pub mod dutch;
pub mod matching;
pub mod tiebreak;
pub mod trf;

pub use error::PairingError;
pub use model::{
    Acceleration, Colour, Float, ForbiddenPairing, Player, PlayerDetails, PointSystem, Points,
    ResultCode, RoundEntry, Tournament,
};
pub use options::PairingOptions;
pub use round::{Pair, RoundPairing};
pub use standings::{
    StandingRow, StandingsOptions, standings, standings_with_options, tiebreak_values,
};
pub use tiebreak::{System, TieBreak, TieBreakKind, TieBreakValue};
