//! Tournament engine for Camelot: FIDE Berger round robins, the FIDE Dutch Swiss system,
//! C.07 tie-breaks and standings, and TRF-2026 files; [`check`] re-pairs a played tournament
//! round by round to confirm it was paired by the Dutch rules.
//!
//! Everything here is pure computation on a [`Tournament`] value: no I/O (except in the
//! `camelot-pairing` binary), no async, no database. The server builds a [`Tournament`] from
//! its rows; the CLI reads one from a TRF file with [`Tournament::from_trf`].
//!
//! ```
//! use camelot_pairing::{standings, Player, ResultCode, System, TieBreak, Tournament};
//!
//! let mut t = Tournament::new("Club championship", 3);
//! for (tpn, name) in [(1, "Ann"), (2, "Bob"), (3, "Cid"), (4, "Dee")] {
//!     t.players.push(Player::new(tpn, name, Some(1800)));
//! }
//! t.record_game(1, 1, 4, ResultCode::Win, ResultCode::Loss)?;
//! t.record_game(1, 2, 3, ResultCode::Draw, ResultCode::Draw)?;
//! let tiebreaks = TieBreak::parse_list("BH/C1,SB")?;
//! let rows = standings(&t, &tiebreaks, System::Swiss)?;
//! assert_eq!(rows[0].tpn, 1);
//! assert_eq!((rows[1].rank, rows[2].rank), (2, 2)); // 2 and 3 share second place
//! let trf = t.to_trf()?;
//! assert_eq!(Tournament::from_trf(&trf)?, t);
//! # Ok::<(), camelot_pairing::PairingError>(())
//! ```

#![warn(missing_docs)]

mod error;
mod model;
mod options;
mod round;
mod standings;

pub mod berger;
pub mod check;
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
