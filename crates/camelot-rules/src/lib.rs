//! # camelot-rules
//!
//! The board game Camelot under the World Camelot Federation rules, and its family of variants
//! (Camette, Cam, Chivalry, River Camelot, Anti on every board), as fixed by the project's rules
//! contracts: squares, pieces, positions and their string form, WCF move notation, legal move
//! generation with canonical paths, validation of submitted paths with precise reasons, game
//! status, draw claims and whole-game replay; and, for game engines, fast move generation
//! without paths, copy-make and incremental Zobrist keys.
//!
//! Pure logic: no I/O, no async. The `camelot` binary in this crate is a thin CLI over it.
//!
//! ```
//! use camelot_rules::{Game, Position};
//! let start = Position::start();
//! assert_eq!(start.legal_moves().len(), 100);
//! let mv = start.check("D6-F8").map_err(|e| e.to_string())?;
//! assert_eq!(mv.result.status().token(), "*");
//! let game = Game::replay(start, &["D6-F8", "H11-F9"]).map_err(|(_, e)| e.to_string())?;
//! assert_eq!(game.ply(), 2);
//! # Ok::<(), String>(())
//! ```

/// Implements `Serialize`/`Deserialize` for a type through its `Display`/`FromStr` string form.
#[cfg(feature = "serde")]
macro_rules! serde_as_string {
    ($ty:ty) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}
#[cfg(feature = "serde")]
pub(crate) use serde_as_string;

mod bitboard;
mod error;
mod game;
mod geometry;
mod listing;
mod movegen;
mod path;
mod perft;
mod position;
mod queries;
mod side;
mod square;
mod status;
mod validate;
mod variant;
mod zobrist;

pub use bitboard::{Bitboard, BitboardIter};
pub use error::ParseError;
pub use game::{ClaimRefused, DrawClaimKind, FIFTY_MOVE_PLIES, Game, REPETITION_COUNT};
pub use listing::LegalMove;
pub use movegen::Move;
pub use path::{Mark, Path};
pub use perft::{Perft, perft};
pub use position::{Position, RepetitionKey, START_POSITION};
pub use queries::MoveGenerator;
pub use side::{Piece, PieceKind, Side};
pub use square::Square;
pub use status::{EndReason, Outcome, Status};
pub use validate::{Illegal, Reason};
pub use variant::{BoardShape, Goal, Variant};
