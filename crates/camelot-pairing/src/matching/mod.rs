//! Maximum-weight matching on general graphs.
//!
//! [`Matching`] is an Edmonds blossom solver (primal–dual, O(n³) from scratch) that stays
//! warm between updates: after changing the edges of a few vertices, [`Matching::solve`]
//! repairs the previous optimum instead of starting again. Weights are any [`Weight`]: `u64`,
//! `u128`, or a [`WideUint`] of as many 64-bit limbs as the caller's weight layout needs.
//!
//! No published crate fits: the Dutch engine needs hundreds of bits per weight and, above
//! all, cheap re-solves after small changes (it takes hundreds of decisions per round, each
//! one a re-solve); the available blossom crates solve from scratch only.

mod blossom;
mod store;
mod weight;

pub use blossom::Matching;
pub(crate) use store::CompactWeights;
pub use weight::{Weight, WideUint};

/// Solves one maximum-weight matching from scratch.
///
/// `edges` are `(u, v, weight)` with `u, v < n`; zero weights, loops and out-of-range vertices
/// are ignored; a repeated edge keeps its last weight. Returns `mate[v]` (`None`: unmatched).
pub fn max_weight_matching<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Vec<Option<usize>> {
    let mut matching = Matching::new(n);
    for &(u, v, w) in edges {
        matching.set_weight(u, v, w);
    }
    matching.solve();
    (0..n).map(|v| matching.mate(v)).collect()
}
