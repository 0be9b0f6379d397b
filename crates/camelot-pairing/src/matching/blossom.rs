//! Maximum-weight matching on a general graph (Edmonds' blossom algorithm, primal–dual), kept
//! warm between updates.
//!
//! The Dutch engine re-solves the same graph hundreds of times per round, each time after
//! changing the edges of one or two vertices. Solving from scratch each time would cost
//! O(n³) per decision, so this solver keeps its matching, its dual variables and its blossoms,
//! repairs only what an update broke, and then grows alternating trees from the few vertices
//! that are left with an unsatisfied dual. A typical update then costs O(n·t), where t is the
//! size of the trees that had to be grown.
//!
//! Conventions (as in the classic formulation by Galil and by van Rantwijk): each vertex `v`
//! has a dual `y[v]`, each non-trivial blossom `b` a dual `z[b]`, and the slack of an edge is
//! `y[u] + y[v] - 2·w(u, v) + 2·Σ z[b]` over the blossoms containing both ends. The matching is
//! optimal when every slack is ≥ 0, matched edges have slack 0, every unmatched vertex has
//! `y = 0`, and every blossom with `z > 0` is full. Updates keep the first two conditions and
//! blossom fullness; the search then restores the third one vertex at a time.
//!
//! After an update the unmatched vertices no longer share one dual value, so the classic
//! stopping rule (all unmatched duals reach zero together) does not apply. Trees are grown
//! together from every unmatched vertex with a positive dual of the same parity (so that an
//! edge between two trees has an even slack and both can move halfway to close it); a stage
//! stops when the dual of an outer vertex reaches 0 (the even alternating path from its root to
//! that vertex is then flipped, which leaves that vertex unmatched with a zero dual, as
//! optimality requires), or, once it has found an augmenting path, when the trees it has not
//! augmented can grow no further through tight edges (each meeting a free vertex or another
//! tree on the way augments too). Growing all trees together matters on
//! large groups of equal weights (a scoregroup), where trees grown one by one would keep
//! merging into one ever larger blossom.

use super::store::WeightStore;
use super::weight::Weight;

const NONE: u32 = u32::MAX;

const FREE: u8 = 0;
const OUTER: u8 = 1;
const INNER: u8 = 2;
const BREADCRUMB: u8 = 4;

/// Child blossoms of at least this many vertices give their number to the blossom made of
/// them (see `add_blossom`); below it relabelling their vertices is as cheap.
const RENUMBER_FROM: u32 = 16;

/// Vertices of blossoms of at least this many vertices skip the edges inside their blossom
/// with a bit mask when scanned.
const MASK_FROM: u32 = 64;

/// An oriented edge `(first, second)`; `NO_EDGE` when absent.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Edge {
    first: u32,
    second: u32,
}

const NO_EDGE: Edge = Edge {
    first: NONE,
    second: NONE,
};

impl Edge {
    const fn new(first: u32, second: u32) -> Edge {
        Edge { first, second }
    }
    const fn is_none(self) -> bool {
        self.first == NONE
    }
    const fn reversed(self) -> Edge {
        Edge {
            first: self.second,
            second: self.first,
        }
    }
}

/// A maximum-weight matching of a complete graph whose edges of weight zero are absent.
///
/// Set weights with [`set_weight`](Self::set_weight), then call [`solve`](Self::solve); the
/// result ([`mate`](Self::mate)) is a matching of maximum total weight (not necessarily of
/// maximum cardinality). Weights must stay below `2^(W::BITS - 4)` so that dual variables fit.
#[derive(Clone, Debug)]
pub struct Matching<W: Weight> {
    n: usize,
    /// Twice each edge weight: every use of a weight in the algorithm is doubled (slacks,
    /// dual needs), so doubling once on entry keeps a shift out of the innermost loop.
    /// Stored compactly (one `u64` an entry, see `store`).
    doubled: WeightStore<W>,
    /// One bit per non-zero weight, `row_words` words per vertex: scans visit only the
    /// edges that exist instead of loading every (wide) zero weight of a row.
    edges: Vec<u64>,
    row_words: usize,
    mate: Vec<u32>,
    /// `y` for vertices `0..n`, `z` for blossoms `n..2n`.
    dual: Vec<W>,
    in_blossom: Vec<u32>,
    /// How many vertices each blossom holds (1 for a vertex).
    leaf_count: Vec<u32>,
    /// See [`big_blossoms_from`](Self::big_blossoms_from).
    renumber_from: u32,
    mask_from: u32,
    /// Whether the first solve lowers its starting duals (see `tighten_duals`).
    tighten_start: bool,
    /// The vertices of blossom `mask_of` (`NONE`: none), a bit each, to skip the edges inside
    /// it when scanning one of its vertices.
    mask: Vec<u64>,
    mask_of: u32,
    parent: Vec<u32>,
    children: Vec<Vec<u32>>,
    /// `endpoints[b][i]` joins `children[b][i]` (first) to `children[b][i + 1]` (second).
    endpoints: Vec<Vec<Edge>>,
    base: Vec<u32>,
    unused_blossoms: Vec<u32>,
    label: Vec<u8>,
    label_edge: Vec<Edge>,
    /// The root of the alternating tree each labelled top-level blossom (or vertex) belongs
    /// to, so that a stage can retire the trees it has augmented and go on growing the others.
    tree: Vec<u32>,
    /// `dead[root]`: the tree of `root` was augmented in this stage; its labels are stale.
    dead: Vec<bool>,
    best_edge: Vec<Edge>,
    /// The slack of `best_edge[i]` where that is an edge: kept current by every write and
    /// refreshed after each dual change, so scans compare against it without recomputing.
    best_slack: Vec<W>,
    /// Blossoms made since the last dual change, whose `best_edge` is not gathered yet.
    new_blossoms: Vec<u32>,
    queue: Vec<u32>,
    dirty: Vec<bool>,
    dirty_list: Vec<u32>,
    pending: Vec<u32>,
    /// Set if an invariant the algorithm relies on was found broken, or a weight could not be
    /// stored (never seen; checked so that a defect shows up as an error instead of a wrong
    /// answer or an endless loop).
    broken: bool,
}

impl<W: Weight> Matching<W> {
    /// A graph of `n` vertices without edges (the empty matching is optimal).
    pub fn new(n: usize) -> Matching<W> {
        Self::with_store(n, WeightStore::new(n))
    }

    /// As [`new`](Self::new), for graphs with few distinct weights: each entry is a 32-bit
    /// index into a table of the distinct (doubled) weights, both ways round, so that a big
    /// graph's rows are read in order (its usual table keeps each pair once, and reading the
    /// edges to later vertices jumps from row to row) in the same memory. Beyond `2^32 − 1`
    /// distinct weights a weight is refused ([`is_consistent`](Self::is_consistent) then says
    /// `false`).
    pub fn with_narrow_weights(n: usize) -> Matching<W> {
        Self::with_store(n, WeightStore::narrow(n))
    }

    fn with_store(n: usize, doubled: WeightStore<W>) -> Matching<W> {
        let two_n = 2 * n;
        let row_words = n.div_ceil(64);
        Matching {
            n,
            doubled,
            edges: vec![0; n * row_words],
            row_words,
            mate: vec![NONE; n],
            dual: vec![W::ZERO; two_n],
            in_blossom: (0..n as u32).collect(),
            leaf_count: std::iter::repeat_n(1, n)
                .chain(std::iter::repeat_n(0, n))
                .collect(),
            renumber_from: RENUMBER_FROM,
            mask_from: MASK_FROM,
            tighten_start: false,
            mask: Vec::new(),
            mask_of: NONE,
            parent: vec![NONE; two_n],
            children: vec![Vec::new(); two_n],
            endpoints: vec![Vec::new(); two_n],
            base: (0..n as u32).chain(std::iter::repeat_n(NONE, n)).collect(),
            unused_blossoms: (n as u32..two_n as u32).rev().collect(),
            label: vec![FREE; two_n],
            label_edge: vec![NO_EDGE; two_n],
            tree: vec![NONE; two_n],
            dead: vec![false; n],
            best_edge: vec![NO_EDGE; two_n],
            best_slack: vec![W::ZERO; two_n],
            new_blossoms: Vec::new(),
            queue: Vec::new(),
            dirty: vec![false; n],
            dirty_list: Vec::new(),
            pending: Vec::new(),
            broken: false,
        }
    }

    /// Number of vertices.
    pub fn len(&self) -> usize {
        self.n
    }

    /// `true` when the graph has no vertex.
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The weight of edge `(u, v)` (zero: no edge). Out-of-range vertices and loops have no
    /// edges.
    pub fn weight(&self, u: usize, v: usize) -> W {
        if u < self.n && v < self.n && u != v {
            self.w2(u as u32, v as u32).half()
        } else {
            W::ZERO
        }
    }

    /// Whether edge `(u, v)` exists (a non-zero weight), read from the edge bitsets.
    pub fn has_edge(&self, u: usize, v: usize) -> bool {
        u < self.n
            && v < self.n
            && self.edges[u * self.row_words + v / 64] & (1u64 << (v % 64)) != 0
    }

    /// Sets the weight of edge `(u, v)`; zero removes the edge. Takes effect at the next
    /// [`solve`](Self::solve), which repairs the solution around `u`. Loops and out-of-range
    /// vertices are ignored.
    pub fn set_weight(&mut self, u: usize, v: usize, weight: W) {
        if u == v || u >= self.n || v >= self.n {
            return;
        }
        debug_assert!(weight.bit_len() + 4 <= W::BITS, "edge weight too wide");
        if !self.doubled.set(u, v, weight.double()) {
            // Left unchanged: the solution would be for other weights than the caller's.
            self.broken = true;
            return;
        }
        let present = !weight.is_zero();
        for (a, b) in [(u, v), (v, u)] {
            let word = &mut self.edges[a * self.row_words + b / 64];
            let bit = 1u64 << (b % 64);
            if present {
                *word |= bit;
            } else {
                *word &= !bit;
            }
        }
        if !self.dirty[u] {
            self.dirty[u] = true;
            self.dirty_list.push(u as u32);
        }
    }

    /// Makes the first solve lower its starting duals to the least values the edges allow,
    /// one pass over the edges. Worth it where a weight is mostly a sum of one value per end
    /// that does not fall with the vertex order, as in the Dutch engine's first matching of
    /// an odd field: there the usual start's duals sit far above the optimum's and the
    /// searches took most of a round's time (59 stages and 40 s at 9,999 players in round 9;
    /// 4 stages and 1.6 s with this). Only the cost changes, never the optimum's value.
    pub fn tighten_start(&mut self) {
        self.tighten_start = true;
    }

    /// Sizes (in vertices) from which a blossom is handled as big: a child blossom of
    /// `renumber_from` vertices or more gives its number to the blossom made of it instead of
    /// having its vertices relabelled (16 by default), and the vertices of a blossom of
    /// `mask_from` vertices or more skip the edges inside it with a bit mask (64 by default).
    /// Only the cost changes, never the result; tests set both low so that small graphs take
    /// those paths too.
    pub fn big_blossoms_from(&mut self, renumber_from: u32, mask_from: u32) {
        self.renumber_from = renumber_from.max(1);
        self.mask_from = mask_from.max(1);
    }

    /// Removes every edge from `v` to a vertex numbered `first` or more whose slack is at least
    /// `min_slack` (in weight units, against the current duals), except `v`'s matched edge;
    /// returns how many went. Nothing else changes: an edge with a positive slack is neither
    /// matched nor part of a blossom, so the solution stays optimal for the remaining edges
    /// without any repair.
    ///
    /// Why: a caller that knows later updates can move a matching's weight by less than
    /// `min_slack` knows such an edge can never be in a later optimum (every matching using it
    /// weighs at least its slack less than the optimum), and the searches of the re-solves
    /// then no longer scan it. Only valid right after [`solve`](Self::solve): with updates
    /// pending, nothing is removed.
    pub fn remove_slack_edges(&mut self, v: usize, min_slack: W, first: usize) -> usize {
        if v >= self.n || !self.dirty_list.is_empty() || !self.pending.is_empty() {
            return 0;
        }
        let threshold = min_slack.double();
        let yv = self.dual[v];
        let m = self.mate[v];
        let mut removed = 0;
        for i in first / 64..self.row_words {
            let mut word = self.edge_word(v as u32, i);
            if i == first / 64 {
                word &= u64::MAX << (first % 64);
            }
            while word != 0 {
                let x = (64 * i) as u32 + word.trailing_zeros();
                word &= word - 1;
                if x == m {
                    continue;
                }
                // The slack without the blossom duals is a lower bound of the slack.
                let reach = yv.add(self.dual[x as usize]);
                let limit = self.w2(v as u32, x).add(threshold);
                if reach < limit {
                    continue;
                }
                if !self.doubled.set(v, x as usize, W::ZERO) {
                    self.broken = true;
                    return removed;
                }
                let xu = x as usize;
                self.edges[v * self.row_words + xu / 64] &= !(1u64 << (xu % 64));
                self.edges[xu * self.row_words + v / 64] &= !(1u64 << (v % 64));
                removed += 1;
            }
        }
        removed
    }

    /// Whether edge `(u, v)` is in no maximum-weight matching, as the dual variables of the
    /// last [`solve`](Self::solve) tell: its slack is positive, and every optimum uses tight
    /// edges only, under any optimal duals. Valid while no weight has been raised since the
    /// solve (lowering or removing edges keeps the duals feasible and the optima that remain
    /// among the old ones).
    pub fn surely_unused(&self, u: usize, v: usize) -> bool {
        if u >= self.n || v >= self.n || u == v {
            return false;
        }
        let outermost_first = |x: usize| {
            let mut chain = Vec::new();
            let mut b = self.parent[x];
            while b != NONE {
                chain.push(b);
                b = self.parent[b as usize];
            }
            chain.reverse();
            chain
        };
        let (cu, cv) = (outermost_first(u), outermost_first(v));
        let mut reach = self.dual[u].add(self.dual[v]);
        for (a, b) in cu.iter().zip(cv.iter()) {
            if a != b {
                break;
            }
            reach = reach.add(self.dual[*a as usize].double());
        }
        reach > self.w2(u as u32, v as u32)
    }

    /// `false` if the solver met a state its invariants rule out, or a weight could not be
    /// stored; the matching is then not reliable. Never observed; exposed so that callers can
    /// turn a defect into an error.
    pub fn is_consistent(&self) -> bool {
        !self.broken
    }

    /// The vertex matched to `v`, if any (after [`solve`](Self::solve)).
    pub fn mate(&self, v: usize) -> Option<usize> {
        match self.mate.get(v) {
            Some(&m) if m != NONE => Some(m as usize),
            _ => None,
        }
    }

    /// The whole matching: entry `v` is `v`'s mate, or `v` itself when unmatched (the
    /// convention of the reference engine's matching computer).
    pub fn mates(&self) -> Vec<usize> {
        (0..self.n).map(|v| self.mate(v).unwrap_or(v)).collect()
    }

    /// Brings the matching back to maximum weight after the updates made since the last call.
    pub fn solve(&mut self) {
        if self.is_fresh() {
            self.fresh_start();
        }
        let dirty = std::mem::take(&mut self.dirty_list);
        for &v in &dirty {
            self.dirty[v as usize] = false;
            self.repair_vertex(v);
        }
        self.dirty_list = dirty;
        self.dirty_list.clear();
        let mut in_list = vec![false; self.n];
        loop {
            // Unmatched vertices whose dual is still positive, without repeats.
            let mut roots = Vec::new();
            for &v in &self.pending {
                let vu = v as usize;
                if !in_list[vu]
                    && self.mate[vu] == NONE
                    && !self.dual[vu].is_zero()
                    && self.base_of_top(v) == v
                {
                    in_list[vu] = true;
                    roots.push(v);
                }
            }
            for &v in &roots {
                in_list[v as usize] = false;
            }
            let Some(&first) = roots.first() else {
                self.pending.clear();
                break;
            };
            self.pending.clone_from(&roots);
            // Trees grown together must have duals of one parity, so that the slack of an
            // edge between two of them is even and can be closed by moving both halfway.
            let parity = Self::parity(self.dual[first as usize]);
            roots.retain(|&r| Self::parity(self.dual[r as usize]) == parity);
            self.grow_forest(&roots);
        }
    }

    fn parity(value: W) -> bool {
        value.half().double() != value
    }

    /// No matched vertex, no blossom, all duals zero: the state before the first solve.
    fn is_fresh(&self) -> bool {
        self.unused_blossoms.len() == self.n
            && self.mate.iter().all(|&m| m == NONE)
            && self.dual.iter().all(|d| d.is_zero())
    }

    /// A cheap optimum-seeking start for the first solve. Duals are set in vertex order, each
    /// the least value feasible against the vertices already set and at least the vertex's
    /// heaviest edge to the vertices after it (so every edge is feasible once its later end is
    /// set); then tight edges are matched greedily. For groups of equal weights (a
    /// scoregroup, placed consecutively) this makes the group's inner edges tight at once, so
    /// they are matched here instead of by searches.
    fn fresh_start(&mut self) {
        let n = self.n as u32;
        // Each vertex's heaviest edge to a later vertex, gathered reading every edge from
        // its later end: a big graph stores each pair once, in the later end's row, so reading
        // the edges to later vertices from the earlier end would jump from row to row.
        let mut later = vec![W::ZERO; self.n];
        for v in 0..n {
            for i in 0..=v as usize / 64 {
                let mut word = self.earlier_edge_word(v, i);
                while word != 0 {
                    let x = (64 * i) as u32 + word.trailing_zeros();
                    word &= word - 1;
                    let doubled = self.w2(v, x);
                    if doubled > later[x as usize] {
                        later[x as usize] = doubled;
                    }
                }
            }
        }
        for v in 0..n {
            self.dual[v as usize] = self.least_even_dual(v, later[v as usize].half(), true);
        }
        if self.tighten_start {
            self.tighten_duals();
        }
        for v in 0..n {
            if self.mate[v as usize] != NONE || self.dual[v as usize].is_zero() {
                continue;
            }
            let yv = self.dual[v as usize];
            'row: for i in 0..self.row_words {
                let mut word = self.edge_word(v, i);
                while word != 0 {
                    let x = (64 * i) as u32 + word.trailing_zeros();
                    word &= word - 1;
                    if self.mate[x as usize] == NONE
                        && yv.add(self.dual[x as usize]) == self.w2(v, x)
                    {
                        self.mate[v as usize] = x;
                        self.mate[x as usize] = v;
                        break 'row;
                    }
                }
            }
        }
        for v in 0..n {
            self.dirty[v as usize] = false;
            if self.mate[v as usize] == NONE && !self.dual[v as usize].is_zero() {
                self.pending.push(v);
            }
        }
        self.dirty_list.clear();
    }

    /// Lowers each dual, in vertex order, to the least even value its edges allow given the
    /// others (which keeps every edge feasible). The duals `fresh_start` sets can be far above
    /// that where a weight is a sum of one value per vertex that does not fall with the vertex
    /// order: a vertex's heaviest edge to a later one then sets its dual.
    fn tighten_duals(&mut self) {
        let n = self.n as u32;
        for v in 0..n {
            let least = self.least_even_dual(v, W::ZERO, false);
            if least < self.dual[v as usize] {
                self.dual[v as usize] = least;
            }
        }
    }

    /// The least even dual for `v`, at least `floor`, that keeps its edges feasible against
    /// the other ends' current duals: all its edges, or with `earlier_only` those to
    /// lower-numbered vertices. Even duals for every vertex: all trees then share one parity
    /// (see `solve`).
    fn least_even_dual(&self, v: u32, floor: W, earlier_only: bool) -> W {
        let words = if earlier_only {
            v as usize / 64 + 1
        } else {
            self.row_words
        };
        let mut least = floor;
        for i in 0..words {
            let mut word = if earlier_only {
                self.earlier_edge_word(v, i)
            } else {
                self.edge_word(v, i)
            };
            while word != 0 {
                let x = (64 * i) as u32 + word.trailing_zeros();
                word &= word - 1;
                let doubled = self.w2(v, x);
                let yx = self.dual[x as usize];
                if doubled > yx {
                    let need = doubled.sub(yx);
                    if need > least {
                        least = need;
                    }
                }
            }
        }
        if Self::parity(least) {
            least = least.add(W::from_u64(1));
        }
        least
    }

    /// Word `i` of `v`'s edge bitset (bit `b`: an edge to vertex `64 * i + b`).
    #[inline]
    fn edge_word(&self, v: u32, i: usize) -> u64 {
        self.edges[v as usize * self.row_words + i]
    }

    /// Word `i` (up to `v / 64`) of `v`'s edges to the vertices numbered below `v`.
    #[inline]
    fn earlier_edge_word(&self, v: u32, i: usize) -> u64 {
        let word = self.edge_word(v, i);
        if i == v as usize / 64 {
            word & ((1u64 << (v % 64)) - 1)
        } else {
            word
        }
    }

    /// Twice the weight of edge `(u, v)`.
    #[inline]
    fn w2(&self, u: u32, v: u32) -> W {
        self.doubled.get(u as usize, v as usize)
    }

    /// Slack of an edge between two different top-level blossoms.
    #[inline(always)]
    fn slack(&self, u: u32, v: u32) -> W {
        self.dual[u as usize]
            .add(self.dual[v as usize])
            .sub(self.w2(u, v))
    }

    fn base_of_top(&self, v: u32) -> u32 {
        self.base[self.in_blossom[v as usize] as usize]
    }

    /// All vertices inside blossom (or vertex) `b`.
    fn leaves(&self, b: u32) -> Vec<u32> {
        let mut out = Vec::new();
        self.collect_leaves(b, &mut out);
        out
    }

    fn collect_leaves(&self, b: u32, out: &mut Vec<u32>) {
        if (b as usize) < self.n {
            out.push(b);
            return;
        }
        let mut stack = vec![b];
        while let Some(x) = stack.pop() {
            if (x as usize) < self.n {
                out.push(x);
            } else {
                stack.extend(self.children[x as usize].iter().rev().copied());
            }
        }
    }

    // ----------------------------------------------------------------------------------
    // Repairs after updates.

    /// Makes `v` a trivial top-level vertex, gives it a feasible dual, and unmatches it when
    /// its matched edge is no longer tight. Vertices left unmatched with a positive dual are
    /// queued for a search.
    fn repair_vertex(&mut self, v: u32) {
        if self.in_blossom[v as usize] != v {
            self.dissolve_around(v);
        }
        let vu = v as usize;
        let mut need = W::ZERO;
        for i in 0..self.row_words {
            let mut word = self.edge_word(v, i);
            while word != 0 {
                let x = (64 * i) as u32 + word.trailing_zeros();
                word &= word - 1;
                let doubled = self.w2(v, x);
                let yx = self.dual[x as usize];
                if doubled > yx {
                    let candidate = doubled.sub(yx);
                    if candidate > need {
                        need = candidate;
                    }
                }
            }
        }
        let m = self.mate[vu];
        if m != NONE {
            let wm2 = self.w2(v, m);
            let ym = self.dual[m as usize];
            if !wm2.is_zero() && wm2 >= ym {
                let tight = wm2.sub(ym);
                if tight >= need {
                    self.dual[vu] = tight;
                    return;
                }
            }
            self.mate[vu] = NONE;
            self.mate[m as usize] = NONE;
            self.pending.push(m);
        }
        self.dual[vu] = need;
        if !need.is_zero() {
            self.pending.push(v);
        }
    }

    /// Removes every blossom holding vertex `v`, outermost first, as if each in turn were
    /// dissolved on its own: its dual moves onto its vertices, so that every edge keeps its
    /// slack except those leaving it, whose slack grows, and its base's matched edge (which
    /// leaves it) therefore stops being tight and is undone. Done in one pass over the
    /// outermost blossom's vertices: dissolving a deep chain of nested blossoms layer by layer
    /// visited the vertices of every layer again.
    fn dissolve_around(&mut self, v: u32) {
        // The blossoms holding `v`, outermost first.
        let mut chain = Vec::new();
        let mut x = v;
        while self.parent[x as usize] != NONE {
            x = self.parent[x as usize];
            chain.push(x);
        }
        chain.reverse();
        let mut added = W::ZERO;
        let mut leaves = Vec::new();
        for (i, &b) in chain.iter().enumerate() {
            added = added.add(self.dual[b as usize]);
            let on_path = chain.get(i + 1).copied().unwrap_or(v);
            let children = std::mem::take(&mut self.children[b as usize]);
            for &c in &children {
                self.parent[c as usize] = NONE;
                if c == on_path {
                    continue;
                }
                leaves.clear();
                self.collect_leaves(c, &mut leaves);
                for &y in &leaves {
                    let yu = y as usize;
                    self.in_blossom[yu] = c;
                    self.dual[yu] = self.dual[yu].add(added);
                }
            }
        }
        self.in_blossom[v as usize] = v;
        self.dual[v as usize] = self.dual[v as usize].add(added);
        for &b in &chain {
            let bu = b as usize;
            let z = self.dual[bu];
            let base = self.base[bu];
            self.release_blossom(b);
            if !z.is_zero() {
                let m = self.mate[base as usize];
                if m != NONE {
                    self.mate[base as usize] = NONE;
                    self.mate[m as usize] = NONE;
                    self.pending.push(m);
                }
                self.pending.push(base);
            }
        }
    }

    /// Sets `mask` to the vertices of blossom `b`. It stays valid while `b` exists: a blossom
    /// only loses vertices when it is expanded or dissolved, which releases its number (and
    /// drops the mask), and when a blossom takes `b`'s number the vertices it adds are added
    /// to the mask.
    fn build_mask(&mut self, b: u32) {
        self.mask.clear();
        self.mask.resize(self.row_words, 0);
        let mut leaves = Vec::new();
        self.collect_leaves(b, &mut leaves);
        for x in leaves {
            let xu = x as usize;
            self.mask[xu / 64] |= 1u64 << (xu % 64);
        }
        self.mask_of = b;
    }

    fn release_blossom(&mut self, b: u32) {
        let bu = b as usize;
        if self.mask_of == b {
            self.mask_of = NONE;
        }
        self.children[bu].clear();
        self.endpoints[bu].clear();
        self.base[bu] = NONE;
        self.parent[bu] = NONE;
        self.dual[bu] = W::ZERO;
        self.label[bu] = FREE;
        self.label_edge[bu] = NO_EDGE;
        self.best_edge[bu] = NO_EDGE;
        self.unused_blossoms.push(b);
    }

    // ----------------------------------------------------------------------------------
    // The search from one root.

    fn reset_labels(&mut self) {
        self.label.fill(FREE);
        self.label_edge.fill(NO_EDGE);
        self.best_edge.fill(NO_EDGE);
        self.new_blossoms.clear();
        self.queue.clear();
    }

    /// Grows alternating trees from the unmatched vertices `roots` (positive duals of one
    /// parity) until an augmenting path is found or an outer dual reaches zero. After an
    /// augmentation the stage goes on with the trees it did not touch, through tight edges
    /// only (no further dual change), and augments again wherever they meet a free vertex or
    /// each other: one stage then finds many vertex-disjoint augmenting paths instead of
    /// regrowing the whole forest after each (a big group of equal weights needs hundreds).
    fn grow_forest(&mut self, roots: &[u32]) {
        self.reset_labels();
        for &root in roots {
            self.dead[root as usize] = false;
        }
        for &root in roots {
            if self.label[self.in_blossom[root as usize] as usize] == FREE {
                self.assign_label(root, OUTER, NO_EDGE);
            }
        }
        let mut augmented = false;
        'search: loop {
            'queue: while let Some(v) = self.queue.pop() {
                if augmented && self.in_dead_tree(self.in_blossom[v as usize]) {
                    continue;
                }
                // Edges inside `v`'s own blossom change nothing; in a big blossom they are
                // most of its edges, so they are masked out a word at a time.
                let own = self.in_blossom[v as usize];
                let masked =
                    own as usize >= self.n && self.leaf_count[own as usize] >= self.mask_from;
                if masked && self.mask_of != own {
                    self.build_mask(own);
                }
                for i in 0..self.row_words {
                    let mut word = self.edge_word(v, i);
                    if masked {
                        word &= !self.mask[i];
                    }
                    while word != 0 {
                        let x = (64 * i) as u32 + word.trailing_zeros();
                        word &= word - 1;
                        let bv = self.in_blossom[v as usize];
                        let bx = self.in_blossom[x as usize];
                        if bv == bx {
                            continue;
                        }
                        if augmented && self.in_dead_tree(bx) {
                            continue;
                        }
                        // An edge to a labelled vertex of an inner blossom changes nothing, tight
                        // or not: skip computing its slack (half of a big tree is inner).
                        if self.label[bx as usize] == INNER && self.label[x as usize] != FREE {
                            continue;
                        }
                        let kslack = self.slack(v, x);
                        if kslack.is_zero() {
                            match self.label[bx as usize] {
                                FREE => {
                                    if self.mate[self.base[bx as usize] as usize] == NONE {
                                        let root = self.tree[bv as usize];
                                        self.augment_to_free(v, x);
                                        // The free end joins the retired tree, so that no
                                        // other tree reaches it through its new mate.
                                        self.label[bx as usize] = INNER;
                                        self.tree[bx as usize] = root;
                                        self.retire(root);
                                        augmented = true;
                                        continue 'queue;
                                    }
                                    self.assign_label(x, INNER, Edge::new(v, x));
                                }
                                OUTER => {
                                    let base = self.scan_blossom(v, x);
                                    if base != NONE {
                                        self.add_blossom(base, v, x);
                                    } else {
                                        // Two trees meet: augment through both.
                                        let (rv, rx) =
                                            (self.tree[bv as usize], self.tree[bx as usize]);
                                        self.augment_path(v, x);
                                        self.augment_path(x, v);
                                        self.retire(rv);
                                        self.retire(rx);
                                        augmented = true;
                                        continue 'queue;
                                    }
                                }
                                _ => {
                                    if self.label[x as usize] == FREE {
                                        self.label[x as usize] = INNER;
                                        self.label_edge[x as usize] = Edge::new(v, x);
                                    }
                                }
                            }
                        } else if self.label[bx as usize] == OUTER {
                            let best = self.best_edge[bv as usize];
                            if best.is_none() || kslack < self.best_slack[bv as usize] {
                                self.best_edge[bv as usize] = Edge::new(v, x);
                                self.best_slack[bv as usize] = kslack;
                            }
                        } else if self.label[x as usize] == FREE {
                            let best = self.best_edge[x as usize];
                            if best.is_none() || kslack < self.best_slack[x as usize] {
                                self.best_edge[x as usize] = Edge::new(v, x);
                                self.best_slack[x as usize] = kslack;
                            }
                        }
                    }
                }
            }
            if augmented {
                break 'search;
            }
            self.refresh_new_blossoms();
            let mut delta = W::ZERO;
            let mut kind = 0u8;
            let mut delta_vertex = NONE;
            let mut delta_edge = NO_EDGE;
            let mut delta_blossom = NONE;
            for v in 0..self.n {
                if self.label[self.in_blossom[v] as usize] == OUTER
                    && (kind == 0 || self.dual[v] < delta)
                {
                    delta = self.dual[v];
                    kind = 1;
                    delta_vertex = v as u32;
                }
            }
            for v in 0..self.n {
                let best = self.best_edge[v];
                if self.label[self.in_blossom[v] as usize] == FREE && !best.is_none() {
                    let d = self.best_slack[v];
                    if d < delta {
                        delta = d;
                        kind = 2;
                        delta_edge = best;
                    }
                }
            }
            for b in 0..2 * self.n {
                let best = self.best_edge[b];
                if self.parent[b] == NONE
                    && self.label[b] == OUTER
                    && !best.is_none()
                    && (b < self.n || self.base[b] != NONE)
                {
                    let d = self.best_slack[b].half();
                    if d < delta {
                        delta = d;
                        kind = 3;
                        delta_edge = best;
                    }
                }
            }
            for b in self.n..2 * self.n {
                if self.base[b] != NONE
                    && self.parent[b] == NONE
                    && self.label[b] == INNER
                    && self.dual[b] < delta
                {
                    delta = self.dual[b];
                    kind = 4;
                    delta_blossom = b as u32;
                }
            }
            if kind == 0 {
                // An outer vertex always exists (the root): unreachable, stop safely.
                break 'search;
            }
            for v in 0..self.n {
                match self.label[self.in_blossom[v] as usize] {
                    OUTER => self.dual[v] = self.dual[v].sub(delta),
                    INNER => self.dual[v] = self.dual[v].add(delta),
                    _ => {}
                }
            }
            for b in self.n..2 * self.n {
                if self.base[b] != NONE && self.parent[b] == NONE {
                    match self.label[b] {
                        OUTER => self.dual[b] = self.dual[b].add(delta),
                        INNER => self.dual[b] = self.dual[b].sub(delta),
                        _ => {}
                    }
                }
            }
            for i in 0..2 * self.n {
                let best = self.best_edge[i];
                if !best.is_none() {
                    self.best_slack[i] = self.slack(best.first, best.second);
                }
            }
            match kind {
                1 => {
                    self.augment_path(delta_vertex, NONE);
                    break 'search;
                }
                2 => {
                    let Edge { first, second } = delta_edge;
                    if self.label[self.in_blossom[first as usize] as usize] == OUTER {
                        self.queue.push(first);
                    } else {
                        self.queue.push(second);
                    }
                }
                3 => {
                    // Both ends are outer vertices of trees of one parity: the slack was even
                    // and is now zero.
                    if !self.slack(delta_edge.first, delta_edge.second).is_zero() {
                        self.broken = true;
                        break 'search;
                    }
                    self.queue.push(delta_edge.first);
                }
                _ => self.expand_blossom(delta_blossom, false),
            }
        }
        for b in self.n..2 * self.n {
            if self.parent[b] == NONE
                && self.base[b] != NONE
                && self.label[b] == OUTER
                && self.dual[b].is_zero()
            {
                self.expand_blossom(b as u32, true);
            }
        }
    }

    /// The labelled top-level blossom `b` belongs to a tree augmented in this stage.
    #[inline]
    fn in_dead_tree(&self, b: u32) -> bool {
        self.label[b as usize] != FREE
            && self
                .dead
                .get(self.tree[b as usize] as usize)
                .copied()
                .unwrap_or(true)
    }

    fn retire(&mut self, root: u32) {
        if let Some(flag) = self.dead.get_mut(root as usize) {
            *flag = true;
        }
    }

    fn assign_label(&mut self, w: u32, t: u8, edge: Edge) {
        let b = self.in_blossom[w as usize];
        let (wu, bu) = (w as usize, b as usize);
        self.tree[bu] = if edge.is_none() {
            w
        } else {
            self.tree[self.in_blossom[edge.first as usize] as usize]
        };
        self.label[wu] = t;
        self.label[bu] = t;
        self.label_edge[wu] = edge;
        self.label_edge[bu] = edge;
        self.best_edge[wu] = NO_EDGE;
        self.best_edge[bu] = NO_EDGE;
        if t == OUTER {
            let mut leaves = Vec::new();
            self.collect_leaves(b, &mut leaves);
            self.queue.extend(leaves);
        } else {
            let base = self.base[bu];
            let m = self.mate[base as usize];
            if m != NONE {
                self.assign_label(m, OUTER, Edge::new(base, m));
            }
        }
    }

    /// Traces back from the two ends of a tight outer–outer edge; returns the base of the
    /// new blossom (`NONE` would mean two trees, which a single-root search never has).
    fn scan_blossom(&mut self, v: u32, w: u32) -> u32 {
        let mut path = Vec::new();
        let mut base = NONE;
        let mut a = v;
        let mut other = w;
        while a != NONE {
            let b = self.in_blossom[a as usize];
            if self.label[b as usize] & BREADCRUMB != 0 {
                base = self.base[b as usize];
                break;
            }
            path.push(b);
            self.label[b as usize] = OUTER | BREADCRUMB;
            let le = self.label_edge[b as usize];
            if le.is_none() {
                a = NONE;
            } else {
                let bt = self.in_blossom[le.first as usize];
                a = self.label_edge[bt as usize].first;
            }
            if other != NONE {
                std::mem::swap(&mut a, &mut other);
            }
        }
        for b in path {
            self.label[b as usize] = OUTER;
        }
        base
    }

    fn add_blossom(&mut self, base: u32, v: u32, w: u32) {
        let Some(b) = self.unused_blossoms.pop() else {
            return;
        };
        let bu = b as usize;
        let bb = self.in_blossom[base as usize];
        let mut bv = self.in_blossom[v as usize];
        let mut bw = self.in_blossom[w as usize];
        self.base[bu] = base;
        self.parent[bu] = NONE;
        self.parent[bb as usize] = b;
        let mut path = Vec::new();
        let mut ends = Vec::new();
        while bv != bb {
            self.parent[bv as usize] = b;
            path.push(bv);
            let le = self.label_edge[bv as usize];
            ends.push(le);
            bv = self.in_blossom[le.first as usize];
        }
        path.push(bb);
        path.reverse();
        ends.reverse();
        ends.push(Edge::new(v, w));
        while bw != bb {
            self.parent[bw as usize] = b;
            path.push(bw);
            let le = self.label_edge[bw as usize];
            ends.push(le.reversed());
            bw = self.in_blossom[le.first as usize];
        }
        let tree = self.tree[bb as usize];
        let label_edge = self.label_edge[bb as usize];
        let count = path
            .iter()
            .map(|&c| self.leaf_count[c as usize])
            .sum::<u32>();
        // The biggest child blossom, when big enough to be worth it, hands its number to the
        // new blossom and takes the fresh one: its vertices then already name the new
        // blossom as theirs, and only the other children's vertices are relabelled. A big
        // blossom that grows a few vertices at a time would otherwise relabel all of its
        // vertices each time (quadratic: it was the solver's largest single cost after the
        // scans in the one-by-one re-solves of a big bracket).
        let big = path
            .iter()
            .copied()
            .filter(|&c| c as usize >= self.n)
            .max_by_key(|&c| self.leaf_count[c as usize])
            .filter(|&c| self.leaf_count[c as usize] >= self.renumber_from);
        let (b, moved) = match big {
            Some(old) => {
                self.renumber(old, b);
                for c in &mut path {
                    if *c == old {
                        *c = b;
                    }
                }
                self.base[old as usize] = base;
                self.parent[old as usize] = NONE;
                for &c in &path {
                    self.parent[c as usize] = old;
                }
                (old, b)
            }
            None => (b, NONE),
        };
        let bu = b as usize;
        self.label[bu] = OUTER;
        self.tree[bu] = tree;
        self.label_edge[bu] = label_edge;
        self.dual[bu] = W::ZERO;
        self.leaf_count[bu] = count;
        let mut leaves = Vec::new();
        for &child in &path {
            let inner = self.label[child as usize] == INNER;
            if child == moved && !inner {
                // Its vertices already point at the new blossom's number.
                continue;
            }
            leaves.clear();
            self.collect_leaves(child, &mut leaves);
            for &x in &leaves {
                let xu = x as usize;
                if child == moved {
                    self.queue.push(x);
                    continue;
                }
                if self.label[self.in_blossom[xu] as usize] == INNER {
                    self.queue.push(x);
                }
                self.in_blossom[xu] = b;
                if self.mask_of == b {
                    // The blossom kept the number of a child whose mask is held: it stays
                    // exact as the blossom grows.
                    self.mask[xu / 64] |= 1u64 << (xu % 64);
                }
            }
        }
        // The new blossom's least-slack edge to another outer blossom is found only if a dual
        // change needs it (see `refresh_new_blossoms`): most stages end without one, and
        // gathering it here cost a scan of every edge of the new blossom's vertices.
        for &child in &path {
            self.best_edge[child as usize] = NO_EDGE;
        }
        self.best_edge[bu] = NO_EDGE;
        // A renumbered child may be listed already under the number the new blossom took.
        if moved == NONE || !self.new_blossoms.contains(&b) {
            self.new_blossoms.push(b);
        }
        self.children[bu] = path;
        self.endpoints[bu] = ends;
    }

    /// Moves blossom `old` (top-level, in the tree being grown) to the unused number `fresh`,
    /// so that `old` can be reused for the blossom about to contain it.
    fn renumber(&mut self, old: u32, fresh: u32) {
        let (o, f) = (old as usize, fresh as usize);
        let children = std::mem::take(&mut self.children[o]);
        for &c in &children {
            self.parent[c as usize] = fresh;
        }
        self.children[f] = children;
        self.endpoints[f] = std::mem::take(&mut self.endpoints[o]);
        self.base[f] = self.base[o];
        self.dual[f] = self.dual[o];
        self.label[f] = self.label[o];
        self.label_edge[f] = self.label_edge[o];
        self.tree[f] = self.tree[o];
        self.best_edge[f] = self.best_edge[o];
        self.best_slack[f] = self.best_slack[o];
        self.leaf_count[f] = self.leaf_count[o];
    }

    /// Gathers the least-slack edge from each outer top-level blossom made since the last
    /// dual change to any other outer top-level blossom (what a dual change of kind 3 needs).
    /// Blossoms since absorbed into a bigger one are skipped: only the outermost is scanned.
    fn refresh_new_blossoms(&mut self) {
        let fresh = std::mem::take(&mut self.new_blossoms);
        let mut leaves = Vec::new();
        for &b in &fresh {
            let bu = b as usize;
            if self.parent[bu] != NONE || self.base[bu] == NONE || self.label[bu] != OUTER {
                continue;
            }
            leaves.clear();
            self.collect_leaves(b, &mut leaves);
            let masked = self.leaf_count[bu] >= self.mask_from;
            if masked && self.mask_of != b {
                self.build_mask(b);
            }
            let mut best = NO_EDGE;
            let mut best_slack = W::ZERO;
            for &x in &leaves {
                for i in 0..self.row_words {
                    let mut word = self.edge_word(x, i);
                    if masked {
                        word &= !self.mask[i];
                    }
                    while word != 0 {
                        let y = (64 * i) as u32 + word.trailing_zeros();
                        word &= word - 1;
                        let by = self.in_blossom[y as usize];
                        if by == b || self.label[by as usize] != OUTER {
                            continue;
                        }
                        let slack = self.slack(x, y);
                        if best.is_none() || slack < best_slack {
                            best = Edge::new(x, y);
                            best_slack = slack;
                        }
                    }
                }
            }
            self.best_edge[bu] = best;
            self.best_slack[bu] = best_slack;
        }
        self.new_blossoms = fresh;
        self.new_blossoms.clear();
    }

    /// Index arithmetic on a blossom's cycle (indices may run negative, as in the walk).
    fn child_at(&self, b: u32, j: isize) -> u32 {
        let list = &self.children[b as usize];
        let k = list.len() as isize;
        list[j.rem_euclid(k) as usize]
    }

    /// The cycle edge from child `j` to child `j + step` (`step` is ±1), oriented so that
    /// `first` lies in child `j`.
    fn step_edge(&self, b: u32, j: isize, step: isize) -> Edge {
        let list = &self.endpoints[b as usize];
        let k = list.len() as isize;
        if step > 0 {
            list[j.rem_euclid(k) as usize]
        } else {
            list[(j - 1).rem_euclid(k) as usize].reversed()
        }
    }

    fn expand_blossom(&mut self, b: u32, end_of_stage: bool) {
        let bu = b as usize;
        let children = self.children[bu].clone();
        for &s in &children {
            self.tree[s as usize] = self.tree[bu];
            self.parent[s as usize] = NONE;
            if (s as usize) < self.n {
                self.in_blossom[s as usize] = s;
            } else if end_of_stage && self.dual[s as usize].is_zero() {
                self.expand_blossom(s, end_of_stage);
            } else {
                for x in self.leaves(s) {
                    self.in_blossom[x as usize] = s;
                }
            }
        }
        if !end_of_stage && self.label[bu] == INNER {
            // Relabel the sub-blossoms along the even path from the entry child to the base.
            let entry_child = self.in_blossom[self.label_edge[bu].second as usize];
            let k = children.len() as isize;
            let mut j = children
                .iter()
                .position(|&c| c == entry_child)
                .map_or(0, |p| p as isize);
            let step: isize = if j & 1 == 1 {
                j -= k;
                1
            } else {
                -1
            };
            let mut p = self.label_edge[bu];
            while j != 0 {
                self.label[p.second as usize] = FREE;
                let q = self.step_edge(b, j, step);
                self.label[q.second as usize] = FREE;
                self.assign_label(p.second, INNER, p);
                j += step;
                p = self.step_edge(b, j, step);
                j += step;
            }
            let bv = self.child_at(b, j);
            self.label[p.second as usize] = INNER;
            self.label[bv as usize] = INNER;
            self.label_edge[p.second as usize] = p;
            self.label_edge[bv as usize] = p;
            self.best_edge[bv as usize] = NO_EDGE;
            j += step;
            while self.child_at(b, j) != entry_child {
                let bv = self.child_at(b, j);
                if self.label[bv as usize] == OUTER {
                    j += step;
                    continue;
                }
                let mut found = NONE;
                for x in self.leaves(bv) {
                    if self.label[x as usize] != FREE {
                        found = x;
                        break;
                    }
                }
                if found != NONE {
                    self.label[found as usize] = FREE;
                    let m = self.mate[self.base[bv as usize] as usize];
                    if m != NONE {
                        self.label[m as usize] = FREE;
                    }
                    let le = self.label_edge[found as usize];
                    self.assign_label(found, INNER, le);
                }
                j += step;
            }
        }
        self.release_blossom(b);
    }

    /// Swaps matched and unmatched edges inside blossom `b` so that vertex `v` becomes its base.
    fn augment_blossom(&mut self, b: u32, v: u32) {
        let mut t = v;
        while self.parent[t as usize] != b {
            t = self.parent[t as usize];
            if t == NONE {
                return;
            }
        }
        if (t as usize) >= self.n {
            self.augment_blossom(t, v);
        }
        let k = self.children[b as usize].len() as isize;
        let i = self.children[b as usize]
            .iter()
            .position(|&c| c == t)
            .map_or(0, |p| p as isize);
        let mut j = i;
        let step: isize = if i & 1 == 1 {
            j -= k;
            1
        } else {
            -1
        };
        while j != 0 {
            j += step;
            let t1 = self.child_at(b, j);
            let p = self.step_edge(b, j, step);
            if (t1 as usize) >= self.n {
                self.augment_blossom(t1, p.first);
            }
            j += step;
            let t2 = self.child_at(b, j);
            if (t2 as usize) >= self.n {
                self.augment_blossom(t2, p.second);
            }
            self.mate[p.first as usize] = p.second;
            self.mate[p.second as usize] = p.first;
        }
        let iu = i as usize;
        self.children[b as usize].rotate_left(iu);
        self.endpoints[b as usize].rotate_left(iu);
        let first_child = self.children[b as usize][0];
        self.base[b as usize] = self.base[first_child as usize];
    }

    /// Flips the alternating path from outer vertex `s` up to the root of the tree; `s`
    /// becomes matched to `partner` (`NONE`: `s` is left unmatched).
    fn augment_path(&mut self, start: u32, first_partner: u32) {
        let mut s = start;
        let mut partner = first_partner;
        loop {
            let bs = self.in_blossom[s as usize];
            if (bs as usize) >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s as usize] = partner;
            let le = self.label_edge[bs as usize];
            if le.is_none() {
                break;
            }
            let t = le.first;
            let bt = self.in_blossom[t as usize];
            let lt = self.label_edge[bt as usize];
            let next = lt.first;
            let j = lt.second;
            if (bt as usize) >= self.n {
                self.augment_blossom(bt, j);
            }
            self.mate[j as usize] = next;
            s = next;
            partner = j;
        }
    }

    /// Augments along the tight edge from outer vertex `v` to vertex `x`, whose top-level
    /// blossom is unmatched and outside the tree.
    fn augment_to_free(&mut self, v: u32, x: u32) {
        let bx = self.in_blossom[x as usize];
        if (bx as usize) >= self.n {
            self.augment_blossom(bx, x);
        }
        self.mate[x as usize] = v;
        self.augment_path(v, x);
    }

    // ----------------------------------------------------------------------------------
    // Certificate.

    /// Checks the optimality certificate (dual feasibility and complementary slackness) of
    /// the current solution; `Err` says which condition fails. Costs O(n²·depth); meant for
    /// tests and debugging.
    pub fn check_certificate(&self) -> Result<(), String> {
        let n = self.n;
        let chain = |v: usize| {
            let mut out = Vec::new();
            let mut b = self.parent[v];
            while b != NONE {
                out.push(b);
                b = self.parent[b as usize];
            }
            out
        };
        let chains: Vec<Vec<u32>> = (0..n).map(chain).collect();
        for v in 0..n {
            let m = self.mate[v];
            if m != NONE {
                if self.mate[m as usize] != v as u32 {
                    return Err(format!("mate of {v} is {m}, whose mate is not {v}"));
                }
                if self.w2(v as u32, m).is_zero() {
                    return Err(format!("matched pair {v}-{m} has no edge"));
                }
            } else if !self.dual[v].is_zero() {
                return Err(format!("unmatched vertex {v} has dual {:?}", self.dual[v]));
            }
        }
        for u in 0..n {
            for v in (u + 1)..n {
                let rhs = self.w2(u as u32, v as u32);
                let mut lhs = self.dual[u].add(self.dual[v]);
                for b in &chains[u] {
                    if chains[v].contains(b) {
                        lhs = lhs.add(self.dual[*b as usize].double());
                    }
                }
                if !rhs.is_zero() && lhs < rhs {
                    return Err(format!("edge {u}-{v} has negative slack"));
                }
                if self.mate[u] == v as u32 && lhs != rhs {
                    return Err(format!("matched edge {u}-{v} is not tight"));
                }
            }
        }
        for b in n..2 * n {
            if self.base[b] == NONE || self.dual[b].is_zero() {
                continue;
            }
            let leaves = self.leaves(b as u32);
            let inside = leaves
                .iter()
                .filter(|&&x| {
                    let m = self.mate[x as usize];
                    m != NONE && leaves.contains(&m)
                })
                .count();
            if inside + 1 != leaves.len() {
                return Err(format!("blossom {b} with positive dual is not full"));
            }
        }
        Ok(())
    }
}
