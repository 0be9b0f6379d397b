//! The matching graphs the bracket procedure works on.
//!
//! [`SubGraph`] is a maximum-weight matching over a subset of the players (by position in the
//! sorted list), addressed with those positions. Two uses:
//!
//! * the whole remaining field (every player not yet paired): the literal formulation, where
//!   C4 (the rest must stay pairable) is enforced by the heavy "completion" field of every
//!   edge;
//! * one bracket and the next scoregroup only. The players below them only ever matter through
//!   C4, and their edges carry nothing but the completion field, which is the same for every
//!   complete pairing. So the completion field is taken off the bracket's edges, and each
//!   optimum found is checked by an [`Absorber`]: the players it leaves unpaired must be
//!   pairable with the rest of the field. When that holds the optimum is also an optimum of
//!   the whole field (its value is an upper bound that a complete pairing reaches), so every
//!   decision comes out the same; when it fails the bracket is redone on the whole field.
//!   This keeps searches out of the big, evenly weighted lower part of the field, where they
//!   would otherwise wander.

#![allow(clippy::needless_range_loop)] // local and sorted positions index parallel tables

use crate::matching::{Matching, Weight};

const NONE: u32 = u32::MAX;

/// A matching over some players, addressed by their sorted positions.
pub struct SubGraph<W: Weight> {
    members: Vec<usize>,
    local: Vec<u32>,
    matching: Matching<W>,
    /// Weight of the completion field (`2^shift_total`), subtracted per edge in bracket mode.
    completion_unit: Option<W>,
    max_weight: W,
    /// PAB candidates (C2 + C5): decide the completion value of each edge.
    bye_candidate: Vec<bool>,
    /// Set when a weight did not have the expected completion value.
    pub inconsistent: bool,
}

impl<W: Weight> SubGraph<W> {
    /// A graph over `members` (sorted positions, ascending) out of `n` players.
    /// `completion_unit`: `Some(unit)` to strip the completion field (bracket mode).
    pub fn new(
        members: Vec<usize>,
        n: usize,
        completion_unit: Option<W>,
        max_weight: W,
        bye_candidate: Vec<bool>,
    ) -> SubGraph<W> {
        let mut local = vec![NONE; n];
        for (i, &m) in members.iter().enumerate() {
            if let Some(slot) = local.get_mut(m) {
                *slot = i as u32;
            }
        }
        let size = members.len();
        SubGraph {
            members,
            local,
            matching: Matching::new(size),
            completion_unit,
            max_weight,
            bye_candidate,
            inconsistent: false,
        }
    }

    fn local(&self, v: usize) -> Option<usize> {
        match self.local.get(v) {
            Some(&l) if l != NONE => Some(l as usize),
            _ => None,
        }
    }

    fn completion(&self, u: usize, v: usize) -> Option<W> {
        let unit = self.completion_unit?;
        let count = 1
            + u64::from(!self.bye_candidate.get(u).copied().unwrap_or(false))
            + u64::from(!self.bye_candidate.get(v).copied().unwrap_or(false));
        let mut total = W::ZERO;
        for _ in 0..count {
            total = total.add(unit);
        }
        Some(total)
    }

    /// Sets the (full, unstripped) weight of edge `(u, v)`; ignored outside the graph.
    pub fn set(&mut self, u: usize, v: usize, w: W) {
        let (Some(lu), Some(lv)) = (self.local(u), self.local(v)) else {
            return;
        };
        let stored = if w.is_zero() || w == self.max_weight {
            w
        } else {
            match self.completion(u, v) {
                Some(c) if w >= c => w.sub(c),
                Some(_) => {
                    self.inconsistent = true;
                    W::ZERO
                }
                None => w,
            }
        };
        self.matching.set_weight(lu, lv, stored);
    }

    /// The full weight of edge `(u, v)` (zero outside the graph).
    pub fn weight(&self, u: usize, v: usize) -> W {
        let (Some(lu), Some(lv)) = (self.local(u), self.local(v)) else {
            return W::ZERO;
        };
        let stored = self.matching.weight(lu, lv);
        if stored.is_zero() || stored == self.max_weight {
            return stored;
        }
        match self.completion(u, v) {
            Some(c) => stored.add(c),
            None => stored,
        }
    }

    /// Re-optimises after updates.
    pub fn solve(&mut self) {
        self.matching.solve();
        if !self.matching.is_consistent() {
            self.inconsistent = true;
        }
    }

    /// Removes the edges from `v` to later players whose slack is at least `min_slack` after
    /// a solve (see [`Matching::remove_slack_edges`]); returns how many went.
    pub fn remove_slack_edges_after(&mut self, v: usize, min_slack: W) -> usize {
        match self.local(v) {
            // Members are in ascending order: later players have higher local numbers.
            Some(l) => self.matching.remove_slack_edges(l, min_slack, l + 1),
            None => 0,
        }
    }

    /// Whether edge `(u, v)` is in no optimum (see [`Matching::surely_unused`]).
    pub fn surely_unused(&self, u: usize, v: usize) -> bool {
        match (self.local(u), self.local(v)) {
            (Some(lu), Some(lv)) => self.matching.surely_unused(lu, lv),
            _ => false,
        }
    }

    /// Whether edge `(u, v)` is in the graph.
    pub fn has_edge(&self, u: usize, v: usize) -> bool {
        match (self.local(u), self.local(v)) {
            (Some(lu), Some(lv)) => self.matching.has_edge(lu, lv),
            _ => false,
        }
    }

    /// `v`'s mate (positions), `v` itself when unmatched or outside the graph.
    pub fn mate(&self, v: usize) -> usize {
        self.local(v)
            .and_then(|l| self.matching.mate(l))
            .and_then(|m| self.members.get(m).copied())
            .unwrap_or(v)
    }

    /// Fixes the pair `(a, b)`: its edge outweighs everything, all other edges of both go.
    pub fn finalize(&mut self, a: usize, b: usize) {
        let (Some(la), Some(lb)) = (self.local(a), self.local(b)) else {
            return;
        };
        // Only existing edges need removing: most of a row is usually absent already.
        for u in 0..self.members.len() {
            if u != la && u != lb && self.matching.has_edge(la, u) {
                self.matching.set_weight(la, u, W::ZERO);
            }
            if u != lb && u != la && self.matching.has_edge(lb, u) {
                self.matching.set_weight(lb, u, W::ZERO);
            }
        }
        self.matching.set_weight(la, lb, self.max_weight);
        self.matching.set_weight(lb, la, self.max_weight);
    }
}

/// Checks that players left unpaired by a bracket optimum can be absorbed by the rest of the
/// field: that the rest plus them has a complete pairing (everyone paired but at most one
/// PAB candidate). Kept warm between checks, as the set changes little.
pub struct Absorber {
    lower: usize,
    members: Vec<usize>,
    local: Vec<u32>,
    matching: Matching<u64>,
    enabled: Vec<bool>,
    big: u64,
    bye_candidate: Vec<bool>,
    last_ok: Option<Vec<usize>>,
}

impl Absorber {
    /// `lower`: the players below the bracket and its next scoregroup; `bracket`: the
    /// bracket's players (whose subsets will be checked).
    pub fn new(
        lower: &[usize],
        bracket: &[usize],
        n: usize,
        compatible: impl Fn(usize, usize) -> bool,
        bye_candidate: Vec<bool>,
    ) -> Absorber {
        let mut members = lower.to_vec();
        members.extend_from_slice(bracket);
        let mut local = vec![NONE; n];
        for (i, &m) in members.iter().enumerate() {
            if let Some(slot) = local.get_mut(m) {
                *slot = i as u32;
            }
        }
        let size = members.len();
        let big = size as u64 + 1;
        // Three distinct weights (`big` plus 0, 1 or 2).
        let mut matching = Matching::with_narrow_weights(size);
        for i in 0..lower.len() {
            for j in 0..i {
                let (a, b) = (members[i], members[j]);
                if compatible(a, b) {
                    matching.set_weight(i, j, Self::value(big, &bye_candidate, a, b));
                }
            }
        }
        matching.solve();
        Absorber {
            lower: lower.len(),
            members,
            local,
            matching,
            enabled: vec![false; size],
            big,
            bye_candidate,
            last_ok: None,
        }
    }

    fn value(big: u64, bye_candidate: &[bool], a: usize, b: usize) -> u64 {
        big + u64::from(!bye_candidate.get(a).copied().unwrap_or(false))
            + u64::from(!bye_candidate.get(b).copied().unwrap_or(false))
    }

    /// Whether the lower players can absorb `unpaired` (bracket players, sorted).
    pub fn can_absorb(
        &mut self,
        unpaired: &[usize],
        odd_total: bool,
        compatible: impl Fn(usize, usize) -> bool,
    ) -> bool {
        if self.last_ok.as_deref() == Some(unpaired) {
            return true;
        }
        let mut wanted = vec![false; self.members.len()];
        for &v in unpaired {
            match self.local.get(v) {
                Some(&l) if l != NONE && (l as usize) >= self.lower => wanted[l as usize] = true,
                _ => return false,
            }
        }
        for i in self.lower..self.members.len() {
            if wanted[i] == self.enabled[i] {
                continue;
            }
            let a = self.members[i];
            for j in 0..self.lower {
                let b = self.members[j];
                let w = if wanted[i] && compatible(a, b) {
                    Self::value(self.big, &self.bye_candidate, a, b)
                } else {
                    0
                };
                self.matching.set_weight(i, j, w);
            }
            self.enabled[i] = wanted[i];
        }
        self.matching.solve();
        if !self.matching.is_consistent() {
            return false;
        }
        let mut left = Vec::new();
        for i in 0..self.members.len() {
            let in_play = i < self.lower || wanted[i];
            if in_play && self.matching.mate(i).is_none() {
                left.push(self.members[i]);
            }
        }
        let ok = match left.as_slice() {
            [] => !odd_total,
            [only] => odd_total && self.bye_candidate.get(*only).copied().unwrap_or(false),
            _ => false,
        };
        if ok {
            self.last_ok = Some(unpaired.to_vec());
        }
        ok
    }
}
