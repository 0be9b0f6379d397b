//! The crate's one error type: bad options, a `last` path that cannot be highlighted, or a PNG
//! that could not be produced.

use camelot_rules::{Illegal, ParseError, Side, Square};
use thiserror::Error;

use crate::options::Size;

/// Why a picture cannot be made. `Display` is a sentence for the user (no Rust type names);
/// [`BoardError::field`] says which request field was at fault, so a server can answer a 422
/// naming it, and [`BoardError::reason`] gives a stable machine-readable tag.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum BoardError {
    /// The requested size is outside [`Size::MIN`]..=[`Size::MAX`].
    #[error(
        "the size must be between {min} and {max} pixels, not {size}",
        min = Size::MIN,
        max = Size::MAX
    )]
    SizeOutOfRange {
        /// The size asked for.
        size: u32,
    },
    /// The `last` text is not a move path (notation, or a square that does not exist).
    #[error("{0}")]
    Path(ParseError),
    /// The path is not a legal move in the position before it. For a highlight inferred from
    /// the position after the move, "before" is the position the path would have come from.
    #[error("{0}")]
    Illegal(Illegal),
    /// The last move cannot end on an empty square.
    #[error("{square} is empty, but the last move would have ended there")]
    DestinationEmpty {
        /// The path's last square.
        square: Square,
    },
    /// The piece on the destination belongs to the side to move, not to the side that moved.
    #[error("the last move was {mover}'s, but the piece on {square} is not {mover}'s")]
    DestinationNotMover {
        /// The path's last square.
        square: Square,
        /// The side that made the last move (the opponent of the side to move).
        mover: Side,
    },
    /// A piece stands on the square the last move started from.
    #[error("{square} is occupied, but the last move would have left it")]
    OriginOccupied {
        /// The path's first square.
        square: Square,
    },
    /// A jumped-over square still holds a piece, so nothing was captured there.
    #[error("the last move jumps over {square}, but a piece still stands there")]
    CapturedSquareOccupied {
        /// The square jumped over.
        square: Square,
    },
    /// The path is a Castle Move but the position counts no Castle Move for the mover.
    #[error("the last move is a Castle Move, but the position counts no Castle Move for {mover}")]
    CastleMoveNotCounted {
        /// The side that made the last move.
        mover: Side,
    },
    /// The move captured or entered the opponent's castle, yet the quiet-plies counter of the
    /// position was not reset to 0.
    #[error("the last move {what}, so the position's quiet-plies counter must be 0, not {plies}")]
    QuietPliesNotReset {
        /// `captures` or `enters the opponent's castle`.
        what: &'static str,
        /// The counter in the position.
        plies: u32,
    },
    /// River: the last move places a tree on a square where the position has none.
    #[error("the last move places a tree on {square}, but no tree stands there")]
    TreeMissing {
        /// The placement's square without a tree.
        square: Square,
    },
    /// The SVG could not be turned into a PNG. Never expected: the SVG is this crate's own.
    #[error("the board picture could not be rendered: {0}")]
    Render(String),
}

impl BoardError {
    /// The request field at fault: `"size"` or `"last"`; `None` for a rendering failure (a
    /// server error, not the client's).
    pub fn field(&self) -> Option<&'static str> {
        match self {
            BoardError::SizeOutOfRange { .. } => Some("size"),
            BoardError::Render(_) => None,
            _ => Some("last"),
        }
    }

    /// A stable tag for the problem: the rules' reason tag for an illegal path (e.g.
    /// `capture-required`), otherwise one of this crate's own tags.
    pub fn reason(&self) -> &'static str {
        match self {
            BoardError::SizeOutOfRange { .. } => "size-out-of-range",
            BoardError::Path(ParseError::OffBoardSquare(_)) => "off-board",
            BoardError::Path(_) => "malformed",
            BoardError::Illegal(illegal) => illegal.tag(),
            BoardError::DestinationEmpty { .. } => "destination-empty",
            BoardError::DestinationNotMover { .. } => "destination-not-mover",
            BoardError::OriginOccupied { .. } => "origin-occupied",
            BoardError::CapturedSquareOccupied { .. } => "captured-square-occupied",
            BoardError::CastleMoveNotCounted { .. } => "castle-move-not-counted",
            BoardError::QuietPliesNotReset { .. } => "quiet-plies-not-reset",
            BoardError::TreeMissing { .. } => "tree-missing",
            BoardError::Render(_) => "render-failed",
        }
    }
}
