//! Compact storage of the doubled edge weights of a dense graph.
//!
//! The Dutch engine's weights are hundreds of bits wide, but within one graph they take few
//! distinct values above their lowest bits: the criteria fields depend on a handful of player
//! attributes, and only the low "generation order" bits vary from edge to edge. A dense
//! matrix of wide weights (88 bytes an entry for 11 limbs, both directions) set the peak memory
//! and made every scan of a row read that much memory per edge. Here each entry is one `u64`:
//! the weight's lowest [`LOW_BITS`] bits, and the index of its remaining (high) part in a
//! table of the distinct high parts met so far. Reading an entry is a table lookup and an OR.
//!
//! Weight types of at most 64 bits are stored as they are.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::weight::Weight;

/// Bits of a weight kept in the entry itself. The generation-order bits of the Dutch weights
/// (below `3·g + 2` bits doubled, `g` ≤ 14) fit, so edges that differ only there share a high
/// part.
const LOW_BITS: u32 = 40;
const LOW_MASK: u64 = (1 << LOW_BITS) - 1;
/// Most distinct high parts an entry can address. One short of the 24 index bits, so that
/// codes stay below `2^64 − 2^40` and callers may use the values above as markers.
const MAX_HIGHS: usize = (1 << (64 - LOW_BITS)) - 1;

/// A fast hash of machine words (the multiply-rotate scheme of rustc's FxHash): the keys are
/// wide integers, hashed once per weight written, and need no protection against collisions
/// chosen by an adversary (weights come from the engine, not from input bytes).
#[derive(Default, Clone, Copy)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    #[inline]
    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    #[inline]
    fn write_u128(&mut self, word: u128) {
        self.write_u64(word as u64);
        self.write_u64((word >> 64) as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

/// Wide weights written as one `u64` each (see the module comment): the codec keeps the table
/// of distinct high parts.
#[derive(Clone, Debug)]
pub struct CompactWeights<W: Weight> {
    /// Distinct high parts (low bits cleared); index 0 is zero, so code 0 is weight 0.
    highs: Vec<W>,
    index: HashMap<W, u32, BuildHasherDefault<WordHasher>>,
    /// The high part written last and its slot: a bracket writes runs of weights that share
    /// one, and the lookup of a wide value was a visible share of writing them.
    last: (W, u32),
}

impl<W: Weight> Default for CompactWeights<W> {
    fn default() -> Self {
        Self::new()
    }
}

impl<W: Weight> CompactWeights<W> {
    /// Weights of at most 64 bits are stored directly.
    const DIRECT: bool = W::BITS <= 64;

    /// A codec that has seen no weight yet (zero is code 0).
    pub fn new() -> CompactWeights<W> {
        let mut index = HashMap::default();
        index.insert(W::ZERO, 0);
        CompactWeights {
            highs: vec![W::ZERO],
            index,
            last: (W::ZERO, 0),
        }
    }

    /// The code of `value`, below `2^64 − 2^40`; `None` when it cannot be written: more distinct high parts than
    /// a code can address (not seen with the engine's weights), or, for a direct type, a
    /// value of 64 bits.
    pub fn encode(&mut self, value: W) -> Option<u64> {
        if Self::DIRECT {
            let (high, low) = value.split_low(63);
            return high.is_zero().then_some(low);
        }
        if value.is_zero() {
            return Some(0);
        }
        let (high, low) = value.split_low(LOW_BITS);
        if high == self.last.0 {
            return Some((u64::from(self.last.1) << LOW_BITS) | low);
        }
        let next = self.highs.len();
        let slot = match self.index.get(&high) {
            Some(&slot) => slot as usize,
            None if next < MAX_HIGHS => {
                self.index.insert(high, next as u32);
                self.highs.push(high);
                next
            }
            None => return None,
        };
        self.last = (high, slot as u32);
        Some(((slot as u64) << LOW_BITS) | low)
    }

    /// The weight a code stands for.
    #[inline(always)]
    pub fn decode(&self, code: u64) -> W {
        if Self::DIRECT {
            W::from_u64(code)
        } else {
            self.highs[(code >> LOW_BITS) as usize].or_u64(code & LOW_MASK)
        }
    }
}

/// Up to this many vertices (a square of 392 MB) a matrix holds both `(u, v)` and `(v, u)`:
/// rows are read in order, and the completability check of a 5,000-player round ran twice as
/// fast as with columns. The top bracket of round 2 of a 9,999-player field (the 1-point and
/// the ½-point groups, some 6,500 players, re-solved once for each of about 5,000 S1 players)
/// is below it: that round took 161 s of CPU instead of 212 s, at a peak of 596 MB instead of
/// 434 MB. Beyond, each pair once, for half the memory: the first matching of a 9,999-player
/// field and the completability checks of its top brackets cover nearly every player, and
/// beside them a square of that size would pass 1 GB.
const SQUARE_UP_TO: usize = 7000;

/// How a [`WeightStore`] lays out its entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    /// Both `(u, v)` and `(v, u)`, one coded `u64` each.
    Square,
    /// Each pair once, in the row of its larger end, one coded `u64` each.
    Triangle,
    /// Both `(u, v)` and `(v, u)`, one `u32` each: the index of the value in a table of the
    /// distinct values, for graphs with few of them. As small as the triangle, with rows read
    /// in order at any size: reading the triangle's columns (the edges to later vertices) was
    /// most of the first matching of a 9,999-player field.
    Narrow,
}

/// An `n × n` symmetric matrix of weights with a zero diagonal (see the module comment).
/// Square, triangular for big graphs (row `u` holds the entries `(u, v)` for `v < u`, and
/// the rest of a row is read down a column), or square of 32-bit values.
#[derive(Clone, Debug)]
pub struct WeightStore<W: Weight> {
    n: usize,
    layout: Layout,
    cells: Vec<u64>,
    narrow: Vec<u32>,
    codec: CompactWeights<W>,
    /// The distinct values of a narrow store (index 0 is zero) and their indices.
    values: Vec<W>,
    value_index: HashMap<W, u32, BuildHasherDefault<WordHasher>>,
}

impl<W: Weight> WeightStore<W> {
    /// An `n × n` matrix of zeros.
    pub fn new(n: usize) -> WeightStore<W> {
        Self::with_layout(
            n,
            if n <= SQUARE_UP_TO {
                Layout::Square
            } else {
                Layout::Triangle
            },
        )
    }

    /// An `n × n` matrix of zeros for at most `2^32 − 1` distinct values (more are refused).
    pub fn narrow(n: usize) -> WeightStore<W> {
        Self::with_layout(n, Layout::Narrow)
    }

    fn with_layout(n: usize, layout: Layout) -> WeightStore<W> {
        let (cells, narrow) = match layout {
            Layout::Square => (vec![0; n * n], Vec::new()),
            Layout::Triangle => (vec![0; n * n.saturating_sub(1) / 2], Vec::new()),
            Layout::Narrow => (Vec::new(), vec![0; n * n]),
        };
        let mut value_index = HashMap::default();
        value_index.insert(W::ZERO, 0);
        WeightStore {
            n,
            layout,
            cells,
            narrow,
            codec: CompactWeights::new(),
            values: vec![W::ZERO],
            value_index,
        }
    }

    #[inline(always)]
    fn triangle_index(u: usize, v: usize) -> usize {
        let (larger, smaller) = if u > v { (u, v) } else { (v, u) };
        larger * (larger - 1) / 2 + smaller
    }

    /// Entry `(u, v)`: both below `n` and different.
    #[inline(always)]
    pub fn get(&self, u: usize, v: usize) -> W {
        match self.layout {
            Layout::Narrow => self.values[self.narrow[u * self.n + v] as usize],
            Layout::Square => self.codec.decode(self.cells[u * self.n + v]),
            Layout::Triangle => self.codec.decode(self.cells[Self::triangle_index(u, v)]),
        }
    }

    /// Sets entries `(u, v)` and `(v, u)` (`u != v`) to `value`. Returns `false`, leaving them
    /// unchanged, when the value cannot be written (see [`CompactWeights::encode`]; in a
    /// narrow store, a value beyond `2^32 − 1` distinct ones).
    pub fn set(&mut self, u: usize, v: usize, value: W) -> bool {
        match self.layout {
            Layout::Narrow => {
                let cell = match self.value_index.get(&value) {
                    Some(&cell) => cell,
                    None => {
                        let Ok(cell) = u32::try_from(self.values.len()) else {
                            return false;
                        };
                        self.value_index.insert(value, cell);
                        self.values.push(value);
                        cell
                    }
                };
                self.narrow[u * self.n + v] = cell;
                self.narrow[v * self.n + u] = cell;
            }
            Layout::Square => {
                let Some(cell) = self.codec.encode(value) else {
                    return false;
                };
                self.cells[u * self.n + v] = cell;
                self.cells[v * self.n + u] = cell;
            }
            Layout::Triangle => {
                let Some(cell) = self.codec.encode(value) else {
                    return false;
                };
                self.cells[Self::triangle_index(u, v)] = cell;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matching::WideUint;

    #[test]
    fn wide_values_read_back_exactly() {
        let mut store = WeightStore::<WideUint<3>>::new(4);
        let big = WideUint::<3>::from_u64(5).shl(150).or_u64(0x00ff_ffff_ffff);
        let other = WideUint::<3>::from_u64(5).shl(150).or_u64(1 << 45);
        assert!(store.set(0, 1, big));
        assert!(store.set(3, 2, other));
        assert!(store.set(1, 2, WideUint::from_u64(7)));
        assert_eq!(store.get(1, 0), big);
        assert_eq!(store.get(0, 1), big);
        assert_eq!(store.get(3, 2), other);
        assert_eq!(store.get(2, 1), WideUint::from_u64(7));
        assert_eq!(store.get(0, 2), WideUint::ZERO);
        assert_eq!(store.get(3, 0), WideUint::ZERO);
        assert!(store.set(0, 1, WideUint::ZERO));
        assert_eq!(store.get(1, 0), WideUint::ZERO);
        // Values sharing their high part share a table entry.
        assert_eq!(store.codec.highs.len(), 3);
    }

    #[test]
    fn both_layouts_read_every_pair_from_either_end() {
        for square in [Layout::Triangle, Layout::Square] {
            let mut store = WeightStore::<WideUint<2>>::with_layout(5, square);
            for u in 0..5 {
                for v in 0..u {
                    let value = WideUint::from_u64(1).shl(100).or_u64((10 * u + v) as u64);
                    assert!(store.set(v, u, value));
                }
            }
            for u in 0..5 {
                for v in 0..5 {
                    if u != v {
                        let (a, b) = (u.max(v), u.min(v));
                        let value = WideUint::from_u64(1).shl(100).or_u64((10 * a + b) as u64);
                        assert_eq!(store.get(u, v), value, "{square:?}: {u}-{v}");
                    }
                }
            }
        }
    }

    #[test]
    fn narrow_values_are_stored_directly() {
        let mut store = WeightStore::<u64>::new(3);
        assert!(store.set(0, 2, (1 << 62) + 3));
        assert_eq!(store.get(2, 0), (1 << 62) + 3);
        assert!(!store.set(0, 1, 1 << 63));
        assert_eq!(store.get(0, 1), 0);
        let mut wide = WeightStore::<u128>::new(2);
        assert!(wide.set(0, 1, (1 << 100) + (1 << 41) + 9));
        assert_eq!(wide.get(1, 0), (1 << 100) + (1 << 41) + 9);
    }

    #[test]
    fn a_narrow_store_reads_every_value_back_from_either_end() {
        let mut store = WeightStore::<u128>::narrow(4);
        assert!(store.set(3, 1, 1 << 100));
        assert!(store.set(0, 2, (1 << 100) + 5));
        assert!(store.set(2, 1, 1 << 100));
        assert_eq!(store.get(1, 3), 1 << 100);
        assert_eq!(store.get(3, 1), 1 << 100);
        assert_eq!(store.get(2, 0), (1 << 100) + 5);
        assert_eq!(store.get(1, 2), 1 << 100);
        assert_eq!(store.get(0, 3), 0);
        assert!(store.set(3, 1, 0));
        assert_eq!(store.get(1, 3), 0);
        // Equal values share a table entry.
        assert_eq!(store.values.len(), 3);
        let mut wide = WeightStore::<WideUint<3>>::narrow(2);
        let value = WideUint::from_u64(1).shl(130).or_u64(77);
        assert!(wide.set(0, 1, value));
        assert_eq!(wide.get(1, 0), value);
    }
}
