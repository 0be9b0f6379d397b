//! Counting the moves of sibling positions (the children of one perft node) against a
//! per-piece baseline, recounting only the pieces a move could affect.

use crate::bitboard::Bitboard;
use crate::geometry::NONE;
use crate::position::Position;
use crate::square::Square;

use super::tables::Tables;
use super::{Board, Counter, Mode, Scratch, count_moves, piece_moves};

/// What one piece contributes to the move count of a position, and which squares it depends
/// on (see [`Baseline`]).
#[derive(Clone, Copy)]
struct PieceCount {
    from: Square,
    count: u64,
    /// Squares whose change (emptied or filled) may change `count`; `None`: always recount.
    depends_on: Option<Bitboard>,
}

/// Move counts of the side to move, piece by piece, for counting the moves of many positions
/// that differ from this one only by an opponent's non-capturing move (the children of one
/// perft node, counted as if the opponent had moved).
///
/// Such a move leaves the counted side's pieces where they are and changes two squares (one
/// emptied, one filled). A piece's count stays the same unless one of them is a square it
/// depends on: a Man's plain steps look at its neighbours, its canter reach at the reached
/// squares and at the squares a canter step could land on (beyond a friendly piece); a
/// Knight's canter rule also looks at the enemies around each reached square, so a Knight
/// depends on everything within two steps of its square and of each reached square; a Knight
/// that can charge is always recounted (jump chains reach far). A Castle Move depends on the
/// other castle square. The move can also create a capture duty, which is checked directly:
/// then, and after captures, the position is counted in full.
pub(crate) struct Baseline {
    pieces: Vec<PieceCount>,
    tables: Tables,
}

impl Baseline {
    /// The baseline of `pos` (side to move as given), or `None` when the turn is not a free
    /// one (capture duty or a piece in its own castle): those are counted in full.
    pub(crate) fn new(pos: &Position, scratch: &mut Scratch) -> Option<Baseline> {
        if pos.in_placement_phase() {
            return None;
        }
        let board = Board::new(pos);
        if !(board.own & board.own_castle).is_empty() {
            return None;
        }
        scratch.tables.build_jumps(&board);
        if !(board.own & !board.opp_castle & scratch.tables.jump_squares).is_empty() {
            return None;
        }
        scratch.tables.build_canter(&board);
        let mut pieces = Vec::with_capacity(16);
        for from in board.own & !board.opp_castle {
            let mut counter = Counter(0);
            let _ = piece_moves(&board, from, Mode::Free, true, scratch, &mut counter);
            let knight = board.knights.contains(from);
            let t = &scratch.tables;
            let reach = if t.canter_dirs[from.index()] == 0 {
                Bitboard::EMPTY
            } else {
                t.canter_reach(&board, from, Bitboard::EMPTY)
            };
            let charges = knight
                && !(reach & t.jump_squares_for(&board, from) & !board.opp_castle).is_empty();
            let depends_on = if charges {
                None
            } else if knight {
                // The Knight canter rule looks at the enemies around every reached square.
                Some(
                    reach
                        .iter()
                        .fold(board.geo.near(from), |acc, sq| acc | board.geo.near(sq)),
                )
            } else {
                // A Man's moves change only if a neighbour of its square, a reached square,
                // or a square a canter step could land on (beyond a friendly piece) changes.
                let mut friends = board.own;
                friends.remove(from);
                let mut deps = board.geo.adjacent(from) | reach;
                for sq in std::iter::once(from).chain(reach) {
                    let i = sq.index();
                    for d in 0..8 {
                        if friends.has_index(board.geo.step[i][d]) {
                            // Both tables agree: a friend next to `sq` means the leap exists
                            // or runs off the board (NONE).
                            let landing = board.geo.leap[i][d];
                            if landing != NONE {
                                deps.insert_index(landing);
                            }
                        }
                    }
                }
                Some(deps)
            };
            pieces.push(PieceCount {
                from,
                count: counter.0,
                depends_on,
            });
        }
        if pos.castle_moves[pos.side.index()] < 2 {
            for from in board.own & board.opp_castle {
                let partner = board.geo.castle_partner(from);
                let free = partner.is_some_and(|p| board.empty.contains(p));
                pieces.push(PieceCount {
                    from,
                    count: u64::from(free),
                    depends_on: partner.map(Bitboard::from_square),
                });
            }
        }
        Some(Baseline {
            pieces,
            tables: scratch.tables.clone(),
        })
    }

    /// Number of distinct legal moves of `child`: the baseline position after the opponent's
    /// move of a piece from `moved_from` to `moved_to` without capture, with the side to move
    /// unchanged (ignores the game status, like [`count_moves`]).
    pub(crate) fn count(
        &self,
        child: &Position,
        moved_from: Square,
        moved_to: Square,
        scratch: &mut Scratch,
    ) -> u64 {
        let board = Board::new(child);
        // A capture duty can only come from the two changed squares: a piece next to the
        // arrived enemy with an empty square behind it, or a jump landing on the vacated
        // square.
        let movers = board.own & !board.opp_castle;
        for &(a, b) in board.geo.axes(moved_to.index() as u8) {
            // Jumping over the arrived piece, from one side of it to the other.
            if (movers.has_index(a) && board.empty.has_index(b))
                || (movers.has_index(b) && board.empty.has_index(a))
            {
                return count_moves(child, scratch);
            }
        }
        let row = board.geo.leap_row(moved_from.index() as u8);
        for k in 0..usize::from(row.n).min(8) {
            // Jumping onto the vacated square.
            if board.enemy.has_index(row.over[k]) && movers.has_index(row.to[k]) {
                return count_moves(child, scratch);
            }
        }
        let changed = Bitboard::from_square(moved_from) | Bitboard::from_square(moved_to);
        let mut total = 0;
        // Tables for recounting: the baseline's canter table, patched for the changed squares
        // on first use (Knights then check jumps on their reached squares directly).
        let mut patched = false;
        for piece in &self.pieces {
            match piece.depends_on {
                Some(deps) if (deps & changed).is_empty() => total += piece.count,
                _ if board.opp_castle.contains(piece.from) => {
                    let free = board
                        .geo
                        .castle_partner(piece.from)
                        .is_some_and(|p| board.empty.contains(p));
                    total += u64::from(free);
                }
                _ => {
                    if !patched {
                        scratch.tables.clone_from(&self.tables);
                        scratch.tables.patch_canter(&board, changed);
                        patched = true;
                    }
                    let mut counter = Counter(0);
                    let _ =
                        piece_moves(&board, piece.from, Mode::Free, true, scratch, &mut counter);
                    total += counter.0;
                }
            }
        }
        total
    }
}
