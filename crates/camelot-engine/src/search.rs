//! The search: iterative deepening of a principal-variation alpha-beta search with aspiration
//! windows, a shared transposition table, move ordering (table move, captures by gain, castle
//! entries, killers, history), null-move pruning and late-move reductions where they are sound
//! for Camelot, and a quiescence search that respects the capture duty.
//!
//! Game ends are scored exactly at every node where the game has ended: a castle win, the
//! capture of every piece, a side without a legal move, by the rules of the position's variant;
//! a position that repeats or has 100 quiet plies behind it is a draw (either side may claim it
//! and the worse side will). Wins are `WIN - plies`, so the search prefers the shortest win and
//! the longest loss.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use camelot_rules::{Goal, Move, MoveGenerator, Outcome, Position, Side, Square, Status};

use crate::eval::{
    EvalCache, Planes, WeightSet, capture_duty_on, evaluate_on, evaluate_with, free_turn,
    no_castle_entry, no_charge_square, plain_step, sharp,
};
use crate::score::{DRAW, INFINITE, Value, WIN, WIN_BOUND, is_decisive};
use crate::tt::{Bound, Table, decode_quiet, encode};

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

/// The value of a finished game at `ply` from the root, for the side to move there.
fn terminal(status: Status, stm: Side, ply: usize) -> Value {
    let won = WIN - ply as Value;
    match status.outcome {
        Outcome::Draw | Outcome::Ongoing => DRAW,
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

/// Whether `mv` enters the castle of the side not to move.
#[inline]
fn enters_castle(pos: &Position, mv: &Move) -> bool {
    match mv {
        Move::Piece { from, to, .. } => {
            let castle = pos.board().castle(pos.side_to_move().opponent());
            castle.contains(*to) && !castle.contains(*from)
        }
        Move::Trees(_) => false,
    }
}

/// The table's move `code` for `pos` when it is a quiet move. The table checks its key on all
/// 64 bits, so the move was generated in this very position; the test here only keeps a key
/// collision from making an impossible one (a piece of the side to move going to an empty
/// square).
fn table_quiet(pos: &Position, code: u32) -> Option<Move> {
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
fn reorder(moves: &mut [Move], keys: &mut [u64], scratch: &mut Vec<Move>, ordered: usize) {
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
fn gain(pos: &Position, mv: &Move) -> i32 {
    let captured = mv.captured();
    let knights = (captured & pos.knights()).count() as i32;
    (captured.count() as i32 - knights) * 100 + knights * 160
}

const TT_MOVE: i32 = 4_000_000;
const CAPTURE: i32 = 2_000_000;
const ENTRY: i32 = 1_900_000;
const KILLER: i32 = 1_000_000;
const HISTORY_MAX: i32 = 16_384;

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

    /// Whether the position with `key` (at the end of the path) repeats an earlier one within
    /// the quiet plies behind it.
    fn repeats(&self, key: u64, quiet: u32) -> bool {
        let n = self.path.len();
        let reach = (quiet as usize).min(n);
        let mut i = 2;
        while i <= reach {
            if self.path[n - i] == key {
                return true;
            }
            i += 2;
        }
        false
    }

    fn history_index(side: Side, mv: &Move) -> usize {
        match mv {
            Move::Piece { from, to, .. } => (side.index() << 16) | history_slot(*from, *to),
            Move::Trees(_) => 0,
        }
    }

    /// Scores the moves of `ply` for ordering. A move's two squares are compared with the
    /// table's move and the killers before anything else: killers are quiet moves, whose code
    /// is their two squares, and the table's move needs its full code only when they match.
    fn order(&mut self, pos: &Position, ply: usize, tt_move: u32) {
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
    fn pick(&mut self, ply: usize, i: usize, searched: usize) {
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

    /// Generates and orders the moves of `ply` once `first` (the table's move, searched before
    /// the others were generated) did not cut, with `first` in place 0 where the ordering
    /// would have put it.
    fn generate_after(&mut self, pos: &Position, ply: usize, tt_move: u32, first: Move) {
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
    fn killer_first(&mut self, pos: &Position, planes: &Planes, ply: usize) -> Option<Move> {
        let mv = decode_quiet(self.killers[ply][0])?;
        let first = no_castle_entry(pos, planes)
            && self.generator.is_legal(pos, &mv)
            && (no_charge_square(pos, planes) || !self.generator.has_capture(pos));
        first.then_some(mv)
    }

    fn update_history(&mut self, side: Side, mv: &Move, bonus: i32) {
        let h = &mut self.history[Self::history_index(side, mv)];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }

    fn no_move_value(pos: &Position, ply: usize) -> Value {
        terminal(pos.no_move_status(), pos.side_to_move(), ply)
    }

    /// The quiescence search: captures when they are compulsory (no standing pat then), and
    /// otherwise the static evaluation, improved by the moves that can end the game at once.
    fn qsearch(
        &mut self,
        pos: &Position,
        key: u64,
        mut alpha: Value,
        beta: Value,
        ply: usize,
    ) -> Value {
        if self.visit() {
            return DRAW;
        }
        self.seldepth = self.seldepth.max(ply);
        self.pv[ply].clear();
        if let Some(status) = pos.decided_status() {
            return terminal(status, pos.side_to_move(), ply);
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(pos);
        }
        let goal = pos.variant().goal();
        let planes = Planes::of(pos);
        let duty = capture_duty_on(pos, &planes);
        let forced = match duty {
            Some(duty) => duty,
            None => pos.capture_required(),
        };
        let mut best;
        let mut moves = std::mem::take(&mut self.moves[ply]);
        moves.clear();
        if forced {
            self.generator.generate(pos, &mut moves);
            if moves.is_empty() {
                self.moves[ply] = moves;
                return Self::no_move_value(pos, ply);
            }
            best = -INFINITE;
        } else {
            let own = pos.piece_count(pos.side_to_move());
            // A side with few pieces may have no move at all: that ends the game.
            // (Without a duty or a piece in its own castle, any plain step is a move.)
            if (own <= 3 || goal != Goal::TwoSquareCastle)
                && !(duty == Some(false) && plain_step(pos, &planes))
                && !self.generator.has_move(pos)
            {
                self.moves[ply] = moves;
                return Self::no_move_value(pos, ply);
            }
            let stand = self.evaluate_keyed(pos, key, &planes);
            if stand >= beta {
                self.moves[ply] = moves;
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
            // Moves that can end the game at once: a second piece into the castle (one is
            // enough on Cam and Camette).
            let castle = pos.board().castle(pos.side_to_move().opponent());
            let near_win = match goal {
                Goal::TwoSquareCastle => !(pos.pieces(pos.side_to_move()) & castle).is_empty(),
                Goal::OneSquareCastle => true,
                Goal::Anti => false,
            };
            if near_win {
                self.generator.generate(pos, &mut moves);
                moves.retain(|m| enters_castle(pos, m));
            }
        }
        // Captures first by gain (each move's worked out once).
        if moves.len() > 1 {
            let keys = &mut self.sort_keys;
            keys.clear();
            keys.extend(moves.iter().map(|m| u64::from(!(gain(pos, m) as u32))));
            reorder(&mut moves, keys, &mut self.sort_moves, usize::MAX);
        }
        for mv in &moves {
            let child = pos.play_move(mv);
            let child_key = pos.zobrist_after(key, mv);
            let v = -self.qsearch(&child, child_key, -beta, -alpha, ply + 1);
            if self.stopped {
                self.moves[ply] = moves;
                return DRAW;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        self.moves[ply] = moves;
        best
    }

    /// The alpha-beta search of `pos` to `depth` plies.
    #[allow(clippy::too_many_lines, clippy::too_many_arguments)]
    fn search(
        &mut self,
        pos: &Position,
        key: u64,
        depth: i32,
        mut alpha: Value,
        mut beta: Value,
        ply: usize,
        null_ok: bool,
    ) -> Value {
        if depth <= 0 {
            return self.qsearch(pos, key, alpha, beta, ply);
        }
        if self.visit() {
            return DRAW;
        }
        self.seldepth = self.seldepth.max(ply);
        self.pv[ply].clear();
        let pv_node = beta - alpha > 1;
        let root = ply == 0;
        if !root {
            if let Some(status) = pos.decided_status() {
                return terminal(status, pos.side_to_move(), ply);
            }
            if pos.quiet_plies() >= 100 || self.repeats(key, pos.quiet_plies()) {
                return DRAW;
            }
            // No line from here can beat a win already certain nearer the root.
            alpha = alpha.max(-(WIN - ply as Value));
            beta = beta.min(WIN - ply as Value - 1);
            if alpha >= beta {
                return alpha;
            }
            if ply >= MAX_PLY - 2 {
                return self.evaluate(pos);
            }
        }
        let hit = self.shared.table.probe(key, ply);
        let tt_move = hit.map_or(0, |h| h.mv);
        // Without a move from the table, a deep search orders blindly: search it a ply
        // shallower (internal iterative reduction); the next iteration fills the table.
        let depth = if tt_move == 0 && depth >= 5 && !root {
            depth - 1
        } else {
            depth
        };
        if let Some(h) = hit
            && !pv_node
            && h.depth >= depth
        {
            let usable = match h.bound {
                Bound::Exact => true,
                Bound::Lower => h.value >= beta,
                Bound::Upper => h.value <= alpha,
            };
            if usable {
                return h.value;
            }
        }

        let planes = Planes::of(pos);
        // A free turn with a choice (see `free_turn`) has moves, not all captures: they are
        // generated only when the pruning below does not end the node first.
        let free = !root && free_turn(pos, &planes);
        let mut moves = std::mem::take(&mut self.moves[ply]);
        moves.clear();
        if !free {
            self.generator.generate(pos, &mut moves);
            if root && !self.excluded.is_empty() {
                moves.retain(|m| !self.excluded.contains(m));
            }
            if moves.is_empty() {
                self.moves[ply] = moves;
                return if root {
                    -INFINITE
                } else {
                    Self::no_move_value(pos, ply)
                };
            }
        }
        let forced = !free && moves.iter().all(Move::is_capture);
        let goal = pos.variant().goal();
        let sharp = sharp(pos);
        // In the two-square castle goal late quiet moves are reduced even where a game end may
        // be near (they are still never pruned there), but only with 7 plies or more left:
        // a win of up to 6 plies is still found at the depth of its length (the tactical
        // suite's contract), a longer one may be found an iteration later. Without reductions
        // a Camelot ending where one side has two or three pieces left was searched full
        // width: after a sacrifice on `bench`'s last position, depth 13 took 36 M nodes.
        // (Cam, sharp throughout as Camette and the anti goals are, played no better with
        // reductions: BENCHMARKS.md.)
        let reduce_sharp = goal == Goal::TwoSquareCastle && depth >= 7;
        // The evaluation serves only the pruning below, which leaves PV nodes and captures
        // under duty alone: there it is not worked out at all.
        let prunable = !pv_node && !forced;
        let stand = if prunable {
            self.evaluate_keyed(pos, key, &planes)
        } else {
            -INFINITE
        };
        let own = pos.piece_count(pos.side_to_move());

        if prunable && !is_decisive(beta) {
            // Reverse futility: far above beta near the leaves (not where a short forced win
            // may be hiding).
            if depth <= 3 && !sharp && stand - 120 * depth >= beta {
                self.moves[ply] = moves;
                return stand;
            }
            // Null move: give the opponent a free move; if that still fails high, so will the
            // real moves. Unsound where having to move can hurt: with few pieces, and in the
            // anti goals (there the side without a move wins).
            if null_ok
                && depth >= 3
                && stand >= beta
                && own >= 5
                && goal != Goal::Anti
                && !pos.in_placement_phase()
            {
                let null = pos.with_side_to_move(pos.side_to_move().opponent());
                let null_key = null.zobrist();
                let r = 3 + depth / 4;
                self.path.push(null_key);
                let v = -self.search(
                    &null,
                    null_key,
                    depth - 1 - r,
                    -beta,
                    -beta + 1,
                    ply + 1,
                    false,
                );
                self.path.pop();
                if self.stopped {
                    self.moves[ply] = moves;
                    return DRAW;
                }
                if v >= beta {
                    self.moves[ply] = moves;
                    return if is_decisive(v) { beta } else { v };
                }
            }
        }

        // A free turn's quiet move from the table, or else its first killer where the order
        // would put it first, is searched before the moves are generated: at a cut node it
        // usually cuts, and the generation is saved.
        let staged = if !free {
            None
        } else if tt_move != 0 {
            table_quiet(pos, tt_move)
        } else {
            self.killer_first(pos, &planes, ply)
        };
        if let Some(mv) = staged {
            moves.push(mv);
            self.scores[ply].clear();
            self.scores[ply].push(TT_MOVE);
            self.moves[ply] = moves;
        } else {
            if free {
                self.generator.generate(pos, &mut moves);
                debug_assert!(moves.len() >= 2 && !moves.iter().all(Move::is_capture));
            }
            self.moves[ply] = moves;
            self.order(pos, ply, tt_move);
        }
        // At the root, the previous iteration's best move first.
        if root {
            let roots = &self.root_moves;
            let moves = &self.moves[0];
            let scores = &mut self.scores[0];
            for (s, mv) in scores.iter_mut().zip(moves.iter()) {
                if roots.iter().any(|r| r.mv == *mv && r.previous == INFINITE) {
                    *s = 8_000_000;
                }
            }
        }
        let mut count = self.moves[ply].len();
        // A forced reply (one move) is searched one ply deeper: the line is narrow and often
        // decides the game. (A free turn has two moves or more.)
        let extension = i32::from(staged.is_none() && count == 1 && ply < 2 * MAX_PLY / 3);
        let mut best = -INFINITE;
        let mut best_move: Option<Move> = None;
        let original_alpha = alpha;
        let side = pos.side_to_move();
        let mut quiets_tried = std::mem::take(&mut self.quiets[ply]);
        quiets_tried.clear();
        // How many moves late-move pruning (below) may let through in order.
        let searched = if !pv_node && !forced && !sharp && depth <= 4 {
            (3 + depth * depth) as usize
        } else {
            usize::MAX
        };
        for i in 0.. {
            if i == 1
                && let Some(first) = staged
            {
                self.generate_after(pos, ply, tt_move, first);
                count = self.moves[ply].len();
            }
            if i >= count {
                break;
            }
            self.pick(ply, i, searched);
            let mv = self.moves[ply][i];
            let capture = mv.is_capture();
            let quiet = !capture && !enters_castle(pos, &mv);
            if !pv_node
                && !forced
                && !sharp
                && quiet
                && i > 0
                && !is_decisive(alpha)
                && best > -WIN_BOUND
            {
                // Late quiet moves near the leaves are not worth a look. Nor are quiet moves
                // when even a good one could not lift the evaluation to alpha (futility).
                if i >= searched || (depth <= 2 && stand + 90 * depth + 60 <= alpha) {
                    // Nothing searched from here on changes the test, so once every move left
                    // is quiet the rest is skipped at once: in the sorted places (all of them
                    // without a late-move limit) captures and castle entries, scored above
                    // every quiet move, came first; past them, the last sorted place says.
                    let rest_quiet = i < searched || {
                        let last = self.moves[ply][searched - 1];
                        !last.is_capture() && !enters_castle(pos, &last)
                    };
                    if rest_quiet {
                        break;
                    }
                    continue;
                }
            }
            let child = pos.play_move(&mv);
            let child_key = pos.zobrist_after(key, &mv);
            self.path.push(child_key);
            let new_depth = depth - 1 + extension;
            // Only a child searched a ply deep or more probes the table. The quiescence search
            // never does, and loading its bucket anyway cost a tenth of the speed with a 64 MB
            // table (measured in commit 194194d).
            if new_depth > 0 {
                self.shared.table.prefetch(child_key);
            }
            let v = if i == 0 {
                -self.search(&child, child_key, new_depth, -beta, -alpha, ply + 1, true)
            } else {
                let mut r = 0;
                if depth >= 3
                    && quiet
                    && !forced
                    && (!sharp || reduce_sharp)
                    && i >= if pv_node { 4 } else { 2 }
                {
                    r = i32::from(self.lmr[(depth as usize).min(63)][i.min(63)]);
                    if pv_node {
                        r -= 1;
                    }
                    r = r.clamp(0, new_depth - 1);
                }
                let mut v = -self.search(
                    &child,
                    child_key,
                    new_depth - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                );
                if v > alpha && r > 0 {
                    v = -self.search(
                        &child,
                        child_key,
                        new_depth,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        true,
                    );
                }
                if v > alpha && v < beta {
                    v = -self.search(&child, child_key, new_depth, -beta, -alpha, ply + 1, true);
                }
                v
            };
            self.path.pop();
            if self.stopped {
                self.quiets[ply] = quiets_tried;
                return DRAW;
            }
            if root {
                if let Some(r) = self.root_moves.iter_mut().find(|r| r.mv == mv) {
                    r.value = if i == 0 || v > alpha { v } else { -INFINITE };
                }
            }
            if v > best {
                best = v;
                best_move = Some(mv);
                if v > alpha {
                    alpha = v;
                    let mut line = std::mem::take(&mut self.pv[ply]);
                    line.clear();
                    line.push(mv);
                    line.extend_from_slice(&self.pv[ply + 1]);
                    self.pv[ply] = line;
                    if v >= beta {
                        if quiet {
                            let code = encode(&mv);
                            let k = &mut self.killers[ply];
                            if k[0] != code {
                                k[1] = k[0];
                                k[0] = code;
                            }
                            let bonus = (depth * depth).min(400);
                            self.update_history(side, &mv, bonus);
                            for q in &quiets_tried {
                                self.update_history(side, q, -bonus);
                            }
                        }
                        break;
                    }
                }
            }
            if quiet {
                quiets_tried.push(mv);
            }
        }
        self.quiets[ply] = quiets_tried;
        if best == -INFINITE {
            // Every move was pruned: fall back on the evaluation.
            best = stand.max(alpha.min(original_alpha));
        }
        if !root || self.excluded.is_empty() {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            let code = best_move.map_or(0, |m| encode(&m));
            self.shared.table.store(key, ply, code, best, depth, bound);
        }
        best
    }

    /// Iterative deepening from `root` over the depths of `deepening` until the limits stop
    /// it; `report` hears of every finished iteration. `multipv` lines are searched (the best
    /// first).
    pub fn iterate(
        &mut self,
        root: &Position,
        multipv: usize,
        deepening: Deepening,
        report: &mut dyn FnMut(&Iteration),
    ) -> Option<Iteration> {
        let key = root.zobrist();
        let mut moves = Vec::new();
        self.generator.generate(root, &mut moves);
        if moves.is_empty() || root.decided_status().is_some() {
            return None;
        }
        self.root_moves = moves
            .iter()
            .map(|&mv| RootMove {
                mv,
                value: -INFINITE,
                previous: 0,
            })
            .collect();
        self.path.push(key);
        let max_depth = self
            .shared
            .limits
            .depth
            .unwrap_or(MAX_PLY as i32 - 8)
            .min(MAX_PLY as i32 - 8);
        let lines_wanted = multipv.clamp(1, moves.len());
        let mut last: Option<Iteration> = None;
        let mut previous_best = 0;
        let mut before_previous = None;
        let mut depth = deepening.start.max(1);
        while depth <= max_depth {
            self.seldepth = 0;
            self.finishing = depth == 1;
            self.excluded.clear();
            let mut lines = Vec::new();
            for k in 0..lines_wanted {
                // Aspiration windows for the main line. The value can swing between odd and
                // even depths (the side to move at the leaves alternates), so the window is
                // centred between the last two iterations' values and spans their difference:
                // centred on the last value alone, most iterations failed and were searched
                // twice when the evaluation still gave the side to move a bonus.
                let (mut lo, mut hi, mut delta) = match before_previous {
                    Some(before)
                        if k == 0
                            && depth >= 4
                            && !is_decisive(previous_best)
                            && !is_decisive(before) =>
                    {
                        let centre = (before + previous_best) / 2;
                        let half = 20 + (before - previous_best).abs() / 2;
                        (centre - half, centre + half, half)
                    }
                    _ => (-INFINITE, INFINITE, 0),
                };
                let value = loop {
                    let v = self.search(root, key, depth, lo, hi, 0, false);
                    if self.stopped {
                        break v;
                    }
                    if v <= lo && lo > -INFINITE {
                        lo = (lo - delta).max(-INFINITE);
                        delta *= 2;
                    } else if v >= hi && hi < INFINITE {
                        hi = (hi + delta).min(INFINITE);
                        delta *= 2;
                    } else {
                        break v;
                    }
                    if delta > 1000 {
                        lo = -INFINITE;
                        hi = INFINITE;
                    }
                };
                if self.stopped {
                    break;
                }
                let line = self.pv[0].clone();
                let Some(&first) = line.first() else {
                    break;
                };
                if k == 0 {
                    before_previous = Some(previous_best);
                    previous_best = value;
                }
                self.excluded.push(first);
                lines.push(Line { value, moves: line });
            }
            self.finishing = false;
            self.excluded.clear();
            for r in &mut self.root_moves {
                r.previous = r.value;
            }
            if let Some(first) = lines.first() {
                let mv = first.moves[0];
                if let Some(r) = self.root_moves.iter_mut().find(|r| r.mv == mv) {
                    r.previous = INFINITE;
                }
            }
            if lines.len() == lines_wanted {
                let it = Iteration {
                    depth,
                    seldepth: self.seldepth,
                    lines,
                };
                report(&it);
                last = Some(it);
            } else if let (Some(prev), Some(line)) = (last.as_mut(), lines.first())
                && line.moves.first() != prev.lines[0].moves.first()
                && line.value > prev.lines[0].value
            {
                // An unfinished iteration that already found a better first move.
                prev.lines[0] = line.clone();
            }
            if self.stopped {
                break;
            }
            // A proven result does not change with depth.
            if let Some(it) = &last
                && is_decisive(it.lines[0].value)
                && depth as Value > WIN - it.lines[0].value.abs()
            {
                break;
            }
            depth += deepening.step.max(1);
        }
        self.path.pop();
        self.flush_nodes();
        last
    }

    /// Values every root move with a full-window search to `depth` (for the weaker levels,
    /// which pick among them).
    pub fn value_root_moves(&mut self, root: &Position, depth: i32) -> Vec<(Move, Value)> {
        let key = root.zobrist();
        let mut moves = Vec::new();
        self.generator.generate(root, &mut moves);
        self.path.push(key);
        let mut out = Vec::with_capacity(moves.len());
        for mv in moves {
            let child = root.play_move(&mv);
            let child_key = root.zobrist_after(key, &mv);
            self.path.push(child_key);
            let v = -self.search(&child, child_key, depth - 1, -INFINITE, INFINITE, 1, true);
            self.path.pop();
            if self.stopped {
                break;
            }
            out.push((mv, v));
        }
        self.path.pop();
        self.flush_nodes();
        out
    }
}
