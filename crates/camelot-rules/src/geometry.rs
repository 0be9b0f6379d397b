//! Precomputed board geometry: neighbours, leaps and castles.
//!
//! Everything is computed at compile time, so move generation only does table look-ups.

use crate::bitboard::Bitboard;
use crate::side::Side;
use crate::square::{SQUARE_COUNT, Square};

/// The 8 king directions as (file delta, rank delta).
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

const fn offset(sq: usize, dir: usize, times: i8) -> u8 {
    let Some(s) = Square::from_index(sq) else {
        return NONE;
    };
    let (df, dr) = DIRECTIONS[dir];
    let file = s.file() as i8 + df * times;
    let rank = s.rank() as i8 + dr * times;
    if file < 0 || rank < 0 {
        return NONE;
    }
    match Square::from_file_rank(file as u8, rank as u8) {
        Some(t) => t.index() as u8,
        None => NONE,
    }
}

const fn build(times: i8) -> [[u8; 8]; SQUARE_COUNT] {
    let mut table = [[NONE; 8]; SQUARE_COUNT];
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        let mut d = 0;
        while d < 8 {
            table[sq][d] = offset(sq, d, times);
            d += 1;
        }
        sq += 1;
    }
    table
}

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

const fn widen(table: [[u8; 8]; SQUARE_COUNT]) -> [[u8; 8]; 256] {
    let mut wide = [[NONE; 8]; 256];
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        wide[sq] = table[sq];
        sq += 1;
    }
    wide
}

/// `STEP_TABLE[sq][d]`: the neighbour of raw square `sq` in direction `d` (or [`NONE`]);
/// indexed by any `u8`.
pub(crate) static STEP_TABLE: [[u8; 8]; 256] = widen(build(1));
/// `LEAP_TABLE[sq][d]`: the square two steps from `sq` in direction `d` (or [`NONE`]).
pub(crate) static LEAP_TABLE: [[u8; 8]; 256] = widen(build(2));

const fn build_leaps() -> [LeapRow; 256] {
    let step = build(1);
    let leap = build(2);
    let mut table = [LeapRow {
        over: [NONE; 8],
        to: [NONE; 8],
        n: 0,
    }; 256];
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        let mut d = 0;
        let mut n = 0;
        while d < 8 {
            if leap[sq][d] != NONE && step[sq][d] != NONE {
                table[sq].over[n] = step[sq][d];
                table[sq].to[n] = leap[sq][d];
                n += 1;
            }
            d += 1;
        }
        table[sq].n = n as u8;
        sq += 1;
    }
    table
}

const fn build_adjacent() -> [Bitboard; SQUARE_COUNT] {
    let step = build(1);
    let mut table = [Bitboard::EMPTY; SQUARE_COUNT];
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        let mut words = [0u64; 3];
        let mut d = 0;
        while d < 8 {
            let t = step[sq][d];
            if t != NONE {
                words[(t >> 6) as usize] |= 1u64 << (t & 63);
            }
            d += 1;
        }
        table[sq] = Bitboard::from_words(words);
        sq += 1;
    }
    table
}

/// Indexed by any `u8`, so a raw square index needs no bounds check; rows past 159 are empty.
static LEAPS: [LeapRow; 256] = build_leaps();
static ADJACENT: [Bitboard; SQUARE_COUNT] = build_adjacent();

const fn build_axes() -> [[(u8, u8); 4]; 256] {
    // `DIRECTIONS[d]` and `DIRECTIONS[7 - d]` are opposite.
    let step = build(1);
    let mut table = [[(NONE, NONE); 4]; 256];
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        let mut d = 0;
        while d < 4 {
            table[sq][d] = (step[sq][d], step[sq][7 - d]);
            d += 1;
        }
        sq += 1;
    }
    table
}

const fn build_near() -> [Bitboard; SQUARE_COUNT] {
    let mut table = [Bitboard::EMPTY; SQUARE_COUNT];
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        let mut words = [0u64; 3];
        if let Some(s) = Square::from_index(sq) {
            let mut df: i8 = -2;
            while df <= 2 {
                let mut dr: i8 = -2;
                while dr <= 2 {
                    let f = s.file() as i8 + df;
                    let r = s.rank() as i8 + dr;
                    if f >= 0 && r >= 0 {
                        if let Some(t) = Square::from_file_rank(f as u8, r as u8) {
                            let i = t.index();
                            words[i >> 6] |= 1u64 << (i & 63);
                        }
                    }
                    dr += 1;
                }
                df += 1;
            }
        }
        table[sq] = Bitboard::from_words(words);
        sq += 1;
    }
    table
}

static NEAR: [Bitboard; SQUARE_COUNT] = build_near();

/// The squares within two king steps of `sq` (a 5×5 block, clipped to the board): everything
/// a step, a leap or a jump check from `sq` looks at.
#[inline]
pub(crate) fn near(sq: Square) -> Bitboard {
    NEAR[sq.index()]
}

/// Indexed by any `u8`; rows past 159 hold only [`NONE`].
static AXES: [[(u8, u8); 4]; 256] = build_axes();

/// The four pairs of opposite neighbours of the square with raw index `sq` (either may be
/// [`NONE`]): a piece there can be leapt over from one square of a pair to the other.
#[inline]
pub(crate) fn axes(sq: u8) -> &'static [(u8, u8); 4] {
    &AXES[usize::from(sq)]
}

/// The leaps from the square with raw index `sq` (empty for indices past 159): the raw form
/// of [`leaps`] for the move generator's inner loops.
#[inline]
pub(crate) fn leap_row(sq: u8) -> &'static LeapRow {
    &LEAPS[usize::from(sq)]
}

/// The squares adjacent to `sq` (king directions).
#[inline]
pub(crate) fn adjacent(sq: Square) -> Bitboard {
    ADJACENT.get(sq.index()).copied().unwrap_or(Bitboard::EMPTY)
}

/// The leaps available from `sq` on an empty board (both squares exist).
pub(crate) fn leaps(sq: Square) -> impl Iterator<Item = Leap> {
    let row = leap_row(sq.index() as u8);
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

/// The square leapt over when going from `from` to `to` in a straight leap, if `to` is a leap
/// away from `from`.
pub(crate) fn leap_over(from: Square, to: Square) -> Option<Square> {
    leaps(from).find(|l| l.to == to).map(|l| l.over)
}

/// The two squares of a side's castle (its own castle: White `F1 G1`, Black `F16 G16`).
pub(crate) const fn castle(side: Side) -> Bitboard {
    match side {
        Side::White => Bitboard::from_words([0b11, 0, 0]),
        Side::Black => Bitboard::from_words([0, 0, 0b11 << (158 - 128)]),
    }
}

/// The other square of the castle that `sq` belongs to (`F1` ↔ `G1`, `F16` ↔ `G16`).
pub(crate) fn castle_partner(sq: Square) -> Option<Square> {
    match sq.index() {
        0 => Square::from_index(1),
        1 => Square::from_index(0),
        158 => Square::from_index(159),
        159 => Square::from_index(158),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn castles() {
        let white: Vec<String> = castle(Side::White).iter().map(|s| s.to_string()).collect();
        let black: Vec<String> = castle(Side::Black).iter().map(|s| s.to_string()).collect();
        assert_eq!(white, ["F1", "G1"]);
        assert_eq!(black, ["F16", "G16"]);
        assert_eq!(castle_partner(sq("F16")), Some(sq("G16")));
    }

    #[test]
    fn neighbours_and_leaps() {
        assert_eq!(adjacent(sq("F1")).count(), 4); // G1 E2 F2 G2
        assert_eq!(adjacent(sq("E6")).count(), 8);
        assert_eq!(adjacent(sq("A4")).count(), 4); // A5 B5 B4 B3
        let from_f1: Vec<String> = leaps(sq("F1"))
            .map(|l| format!("{}>{}", l.over, l.to))
            .collect();
        assert_eq!(from_f1, ["E2>D3", "F2>F3", "G2>H3"]);
        // A castle square can never be leapt over.
        for s in Square::all() {
            for l in leaps(s) {
                assert!(!(castle(Side::White) | castle(Side::Black)).contains(l.over));
            }
        }
        assert_eq!(leap_over(sq("D6"), sq("F8")), Some(sq("E7")));
        assert_eq!(leap_over(sq("D6"), sq("F7")), None);
    }
}
