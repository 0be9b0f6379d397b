//! Perft: leaf counts of the move tree where, at every node, moves reaching the same position
//! count once (the tree of distinct moves). A finished position has no moves.

use crate::movegen::{Collector, MoveKey, Scratch, count_moves, generate};
use crate::position::Position;
use crate::status::material_status;

/// Leaf count of the distinct-move tree of `depth` plies below `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut search = Search::default();
    search.perft(pos, depth)
}

#[derive(Default)]
struct Search {
    scratch: Scratch,
    buffers: Vec<Vec<MoveKey>>,
}

impl Search {
    fn perft(&mut self, pos: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if material_status(pos).is_some() {
            return 0;
        }
        if depth == 1 {
            return count_moves(pos, &mut self.scratch);
        }
        let mut keys = self.buffers.pop().unwrap_or_default();
        keys.clear();
        let _ = generate(pos, None, &mut self.scratch, &mut Collector(&mut keys));
        let mut total = 0;
        for key in &keys {
            let child = pos.after(key.from, key.to, key.captured);
            total += self.perft(&child, depth - 1);
        }
        self.buffers.push(keys);
        total
    }
}
