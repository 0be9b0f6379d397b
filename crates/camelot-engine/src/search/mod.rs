//! The search: iterative deepening of a principal-variation alpha-beta search with aspiration
//! windows, a shared transposition table, move ordering (table move, captures by gain, castle
//! entries, killers, history), null-move pruning and late-move reductions where they are sound
//! for Camelot, and a quiescence search that respects the capture duty and looks at the
//! Knights' charges.
//!
//! Game ends are scored exactly at every node where the game has ended: a castle win, the
//! capture of every piece, a side without a legal move, by the rules of the position's variant;
//! a position that repeats or has 100 quiet plies behind it is a draw (either side may claim it
//! and the worse side will). Wins are `WIN - plies`, so the search prefers the shortest win and
//! the longest loss.
//!
//! This module holds what the threads share and one thread's state; the iterations and their
//! aspiration windows are in `deepening`, the alpha-beta and quiescence searches in
//! `alphabeta`, the move ordering in `ordering`.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use camelot_rules::{Move, MoveGenerator, Outcome, Position, Side, Status};

use crate::eval::{EvalCache, Planes, WeightSet, evaluate_on, evaluate_with};
use crate::score::{DRAW, Value, WIN};
use crate::tt::Table;

mod alphabeta;
mod deepening;
mod ordering;

/// Deepest ply a search reaches (the quiescence search included).
pub const MAX_PLY: usize = 128;

/// Where a search stops.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Iterations up to this depth.
    pub depth: Option<i32>,
    /// Stop after this many nodes (all threads together).
    pub nodes: Option<u64>,
    /// Stop after this many milliseconds.
    pub movetime_ms: Option<u64>,
}

/// The time since the search began, as the caller measures it: the library has no clock of its
/// own.
pub trait Elapsed: Sync {
    /// Milliseconds since the search began.
    fn elapsed_ms(&self) -> u64;

    /// Called by each searching thread every [`CHECKPOINT_NODES`] nodes. A caller whose
    /// searches share the machine with work that must not wait (a server answering requests)
    /// may hold the thread here for a moment; the search's time goes on counting meanwhile.
    fn checkpoint(&self) {}
}

/// How often (in nodes, about a quarter of a millisecond) a search offers its thread back to
/// the caller ([`Elapsed::checkpoint`]).
pub const CHECKPOINT_NODES: u64 = 256;

/// What every thread of one search shares.
pub struct Shared<'a> {
    /// The table (shared by every variant: a position's key names its variant).
    pub table: &'a Table,
    /// Set when every thread must stop (a limit reached, or the main thread done).
    pub stop: AtomicBool,
    /// Set by the caller to cancel the search.
    pub cancel: &'a AtomicBool,
    pub nodes: AtomicU64,
    pub elapsed: &'a dyn Elapsed,
    pub limits: Limits,
    pub weights: &'a WeightSet,
    /// Keys of the game's positions before the root, oldest first (for repetitions).
    pub history: &'a [u64],
    /// What a draw costs the side to move at the root, in hundredths of a Man (0: a draw is
    /// worth nothing to either side).
    pub contempt: Value,
}

/// The depths an iterative deepening visits: `start`, then every `step`-th ply after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deepening {
    pub start: i32,
    pub step: i32,
}

impl Deepening {
    /// Every depth from 1: the main thread's, and the only one a single thread can afford
    /// under a clock (two plies at a time, a cut-short search loses a whole two-ply iteration).
    pub const EVERY_PLY: Deepening = Deepening { start: 1, step: 1 };
}

/// One line found at the root.
#[derive(Clone, Debug)]
pub struct Line {
    pub value: Value,
    pub moves: Vec<Move>,
}

/// What an iteration found.
#[derive(Clone, Debug)]
pub struct Iteration {
    pub depth: i32,
    pub seldepth: usize,
    pub lines: Vec<Line>,
}

#[derive(Clone, Copy)]
struct RootMove {
    mv: Move,
    value: Value,
    previous: Value,
}

/// Whether the position at the end of `path` (the game's positions, then the searched line's;
/// the last `ply` of them after the root) counts as drawn by repetition. Only positions with
/// the same side to move, an even number of plies back and within the `quiet` plies since the
/// last capture or castle entry, can be the same. A position met once before within the
/// searched line is a draw: the side that steered back to it can do so again. One from before
/// the root must have been met twice there, since a claim needs the third time (CAMELOT.md
/// §5): taken at the second, the search would value a game that goes on as drawn.
fn repeats(path: &[u64], quiet: u32, ply: usize) -> bool {
    let Some((&key, before)) = path.split_last() else {
        return false;
    };
    let reach = (quiet as usize).min(before.len());
    let mut earlier = 0;
    for back in (2..=reach).step_by(2) {
        if before[before.len() - back] == key {
            if back <= ply {
                return true;
            }
            earlier += 1;
            if earlier == 2 {
                return true;
            }
        }
    }
    false
}

/// One search thread.
pub struct Searcher<'a> {
    shared: &'a Shared<'a>,
    generator: MoveGenerator,
    pub nodes: u64,
    /// Nodes not yet added to the shared count.
    pending: u64,
    seldepth: usize,
    killers: Vec<[u32; 2]>,
    history: Vec<i32>,
    /// Keys of the positions on the current line, the game's history first.
    path: Vec<u64>,
    moves: Vec<Vec<Move>>,
    scores: Vec<Vec<i32>>,
    /// Scratch for sorting a ply's moves: (score, index) keys and a copy of the moves.
    sort_keys: Vec<u64>,
    sort_moves: Vec<Move>,
    quiets: Vec<Vec<Move>>,
    pv: Vec<Vec<Move>>,
    root_moves: Vec<RootMove>,
    /// Root moves already given a line of their own this iteration (multi-PV).
    excluded: Vec<Move>,
    stopped: bool,
    /// Set while the first iteration runs: limits wait for it (a move searched one ply deep
    /// is always better than an unsearched one), only a cancel stops it.
    finishing: bool,
    /// Late-move reductions by depth and move number.
    lmr: Vec<[u8; 64]>,
    /// Static evaluations by position key.
    evals: EvalCache,
}

/// The value of a finished game at `ply` from the root, for the side to move there; a draw is
/// worth `draw`.
fn terminal(status: Status, stm: Side, ply: usize, draw: Value) -> Value {
    let won = WIN - ply as Value;
    match status.outcome {
        Outcome::Draw | Outcome::Ongoing => draw,
        Outcome::WhiteWins => {
            if stm == Side::White {
                won
            } else {
                -won
            }
        }
        Outcome::BlackWins => {
            if stm == Side::Black {
                won
            } else {
                -won
            }
        }
    }
}

impl<'a> Searcher<'a> {
    pub fn new(shared: &'a Shared<'a>) -> Searcher<'a> {
        let mut lmr = vec![[0u8; 64]; 64];
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (n, r) in row.iter_mut().enumerate().skip(1) {
                let v = 0.5 + (d as f64).ln() * (n as f64).ln() / 2.25;
                *r = v.max(0.0) as u8;
            }
        }
        Searcher {
            shared,
            generator: MoveGenerator::new(),
            nodes: 0,
            pending: 0,
            seldepth: 0,
            killers: vec![[0; 2]; MAX_PLY + 2],
            history: vec![0; 2 * 256 * 256],
            path: shared.history.to_vec(),
            moves: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(128)).collect(),
            scores: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(128)).collect(),
            sort_keys: Vec::with_capacity(256),
            sort_moves: Vec::with_capacity(256),
            quiets: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(64)).collect(),
            pv: vec![Vec::new(); MAX_PLY + 2],
            root_moves: Vec::new(),
            excluded: Vec::new(),
            stopped: false,
            finishing: false,
            lmr,
            evals: EvalCache::new(),
        }
    }

    /// The static evaluation of `pos` (whose key is `key`), from the cache when it is there.
    #[inline]
    fn evaluate_keyed(&mut self, pos: &Position, key: u64, planes: &Planes) -> Value {
        if let Some(v) = self.evals.get(key) {
            return v;
        }
        let v = evaluate_on(pos, planes, self.shared.weights);
        self.evals.put(key, v);
        v
    }

    fn evaluate(&self, pos: &Position) -> Value {
        evaluate_with(pos, self.shared.weights)
    }

    /// Counts a node and tells whether the search must stop.
    #[inline]
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        self.pending += 1;
        if self.pending.is_multiple_of(CHECKPOINT_NODES) {
            self.shared.elapsed.checkpoint();
        }
        if let Some(limit) = self.shared.limits.nodes {
            // Exact per thread, so that one thread with a node limit is deterministic.
            let total = self.shared.nodes.load(Ordering::Relaxed) + self.pending;
            if total >= limit {
                self.shared.stop.store(true, Ordering::Relaxed);
            }
        }
        if self.pending >= 1024 {
            self.shared.nodes.fetch_add(self.pending, Ordering::Relaxed);
            self.pending = 0;
            if let Some(ms) = self.shared.limits.movetime_ms
                && self.shared.elapsed.elapsed_ms() >= ms
            {
                self.shared.stop.store(true, Ordering::Relaxed);
            }
            if self.shared.cancel.load(Ordering::Relaxed) {
                self.shared.stop.store(true, Ordering::Relaxed);
            }
        }
        if self.shared.stop.load(Ordering::Relaxed)
            && (!self.finishing || self.shared.cancel.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Adds this thread's uncounted nodes to the shared count.
    pub fn flush_nodes(&mut self) {
        self.shared.nodes.fetch_add(self.pending, Ordering::Relaxed);
        self.pending = 0;
    }

    /// Whether the position at the end of the current line is drawn by repetition.
    fn repeats(&self, quiet: u32, ply: usize) -> bool {
        repeats(&self.path, quiet, ply)
    }

    fn no_move_value(&self, pos: &Position, ply: usize) -> Value {
        terminal(
            pos.no_move_status(),
            pos.side_to_move(),
            ply,
            self.draw(ply),
        )
    }

    /// A draw's value for the side to move `ply` plies from the root. The sides alternate ply
    /// by ply (a River side's tree placement is a ply too), so the root's side moves at the
    /// even plies and counts a draw as `-contempt`; its opponent gains what it loses.
    #[inline]
    fn draw(&self, ply: usize) -> Value {
        if ply.is_multiple_of(2) {
            DRAW - self.shared.contempt
        } else {
            DRAW + self.shared.contempt
        }
    }

    /// The value of the finished game `status` at `ply`, for the side to move there.
    #[inline]
    fn terminal(&self, status: Status, stm: Side, ply: usize) -> Value {
        terminal(status, stm, ply, self.draw(ply))
    }
}

#[cfg(test)]
mod tests {
    use super::repeats;

    #[test]
    fn repetitions_are_counted_among_the_same_side_to_moves_positions() {
        // 1 2 3 4 1: the root (1) comes back four plies into the search.
        assert!(repeats(&[1, 2, 3, 4, 1], 4, 4));
        // Once before the root is not yet a draw; twice is.
        assert!(!repeats(&[1, 2, 3, 4, 1], 4, 0));
        assert!(repeats(&[1, 2, 3, 4, 1, 2, 3, 4, 1], 8, 0));
        // An odd number of plies back is the other side to move: never the same position.
        assert!(!repeats(&[7, 1, 2, 1, 2, 7], 5, 5));
        // Beyond the last capture the board was another.
        assert!(!repeats(&[1, 2, 3, 4, 1], 3, 4));
        assert!(!repeats(&[], 0, 0));
    }
}
