//! The transposition table: what earlier searches learned about a position (its value as a
//! bound or exact, the depth searched, the best move), shared by every search thread.
//!
//! Lock-free: an entry is two 64-bit words, the data and the key XOR the data, written and
//! read with relaxed atomics; a torn entry (two threads writing at once) fails the key check
//! and reads as a miss. Four entries make a 64-byte bucket (one cache line). Replacement keeps
//! deeper and fresher entries: a new search ages the table rather than clearing it.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

use camelot_rules::{Bitboard, Move, Square};

use crate::score::{Value, WIN_BOUND};

/// What a stored value means.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true value (a PV node).
    Exact,
    /// At least this (a fail high).
    Lower,
    /// At most this (a fail low).
    Upper,
}

impl Bound {
    /// What `value`, found by a search of the window (`alpha`, `beta`), says of the node.
    pub fn of(value: Value, alpha: Value, beta: Value) -> Bound {
        if value >= beta {
            Bound::Lower
        } else if value > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// A table hit.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    /// The stored move, encoded ([`encode`]); 0 when none.
    pub mv: u32,
    /// The value, adjusted to the probing node's distance from the root.
    pub value: Value,
    /// The depth the value was searched to.
    pub depth: i32,
    /// What the value means.
    pub bound: Bound,
}

impl Hit {
    /// Whether the stored value settles a node searched with the window (`alpha`, `beta`)
    /// (its depth aside).
    pub fn settles(&self, alpha: Value, beta: Value) -> bool {
        match self.bound {
            Bound::Exact => true,
            Bound::Lower => self.value >= beta,
            Bound::Upper => self.value <= alpha,
        }
    }
}

const ENTRIES: usize = 4;

#[repr(align(64))]
struct Bucket {
    entries: [[AtomicU64; 2]; ENTRIES],
}

/// The shared table.
pub struct Table {
    buckets: Vec<Bucket>,
    age: AtomicU8,
    /// Off: every probe misses and nothing is stored (to check that results do not depend on
    /// the table).
    enabled: bool,
}

/// A 16-bit digest of a set of squares (to tell apart moves with the same ends).
fn digest(b: Bitboard) -> u32 {
    let [a, c, d, e] = b.words();
    let h = a.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ c.wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
        ^ d.wrapping_mul(0x1656_67B1_9E37_79F9)
        ^ e.wrapping_mul(0x27D4_EB2F_1656_67C5);
    (h >> 48) as u32
}

/// A move as 32 bits: from, to and a digest of the captured set (or of the trees); never 0.
/// The digest of a capture is never 0, so a code whose digest is 0 is a quiet move, given whole
/// by its two squares ([`decode_quiet`]).
pub fn encode(mv: &Move) -> u32 {
    match *mv {
        Move::Piece { from, to, captured } => {
            let digest = if captured.is_empty() {
                0
            } else {
                digest(captured) | 1
            };
            (from.index() as u32) | ((to.index() as u32) << 8) | (digest << 16)
        }
        Move::Trees(trees) => 0xFFFF | (digest(trees) << 16),
    }
}

/// The quiet move encoded as `code`, or `None` when `code` is a capture, a placement or no
/// move.
pub fn decode_quiet(code: u32) -> Option<Move> {
    if code == 0 || code >> 16 != 0 {
        return None;
    }
    let from = Square::from_index((code & 0xFF) as usize)?;
    let to = Square::from_index((code >> 8 & 0xFF) as usize)?;
    Some(Move::Piece {
        from,
        to,
        captured: Bitboard::EMPTY,
    })
}

fn pack(mv: u32, value: Value, depth: i32, bound: Bound, age: u8) -> u64 {
    let bound = match bound {
        Bound::Exact => 1u64,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    let depth = depth.clamp(0, 127) as u64;
    u64::from(mv)
        | (u64::from(value as i16 as u16) << 32)
        | (depth << 48)
        | (bound << 55)
        | ((u64::from(age) & 0x7F) << 57)
}

fn unpack(data: u64) -> (u32, Value, i32, Option<Bound>, u8) {
    let mv = data as u32;
    let value = Value::from((data >> 32) as u16 as i16);
    let depth = ((data >> 48) & 0x7F) as i32;
    let bound = match (data >> 55) & 3 {
        1 => Some(Bound::Exact),
        2 => Some(Bound::Lower),
        3 => Some(Bound::Upper),
        _ => None,
    };
    let age = ((data >> 57) & 0x7F) as u8;
    (mv, value, depth, bound, age)
}

/// A value as stored: game ends counted from the node, not the root.
pub fn to_table(v: Value, ply: usize) -> Value {
    let ply = ply as Value;
    if v >= WIN_BOUND {
        v + ply
    } else if v <= -WIN_BOUND {
        v - ply
    } else {
        v
    }
}

/// A stored value read at `ply` from the root.
pub fn from_table(v: Value, ply: usize) -> Value {
    let ply = ply as Value;
    if v >= WIN_BOUND {
        v - ply
    } else if v <= -WIN_BOUND {
        v + ply
    } else {
        v
    }
}

impl Table {
    /// A table of about `mb` megabytes (at least one bucket). Like any allocation, it ends the
    /// process when the memory cannot be had; [`Table::try_new`] refuses instead.
    pub fn new(mb: usize) -> Table {
        match Table::try_new(mb) {
            Some(table) => table,
            None => std::alloc::handle_alloc_error(
                std::alloc::Layout::array::<Bucket>(Table::buckets_for(mb))
                    .unwrap_or(std::alloc::Layout::new::<Bucket>()),
            ),
        }
    }

    /// [`Table::new`], or `None` when the memory cannot be had: the size comes from the
    /// command line, and a size the machine cannot give is refused rather than ending the
    /// process.
    pub fn try_new(mb: usize) -> Option<Table> {
        let count = Table::buckets_for(mb);
        let mut buckets = Vec::new();
        buckets.try_reserve_exact(count).ok()?;
        buckets.resize_with(count, || Bucket {
            entries: std::array::from_fn(|_| [AtomicU64::new(0), AtomicU64::new(0)]),
        });
        Some(Table {
            buckets,
            age: AtomicU8::new(0),
            enabled: true,
        })
    }

    /// How many buckets make about `mb` megabytes (at least one).
    fn buckets_for(mb: usize) -> usize {
        (mb.max(1).saturating_mul(1 << 20) / std::mem::size_of::<Bucket>()).max(1)
    }

    /// A table that remembers nothing.
    pub fn disabled() -> Table {
        Table {
            buckets: Vec::new(),
            age: AtomicU8::new(0),
            enabled: false,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&self) {
        for b in &self.buckets {
            for e in &b.entries {
                e[0].store(0, Ordering::Relaxed);
                e[1].store(0, Ordering::Relaxed);
            }
        }
        self.age.store(0, Ordering::Relaxed);
    }

    /// Marks the start of a new search: older entries give way first.
    pub fn new_search(&self) {
        let next = self.age.load(Ordering::Relaxed).wrapping_add(1) & 0x7F;
        self.age.store(next, Ordering::Relaxed);
    }

    #[inline]
    fn bucket(&self, key: u64) -> Option<&Bucket> {
        let i = ((u128::from(key) * self.buckets.len() as u128) >> 64) as usize;
        self.buckets.get(i)
    }

    /// Brings the bucket of `key` into the cache, before the node that will probe it starts.
    /// A load, not a prefetch instruction (that needs `unsafe`): it waits for memory like any
    /// other, so it pays only where the probe surely follows.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        if let Some(b) = self.bucket(key) {
            std::hint::black_box(b.entries[0][0].load(Ordering::Relaxed));
        }
    }

    /// What the table knows about `key`, read at `ply` from the root.
    pub fn probe(&self, key: u64, ply: usize) -> Option<Hit> {
        let b = self.bucket(key)?;
        for e in &b.entries {
            let data = e[1].load(Ordering::Relaxed);
            let check = e[0].load(Ordering::Relaxed);
            if data != 0 && check ^ data == key {
                let (mv, value, depth, bound, _) = unpack(data);
                let bound = bound?;
                return Some(Hit {
                    mv,
                    value: from_table(value, ply),
                    depth,
                    bound,
                });
            }
        }
        None
    }

    /// Stores what a search found about `key` at `ply` from the root.
    pub fn store(&self, key: u64, ply: usize, mv: u32, value: Value, depth: i32, bound: Bound) {
        let age = self.age.load(Ordering::Relaxed);
        let Some(b) = self.bucket(key).filter(|_| self.enabled) else {
            return;
        };
        let mut victim = 0;
        let mut worst = i32::MAX;
        for (i, e) in b.entries.iter().enumerate() {
            let data = e[1].load(Ordering::Relaxed);
            let check = e[0].load(Ordering::Relaxed);
            if data == 0 {
                victim = i;
                break;
            }
            let (old_mv, _, old_depth, old_bound, old_age) = unpack(data);
            if check ^ data == key {
                // The same position: a result of this search more than two plies deeper stays
                // unless the new one is exact; otherwise the new result replaces it, keeping
                // the old move when the new result has none.
                if bound != Bound::Exact
                    && old_age == age
                    && old_depth > depth + 2
                    && old_bound.is_some()
                {
                    return;
                }
                let mv = if mv == 0 { old_mv } else { mv };
                let data = pack(mv, to_table(value, ply), depth, bound, age);
                e[1].store(data, Ordering::Relaxed);
                e[0].store(key ^ data, Ordering::Relaxed);
                return;
            }
            let stale = i32::from(age.wrapping_sub(old_age) & 0x7F);
            let keep = old_depth - 8 * stale;
            if keep < worst {
                worst = keep;
                victim = i;
            }
        }
        let data = pack(mv, to_table(value, ply), depth, bound, age);
        let e = &b.entries[victim];
        e[1].store(data, Ordering::Relaxed);
        e[0].store(key ^ data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::WIN;

    #[test]
    fn a_table_too_large_to_allocate_is_refused() {
        assert!(Table::try_new(usize::MAX).is_none());
        assert!(Table::try_new(1).is_some());
    }

    #[test]
    fn quiet_moves_decode_and_captures_do_not() {
        let pos = camelot_rules::Variant::Camelot.start();
        let mut moves = Vec::new();
        camelot_rules::MoveGenerator::new().generate(&pos, &mut moves);
        assert!(moves.len() > 10);
        for mv in &moves {
            assert_eq!(decode_quiet(encode(mv)), Some(*mv));
        }
        let squares: Vec<Square> = Square::all().collect();
        for captured in &squares {
            let mv = Move::Piece {
                from: squares[40],
                to: squares[42],
                captured: Bitboard::from_square(*captured),
            };
            assert_eq!(decode_quiet(encode(&mv)), None);
        }
        assert_eq!(decode_quiet(0), None);
    }

    #[test]
    fn stores_and_probes() {
        let t = Table::new(1);
        t.store(42, 3, 0x1234_0506, -77, 9, Bound::Lower);
        let hit = t.probe(42, 3).unwrap_or_else(|| panic!("a hit"));
        assert_eq!(
            (hit.mv, hit.value, hit.depth, hit.bound),
            (0x1234_0506, -77, 9, Bound::Lower)
        );
        assert!(t.probe(43, 3).is_none());
        // Wins are stored relative to the node and read back relative to the new root.
        t.store(7, 4, 1, WIN - 10, 5, Bound::Exact);
        assert_eq!(t.probe(7, 2).map(|h| h.value), Some(WIN - 8));
    }
}
