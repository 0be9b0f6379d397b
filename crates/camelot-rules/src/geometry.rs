//! Board geometry as data: for each board of the family, which squares it has, its castles, and
//! precomputed neighbours and leaps.
//!
//! The move generator reads everything about a board from a [`Geometry`], never from constants
//! about the Camelot board, so one generator serves every variant. The tables are built at
//! compile time and indexed by any `u8` (rows past the frame are empty), so the generator's
//! inner loops need no bounds checks; a position reaches its geometry through one pointer.

use crate::bitboard::Bitboard;
use crate::side::Side;
use crate::square::{FRAME_SIZE, Square};

/// The 8 king directions as (file delta, rank delta); `DIRECTIONS[d]` and `DIRECTIONS[7 - d]`
/// are opposite.
pub(crate) const DIRECTIONS: [(i8, i8); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// Marker for "no square" in the tables.
pub(crate) const NONE: u8 = u8::MAX;

/// A leap: the square passed over and the landing square.
#[derive(Clone, Copy)]
pub(crate) struct Leap {
    pub over: Square,
    pub to: Square,
}

/// The leaps from one square on an empty board: for `k < n`, a leap passes over `over[k]`
/// and lands on `to[k]` (raw square indices).
#[derive(Clone, Copy)]
pub(crate) struct LeapRow {
    pub over: [u8; 8],
    pub to: [u8; 8],
    pub n: u8,
}

/// Everything the rules need to know about one board.
pub(crate) struct Geometry {
    /// Number of ranks (7, 13 or 16).
    pub ranks: u8,
    /// First and last file of each rank (index 0 = rank 1); `(1, 0)` for ranks the board lacks.
    pub shape: [(u8, u8); 16],
    /// The board's squares.
    pub squares: Bitboard,
    /// Each side's own castle (index: [`Side::index`]).
    pub castles: [Bitboard; 2],
    /// The other square of the castle a square belongs to, or [`NONE`] (also for one-square
    /// castles, which allow no Castle Move).
    pub partner: [u8; 256],
    /// `step[sq][d]`: the neighbour of `sq` in direction `d`, or [`NONE`].
    pub step: [[u8; 8]; 256],
    /// `leap[sq][d]`: the square two steps from `sq` in direction `d`, or [`NONE`].
    pub leap: [[u8; 8]; 256],
    /// The leaps from each square (both squares on the board).
    pub leaps: [LeapRow; 256],
    /// The four pairs of opposite neighbours of each square (either may be [`NONE`]).
    pub axes: [[(u8, u8); 4]; 256],
    /// The neighbours of each square.
    pub adjacent: [Bitboard; 256],
    /// The squares within two king steps of each square.
    pub near: [Bitboard; 256],
}

/// The square at `file`, `rank` if the board of `shape` has it.
const fn on(shape: &[(u8, u8); 16], ranks: u8, file: i8, rank: i8) -> u8 {
    if rank < 1 || rank > ranks as i8 || file < 0 {
        return NONE;
    }
    let (first, last) = shape[(rank - 1) as usize];
    if (file as u8) < first || (file as u8) > last {
        return NONE;
    }
    match Square::at(file as u8, rank as u8) {
        Some(s) => s.index() as u8,
        None => NONE,
    }
}

const fn set(words: &mut [u64; 4], index: u8) {
    if index != NONE {
        words[(index >> 6) as usize] |= 1u64 << (index & 63);
    }
}

const fn build(ranks: u8, shape: [(u8, u8); 16], castles: [[(u8, u8); 2]; 2]) -> Geometry {
    let mut g = Geometry {
        ranks,
        shape,
        squares: Bitboard::EMPTY,
        castles: [Bitboard::EMPTY; 2],
        partner: [NONE; 256],
        step: [[NONE; 8]; 256],
        leap: [[NONE; 8]; 256],
        leaps: [LeapRow {
            over: [NONE; 8],
            to: [NONE; 8],
            n: 0,
        }; 256],
        axes: [[(NONE, NONE); 4]; 256],
        adjacent: [Bitboard::EMPTY; 256],
        near: [Bitboard::EMPTY; 256],
    };
    let mut all = [0u64; 4];
    let mut sq = 0;
    while sq < FRAME_SIZE {
        let Some(s) = Square::from_index(sq) else {
            sq += 1;
            continue;
        };
        let (f, r) = (s.file() as i8, s.rank() as i8);
        if on(&shape, ranks, f, r) == NONE {
            sq += 1;
            continue;
        }
        set(&mut all, sq as u8);
        let mut adjacent = [0u64; 4];
        let mut n = 0;
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRECTIONS[d];
            let one = on(&shape, ranks, f + df, r + dr);
            let two = on(&shape, ranks, f + 2 * df, r + 2 * dr);
            g.step[sq][d] = one;
            g.leap[sq][d] = two;
            set(&mut adjacent, one);
            if one != NONE && two != NONE {
                g.leaps[sq].over[n] = one;
                g.leaps[sq].to[n] = two;
                n += 1;
            }
            d += 1;
        }
        g.leaps[sq].n = n as u8;
        g.adjacent[sq] = Bitboard::from_words(adjacent);
        let mut a = 0;
        while a < 4 {
            g.axes[sq][a] = (g.step[sq][a], g.step[sq][7 - a]);
            a += 1;
        }
        let mut near = [0u64; 4];
        let mut df: i8 = -2;
        while df <= 2 {
            let mut dr: i8 = -2;
            while dr <= 2 {
                set(&mut near, on(&shape, ranks, f + df, r + dr));
                dr += 1;
            }
            df += 1;
        }
        g.near[sq] = Bitboard::from_words(near);
        sq += 1;
    }
    g.squares = Bitboard::from_words(all);
    let mut side = 0;
    while side < 2 {
        let [a, b] = castles[side];
        let first = on(&shape, ranks, a.0 as i8, a.1 as i8);
        let second = on(&shape, ranks, b.0 as i8, b.1 as i8);
        let mut words = [0u64; 4];
        set(&mut words, first);
        set(&mut words, second);
        g.castles[side] = Bitboard::from_words(words);
        if first != NONE && second != NONE && first != second {
            g.partner[first as usize] = second;
            g.partner[second as usize] = first;
        }
        side += 1;
    }
    g
}

/// No rank: first file after last.
const NO_RANK: (u8, u8) = (1, 0);

/// Camelot (and River, Anti): 160 squares, castles F1 G1 and F16 G16.
pub(crate) static CAMELOT: Geometry = build(
    16,
    [
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
    ],
    [[(5, 1), (6, 1)], [(5, 16), (6, 16)]],
);

/// Camette: 23 squares, castles C1 and C7.
pub(crate) static CAMETTE: Geometry = build(
    7,
    [
        (2, 2),
        (1, 3),
        (0, 4),
        (0, 4),
        (0, 4),
        (1, 3),
        (2, 2),
        NO_RANK,
        NO_RANK,
        NO_RANK,
        NO_RANK,
        NO_RANK,
        NO_RANK,
        NO_RANK,
        NO_RANK,
        NO_RANK,
    ],
    [[(2, 1), (2, 1)], [(2, 7), (2, 7)]],
);

/// Cam: 67 squares, castles D1 and D13.
pub(crate) static CAM: Geometry = build(
    13,
    [
        (3, 3),
        (2, 4),
        (1, 5),
        (0, 6),
        (0, 6),
        (0, 6),
        (0, 6),
        (0, 6),
        (0, 6),
        (0, 6),
        (1, 5),
        (2, 4),
        (3, 3),
        NO_RANK,
        NO_RANK,
        NO_RANK,
    ],
    [[(3, 1), (3, 1)], [(3, 13), (3, 13)]],
);

/// Chivalry: 176 squares, castles G1 H1 and G16 H16.
pub(crate) static CHIVALRY: Geometry = build(
    16,
    [
        (6, 7),
        (3, 10),
        (2, 11),
        (1, 12),
        (0, 13),
        (0, 13),
        (0, 13),
        (0, 13),
        (0, 13),
        (0, 13),
        (0, 13),
        (0, 13),
        (1, 12),
        (2, 11),
        (3, 10),
        (6, 7),
    ],
    [[(6, 1), (7, 1)], [(6, 16), (7, 16)]],
);

impl Geometry {
    /// The leaps from the square with raw index `sq` (empty for indices off the board).
    #[inline]
    pub(crate) fn leap_row(&self, sq: u8) -> &LeapRow {
        &self.leaps[usize::from(sq)]
    }

    /// The four pairs of opposite neighbours of the square with raw index `sq`: a piece there
    /// can be leapt over from one square of a pair to the other.
    #[inline]
    pub(crate) fn axes(&self, sq: u8) -> &[(u8, u8); 4] {
        &self.axes[usize::from(sq)]
    }

    /// The squares adjacent to `sq` (king directions).
    #[inline]
    pub(crate) fn adjacent(&self, sq: Square) -> Bitboard {
        self.adjacent[sq.index()]
    }

    /// The squares within two king steps of `sq` (a 5×5 block, clipped to the board):
    /// everything a step, a leap or a jump check from `sq` looks at.
    #[inline]
    pub(crate) fn near(&self, sq: Square) -> Bitboard {
        self.near[sq.index()]
    }

    /// The leaps available from `sq` on an empty board (both squares exist).
    pub(crate) fn leaps(&self, sq: Square) -> impl Iterator<Item = Leap> + '_ {
        let row = self.leap_row(sq.index() as u8);
        row.over
            .iter()
            .zip(row.to.iter())
            .take(usize::from(row.n))
            .filter_map(|(&over, &to)| {
                Some(Leap {
                    over: Square::from_index(usize::from(over))?,
                    to: Square::from_index(usize::from(to))?,
                })
            })
    }

    /// The square leapt over when going from `from` to `to` in a straight leap, if `to` is a
    /// leap away from `from`.
    pub(crate) fn leap_over(&self, from: Square, to: Square) -> Option<Square> {
        self.leaps(from).find(|l| l.to == to).map(|l| l.over)
    }

    /// A side's own castle.
    #[inline]
    pub(crate) fn castle(&self, side: Side) -> Bitboard {
        self.castles[side.index()]
    }

    /// The other square of the two-square castle that `sq` belongs to.
    #[inline]
    pub(crate) fn castle_partner(&self, sq: Square) -> Option<Square> {
        Square::from_index(usize::from(self.partner[sq.index()]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn square_counts() {
        assert_eq!(CAMELOT.squares.count(), 160);
        assert_eq!(CAMETTE.squares.count(), 23);
        assert_eq!(CAM.squares.count(), 67);
        assert_eq!(CHIVALRY.squares.count(), 176);
    }

    #[test]
    fn castles() {
        let g = &CAMELOT;
        let white: Vec<String> = g
            .castle(Side::White)
            .iter()
            .map(|s| s.to_string())
            .collect();
        let black: Vec<String> = g
            .castle(Side::Black)
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(white, ["F1", "G1"]);
        assert_eq!(black, ["F16", "G16"]);
        assert_eq!(g.castle_partner(sq("F16")), Some(sq("G16")));
        assert_eq!(CAM.castle(Side::Black).count(), 1);
        let d1 = Square::at(3, 1).unwrap();
        assert!(CAM.castle(Side::White).contains(d1));
        assert_eq!(CAM.castle_partner(d1), None);
        let (g1, h1) = (Square::at(6, 1).unwrap(), Square::at(7, 1).unwrap());
        assert_eq!(CHIVALRY.castle_partner(g1), Some(h1));
    }

    #[test]
    fn neighbours_and_leaps() {
        let g = &CAMELOT;
        assert_eq!(g.adjacent(sq("F1")).count(), 4); // G1 E2 F2 G2
        assert_eq!(g.adjacent(sq("E6")).count(), 8);
        assert_eq!(g.adjacent(sq("A4")).count(), 4); // A5 B5 B4 B3
        let from_f1: Vec<String> = g
            .leaps(sq("F1"))
            .map(|l| format!("{}>{}", l.over, l.to))
            .collect();
        assert_eq!(from_f1, ["E2>D3", "F2>F3", "G2>H3"]);
        // A castle square can never be leapt over.
        for geo in [&CAMELOT, &CAMETTE, &CAM, &CHIVALRY] {
            for s in geo.squares {
                for l in geo.leaps(s) {
                    assert!(!(geo.castles[0] | geo.castles[1]).contains(l.over));
                    assert!(geo.squares.contains(l.over) && geo.squares.contains(l.to));
                }
                assert!((geo.adjacent(s) & !geo.squares).is_empty());
            }
        }
        assert_eq!(g.leap_over(sq("D6"), sq("F8")), Some(sq("E7")));
        assert_eq!(g.leap_over(sq("D6"), sq("F7")), None);
    }
}
