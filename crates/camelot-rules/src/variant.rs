//! The variants of the Camelot family (the contract's `VARIANTS.md`): which board, which start,
//! and which end of game.

use std::fmt;
use std::str::FromStr;

use crate::bitboard::Bitboard;
use crate::error::ParseError;
use crate::geometry::{CAM, CAMELOT, CAMETTE, CHIVALRY, Geometry};
use crate::position::Position;
use crate::side::Side;
use crate::square::Square;

/// A game of the family: a board and a goal.
///
/// The variant is never part of a position string; it is given beside it (the CLI's
/// `--variant NAME`, the API's `variant`), `camelot` by default.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub enum Variant {
    /// Camelot under the WCF rules (`CAMELOT.md`).
    #[default]
    Camelot,
    /// Camette: 23 squares, one Knight and three Men a side, one piece in the castle wins.
    Camette,
    /// Cam: 67 squares, two Knights and five Men a side, one piece in the castle wins.
    Cam,
    /// Chivalry: 176 squares, eight Knights and twelve Men a side.
    Chivalry,
    /// River Camelot: Camelot's board less its river, with three trees a side placed first.
    River,
    /// Anti-Camelot: Camelot's board, the goal reversed.
    Anti,
    /// Camette with the goal reversed.
    AntiCamette,
    /// Cam with the goal reversed.
    AntiCam,
    /// Chivalry with the goal reversed.
    AntiChivalry,
    /// River with the goal reversed.
    AntiRiver,
}

/// How a game of a variant is won (`VARIANTS.md` §5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    /// Camelot, Chivalry, River: two pieces in the opponent's castle, capture of every enemy
    /// piece keeping two, or the opponent without a move (`CAMELOT.md` §5).
    TwoSquareCastle,
    /// Cam and Camette: one piece on the opponent's castle square wins; a side to move without
    /// a legal move (or without pieces) loses.
    OneSquareCastle,
    /// Any anti variant: entering the opponent's castle loses; a side to move without a legal
    /// move (or without pieces) wins.
    Anti,
}

/// The boards of the family.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BoardShape {
    /// The 160 squares of Camelot.
    Camelot,
    /// Camette's 23 squares.
    Camette,
    /// Cam's 67 squares.
    Cam,
    /// Chivalry's 176 squares.
    Chivalry,
    /// Camelot's board without its 24 river squares (136 squares), with tree squares.
    River,
}

impl Variant {
    /// Every variant, in the contract's order.
    pub const ALL: [Variant; 10] = [
        Variant::Camelot,
        Variant::Camette,
        Variant::Cam,
        Variant::Chivalry,
        Variant::River,
        Variant::Anti,
        Variant::AntiCamette,
        Variant::AntiCam,
        Variant::AntiChivalry,
        Variant::AntiRiver,
    ];

    /// The name used by the CLI and the API: `camelot`, `anti-cam`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Camelot => "camelot",
            Variant::Camette => "camette",
            Variant::Cam => "cam",
            Variant::Chivalry => "chivalry",
            Variant::River => "river",
            Variant::Anti => "anti",
            Variant::AntiCamette => "anti-camette",
            Variant::AntiCam => "anti-cam",
            Variant::AntiChivalry => "anti-chivalry",
            Variant::AntiRiver => "anti-river",
        }
    }

    /// The board the variant is played on.
    pub const fn board(self) -> BoardShape {
        match self {
            Variant::Camelot | Variant::Anti => BoardShape::Camelot,
            Variant::Camette | Variant::AntiCamette => BoardShape::Camette,
            Variant::Cam | Variant::AntiCam => BoardShape::Cam,
            Variant::Chivalry | Variant::AntiChivalry => BoardShape::Chivalry,
            Variant::River | Variant::AntiRiver => BoardShape::River,
        }
    }

    /// Whether the goal is reversed.
    pub const fn is_anti(self) -> bool {
        matches!(
            self,
            Variant::Anti
                | Variant::AntiCamette
                | Variant::AntiCam
                | Variant::AntiChivalry
                | Variant::AntiRiver
        )
    }

    /// How the variant is won.
    pub const fn goal(self) -> Goal {
        if self.is_anti() {
            Goal::Anti
        } else {
            match self.board() {
                BoardShape::Camette | BoardShape::Cam => Goal::OneSquareCastle,
                _ => Goal::TwoSquareCastle,
            }
        }
    }

    /// The start position as a position string (River's before the trees are placed).
    pub const fn start_string(self) -> &'static str {
        match self.board() {
            BoardShape::Camelot => crate::position::START_POSITION,
            BoardShape::Camette => "1/1k1/1mmm1/5/1MMM1/1K1/1 w 0 0 0 1",
            BoardShape::Cam => "1/3/5/2k1k2/1mmmmm1/7/7/7/1MMMMM1/2K1K2/5/3/1 w 0 0 0 1",
            BoardShape::Chivalry => {
                "2/8/10/12/14/2kkmmmmmmkk2/2kkmmmmmmkk2/14/14/2KKMMMMMMKK2/2KKMMMMMMKK2/14/12/10/8/2 w 0 0 0 1"
            }
            BoardShape::River => {
                "2/8/10/2kmmmmmmk2/3kmmmmk2/9/8/8/8/8/9/2KMMMMK3/2KMMMMMMK2/10/8/2 w 0 0 0 1"
            }
        }
    }

    /// The start position (River's before the trees are placed; White moves first).
    pub fn start(self) -> Position {
        Position::parse_variant(self.start_string(), self)
            .unwrap_or_else(|_| Position::empty(self, Side::White))
    }

    /// Most Knights and Men a side starts with.
    pub const fn army(self) -> (u32, u32) {
        match self.board() {
            BoardShape::Camette => (1, 3),
            BoardShape::Cam => (2, 5),
            BoardShape::Chivalry => (8, 12),
            BoardShape::Camelot | BoardShape::River => (4, 10),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = ParseError;

    /// The names of [`Variant::name`], exactly (lower case).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == s)
            .ok_or_else(|| ParseError::UnknownVariant(s.to_owned()))
    }
}

#[cfg(feature = "serde")]
crate::serde_as_string!(Variant);

/// The 24 squares of Camelot's board that River's river takes away (`VARIANTS.md` §2), as
/// (file, rank).
const RIVER: [(u8, u8); 24] = [
    (0, 5),
    (0, 6),
    (1, 6),
    (2, 6),
    (0, 7),
    (1, 7),
    (2, 7),
    (4, 7),
    (2, 8),
    (4, 8),
    (5, 8),
    (6, 8),
    (5, 9),
    (6, 9),
    (7, 9),
    (9, 9),
    (7, 10),
    (9, 10),
    (10, 10),
    (11, 10),
    (9, 11),
    (10, 11),
    (11, 11),
    (11, 12),
];

/// White's 41 tree squares: C2 D2 I2 J2, B3–K3, A4 B4 K4 L4, B5 C5 J5 K5 L5, F6–L6, F7–L7,
/// K8 L8, K9 L9. Black's are the same turned half a turn.
const fn white_trees() -> Bitboard {
    let rows: [(u8, &[u8]); 8] = [
        (2, &[2, 3, 8, 9]),
        (3, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
        (4, &[0, 1, 10, 11]),
        (5, &[1, 2, 9, 10, 11]),
        (6, &[5, 6, 7, 8, 9, 10, 11]),
        (7, &[5, 6, 7, 8, 9, 10, 11]),
        (8, &[10, 11]),
        (9, &[10, 11]),
    ];
    let mut words = [0u64; 4];
    let mut r = 0;
    while r < rows.len() {
        let (rank, files) = rows[r];
        let mut i = 0;
        while i < files.len() {
            if let Some(sq) = Square::at(files[i], rank) {
                let idx = sq.index();
                words[idx >> 6] |= 1u64 << (idx & 63);
            }
            i += 1;
        }
        r += 1;
    }
    Bitboard::from_words(words)
}

/// The square half a turn from `sq` on the Camelot board (file `L - f`, rank `17 - r`).
const fn turned(sq: Square) -> Option<Square> {
    Square::at(11 - sq.file(), 17 - sq.rank())
}

const fn turned_board(b: Bitboard) -> Bitboard {
    let words = b.words();
    let mut out = [0u64; 4];
    let mut i = 0;
    while i < 256 {
        if (words[i >> 6] >> (i & 63)) & 1 != 0
            && let Some(sq) = Square::from_index(i)
            && let Some(t) = turned(sq)
        {
            let j = t.index();
            out[j >> 6] |= 1u64 << (j & 63);
        }
        i += 1;
    }
    Bitboard::from_words(out)
}

const fn river_squares() -> Bitboard {
    let mut words = CAMELOT.squares.words();
    let mut i = 0;
    while i < RIVER.len() {
        if let Some(sq) = Square::at(RIVER[i].0, RIVER[i].1) {
            let idx = sq.index();
            words[idx >> 6] &= !(1u64 << (idx & 63));
        }
        i += 1;
    }
    Bitboard::from_words(words)
}

static RIVER_SQUARES: Bitboard = river_squares();
static TREE_SQUARES: [Bitboard; 2] = [white_trees(), turned_board(white_trees())];

impl BoardShape {
    /// The geometry the move generator reads. River uses Camelot's: its river squares are
    /// squares nobody can ever stand on, land on or leap over, which is exactly what the
    /// contract says of them, and paths naming them are refused before the generator runs.
    #[inline]
    pub(crate) const fn geometry(self) -> &'static Geometry {
        match self {
            BoardShape::Camelot | BoardShape::River => &CAMELOT,
            BoardShape::Camette => &CAMETTE,
            BoardShape::Cam => &CAM,
            BoardShape::Chivalry => &CHIVALRY,
        }
    }

    /// The squares of the board.
    #[inline]
    pub fn squares(self) -> Bitboard {
        match self {
            BoardShape::River => RIVER_SQUARES,
            other => other.geometry().squares,
        }
    }

    /// Whether `sq` is a square of the board.
    #[inline]
    pub fn contains(self, sq: Square) -> bool {
        self.squares().contains(sq)
    }

    /// Number of ranks (7, 13 or 16).
    pub fn ranks(self) -> u8 {
        self.geometry().ranks
    }

    /// Number of files (5, 7, 12 or 14).
    pub fn files(self) -> u8 {
        self.geometry()
            .shape
            .iter()
            .map(|&(_, last)| last + 1)
            .max()
            .unwrap_or(0)
    }

    /// The squares of `rank` (1 = White's side), left to right.
    pub fn rank_squares(self, rank: u8) -> impl Iterator<Item = Square> {
        let g = self.geometry();
        let (first, last) = if (1..=g.ranks).contains(&rank) {
            g.shape[usize::from(rank - 1)]
        } else {
            (1, 0)
        };
        let squares = self.squares();
        (first..=last)
            .filter_map(move |file| Square::at(file, rank))
            .filter(move |&sq| squares.contains(sq))
    }

    /// A side's own castle (one square on Cam and Camette, two elsewhere).
    pub fn castle(self, side: Side) -> Bitboard {
        self.geometry().castle(side)
    }

    /// The squares next to `sq` (in the eight king directions) that are squares of the board.
    pub fn adjacent(self, sq: Square) -> Bitboard {
        self.geometry().adjacent(sq) & self.squares()
    }

    /// The leaps from `sq` as `(square leapt over, landing square)`, both squares of the board.
    pub fn leaps(self, sq: Square) -> impl Iterator<Item = (Square, Square)> {
        let squares = self.squares();
        self.geometry()
            .leaps(sq)
            .map(|l| (l.over, l.to))
            .filter(move |&(over, to)| squares.contains(over) && squares.contains(to))
    }

    /// River: the squares where `side` may place its trees (`VARIANTS.md` §2); empty on
    /// other boards.
    pub fn tree_squares(self, side: Side) -> Bitboard {
        match self {
            BoardShape::River => TREE_SQUARES[side.index()],
            _ => Bitboard::EMPTY,
        }
    }

    /// The name of the board: `camelot`, `camette`, `cam`, `chivalry` or `river`.
    pub const fn name(self) -> &'static str {
        match self {
            BoardShape::Camelot => "camelot",
            BoardShape::Camette => "camette",
            BoardShape::Cam => "cam",
            BoardShape::Chivalry => "chivalry",
            BoardShape::River => "river",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
        }
        assert!("Camelot".parse::<Variant>().is_err());
    }

    #[test]
    fn river_board() {
        let river = BoardShape::River;
        assert_eq!(river.squares().count(), 136);
        for side in Side::BOTH {
            let trees = river.tree_squares(side);
            assert_eq!(trees.count(), 41);
            assert!((trees & !river.squares()).is_empty());
        }
        assert!((river.tree_squares(Side::White) & river.tree_squares(Side::Black)).is_empty());
        let rank10: Vec<String> = river.rank_squares(10).map(|s| s.to_string()).collect();
        assert_eq!(
            rank10,
            ["A10", "B10", "C10", "D10", "E10", "F10", "G10", "I10"]
        );
        let black: Vec<String> = river
            .tree_squares(Side::Black)
            .iter()
            .filter(|s| s.rank() == 15)
            .map(|s| s.to_string())
            .collect();
        assert_eq!(black, ["C15", "D15", "I15", "J15"]);
    }

    #[test]
    fn boards() {
        assert_eq!(BoardShape::Camette.files(), 5);
        assert_eq!(BoardShape::Chivalry.files(), 14);
        assert_eq!(BoardShape::Cam.ranks(), 13);
        for v in Variant::ALL {
            let start = v.start();
            assert_eq!(start.to_string(), v.start_string(), "{v}");
            let (k, m) = v.army();
            assert_eq!(start.piece_count(Side::White), k + m, "{v}");
        }
    }
}
