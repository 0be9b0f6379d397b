//! The bracket-by-bracket procedure of C.04.3 as a sequence of maximum-weight matchings.
//!
//! The rules describe the pairing of a bracket as the first candidate, in a fixed generation
//! order (Art. 4: which moved-down players are paired, their opponents, then transpositions
//! and exchanges of the remainder), that is best by criteria C1–C21. Enumerating candidates is
//! exponential; instead every remaining player is a vertex of one matching problem whose edge
//! weights hold the criteria (see `weights`), and the generation order is emulated one
//! decision at a time: a decision is tried by nudging the low-order "order" bits of a few
//! edges and re-solving, then fixed. Every decision asks only whether *some* optimal pairing
//! has a given property, so the outcome does not depend on which of several equally good
//! matchings the solver happens to return.
//!
//! The graph always holds every player still to be paired, not just the bracket: that is
//! how C4 (the rest must remain pairable) and the PAB criteria are enforced in every bracket.
//! Pairs already decided keep an edge heavier than any alternative and lose all others.

#![allow(clippy::needless_range_loop)] // positions index several parallel tables at once

use super::input::EngineInput;
use super::state::PlayerState;
use super::weights::{Layout, WeightContext, completion_weight, edge_weight};
use crate::matching::{Matching, Weight};

/// Why no pairing came out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// No pairing satisfies the absolute criteria C1–C3 for everyone.
    NoValidPairing(String),
    /// The weights would need more bits than the widest supported type.
    TooLarge(String),
    /// The matching did not behave as the procedure requires (a defect, reported, never a panic).
    Internal(String),
}

/// Who may meet whom (C1, C3 and forbidden pairs), by position in the sorted list.
pub struct Compatibility {
    n: usize,
    allowed: Vec<bool>,
}

impl Compatibility {
    /// Builds the table for `players` (sorted), with `forbidden(i, j)` telling whether the
    /// players at positions `i` and `j` may not meet for reasons other than colours.
    pub fn new(
        input: &EngineInput,
        players: &[PlayerState],
        forbidden: impl Fn(usize, usize) -> bool,
    ) -> Compatibility {
        let n = players.len();
        let last_round = input.played_rounds + 1 >= input.total_rounds;
        let max_points = input.values.win.max(input.values.draw);
        let threshold = (input.played_rounds as u64 * u64::from(max_points)) >> 1;
        let topscorer = |p: &PlayerState| last_round && u64::from(p.score) > threshold;
        let mut allowed = vec![false; n * n];
        for i in 0..n {
            for j in 0..i {
                let (a, b) = (&players[i], &players[j]);
                let colours_ok = !a.absolute()
                    || !b.absolute()
                    || a.preference != b.preference
                    || topscorer(a)
                    || topscorer(b);
                let ok = colours_ok && !forbidden(i, j);
                allowed[i * n + j] = ok;
                allowed[j * n + i] = ok;
            }
        }
        Compatibility { n, allowed }
    }

    /// The players at sorted positions `i` and `j` may meet.
    pub fn get(&self, i: usize, j: usize) -> bool {
        i < self.n && j < self.n && self.allowed[i * self.n + j]
    }
}

/// Pairs the sorted players. Returns each position's partner (`None`: the PAB).
pub fn pair<W: Weight>(
    players: &[PlayerState],
    compat: &Compatibility,
    layout: &Layout,
) -> Result<Vec<Option<usize>>, Failure> {
    let n = players.len();
    if n == 0 {
        return Ok(Vec::new());
    }
    let mut run = Run::<W> {
        players,
        compat,
        layout,
        matching: Matching::new(n),
        max_weight: layout.max_weight(),
        context: WeightContext {
            bye_score: 0,
            single_downfloater_is_bye: false,
            unplayed_ranks: Vec::new(),
        },
        stable: Vec::new(),
    };
    run.check_completion()?;
    run.brackets()
}

struct Run<'a, W: Weight> {
    players: &'a [PlayerState],
    compat: &'a Compatibility,
    layout: &'a Layout,
    matching: Matching<W>,
    max_weight: W,
    context: WeightContext,
    /// The last optimal matching: `stable[v]` is `v`'s mate, or `v` when unmatched.
    stable: Vec<usize>,
}

impl<W: Weight> Run<'_, W> {
    fn score(&self, v: usize) -> u32 {
        self.players.get(v).map_or(0, |p| p.score)
    }

    fn solve(&mut self) {
        self.matching.solve();
        self.stable = self.matching.mates();
    }

    fn mate(&self, v: usize) -> usize {
        self.stable.get(v).copied().unwrap_or(v)
    }

    fn base_weight(&self, higher: usize, lower: usize, in_current: bool, in_next: bool) -> W {
        edge_weight(
            self.layout,
            &self.context,
            self.compat.get(higher, lower),
            &self.players[higher],
            &self.players[lower],
            in_current,
            in_next,
        )
    }

    /// Fixes the pair `(a, b)`: its edge outweighs everything, all other edges of both go.
    fn finalize(&mut self, a: usize, b: usize) {
        let n = self.players.len();
        for u in 0..n {
            if u != a {
                let w = if u == b { self.max_weight } else { W::ZERO };
                self.matching.set_weight(a, u, w);
            }
            if u != b {
                let w = if u == a { self.max_weight } else { W::ZERO };
                self.matching.set_weight(b, u, w);
            }
        }
    }

    /// C4 for the whole round, the lowest score the PAB can go to (C5), and whether C9 is in
    /// force in the first bracket.
    fn check_completion(&mut self) -> Result<(), Failure> {
        let n = self.players.len();
        let top = self.score(0);
        let odd = n % 2 == 1;
        for i in 0..n {
            for j in 0..i {
                let w = if odd {
                    completion_weight(
                        self.layout,
                        self.compat.get(i, j),
                        &self.players[i],
                        &self.players[j],
                        top,
                    )
                } else {
                    self.base_weight(j, i, false, false)
                };
                self.matching.set_weight(i, j, w);
            }
        }
        self.solve();
        let mut unmatched = None;
        for v in 0..n {
            if self.mate(v) == v {
                if unmatched.is_some() || !self.players[v].bye_eligible {
                    return Err(Failure::NoValidPairing(
                        "the players cannot all be paired without breaking an absolute \
                         criterion (no rematch, colour limits, pairing-allocated bye)"
                            .to_string(),
                    ));
                }
                unmatched = Some(v);
            }
        }
        if !odd {
            return Ok(());
        }
        let bye = unmatched.ok_or_else(|| {
            Failure::Internal("odd number of players but everyone matched".to_string())
        })?;
        let bye_score = self.score(bye);
        let mut single = false;
        if bye_score >= top {
            single = true;
            for v in 0..n {
                if self.score(v) < top {
                    break;
                }
                if self.score(self.mate(v)) < top {
                    single = false;
                    break;
                }
            }
        }
        let mut counts: Vec<u32> = self
            .players
            .iter()
            .filter(|p| p.score == bye_score)
            .map(|p| p.played_games)
            .collect();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        let mut ranks: Vec<(u32, u32)> = Vec::new();
        for (rank, games) in counts.into_iter().enumerate() {
            let rank = rank as u32;
            match ranks.iter_mut().find(|(g, _)| *g == games) {
                Some(entry) => entry.1 = rank,
                None => ranks.push((games, rank)),
            }
        }
        self.context = WeightContext {
            bye_score,
            single_downfloater_is_bye: single,
            unplayed_ranks: ranks,
        };
        for i in 0..n {
            for j in 0..i {
                let w = self.base_weight(j, i, false, false);
                self.matching.set_weight(i, j, w);
            }
        }
        Ok(())
    }

    /// Pairs the brackets from the top scoregroup down.
    fn brackets(&mut self) -> Result<Vec<Option<usize>>, Failure> {
        let n = self.players.len();
        let top = self.score(0);
        let mut partner: Vec<Option<usize>> = vec![None; n];
        let mut matched = vec![false; n];
        // Bracket players (MDPs first, then residents, then the next scoregroup), by vertex.
        let mut pbi: Vec<usize> = (0..n).take_while(|&v| self.score(v) >= top).collect();
        let mut next = pbi.len();
        let mut sgb = 0usize;
        let mut sgbv = 0usize;
        let odd = n % 2 == 1;

        while pbi.len() > 1 || next < n {
            let nsgb = pbi.len();
            let nsgbv = sgbv + (nsgb - sgb);
            let group_start = next;
            if group_start < n {
                let group_score = self.score(group_start);
                while next < n && self.score(next) >= group_score {
                    pbi.push(next);
                    next += 1;
                }
            }
            let resident = |v: usize| v >= sgbv && v < nsgbv;

            // Base weights for every edge whose later end is a resident or in the next group.
            let len = pbi.len();
            let mut base: Vec<Vec<W>> = vec![Vec::new(); len];
            for larger in sgb..len {
                let mut row = Vec::with_capacity(larger);
                for smaller in 0..larger {
                    let w =
                        self.base_weight(pbi[smaller], pbi[larger], larger < nsgb, larger >= nsgb);
                    self.matching.set_weight(pbi[larger], pbi[smaller], w);
                    row.push(w);
                }
                base[larger] = row;
            }
            self.solve();
            let get = |base: &Vec<Vec<W>>, larger: usize, smaller: usize| -> W {
                base.get(larger)
                    .and_then(|row| row.get(smaller))
                    .copied()
                    .unwrap_or(W::ZERO)
            };

            // Which moved-down players are paired (Art. 4.4: the first valid MDP set).
            let mut md_score = 0u32;
            let mut remaining = 0usize;
            let mut remaining_matched = 0usize;
            for pi in 0..sgb {
                if pi == 0 || self.score(pbi[pi]) < md_score {
                    md_score = self.score(pbi[pi]);
                    remaining = 0;
                    remaining_matched = 0;
                    let mut k = pi;
                    while k < len && self.score(pbi[k]) >= md_score {
                        remaining += 1;
                        if resident(self.mate(pbi[k])) {
                            remaining_matched += 1;
                        }
                        k += 1;
                    }
                }
                if remaining_matched == 0 {
                    continue;
                }
                let pv = pbi[pi];
                if remaining <= remaining_matched {
                    matched[pv] = true;
                    continue;
                }
                remaining -= 1;
                if !resident(self.mate(pv)) {
                    for oi in sgb..nsgb {
                        let w = get(&base, oi, pi);
                        if !w.is_zero() {
                            self.matching.set_weight(pv, pbi[oi], w.or_u64(1));
                        }
                    }
                    self.solve();
                }
                if resident(self.mate(pv)) {
                    matched[pv] = true;
                    remaining_matched -= 1;
                    let bonus = (nsgb - sgb) as u64;
                    for oi in sgb..nsgb {
                        let w = get(&base, oi, pi);
                        if !w.is_zero() {
                            let w = w.or_u64(bonus).add(W::from_u64(1));
                            self.matching.set_weight(pv, pbi[oi], w);
                        }
                    }
                }
            }

            // Their opponents, best first (the highest resident wins ties).
            for pi in 0..sgb {
                let pv = pbi[pi];
                if !matched[pv] {
                    continue;
                }
                let mut addend = len as u64;
                for oi in (sgb..nsgb).rev() {
                    let ov = pbi[oi];
                    if matched[ov] {
                        continue;
                    }
                    let w = get(&base, oi, pi);
                    if !w.is_zero() {
                        self.matching.set_weight(pv, ov, w.add(W::from_u64(addend)));
                        addend += 1;
                    }
                }
                self.solve();
                let mv = self.mate(pv);
                if mv == pv {
                    return Err(Failure::Internal(
                        "a moved-down player chosen for pairing has no opponent".to_string(),
                    ));
                }
                matched[mv] = true;
                self.finalize(pv, mv);
            }

            // The remainder: residents not paired with a moved-down player.
            let remainder: Vec<usize> = (sgb..nsgb)
                .filter(|&oi| self.mate(pbi[oi]) >= sgbv)
                .collect();
            let remainder_pairs = remainder
                .iter()
                .filter(|&&oi| self.mate(pbi[oi]) < pbi[oi])
                .count();
            let g2 = 2 * self.layout.group_bits;
            // Base weight plus the order bits for exchanges: prefer S1 players paired
            // downwards, then the smallest exchanged numbers.
            let ordered = |base: &Vec<Vec<W>>, smaller: usize, larger: usize, index: usize| -> W {
                let w = get(base, larger, smaller);
                if w.is_zero() {
                    return w;
                }
                let twice = W::from_u64(2 * index as u64);
                if index < remainder_pairs {
                    w.add(W::from_u64(1).shl(g2 + 1)).sub(twice)
                } else {
                    w.sub(twice)
                }
            };
            for &oi in &remainder {
                let ov = pbi[oi];
                for (pri, &pi) in remainder.iter().enumerate() {
                    if oi <= pi {
                        break;
                    }
                    let w = ordered(&base, pi, oi, pri);
                    self.matching.set_weight(pbi[pi], ov, w);
                }
            }
            self.solve();

            let downwards = |this: &Self, v: usize| {
                let m = this.mate(v);
                m > v && m < nsgbv
            };
            let exchange_count = remainder
                .iter()
                .take(remainder_pairs)
                .filter(|&&pi| !downwards(self, pbi[pi]))
                .count();

            // Exchanges: the lowest S1 players that can move to S2 ...
            let mut exchanges_remaining = exchange_count;
            let mut pit = remainder_pairs;
            while pit > 0 && exchanges_remaining > 0 {
                let from = pit;
                pit -= 1;
                let pri = pit;
                let pi = remainder[pit];
                let pv = pbi[pi];
                if downwards(self, pv) {
                    for &oi in &remainder[from..] {
                        let w = ordered(&base, pi, oi, pri);
                        if !w.is_zero() {
                            self.matching.set_weight(pv, pbi[oi], w.sub(W::from_u64(1)));
                        }
                    }
                    self.solve();
                }
                let exchange = !downwards(self, pv);
                if exchange {
                    exchanges_remaining -= 1;
                }
                for &oi in &remainder[pit + 1..] {
                    if exchange {
                        if let Some(slot) = base.get_mut(oi).and_then(|r| r.get_mut(pi)) {
                            *slot = W::ZERO;
                        }
                    }
                    let w = ordered(&base, pi, oi, pri);
                    self.matching.set_weight(pv, pbi[oi], w);
                }
            }

            // ... and the highest S2 players that can move to S1.
            let mut exchanges_remaining = exchange_count;
            let mut ri = remainder_pairs;
            let mut pit = remainder_pairs;
            while pit < remainder.len() && exchanges_remaining > 1 {
                let pi = remainder[pit];
                let pv = pbi[pi];
                let already = downwards(self, pv);
                if !already {
                    for &oi in &remainder[pit + 1..] {
                        let w = ordered(&base, pi, oi, ri);
                        if !w.is_zero() {
                            self.matching.set_weight(pv, pbi[oi], w.add(W::from_u64(1)));
                        }
                    }
                    self.solve();
                }
                if downwards(self, pv) {
                    exchanges_remaining -= 1;
                    for &oi in &remainder[..pit] {
                        if let Some(slot) = base.get_mut(pi).and_then(|r| r.get_mut(oi)) {
                            *slot = W::ZERO;
                        }
                        self.matching.set_weight(pv, pbi[oi], W::ZERO);
                    }
                    for oi in nsgb..len {
                        if let Some(slot) = base.get_mut(oi).and_then(|r| r.get_mut(pi)) {
                            *slot = W::ZERO;
                        }
                        self.matching.set_weight(pv, pbi[oi], W::ZERO);
                    }
                }
                if !already {
                    for &oi in &remainder[pit + 1..] {
                        let w = ordered(&base, pi, oi, ri);
                        self.matching.set_weight(pv, pbi[oi], w);
                    }
                }
                ri += 1;
                pit += 1;
            }

            // Fix S1 and S2, and drop the order bits.
            for (k, &pi) in remainder.iter().enumerate() {
                let pv = pbi[pi];
                for &oi in &remainder[k + 1..] {
                    let ov = pbi[oi];
                    if !downwards(self, pv) || downwards(self, ov) {
                        if let Some(slot) = base.get_mut(oi).and_then(|r| r.get_mut(pi)) {
                            *slot = W::ZERO;
                        }
                    }
                    let w = get(&base, oi, pi);
                    self.matching.set_weight(pv, ov, w);
                }
            }

            // S1 players take their opponents in order, each preferring the highest in S2.
            for &pi in &remainder {
                let pv = pbi[pi];
                if !downwards(self, pv) {
                    continue;
                }
                let mut addend = 0u64;
                for &oi in remainder.iter().rev() {
                    let ov = pbi[oi];
                    if oi <= pi || matched[ov] {
                        continue;
                    }
                    let w = get(&base, oi, pi);
                    if !w.is_zero() {
                        self.matching.set_weight(pv, ov, w.add(W::from_u64(addend)));
                    }
                    addend += 1;
                }
                self.solve();
                let mv = self.mate(pv);
                if mv == pv {
                    return Err(Failure::Internal(
                        "a remainder player chosen for S1 has no opponent".to_string(),
                    ));
                }
                matched[pv] = true;
                matched[mv] = true;
                self.finalize(pv, mv);
            }

            // The next bracket: this bracket's unpaired players move down.
            let mut new_pbi = Vec::new();
            let mut new_sgb = 0usize;
            let mut single =
                odd && group_start < n && self.context.bye_score >= self.score(group_start);
            for (pi, &pv) in pbi.iter().enumerate() {
                if pi < nsgb && matched[pv] {
                    let mv = self.mate(pv);
                    partner[pv] = Some(mv);
                    if let Some(slot) = partner.get_mut(mv) {
                        *slot = Some(pv);
                    }
                } else {
                    new_pbi.push(pv);
                    if pi < nsgb {
                        new_sgb += 1;
                    }
                    if single && self.score(self.mate(pv)) < self.score(group_start) {
                        single = false;
                    }
                }
            }
            self.context.single_downfloater_is_bye = single;
            if group_start >= n && new_pbi.len() == pbi.len() && new_pbi.len() > 1 {
                return Err(Failure::Internal(
                    "the last bracket left several players unpaired".to_string(),
                ));
            }
            pbi = new_pbi;
            sgb = new_sgb;
            sgbv = nsgbv;
        }
        Ok(partner)
    }
}
