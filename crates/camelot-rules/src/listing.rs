//! Legal-move listings with canonical paths (contract §6 "move identity").
//!
//! For each distinct move the canonical path is the valid path with the fewest steps, then the
//! smallest path string. Two facts make this a shortest-path search rather than an enumeration
//! of every path:
//!
//! * the rest of a move depends only on where the piece stands and what it has captured, and
//! * among paths with the same number of steps that reach the same square, the smaller string
//!   stays smaller whatever follows (neither can be a proper prefix of the other, because both
//!   end with the same square name).
//!
//! So a breadth-first search keeping, per search state, the best `(steps, string)` prefix finds
//! the canonical path of every move. The states are the canter squares (a shortest canter route
//! never revisits a square) and the jump states `(square, captured set)`, searched layer by
//! layer (a jump state with `k` captures is always `k` jump steps into the jump part).

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use crate::bitboard::Bitboard;
use crate::movegen::{Board, Mode, Turn, free_tree_squares, jump_from};
use crate::path::{Mark, Path};
use crate::position::Position;
use crate::square::Square;

/// A legal move: its canonical path, what it does and the position it leads to. For a River
/// placement the path is the three tree squares (`C2,D2,I2`), `from` and `to` are its first
/// and last square, and nothing is captured.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LegalMove {
    /// The canonical path of the move.
    pub path: Path,
    /// Where the moving piece starts.
    pub from: Square,
    /// Where it ends.
    pub to: Square,
    /// The captured pieces' squares, in the order the canonical path captures them.
    pub captures: Vec<Square>,
    /// The position after the move (counters updated).
    pub result: Position,
}

/// A path prefix under construction: its steps and its printed form (for comparisons).
#[derive(Clone)]
struct Prefix {
    steps: Vec<(Mark, Square)>,
    text: String,
    captures: Vec<Square>,
}

impl Prefix {
    fn origin(sq: Square) -> Prefix {
        Prefix {
            steps: Vec::new(),
            text: sq.to_string(),
            captures: Vec::new(),
        }
    }

    fn then(&self, mark: Mark, sq: Square, captured: Option<Square>) -> Prefix {
        let mut next = self.clone();
        next.steps.push((mark, sq));
        next.text.push(mark.as_char());
        next.text.push_str(&sq.to_string());
        if let Some(c) = captured {
            next.captures.push(c);
        }
        next
    }

    /// Canonical order of two prefixes that reach the same search state.
    fn better_than(&self, other: &Prefix) -> bool {
        (self.steps.len(), &self.text) < (other.steps.len(), &other.text)
    }
}

/// Shortest canter routes from `from`, with the canonical (smallest) string per square.
/// Returns the best prefix for every square the canter reaches (`None` elsewhere).
fn canter_routes(board: &Board, from: Square, knight_rule: bool) -> Vec<Option<Prefix>> {
    let mut best: Vec<Option<Prefix>> = vec![None; crate::square::FRAME_SIZE];
    let mut friends = board.own;
    friends.remove(from);
    let mut empty = board.empty;
    empty.insert(from);
    let mut visited = Bitboard::from_square(from);
    let mut layer: Vec<(Square, Prefix)> = vec![(from, Prefix::origin(from))];
    while !layer.is_empty() {
        let mut next: HashMap<Square, Prefix> = HashMap::new();
        for (sq, prefix) in &layer {
            for leap in board.geo.leaps(*sq) {
                let to = leap.to;
                if !friends.contains(leap.over) || !empty.contains(to) || visited.contains(to) {
                    continue;
                }
                if board.own_castle.contains(to) {
                    continue;
                }
                if knight_rule
                    && !board.opp_castle.contains(to)
                    && jump_from(board.geo, to, board.enemy, empty)
                {
                    continue;
                }
                let candidate = prefix.then(Mark::Move, to, None);
                match next.entry(to) {
                    Entry::Vacant(v) => {
                        v.insert(candidate);
                    }
                    Entry::Occupied(mut o) => {
                        if candidate.better_than(o.get()) {
                            o.insert(candidate);
                        }
                    }
                }
            }
        }
        let mut new_layer = Vec::with_capacity(next.len());
        for (sq, prefix) in next {
            visited.insert(sq);
            if let Some(slot) = best.get_mut(sq.index()) {
                *slot = Some(prefix.clone());
            }
            if !board.opp_castle.contains(sq) {
                new_layer.push((sq, prefix));
            }
        }
        layer = new_layer;
    }
    best
}

fn finish(
    pos: &Position,
    from: Square,
    to: Square,
    prefix: Prefix,
    captured: Bitboard,
) -> Option<LegalMove> {
    Some(LegalMove {
        path: Path::new(from, prefix.steps)?,
        from,
        to,
        captures: prefix.captures,
        result: pos.after(from, to, captured),
    })
}

/// The capturing moves of the piece that left `from`, from the given jump-part start squares
/// with their best prefixes.
fn capture_moves(
    pos: &Position,
    board: &Board,
    from: Square,
    seeds: Vec<(Square, Prefix)>,
    out: &mut Vec<LegalMove>,
) {
    let mut empty_base = board.empty;
    empty_base.insert(from);
    let mut layer: HashMap<(Square, Bitboard), Prefix> = seeds
        .into_iter()
        .map(|(sq, prefix)| ((sq, Bitboard::EMPTY), prefix))
        .collect();
    while !layer.is_empty() {
        let mut next: HashMap<(Square, Bitboard), Prefix> = HashMap::new();
        for ((sq, captured), prefix) in layer {
            if !captured.is_empty() && board.opp_castle.contains(sq) {
                out.extend(finish(pos, from, sq, prefix, captured));
                continue;
            }
            let enemy = board.enemy & !captured;
            let empty = empty_base | captured;
            let mut any = false;
            for leap in board.geo.leaps(sq) {
                if !enemy.contains(leap.over) || !empty.contains(leap.to) {
                    continue;
                }
                any = true;
                let mut next_captured = captured;
                next_captured.insert(leap.over);
                let candidate = prefix.then(Mark::Jump, leap.to, Some(leap.over));
                match next.entry((leap.to, next_captured)) {
                    Entry::Vacant(v) => {
                        v.insert(candidate);
                    }
                    Entry::Occupied(mut o) => {
                        if candidate.better_than(o.get()) {
                            o.insert(candidate);
                        }
                    }
                }
            }
            if !any && !captured.is_empty() {
                out.extend(finish(pos, from, sq, prefix, captured));
            }
        }
        layer = next;
    }
}

/// Every legal move of the piece on `from` in `mode`, with canonical paths (unsorted).
fn piece_listing(
    pos: &Position,
    board: &Board,
    from: Square,
    mode: Mode,
    out: &mut Vec<LegalMove>,
) {
    let knight = board.knights.contains(from);
    let free = mode == Mode::Free;
    let mut seeds: Vec<(Square, Prefix)> = Vec::new();
    if !free {
        seeds.push((from, Prefix::origin(from)));
    }
    if knight {
        let mut empty = board.empty;
        empty.insert(from);
        let routes = canter_routes(board, from, false);
        for (i, route) in routes.into_iter().enumerate() {
            if let Some(prefix) = route
                && let Some(sq) = Square::from_index(i)
                && !board.opp_castle.contains(sq)
                && jump_from(board.geo, sq, board.enemy, empty)
            {
                seeds.push((sq, prefix));
            }
        }
    }
    if free {
        let plain = board.geo.adjacent(from) & board.empty & !board.own_castle;
        for to in plain {
            out.extend(finish(
                pos,
                from,
                to,
                Prefix::origin(from).then(Mark::Move, to, None),
                Bitboard::EMPTY,
            ));
        }
        let routes = canter_routes(board, from, knight);
        for (i, route) in routes.into_iter().enumerate() {
            if let Some(prefix) = route
                && let Some(to) = Square::from_index(i)
                && !plain.contains(to)
            {
                out.extend(finish(pos, from, to, prefix, Bitboard::EMPTY));
            }
        }
    }
    if !seeds.is_empty() {
        capture_moves(pos, board, from, seeds, out);
    }
}

/// Every legal move of the side to move (or of the piece on `only`), with canonical paths,
/// sorted by path string. Ignores the game status.
pub(crate) fn list(pos: &Position, only: Option<Square>) -> Vec<LegalMove> {
    if pos.in_placement_phase() {
        return placements(pos);
    }
    let board = Board::new(pos);
    let turn = Turn::of(&board);
    let mut out = Vec::new();
    for (from, mode) in turn.movers(&board) {
        if only.is_some_and(|o| o != from) {
            continue;
        }
        piece_listing(pos, &board, from, mode, &mut out);
    }
    if turn.castle_moves_allowed() && pos.castle_moves[pos.side.index()] < 2 {
        for from in board.own & board.opp_castle {
            if only.is_some_and(|o| o != from) {
                continue;
            }
            if let Some(to) = board
                .geo
                .castle_partner(from)
                .filter(|t| board.empty.contains(*t))
            {
                out.extend(finish(
                    pos,
                    from,
                    to,
                    Prefix::origin(from).then(Mark::Move, to, None),
                    Bitboard::EMPTY,
                ));
            }
        }
    }
    out.sort_by_cached_key(|m| m.path.to_string());
    out
}

/// The placement of trees on three squares, as a legal move of `pos`.
pub(crate) fn placement_move(pos: &Position, trees: Bitboard) -> Option<LegalMove> {
    let path = Path::placement(trees)?;
    let squares: Vec<Square> = path.squares().collect();
    Some(LegalMove {
        from: *squares.first()?,
        to: *squares.last()?,
        path,
        captures: Vec::new(),
        result: pos.after_placement(trees),
    })
}

/// River: every placement of the side to move's three trees, sorted by path string.
fn placements(pos: &Position) -> Vec<LegalMove> {
    let free: Vec<Square> = free_tree_squares(pos).iter().collect();
    let mut out = Vec::new();
    for (i, &a) in free.iter().enumerate() {
        for (j, &b) in free.iter().enumerate().skip(i + 1) {
            for &c in free.iter().skip(j + 1) {
                let trees: Bitboard = [a, b, c].into_iter().collect();
                out.extend(placement_move(pos, trees));
            }
        }
    }
    out.sort_by_cached_key(|m| m.path.to_string());
    out
}
