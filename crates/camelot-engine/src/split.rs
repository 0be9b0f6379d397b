//! Sharing a node's moves between threads (young brothers wait).
//!
//! Lazy SMP alone left two threads walking the same subtrees in step: a depth came little
//! sooner with two threads than with one. Here a thread that has searched the first move of a
//! node deep enough, without a cut, and sees another thread idle, offers the node's other moves
//! as a split point. Idle threads join it, and every thread in it takes the moves one at a
//! time and searches each with the window the node has reached by then. A move that cuts ends
//! the split: the others' searches below it stop. The threads share the transposition table and
//! the history scores, and have their own killers.
//!
//! A thread whose split still has helpers at work when its own moves run out helps them, but
//! only in splits below its own (the "helpful master"): it must be free again the moment its
//! split is done.

use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use camelot_rules::{Move, Position};

use crate::score::{INFINITE, Value};

/// What a thread needs to search the moves of a split.
pub struct Task {
    pub pos: Position,
    pub key: u64,
    pub ply: usize,
    pub depth: i32,
    /// The children's depth (the node's forced-reply extension included).
    pub new_depth: i32,
    pub beta: Value,
    pub pv_node: bool,
    pub forced: bool,
    pub sharp: bool,
    /// Opened in the first iteration, which only a cancel stops: so are its helpers.
    pub finishing: bool,
    /// The moves to share out, best-ordered first; move `k` here is move `k + 1` of the node.
    pub moves: Vec<Move>,
    /// Keys of the positions on the line to the node, the node's own last.
    pub path: Vec<u64>,
}

/// What the threads of one split found between them.
#[derive(Default)]
pub struct Found {
    /// The best value any shared move reached (fail-soft), and its move.
    pub best: Option<(Value, Move)>,
    /// The line of the best move that raised alpha.
    pub pv: Vec<Move>,
    /// At the root: each shared move's value (`-INFINITE` when it did not beat alpha).
    pub root_values: Vec<(Move, Value)>,
}

/// One node's moves, shared out.
pub struct SplitPoint {
    pub task: Task,
    /// The split whose move this node is under, if any: a cut there ends this one too.
    parent: Option<Arc<SplitPoint>>,
    /// The next move to hand out.
    next: AtomicUsize,
    /// The node's alpha as the threads have raised it (written under `found`'s lock).
    alpha: AtomicI32,
    /// Set when a move cut.
    cut: AtomicBool,
    /// Threads other than the owner working here (changed under the board's lock).
    workers: AtomicUsize,
    found: Mutex<Found>,
}

impl SplitPoint {
    /// The next move to search (its index in the task), or `None` when none is left or the
    /// split is cut.
    pub fn take(&self) -> Option<usize> {
        if self.is_cut() {
            return None;
        }
        let i = self.next.fetch_add(1, Ordering::Relaxed);
        (i < self.task.moves.len()).then_some(i)
    }

    fn has_moves(&self) -> bool {
        self.next.load(Ordering::Relaxed) < self.task.moves.len() && !self.is_cut()
    }

    /// The node's alpha as raised so far.
    pub fn alpha(&self) -> Value {
        self.alpha.load(Ordering::Relaxed)
    }

    /// Whether this split, or one it is under, has been cut: searches in it can stop.
    pub fn is_cut(&self) -> bool {
        let mut sp = self;
        loop {
            if sp.cut.load(Ordering::Relaxed) {
                return true;
            }
            match &sp.parent {
                Some(p) => sp = p,
                None => return false,
            }
        }
    }

    fn is_under(&self, other: &Arc<SplitPoint>) -> bool {
        let mut sp = self.parent.as_ref();
        while let Some(p) = sp {
            if Arc::ptr_eq(p, other) {
                return true;
            }
            sp = p.parent.as_ref();
        }
        false
    }

    fn lock(&self) -> MutexGuard<'_, Found> {
        self.found.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Records move `mv`'s value `v`, searched with `alpha_used` as the node's alpha; `line` is
    /// the child's principal variation.
    pub fn report(&self, mv: Move, v: Value, alpha_used: Value, line: &[Move]) {
        let mut found = self.lock();
        if self.task.ply == 0 {
            let value = if v > alpha_used { v } else { -INFINITE };
            found.root_values.push((mv, value));
        }
        if found.best.is_none_or(|(b, _)| v > b) {
            found.best = Some((v, mv));
        }
        if v > self.alpha.load(Ordering::Relaxed) {
            self.alpha.store(v, Ordering::Relaxed);
            found.pv.clear();
            found.pv.push(mv);
            found.pv.extend_from_slice(line);
            if v >= self.task.beta {
                self.cut.store(true, Ordering::Relaxed);
            }
        }
    }
}

#[derive(Default)]
struct Board {
    open: Vec<Arc<SplitPoint>>,
    quit: bool,
}

/// What an owner waiting for its split's helpers is to do next.
pub enum Wait {
    /// Every helper has left: the split is done.
    Done,
    /// Help in this split below the owner's.
    Help(Arc<SplitPoint>),
}

/// The splits of one search, open to idle threads.
#[derive(Default)]
pub struct Splits {
    board: Mutex<Board>,
    /// Signalled when a split opens, a helper leaves one, or the search ends.
    changed: Condvar,
    /// Threads waiting for work.
    idle: AtomicUsize,
    /// Splits opened and helpers left so far: a waiting thread watches it change.
    events: AtomicUsize,
}

/// How long a waiting thread spins before it sleeps (about 50 µs): splits near the leaves
/// open and close faster than a sleeping thread wakes.
const SPINS: u32 = 4096;

impl Splits {
    fn lock(&self) -> MutexGuard<'_, Board> {
        self.board.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether some thread is waiting for work (worth opening a split for).
    pub fn someone_idle(&self) -> bool {
        self.idle.load(Ordering::Relaxed) > 0
    }

    /// Opens a split of `task` with the node's alpha so far, under `parent`.
    pub fn open(
        &self,
        task: Task,
        alpha: Value,
        parent: Option<Arc<SplitPoint>>,
    ) -> Arc<SplitPoint> {
        let sp = Arc::new(SplitPoint {
            task,
            parent,
            next: AtomicUsize::new(0),
            alpha: AtomicI32::new(alpha),
            cut: AtomicBool::new(false),
            workers: AtomicUsize::new(0),
            found: Mutex::new(Found::default()),
        });
        let mut board = self.lock();
        board.open.push(Arc::clone(&sp));
        self.events.fetch_add(1, Ordering::Relaxed);
        drop(board);
        self.changed.notify_all();
        sp
    }

    /// A split with moves left (below `under`, when given), joined.
    fn find(board: &Board, under: Option<&Arc<SplitPoint>>) -> Option<Arc<SplitPoint>> {
        let sp = board
            .open
            .iter()
            .find(|sp| sp.has_moves() && under.is_none_or(|u| sp.is_under(u)))?;
        sp.workers.fetch_add(1, Ordering::Relaxed);
        Some(Arc::clone(sp))
    }

    /// Waits for a split to help in; `None` once the search is over.
    pub fn wait_for_work(&self) -> Option<Arc<SplitPoint>> {
        let mut board = self.lock();
        loop {
            if board.quit {
                return None;
            }
            if let Some(sp) = Self::find(&board, None) {
                return Some(sp);
            }
            let seen = self.events.load(Ordering::Relaxed);
            self.idle.fetch_add(1, Ordering::Relaxed);
            board = self.wait(board, seen);
            self.idle.fetch_sub(1, Ordering::Relaxed);
        }
    }

    /// A helper is done with split `sp`.
    pub fn leave(&self, sp: &SplitPoint) {
        let board = self.lock();
        sp.workers.fetch_sub(1, Ordering::Relaxed);
        self.events.fetch_add(1, Ordering::Relaxed);
        drop(board);
        self.changed.notify_all();
    }

    /// Waits, with `board` (whose events numbered `seen`) released, for the next event: spins
    /// a little, then sleeps.
    fn wait<'b>(&'b self, board: MutexGuard<'b, Board>, seen: usize) -> MutexGuard<'b, Board> {
        drop(board);
        for _ in 0..SPINS {
            if self.events.load(Ordering::Relaxed) != seen {
                return self.lock();
            }
            std::hint::spin_loop();
        }
        let board = self.lock();
        if self.events.load(Ordering::Relaxed) != seen || board.quit {
            return board;
        }
        self.changed.wait(board).unwrap_or_else(|p| p.into_inner())
    }

    /// The owner of `sp`, its own moves done: closes it to new helpers and waits for those in
    /// it, offering the splits below it to help in meanwhile.
    pub fn wait_for_helpers(&self, sp: &Arc<SplitPoint>) -> Wait {
        let mut board = self.lock();
        board.open.retain(|o| !Arc::ptr_eq(o, sp));
        loop {
            if sp.workers.load(Ordering::Relaxed) == 0 {
                return Wait::Done;
            }
            if let Some(below) = Self::find(&board, Some(sp)) {
                return Wait::Help(below);
            }
            let seen = self.events.load(Ordering::Relaxed);
            self.idle.fetch_add(1, Ordering::Relaxed);
            board = self.wait(board, seen);
            self.idle.fetch_sub(1, Ordering::Relaxed);
        }
    }

    /// What the threads of `sp` found (once every helper has left).
    pub fn results(sp: &SplitPoint) -> Found {
        std::mem::take(&mut *sp.lock())
    }

    /// Ends the helpers' waiting: the search is over.
    pub fn quit(&self) {
        self.lock().quit = true;
        self.changed.notify_all();
    }
}
