//! Zobrist hashing of positions, for the perft transposition table and for game engines.
//!
//! Two independent 64-bit keys are kept: one picks the table slot, the other is stored and
//! compared, so a wrong hit needs a 64-bit collision on top of a slot collision.

use crate::bitboard::Bitboard;
use crate::movegen::Move;
use crate::position::Position;
use crate::side::Side;
use crate::square::FRAME_SIZE;
use crate::square::Square;
use crate::variant::Variant;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movegen::{Collector, Scratch, generate};

    #[test]
    fn incremental_keys_match_full_keys() {
        for variant in [Variant::Camelot, Variant::River, Variant::Cam] {
            let mut positions = vec![variant.start()];
            for depth in 0..4 {
                let mut next = Vec::new();
                for pos in &positions {
                    let mut moves = Vec::new();
                    let _ = generate(
                        pos,
                        None,
                        &mut Scratch::default(),
                        &mut Collector(&mut moves),
                    );
                    for m in moves.iter().step_by(7 + depth * 997) {
                        let child = pos.play_move(m);
                        assert_eq!(after(key(pos), pos, m), key(&child));
                        next.push(child);
                    }
                }
                positions = next;
            }
            assert!(positions.len() > 5, "{variant}");
        }
    }

    #[test]
    fn the_same_board_in_two_variants_has_two_keys() {
        // Each board and its anti variant start alike: five pairs of equal boards.
        let camelot = Variant::Camelot.start();
        let anti = Variant::Anti.start();
        assert_eq!(
            (anti.occupied, anti.knights),
            (camelot.occupied, camelot.knights)
        );
        let keys: Vec<Key> = Variant::ALL.iter().map(|v| key(&v.start())).collect();
        let slots: std::collections::HashSet<u64> = keys.iter().map(|k| k.slot).collect();
        let checks: std::collections::HashSet<u64> = keys.iter().map(|k| k.check).collect();
        assert_eq!((slots.len(), checks.len()), (keys.len(), keys.len()));
    }
}

const fn splitmix(state: u64) -> (u64, u64) {
    let next = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = next;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (next, z ^ (z >> 31))
}

/// Random keys: per piece kind (White Man, White Knight, Black Man, Black Knight) and square,
/// then the side to move, the castle-move counters, River's trees and the variant.
struct Keys {
    pieces: [[u64; FRAME_SIZE]; 4],
    black_to_move: u64,
    castle_moves: [[u64; 3]; 2],
    trees: [u64; FRAME_SIZE],
    /// By [`Variant`] in declaration order. Variants share boards and start positions but not
    /// their rules or goals (Camelot and Anti value the same board oppositely), so a table that
    /// holds several variants' positions must tell them apart. Camelot's key is 0: its keys are
    /// those it had before variants existed.
    variants: [u64; Variant::ALL.len()],
}

const fn build(seed: u64) -> Keys {
    let mut state = seed;
    let mut keys = Keys {
        pieces: [[0; FRAME_SIZE]; 4],
        black_to_move: 0,
        castle_moves: [[0; 3]; 2],
        trees: [0; FRAME_SIZE],
        variants: [0; Variant::ALL.len()],
    };
    let mut kind = 0;
    while kind < 4 {
        let mut sq = 0;
        while sq < FRAME_SIZE {
            let (s, v) = splitmix(state);
            state = s;
            keys.pieces[kind][sq] = v;
            sq += 1;
        }
        kind += 1;
    }
    let (s, v) = splitmix(state);
    state = s;
    keys.black_to_move = v;
    let mut side = 0;
    while side < 2 {
        let mut used = 1; // 0 castle moves hashes as 0
        while used < 3 {
            let (s, v) = splitmix(state);
            state = s;
            keys.castle_moves[side][used] = v;
            used += 1;
        }
        side += 1;
    }
    let mut sq = 0;
    while sq < FRAME_SIZE {
        let (s, v) = splitmix(state);
        state = s;
        keys.trees[sq] = v;
        sq += 1;
    }
    let mut variant = 1; // Camelot hashes as 0
    while variant < Variant::ALL.len() {
        let (s, v) = splitmix(state);
        state = s;
        keys.variants[variant] = v;
        variant += 1;
    }
    keys
}

static KEYS: [Keys; 2] = [build(0x0C4A_3E10_7D15_2024), build(0x5EED_CA3E_1071_9B3D)];

/// A 128-bit position key: variant, board, side to move and castle moves used (not the
/// counters, which do not affect the moves).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Key {
    pub slot: u64,
    pub check: u64,
}

fn hash_with(keys: &Keys, pos: &Position) -> u64 {
    let mut h = keys.variants[pos.variant as usize];
    let groups: [Bitboard; 4] = [
        pos.occupied[0] & !pos.knights,
        pos.occupied[0] & pos.knights,
        pos.occupied[1] & !pos.knights,
        pos.occupied[1] & pos.knights,
    ];
    for (kind, group) in groups.iter().enumerate() {
        for sq in *group {
            h ^= keys.pieces[kind][sq.index()];
        }
    }
    if pos.side == Side::Black {
        h ^= keys.black_to_move;
    }
    for side in 0..2 {
        h ^= keys.castle_moves[side][usize::from(pos.castle_moves[side].min(2))];
    }
    for sq in pos.trees {
        h ^= keys.trees[sq.index()];
    }
    h
}

fn piece_kind(pos: &Position, side: Side, sq: Square) -> usize {
    2 * side.index() + usize::from(pos.knights.contains(sq))
}

fn delta_with(keys: &Keys, pos: &Position, mv: &Move) -> u64 {
    let us = pos.side;
    let mut h = keys.black_to_move;
    match *mv {
        Move::Piece { from, to, captured } => {
            let kind = piece_kind(pos, us, from);
            h ^= keys.pieces[kind][from.index()] ^ keys.pieces[kind][to.index()];
            for sq in captured {
                h ^= keys.pieces[piece_kind(pos, us.opponent(), sq)][sq.index()];
            }
            if pos.geometry().castle(us.opponent()).contains(from) {
                let side = us.index();
                let used = usize::from(pos.castle_moves[side].min(2));
                h ^= keys.castle_moves[side][used] ^ keys.castle_moves[side][(used + 1).min(2)];
            }
        }
        Move::Trees(trees) => {
            for sq in trees {
                h ^= keys.trees[sq.index()];
            }
        }
    }
    h
}

/// The key of the position after `mv` (see [`Position::play_move`]), from the key of `pos`.
pub(crate) fn after(key: Key, pos: &Position, mv: &Move) -> Key {
    Key {
        slot: key.slot ^ delta_with(&KEYS[0], pos, mv),
        check: key.check ^ delta_with(&KEYS[1], pos, mv),
    }
}

/// The key of a position.
pub(crate) fn key(pos: &Position) -> Key {
    Key {
        slot: hash_with(&KEYS[0], pos),
        check: hash_with(&KEYS[1], pos),
    }
}

impl Position {
    /// A 64-bit Zobrist key of the variant, the board (with trees), the side to move and the
    /// castle moves used; not the counters, which do not change the moves. Equal positions
    /// have equal keys; the same board in two variants has two (Camelot's are unchanged by
    /// the variant's part, which is 0).
    pub fn zobrist(&self) -> u64 {
        hash_with(&KEYS[0], self)
    }

    /// [`Position::zobrist`] of the position after `mv`, from this position's key, without
    /// making the move (a few table reads).
    #[inline]
    pub fn zobrist_after(&self, key: u64, mv: &Move) -> u64 {
        key ^ delta_with(&KEYS[0], self, mv)
    }
}
