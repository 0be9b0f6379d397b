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
//! In its literal form ([`Method::SingleGraph`]) the graph holds every player still to be
//! paired, not just the bracket: that is how C4 (the rest must remain pairable) and the PAB
//! criteria are enforced in every bracket. Pairs already decided keep an edge heavier than any
//! alternative and lose all others. [`Method::BracketGraphs`] gives the same decisions on a
//! graph of the bracket and the next scoregroup only (see `graph` for why that is exact and
//! when it falls back to the whole field).
//!
//! The decision steps follow the published design of the reference engine (bbpPairings'
//! Dutch module: its edge-weight layout and its order of decisions), re-derived for this code
//! base; its results on the shared test tournaments are matched exactly.

#![allow(clippy::needless_range_loop)] // positions index several parallel tables at once

use super::graph::{Absorber, SubGraph};
use super::input::EngineInput;
use super::state::{PlayerState, WeightKey};
use super::weights::{Layout, WeightContext, completion_weight, edge_weight};
use crate::matching::{CompactWeights, Matching, Weight, WideUint};
use std::collections::HashMap;

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
    /// One bit per ordered pair (`i * n + j`): 12.5 MB instead of 100 MB for 10,000 players.
    allowed: Vec<u64>,
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
        let mut allowed = vec![0u64; (n * n).div_ceil(64)];
        let mut allow = |k: usize| {
            if let Some(word) = allowed.get_mut(k / 64) {
                *word |= 1 << (k % 64);
            }
        };
        for i in 0..n {
            for j in 0..i {
                let (a, b) = (&players[i], &players[j]);
                let colours_ok = !a.absolute()
                    || !b.absolute()
                    || a.preference != b.preference
                    || topscorer(a)
                    || topscorer(b);
                if colours_ok && !forbidden(i, j) {
                    allow(i * n + j);
                    allow(j * n + i);
                }
            }
        }
        Compatibility { n, allowed }
    }

    /// The players at sorted positions `i` and `j` may meet.
    pub fn get(&self, i: usize, j: usize) -> bool {
        if i >= self.n || j >= self.n {
            return false;
        }
        let k = i * self.n + j;
        self.allowed
            .get(k / 64)
            .is_some_and(|word| word >> (k % 64) & 1 == 1)
    }
}

/// How the brackets are turned into matching problems (both give the same pairing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// One graph of every player still to be paired, as the rules are written.
    SingleGraph,
    /// One graph per bracket (the bracket and the next scoregroup), with completability
    /// checked separately; falls back to the single graph where that does not apply.
    BracketGraphs,
}

/// Interruptions of a bracket.
enum Interrupt {
    /// The pairing fails.
    Failure(Failure),
    /// The bracket graph cannot decide this bracket: redo it on the whole field.
    Redo,
}

impl From<Failure> for Interrupt {
    fn from(failure: Failure) -> Self {
        Interrupt::Failure(failure)
    }
}

/// Where the bracket loop stands.
#[derive(Clone)]
struct State {
    /// Bracket players (moved-down players first, then residents, then the next
    /// scoregroup), by sorted position.
    pbi: Vec<usize>,
    /// First position of the scoregroup after the bracket's residents.
    next: usize,
    /// Number of moved-down players in the bracket.
    sgb: usize,
    /// First position of the residents.
    sgbv: usize,
    partner: Vec<Option<usize>>,
    matched: Vec<bool>,
}

/// Pairs the sorted players. Returns each position's partner (`None`: the PAB).
pub fn pair<W: Weight>(
    players: &[PlayerState],
    compat: &Compatibility,
    layout: &Layout,
    method: Method,
) -> Result<Vec<Option<usize>>, Failure> {
    let n = players.len();
    if n == 0 {
        return Ok(Vec::new());
    }
    let context = first_phase(players, compat, layout)?;
    let mut run = Run::<W> {
        players,
        compat,
        layout,
        max_weight: layout.max_weight(),
        initial: context.clone(),
        context,
        odd: n % 2 == 1,
        local_allowed: method == Method::BracketGraphs,
        graph: None,
        graph_is_whole_field: false,
        absorber: None,
        bracket_members: Vec::new(),
        stale: Vec::new(),
    };
    run.brackets()
}

/// Whether `players` can all be paired (C1–C3 for everyone but one PAB candidate), the
/// lowest score the PAB can go to (C5), and whether C9 is in force in the first bracket.
fn first_phase(
    players: &[PlayerState],
    compat: &Compatibility,
    layout: &Layout,
) -> Result<WeightContext, Failure> {
    let odd = players.len() % 2 == 1;
    let bits = if odd {
        2 + layout.score_bits + layout.group_bits + 6
    } else {
        8
    };
    if bits <= 64 {
        first_phase_with::<u64>(players, compat, layout)
    } else if bits <= 128 {
        first_phase_with::<u128>(players, compat, layout)
    } else if bits <= 256 {
        first_phase_with::<WideUint<4>>(players, compat, layout)
    } else if bits <= 1024 {
        first_phase_with::<WideUint<16>>(players, compat, layout)
    } else {
        first_phase_with::<WideUint<64>>(players, compat, layout)
    }
}

fn first_phase_with<W: Weight>(
    players: &[PlayerState],
    compat: &Compatibility,
    layout: &Layout,
) -> Result<WeightContext, Failure> {
    let n = players.len();
    let score = |v: usize| players.get(v).map_or(0, |p| p.score);
    let top = score(0);
    let odd = n % 2 == 1;
    // A few distinct weights (a pair's bye candidates, scores and top-group flag).
    let mut matching = Matching::<W>::with_narrow_weights(n);
    // Each weight here is mostly a sum of one value per player: the usual start of the
    // solver leaves its duals far too high on such weights (see `tighten_start`).
    matching.tighten_start();
    for i in 0..n {
        for j in 0..i {
            let w = if odd {
                completion_weight(layout, compat.get(i, j), &players[i], &players[j], top)
            } else if compat.get(i, j) {
                let candidate = |p: &PlayerState| p.bye_eligible && p.score == 0;
                W::from_u64(
                    1 + u64::from(!candidate(&players[i])) + u64::from(!candidate(&players[j])),
                )
            } else {
                W::ZERO
            };
            matching.set_weight(i, j, w);
        }
    }
    matching.solve();
    if !matching.is_consistent() {
        return Err(Failure::Internal(
            "the matching solver reported an inconsistent state".to_string(),
        ));
    }
    let mate = |v: usize| matching.mate(v).unwrap_or(v);
    let mut unmatched = None;
    for v in 0..n {
        if mate(v) == v {
            if unmatched.is_some() || !players[v].bye_eligible {
                return Err(Failure::NoValidPairing(
                    "the players cannot all be paired without breaking an absolute \
                     criterion (no rematch, colour limits, pairing-allocated bye)"
                        .to_string(),
                ));
            }
            unmatched = Some(v);
        }
    }
    let mut context = WeightContext {
        bye_score: 0,
        single_downfloater_is_bye: false,
        unplayed_ranks: Vec::new(),
    };
    if !odd {
        return Ok(context);
    }
    let bye = unmatched.ok_or_else(|| {
        Failure::Internal("odd number of players but everyone matched".to_string())
    })?;
    let bye_score = score(bye);
    let mut single = false;
    if bye_score >= top {
        single = true;
        for v in 0..n {
            if score(v) < top {
                break;
            }
            if score(mate(v)) < top {
                single = false;
                break;
            }
        }
    }
    let mut counts: Vec<u32> = players
        .iter()
        .filter(|p| p.score == bye_score)
        .map(|p| p.played_games)
        .collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    for (rank, games) in counts.into_iter().enumerate() {
        let rank = rank as u32;
        match context.unplayed_ranks.iter_mut().find(|(g, _)| *g == games) {
            Some(entry) => entry.1 = rank,
            None => context.unplayed_ranks.push((games, rank)),
        }
    }
    context.bye_score = bye_score;
    context.single_downfloater_is_bye = single;
    Ok(context)
}

/// The base weight of every edge of a bracket whose later end (by bracket position) is a
/// resident or in the next scoregroup, minus the edges the generation order has ruled out.
/// Held as one `u64` code per pair (see `matching::CompactWeights`): computing a weight is
/// slow (hundreds of bits, field by field) and the decisions read them again and again, while a
/// table of the wide weights themselves took a third of the peak memory.
struct BaseWeights<'a, W: Weight> {
    players: &'a [PlayerState],
    compat: &'a Compatibility,
    layout: &'a Layout,
    /// The bracket's context (fixed while the bracket is paired).
    context: WeightContext,
    pbi: Vec<usize>,
    sgb: usize,
    nsgb: usize,
    codec: CompactWeights<W>,
    /// The code of each `(larger, smaller)` pair of bracket positions, row `larger` from
    /// `larger * (larger - 1) / 2`; 0 for no edge or ruled out, [`Self::RECOMPUTE`] for a
    /// weight the codec could not take.
    codes: Vec<u64>,
}

impl<'a, W: Weight> BaseWeights<'a, W> {
    const RECOMPUTE: u64 = u64::MAX;
    /// A memo entry not computed yet (codes stay below it, see `CompactWeights::encode`).
    const UNSET: u64 = u64::MAX - 1;

    fn new(run: &Run<'a, W>, pbi: Vec<usize>, sgb: usize, nsgb: usize) -> BaseWeights<'a, W> {
        let len = pbi.len();
        let mut base = BaseWeights {
            players: run.players,
            compat: run.compat,
            layout: run.layout,
            context: run.context.clone(),
            pbi,
            sgb,
            nsgb,
            codec: CompactWeights::new(),
            codes: vec![0; len * len.saturating_sub(1) / 2],
        };
        // A weight depends on the pair only through the two players' weight keys and where the
        // later one sits (bracket or next scoregroup), and a bracket has few distinct keys: each
        // weight is computed once per combination (a big bracket has millions of pairs).
        let mut classes: Vec<WeightKey> = Vec::new();
        let mut class_of_key: HashMap<WeightKey, usize> = HashMap::new();
        let class: Vec<usize> = base
            .pbi
            .iter()
            .map(|&v| {
                let key = base.players[v].weight_key();
                *class_of_key.entry(key).or_insert_with(|| {
                    classes.push(key);
                    classes.len() - 1
                })
            })
            .collect();
        let count = classes.len();
        // Two roles of the later player (bracket, next scoregroup); a memo of at most 4M codes.
        let mut memo = if count * count <= 1 << 21 {
            vec![Self::UNSET; 2 * count * count]
        } else {
            Vec::new()
        };
        for larger in sgb..len {
            for smaller in 0..larger {
                let (higher, lower) = (base.pbi[smaller], base.pbi[larger]);
                let code = if !base.compat.get(higher, lower) {
                    0
                } else {
                    let slot = (usize::from(larger >= nsgb) * count + class[smaller]) * count
                        + class[larger];
                    match memo.get(slot) {
                        Some(&code) if code != Self::UNSET => code,
                        _ => {
                            let w = base.compute(larger, smaller);
                            let code = base.codec.encode(w).unwrap_or(Self::RECOMPUTE);
                            if let Some(entry) = memo.get_mut(slot) {
                                *entry = code;
                            }
                            code
                        }
                    }
                };
                if let Some(entry) = base.codes.get_mut(Self::index(larger, smaller)) {
                    *entry = code;
                }
            }
        }
        base
    }

    fn index(larger: usize, smaller: usize) -> usize {
        larger * larger.saturating_sub(1) / 2 + smaller
    }

    fn compute(&self, larger: usize, smaller: usize) -> W {
        let (higher, lower) = (self.pbi[smaller], self.pbi[larger]);
        edge_weight(
            self.layout,
            &self.context,
            self.compat.get(higher, lower),
            &self.players[higher],
            &self.players[lower],
            larger < self.nsgb,
            larger >= self.nsgb,
        )
    }

    /// The weight of the edge between bracket positions `smaller < larger` (zero: none).
    fn get(&self, larger: usize, smaller: usize) -> W {
        if larger < self.sgb || larger >= self.pbi.len() || smaller >= larger {
            return W::ZERO;
        }
        match self.codes.get(Self::index(larger, smaller)) {
            Some(&Self::RECOMPUTE) => self.compute(larger, smaller),
            Some(&code) => self.codec.decode(code),
            None => W::ZERO,
        }
    }

    /// Rules out the edge between bracket positions `larger` and `smaller`.
    fn drop_edge(&mut self, larger: usize, smaller: usize) {
        if smaller >= larger || larger >= self.pbi.len() {
            return;
        }
        if let Some(slot) = self.codes.get_mut(Self::index(larger, smaller)) {
            *slot = 0;
        }
    }
}

struct Run<'a, W: Weight> {
    players: &'a [PlayerState],
    compat: &'a Compatibility,
    layout: &'a Layout,
    max_weight: W,
    /// The context the edges outside every bracket so far were weighted with.
    initial: WeightContext,
    /// The current bracket's context.
    context: WeightContext,
    odd: bool,
    /// Bracket graphs may be used (cleared after a fallback to the whole field).
    local_allowed: bool,
    graph: Option<SubGraph<W>>,
    graph_is_whole_field: bool,
    absorber: Option<Absorber>,
    /// The bracket graph's players (for the completability check).
    bracket_members: Vec<usize>,
    /// Weights between moved-down players, carried from the bracket that floated them.
    stale: Vec<(usize, usize, W)>,
}

impl<W: Weight> Run<'_, W> {
    fn score(&self, v: usize) -> u32 {
        self.players.get(v).map_or(0, |p| p.score)
    }

    fn bye_candidate(&self, p: &PlayerState) -> bool {
        p.bye_eligible && p.score <= self.context.bye_score
    }

    fn set(&mut self, u: usize, v: usize, w: W) {
        if let Some(graph) = self.graph.as_mut() {
            graph.set(u, v, w);
        }
    }

    fn mate(&self, v: usize) -> usize {
        self.graph.as_ref().map_or(v, |g| g.mate(v))
    }

    fn finalize(&mut self, a: usize, b: usize) {
        if let Some(graph) = self.graph.as_mut() {
            graph.finalize(a, b);
        }
    }

    /// Re-optimises; in a bracket graph, also checks that the optimum leaves a completable
    /// field.
    fn solve(&mut self) -> Result<(), Interrupt> {
        let Some(graph) = self.graph.as_mut() else {
            return Err(Interrupt::Failure(Failure::Internal(
                "no graph".to_string(),
            )));
        };
        graph.solve();
        if self.graph_is_whole_field {
            if graph.inconsistent {
                return Err(Interrupt::Failure(Failure::Internal(
                    "the matching solver reported an inconsistent state".to_string(),
                )));
            }
            return Ok(());
        }
        if graph.inconsistent {
            return Err(Interrupt::Redo);
        }
        let unpaired: Vec<usize> = self
            .bracket_members
            .iter()
            .copied()
            .filter(|&v| graph.mate(v) == v)
            .collect();
        let compat = self.compat;
        let odd = self.odd;
        let absorbed = self
            .absorber
            .as_mut()
            .is_some_and(|absorber| absorber.can_absorb(&unpaired, odd, |a, b| compat.get(a, b)));
        if absorbed {
            Ok(())
        } else {
            Err(Interrupt::Redo)
        }
    }

    fn weight_in(
        &self,
        context: &WeightContext,
        higher: usize,
        lower: usize,
        in_current: bool,
        in_next: bool,
    ) -> W {
        edge_weight(
            self.layout,
            context,
            self.compat.get(higher, lower),
            &self.players[higher],
            &self.players[lower],
            in_current,
            in_next,
        )
    }

    /// Pairs the brackets from the top scoregroup down.
    fn brackets(&mut self) -> Result<Vec<Option<usize>>, Failure> {
        let n = self.players.len();
        let top = self.score(0);
        let first: Vec<usize> = (0..n).take_while(|&v| self.score(v) >= top).collect();
        let mut state = State {
            next: first.len(),
            pbi: first,
            sgb: 0,
            sgbv: 0,
            partner: vec![None; n],
            matched: vec![false; n],
        };
        while state.pbi.len() > 1 || state.next < n {
            let saved = (state.clone(), self.context.clone(), self.stale.clone());
            loop {
                match self.bracket(&mut state) {
                    Ok(()) => break,
                    Err(Interrupt::Failure(failure)) => return Err(failure),
                    Err(Interrupt::Redo) => {
                        if !self.local_allowed {
                            return Err(Failure::Internal(
                                "the whole-field graph asked for a redo".to_string(),
                            ));
                        }
                        self.local_allowed = false;
                        self.graph = None;
                        self.graph_is_whole_field = false;
                        self.absorber = None;
                        (state, self.context, self.stale) = saved.clone();
                    }
                }
            }
        }
        Ok(state.partner)
    }

    /// Sets up the graph for the bracket whose players are `members` (the bracket and its
    /// next scoregroup).
    fn prepare_graph(&mut self, state: &State, members: &[usize], lower: &[usize]) {
        let n = self.players.len();
        let bye_involved = self.odd
            && members
                .iter()
                .any(|&v| self.score(v) <= self.context.bye_score);
        let candidates: Vec<bool> = self.players.iter().map(|p| self.bye_candidate(p)).collect();
        if self.local_allowed && !bye_involved {
            // Free the previous bracket's graphs first: two consecutive big brackets would
            // otherwise be held at once, which set the peak memory.
            self.graph = None;
            self.absorber = None;
            let unit = W::from_u64(1).shl(self.layout.shift_total);
            let mut graph = SubGraph::new(
                members.to_vec(),
                n,
                Some(unit),
                self.max_weight,
                candidates.clone(),
            );
            for &(a, b, w) in &self.stale {
                graph.set(a, b, w);
            }
            let compat = self.compat;
            self.absorber = Some(Absorber::new(
                lower,
                members,
                n,
                |a, b| compat.get(a, b),
                if self.odd { candidates } else { vec![false; n] },
            ));
            self.graph = Some(graph);
            self.graph_is_whole_field = false;
            self.bracket_members = members.to_vec();
            return;
        }
        if self.graph_is_whole_field && self.graph.is_some() {
            return;
        }
        // The whole remaining field, weighted as the literal procedure has it at the start
        // of this bracket: moved-down players keep the weights between them, everything else
        // has its initial weight (rows of the bracket are set next).
        let remaining: Vec<usize> = (0..n).filter(|&v| !state.matched[v]).collect();
        self.graph = None;
        self.absorber = None;
        let mut graph = SubGraph::new(remaining.clone(), n, None, self.max_weight, candidates);
        for (k, &b) in remaining.iter().enumerate() {
            for &a in &remaining[..k] {
                let w = self.weight_in(&self.initial, a, b, false, false);
                graph.set(b, a, w);
            }
        }
        for &(a, b, w) in &self.stale {
            graph.set(a, b, w);
        }
        self.graph = Some(graph);
        self.graph_is_whole_field = true;
        self.absorber = None;
        self.bracket_members.clear();
    }

    /// Pairs one bracket.
    fn bracket(&mut self, state: &mut State) -> Result<(), Interrupt> {
        let n = self.players.len();
        let sgb = state.sgb;
        let sgbv = state.sgbv;
        let nsgb = state.pbi.len();
        let nsgbv = sgbv + (nsgb - sgb);
        let group_start = state.next;
        let mut group_end = group_start;
        if group_start < n {
            let group_score = self.score(group_start);
            while group_end < n && self.score(group_end) >= group_score {
                group_end += 1;
            }
        }
        let mut members = state.pbi.clone();
        members.extend(group_start..group_end);
        let lower: Vec<usize> = (group_end..n).filter(|&v| !state.matched[v]).collect();
        self.prepare_graph(state, &members, &lower);
        state.pbi = members;
        state.next = group_end;
        let pbi = state.pbi.clone();
        let mut matched = std::mem::take(&mut state.matched);
        let resident = |v: usize| v >= sgbv && v < nsgbv;

        // Base weights for every edge whose later end is a resident or in the next group.
        let len = pbi.len();
        let mut base = BaseWeights::new(self, pbi.clone(), sgb, nsgb);
        for larger in sgb..len {
            for smaller in 0..larger {
                let w = base.get(larger, smaller);
                self.set(pbi[larger], pbi[smaller], w);
            }
        }
        self.solve()?;
        let get = |base: &BaseWeights<W>, larger: usize, smaller: usize| -> W {
            base.get(larger, smaller)
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
                        self.set(pv, pbi[oi], w.or_u64(1));
                    }
                }
                self.solve()?;
            }
            if resident(self.mate(pv)) {
                matched[pv] = true;
                remaining_matched -= 1;
                let bonus = (nsgb - sgb) as u64;
                for oi in sgb..nsgb {
                    let w = get(&base, oi, pi);
                    if !w.is_zero() {
                        let w = w.or_u64(bonus).add(W::from_u64(1));
                        self.set(pv, pbi[oi], w);
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
                    self.set(pv, ov, w.add(W::from_u64(addend)));
                    addend += 1;
                }
            }
            self.solve()?;
            let mv = self.mate(pv);
            if mv == pv {
                return Err(Failure::Internal(
                    "a moved-down player chosen for pairing has no opponent".to_string(),
                )
                .into());
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
        let ordered = |base: &BaseWeights<W>, smaller: usize, larger: usize, index: usize| -> W {
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
                self.set(pbi[pi], ov, w);
            }
        }
        self.solve()?;

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
                        self.set(pv, pbi[oi], w.sub(W::from_u64(1)));
                    }
                }
                self.solve()?;
            }
            let exchange = !downwards(self, pv);
            if exchange {
                exchanges_remaining -= 1;
            }
            for &oi in &remainder[pit + 1..] {
                if exchange {
                    base.drop_edge(oi, pi);
                }
                let w = ordered(&base, pi, oi, pri);
                self.set(pv, pbi[oi], w);
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
                        self.set(pv, pbi[oi], w.add(W::from_u64(1)));
                    }
                }
                self.solve()?;
            }
            if downwards(self, pv) {
                exchanges_remaining -= 1;
                for &oi in &remainder[..pit] {
                    base.drop_edge(pi, oi);
                    self.set(pv, pbi[oi], W::ZERO);
                }
                for oi in nsgb..len {
                    base.drop_edge(oi, pi);
                    self.set(pv, pbi[oi], W::ZERO);
                }
            }
            if !already {
                for &oi in &remainder[pit + 1..] {
                    let w = ordered(&base, pi, oi, ri);
                    self.set(pv, pbi[oi], w);
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
                    base.drop_edge(oi, pi);
                }
                let w = get(&base, oi, pi);
                self.set(pv, ov, w);
            }
        }

        // S1 players take their opponents in order, each preferring the highest in S2.
        //
        // First their edges to later players that no optimum of this step can use are
        // removed, so that the one-by-one re-solves below stop scanning them. Every re-solve
        // here finds an optimum of the weights as they are now (the addends only break ties
        // among those, and fixing a pair found by one keeps the rest optimal), and such an
        // optimum uses no edge whose slack is a whole unit of the criteria fields: the
        // fields below that unit (the addends and the low bits left by the moved-down
        // players' step) add up to less than one unit on any pairing. So each decision is
        // the same with those edges gone.
        self.solve()?;
        let unit = W::from_u64(1).shl(3 * self.layout.group_bits + 1);
        let mut pruned = vec![false; n];
        for &pi in &remainder {
            let pv = pbi[pi];
            if downwards(self, pv) {
                if let Some(graph) = self.graph.as_mut() {
                    graph.remove_slack_edges_after(pv, unit);
                }
                pruned[pv] = true;
            }
        }
        // The matching the decisions are read from: the solver's, with the exchanges made
        // since its last re-solve (see `exchange_cycle`).
        let mut swapped: HashMap<usize, usize> = HashMap::new();
        // Edges given back since the last re-solve: the matching at hand may no longer be
        // an optimum.
        let mut restored = false;
        for &pi in &remainder {
            let pv = pbi[pi];
            let logical = |this: &Self, v: usize| swapped.get(&v).copied().unwrap_or(this.mate(v));
            let m = logical(self, pv);
            if !(m > pv && m < nsgbv) {
                if pruned[pv] {
                    // It moves down after all: its edges carry on to the next bracket, so
                    // they come back.
                    for oi in pi + 1..len {
                        let ov = pbi[oi];
                        let w = get(&base, oi, pi);
                        let present = self.graph.as_ref().is_some_and(|g| g.has_edge(pv, ov));
                        if !matched[ov] && !present && !w.is_zero() {
                            self.set(pv, ov, w);
                            restored = true;
                        }
                    }
                }
                continue;
            }
            let candidate = |this: &Self, oi: usize| {
                let ov = pbi[oi];
                oi > pi
                    && !matched[ov]
                    && !get(&base, oi, pi).is_zero()
                    && (!pruned[pv] || this.graph.as_ref().is_some_and(|g| g.has_edge(pv, ov)))
            };
            // The re-solve below pairs the player with the first of its candidates that some
            // optimum (with the pairs fixed so far) pairs it with. The solver's duals rule
            // out the candidates no optimum can take (a positive slack). When the matching at
            // hand pairs the player with the first one left, or does so after opponents
            // change hands at no cost, that optimum shows the re-solve's answer, which is then
            // taken without it; the pairs fixed meanwhile go to the next re-solve. (The matching
            // at hand holds every pair fixed so far, so it is an optimum with them fixed too.)
            // Not for the last candidate: its addend is zero, a tie with floating.
            let last = remainder
                .iter()
                .rev()
                .copied()
                .find(|&oi| oi > pi && !matched[pbi[oi]])
                .map(|oi| pbi[oi]);
            let first = remainder
                .iter()
                .copied()
                .filter(|&oi| candidate(self, oi))
                .map(|oi| pbi[oi])
                .find(|&ov| !self.graph.as_ref().is_some_and(|g| g.surely_unused(pv, ov)))
                .filter(|&ov| !restored && Some(ov) != last);
            let exchange = first.and_then(|q| {
                if m == q {
                    return Some(Vec::new());
                }
                let graph = self.graph.as_ref()?;
                let mate = |v: usize| logical(self, v);
                let free = |v: usize| !matched[v];
                let others: Vec<usize> = remainder
                    .iter()
                    .map(|&oi| pbi[oi])
                    .filter(|&ov| ov > pv && !matched[ov])
                    .collect();
                exchange_cycle(graph, &mate, &free, &others, pv, q, m)
            });
            let mv = match exchange {
                Some(cycle) => {
                    for (a, b) in cycle {
                        swapped.insert(a, b);
                        swapped.insert(b, a);
                    }
                    first.unwrap_or(m)
                }
                None => {
                    let mut addend = 0u64;
                    for &oi in remainder.iter().rev() {
                        let ov = pbi[oi];
                        if oi <= pi || matched[ov] {
                            continue;
                        }
                        if candidate(self, oi) {
                            let w = get(&base, oi, pi);
                            self.set(pv, ov, w.add(W::from_u64(addend)));
                        }
                        addend += 1;
                    }
                    self.solve()?;
                    swapped.clear();
                    restored = false;
                    self.mate(pv)
                }
            };
            if mv == pv {
                return Err(Failure::Internal(
                    "a remainder player chosen for S1 has no opponent".to_string(),
                )
                .into());
            }
            matched[pv] = true;
            matched[mv] = true;
            self.finalize(pv, mv);
        }
        // The last pairs fixed without a re-solve: the solver's matching takes them.
        if !swapped.is_empty() {
            self.solve()?;
        }

        // The next bracket: this bracket's unpaired players move down.
        let mut new_pbi = Vec::new();
        let mut new_sgb = 0usize;
        let mut single =
            self.odd && group_start < n && self.context.bye_score >= self.score(group_start);
        for (pi, &pv) in pbi.iter().enumerate() {
            if pi < nsgb && matched[pv] {
                let mv = self.mate(pv);
                state.partner[pv] = Some(mv);
                if let Some(slot) = state.partner.get_mut(mv) {
                    *slot = Some(pv);
                }
            } else {
                new_pbi.push(pv);
                if pi < nsgb {
                    new_sgb += 1;
                }
                // Unpaired in a bracket graph means paired further down.
                let mv = self.mate(pv);
                let below = (mv == pv && !self.graph_is_whole_field)
                    || self.score(mv) < self.score(group_start);
                if single && below {
                    single = false;
                }
            }
        }
        self.context.single_downfloater_is_bye = single;
        if group_start >= n && new_pbi.len() == pbi.len() && new_pbi.len() > 1 {
            return Err(Failure::Internal(
                "the last bracket left several players unpaired".to_string(),
            )
            .into());
        }
        let mut stale = Vec::new();
        if let Some(graph) = self.graph.as_ref() {
            for i in 0..new_sgb {
                for j in 0..i {
                    let (a, b) = (new_pbi[j], new_pbi[i]);
                    stale.push((a, b, graph.weight(a, b)));
                }
            }
        }
        self.stale = stale;
        state.pbi = new_pbi;
        state.sgb = new_sgb;
        state.sgbv = nsgbv;
        state.matched = matched;
        Ok(())
    }
}

/// Pairs that give S1 player `p` the S2 player `q` instead of its opponent `m` at no cost to
/// the matching's weight, if there are some: `q`'s opponent takes `m`, or takes another S2
/// player whose opponent takes `m`. Each S1 player moved keeps an S2 player after it (the
/// only edges left at this step), so every player stays paired and in its subgroup; with the
/// weight unchanged the new matching is an optimum as well.
///
/// `mate` is the matching at hand, `free` tells the players not yet fixed, and `others`
/// lists the S2 players that may change hands.
fn exchange_cycle<W: Weight>(
    graph: &SubGraph<W>,
    mate: &dyn Fn(usize) -> usize,
    free: &dyn Fn(usize) -> bool,
    others: &[usize],
    p: usize,
    q: usize,
    m: usize,
) -> Option<Vec<(usize, usize)>> {
    let x = mate(q);
    if x == q || x >= q || x == p || !free(x) {
        return None;
    }
    let gained = graph.weight(p, q);
    let lost = graph.weight(p, m).add(graph.weight(x, q));
    if x < m && graph.has_edge(x, m) && gained.add(graph.weight(x, m)) == lost {
        return Some(vec![(p, q), (x, m)]);
    }
    for &o in others {
        if o == q || o == m || o <= x || !graph.has_edge(x, o) {
            continue;
        }
        let y = mate(o);
        if y == o || y >= o || y == p || y == x || !free(y) || y >= m || !graph.has_edge(y, m) {
            continue;
        }
        let with = gained.add(graph.weight(x, o)).add(graph.weight(y, m));
        if with == lost.add(graph.weight(y, o)) {
            return Some(vec![(p, q), (x, o), (y, m)]);
        }
    }
    None
}
