//! Unsigned edge-weight types for the matching solver.
//!
//! The Dutch engine packs its pairing criteria into bit fields of one edge weight, so weights
//! need hundreds of bits for big brackets. The solver is generic over [`Weight`]; the engine
//! picks the narrowest [`WideUint`] that holds its layout, so a small tournament pays for one or
//! two machine words and a big one for as many as it needs.

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};

/// An unsigned integer usable as an edge weight and as a dual variable.
///
/// Arithmetic is exact within the type's width; callers keep weights at least four bits below
/// the width (see [`crate::matching::Matching::set_weight`]) so dual variables never overflow.
pub trait Weight: Copy + Ord + Eq + Hash + Default + fmt::Debug {
    /// Number of bits the type holds.
    const BITS: u32;
    /// The value 0 (also "no edge").
    const ZERO: Self;
    /// `self + rhs`; the caller guarantees the result fits.
    fn add(self, rhs: Self) -> Self;
    /// `self - rhs`; the caller guarantees `rhs <= self`.
    fn sub(self, rhs: Self) -> Self;
    /// `2 * self`.
    fn double(self) -> Self;
    /// `self / 2`, rounded down.
    fn half(self) -> Self;
    /// Widens a machine integer.
    fn from_u64(value: u64) -> Self;
    /// `self << bits` (bits shifted out are lost).
    fn shl(self, bits: u32) -> Self;
    /// `self | value` on the lowest 64 bits.
    fn or_u64(self, value: u64) -> Self;
    /// Number of significant bits (0 for zero).
    fn bit_len(&self) -> u32;
    /// The lowest `bits` bits (`bits < 64`) as a machine integer, and the value with them
    /// cleared.
    fn split_low(self, bits: u32) -> (Self, u64);
    /// `true` for zero.
    fn is_zero(&self) -> bool {
        *self == Self::ZERO
    }
}

impl Weight for u64 {
    const BITS: u32 = 64;
    const ZERO: Self = 0;
    #[inline]
    fn add(self, rhs: Self) -> Self {
        self.wrapping_add(rhs)
    }
    #[inline]
    fn sub(self, rhs: Self) -> Self {
        self.wrapping_sub(rhs)
    }
    #[inline]
    fn double(self) -> Self {
        self << 1
    }
    #[inline]
    fn half(self) -> Self {
        self >> 1
    }
    #[inline]
    fn from_u64(value: u64) -> Self {
        value
    }
    #[inline]
    fn shl(self, bits: u32) -> Self {
        self.checked_shl(bits).unwrap_or(0)
    }
    #[inline]
    fn or_u64(self, value: u64) -> Self {
        self | value
    }
    #[inline]
    fn bit_len(&self) -> u32 {
        64 - self.leading_zeros()
    }
    #[inline]
    fn split_low(self, bits: u32) -> (Self, u64) {
        let mask = (1u64 << bits) - 1;
        (self & !mask, self & mask)
    }
}

impl Weight for u128 {
    const BITS: u32 = 128;
    const ZERO: Self = 0;
    #[inline]
    fn add(self, rhs: Self) -> Self {
        self.wrapping_add(rhs)
    }
    #[inline]
    fn sub(self, rhs: Self) -> Self {
        self.wrapping_sub(rhs)
    }
    #[inline]
    fn double(self) -> Self {
        self << 1
    }
    #[inline]
    fn half(self) -> Self {
        self >> 1
    }
    #[inline]
    fn from_u64(value: u64) -> Self {
        u128::from(value)
    }
    #[inline]
    fn shl(self, bits: u32) -> Self {
        self.checked_shl(bits).unwrap_or(0)
    }
    #[inline]
    fn or_u64(self, value: u64) -> Self {
        self | u128::from(value)
    }
    #[inline]
    fn bit_len(&self) -> u32 {
        128 - self.leading_zeros()
    }
    #[inline]
    fn split_low(self, bits: u32) -> (Self, u64) {
        let mask = (1u128 << bits) - 1;
        (self & !mask, (self & mask) as u64)
    }
}

/// A fixed-width unsigned integer of `L` 64-bit limbs, least significant limb first.
///
/// Plain arrays keep it `Copy` and let the compiler unroll every operation for the chosen `L`.
#[derive(Clone, Copy, Eq)]
pub struct WideUint<const L: usize>(pub [u64; L]);

impl<const L: usize> PartialEq for WideUint<L> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        // A branch-free fold: `[u64; L] == [u64; L]` compiles to a `memcmp` call, which
        // dominated the solver's running time.
        self.0
            .iter()
            .zip(other.0.iter())
            .fold(0u64, |acc, (a, b)| acc | (a ^ b))
            == 0
    }
}

impl<const L: usize> Hash for WideUint<L> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // Consistent with `eq` (limb by limb); written out because `eq` is.
        for limb in &self.0 {
            state.write_u64(*limb);
        }
    }
}

impl<const L: usize> Default for WideUint<L> {
    fn default() -> Self {
        WideUint([0; L])
    }
}

impl<const L: usize> fmt::Debug for WideUint<L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("0x")?;
        let mut started = false;
        for limb in self.0.iter().rev() {
            if started {
                write!(f, "{limb:016x}")?;
            } else if *limb != 0 {
                write!(f, "{limb:x}")?;
                started = true;
            }
        }
        if !started {
            f.write_str("0")?;
        }
        Ok(())
    }
}

impl<const L: usize> Ord for WideUint<L> {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        for i in (0..L).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => {}
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const L: usize> PartialOrd for WideUint<L> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const L: usize> Weight for WideUint<L> {
    const BITS: u32 = 64 * L as u32;
    const ZERO: Self = WideUint([0; L]);

    #[inline]
    fn add(self, rhs: Self) -> Self {
        let mut out = [0u64; L];
        let mut carry = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (sum, c1) = self.0[i].overflowing_add(rhs.0[i]);
            let (sum, c2) = sum.overflowing_add(u64::from(carry));
            *slot = sum;
            carry = c1 || c2;
        }
        WideUint(out)
    }

    #[inline]
    fn sub(self, rhs: Self) -> Self {
        let mut out = [0u64; L];
        let mut borrow = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (diff, b1) = self.0[i].overflowing_sub(rhs.0[i]);
            let (diff, b2) = diff.overflowing_sub(u64::from(borrow));
            *slot = diff;
            borrow = b1 || b2;
        }
        WideUint(out)
    }

    #[inline]
    fn double(self) -> Self {
        // Not `shl(1)`: the general shift by a runtime amount does not unroll, and doubling
        // sits in the matching solver's innermost loop (every edge slack).
        let mut out = [0u64; L];
        for (i, slot) in out.iter_mut().enumerate() {
            let low = if i > 0 { self.0[i - 1] >> 63 } else { 0 };
            *slot = (self.0[i] << 1) | low;
        }
        WideUint(out)
    }

    #[inline]
    fn half(self) -> Self {
        let mut out = [0u64; L];
        for (i, slot) in out.iter_mut().enumerate() {
            let high = if i + 1 < L { self.0[i + 1] << 63 } else { 0 };
            *slot = (self.0[i] >> 1) | high;
        }
        WideUint(out)
    }

    #[inline]
    fn from_u64(value: u64) -> Self {
        let mut out = [0u64; L];
        if let Some(first) = out.first_mut() {
            *first = value;
        }
        WideUint(out)
    }

    fn shl(self, bits: u32) -> Self {
        let limbs = (bits / 64) as usize;
        let rest = bits % 64;
        let mut out = [0u64; L];
        for i in (limbs..L).rev() {
            let source = i - limbs;
            let mut value = self.0[source] << rest;
            if rest > 0 && source > 0 {
                value |= self.0[source - 1] >> (64 - rest);
            }
            out[i] = value;
        }
        WideUint(out)
    }

    #[inline]
    fn or_u64(self, value: u64) -> Self {
        let mut out = self.0;
        if let Some(first) = out.first_mut() {
            *first |= value;
        }
        WideUint(out)
    }

    #[inline]
    fn is_zero(&self) -> bool {
        self.0.iter().fold(0u64, |acc, limb| acc | limb) == 0
    }

    fn bit_len(&self) -> u32 {
        for i in (0..L).rev() {
            if self.0[i] != 0 {
                return 64 * i as u32 + (64 - self.0[i].leading_zeros());
            }
        }
        0
    }

    #[inline]
    fn split_low(self, bits: u32) -> (Self, u64) {
        let mut out = self.0;
        let mut low = 0;
        if let Some(first) = out.first_mut() {
            let mask = (1u64 << bits) - 1;
            low = *first & mask;
            *first &= !mask;
        }
        (WideUint(out), low)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wide(value: u128) -> WideUint<3> {
        WideUint([value as u64, (value >> 64) as u64, 0])
    }

    fn narrow(value: WideUint<3>) -> u128 {
        u128::from(value.0[0]) | (u128::from(value.0[1]) << 64)
    }

    #[test]
    fn wide_arithmetic_matches_u128() {
        let samples = [
            0u128,
            1,
            2,
            u128::from(u64::MAX),
            u128::from(u64::MAX) + 1,
            0x1234_5678_9abc_def0_1122_3344_5566_7788,
            u128::MAX >> 2,
        ];
        for &a in &samples {
            for &b in &samples {
                if let Some(sum) = a.checked_add(b) {
                    assert_eq!(narrow(wide(a).add(wide(b))), sum);
                }
                if b <= a {
                    assert_eq!(narrow(wide(a).sub(wide(b))), a - b);
                }
                assert_eq!(wide(a).cmp(&wide(b)), a.cmp(&b));
            }
            assert_eq!(narrow(wide(a).half()), a / 2);
            if a <= u128::MAX >> 1 {
                assert_eq!(narrow(wide(a).double()), a * 2);
            }
            for bits in [0u32, 1, 5, 63, 64, 65, 100] {
                if a.leading_zeros() >= bits {
                    assert_eq!(narrow(wide(a).shl(bits)), a << bits, "{a} << {bits}");
                }
            }
            assert_eq!(wide(a).bit_len(), 128 - a.leading_zeros());
            for bits in [0u32, 1, 40, 63] {
                let mask = (1u128 << bits) - 1;
                let (high, low) = wide(a).split_low(bits);
                assert_eq!((narrow(high), u128::from(low)), (a & !mask, a & mask));
                assert_eq!(a.split_low(bits), (a & !mask, (a & mask) as u64));
                let small = a as u64;
                let small_mask = (1u64 << bits) - 1;
                assert_eq!(
                    small.split_low(bits),
                    (small & !small_mask, small & small_mask)
                );
            }
        }
    }

    #[test]
    fn shifting_past_the_width_gives_zero() {
        assert_eq!(WideUint::<2>::from_u64(1).shl(128), WideUint::<2>::ZERO);
        assert_eq!(WideUint::<2>::from_u64(1).shl(127).bit_len(), 128);
        assert_eq!(1u64.shl(64), 0);
    }
}
