//! The alpha-beta search of one iteration: the principal-variation search with its pruning,
//! reductions and extensions, and the quiescence search under the capture duty (and over the
//! Knights' charges of a free turn).

use camelot_rules::{Goal, Move, Position};

use super::ordering::{TT_MOVE, gain, reorder, table_quiet};
use super::{MAX_PLY, Searcher};
use crate::eval::{Planes, capture_duty_on, free_turn, no_charge_square, plain_step, sharp};
use crate::score::{DRAW, INFINITE, Value, WIN, WIN_BOUND, is_decisive};
use crate::tt::{Bound, encode};

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

impl Searcher<'_> {
    /// The quiescence search: captures when they are compulsory (no standing pat then), and
    /// otherwise the static evaluation, improved by the Knights' charges and the moves that can
    /// end the game at once.
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
            return self.terminal(status, pos.side_to_move(), ply);
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
        // Anti: forced exchanges cascade (each side wants its pieces taken), and the same
        // pieces taken in another order meet again: the table keeps what a forced node found.
        // (In Camelot this cost more than it saved: EXPERIMENTS.md.)
        let keep = forced && goal == Goal::Anti;
        let original_alpha = alpha;
        let mut tt_move = 0;
        if keep && let Some(h) = self.shared.table.probe(key, ply) {
            if h.settles(alpha, beta) {
                return h.value;
            }
            tt_move = h.mv;
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        moves.clear();
        if forced {
            self.generator.generate(pos, &mut moves);
            if moves.is_empty() {
                self.moves[ply] = moves;
                return self.no_move_value(pos, ply);
            }
            best = -INFINITE;
        } else {
            // A side may have no move at all: that ends the game. Without a duty or a piece
            // in its own castle, any plain step is a move, so the full test is rare: a side
            // walled in, or a piece in its own castle that must leave and cannot (CAMELOT.md
            // §4), which leaves its side without a move however many pieces it has.
            let surely_moves = duty == Some(false) && plain_step(pos, &planes);
            if !(surely_moves || self.generator.has_move(pos)) {
                self.moves[ply] = moves;
                return self.no_move_value(pos, ply);
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
            // And a Knight's Charge: optional, so it creates no duty, but it may take several
            // pieces at once (not in the anti variants, where taking helps the other side).
            let charge = goal != Goal::Anti && !no_charge_square(pos, &planes);
            if near_win {
                self.generator.generate(pos, &mut moves);
                moves.retain(|m| enters_castle(pos, m) || (charge && m.is_capture()));
            } else if charge {
                self.generator.generate_captures(pos, &mut moves);
            }
        }
        // Captures first by gain (each move's worked out once).
        if moves.len() > 1 {
            let keys = &mut self.sort_keys;
            keys.clear();
            keys.extend(moves.iter().map(|m| {
                if tt_move != 0 && encode(m) == tt_move {
                    0
                } else {
                    u64::from(!(gain(pos, m) as u32)) + 1
                }
            }));
            reorder(&mut moves, keys, &mut self.sort_moves, usize::MAX);
        }
        let mut best_move = None;
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
                best_move = Some(*mv);
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        self.moves[ply] = moves;
        if keep {
            let bound = Bound::of(best, original_alpha, beta);
            let code = best_move.map_or(0, |m| encode(&m));
            self.shared.table.store(key, ply, code, best, 0, bound);
        }
        best
    }

    /// The alpha-beta search of `pos` to `depth` plies.
    #[allow(clippy::too_many_lines, clippy::too_many_arguments)]
    pub(super) fn search(
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
                return self.terminal(status, pos.side_to_move(), ply);
            }
            if pos.quiet_plies() >= 100 || self.repeats(pos.quiet_plies(), ply) {
                return self.draw(ply);
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
            && h.settles(alpha, beta)
        {
            return h.value;
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
                    self.no_move_value(pos, ply)
                };
            }
        }
        let forced = !free && moves.iter().all(Move::is_capture);
        let goal = pos.variant().goal();
        let sharp = sharp(pos);
        // Where the side to move may win soon, its late quiet moves are still reduced (never
        // pruned) in two goals. In the two-square castle goal only with 7 plies or more left: a
        // win of up to 6 plies is still found at the depth of its length (the tactical suite's
        // contract), a longer one may be found an iteration later. Without reductions a
        // Camelot ending where one side has two or three pieces left was searched full width:
        // after a sacrifice on `bench`'s last position, depth 13 took 36 M nodes. In the anti
        // goals at every depth: searched full width, forced exchanges cascading, a bot's second
        // reached depth 2 of Anti-Chivalry and 4 of Anti; reduced, 3 and 8, winning more games
        // (EXPERIMENTS.md), and the tactical suite's anti wins are still found at the depth of
        // their length. (Cam played no better with reductions.)
        let reduce_sharp = match goal {
            Goal::TwoSquareCastle => depth >= 7,
            Goal::Anti => true,
            Goal::OneSquareCastle => false,
        };
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
            if depth <= 3 && !sharp.any() && stand - 120 * depth >= beta {
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
        let searched = if !pv_node && !forced && !sharp.mover && depth <= 4 {
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
                && !sharp.mover
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
                    && (!sharp.mover || reduce_sharp)
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
            let bound = Bound::of(best, original_alpha, beta);
            let code = best_move.map_or(0, |m| encode(&m));
            self.shared.table.store(key, ply, code, best, depth, bound);
        }
        best
    }
}
