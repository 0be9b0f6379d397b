//! Move ordering: the table's move first, then captures by what they win, castle entries,
//! the two killers of the ply and the history of quiet moves that cut. Most nodes cut on an
//! early move, so the scores are worked out once and only what the node can reach is sorted.

use camelot_rules::{Move, Position, Side, Square};

use super::Searcher;
use crate::eval::{Planes, no_castle_entry, no_charge_square};
use crate::tt::{decode_quiet, encode};

/// The table's move `code` for `pos` when it is a quiet move. The table checks its key on all
/// 64 bits, so the move was generated in this very position; the test here only keeps a key
/// collision from making an impossible one (a piece of the side to move going to an empty
/// square).
pub(super) fn table_quiet(pos: &Position, code: u32) -> Option<Move> {
    let mv = decode_quiet(code)?;
    let Move::Piece { from, to, .. } = mv else {
        return None;
    };
    let all = pos.pieces(Side::White) | pos.pieces(Side::Black) | pos.trees();
    let empty = pos.board().squares() & !all;
    (pos.pieces(pos.side_to_move()).contains(from) && empty.contains(to)).then_some(mv)
}

/// Sorts `moves` by their `keys` (one each, below 2^32, smallest first, ties in the moves'
/// order: a key's upper half becomes the move's index). Only the first `ordered` places are
/// sorted: the moves after them come in no particular order (a node that will not search them
/// need not sort them). The keys are worked out once by the caller: a comparison that
/// recomputed them cost more than the sort. `keys` is left holding sort keys and `scratch` a
/// copy of the moves.
pub(super) fn reorder(
    moves: &mut [Move],
    keys: &mut [u64],
    scratch: &mut Vec<Move>,
    ordered: usize,
) {
    debug_assert_eq!(moves.len(), keys.len());
    for (k, key) in keys.iter_mut().enumerate() {
        *key = (*key << 32) | k as u64;
    }
    if ordered < keys.len() {
        if ordered > 0 {
            keys.select_nth_unstable(ordered - 1);
            keys[..ordered - 1].sort_unstable();
        }
    } else {
        keys.sort_unstable();
    }
    scratch.clear();
    scratch.extend_from_slice(moves);
    for (slot, key) in moves.iter_mut().zip(keys.iter()) {
        *slot = scratch[(key & 0xFFFF_FFFF) as usize];
    }
}

/// A quiet move's place in one side's half of the history table.
#[inline]
fn history_slot(from: Square, to: Square) -> usize {
    (from.index() << 8) | to.index()
}

/// What a capture wins: Men and Knights taken.
#[inline]
pub(super) fn gain(pos: &Position, mv: &Move) -> i32 {
    let captured = mv.captured();
    let knights = (captured & pos.knights()).count() as i32;
    let taken = (captured.count() as i32 - knights) * 100 + knights * 160;
    if pos.variant().is_anti() {
        -taken
    } else {
        taken
    }
}

pub(super) const TT_MOVE: i32 = 4_000_000;
const CAPTURE: i32 = 2_000_000;
const ENTRY: i32 = 1_900_000;
const KILLER: i32 = 1_000_000;
const HISTORY_MAX: i32 = 16_384;

impl Searcher<'_> {
    fn history_index(side: Side, mv: &Move) -> usize {
        match mv {
            Move::Piece { from, to, .. } => (side.index() << 16) | history_slot(*from, *to),
            Move::Trees(_) => 0,
        }
    }

    /// Scores the moves of `ply` for ordering. A move's two squares are compared with the
    /// table's move and the killers before anything else: killers are quiet moves, whose code
    /// is their two squares, and the table's move needs its full code only when they match.
    pub(super) fn order(&mut self, pos: &Position, ply: usize, tt_move: u32) {
        let moves = &self.moves[ply];
        let scores = &mut self.scores[ply];
        scores.clear();
        let side = pos.side_to_move();
        let [k1, k2] = self.killers[ply];
        let castle = pos.board().castle(side.opponent());
        let history = &self.history[side.index() << 16..][..1 << 16];
        for mv in moves {
            let s = match *mv {
                Move::Piece { from, to, captured } => {
                    let ends = (from.index() as u32) | ((to.index() as u32) << 8);
                    let enters = castle.contains(to) && !castle.contains(from);
                    if ends == tt_move & 0xFFFF && encode(mv) == tt_move {
                        TT_MOVE
                    } else if !captured.is_empty() {
                        CAPTURE + gain(pos, mv) * 16 + i32::from(enters) * 800
                    } else if enters {
                        ENTRY
                    } else if ends == k1 {
                        KILLER + 1
                    } else if ends == k2 {
                        KILLER
                    } else {
                        history[history_slot(from, to)]
                    }
                }
                Move::Trees(_) => match encode(mv) {
                    code if code == tt_move => TT_MOVE,
                    code if code == k1 => KILLER + 1,
                    code if code == k2 => KILLER,
                    _ => self.history[Self::history_index(side, mv)],
                },
            };
            scores.push(s);
        }
    }

    /// Swaps the best-scored move from `i` on into place `i`. The first few are picked one at a
    /// time (a cut often comes early); after them the rest is sorted once, as far as place
    /// `searched`: late-move pruning skips the quiet moves after it, and the captures and
    /// castle entries, which it keeps, are scored above every quiet move. Where it lets only a
    /// few through (a ply from the leaves), those are picked and nothing is sorted.
    #[inline]
    pub(super) fn pick(&mut self, ply: usize, i: usize, searched: usize) {
        const PICKED: usize = 3;
        let picked = if searched <= PICKED + 1 {
            searched
        } else {
            PICKED
        };
        if i == picked && searched > i {
            // Best score first: the score made unsigned (order-preserving) and inverted.
            let keys = &mut self.sort_keys;
            keys.clear();
            for &score in &self.scores[ply][i..] {
                keys.push(u64::from(!(score as u32 ^ 0x8000_0000)));
            }
            reorder(
                &mut self.moves[ply][i..],
                keys,
                &mut self.sort_moves,
                searched - i,
            );
            return;
        }
        if i >= picked {
            return;
        }
        let scores = &mut self.scores[ply];
        let mut best = i;
        for j in i + 1..scores.len() {
            if scores[j] > scores[best] {
                best = j;
            }
        }
        if best != i {
            scores.swap(i, best);
            self.moves[ply].swap(i, best);
        }
    }

    /// Generates and orders the moves of `ply` once `first` (the table's quiet move, or else the
    /// first killer: searched before the others were generated) did not cut, with `first` in
    /// place 0 where the ordering would have put it.
    pub(super) fn generate_after(&mut self, pos: &Position, ply: usize, tt_move: u32, first: Move) {
        let mut moves = std::mem::take(&mut self.moves[ply]);
        moves.clear();
        self.generator.generate(pos, &mut moves);
        self.moves[ply] = moves;
        self.order(pos, ply, tt_move);
        let (moves, scores) = (&mut self.moves[ply], &mut self.scores[ply]);
        match moves.iter().position(|m| *m == first) {
            Some(k) => {
                moves.swap(0, k);
                scores.swap(0, k);
            }
            // Only a 64-bit key collision brings a move that is not there: it was searched
            // already, every generated move still is.
            None => {
                moves.insert(0, first);
                scores.insert(0, TT_MOVE);
            }
        }
    }

    /// The first killer of `ply` when it is legal in `pos` (a free turn without a move from the
    /// table) and the order would put it first: nothing here scores above it, neither a
    /// capture nor a castle entry.
    pub(super) fn killer_first(
        &mut self,
        pos: &Position,
        planes: &Planes,
        ply: usize,
    ) -> Option<Move> {
        let mv = decode_quiet(self.killers[ply][0])?;
        let first = no_castle_entry(pos, planes)
            && self.generator.is_legal(pos, &mv)
            && (no_charge_square(pos, planes) || !self.generator.has_capture(pos));
        first.then_some(mv)
    }

    pub(super) fn update_history(&mut self, side: Side, mv: &Move, bonus: i32) {
        let h = &mut self.history[Self::history_index(side, mv)];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }
}
