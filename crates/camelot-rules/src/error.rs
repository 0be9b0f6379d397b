//! The crate's error type: everything that can go wrong reading squares, paths and positions.
//!
//! An illegal move is not an error of this kind: it is a rules verdict, [`crate::Illegal`].

use thiserror::Error;

use crate::side::Side;

/// Why a square name, move path or position string could not be read.
///
/// Every message names the offending text, so it can be shown to a user as is.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseError {
    /// Not shaped like a square name (one letter then a rank number).
    #[error("`{0}` is not a square name (a file letter then a rank number, e.g. F1)")]
    InvalidSquare(String),
    /// Shaped like a square name but not a square of the board.
    #[error("`{0}` is not a square of the board")]
    OffBoardSquare(String),
    /// A move path that does not follow the notation.
    #[error("`{text}` is not a move path: {problem}")]
    MalformedPath {
        /// The text as given.
        text: String,
        /// What is wrong with it.
        problem: &'static str,
    },
    /// Wrong number of space-separated fields.
    #[error(
        "a position has 4 or 6 fields separated by single spaces (board, side to move, castle \
         moves used by White and by Black, optionally quiet plies and move number); found {0}"
    )]
    FieldCount(usize),
    /// Two spaces in a row, or a leading or trailing space.
    #[error("position fields must be separated by exactly one space")]
    EmptyField,
    /// The board does not list the board's number of ranks.
    #[error(
        "the board lists its ranks from the top down to 1 separated by `/`: expected {expected} \
         ranks, found {found}"
    )]
    RankCount {
        /// Ranks of the variant's board.
        expected: u8,
        /// Ranks described.
        found: usize,
    },
    /// A rank describes too many or too few squares.
    #[error("rank {rank} has {expected} squares but its description covers {found}")]
    RankLength {
        /// Rank number (1..=16).
        rank: u8,
        /// Number of squares on that rank.
        expected: u8,
        /// Number of squares described.
        found: usize,
    },
    /// A character that is neither a piece letter (nor, in River, a tree) nor a digit.
    #[error(
        "rank {rank}: `{character}` is not a piece (K, M, k, m), a tree (T, River only) or a count \
         of empty squares"
    )]
    BoardCharacter {
        /// Rank number (1..=16).
        rank: u8,
        /// The offending character.
        character: char,
    },
    /// A run of empty squares written as 0 or with a leading zero.
    #[error(
        "rank {rank}: `{text}` is not a valid count of empty squares (no zero, no leading zero)"
    )]
    EmptyRun {
        /// Rank number (1..=16).
        rank: u8,
        /// The digits as written.
        text: String,
    },
    /// The side-to-move field is not `w` or `b`.
    #[error("the side to move is `w` or `b`, not `{0}`")]
    SideToMove(String),
    /// A castle-move counter outside 0..=2.
    #[error("castle moves used by {side} must be 0, 1 or 2, not `{text}`")]
    CastleMoves {
        /// Whose counter.
        side: Side,
        /// The field as written.
        text: String,
    },
    /// The quiet-plies or move-number field is not a valid number.
    #[error("the {field} must be a decimal number without leading zeros{extra}, not `{text}`")]
    Counter {
        /// Which field (`quiet plies` or `move number`).
        field: &'static str,
        /// Extra constraint stated in the message.
        extra: &'static str,
        /// The field as written.
        text: String,
    },
    /// A variant name that is not one of the family's.
    #[error(
        "`{0}` is not a variant (camelot, camette, cam, chivalry, river, anti, anti-camette, \
         anti-cam, anti-chivalry, anti-river)"
    )]
    UnknownVariant(String),
    /// River: a tree on a square that is no tree square.
    #[error("a tree may stand only on a tree square, not on {0}")]
    TreeSquare(String),
    /// River: trees in none of the three arrangements a game can have.
    #[error(
        "River positions have no tree with White to move, White's three trees with Black to \
         move, or three trees a side; found {white} of White's and {black} of Black's"
    )]
    TreeArrangement {
        /// White's trees on the board.
        white: u32,
        /// Black's trees on the board.
        black: u32,
    },
}
