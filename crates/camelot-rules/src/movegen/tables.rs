//! Per-position tables shared by all pieces of the side to move, so that counting the moves of
//! many pieces does not repeat the same neighbour checks.

use crate::bitboard::Bitboard;
use crate::geometry::NONE;
use crate::square::Square;

use super::Board;

/// Runs `$body!(d, −offset, −2 × offset)` for each direction `d` of
/// [`DIRECTIONS`](crate::geometry::DIRECTIONS), with its square-number offset (file delta +
/// 16 × rank delta) as constants, so that every shift is a constant one.
macro_rules! each_direction {
    ($body:ident) => {
        $body!(0, 17, 34);
        $body!(1, 16, 32);
        $body!(2, 15, 30);
        $body!(3, 1, 2);
        $body!(4, -1, -2);
        $body!(5, -15, -30);
        $body!(6, -16, -32);
        $body!(7, -17, -34);
    };
}

/// The squares from which a jump step is available on `board`: an enemy piece next to them and
/// an empty square right behind it. Two shifts a direction.
pub(super) fn jump_squares(board: &Board) -> Bitboard {
    let (enemy, empty) = (board.enemy, board.empty);
    let mut squares = Bitboard::EMPTY;
    macro_rules! jump {
        ($d:expr, $minus:expr, $minus_two:expr) => {
            squares |= enemy.shift::<{ $minus }>() & empty.shift::<{ $minus_two }>();
        };
    }
    each_direction!(jump);
    squares & board.geo.squares
}

/// Per-position tables shared by all pieces of the side to move.
///
/// * `canter_dirs[s]`: the directions `d` in which a canter step from `s` is possible as far
///   as the position goes: a friendly piece on `s + d` and a landable square (empty, outside
///   the mover's own castle) on `s + 2d`. A piece's canter search then only tries those
///   directions, and skips a step over its own origin (empty once it has left).
/// * `jump_squares`: squares from which a jump step is available (an enemy next to it and an
///   empty square behind); a moving piece's own origin, empty during its move, adds the
///   squares two steps away from it beyond an enemy ([`Tables::jump_squares_for`]).
#[derive(Clone)]
pub(crate) struct Tables {
    pub(super) canter_dirs: [u8; 256],
    pub(super) jump_squares: Bitboard,
    /// Whether `jump_squares` describes the current board (false after a patch).
    pub(super) jumps_valid: bool,
    landable: Bitboard,
}

impl Default for Tables {
    fn default() -> Tables {
        Tables {
            canter_dirs: [0; 256],
            jump_squares: Bitboard::EMPTY,
            jumps_valid: false,
            landable: Bitboard::EMPTY,
        }
    }
}

impl Tables {
    /// Updates the canter table of a board whose friendly pieces are unchanged but whose
    /// `changed` squares were emptied or filled (by an opponent's non-capturing move).
    pub(super) fn patch_canter(&mut self, board: &Board, changed: Bitboard) {
        self.jumps_valid = false;
        self.landable = board.empty & !board.own_castle;
        for x in changed {
            let x = x.index();
            let is_landable = self.landable.has_index(x as u8);
            for d in 0..8 {
                // A canter from s in direction d lands on x over the square between.
                let s = board.geo.leap[x][7 - d];
                let over = board.geo.step[x][7 - d];
                if s == NONE || !board.own.has_index(over) {
                    continue;
                }
                if is_landable {
                    self.canter_dirs[usize::from(s)] |= 1 << d;
                } else {
                    self.canter_dirs[usize::from(s)] &= !(1 << d);
                }
            }
        }
    }

    /// Rebuilds the canter table for `board`.
    pub(super) fn build_canter(&mut self, board: &Board) {
        self.canter_dirs = [0; 256];
        self.landable = board.empty & !board.own_castle;
        let (own, landable) = (board.own, self.landable);
        // Squares with a friendly piece one step away in direction d and a landable square
        // two steps away: one shift each (see `Bitboard::shift`).
        macro_rules! canter {
            ($d:expr, $minus:expr, $minus_two:expr) => {
                let starts = own.shift::<{ $minus }>() & landable.shift::<{ $minus_two }>();
                starts.for_each_index(|s| self.canter_dirs[usize::from(s)] |= 1 << $d);
            };
        }
        each_direction!(canter);
    }

    /// Rebuilds the jump squares for `board`.
    pub(super) fn build_jumps(&mut self, board: &Board) {
        self.jump_squares = jump_squares(board);
        self.jumps_valid = true;
    }

    /// Whether the piece on `from` can make a jump step now (valid while `jumps_valid`).
    #[inline]
    pub(super) fn can_jump_from(&self, from: Square) -> bool {
        self.jump_squares.contains(from)
    }

    /// Squares from which a piece that left `from` could jump (its origin counts as empty).
    pub(super) fn jump_squares_for(&self, board: &Board, from: Square) -> Bitboard {
        let origin = from.index() as u8;
        let mut squares = self.jump_squares;
        // Leaps that land on the origin: from s = origin + 2d over an enemy on origin + d.
        let mut near = board.enemy & board.geo.adjacent[usize::from(origin)];
        while let Some(over) = near.pop_first_index() {
            if let Some(s) = super::beyond(origin, over)
                && board.geo.squares.has_index(s)
            {
                squares.insert_index(s);
            }
        }
        squares
    }

    /// Canter reach of the piece on `from` (see [`Board::canter_reach`]); `blocked` are
    /// squares a canter may not land on (the Knight canter rule), never including the
    /// opponent's castle.
    pub(super) fn canter_reach(&self, board: &Board, from: Square, blocked: Bitboard) -> Bitboard {
        let origin = from.index() as u8;
        let mut open = self.landable & !blocked;
        let mut reached = Bitboard::EMPTY;
        // Squares to expand, each pushed once (when reached): a square number fits a `u8`, and
        // so does their count. The reach is the same in any order of expansion.
        let mut todo = [0u8; 256];
        todo[0] = origin;
        let mut pending: u8 = 1;
        while pending > 0 {
            pending -= 1;
            let sq = todo[usize::from(pending)];
            let mut dirs = self.canter_dirs[usize::from(sq)];
            while dirs != 0 {
                let d = dirs.trailing_zeros() as usize;
                dirs &= dirs - 1;
                let over = board.geo.step[usize::from(sq)][d & 7];
                let to = board.geo.leap[usize::from(sq)][d & 7];
                if over == origin || !open.has_index(to) {
                    continue;
                }
                open.remove_index(to);
                reached.insert_index(to);
                if !board.opp_castle.has_index(to) {
                    todo[usize::from(pending)] = to;
                    pending += 1;
                }
            }
        }
        reached
    }
}

#[cfg(test)]
mod tests {
    use crate::geometry::DIRECTIONS;

    #[test]
    fn offsets_are_the_directions() {
        let mut seen = [false; 8];
        macro_rules! check {
            ($d:expr, $minus:expr, $minus_two:expr) => {
                let (df, dr) = DIRECTIONS[$d];
                let (minus, minus_two): (i32, i32) = ($minus, $minus_two);
                let offset = i32::from(df) + 16 * i32::from(dr);
                assert_eq!(minus + offset, 0, "direction {}", $d);
                assert_eq!(minus_two, minus * 2);
                seen[$d] = true;
            };
        }
        each_direction!(check);
        assert!(seen.iter().all(|&s| s));
    }
}
