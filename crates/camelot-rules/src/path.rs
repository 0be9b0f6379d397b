//! Move paths in WCF notation: `I8-J9`, `C6-E8-G8`, `F6xD8xD10xF12`, `D10-D8xD6`.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use crate::bitboard::Bitboard;
use crate::error::ParseError;
use crate::square::{Square, SquareName, read_square_name};
use crate::variant::{BoardShape, Variant};

/// The mark written before a landing square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Mark {
    /// `-`: a plain step or a canter step.
    Move,
    /// `x`: a jump step (a capture).
    Jump,
    /// `,`: the next square of a River tree placement (`C2,D2,I2`).
    Tree,
}

impl Mark {
    /// `'-'` or `'x'`.
    pub const fn as_char(self) -> char {
        match self {
            Mark::Move => '-',
            Mark::Jump => 'x',
            Mark::Tree => ',',
        }
    }
}

/// A move path: the origin square, then one or more landing squares, each with its mark; or a
/// River tree placement, three squares joined by `,` (`VARIANTS.md` §6).
///
/// Parsing is case-insensitive (`f6xf8` and `F6XF8` are read as `F6xF8`) and checks only the
/// notation; whether the path is a legal move is [`Position::check`](crate::Position::check)'s
/// business. Printing gives the canonical spelling: upper-case squares, `-` and `x`.
///
/// ```
/// use camelot_rules::Path;
/// let p: Path = "d10-d8Xd6".parse()?;
/// assert_eq!(p.to_string(), "D10-D8xD6");
/// assert_eq!(p.len(), 2);
/// # Ok::<(), camelot_rules::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Path {
    origin: Square,
    steps: Vec<(Mark, Square)>,
}

impl Path {
    /// A path from `origin` through `steps`; `None` when `steps` is empty.
    pub fn new(origin: Square, steps: Vec<(Mark, Square)>) -> Option<Path> {
        if steps.is_empty() {
            None
        } else {
            Some(Path { origin, steps })
        }
    }

    /// The square the piece starts from.
    pub fn origin(&self) -> Square {
        self.origin
    }

    /// The square the piece ends on.
    pub fn destination(&self) -> Square {
        self.steps.last().map_or(self.origin, |&(_, sq)| sq)
    }

    /// The steps: each landing square with its mark.
    pub fn steps(&self) -> &[(Mark, Square)] {
        &self.steps
    }

    /// Number of steps (at least 1).
    #[allow(clippy::len_without_is_empty)] // a path always has a step
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Every square of the path in order, origin first.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        std::iter::once(self.origin).chain(self.steps.iter().map(|&(_, sq)| sq))
    }

    /// River: the canonical placement of trees on the three squares of `trees` (sorted by file,
    /// then by rank as a number); `None` unless there are exactly three.
    pub fn placement(trees: Bitboard) -> Option<Path> {
        let mut squares: Vec<Square> = trees.iter().collect();
        if squares.len() != 3 {
            return None;
        }
        squares.sort_by_key(|s| (s.file(), s.rank()));
        let origin = squares.remove(0);
        Path::new(
            origin,
            squares.into_iter().map(|s| (Mark::Tree, s)).collect(),
        )
    }

    /// Whether this is a River tree placement.
    pub fn is_placement(&self) -> bool {
        self.steps.first().is_some_and(|(m, _)| *m == Mark::Tree)
    }

    /// Reads a path (or, in River, a placement) of `variant`: squares must be on its board.
    pub fn parse_for(text: &str, variant: Variant) -> Result<Path, ParseError> {
        parse_path(text, variant.board())
    }

    /// Compares two paths by the contract's canonical order: fewer steps first, then the
    /// smaller path string in byte order.
    pub fn canonical_cmp(&self, other: &Path) -> Ordering {
        self.len()
            .cmp(&other.len())
            .then_with(|| self.to_string().cmp(&other.to_string()))
    }
}

/// Reads a River placement: exactly three square names joined by `,`, in any order and case.
fn parse_placement(text: &str, board: BoardShape) -> Result<Path, ParseError> {
    let malformed = |problem: &'static str| ParseError::MalformedPath {
        text: text.to_owned(),
        problem,
    };
    if board != BoardShape::River {
        return Err(malformed("only River has tree placements"));
    }
    let tokens: Vec<&str> = text.split(',').collect();
    if tokens.len() != 3 {
        return Err(malformed("a placement is three squares joined by commas"));
    }
    let mut squares = Vec::with_capacity(3);
    let mut off_board = None;
    for token in tokens {
        match read_square_name(token) {
            None => {
                return Err(malformed(
                    "a placement is three squares joined by commas, without spaces",
                ));
            }
            Some(SquareName::OnFrame(sq)) if board.contains(sq) => squares.push(sq),
            Some(_) => {
                off_board.get_or_insert(token);
            }
        }
    }
    if let Some(token) = off_board {
        return Err(ParseError::OffBoardSquare(token.to_ascii_uppercase()));
    }
    let mut iter = squares.into_iter();
    let origin = iter
        .next()
        .ok_or_else(|| malformed("a placement is three squares joined by commas"))?;
    Path::new(origin, iter.map(|s| (Mark::Tree, s)).collect())
        .ok_or_else(|| malformed("a placement is three squares joined by commas"))
}

/// The result of reading a path on `board`: either well formed, or the first problem in the
/// order "malformed before off-board".
pub(crate) fn parse_path(text: &str, board: BoardShape) -> Result<Path, ParseError> {
    let malformed = |problem: &'static str| ParseError::MalformedPath {
        text: text.to_owned(),
        problem,
    };
    if text.is_empty() {
        return Err(malformed("it is empty"));
    }
    if text.contains(',') {
        let marked = text.contains('-') || text.contains('x') || text.contains('X');
        if marked {
            return Err(malformed("a move uses - and x, a placement only commas"));
        }
        return parse_placement(text, board);
    }
    // Split into square tokens and marks, checking only the shape first.
    let mut tokens: Vec<(Option<Mark>, &str)> = Vec::new();
    let mut mark: Option<Mark> = None;
    let mut start = 0usize;
    for (i, c) in text.char_indices() {
        let this_mark = match c {
            '-' => Some(Mark::Move),
            'x' | 'X' => Some(Mark::Jump),
            _ => None,
        };
        if let Some(m) = this_mark {
            let token = text.get(start..i).unwrap_or_default();
            if token.is_empty() {
                return Err(malformed(if i == 0 {
                    "it must start with a square"
                } else {
                    "two marks in a row"
                }));
            }
            tokens.push((mark, token));
            mark = Some(m);
            start = i + c.len_utf8();
        }
    }
    let last = text.get(start..).unwrap_or_default();
    if last.is_empty() {
        return Err(malformed("it ends with a mark instead of a square"));
    }
    tokens.push((mark, last));
    if tokens.len() < 2 {
        return Err(malformed(
            "a move needs the starting square and at least one landing square",
        ));
    }
    let mut squares = Vec::with_capacity(tokens.len());
    let mut off_board = None;
    for &(m, token) in &tokens {
        match read_square_name(token) {
            None => {
                return Err(malformed(
                    "each square is a file letter then a rank number, and squares are separated by - or x",
                ));
            }
            Some(SquareName::OnFrame(sq)) if board.contains(sq) => squares.push((m, sq)),
            Some(_) => {
                off_board.get_or_insert(token);
            }
        }
    }
    if let Some(token) = off_board {
        return Err(ParseError::OffBoardSquare(token.to_ascii_uppercase()));
    }
    let mut iter = squares.into_iter();
    let origin = iter.next().map(|(_, sq)| sq);
    let steps: Vec<(Mark, Square)> = iter.map(|(m, sq)| (m.unwrap_or(Mark::Move), sq)).collect();
    origin.and_then(|o| Path::new(o, steps)).ok_or_else(|| {
        malformed("a move needs the starting square and at least one landing square")
    })
}

impl FromStr for Path {
    type Err = ParseError;

    /// A path on the standard Camelot board.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_path(s, BoardShape::Camelot)
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.origin)?;
        for (m, sq) in &self.steps {
            write!(f, "{}{}", m.as_char(), sq)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Path({self})")
    }
}

impl PartialOrd for Path {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Path {
    /// Plain string order of the printed paths (the order of move listings).
    fn cmp(&self, other: &Self) -> Ordering {
        self.to_string().cmp(&other.to_string())
    }
}

#[cfg(feature = "serde")]
crate::serde_as_string!(Path);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_canonically() {
        for (input, printed) in [
            ("I8-J9", "I8-J9"),
            ("c6-e8-g8", "C6-E8-G8"),
            ("F6xD8xD10xF12", "F6xD8xD10xF12"),
            ("d10-d8XD6", "D10-D8xD6"),
        ] {
            assert_eq!(input.parse::<Path>().unwrap().to_string(), printed);
        }
    }

    #[test]
    fn malformed_before_off_board() {
        let err = |s: &str| s.parse::<Path>().unwrap_err();
        for bad in [
            "",
            "F2",
            "F2--E3",
            "F3xF1x",
            "-K11-I13",
            "I10/I12-G10",
            "F2 E3",
            "F2-",
            "F2-E3 ",
            "F2_E3",
            "A1-",
            "F2-E03",
            "F2–E3",
        ] {
            assert!(
                matches!(err(bad), ParseError::MalformedPath { .. }),
                "{bad:?}"
            );
        }
        assert_eq!(err("F8-A2"), ParseError::OffBoardSquare("A2".into()));
        assert_eq!(err("a1-b3"), ParseError::OffBoardSquare("A1".into()));
        assert_eq!(err("M5-L5"), ParseError::OffBoardSquare("M5".into()));
    }

    #[test]
    fn canonical_order() {
        let a: Path = "E7-C7".parse().unwrap();
        let b: Path = "E7-C5-C7".parse().unwrap();
        assert_eq!(a.canonical_cmp(&b), Ordering::Less);
        let c: Path = "E5xG5xG7xE5".parse().unwrap();
        let d: Path = "E5xG7xG5xE5".parse().unwrap();
        assert_eq!(c.canonical_cmp(&d), Ordering::Less);
    }
}
