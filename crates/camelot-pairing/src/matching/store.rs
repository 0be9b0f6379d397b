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
        let (high, low) = value.split_low(LOW_BITS);
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

/// An `n × n` symmetric matrix of weights, one `u64` per entry (see the module comment).
#[derive(Clone, Debug)]
pub struct WeightStore<W: Weight> {
    n: usize,
    cells: Vec<u64>,
    codec: CompactWeights<W>,
}

impl<W: Weight> WeightStore<W> {
    /// An `n × n` matrix of zeros.
    pub fn new(n: usize) -> WeightStore<W> {
        WeightStore {
            n,
            cells: vec![0; n * n],
            codec: CompactWeights::new(),
        }
    }

    /// Entry `(u, v)`; both must be below `n`.
    #[inline(always)]
    pub fn get(&self, u: usize, v: usize) -> W {
        self.codec.decode(self.cells[u * self.n + v])
    }

    /// Sets entries `(u, v)` and `(v, u)` to `value`. Returns `false`, leaving them unchanged,
    /// when the value cannot be written (see [`CompactWeights::encode`]).
    pub fn set(&mut self, u: usize, v: usize, value: W) -> bool {
        let Some(cell) = self.codec.encode(value) else {
            return false;
        };
        self.cells[u * self.n + v] = cell;
        self.cells[v * self.n + u] = cell;
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
        assert!(store.set(2, 3, other));
        assert!(store.set(1, 2, WideUint::from_u64(7)));
        assert_eq!(store.get(1, 0), big);
        assert_eq!(store.get(0, 1), big);
        assert_eq!(store.get(3, 2), other);
        assert_eq!(store.get(2, 1), WideUint::from_u64(7));
        assert_eq!(store.get(0, 2), WideUint::ZERO);
        assert!(store.set(0, 1, WideUint::ZERO));
        assert_eq!(store.get(1, 0), WideUint::ZERO);
        // Values sharing their high part share a table entry.
        assert_eq!(store.codec.highs.len(), 3);
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
}
