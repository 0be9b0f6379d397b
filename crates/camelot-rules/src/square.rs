//! The 160 squares of the Camelot board and their names.
//!
//! Squares are numbered 0..160 rank by rank from rank 1 (White's side), left to right inside a
//! rank, counting only the squares that exist. The compact numbering lets a whole board fit in
//! one 160-bit [`Bitboard`](crate::Bitboard); geometry (neighbours, leaps) comes from tables in
//! [`crate::geometry`], so the numbering never has to be "shifted".

use std::fmt;
use std::str::FromStr;

use crate::error::ParseError;

/// Number of squares on the board.
pub const SQUARE_COUNT: usize = 160;

/// Number of ranks (`1`..`16`).
pub const RANK_COUNT: u8 = 16;

/// For each rank (index 0 = rank 1): first file index, last file index, index of its first square.
const RANK_SHAPE: [(u8, u8, u8); 16] = [
    (5, 6, 0),
    (2, 9, 2),
    (1, 10, 10),
    (0, 11, 20),
    (0, 11, 32),
    (0, 11, 44),
    (0, 11, 56),
    (0, 11, 68),
    (0, 11, 80),
    (0, 11, 92),
    (0, 11, 104),
    (0, 11, 116),
    (0, 11, 128),
    (1, 10, 140),
    (2, 9, 150),
    (5, 6, 158),
];

/// One of the 160 squares of the board.
///
/// Parsing is case-insensitive (`"f1"` and `"F1"` are the same square); printing is upper case.
///
/// ```
/// use camelot_rules::Square;
/// let s: Square = "f16".parse()?;
/// assert_eq!(s.to_string(), "F16");
/// assert!("A1".parse::<Square>().is_err()); // A1 is not one of the 160 squares
/// # Ok::<(), camelot_rules::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square with compact index `index` (0..160), if it exists.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARE_COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Compact index of the square, 0..160 (rank 1 first, left to right).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square at `file` (0 = `A` .. 11 = `L`) and `rank` (1..=16), if it exists on the board.
    pub const fn from_file_rank(file: u8, rank: u8) -> Option<Square> {
        if rank < 1 || rank > RANK_COUNT {
            return None;
        }
        let (first, last, base) = RANK_SHAPE[(rank - 1) as usize];
        if file < first || file > last {
            return None;
        }
        Some(Square(base + (file - first)))
    }

    /// File index, 0 (`A`) to 11 (`L`).
    pub const fn file(self) -> u8 {
        let rank = self.rank();
        let (first, _, base) = RANK_SHAPE[(rank - 1) as usize];
        first + (self.0 - base)
    }

    /// Rank, 1 to 16.
    pub const fn rank(self) -> u8 {
        let mut r = 15;
        loop {
            if self.0 >= RANK_SHAPE[r].2 {
                return r as u8 + 1;
            }
            if r == 0 {
                return 1;
            }
            r -= 1;
        }
    }

    /// File letter in upper case (`'A'`..`'L'`).
    pub const fn file_char(self) -> char {
        (b'A' + self.file()) as char
    }

    /// Iterator over all 160 squares in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARE_COUNT as u8).map(Square)
    }
}

/// First and last file index of a rank (1..=16), for the position string codec.
pub(crate) const fn rank_files(rank: u8) -> (u8, u8) {
    let (first, last, _) = RANK_SHAPE[(rank - 1) as usize];
    (first, last)
}

/// Result of reading a square name that is well formed (a letter and a number).
pub(crate) enum SquareName {
    /// One of the 160 squares.
    OnBoard(Square),
    /// Well formed, but not one of the 160 squares (e.g. `A1`, `M5`, `F17`).
    OffBoard,
}

/// Reads a square name: one ASCII letter then a decimal rank without leading zero (1 or 2
/// digits). `None` when the text is not shaped like a square name at all.
pub(crate) fn read_square_name(text: &str) -> Option<SquareName> {
    let bytes = text.as_bytes();
    let (&letter, digits) = bytes.split_first()?;
    if !letter.is_ascii_alphabetic() || digits.is_empty() || digits.len() > 2 {
        return None;
    }
    if !digits.iter().all(u8::is_ascii_digit)
        || (digits.len() == 2 && digits.first() == Some(&b'0'))
    {
        return None;
    }
    let rank = digits.iter().fold(0u8, |acc, d| acc * 10 + (d - b'0'));
    let file = letter.to_ascii_uppercase().wrapping_sub(b'A');
    Some(match Square::from_file_rank(file, rank) {
        Some(sq) => SquareName::OnBoard(sq),
        None => SquareName::OffBoard,
    })
}

impl FromStr for Square {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match read_square_name(s) {
            Some(SquareName::OnBoard(sq)) => Ok(sq),
            Some(SquareName::OffBoard) => Err(ParseError::OffBoardSquare(s.to_owned())),
            None => Err(ParseError::InvalidSquare(s.to_owned())),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

#[cfg(feature = "serde")]
crate::serde_as_string!(Square);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_is_dense_and_round_trips() {
        let mut count = 0;
        for rank in 1..=16 {
            for file in 0..12 {
                if let Some(sq) = Square::from_file_rank(file, rank) {
                    assert_eq!(sq.index(), count);
                    assert_eq!((sq.file(), sq.rank()), (file, rank));
                    count += 1;
                }
            }
        }
        assert_eq!(count, SQUARE_COUNT);
    }

    #[test]
    fn names() {
        assert_eq!("F1".parse::<Square>().ok(), Square::from_file_rank(5, 1));
        assert_eq!("l13".parse::<Square>().ok(), Square::from_file_rank(11, 13));
        assert_eq!(
            Square::from_file_rank(6, 16).map(|s| s.to_string()),
            Some("G16".into())
        );
        for bad in ["", "F", "1", "F01", "F0x", "FF1", "F123", " F1", "F1 "] {
            assert!(
                matches!(bad.parse::<Square>(), Err(ParseError::InvalidSquare(_))),
                "{bad}"
            );
        }
        for off in ["A1", "L15", "E1", "H16", "M5", "F17", "F0", "Z9"] {
            assert!(
                matches!(off.parse::<Square>(), Err(ParseError::OffBoardSquare(_))),
                "{off}"
            );
        }
    }
}
