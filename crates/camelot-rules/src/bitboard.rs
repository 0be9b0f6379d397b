//! A set of squares: one bit per square number (see [`Square`]), 256 bits in four 64-bit words.
//!
//! Set operations are a few word instructions and iteration walks the set bits, so move
//! generation never allocates to remember which squares are taken, visited or captured. Square
//! numbers are places on a 16-wide grid, so [`Bitboard::shift`] moves every square of a set one
//! step (or leap) in a direction at once; a lookup by any `u8` square number is in range without
//! a bounds check in the generator's inner loops.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

use crate::square::{FRAME_SIZE, Square};

/// A set of squares (one bit per place of the frame; see [`Square`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Bitboard([u64; 4]);

/// The places of the frame, as words.
const fn frame_words() -> [u64; 4] {
    let mut words = [0u64; 4];
    let mut i = 0;
    while i < FRAME_SIZE {
        if Square::from_index(i).is_some() {
            words[i >> 6] |= 1u64 << (i & 63);
        }
        i += 1;
    }
    words
}

const FRAME_WORDS: [u64; 4] = frame_words();

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard([0; 4]);
    /// Every place of the frame (the union of all boards).
    pub const ALL: Bitboard = Bitboard(FRAME_WORDS);

    /// The set with the given raw words (bit `i` of the whole is square number `i`); bits that
    /// are no place of the frame are dropped.
    #[inline]
    pub const fn from_words(words: [u64; 4]) -> Bitboard {
        Bitboard([
            words[0] & FRAME_WORDS[0],
            words[1] & FRAME_WORDS[1],
            words[2] & FRAME_WORDS[2],
            words[3] & FRAME_WORDS[3],
        ])
    }

    /// The set holding only `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        let i = sq.index();
        let mut words = [0u64; 4];
        words[i >> 6] = 1u64 << (i & 63);
        Bitboard(words)
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        let i = sq.index();
        (self.0[i >> 6] >> (i & 63)) & 1 != 0
    }

    /// Whether the square with compact index `index` is in the set (`false` past the frame).
    #[inline]
    pub(crate) fn has_index(self, index: u8) -> bool {
        // `index >> 6` is at most 3: always a valid word (the fourth is always zero).
        (self.0[usize::from(index >> 6)] >> (index & 63)) & 1 != 0
    }

    /// Whether the square with frame index `index` is in the set (`false` for any index past
    /// the frame): a lookup without building a [`Square`], for tables of raw indices.
    #[inline]
    pub fn contains_index(self, index: u8) -> bool {
        self.has_index(index)
    }

    /// Adds `sq`.
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i >> 6] |= 1u64 << (i & 63);
    }

    /// Removes `sq`.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i >> 6] &= !(1u64 << (i & 63));
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    /// Number of squares in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0[0].count_ones()
            + self.0[1].count_ones()
            + self.0[2].count_ones()
            + self.0[3].count_ones()
    }

    /// The lowest-index square of the set, if any.
    #[inline]
    pub fn first(self) -> Option<Square> {
        for (w, word) in self.0.iter().enumerate() {
            if *word != 0 {
                return Some(Square::from_place(
                    (w as u32 * 64 + word.trailing_zeros()) as u8,
                ));
            }
        }
        None
    }

    /// Removes and returns the lowest-index square index of the set (as a raw `u8`).
    #[inline]
    pub(crate) fn pop_first_index(&mut self) -> Option<u8> {
        for w in 0..4 {
            let word = self.0[w];
            if word != 0 {
                self.0[w] = word & (word - 1);
                return Some((w as u32 * 64 + word.trailing_zeros()) as u8);
            }
        }
        None
    }

    /// Adds the square with raw index `index` (must be a place of the frame).
    #[inline]
    pub(crate) fn insert_index(&mut self, index: u8) {
        debug_assert!(Square::from_index(usize::from(index)).is_some());
        self.0[usize::from(index >> 6)] |= 1u64 << (index & 63);
    }

    /// Removes the square with raw index `index`.
    #[inline]
    pub(crate) fn remove_index(&mut self, index: u8) {
        self.0[usize::from(index >> 6)] &= !(1u64 << (index & 63));
    }

    /// Iterates over the squares in index order.
    #[inline]
    pub fn iter(self) -> BitboardIter {
        BitboardIter {
            words: self.0,
            word: 0,
        }
    }

    /// Calls `f` with the number of each square of the set, lowest first: the words are walked
    /// once each, which is cheaper than [`Bitboard::iter`] on sets that are often empty.
    #[inline]
    pub(crate) fn for_each_index(self, mut f: impl FnMut(u8)) {
        for (w, &word) in self.0.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                f((w as u32 * 64 + bits.trailing_zeros()) as u8);
                bits &= bits - 1;
            }
        }
    }

    /// The four raw words (bit `i` of the whole is square number `i`).
    pub const fn words(self) -> [u64; 4] {
        self.0
    }

    /// The set moved `by` square numbers (a step or leap: ±1, ±15, ±16, ±17 and their doubles):
    /// each square `s` becomes `s + by`; squares moved past either end of the numbering are
    /// dropped. Moved past the side of the board, a square lands on a spare column or a place
    /// the caller's mask of the board removes.
    #[inline]
    pub fn shift<const BY: i32>(self) -> Bitboard {
        let w = self.0;
        let k = BY.unsigned_abs();
        debug_assert!(k > 0 && k < 64);
        if BY > 0 {
            Bitboard([
                w[0] << k,
                (w[1] << k) | (w[0] >> (64 - k)),
                (w[2] << k) | (w[1] >> (64 - k)),
                (w[3] << k) | (w[2] >> (64 - k)),
            ])
        } else {
            Bitboard([
                (w[0] >> k) | (w[1] << (64 - k)),
                (w[1] >> k) | (w[2] << (64 - k)),
                (w[2] >> k) | (w[3] << (64 - k)),
                w[3] >> k,
            ])
        }
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard([
            self.0[0] | rhs.0[0],
            self.0[1] | rhs.0[1],
            self.0[2] | rhs.0[2],
            self.0[3] | rhs.0[3],
        ])
    }
}

impl BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, rhs: Bitboard) {
        *self = *self | rhs;
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard([
            self.0[0] & rhs.0[0],
            self.0[1] & rhs.0[1],
            self.0[2] & rhs.0[2],
            self.0[3] & rhs.0[3],
        ])
    }
}

impl BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, rhs: Bitboard) {
        *self = *self & rhs;
    }
}

impl BitXor for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitxor(self, rhs: Bitboard) -> Bitboard {
        Bitboard([
            self.0[0] ^ rhs.0[0],
            self.0[1] ^ rhs.0[1],
            self.0[2] ^ rhs.0[2],
            self.0[3] ^ rhs.0[3],
        ])
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// Complement within the frame (callers mask it with their board).
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard([
            !self.0[0] & FRAME_WORDS[0],
            !self.0[1] & FRAME_WORDS[1],
            !self.0[2] & FRAME_WORDS[2],
            !self.0[3] & FRAME_WORDS[3],
        ])
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = BitboardIter;
    fn into_iter(self) -> BitboardIter {
        self.iter()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut b = Bitboard::EMPTY;
        for sq in iter {
            b.insert(sq);
        }
        b
    }
}

/// Iterator over the squares of a [`Bitboard`], lowest index first.
#[derive(Clone)]
pub struct BitboardIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for BitboardIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        while let Some(w) = self.words.get_mut(self.word) {
            if *w != 0 {
                let bit = w.trailing_zeros() as usize;
                *w &= *w - 1;
                return Some(Square::from_place((self.word * 64 + bit) as u8));
            }
            self.word += 1;
        }
        None
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let a = Square::from_index(3).unwrap();
        let b = Square::from_index(150).unwrap();
        let c = Square::from_index(64).unwrap();
        let set: Bitboard = [a, b, c].into_iter().collect();
        assert_eq!(set.count(), 3);
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![a, c, b]);
        assert_eq!(set.first(), Some(a));
        assert!(set.contains(b) && !set.contains(Square::from_index(4).unwrap()));
        assert_eq!((!set).count(), 186);
        assert_eq!(Bitboard::ALL.count(), 189);
        assert!((!Bitboard::ALL).is_empty());
        let mut s = set;
        s.remove(c);
        assert_eq!(s.count(), 2);
    }
}
