//! The blossom solver against exhaustive search on small random graphs, from scratch and
//! through long sequences of updates (the way the Dutch engine drives it).

#![allow(clippy::needless_range_loop)]

use camelot_pairing::matching::{Matching, Weight, WideUint, max_weight_matching};
use proptest::prelude::*;

/// Best total weight over all matchings, by exhaustive recursion (n ≤ 10).
fn brute_force(n: usize, w: &[Vec<u64>]) -> u64 {
    fn go(first: usize, used: &mut Vec<bool>, n: usize, w: &[Vec<u64>]) -> u64 {
        let Some(v) = (first..n).find(|&v| !used[v]) else {
            return 0;
        };
        used[v] = true;
        let mut best = go(v + 1, used, n, w);
        for u in (v + 1)..n {
            if !used[u] && w[v][u] > 0 {
                used[u] = true;
                best = best.max(w[v][u] + go(v + 1, used, n, w));
                used[u] = false;
            }
        }
        used[v] = false;
        best
    }
    go(0, &mut vec![false; n], n, w)
}

fn total<W: Weight>(m: &Matching<W>, w: &[Vec<u64>]) -> u64 {
    let mut sum = 0;
    for v in 0..m.len() {
        if let Some(u) = m.mate(v) {
            assert_eq!(m.mate(u), Some(v), "matching is not symmetric");
            assert!(w[v][u] > 0, "matched along a missing edge");
            if v < u {
                sum += w[v][u];
            }
        }
    }
    sum
}

fn graph_strategy(max_n: usize, max_w: u64) -> impl Strategy<Value = (usize, Vec<Vec<u64>>)> {
    (1..=max_n).prop_flat_map(move |n| {
        let cells = n * n;
        (Just(n), proptest::collection::vec(0..=max_w, cells)).prop_map(move |(n, flat)| {
            let mut w = vec![vec![0u64; n]; n];
            for u in 0..n {
                for v in (u + 1)..n {
                    w[u][v] = flat[u * n + v];
                    w[v][u] = flat[u * n + v];
                }
            }
            (n, w)
        })
    })
}

fn solve_static<W: Weight>(n: usize, w: &[Vec<u64>]) -> Matching<W> {
    solve_static_with::<W>(n, w, u32::MAX, false)
}

fn solve_static_big_from<W: Weight>(n: usize, w: &[Vec<u64>], big_from: u32) -> Matching<W> {
    solve_static_with::<W>(n, w, big_from, false)
}

/// Sets edge `(v, u)` to `weight` in the solver and in the reference table (loops ignored).
fn set_both(m: &mut Matching<u64>, w: &mut [Vec<u64>], v: usize, u: usize, weight: u64) {
    if u != v {
        w[v][u] = weight;
        w[u][v] = weight;
        m.set_weight(v, u, weight);
    }
}

/// As `solve_static`, with blossoms of `big_from` vertices or more handled as big (3: every
/// blossom is: a child gives its number to the blossom made of it, and scans skip the edges
/// inside it with a mask), and with the table of distinct weights when `narrow`.
fn solve_static_with<W: Weight>(
    n: usize,
    w: &[Vec<u64>],
    big_from: u32,
    narrow: bool,
) -> Matching<W> {
    let mut m = if narrow {
        Matching::<W>::with_narrow_weights(n)
    } else {
        Matching::<W>::new(n)
    };
    m.big_blossoms_from(big_from, big_from);
    for u in 0..n {
        for v in (u + 1)..n {
            m.set_weight(u, v, W::from_u64(w[u][v]));
        }
    }
    m.solve();
    m
}

proptest! {
    // 600 cases by default; PROPTEST_CASES=N for a longer run.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(600)
    ))]

    #[test]
    fn static_graphs_match_brute_force((n, w) in graph_strategy(10, 20)) {
        let m = solve_static::<u64>(n, &w);
        prop_assert_eq!(m.check_certificate(), Ok(()));
        prop_assert_eq!(total(&m, &w), brute_force(n, &w));
    }

    #[test]
    fn graphs_with_many_ties_match_brute_force((n, w) in graph_strategy(10, 2)) {
        let m = solve_static::<u64>(n, &w);
        prop_assert_eq!(m.check_certificate(), Ok(()));
        prop_assert_eq!(total(&m, &w), brute_force(n, &w));
    }

    #[test]
    fn wide_weights_agree_with_u64((n, w) in graph_strategy(9, 1000)) {
        let narrow = solve_static::<u64>(n, &w);
        let wide = solve_static::<WideUint<3>>(n, &w);
        prop_assert_eq!(wide.check_certificate(), Ok(()));
        prop_assert_eq!(total(&narrow, &w), total(&wide, &w));
    }

    #[test]
    fn updates_keep_the_matching_optimal(
        (n, mut w) in graph_strategy(9, 12),
        updates in proptest::collection::vec(
            (0usize..9, proptest::collection::vec((0usize..9, 0u64..=12), 1..6)), 1..25),
        big_from in prop_oneof![Just(3u32), Just(u32::MAX)],
        narrow in any::<bool>(),
    ) {
        let mut m = solve_static_with::<u64>(n, &w, big_from, narrow);
        for (vertex, changes) in updates {
            let v = vertex % n;
            for (other, weight) in changes {
                set_both(&mut m, &mut w, v, other % n, weight);
            }
            m.solve();
            prop_assert_eq!(m.check_certificate(), Ok(()));
            prop_assert_eq!(total(&m, &w), brute_force(n, &w));
        }
    }

    #[test]
    fn finalising_pairs_like_the_engine_keeps_optimality(
        (n, mut w) in graph_strategy(10, 6),
        picks in proptest::collection::vec(0usize..10, 1..5),
        big_from in prop_oneof![Just(3u32), Just(u32::MAX)],
    ) {
        // Lock a matched pair with a huge weight and cut its other edges, as the engine does.
        let mut m = solve_static_big_from::<u64>(n, &w, big_from);
        let big = 1_000;
        for pick in picks {
            let v = pick % n;
            let Some(u) = m.mate(v) else { continue };
            for x in 0..n {
                if x != v && x != u {
                    w[v][x] = 0; w[x][v] = 0; m.set_weight(v, x, 0);
                    w[u][x] = 0; w[x][u] = 0; m.set_weight(u, x, 0);
                }
            }
            w[u][v] = big; w[v][u] = big;
            m.set_weight(v, u, big);
            m.solve();
            prop_assert_eq!(m.check_certificate(), Ok(()));
            prop_assert_eq!(total(&m, &w), brute_force(n, &w));
            prop_assert_eq!(m.mate(v), Some(u));
        }
    }

    #[test]
    fn a_tightened_start_finds_the_optimum(
        (n, w) in graph_strategy(10, 20),
        per_vertex in proptest::collection::vec(0u64..=40, 10),
        sums in any::<bool>(),
    ) {
        // Also on weights that are mostly a sum of one value per end (the shape the start is
        // for), with the same edges missing.
        let mut w = w;
        if sums {
            for u in 0..n {
                for v in 0..n {
                    if u != v && w[u][v] != 0 {
                        w[u][v] = 1 + per_vertex[u] + per_vertex[v] + w[u][v] % 2;
                    }
                }
            }
            for u in 0..n {
                for v in (u + 1)..n {
                    w[v][u] = w[u][v];
                }
            }
        }
        let mut m = Matching::<u64>::with_narrow_weights(n);
        m.tighten_start();
        for u in 0..n {
            for v in (u + 1)..n {
                m.set_weight(u, v, w[u][v]);
            }
        }
        m.solve();
        prop_assert_eq!(m.check_certificate(), Ok(()));
        prop_assert_eq!(total(&m, &w), brute_force(n, &w));
    }

    #[test]
    fn edges_the_duals_rule_out_are_in_no_optimum(
        (n, mut w) in graph_strategy(10, 3),
        updates in proptest::collection::vec((0usize..10, 0usize..10, 0u64..=3), 0..8),
        big_from in prop_oneof![Just(3u32), Just(u32::MAX)],
    ) {
        // The Dutch engine skips a re-solve when the duals rule out a player's better
        // candidates: an edge reported unused must be in no maximum-weight matching, and a
        // matched edge is never reported.
        let mut m = solve_static_big_from::<u64>(n, &w, big_from);
        for (v, u, weight) in updates {
            set_both(&mut m, &mut w, v % n, u % n, weight);
        }
        m.solve();
        let best = brute_force(n, &w);
        for u in 0..n {
            for v in (u + 1)..n {
                if w[u][v] == 0 || !m.surely_unused(u, v) {
                    continue;
                }
                prop_assert_ne!(m.mate(u), Some(v));
                let mut without = w.clone();
                for x in 0..n {
                    for y in [u, v] {
                        without[x][y] = 0;
                        without[y][x] = 0;
                    }
                }
                prop_assert!(w[u][v] + brute_force(n, &without) < best);
            }
        }
    }

    #[test]
    fn removing_slack_edges_keeps_the_optimum(
        (n, mut w) in graph_strategy(10, 8),
        steps in proptest::collection::vec((0usize..10, 1u64..=4, 0usize..10, 0u64..=8), 1..12),
    ) {
        // An edge whose slack is positive after a solve is in no optimum, so removing it must
        // leave the optimum value and a valid certificate; updates then go on as usual.
        let mut m = solve_static_big_from::<u64>(n, &w, 3);
        for (vertex, min_slack, other, weight) in steps {
            let v = vertex % n;
            let before = brute_force(n, &w);
            let removed = m.remove_slack_edges(v, min_slack, 0);
            let mut gone = 0;
            for u in 0..n {
                if u != v && w[v][u] != 0 && m.weight(v, u) == 0 {
                    w[v][u] = 0;
                    w[u][v] = 0;
                    gone += 1;
                }
            }
            prop_assert_eq!(removed, gone);
            prop_assert_eq!(m.check_certificate(), Ok(()));
            prop_assert_eq!(brute_force(n, &w), before);
            prop_assert_eq!(total(&m, &w), before);
            set_both(&mut m, &mut w, v, other % n, weight);
            m.solve();
            prop_assert_eq!(m.check_certificate(), Ok(()));
            prop_assert_eq!(total(&m, &w), brute_force(n, &w));
        }
    }
}

#[test]
fn convenience_function_solves_a_triangle_with_tail() {
    // 0-1 (5), 1-2 (5), 0-2 (5), 2-3 (6): best is 0-1 + 2-3 = 11.
    let mates = max_weight_matching(4, &[(0, 1, 5u64), (1, 2, 5), (0, 2, 5), (2, 3, 6)]);
    assert_eq!(mates, vec![Some(1), Some(0), Some(3), Some(2)]);
}

#[test]
fn a_heavier_single_edge_beats_two_light_ones() {
    let mates = max_weight_matching(4, &[(0, 1, 1u64), (1, 2, 10), (2, 3, 1)]);
    assert_eq!(mates, vec![None, Some(2), Some(1), None]);
}

#[test]
fn larger_random_graphs_keep_a_valid_certificate() {
    // Deterministic pseudo-random dense graphs, updated vertex by vertex.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for (n, big_from) in [(30usize, u32::MAX), (61, u32::MAX), (30, 3), (61, 3)] {
        let mut m = Matching::<u128>::new(n);
        m.big_blossoms_from(big_from, big_from);
        for u in 0..n {
            for v in (u + 1)..n {
                m.set_weight(u, v, u128::from(next() % 50));
            }
        }
        m.solve();
        assert_eq!(m.check_certificate(), Ok(()));
        for _ in 0..200 {
            let v = (next() % n as u64) as usize;
            for u in 0..n {
                if u != v && next() % 3 == 0 {
                    m.set_weight(v, u, u128::from(next() % 50));
                }
            }
            m.solve();
            assert_eq!(m.check_certificate(), Ok(()));
        }
    }
}
