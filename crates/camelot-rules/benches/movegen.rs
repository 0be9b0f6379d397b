//! Move generation on a set of positions, the service's per-request calls, and perft from the
//! start position.
//!
//! `cargo bench -p camelot-rules --bench movegen` (figures in the crate README).

#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmark code: a panic is a failure report

use std::hint::black_box;
use std::time::Duration;

use camelot_rules::{Perft, Position};
use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};

/// Every 8th position of the shared move vectors (51 positions: start, openings, middlegames,
/// endgames and castle situations).
fn positions() -> Vec<Position> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/vectors/moves.jsonl"
    ))
    .unwrap();
    text.lines()
        .step_by(8)
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            v["position"].as_str().unwrap().parse().unwrap()
        })
        .collect()
}

fn movegen(c: &mut Criterion) {
    let set = positions();
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(set.len() as u64));
    group.bench_function("legal_move_count/51 positions", |b| {
        b.iter(|| {
            set.iter()
                .map(|p| black_box(p).legal_move_count())
                .sum::<u64>()
        })
    });
    group.bench_function("legal_moves (canonical paths)/51 positions", |b| {
        b.iter(|| {
            set.iter()
                .map(|p| black_box(p).legal_moves().len())
                .sum::<usize>()
        })
    });
    group.bench_function("status/51 positions", |b| {
        b.iter(|| {
            set.iter()
                .filter(|p| black_box(p).status().is_over())
                .count()
        })
    });
    // What the service does per move request: check the submitted path, then the status of
    // the resulting position.
    let requests: Vec<(Position, String)> = set
        .iter()
        .filter_map(|p| {
            p.legal_moves()
                .last()
                .map(|m| (*p, m.path.to_string().to_lowercase()))
        })
        .collect();
    group.throughput(Throughput::Elements(requests.len() as u64));
    group.bench_function("check+status/move requests", |b| {
        b.iter_batched(
            || requests.clone(),
            |reqs| {
                for (p, path) in reqs {
                    let m = p.check(&path).unwrap();
                    black_box(m.result.status());
                }
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

fn perft(c: &mut Criterion) {
    let start = Position::start();
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("start depth 3", |b| {
        b.iter(|| Perft::new(None).count(black_box(&start), 3))
    });
    group.bench_function("start depth 4 (table 2^21 buckets)", |b| {
        b.iter(|| Perft::new(Some(21)).count(black_box(&start), 4))
    });
    group.bench_function("start depth 4 (no table)", |b| {
        b.iter(|| Perft::new(None).count(black_box(&start), 4))
    });
    group.finish();
}

criterion_group!(benches, movegen, perft);
criterion_main!(benches);
