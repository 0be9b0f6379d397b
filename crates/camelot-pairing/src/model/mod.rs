//! The tournament data model shared by every engine of the crate.
//!
//! Plain data with public fields, so the server can build a [`Tournament`] from database rows
//! and the TRF reader from a file; the engines only read it.

mod entry;
mod player;
mod points;
mod tournament;

pub use entry::{Colour, ResultCode, RoundEntry};
pub use player::{Player, PlayerDetails};
pub use points::{PointSystem, Points};
pub use tournament::{Acceleration, Float, ForbiddenPairing, Tournament};
