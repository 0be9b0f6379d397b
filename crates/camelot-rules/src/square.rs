//! Squares and their names.
//!
//! Every board of the Camelot family (Camelot, Camette, Cam, Chivalry; River is Camelot's board
//! less its river) is drawn on one frame of files `A`–`N` and ranks `1`–`16`, and a square is a
//! place on that frame: its name (`F1`) means the same on every board. A square's number is
//! its place on a grid of 16 ranks of 16 (files `A`–`N` and two spare columns): `(rank − 1) ×
//! 16 + file`. The 189 places some board uses fit one [`Bitboard`](crate::Bitboard) of four
//! words, and every step is a fixed offset (±1, ±15, ±16, ±17): a whole set of squares moves
//! one step with a shift, and the spare columns keep a step or a leap from wrapping round to
//! another rank. Which squares a board has, and how they neighbour, is the board's business
//! ([`crate::BoardShape`]).

use std::fmt;
use std::str::FromStr;

use crate::error::ParseError;

/// Number of square numbers (indices `0..FRAME_SIZE`); 189 of them are places of the frame.
pub(crate) const FRAME_SIZE: usize = 256;

/// Number of places on the frame.
#[cfg(test)]
pub(crate) const PLACES: usize = 189;

/// Number of ranks of the frame (`1`..`16`).
pub(crate) const RANK_COUNT: u8 = 16;

/// Number of files of the frame (`A`..`N`).
#[cfg(test)]
pub(crate) const FILE_COUNT: u8 = 14;

/// For each rank (index 0 = rank 1): first and last file index. The union of the boards:
/// rank 1 holds Camette's C1, Cam's D1, Camelot's F1 G1 and Chivalry's G1 H1; rank 3
/// Camette's A3 and Chivalry's L3; and so on.
const FRAME: [(u8, u8); 16] = [
    (2, 7),  // 1: C–H
    (1, 10), // 2: B–K
    (0, 11), // 3: A–L
    (0, 12), // 4: A–M
    (0, 13), // 5: A–N
    (0, 13), // 6
    (0, 13), // 7
    (0, 13), // 8
    (0, 13), // 9
    (0, 13), // 10
    (0, 13), // 11
    (0, 13), // 12
    (0, 12), // 13: A–M
    (1, 11), // 14: B–L
    (2, 10), // 15: C–K
    (5, 7),  // 16: F–H
];

/// The standard Camelot board: first and last file of each rank (index 0 = rank 1).
const CAMELOT_RANKS: [(u8, u8); 16] = [
    (5, 6),
    (2, 9),
    (1, 10),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (1, 10),
    (2, 9),
    (5, 6),
];

/// A square: a place of the frame every board of the family is drawn on.
///
/// Parsing is case-insensitive (`"f1"` and `"F1"` are the same square); printing is upper case.
/// `FromStr`, [`Square::from_file_rank`] and [`Square::all`] speak of the standard Camelot
/// board; [`Square::at`] and a [`BoardShape`](crate::BoardShape) speak of any board.
///
/// ```
/// use camelot_rules::Square;
/// let s: Square = "f16".parse()?;
/// assert_eq!(s.to_string(), "F16");
/// assert!("A1".parse::<Square>().is_err()); // A1 is not one of Camelot's 160 squares
/// # Ok::<(), camelot_rules::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square with number `index`, if it is a place of the frame.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index >= FRAME_SIZE {
            return None;
        }
        let (first, last) = FRAME[index >> 4];
        let file = (index & 15) as u8;
        if file < first || file > last {
            return None;
        }
        Some(Square(index as u8))
    }

    /// The square with number `index`, known to be a place of the frame (a bit of a set).
    #[inline]
    pub(crate) const fn from_place(index: u8) -> Square {
        debug_assert!(Square::from_index(index as usize).is_some());
        Square(index)
    }

    /// Number of the square (`(rank − 1) × 16 + file`); the same on every board.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The place of the frame at `file` (0 = `A` .. 13 = `N`) and `rank` (1..=16), whichever
    /// board has it.
    pub const fn at(file: u8, rank: u8) -> Option<Square> {
        if rank < 1 || rank > RANK_COUNT {
            return None;
        }
        let (first, last) = FRAME[(rank - 1) as usize];
        if file < first || file > last {
            return None;
        }
        Some(Square((rank - 1) * 16 + file))
    }

    /// The square at `file` (0 = `A` .. 11 = `L`) and `rank` (1..=16), if it is one of the 160
    /// squares of the standard Camelot board.
    pub const fn from_file_rank(file: u8, rank: u8) -> Option<Square> {
        if rank < 1 || rank > RANK_COUNT {
            return None;
        }
        let (first, last) = CAMELOT_RANKS[(rank - 1) as usize];
        if file < first || file > last {
            return None;
        }
        Square::at(file, rank)
    }

    /// File index, 0 (`A`) to 13 (`N`).
    pub const fn file(self) -> u8 {
        self.0 & 15
    }

    /// Rank, 1 to 16.
    pub const fn rank(self) -> u8 {
        (self.0 >> 4) + 1
    }

    /// File letter in upper case (`'A'`..`'N'`).
    pub const fn file_char(self) -> char {
        (b'A' + self.file()) as char
    }

    /// The 160 squares of the standard Camelot board in index order (other boards:
    /// [`BoardShape::squares`](crate::BoardShape::squares)).
    pub fn all() -> impl Iterator<Item = Square> {
        Square::frame().filter(|s| Square::from_file_rank(s.file(), s.rank()).is_some())
    }

    /// Every place of the frame, in index order.
    pub(crate) fn frame() -> impl Iterator<Item = Square> {
        (0..FRAME_SIZE).filter_map(Square::from_index)
    }
}

/// Result of reading a square name that is well formed (a letter and a number).
pub(crate) enum SquareName {
    /// A place of the frame (whether the board at hand has it is for the caller to say).
    OnFrame(Square),
    /// Well formed, but on no board of the family (e.g. `A1`, `O5`, `F17`).
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
    Some(match Square::at(file, rank) {
        Some(sq) => SquareName::OnFrame(sq),
        None => SquareName::OffBoard,
    })
}

impl FromStr for Square {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match read_square_name(s) {
            Some(SquareName::OnFrame(sq))
                if Square::from_file_rank(sq.file(), sq.rank()).is_some() =>
            {
                Ok(sq)
            }
            Some(_) => Err(ParseError::OffBoardSquare(s.to_owned())),
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
    fn numbering_is_the_grid_and_round_trips() {
        let mut count = 0;
        let mut camelot = 0;
        for rank in 1..=16 {
            for file in 0..FILE_COUNT {
                if let Some(sq) = Square::at(file, rank) {
                    assert_eq!(sq.index(), usize::from(rank - 1) * 16 + usize::from(file));
                    assert_eq!(Square::from_index(sq.index()), Some(sq));
                    assert_eq!((sq.file(), sq.rank()), (file, rank));
                    count += 1;
                }
                if Square::from_file_rank(file, rank).is_some() {
                    camelot += 1;
                }
            }
        }
        assert_eq!(count, PLACES);
        assert_eq!(Square::frame().count(), PLACES);
        assert_eq!(camelot, 160);
        assert_eq!(Square::all().count(), 160);
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
        for off in ["A1", "L15", "E1", "H16", "M5", "N7", "F17", "F0", "Z9"] {
            assert!(
                matches!(off.parse::<Square>(), Err(ParseError::OffBoardSquare(_))),
                "{off}"
            );
        }
    }
}
