//! Iterative deepening at the root: aspiration windows around the last two iterations' values,
//! multi-PV lines, and the root-move values the weaker levels choose among.

use camelot_rules::{Move, Position};

use super::{Deepening, Iteration, Line, MAX_PLY, RootMove, Searcher};
use crate::score::{INFINITE, Value, WIN, is_decisive};

impl Searcher<'_> {
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
