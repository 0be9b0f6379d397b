//! Standings of large tournaments with every tie-break.

use std::hint::black_box;

use camelot_pairing::{PointSystem, System, TieBreak, standings};
use criterion::{Criterion, criterion_group, criterion_main};

#[path = "../tests/support/synthetic.rs"]
mod synthetic;

const ALL: &str = "DE,BH/C1,BH,BH/C2,BH/M1,BH/M2,SB,SB/C1,WIN,WON,BPG,BWG,PS,ARO,TPR,PTP,KS";

fn bench_standings(c: &mut Criterion) {
    let tiebreaks = TieBreak::parse_list(ALL).unwrap_or_default();
    for (players, rounds) in [(1_000, 11), (5_000, 13)] {
        let t = synthetic::tournament(players, rounds, 7, PointSystem::CLASSIC);
        c.bench_function(
            &format!("standings {players} players {rounds} rounds, 17 tie-breaks"),
            |b| b.iter(|| standings(black_box(&t), black_box(&tiebreaks), System::Swiss)),
        );
    }
    let t = synthetic::tournament(1_000, 11, 7, PointSystem::CLASSIC);
    c.bench_function("TRF write + read, 1000 players 11 rounds", |b| {
        b.iter(|| {
            let text = t.to_trf().unwrap_or_default();
            camelot_pairing::Tournament::from_trf(black_box(&text))
        })
    });
}

fn bench_berger(c: &mut Criterion) {
    c.bench_function("berger schedule 1000 players double", |b| {
        b.iter(|| camelot_pairing::berger::schedule(black_box(1_000), true))
    });
}

criterion_group!(benches, bench_standings, bench_berger);
criterion_main!(benches);
