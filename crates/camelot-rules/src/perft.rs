//! Perft: leaf counts of the move tree where, at every node, paths of a piece reaching the same
//! position count once (the tree of distinct moves, as listed by [`Position::legal_moves`]). A
//! finished position has no moves: it counts 1 at depth 0 and 0 below.
//!
//! The leaves are counted without being made: one level above them only the number of distinct
//! moves is needed, and the children of a node are counted against a per-piece baseline of the
//! node (see `movegen::Baseline`). An optional transposition table remembers the count below
//! each position already searched (keyed by board, side to move and castle moves used, with a
//! 128-bit Zobrist key), so transpositions (the same position reached by different move orders)
//! are searched once.

use crate::movegen::{Baseline, Collector, Move, Scratch, count_moves, generate};
use crate::position::Position;
use crate::status::material_status;
use crate::zobrist::{self, Key};

/// Leaf count of the distinct-move tree of `depth` plies below `pos`.
///
/// Uses a transposition table sized for the depth (none below depth 3; 2 MiB at depth 3,
/// 64 MiB at depth 4, 512 MiB from depth 5).
///
/// ```
/// use camelot_rules::{Position, perft};
/// assert_eq!(perft(&Position::start(), 2), 10_026);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let table_bits = match depth {
        0..=2 => None,
        3 => Some(16),
        4 => Some(21),
        _ => Some(24),
    };
    Perft::new(table_bits).count(pos, depth)
}

/// A perft search with an optional transposition table, reusable across calls.
pub struct Perft {
    scratch: Scratch,
    buffers: Vec<Vec<Move>>,
    children: Vec<Vec<(Position, Key)>>,
    table: Option<Table>,
    /// Sink for the bucket touches (keeps the loads from being optimised away).
    touched: u64,
}

impl Perft {
    /// A search with a table of `2^bits` two-entry buckets (32 bytes each; `bits` is capped at
    /// 30), or no table for `None`.
    pub fn new(table_bits: Option<u32>) -> Perft {
        Perft {
            scratch: Scratch::default(),
            buffers: Vec::new(),
            children: Vec::new(),
            table: table_bits.map(|bits| Table::new(bits.min(30))),
            touched: 0,
        }
    }

    /// Leaf count of the distinct-move tree of `depth` plies below `pos`.
    pub fn count(&mut self, pos: &Position, depth: u32) -> u64 {
        let key = zobrist::key(pos);
        self.search(pos, key, depth)
    }

    fn search(&mut self, pos: &Position, key: Key, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if material_status(pos).is_some() {
            return 0;
        }
        if let Some(count) = self.table.as_ref().and_then(|t| t.get(key, depth)) {
            return count;
        }
        let total = if depth == 1 {
            count_moves(pos, &mut self.scratch)
        } else {
            let mut keys = self.buffers.pop().unwrap_or_default();
            keys.clear();
            let _ = generate(pos, None, &mut self.scratch, &mut Collector(&mut keys));
            let mut children = self.children.pop().unwrap_or_default();
            children.clear();
            children.extend(
                keys.iter()
                    .map(|m| (pos.play_move(m), zobrist::after(key, pos, m))),
            );
            if let Some(table) = &self.table {
                // Touch every child's bucket before searching any of them, so the memory
                // loads (nearly all cache misses) overlap instead of queueing one by one.
                self.touched ^= children.iter().fold(0, |acc, (_, k)| acc ^ table.touch(*k));
            }
            let total = if depth == 2 {
                self.count_children(pos, &keys, &children)
            } else {
                let mut total = 0;
                for (child, child_key) in &children {
                    total += self.search(child, *child_key, depth - 1);
                }
                total
            };
            self.buffers.push(keys);
            self.children.push(children);
            total
        };
        if let Some(table) = &mut self.table {
            table.put(key, depth, total);
        }
        total
    }
}

impl Perft {
    /// The number of moves of each child of `pos` (all one ply below): each child is the
    /// position after one move of the side to move, so its own moves are counted against a
    /// [`Baseline`] of `pos` with the other side to move, recounting only the pieces whose
    /// surroundings the move changed. Captures (which remove the other side's pieces) and
    /// turns with obligations are counted in full.
    fn count_children(
        &mut self,
        pos: &Position,
        keys: &[Move],
        children: &[(Position, Key)],
    ) -> u64 {
        let flipped = pos.with_side_to_move(pos.side.opponent());
        let baseline = Baseline::new(&flipped, &mut self.scratch);
        let mut total = 0;
        for (k, (child, child_key)) in keys.iter().zip(children) {
            if material_status(child).is_some() {
                continue;
            }
            if let Some(count) = self.table.as_ref().and_then(|t| t.get(*child_key, 1)) {
                total += count;
                continue;
            }
            let count = match (&baseline, k) {
                (Some(b), Move::Piece { from, to, captured }) if captured.is_empty() => {
                    b.count(child, *from, *to, &mut self.scratch)
                }
                _ => count_moves(child, &mut self.scratch),
            };
            if let Some(table) = &mut self.table {
                table.put(*child_key, 1, count);
            }
            total += count;
        }
        total
    }
}

/// One table entry: the check key and `count << 8 | depth` (depth 0 = empty).
#[derive(Clone, Copy, Default)]
struct Entry {
    check: u64,
    data: u64,
}

/// Two entries, aligned so that a bucket never straddles two cache lines (one memory load per
/// probe).
#[derive(Clone, Copy, Default)]
#[repr(align(32))]
struct Bucket([Entry; 2]);

/// Transposition table of two-entry buckets: on a miss the shallower entry is replaced, so
/// the counts that cost most to redo stay longest.
struct Table {
    buckets: Vec<Bucket>,
    mask: u64,
}

impl Table {
    fn new(bits: u32) -> Table {
        let len = 1usize << bits;
        Table {
            buckets: vec![Bucket::default(); len],
            mask: (len - 1) as u64,
        }
    }

    fn bucket(&self, key: Key) -> usize {
        (key.slot & self.mask) as usize
    }

    /// Reads the bucket of `key` (to bring it into the cache early).
    #[inline]
    fn touch(&self, key: Key) -> u64 {
        self.buckets
            .get(self.bucket(key))
            .map_or(0, |b| std::hint::black_box(b.0[0].check))
    }

    fn get(&self, key: Key, depth: u32) -> Option<u64> {
        let bucket = self.buckets.get(self.bucket(key))?;
        bucket
            .0
            .iter()
            .find(|e| e.check == key.check && (e.data & 0xFF) == u64::from(depth) && e.data != 0)
            .map(|e| e.data >> 8)
    }

    fn put(&mut self, key: Key, depth: u32, count: u64) {
        if count >= 1 << 56 || depth > 255 {
            return;
        }
        let i = self.bucket(key);
        let Some(Bucket(bucket)) = self.buckets.get_mut(i) else {
            return;
        };
        let entry = Entry {
            check: key.check,
            data: count << 8 | u64::from(depth),
        };
        let depth_of = |e: &Entry| e.data & 0xFF;
        let slot = if bucket[0].check == key.check || depth_of(&bucket[0]) == 0 {
            0
        } else if bucket[1].check == key.check || depth_of(&bucket[1]) == 0 {
            1
        } else if depth_of(&bucket[0]) <= depth_of(&bucket[1]) {
            0
        } else {
            1
        };
        bucket[slot] = entry;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_and_no_table_agree() {
        let start = Position::start();
        let plain = Perft::new(None).count(&start, 3);
        let small = Perft::new(Some(4)).count(&start, 3); // tiny: constant replacement
        let big = Perft::new(Some(18)).count(&start, 3);
        assert_eq!((plain, small, big), (1_070_822, 1_070_822, 1_070_822));
    }
}
