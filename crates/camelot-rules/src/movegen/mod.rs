//! Fast legal-move generation (contract §3–§4) without paths.
//!
//! A move is identified by the moving piece and the resulting position, which are fixed by the
//! piece's origin, its final square and the set of captured pieces. The generator reports
//! non-capturing moves as one destination set per piece (every destination is a distinct move)
//! and each capturing move once per `(origin, final square, captured set)`; that is all perft
//! and the game status need. Canonical paths are found separately by [`crate::listing`], which
//! follows exactly the same rules using the same primitives.
//!
//! Nothing here allocates per step: squares and captured sets are bitboards, the canter
//! searches keep the squares left to visit in a bitboard or a stack array, and the jump search
//! reuses the buffers of a [`Scratch`] (its table of seen states grows only for a position
//! with more capture sequences than any before it).

use std::ops::ControlFlow;

mod baseline;
mod tables;

pub(crate) use baseline::Baseline;
use tables::Tables;

use crate::bitboard::Bitboard;
use crate::geometry::Geometry;
use crate::position::Position;
use crate::square::Square;

/// Receives the moves found by [`generate`].
pub(crate) trait Visitor {
    /// Non-capturing moves of the piece on `from` to each square of `to`: plain moves, canter
    /// moves and Castle Moves, each square a distinct move.
    fn quiet(&mut self, from: Square, to: Bitboard) -> ControlFlow<()>;
    /// One capturing move (jump sequence or Knight's Charge), reported once per
    /// `(from, to, captured)`.
    fn capture(&mut self, from: Square, to: Square, captured: Bitboard) -> ControlFlow<()>;
    /// One placement of River's three trees on `trees`.
    fn placement(&mut self, trees: Bitboard) -> ControlFlow<()>;
}

/// Whether a jump step is available from `sq`: an adjacent `enemy` piece with an `empty`
/// square right behind it.
#[inline]
pub(crate) fn jump_from(geo: &Geometry, sq: Square, enemy: Bitboard, empty: Bitboard) -> bool {
    jump_from_index(geo, sq.index() as u8, enemy, empty)
}

/// [`jump_from`] on a raw square index.
#[inline]
fn jump_from_index(geo: &Geometry, sq: u8, enemy: Bitboard, empty: Bitboard) -> bool {
    let mut near = enemy & geo.adjacent[usize::from(sq)];
    while let Some(over) = near.pop_first_index() {
        if beyond(sq, over).is_some_and(|to| empty.has_index(to)) {
            return true;
        }
    }
    false
}

/// The square number a leap from `sq` over its neighbour `over` lands on, if it is on the
/// frame's grid at all: a leap is twice the step. Past the board's side it lands on a spare
/// column, which is in no set of board squares. (Looking only at the enemy pieces next to
/// `sq`, usually none or one, costs less than trying the eight leaps in turn; taken in order of
/// square number they come in the order of the directions.)
#[inline]
fn beyond(sq: u8, over: u8) -> Option<u8> {
    u8::try_from(2 * i16::from(over) - i16::from(sq)).ok()
}

/// The board as seen by the side to move.
#[derive(Clone, Copy)]
pub(crate) struct Board {
    pub geo: &'static Geometry,
    pub own: Bitboard,
    pub enemy: Bitboard,
    pub empty: Bitboard,
    pub knights: Bitboard,
    pub own_castle: Bitboard,
    pub opp_castle: Bitboard,
}

impl Board {
    pub(crate) fn new(pos: &Position) -> Board {
        let own = pos.pieces(pos.side);
        let enemy = pos.pieces(pos.side.opponent());
        let geo = pos.geometry();
        Board {
            geo,
            own,
            enemy,
            // River's river squares are off its board and its trees stand on squares: neither
            // is ever empty, so nothing lands there, and neither holds a piece to leap over.
            empty: pos.board().squares() & !(own | enemy | pos.trees),
            knights: pos.knights,
            own_castle: geo.castle(pos.side),
            opp_castle: geo.castle(pos.side.opponent()),
        }
    }

    /// Whether the piece on `sq` has a jump step available right now.
    #[inline]
    pub(crate) fn can_jump(&self, sq: Square) -> bool {
        jump_from(self.geo, sq, self.enemy, self.empty)
    }

    /// Whether the side to move is under the capture duty (§4): some piece not standing in
    /// the opponent's castle has a jump step available. (Not used while a piece stands in its
    /// own castle: that duty replaces this one.)
    pub(crate) fn capture_duty(&self) -> bool {
        !(self.own & !self.opp_castle & tables::jump_squares(self)).is_empty()
    }

    /// Squares a piece on `from` reaches by one or more canter steps (§3 rule 1, rule 4,
    /// rule 5). With `knight_rule`, squares from which a jump step would be available cannot
    /// be landed on (§3 rule 3), except squares of the opponent's castle.
    ///
    /// The canter never revisits a square (origin included); a breadth-first search reaches
    /// every such square by a shortest route, which never revisits.
    pub(crate) fn canter_reach(&self, from: Square, knight_rule: bool) -> Bitboard {
        let origin = from.index() as u8;
        let mut friends = self.own;
        friends.remove_index(origin);
        // Landing squares not yet visited; the own castle is never a canter landing (rule 5).
        let mut open = self.empty & !self.own_castle;
        let mut empty = self.empty;
        empty.insert_index(origin);
        let mut reached = Bitboard::EMPTY;
        let mut todo = Bitboard::from_square(from);
        while let Some(sq) = todo.pop_first_index() {
            let mut near = friends & self.geo.adjacent[usize::from(sq)];
            while let Some(over) = near.pop_first_index() {
                let Some(to) = beyond(sq, over) else {
                    continue;
                };
                if !open.has_index(to) {
                    continue;
                }
                open.remove_index(to);
                if self.opp_castle.has_index(to) {
                    // Entering the opponent's castle ends the move (§3 rule 4).
                    reached.insert_index(to);
                    continue;
                }
                if knight_rule && jump_from_index(self.geo, to, self.enemy, empty) {
                    continue;
                }
                reached.insert_index(to);
                todo.insert_index(to);
            }
        }
        reached
    }

    /// Squares of `reach` (a canter reach of `from`) from which a Knight that left `from`
    /// could start jumping: the possible start squares of a Knight's Charge.
    pub(crate) fn charge_starts(&self, from: Square, reach: Bitboard) -> Bitboard {
        let mut empty = self.empty;
        empty.insert(from);
        (reach & !self.opp_castle)
            .iter()
            .filter(|&sq| jump_from(self.geo, sq, self.enemy, empty))
            .collect()
    }
}

/// The moves of one piece, as the rules of the current turn allow them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    /// Only capturing moves (capture duty, or a piece leaving its own castle that can jump).
    CapturesOnly,
    /// Non-capturing moves and, for a Knight, optional charges.
    Free,
}

/// What the turn allows: which pieces move and how.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Turn {
    /// A piece stands in its own castle: only pieces there move (§4 own castle).
    LeaveOwnCastle(Bitboard),
    /// Capture duty: every capturing move of every piece outside the opponent's castle.
    CaptureDuty,
    /// No duty: every move, including Castle Moves.
    Free,
}

impl Turn {
    pub(crate) fn of(board: &Board) -> Turn {
        let in_own_castle = board.own & board.own_castle;
        if !in_own_castle.is_empty() {
            Turn::LeaveOwnCastle(in_own_castle)
        } else if board.capture_duty() {
            Turn::CaptureDuty
        } else {
            Turn::Free
        }
    }

    /// The pieces that may move this turn, each with its mode; Castle Moves are separate
    /// ([`Turn::castle_moves_allowed`]).
    pub(crate) fn movers(self, board: &Board) -> impl Iterator<Item = (Square, Mode)> + '_ {
        let (pieces, duty) = match self {
            Turn::LeaveOwnCastle(p) => (p, None),
            Turn::CaptureDuty => (board.own & !board.opp_castle, Some(Mode::CapturesOnly)),
            Turn::Free => (board.own & !board.opp_castle, Some(Mode::Free)),
        };
        pieces.into_iter().map(move |sq| {
            let mode = duty.unwrap_or_else(|| {
                if board.can_jump(sq) {
                    Mode::CapturesOnly
                } else {
                    Mode::Free
                }
            });
            (sq, mode)
        })
    }

    /// Whether a Castle Move may be made this turn (given the side has one left).
    pub(crate) fn castle_moves_allowed(self) -> bool {
        matches!(self, Turn::Free)
    }
}

/// A set of jump-search states `(square, captured)`: a flat table with open addressing, kept
/// at most half full, that forgets only the slots it filled. A jump search in a game position
/// inserts about a dozen states (contrived positions need thousands: the table grows). A list
/// searched linearly, with a general-purpose hash set for the overflow, cost the engine 3 % of
/// its instructions more (`BENCHMARKS.md`): the scans, and the keyed hash for the one insert in
/// fourteen that overflowed.
pub(crate) struct StateSet {
    /// `NO_STATE` in the square marks a free slot.
    slots: Vec<(u8, Bitboard)>,
    /// The slots filled since the last clear.
    filled: Vec<usize>,
}

/// The square number of a free slot: a place on a spare column, never a square.
const NO_STATE: u8 = u8::MAX;

impl Default for StateSet {
    fn default() -> StateSet {
        StateSet {
            slots: vec![(NO_STATE, Bitboard::EMPTY); 256],
            filled: Vec::with_capacity(128),
        }
    }
}

impl StateSet {
    fn clear(&mut self) {
        for &k in &self.filled {
            self.slots[k].0 = NO_STATE;
        }
        self.filled.clear();
    }

    /// The first slot to probe for `state` in a table of `len` slots (a power of two).
    #[inline]
    fn home(state: &(u8, Bitboard), len: usize) -> usize {
        let [a, b, c, d] = state.1.words();
        let mixed =
            (a ^ b.rotate_left(16) ^ c.rotate_left(32) ^ d.rotate_left(48)) ^ u64::from(state.0);
        let h = mixed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> 32) as usize & (len - 1)
    }

    /// Adds a state; `false` when it was already there.
    #[inline]
    fn insert(&mut self, state: (u8, Bitboard)) -> bool {
        if 2 * (self.filled.len() + 1) > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut k = Self::home(&state, self.slots.len());
        loop {
            let slot = &mut self.slots[k];
            if slot.0 == NO_STATE {
                *slot = state;
                self.filled.push(k);
                return true;
            }
            if *slot == state {
                return false;
            }
            k = (k + 1) & mask;
        }
    }

    /// Doubles the table, keeping its states.
    #[cold]
    fn grow(&mut self) {
        let states: Vec<(u8, Bitboard)> = self.filled.iter().map(|&k| self.slots[k]).collect();
        self.slots = vec![(NO_STATE, Bitboard::EMPTY); 2 * self.slots.len()];
        self.filled.clear();
        for state in states {
            self.insert(state);
        }
    }
}

/// Reusable buffers for the generator.
#[derive(Default)]
pub(crate) struct Scratch {
    stack: Vec<(u8, Bitboard)>,
    seen: StateSet,
    tables: Tables,
}

/// Runs the jump search of the piece that left `from`, starting on each square of `seeds`
/// with nothing captured yet, and reports every distinct final `(square, captured set)`.
///
/// Jump steps may land on squares visited before (§3 rule 1) and on the mover's own castle
/// (rule 5); the piece keeps jumping while it can (rule 2) unless it entered the opponent's
/// castle (rule 4). A state `(square, captured)` fixes the rest of the move, so each is
/// expanded once and each final state reported once.
fn jump_search<V: Visitor>(
    board: &Board,
    from: Square,
    seeds: Bitboard,
    scratch: &mut Scratch,
    visitor: &mut V,
) -> ControlFlow<()> {
    scratch.stack.clear();
    scratch.seen.clear();
    // Distinct seeds are distinct states, and so are the states one jump from them: the
    // square landed on and the piece jumped fix the seed (two steps back along the line).
    // Only a state with two captures or more can be reached by two routes (the same pieces
    // jumped in another order), so only those are remembered.
    for seed in seeds {
        scratch.stack.push((seed.index() as u8, Bitboard::EMPTY));
    }
    let mut empty_base = board.empty;
    empty_base.insert(from);
    while let Some((sq, captured)) = scratch.stack.pop() {
        if !captured.is_empty() && board.opp_castle.has_index(sq) {
            report(from, sq, captured, visitor)?;
            continue;
        }
        let enemy = board.enemy & !captured;
        let empty = empty_base | captured;
        let mut near = enemy & board.geo.adjacent[usize::from(sq)];
        let mut any = false;
        while let Some(over) = near.pop_first_index() {
            let Some(to) = beyond(sq, over) else {
                continue;
            };
            if empty.has_index(to) {
                any = true;
                let mut next_captured = captured;
                next_captured.insert_index(over);
                let state = (to, next_captured);
                if captured.is_empty() || scratch.seen.insert(state) {
                    scratch.stack.push(state);
                }
            }
        }
        if !any && !captured.is_empty() {
            report(from, sq, captured, visitor)?;
        }
    }
    ControlFlow::Continue(())
}

#[inline]
fn report<V: Visitor>(
    from: Square,
    to: u8,
    captured: Bitboard,
    visitor: &mut V,
) -> ControlFlow<()> {
    match Square::from_index(usize::from(to)) {
        Some(to) => visitor.capture(from, to, captured),
        None => ControlFlow::Continue(()),
    }
}

/// Generates the moves of the piece on `from` in `mode`.
fn piece_moves<V: Visitor>(
    board: &Board,
    from: Square,
    mode: Mode,
    use_tables: bool,
    scratch: &mut Scratch,
    visitor: &mut V,
) -> ControlFlow<()> {
    let knight = board.knights.contains(from);
    let free = mode == Mode::Free;
    let mut seeds = Bitboard::EMPTY;
    if !free {
        // A piece that must capture jumps from where it stands; the shared tables tell at
        // once whether it can (a seed without a jump would find nothing).
        let tables = &scratch.tables;
        if !use_tables || !tables.jumps_valid || tables.can_jump_from(from) {
            seeds.insert(from);
        }
    }
    if knight || free {
        let (reach, starts, jumps) = if use_tables {
            let t = &scratch.tables;
            let reach = if t.canter_dirs[from.index()] == 0 {
                Bitboard::EMPTY
            } else {
                t.canter_reach(board, from, Bitboard::EMPTY)
            };
            let jumps = if !knight || reach.is_empty() {
                Bitboard::EMPTY
            } else if t.jumps_valid {
                t.jump_squares_for(board, from) & !board.opp_castle
            } else {
                // Only the reached squares matter: check them one by one.
                board.charge_starts(from, reach)
            };
            (reach, reach & jumps, jumps)
        } else {
            let reach = board.canter_reach(from, false);
            let starts = if knight {
                board.charge_starts(from, reach)
            } else {
                Bitboard::EMPTY
            };
            (reach, starts, Bitboard::EMPTY)
        };
        seeds |= starts;
        if free {
            let canter = if starts.is_empty() {
                // No square of the reach offers a jump, so the Knight canter rule removes
                // nothing.
                reach
            } else if use_tables {
                scratch.tables.canter_reach(board, from, jumps)
            } else {
                board.canter_reach(from, true)
            };
            let plain = board.geo.adjacent(from) & board.empty & !board.own_castle;
            let quiet = plain | canter;
            if !quiet.is_empty() {
                visitor.quiet(from, quiet)?;
            }
        }
    }
    if !seeds.is_empty() {
        jump_search(board, from, seeds, scratch, visitor)?;
    }
    ControlFlow::Continue(())
}

/// Generates every legal move of the side to move, or only those of the piece on `only`.
///
/// Does not look at the game status: the caller decides whether a finished game has moves.
pub(crate) fn generate<V: Visitor>(
    pos: &Position,
    only: Option<Square>,
    scratch: &mut Scratch,
    visitor: &mut V,
) -> ControlFlow<()> {
    if pos.in_placement_phase() {
        return placements(pos, visitor);
    }
    let board = Board::new(pos);
    // The shared tables pay off when several pieces are searched; they also give the capture
    // duty at once.
    let use_tables = only.is_none() && (board.own & board.own_castle).is_empty();
    let turn = if use_tables {
        let tables = &mut scratch.tables;
        tables.build_jumps(&board);
        let turn = if (board.own & !board.opp_castle & tables.jump_squares).is_empty() {
            Turn::Free
        } else {
            Turn::CaptureDuty
        };
        // Under the capture duty only Knights canter (to start a charge).
        if matches!(turn, Turn::Free) || !(board.own & board.knights).is_empty() {
            tables.build_canter(&board);
        }
        turn
    } else {
        Turn::of(&board)
    };
    if use_tables {
        // Every piece outside the castle it attacks moves in the same mode. Under the capture
        // duty the tables name the pieces that can capture: those that can jump where they
        // stand, and Knights (which may charge); only those are looked at.
        let mut pieces = board.own & !board.opp_castle;
        let mode = if matches!(turn, Turn::CaptureDuty) {
            pieces &= scratch.tables.jump_squares | board.knights;
            Mode::CapturesOnly
        } else {
            Mode::Free
        };
        for from in pieces {
            piece_moves(&board, from, mode, true, scratch, visitor)?;
        }
    } else {
        for (from, mode) in turn.movers(&board) {
            if only.is_some_and(|o| o != from) {
                continue;
            }
            piece_moves(&board, from, mode, false, scratch, visitor)?;
        }
    }
    if turn.castle_moves_allowed() && pos.castle_moves[pos.side.index()] < 2 {
        for from in board.own & board.opp_castle {
            if only.is_some_and(|o| o != from) {
                continue;
            }
            if let Some(to) = board.geo.castle_partner(from)
                && board.empty.contains(to)
            {
                visitor.quiet(from, Bitboard::from_square(to))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// River: the free tree squares of the side to move, where it may place its trees.
pub(crate) fn free_tree_squares(pos: &Position) -> Bitboard {
    pos.board().tree_squares(pos.side)
        & !(pos.pieces(crate::side::Side::White) | pos.pieces(crate::side::Side::Black) | pos.trees)
}

/// Every placement of three trees on free tree squares of the side to move.
fn placements<V: Visitor>(pos: &Position, visitor: &mut V) -> ControlFlow<()> {
    let free: Vec<Square> = free_tree_squares(pos).iter().collect();
    for (i, &a) in free.iter().enumerate() {
        for (j, &b) in free.iter().enumerate().skip(i + 1) {
            for &c in free.iter().skip(j + 1) {
                let trees = Bitboard::from_square(a) | Bitboard::from_square(b);
                visitor.placement(trees | Bitboard::from_square(c))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Counts distinct moves.
pub(crate) struct Counter(pub u64);

impl Visitor for Counter {
    #[inline]
    fn quiet(&mut self, _from: Square, to: Bitboard) -> ControlFlow<()> {
        self.0 += u64::from(to.count());
        ControlFlow::Continue(())
    }
    #[inline]
    fn capture(&mut self, _: Square, _: Square, _: Bitboard) -> ControlFlow<()> {
        self.0 += 1;
        ControlFlow::Continue(())
    }
    #[inline]
    fn placement(&mut self, _: Bitboard) -> ControlFlow<()> {
        self.0 += 1;
        ControlFlow::Continue(())
    }
}

/// Stops at the first move.
struct AnyMove;

impl Visitor for AnyMove {
    fn quiet(&mut self, _: Square, to: Bitboard) -> ControlFlow<()> {
        if to.is_empty() {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    }
    fn capture(&mut self, _: Square, _: Square, _: Bitboard) -> ControlFlow<()> {
        ControlFlow::Break(())
    }
    fn placement(&mut self, _: Bitboard) -> ControlFlow<()> {
        ControlFlow::Break(())
    }
}

/// Collects every distinct move.
pub(crate) struct Collector<'a>(pub &'a mut Vec<Move>);

/// A legal move as the generator finds it, without its path: the identity of the move and all
/// that making it needs. Cheap to copy; [`Position::play_move`] makes it and
/// [`Position::path_of`] writes its canonical path.
///
/// [`Position::play_move`]: crate::Position::play_move
/// [`Position::path_of`]: crate::Position::path_of
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Move {
    /// A piece moves from `from` to `to`, capturing the pieces on `captured` (none for a plain
    /// move, a canter or a Castle Move).
    Piece {
        /// The moving piece's square.
        from: Square,
        /// Where it ends.
        to: Square,
        /// The squares of the pieces it captures.
        captured: Bitboard,
    },
    /// River: the side to move places its three trees.
    Trees(Bitboard),
}

impl Move {
    /// Whether the move captures.
    #[inline]
    pub fn is_capture(&self) -> bool {
        matches!(self, Move::Piece { captured, .. } if !captured.is_empty())
    }

    /// The captured squares (empty for a non-capture or a placement).
    #[inline]
    pub fn captured(&self) -> Bitboard {
        match self {
            Move::Piece { captured, .. } => *captured,
            Move::Trees(_) => Bitboard::EMPTY,
        }
    }
}

impl Visitor for Collector<'_> {
    fn quiet(&mut self, from: Square, to: Bitboard) -> ControlFlow<()> {
        for sq in to {
            self.0.push(Move::Piece {
                from,
                to: sq,
                captured: Bitboard::EMPTY,
            });
        }
        ControlFlow::Continue(())
    }
    fn capture(&mut self, from: Square, to: Square, captured: Bitboard) -> ControlFlow<()> {
        self.0.push(Move::Piece { from, to, captured });
        ControlFlow::Continue(())
    }
    fn placement(&mut self, trees: Bitboard) -> ControlFlow<()> {
        self.0.push(Move::Trees(trees));
        ControlFlow::Continue(())
    }
}

/// Stops at one given move.
struct Finder(Move);

impl Visitor for Finder {
    fn quiet(&mut self, from: Square, to: Bitboard) -> ControlFlow<()> {
        match self.0 {
            Move::Piece {
                from: f,
                to: t,
                captured,
            } if f == from && captured.is_empty() && to.contains(t) => ControlFlow::Break(()),
            _ => ControlFlow::Continue(()),
        }
    }
    fn capture(&mut self, from: Square, to: Square, captured: Bitboard) -> ControlFlow<()> {
        if self.0 == (Move::Piece { from, to, captured }) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
    fn placement(&mut self, trees: Bitboard) -> ControlFlow<()> {
        if self.0 == Move::Trees(trees) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

/// Whether `mv` is a legal move of `pos` (ignoring the game status). A non-capturing move is
/// checked without listing any other move: the turn's obligations, then the one piece's reach.
pub(crate) fn is_legal(pos: &Position, mv: &Move, scratch: &mut Scratch) -> bool {
    match *mv {
        Move::Piece { from, to, captured } if captured.is_empty() => {
            !pos.in_placement_phase() && quiet_is_legal(pos, from, to)
        }
        Move::Piece { from, .. } => generate(pos, Some(from), scratch, &mut Finder(*mv)).is_break(),
        Move::Trees(_) => generate(pos, None, scratch, &mut Finder(*mv)).is_break(),
    }
}

/// Whether the side to move has a capturing move (ignoring the game status). On a free turn,
/// where only a Knight's Charge can capture, only the Knights' canters are searched.
pub(crate) fn has_capture(pos: &Position, scratch: &mut Scratch) -> bool {
    if pos.in_placement_phase() {
        return false;
    }
    let board = Board::new(pos);
    match Turn::of(&board) {
        Turn::CaptureDuty => true,
        Turn::LeaveOwnCastle(_) => generate(pos, None, scratch, &mut AnyCapture).is_break(),
        Turn::Free => charges(&board).next().is_some(),
    }
}

/// On a free turn, each Knight (outside the castle it attacks) that can charge, with the squares
/// its charges can start from; Knights are looked at one by one, as the caller asks.
fn charges(board: &Board) -> impl Iterator<Item = (Square, Bitboard)> + '_ {
    (board.own & board.knights & !board.opp_castle)
        .into_iter()
        .map(|knight| {
            let reach = board.canter_reach(knight, false);
            (knight, board.charge_starts(knight, reach))
        })
        .filter(|(_, starts)| !starts.is_empty())
}

/// Every capturing move of the side to move (ignoring the game status), as [`generate`] lists
/// them. On a free turn, where only a Knight's Charge can capture, only the Knights' canters
/// and the jumps from where they land are searched: a search's leaves look at the charges
/// without listing the quiet moves.
pub(crate) fn generate_captures<V: Visitor>(
    pos: &Position,
    scratch: &mut Scratch,
    visitor: &mut V,
) -> ControlFlow<()> {
    if pos.in_placement_phase() {
        return ControlFlow::Continue(());
    }
    let board = Board::new(pos);
    match Turn::of(&board) {
        Turn::Free => {
            for (knight, starts) in charges(&board) {
                jump_search(&board, knight, starts, scratch, visitor)?;
            }
            ControlFlow::Continue(())
        }
        _ => generate(pos, None, scratch, &mut CapturesOf(visitor)),
    }
}

/// Passes on only the capturing moves.
struct CapturesOf<'a, V>(&'a mut V);

impl<V: Visitor> Visitor for CapturesOf<'_, V> {
    fn quiet(&mut self, _: Square, _: Bitboard) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    fn capture(&mut self, from: Square, to: Square, captured: Bitboard) -> ControlFlow<()> {
        self.0.capture(from, to, captured)
    }
    fn placement(&mut self, _: Bitboard) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

/// Stops at the first capturing move.
struct AnyCapture;

impl Visitor for AnyCapture {
    fn quiet(&mut self, _: Square, _: Bitboard) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    fn capture(&mut self, _: Square, _: Square, _: Bitboard) -> ControlFlow<()> {
        ControlFlow::Break(())
    }
    fn placement(&mut self, _: Bitboard) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

/// Whether the piece on `from` may move to `to` without capturing, as [`generate`] would list
/// it (outside River's placements).
fn quiet_is_legal(pos: &Position, from: Square, to: Square) -> bool {
    let board = Board::new(pos);
    if !board.own.contains(from) || !board.empty.contains(to) {
        return false;
    }
    let turn = Turn::of(&board);
    let movable = match turn {
        Turn::LeaveOwnCastle(pieces) => pieces.contains(from) && !board.can_jump(from),
        Turn::CaptureDuty => false,
        Turn::Free => !board.opp_castle.contains(from),
    };
    if !movable {
        // A piece in the castle it attacks makes only Castle Moves, on a free turn.
        return matches!(turn, Turn::Free)
            && board.opp_castle.contains(from)
            && pos.castle_moves[pos.side.index()] < 2
            && board.geo.castle_partner(from) == Some(to);
    }
    if board.own_castle.contains(to) {
        return false;
    }
    // A plain step, or a canter (with the Knight canter rule for a Knight).
    board.geo.adjacent(from).contains(to)
        || board
            .canter_reach(from, board.knights.contains(from))
            .contains(to)
}

/// Whether the side to move has at least one legal move (ignoring the game status).
pub(crate) fn has_legal_move(pos: &Position) -> bool {
    has_legal_move_with(pos, &mut Scratch::default())
}

/// [`has_legal_move`] with the caller's buffers.
pub(crate) fn has_legal_move_with(pos: &Position, scratch: &mut Scratch) -> bool {
    generate(pos, None, scratch, &mut AnyMove).is_break()
}

/// Number of distinct legal moves (ignoring the game status).
pub(crate) fn count_moves(pos: &Position, scratch: &mut Scratch) -> u64 {
    if pos.in_placement_phase() {
        let n = u64::from(free_tree_squares(pos).count());
        return n * n.saturating_sub(1) * n.saturating_sub(2) / 6;
    }
    let mut counter = Counter(0);
    let _ = generate(pos, None, scratch, &mut counter);
    counter.0
}

#[cfg(test)]
mod tests {
    use super::StateSet;
    use crate::bitboard::Bitboard;
    use crate::square::Square;

    #[test]
    fn state_set_keeps_each_state_once_through_growth_and_clears() {
        let squares: Vec<Square> = Square::all().collect();
        let states: Vec<(u8, Bitboard)> = squares
            .iter()
            .flat_map(|&a| {
                squares.iter().take(8).map(move |&b| {
                    (
                        a.index() as u8,
                        Bitboard::from_square(a) | Bitboard::from_square(b),
                    )
                })
            })
            .collect();
        assert!(states.len() > 1000, "enough to grow the table a few times");
        let mut set = StateSet::default();
        for round in 0..2 {
            for &s in &states {
                assert!(set.insert(s), "round {round}: new state refused");
            }
            for &s in &states {
                assert!(!set.insert(s), "round {round}: state taken twice");
            }
            set.clear();
        }
        assert!(set.insert(states[0]));
    }
}
