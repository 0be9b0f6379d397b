//! The engine: a transposition table kept between searches of one game, the search threads
//! (lazy SMP: every thread searches the same tree and they share what they learn through the
//! table), the levels for people, and the results with canonical paths.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use camelot_rules::{Move, MoveGenerator, Position};

use crate::error::EngineError;
use crate::eval::{WEIGHTS, WeightSet, evaluate_with};
use crate::levels::Level;
use crate::score::{Score, Value, is_decisive};
use crate::search::{Deepening, Elapsed, Iteration, Limits, Searcher, Shared};
use crate::tt::Table;

/// How to search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchOptions {
    /// Depth, node and time limits (none: one second).
    pub limits: Limits,
    /// How many best lines to find (1 for a move).
    pub multipv: usize,
    /// Play at a level for people (8, or none, is full strength).
    pub level: Option<Level>,
    /// Seeds the weaker levels' choices (the same seed and position give the same move).
    pub seed: u64,
    /// How much worse than even a draw is for the side to move, in hundredths of a Man
    /// (negative: better). A player facing a weaker opponent would rather play on than repeat
    /// into a draw; an analysis wants a draw valued at 0.
    pub contempt: i32,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            limits: Limits::default(),
            multipv: 1,
            level: None,
            seed: 0,
            contempt: 0,
        }
    }
}

/// One line of a result: moves as canonical paths, and the score at its start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineResult {
    /// Canonical paths, from the position searched.
    pub moves: Vec<String>,
    /// From the side to move's view.
    pub score: Score,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play.
    pub best: Move,
    /// Its canonical path.
    pub best_path: String,
    /// Its score, from the side to move's view.
    pub score: Score,
    /// The last depth completed.
    pub depth: i32,
    /// The deepest ply reached.
    pub seldepth: usize,
    /// Nodes searched (all threads).
    pub nodes: u64,
    /// Milliseconds taken.
    pub time_ms: u64,
    /// The best lines, best first (at least one; the first starts with `best`).
    pub lines: Vec<LineResult>,
}

/// A search engine with its table.
pub struct Engine {
    table: Table,
    threads: usize,
    weights: WeightSet,
}

/// Default search time when no limit is given.
pub const DEFAULT_MOVETIME_MS: u64 = 1000;

/// The canonical paths of `moves` played from `pos` (stops at a move that is not legal there).
pub fn paths_of(pos: &Position, moves: &[Move]) -> Vec<String> {
    let mut out = Vec::with_capacity(moves.len());
    let mut p = *pos;
    for mv in moves {
        match p.path_of(mv) {
            Some(path) => {
                out.push(path.to_string());
                p = p.play_move(mv);
            }
            None => break,
        }
    }
    out
}

/// How many of its best moves a level without deliberate blunders chooses among.
const NOISY_CANDIDATES: usize = 5;

/// splitmix64: the weaker levels' dice.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Engine {
    /// An engine with a table of `hash_mb` megabytes searching with `threads` threads.
    pub fn new(hash_mb: usize, threads: usize) -> Engine {
        Engine {
            table: Table::new(hash_mb),
            threads: threads.clamp(1, 256),
            weights: WEIGHTS,
        }
    }

    /// [`Engine::new`], refused when the machine cannot give the table's memory (a size from
    /// the command line).
    pub fn try_new(hash_mb: usize, threads: usize) -> Result<Engine, EngineError> {
        Ok(Engine {
            table: Table::try_new(hash_mb).ok_or(EngineError::TableTooLarge(hash_mb))?,
            threads: threads.clamp(1, 256),
            weights: WEIGHTS,
        })
    }

    /// An engine without a transposition table (every probe misses): for checking that
    /// results do not depend on the table.
    pub fn without_table(threads: usize) -> Engine {
        Engine {
            table: Table::disabled(),
            threads: threads.clamp(1, 256),
            weights: WEIGHTS,
        }
    }

    /// Forgets what earlier searches learned (a new game).
    pub fn new_game(&self) {
        self.table.clear();
    }

    /// Searches `root` (whose game went through the positions with keys `history` before it,
    /// oldest first; they count for repetitions). `cancel` stops the search from outside;
    /// `elapsed` is the caller's clock.
    pub fn search(
        &self,
        root: &Position,
        history: &[u64],
        options: &SearchOptions,
        elapsed: &dyn Elapsed,
        cancel: &AtomicBool,
    ) -> Result<SearchResult, EngineError> {
        let status = root.status();
        if status.is_over() {
            return Err(EngineError::NoLegalMove(status.to_string()));
        }
        if root.in_placement_phase() {
            return Ok(self.place_trees(root, options, elapsed));
        }
        let mut limits = options.limits;
        if limits.depth.is_none() && limits.nodes.is_none() && limits.movetime_ms.is_none() {
            limits.movetime_ms = Some(DEFAULT_MOVETIME_MS);
        }
        let level = options.level.unwrap_or(Level::FULL);
        if let Some(depth) = level.depth() {
            limits.depth = Some(limits.depth.map_or(depth, |d| d.min(depth)));
        }
        if let Some(nodes) = level.nodes() {
            limits.nodes = Some(limits.nodes.map_or(nodes, |n| n.min(nodes)));
        }
        self.table.new_search();
        let shared = Shared {
            table: &self.table,
            stop: AtomicBool::new(false),
            cancel,
            nodes: AtomicU64::new(0),
            elapsed,
            limits,
            weights: &self.weights,
            history,
            contempt: options.contempt,
        };
        if level.noise() > 0 {
            return self.noisy_choice(root, &shared, level, options.seed, elapsed);
        }
        // A level's node cap (levels 6 and 7) is searched on one thread: shared among several,
        // each thread would get a part of it, and the level would play otherwise (weaker, and
        // not the same move twice) than the ladder measured it.
        let threads = if level.nodes().is_some() {
            1
        } else {
            self.threads
        };
        // The deepest iteration any thread has finished: with several threads, the first to
        // finish the depth asked for ends the search, and a timed search answers with the
        // deepest result, whichever thread found it (lazy SMP's usual rule; waiting for the
        // main thread alone made two threads sometimes slower than one).
        let deepest: Mutex<Option<Iteration>> = Mutex::new(None);
        let single_line = options.multipv <= 1;
        let offer = |it: &Iteration| {
            let mut best = deepest.lock().unwrap_or_else(|p| p.into_inner());
            if best.as_ref().is_none_or(|b| it.depth > b.depth) {
                *best = Some(it.clone());
            }
            if limits.depth.is_some_and(|d| it.depth >= d) {
                shared.stop.store(true, Ordering::Relaxed);
            }
        };
        let last = std::thread::scope(|scope| {
            for id in 1..threads {
                let shared = &shared;
                let offer = &offer;
                scope.spawn(move || {
                    let mut helper = Searcher::new(shared);
                    let deepening = helper_deepening(id, limits.depth);
                    let _ = helper.iterate(root, 1, deepening, &mut |it| {
                        if single_line {
                            offer(it);
                        }
                    });
                });
            }
            let mut main = Searcher::new(&shared);
            let last = main.iterate(root, options.multipv, Deepening::EVERY_PLY, &mut |it| {
                if single_line {
                    offer(it);
                }
            });
            shared.stop.store(true, Ordering::Relaxed);
            last
        });
        let last = match deepest.into_inner().unwrap_or_else(|p| p.into_inner()) {
            Some(best) if single_line && last.as_ref().is_none_or(|l| best.depth > l.depth) => {
                Some(best)
            }
            _ => last,
        };
        let nodes = shared.nodes.load(Ordering::Relaxed);
        let time_ms = elapsed.elapsed_ms();
        self.result(root, last, nodes, time_ms)
    }

    fn result(
        &self,
        root: &Position,
        last: Option<Iteration>,
        nodes: u64,
        time_ms: u64,
    ) -> Result<SearchResult, EngineError> {
        let mut iteration = match last {
            Some(it) => it,
            None => {
                // Stopped before the first iteration ended: the first legal move, evaluated.
                let mut moves = Vec::new();
                MoveGenerator::new().generate(root, &mut moves);
                let mv = *moves
                    .first()
                    .ok_or_else(|| EngineError::NoLegalMove(root.status().to_string()))?;
                let v = -evaluate_with(&root.play_move(&mv), &self.weights);
                Iteration {
                    depth: 0,
                    seldepth: 0,
                    lines: vec![crate::search::Line {
                        value: v,
                        moves: vec![mv],
                    }],
                }
            }
        };
        // Each line of a multi-line search is a search of its own, with the earlier lines'
        // moves left out and the table as they left it: a later line can come out better than
        // an earlier one. Lines are reported best first (equal ones in the order found).
        iteration.lines.sort_by_key(|l| std::cmp::Reverse(l.value));
        let lines: Vec<LineResult> = iteration
            .lines
            .iter()
            .map(|l| LineResult {
                moves: paths_of(root, &l.moves),
                score: Score::from_value(l.value),
            })
            .filter(|l| !l.moves.is_empty())
            .collect();
        let first = iteration
            .lines
            .first()
            .ok_or_else(|| EngineError::NoLegalMove(root.status().to_string()))?;
        let best = *first
            .moves
            .first()
            .ok_or_else(|| EngineError::NoLegalMove(root.status().to_string()))?;
        let best_path = lines
            .first()
            .and_then(|l| l.moves.first().cloned())
            .unwrap_or_default();
        Ok(SearchResult {
            best,
            best_path,
            score: Score::from_value(first.value),
            depth: iteration.depth,
            seldepth: iteration.seldepth,
            nodes,
            time_ms,
            lines,
        })
    }

    /// The weaker levels: every root move valued at the level's depth, then the choice blurred
    /// by noise and, now and then, a lesser move among the best few.
    fn noisy_choice(
        &self,
        root: &Position,
        shared: &Shared<'_>,
        level: Level,
        seed: u64,
        elapsed: &dyn Elapsed,
    ) -> Result<SearchResult, EngineError> {
        let depth = level.depth().unwrap_or(1);
        let mut searcher = Searcher::new(shared);
        let mut valued = if level.blunder_percent() == 0 {
            // A level that never picks a lesser move on purpose chooses among the few moves
            // its noise could lift to the top: a search of that many lines finds them for a
            // fraction of the nodes exact values of every move cost (a bot's move is then
            // cheap enough for a thousand games at once).
            searcher
                .iterate(root, NOISY_CANDIDATES, Deepening::EVERY_PLY, &mut |_| {})
                .map(|it| {
                    it.lines
                        .iter()
                        .filter_map(|l| Some((*l.moves.first()?, l.value)))
                        .collect()
                })
                .unwrap_or_default()
        } else {
            Vec::new()
        };
        if valued.is_empty() {
            valued = searcher.value_root_moves(root, depth);
        }
        let nodes = shared.nodes.load(Ordering::Relaxed);
        if valued.is_empty() {
            return Err(EngineError::NoLegalMove(root.status().to_string()));
        }
        let mut dice = mix(seed ^ root.zobrist());
        let mut roll = || {
            dice = mix(dice);
            dice
        };
        let noise = level.noise();
        let mut noisy: Vec<(Move, Value, i64)> = valued
            .drain(..)
            .map(|(mv, v)| {
                let blur = if is_decisive(v) {
                    0
                } else {
                    (roll() % (2 * noise as u64 + 1)) as i64 - i64::from(noise)
                };
                (mv, v, i64::from(v) + blur)
            })
            .collect();
        noisy.sort_by_key(|n| std::cmp::Reverse(n.2));
        let mut pick = 0;
        if roll() % 100 < u64::from(level.blunder_percent()) {
            // A lesser move, but never one that loses at once when the best does not.
            let best = noisy[0].1;
            let candidates: Vec<usize> = (0..noisy.len().min(4))
                .filter(|&i| {
                    !(noisy[i].1 <= -crate::score::WIN_BOUND && best > -crate::score::WIN_BOUND)
                })
                .collect();
            if !candidates.is_empty() {
                pick = candidates[(roll() % candidates.len() as u64) as usize];
            }
        }
        let (mv, v, _) = noisy[pick];
        let it = Iteration {
            depth,
            seldepth: depth as usize,
            lines: vec![crate::search::Line {
                value: v,
                moves: vec![mv],
            }],
        };
        self.result(root, Some(it), nodes, elapsed.elapsed_ms())
    }

    /// River: where to put the three trees. The placements are too many to search (10 660 a
    /// side), so each is judged by the evaluation of the position it leaves, from the placing
    /// side's view. A level that blurs its judgement (1–5) blurs these values too, so that it
    /// does not place its trees as full strength does.
    fn place_trees(
        &self,
        root: &Position,
        options: &SearchOptions,
        elapsed: &dyn Elapsed,
    ) -> SearchResult {
        let mut moves = Vec::new();
        MoveGenerator::new().generate(root, &mut moves);
        let noise = options.level.map_or(0, Level::noise);
        let mut dice = mix(options.seed ^ root.zobrist());
        let mut blur = || {
            dice = mix(dice);
            if noise == 0 {
                0
            } else {
                (dice % (2 * noise as u64 + 1)) as i64 - i64::from(noise)
            }
        };
        let mut valued: Vec<(Move, Value, i64)> = moves
            .iter()
            .map(|mv| {
                let v = -evaluate_with(&root.play_move(mv), &self.weights);
                (*mv, v, i64::from(v) + blur())
            })
            .collect();
        // Best first; equal values keep the generator's order, so the answer is deterministic.
        valued.sort_by_key(|&(_, _, blurred)| std::cmp::Reverse(blurred));
        let multipv = options.multipv;
        let (mv, v, _) =
            valued
                .first()
                .copied()
                .unwrap_or((Move::Trees(camelot_rules::Bitboard::EMPTY), 0, 0));
        let path_of = |mv: &Move| root.path_of(mv).map(|p| p.to_string()).unwrap_or_default();
        let lines = valued
            .iter()
            .take(multipv.max(1))
            .map(|(mv, v, _)| LineResult {
                moves: vec![path_of(mv)],
                score: Score::from_value(*v),
            })
            .collect();
        SearchResult {
            best: mv,
            best_path: path_of(&mv),
            score: Score::from_value(v),
            depth: 1,
            seldepth: 1,
            nodes: moves.len() as u64,
            time_ms: elapsed.elapsed_ms(),
            lines,
        }
    }
}

/// The depths helper `id` (1 and up; the main thread is 0) searches. Odd-numbered helpers
/// deepen two plies at a time on the depths of the parity asked for (the even ones in a timed
/// search), so that they reach the depth that ends the search without the one before it, and
/// their trees part from the main thread's: threads walking the same tree in step find little
/// in the table that the other has finished (EXPERIMENTS.md, "Lazy SMP"). Even-numbered helpers
/// deepen a ply at a time, a ply ahead of the main thread.
fn helper_deepening(id: usize, depth_limit: Option<i32>) -> Deepening {
    if id % 2 == 1 {
        Deepening {
            start: 2 - depth_limit.unwrap_or(0).rem_euclid(2),
            step: 2,
        }
    } else {
        Deepening { start: 2, step: 1 }
    }
}

/// How long a bot may think on a move, given its clock: a share of what is left plus most of
/// the increment, never more than `cap_ms` and never so much that the bank runs dry.
pub fn allocate_ms(remaining_ms: u64, increment_ms: u64, cap_ms: u64) -> u64 {
    let share = remaining_ms / 30 + increment_ms * 3 / 4;
    let safe = remaining_ms
        .saturating_sub(remaining_ms / 10)
        .saturating_sub(50);
    share.min(safe).min(cap_ms).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helpers_deepen_on_the_parity_of_the_depth_asked_for() {
        let two = |start| Deepening { start, step: 2 };
        assert_eq!(helper_deepening(1, Some(10)), two(2));
        assert_eq!(helper_deepening(1, Some(11)), two(1));
        assert_eq!(helper_deepening(1, None), two(2));
        assert_eq!(helper_deepening(3, Some(5)), two(1));
        assert_eq!(
            helper_deepening(2, Some(5)),
            Deepening { start: 2, step: 1 }
        );
    }

    #[test]
    fn allocation_keeps_a_reserve() {
        assert_eq!(allocate_ms(30_000, 0, 10_000), 1000);
        assert_eq!(allocate_ms(100, 0, 10_000), 3);
        assert!(allocate_ms(1_000_000_000, 1_000_000, 5_000) <= 5_000);
        assert!(allocate_ms(40, 1000, 5000) <= 40);
    }
}
